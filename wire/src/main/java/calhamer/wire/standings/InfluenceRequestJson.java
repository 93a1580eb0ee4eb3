package calhamer.wire.standings;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.CommandLineMap;
import calhamer.wire.FieldProblem;
import calhamer.wire.LineRequest;
import calhamer.wire.RequestObject;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionSlot;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads an {@link InfluenceRequest} from the body's bytes in one pass without a tree, the one reader of it for
 * Jersey's resource, the lean HTTP handler and the command line: the position by {@link PositionSlot}, weights and
 * decay bound by Jackson. Refusals, in this order: not JSON (Jackson's parser's exception), then every field not of
 * the form's shape ({@link RequestObject}); then, on a known map, every field of the position, the weights and the
 * decay that does not fit ({@link UnfitRequestException}; weights and decay by {@link InfluenceParts}).
 * O(size of the body).
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

        /**
         * @return the request; on an unknown map (null) only its form was checked
         * @throws UnfitRequestException naming every field of the position, the weights and the decay that does not
         *                               fit, together
         */
        InfluenceRequest request(DiplomacyMap map) {
            if (map == null) {
                return new InfluenceRequest(null, null, null);
            }
            List<UnfitRequestException> unfit = new ArrayList<>();
            Position read = null;
            try {
                read = position.position("position");
            } catch (UnfitRequestException e) {
                unfit.add(e);
            }
            List<FieldProblem> problems = new ArrayList<>();
            Weights w = InfluenceParts.weights(weights, problems);
            Decay d = InfluenceParts.decay(decay, "decay", problems);
            if (!problems.isEmpty()) {
                unfit.add(new UnfitRequestException("weights or decay out of range", problems));
            }
            if (!unfit.isEmpty()) {
                throw UnfitRequestException.of(unfit);
            }
            return new InfluenceRequest(read, w, d);
        }
    }
}
