package calhamer.wire.standings;

import calhamer.maps.DiplomacyMap;
import calhamer.wire.CommandLineMap;
import calhamer.wire.LineRequest;
import calhamer.wire.RequestObject;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionSlot;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Reads an {@link InfluenceRequest} from the body's bytes in one pass without a tree, the one reader of it for
 * Jersey's resource, the lean HTTP handler and the command line: the position by {@link PositionSlot}, weights and
 * decay bound by Jackson. Refusals, in this order: not JSON, or not of the form's shape (Jackson's exceptions; see
 * {@link RequestObject}); then, on a known map, the position missing or not fitting it
 * ({@link calhamer.wire.UnfitRequestException}). O(size of the body).
 */
public final class InfluenceRequestJson {
    /** The fields, in the order Jackson's binding of the form listed them. */
    private static final List<String> FIELDS = List.of("position", "decay", "weights");

    private InfluenceRequestJson() {
    }

    /** Binds weights and decay, made when a request first has them. */
    private static final class Parts {
        static final ObjectReader WEIGHTS = RequestObject.partReader(InfluenceRequest.WeightsInput.class);
        static final ObjectReader DECAY = RequestObject.partReader(InfluenceRequest.DecayInput.class);
    }

    /**
     * Reads the body of {@code POST /maps/{id}/influence}.
     *
     * @param map the map of the path, or null when there is no such map: then only the body's form is checked (the
     *            caller answers 404)
     * @return the request, or null for no body (nothing, or {@code null})
     * @throws IOException when the body is not JSON or not of the form's shape
     * @throws calhamer.wire.UnfitRequestException when its position does not fit
     */
    public static InfluenceRequest read(byte[] body, DiplomacyMap map) throws IOException {
        Read read = parse(body, map, null);
        return read == null ? null : read.request(map);
    }

    /**
     * Reads a line of {@code influence --jsonl}: a body plus a {@code "map"} ({@link CommandLineMap}), otherwise as
     * {@link #read(byte[], DiplomacyMap)}.
     *
     * @param maps map id → the map, or null when there is no such map
     */
    public static LineRequest<InfluenceRequest> readLine(byte[] line, Function<String, DiplomacyMap> maps)
            throws IOException {
        return CommandLineMap.read(line, maps, InfluenceRequestJson::parse, Read::request);
    }

    /** @return the request's fields as read, or null for no body */
    private static Read parse(byte[] body, DiplomacyMap map, CommandLineMap line) throws IOException {
        try (JsonParser p = WireJson.parser(body)) {
            if (!RequestObject.open(p, InfluenceRequest.class)) {
                return null;
            }
            Read read = new Read(new PositionSlot(map));
            RequestObject.fields(p, InfluenceRequest.class, FIELDS, line, field -> {
                switch (field) {
                    case "position" -> read.position.read(p);
                    case "weights" -> read.weights = RequestObject.bind(p, Parts.WEIGHTS, field);
                    default -> read.decay = RequestObject.bind(p, Parts.DECAY, field);
                }
            });
            return read;
        }
    }

    /** The request's fields as read, judged when the whole request has been. */
    private static final class Read {
        final PositionSlot position;
        InfluenceRequest.WeightsInput weights;
        InfluenceRequest.DecayInput decay;

        Read(PositionSlot position) {
            this.position = position;
        }

        /** @return the request; on an unknown map (null) without its position */
        InfluenceRequest request(DiplomacyMap map) {
            return new InfluenceRequest(map == null ? null : position.position("position"), weights, decay);
        }
    }
}
