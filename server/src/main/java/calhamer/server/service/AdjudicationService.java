package calhamer.server.service;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.OrdersRefusedException;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrdersJson;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.ResultJson;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Adjudication and legal orders for {@code POST /maps/{id}/adjudicate} and {@code /orders/legal}. */
public final class AdjudicationService {

    /**
     * The adjudication request.
     *
     * @param position the position (the adjudicator's JSON form)
     * @param orders   power → orders in the standard notation; powers without orders hold (or do nothing)
     * @param options  edition ({@code 2000} default, {@code 2023}) and strict (default false)
     */
    public record AdjudicateRequest(JsonNode position, JsonNode orders, Options options) {
    }

    /** @param edition {@code 2000} or {@code 2023}; @param strict refuse the request when any order is invalid */
    public record Options(String edition, Boolean strict) {
    }

    /** The legal orders of one unit (or, in adjustment phases, of one power: unit is null). */
    public record LegalLine(String power, String unit, List<Order> orders) {
    }

    /** Every legal order of a position; its JSON is written by {@link LegalOrdersJson}, orders as notation. */
    public record LegalResponse(String phase, List<LegalLine> units) implements JsonSerializable {
        @Override
        public void serialize(JsonGenerator gen, SerializerProvider serializers) throws IOException {
            LegalOrdersJson.write(this, gen);
        }

        @Override
        public void serializeWithType(JsonGenerator gen, SerializerProvider serializers, TypeSerializer type)
                throws IOException {
            serialize(gen, serializers);
        }
    }

    /** @return the adjudicated phase, written in the one JSON form of a phase result ({@link ResultJson}) */
    public JsonSerializable adjudicate(MapContext context, AdjudicateRequest request) {
        RequestBodies.require(request, "{\"position\": ..., \"orders\": ... (optional), \"options\": ... (optional)}");
        Position position = PositionInput.read(context.map(), request.position());
        checkYear(position);
        Map<String, List<String>> orders = readOrders(request.orders());
        return ResultJson.body(result(context, position, orders, options(request.options())));
    }

    /**
     * @return the adjudication of a plain request read straight from its bytes ({@link PlainAdjudicateRequest}),
     *         the same answer as {@link #adjudicate(MapContext, AdjudicateRequest)} gives for the same body
     */
    public JsonSerializable adjudicate(MapContext context, PlainAdjudicateRequest request) {
        return ResultJson.body(result(context, request));
    }

    /** @return the result of a plain request (what {@link #adjudicate(MapContext, PlainAdjudicateRequest)} writes) */
    public PhaseResult result(MapContext context, PlainAdjudicateRequest request) {
        checkYear(request.position());
        return result(context, request.position(), request.orders(), AdjudicationOptions.DEFAULT);
    }

    private static void checkYear(Position position) {
        if (position.phase().year() == Phase.MAX_YEAR && position.phase().season() != Season.SPRING) {
            throw ApiException.unprocessable("years end at " + Phase.MAX_YEAR + ": no phase may follow "
                    + position.phase(), List.of(new FieldError("position.phase", "the next phase might be in year "
                    + (Phase.MAX_YEAR + 1) + "; positions may be adjudicated up to the spring of " + Phase.MAX_YEAR)));
        }
    }

    private static PhaseResult result(MapContext context, Position position, Map<String, List<String>> orders,
                                      AdjudicationOptions options) {
        try {
            return context.adjudicator().adjudicate(position, orders, options);
        } catch (OrdersRefusedException e) {
            List<FieldError> errors = new ArrayList<>();
            for (OrderResult r : e.invalid()) {
                errors.add(new FieldError("orders." + r.power() + "[" + r.index() + "]", r.detail()));
            }
            throw ApiException.unprocessable("strict: " + errors.size() + " invalid order(s)", errors);
        }
    }

    /** @return every legal order of every unit that has something to do */
    public LegalResponse legal(MapContext context, JsonNode positionNode) {
        RequestBodies.require(positionNode, "holding a position: {\"phase\": ..., \"units\": ..., \"centers\": ...}");
        if (!positionNode.isObject()) {
            throw ApiException.badRequest("the body must be a position, a JSON object {\"phase\": ..., \"units\": ..., "
                    + "\"centers\": ...}, not " + positionNode.getNodeType().name().toLowerCase(Locale.ROOT),
                    new FieldError("(body)", "expected an object here"));
        }
        return legal(context, PositionInput.read(context.map(), positionNode));
    }

    /** @return every legal order of every unit of a position already read (as from a plain body) */
    public LegalResponse legal(MapContext context, Position position) {
        List<LegalLine> lines = new ArrayList<>();
        for (UnitOrders u : context.legalOrders().of(position)) {
            lines.add(new LegalLine(u.power().name(), u.unit() == null ? null : u.unit().toString(), u.orders()));
        }
        return new LegalResponse(position.phase().toString(), lines);
    }

    private static Map<String, List<String>> readOrders(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return Map.of();
        }
        try {
            return OrdersJson.read(node);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("the orders are not in the form {\"POWER\": [\"A PAR - BUR\", ...]}",
                    List.of(new FieldError("orders", e.getMessage())));
        }
    }

    private static AdjudicationOptions options(Options o) {
        AdjudicationOptions options = AdjudicationOptions.DEFAULT;
        if (o == null) {
            return options;
        }
        if (o.edition() != null) {
            try {
                options = options.withEdition(Edition.parse(o.edition()));
            } catch (IllegalArgumentException e) {
                throw ApiException.unprocessable("unknown rulebook edition",
                        List.of(new FieldError("options.edition", e.getMessage())));
            }
        }
        return Boolean.TRUE.equals(o.strict()) ? options.withStrict(true) : options;
    }
}
