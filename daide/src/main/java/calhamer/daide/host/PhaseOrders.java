package calhamer.daide.host;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.daide.board.BoardMessages;
import calhamer.daide.board.OrderJudge;
import calhamer.daide.board.OrderResults.Given;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Location;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The orders of the phase in progress: who owes orders (a power with units to order, dislodged units, or builds or
 * removals to make), each power's accepted orders (a new order for a unit replaces its last one; builds, waives and
 * removals are counted against what the power may make), which powers asked not to go ahead ({@code NOT (GOF)}),
 * and what each still owes ({@code MIS}). Confined to the game's thread.
 */
final class PhaseOrders {
    private final Position position;
    private final BoardMessages board;
    private final OrderJudge judge;
    private final Set<Power> due = new LinkedHashSet<>();
    private final Map<Power, List<Given>> orders = new LinkedHashMap<>();
    private final Set<Power> waiting = new HashSet<>();
    private final Map<Unit, List<Location>> retreats;

    PhaseOrders(Position position, BoardMessages board) {
        this.position = position;
        this.board = board;
        List<UnitOrders> legal = board.legalOrders(position);
        this.judge = new OrderJudge(position, board.notation(), legal);
        for (UnitOrders u : legal) {
            due.add(u.power());
        }
        this.retreats = board.retreats(position);
    }

    /** @return the powers that owe orders this phase, in the map's order */
    Set<Power> due() {
        return due;
    }

    /** @return the position of the phase */
    Position position() {
        return position;
    }

    /**
     * Judges and keeps one order of a {@code SUB} (the reader inside its brackets).
     *
     * @return the note {@code THX} answers with
     */
    int submit(Power power, TokenReader r) {
        OrderJudge.Verdict v = judge.judge(r, power);
        if (!v.accepted()) {
            return v.note();
        }
        List<Given> list = orders.computeIfAbsent(power, k -> new ArrayList<>());
        Order o = v.order();
        if (position.phase().type() == PhaseType.ADJUSTMENT) {
            int delta = OrderRules.adjustment(position, power);
            if (delta > 0 && list.size() >= delta) {
                return Tokens.NMB;
            }
            if (delta < 0 && list.size() >= -delta) {
                return Tokens.NMR;
            }
            for (Given g : list) {
                if (!(o instanceof Waive) && g.order().unit() != null
                        && g.order().unit().province().equals(o.unit().province())) {
                    return o instanceof Build ? Tokens.ESC : Tokens.NSU;
                }
            }
        } else {
            list.removeIf(g -> g.order().unit().province().equals(o.unit().province()));
        }
        list.add(new Given(o, v.tokens()));
        return Tokens.MBV;
    }

    /** Cancels one order given as its tokens; @return whether it was there */
    boolean cancel(Power power, Message tokens) {
        List<Given> list = orders.get(power);
        if (list == null) {
            return false;
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).tokens().equals(tokens)) {
                list.remove(i);
                return true;
            }
        }
        return false;
    }

    /** Cancels all of a power's orders. */
    void cancelAll(Power power) {
        orders.remove(power);
    }

    /** Records {@code GOF} (true) or {@code NOT (GOF)} (false). */
    void go(Power power, boolean go) {
        if (go) {
            waiting.remove(power);
        } else {
            waiting.add(power);
        }
    }

    /** @return whether the power has asked to wait for the deadline */
    boolean waiting(Power power) {
        return waiting.contains(power);
    }

    /** @return whether the power has nothing more to order */
    boolean complete(Power power) {
        if (!due.contains(power)) {
            return true;
        }
        int given = orders.getOrDefault(power, List.of()).size();
        return switch (position.phase().type()) {
            case MOVEMENT -> given >= position.unitsOf(power).size();
            case RETREAT -> given >= (int) position.dislodged().stream()
                    .filter(d -> d.unit().power().equals(power)).count();
            case ADJUSTMENT -> given >= Math.abs(OrderRules.adjustment(position, power));
        };
    }

    /** @return every power's orders, in the order given */
    Map<Power, List<Given>> given() {
        return orders;
    }

    /** {@code MIS}: the power's units without orders, its dislodged units without orders, or the count it owes. */
    Message missing(Power power) {
        Message.Builder b = Message.builder().add(Tokens.MIS);
        List<Given> list = orders.getOrDefault(power, List.of());
        switch (position.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : position.unitsOf(power)) {
                    if (list.stream().noneMatch(g -> g.order().unit().province().equals(u.province()))) {
                        board.notation().unit(b, u);
                    }
                }
            }
            case RETREAT -> {
                for (DislodgedUnit d : position.dislodged()) {
                    Unit u = d.unit();
                    if (u.power().equals(power)
                            && list.stream().noneMatch(g -> g.order().unit().province().equals(u.province()))) {
                        b.open();
                        board.notation().unitBody(b, u.power(), u.type(), u.location());
                        board.mrt(b, retreats.getOrDefault(u, List.of()));
                        b.close();
                    }
                }
            }
            case ADJUSTMENT -> {
                int delta = due.contains(power) ? OrderRules.adjustment(position, power) : 0;
                int owed = delta > 0 ? -(delta - list.size()) : delta < 0 ? -delta - list.size() : 0;
                if (owed != 0) {
                    b.group(Tokens.integer(owed));
                }
            }
        }
        return b.build();
    }
}
