package calhamer.daide.board;

import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code ORD} messages of an adjudicated phase: one per unit in a movement phase (a unit without an order
 * holds), one per dislodged unit in a retreat phase (one without an order disbands), one per build, removal or
 * waive in an adjustment phase (builds left unused are waived, units the civil disorder rule removes are removed).
 * An order is written as it was submitted. Results: {@code SUC}, {@code BNC}, {@code CUT}, {@code NSO} (an
 * unmatched support or convoy, a convoy never ordered), {@code DSR} (a convoy disrupted), with {@code RET} after a
 * dislodged unit's result (a move that bounced, a support that was cut, or {@code RET} alone for a unit holding or
 * convoying); a retreat that failed is {@code BNC}.
 */
public final class OrderResults {
    private OrderResults() {
    }

    /**
     * An order as the server took it.
     *
     * @param order  the order
     * @param tokens its tokens as submitted, without brackets
     */
    public record Given(Order order, Message tokens) {
    }

    /**
     * @param before the position adjudicated
     * @param given  each power's orders, in the order they were given to the adjudicator
     * @param result the adjudication
     * @return the {@code ORD} messages
     */
    public static List<Message> of(Position before, Notation notation, Map<Power, List<Given>> given,
                                   PhaseResult result) {
        Map<String, OrderResult> byIndex = new HashMap<>();
        for (OrderResult r : result.orders()) {
            byIndex.put(r.power() + "#" + r.index(), r);
        }
        Set<Province> dislodged = new HashSet<>();
        for (Dislodgement d : result.dislodged()) {
            dislodged.add(d.unit().province());
        }
        List<Message> out = new ArrayList<>();
        for (Power power : before.map().powers()) {
            List<Given> orders = given.getOrDefault(power, List.of());
            switch (before.phase().type()) {
                case MOVEMENT -> {
                    for (Unit u : before.unitsOf(power)) {
                        int i = indexOf(orders, u.province());
                        if (i < 0) {
                            out.add(ord(before, unitOrder(notation, u, Tokens.HLD),
                                    dislodged.contains(u.province()) ? new int[] {Tokens.RET}
                                            : new int[] {Tokens.SUC}));
                        } else {
                            OrderResult r = byIndex.get(power.name() + "#" + i);
                            out.add(ord(before, orders.get(i).tokens(), movement(orders.get(i).order(), r)));
                        }
                    }
                }
                case RETREAT -> {
                    for (DislodgedUnit d : before.dislodged()) {
                        if (!d.unit().power().equals(power)) {
                            continue;
                        }
                        int i = indexOf(orders, d.unit().province());
                        if (i < 0) {
                            out.add(ord(before, unitOrder(notation, d.unit(), Tokens.DSB),
                                    new int[] {Tokens.SUC}));
                        } else {
                            OrderResult r = byIndex.get(power.name() + "#" + i);
                            boolean failed = r != null && orders.get(i).order() instanceof Retreat
                                    && r.outcome() != Outcome.SUCCEEDED;
                            out.add(ord(before, orders.get(i).tokens(), new int[] {failed ? Tokens.BNC
                                    : Tokens.SUC}));
                        }
                    }
                }
                case ADJUSTMENT -> {
                    for (Given g : orders) {
                        out.add(ord(before, g.tokens(), new int[] {Tokens.SUC}));
                    }
                    int unused = OrderRules.adjustment(before, power) - orders.size();
                    for (int k = 0; k < unused; k++) {
                        out.add(ord(before, Message.of(notation.tokens().token(power), Tokens.WVE),
                                new int[] {Tokens.SUC}));
                    }
                    for (Removal r : result.removals()) {
                        if (r.unit().power().equals(power) && r.reason() == Reason.CIVIL_DISORDER) {
                            out.add(ord(before, unitOrder(notation, r.unit(), Tokens.REM), new int[] {Tokens.SUC}));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static int indexOf(List<Given> orders, Province p) {
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i).order();
            if (o.unit() != null && o.unit().province().equals(p)) {
                return i;
            }
        }
        return -1;
    }

    private static Message unitOrder(Notation notation, Unit u, int kind) {
        Message.Builder b = Message.builder();
        notation.unit(b, u);
        return b.add(kind).build();
    }

    /** The result tokens of a movement order. */
    static int[] movement(Order order, OrderResult r) {
        Outcome outcome = r == null ? Outcome.SUCCEEDED : r.outcome();
        return switch (outcome) {
            case SUCCEEDED -> new int[] {Tokens.SUC};
            case BOUNCED -> new int[] {Tokens.BNC};
            case CUT -> new int[] {Tokens.CUT};
            case NO_CONVOY -> new int[] {r.reason() == Reason.CONVOY_DISRUPTED ? Tokens.DSR
                    : r.reason() == Reason.CONVOY_PARADOX ? Tokens.BNC : Tokens.NSO};
            case DISLODGED -> order instanceof Move ? new int[] {Tokens.BNC, Tokens.RET}
                    : order instanceof Support ? new int[] {Tokens.CUT, Tokens.RET} : new int[] {Tokens.RET};
            default -> new int[] {Tokens.NSO};
        };
    }

    private static Message ord(Position before, Message order, int[] result) {
        Message.Builder b = Message.builder().add(Tokens.ORD);
        Notation.turn(b, before.phase());
        return b.group(order).group(result).build();
    }
}
