package calhamer.wire.adjudication;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.CommandLineMap;
import calhamer.wire.FieldProblem;
import calhamer.wire.LineRequest;
import calhamer.wire.RequestObject;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.WireJson;
import calhamer.wire.orders.OrdersReader;
import calhamer.wire.positions.PositionSlot;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads an {@link AdjudicationRequest} from the body's bytes in one pass without a tree, the one reader of it for
 * Jersey's resource, the lean HTTP handler and the batch: the position by {@link PositionSlot}, the orders' shape by
 * {@link OrdersReader}, the options bound by Jackson. Refusals, in this order: not JSON, or not of the form's shape
 * (Jackson's exceptions; see {@link RequestObject}); then, on a known map, the position missing or not fitting it,
 * then orders not of the form ({@link UnfitRequestException}). O(size of the body).
 */
public final class AdjudicationRequestJson {
    private static final List<String> FIELDS = List.of("position", "orders", "options");

    private AdjudicationRequestJson() {
    }

    /** Binds the options, made when a request first has them. */
    private static final class Options {
        static final ObjectReader READER = RequestObject.partReader(AdjudicationRequest.Options.class);
    }

    /**
     * Reads the body of {@code POST /maps/{id}/adjudicate}.
     *
     * @param map the map of the path, or null when there is no such map: then only the body's form is checked (the
     *            caller answers 404)
     * @return the request, or null for no body (nothing, or {@code null})
     * @throws IOException when the body is not JSON or not of the form's shape
     * @throws UnfitRequestException when its position or orders do not fit
     */
    public static AdjudicationRequest read(byte[] body, DiplomacyMap map) throws IOException {
        Parts parts = parse(body, map, null);
        return parts == null ? null : parts.request(map);
    }

    /**
     * Reads a line of {@code adjudicate --jsonl}: a body plus a {@code "map"} ({@link CommandLineMap}), otherwise as
     * {@link #read(byte[], DiplomacyMap)}.
     *
     * @param maps map id → the map, or null when there is no such map
     */
    public static LineRequest<AdjudicationRequest> readLine(byte[] line, Function<String, DiplomacyMap> maps)
            throws IOException {
        return CommandLineMap.read(line, maps, AdjudicationRequestJson::parse, Parts::request);
    }

    /** @return the parts of the request as read, or null for no body */
    private static Parts parse(byte[] body, DiplomacyMap map, CommandLineMap line) throws IOException {
        try (JsonParser p = WireJson.parser(body)) {
            if (!RequestObject.open(p, AdjudicationRequest.class)) {
                return null;
            }
            Parts parts = new Parts(new PositionSlot(map));
            RequestObject.fields(p, AdjudicationRequest.class, FIELDS, line, field -> {
                switch (field) {
                    case "position" -> parts.position.read(p);
                    case "orders" -> parts.orders = p.currentToken() == JsonToken.VALUE_NULL ? null
                            : OrdersReader.readAll(p);
                    default -> parts.options = RequestObject.bind(p, Options.READER, field);
                }
            });
            return parts;
        }
    }

    /** The request's fields as read, judged when the whole request has been. */
    private static final class Parts {
        final PositionSlot position;
        OrdersReader orders;
        AdjudicationRequest.Options options;

        Parts(PositionSlot position) {
            this.position = position;
        }

        /**
         * @return the request; on an unknown map (null) only its options
         * @throws UnfitRequestException naming every field that does not fit: of the position, the orders and the
         *                               options' edition together
         */
        AdjudicationRequest request(DiplomacyMap map) {
            if (map == null) {
                return new AdjudicationRequest(null, Map.of(), options);
            }
            List<UnfitRequestException> unfit = new ArrayList<>();
            Position read = null;
            try {
                read = position.position("position");
            } catch (UnfitRequestException e) {
                unfit.add(e);
            }
            if (orders != null && !orders.problems().isEmpty()) {
                unfit.add(new UnfitRequestException("the orders are not in the form {\"POWER\": [\"A PAR - BUR\", "
                        + "...]}", orders.problems()));
            }
            if (options != null && options.edition() != null) {
                try {
                    Edition.parse(options.edition());
                } catch (IllegalArgumentException e) {
                    unfit.add(new UnfitRequestException("unknown rulebook edition",
                            List.of(new FieldProblem("options.edition", e.getMessage()))));
                }
            }
            if (!unfit.isEmpty()) {
                throw UnfitRequestException.of(unfit);
            }
            return new AdjudicationRequest(read, orders == null ? Map.of() : orders.orders(), options);
        }
    }
}
