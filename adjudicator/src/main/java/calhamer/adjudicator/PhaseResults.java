package calhamer.adjudicator;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.engine.PhaseReport;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.CenterChange;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Writes what the rules engine decided for one phase ({@link PhaseReport}, and the board it left) as the full
 * adjudication's {@link PhaseResult}: each accepted order's result with its reason in a sentence, the dislodged units
 * with their legal retreats (as the engine found them), the units removed without an order, the supply centres that
 * changed hands, the winner and the next position. Nothing is decided here; units keep the order the caller gave them
 * (moved units in place, retreated and built units after the others), so answers read as the position was written.
 * O(units + orders).
 */
final class PhaseResults {
    private final Position before;
    private final PhaseReport report;
    private final Board board;
    private final BoardCodec codec;
    private final Details details;
    private final DiplomacyMap map;

    PhaseResults(Position before, PhaseReport report, Board board, BoardCodec codec, Details details) {
        this.before = before;
        this.details = details;
        this.report = report;
        this.board = board;
        this.codec = codec;
        this.map = before.map();
    }

    /** A movement phase: the results, the dislodged units with their retreats, then where the game went. */
    PhaseResult movement(List<OrderEntry> accepted, List<OrderResult> results, Comparator<OrderResult> order) {
        for (OrderEntry e : accepted) {
            results.add(result(e, e.unit().province().index()));
        }
        List<Unit> after = new ArrayList<>(before.units().size());
        for (Unit u : before.units()) {
            int q = u.province().index();
            if (!report.dislodged(q)) {
                after.add(report.moved(q) ? new Unit(u.power(), u.type(), location(report.destination(q))) : u);
            }
        }
        Set<Province> contested = new HashSet<>();
        for (int q : report.contested()) {
            contested.add(map.provinces().get(q));
        }
        List<Dislodgement> dislodged = new ArrayList<>();
        List<DislodgedUnit> retreating = new ArrayList<>();
        for (Unit u : before.units()) {
            int q = u.province().index();
            if (report.dislodged(q)) {
                int from = report.attackerFrom(q);
                Province attacker = from < 0 ? null : map.provinces().get(from);
                List<Location> retreats = new ArrayList<>();
                for (int l : report.retreats(q)) {
                    retreats.add(location(l));
                }
                dislodged.add(new Dislodgement(u, attacker, retreats));
                if (board.dislodgedPower(q) >= 0) {
                    retreating.add(new DislodgedUnit(u, attacker));
                }
            }
        }
        List<Removal> removals = removals(before.units());
        return finish(results, order, dislodged, contested, removals, after, retreating);
    }

    /** A retreat phase: the results, the retreated units after the others, then where the game went. */
    PhaseResult retreats(List<OrderEntry> accepted, List<OrderResult> results, Comparator<OrderResult> order) {
        List<Unit> units = new ArrayList<>(before.units());
        for (OrderEntry e : accepted) {
            int q = e.unit().province().index();
            results.add(result(e, q));
            if (report.reason(q) == Reason.RETREATED) {
                units.add(new Unit(e.unit().power(), e.unit().type(), location(report.target(q))));
            }
        }
        List<Removal> removals = removals(before.dislodged().stream().map(DislodgedUnit::unit).toList());
        return finish(results, order, List.of(), Set.of(), removals, units, List.of());
    }

    /** An adjustment phase: the results, the units built after the others and those removed taken off. */
    PhaseResult adjustments(List<OrderEntry> accepted, List<OrderResult> results, Comparator<OrderResult> order) {
        List<Unit> units = new ArrayList<>(before.units());
        for (int i = 0; i < accepted.size(); i++) {
            OrderEntry e = accepted.get(i);
            results.add(result(e, i));
            if (report.reason(i) == Reason.BUILT) {
                units.add(new Unit(e.power(), e.order().unit().type(), location(report.target(i))));
            } else if (report.reason(i) == Reason.REMOVED) {
                units.remove(e.unit());
            }
        }
        List<Removal> removals = new ArrayList<>();
        for (PhaseReport.Removal r : report.removals()) {
            Unit u = before.unitAt(map.provinces().get(r.province()));
            units.remove(u);
            removals.add(new Removal(u, r.reason(), r.reason().describe(report.disorderTarget())));
        }
        return finish(results, order, List.of(), Set.of(), removals, units, List.of());
    }

    /** The units of the given list that the engine removed without an order, in the list's order. */
    private List<Removal> removals(List<Unit> candidates) {
        List<Removal> removals = new ArrayList<>();
        PhaseReport.Removal[] removed = report.removals();
        if (removed.length == 0) {
            return removals;
        }
        for (Unit u : candidates) {
            for (PhaseReport.Removal r : removed) {
                if (r.province() == u.province().index()) {
                    removals.add(new Removal(u, r.reason(), r.reason().describe(null)));
                }
            }
        }
        return removals;
    }

    private PhaseResult finish(List<OrderResult> results, Comparator<OrderResult> order, List<Dislodgement> dislodged,
                               Set<Province> contested, List<Removal> removals, List<Unit> units,
                               List<DislodgedUnit> retreating) {
        results.sort(order);
        Set<Province> standoffs = board.phaseType() == Board.RETREAT ? contested : Set.of();
        int[] changed = report.changedCentres();
        Position next = changed.length == 0 ? before.next(board.phase(), units, retreating, standoffs)
                : Position.withOwners(map, board.phase(), units, codec.owners(board), retreating, standoffs);
        List<CenterChange> changes = new ArrayList<>();
        for (Unit u : units) {
            for (int i = 0; i < changed.length; i++) {
                if (changed[i] == u.province().index()) {
                    int from = report.formerOwner(i);
                    changes.add(new CenterChange(u.province(), from < 0 ? null : map.powers().get(from), u.power()));
                }
            }
        }
        Optional<Power> winner = report.winner() < 0 ? Optional.empty()
                : Optional.of(map.powers().get(report.winner()));
        return new PhaseResult(before.phase(), results, dislodged, contested, removals, changes, winner, next);
    }

    private OrderResult result(OrderEntry e, int at) {
        Reason reason = report.reason(at);
        Outcome outcome = report.outcome(at);
        int subject = report.subject(at);
        return new OrderResult(e.power().name(), e.index(), e.text(), outcome, reason, details.of(reason, subject));
    }

    private Location location(int index) {
        return map.locations().get(index);
    }
}
