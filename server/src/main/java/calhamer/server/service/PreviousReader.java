package calhamer.server.service;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderSyntaxException;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.bot.PreviousPhase;
import calhamer.maps.Power;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.FieldProblem;
import calhamer.wire.UnfitRequestException;
import calhamer.wire.decisions.ChooseRequest.PreviousInput;
import calhamer.wire.positions.PositionField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bot's memory ({@code options.previous} of {@code POST /maps/{id}/orders/choose}) read leniently: the bot
 * remembers a movement phase, so a previous phase of another kind (a retreat or an adjustment phase, which a client
 * driving a game sends as naturally as a movement phase), a position that does not fit the map, an unknown power or an
 * unreadable order is left out with a warning naming the field, never a refusal of the whole decision: the memory
 * only sharpens the choice, and a decision without it is still a decision. O(size of the previous phase).
 */
final class PreviousReader {
    private static final String FIELD = "options.previous";

    private PreviousReader() {
    }

    /**
     * @param warnings where every part left out is named, with why
     * @return the previous movement phase with the orders that read, or null when there is none to take
     */
    static PreviousPhase read(MapContext context, PreviousInput input, List<FieldProblem> warnings) {
        Position position;
        try {
            position = PositionField.read(context.map(), input.position(), FIELD + ".position");
        } catch (UnfitRequestException e) {
            e.problems().forEach(p -> warnings.add(new FieldProblem(p.field(), p.message()
                    + "; the previous phase is ignored")));
            return null;
        }
        if (position.phase().type() != PhaseType.MOVEMENT) {
            String kind = position.phase().type() == PhaseType.RETREAT ? "a retreat" : "an adjustment";
            warnings.add(new FieldProblem(FIELD + ".position.phase", position.phase() + " is " + kind + " phase; the"
                    + " bot remembers the last movement phase (its bounced moves), so this one is ignored"));
            return null;
        }
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        (input.orders() == null ? Map.<String, List<String>>of() : input.orders()).forEach((name, list) -> {
            String where = FIELD + ".orders." + name;
            Power power = context.map().findPower(name).orElse(null);
            if (power == null) {
                warnings.add(new FieldProblem(where, "'" + name + "' is not a power of map " + context.map().id()
                        + " " + context.map().powerNames() + "; its orders are ignored"));
                return;
            }
            List<Order> parsed = orders.computeIfAbsent(power, p -> new ArrayList<>());
            for (int i = 0; i < (list == null ? 0 : list.size()); i++) {
                try {
                    parsed.add(context.adjudicator().parser().parse(list.get(i)));
                } catch (OrderSyntaxException e) {
                    warnings.add(new FieldProblem(where + "[" + i + "]", e.getMessage() + "; the order is ignored"));
                }
            }
        });
        return new PreviousPhase(position, orders);
    }
}
