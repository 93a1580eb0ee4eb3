package calhamer.bot.equilibrium;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.evaluation.AdjustmentSets;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.rollout.SplitMix;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A retreat or adjustment decision by roll-outs: the power's candidate sets — every combination of its retreats
 * (no two into one province) and disbandings, or every build set that places as many units as it can (each free home
 * centre with each unit type it takes), or removal sets among its lowest-valued units — are each rolled out the same
 * number of times against the blueprint's orders for everybody else, with shared seeds (common random numbers), so
 * that what the coming phases threaten weighs in; the best mean value is played. Cost: the candidates × the
 * roll-outs per candidate, within {@code changeShare} of the roll-out budget and the time guard. Single use; not
 * thread-safe.
 */
final class ChangeSearch {
    private static final int MOST_CANDIDATES = 48;
    private static final int MOST_ROLLOUTS_EACH = 256;
    /** How much better than the blueprint's own choice (in centres) another set's mean must be to be played. */
    private static final double MARGIN = 0.02;

    private final MapTables ix;
    private final BoardCodec codec;
    private final LegalOrders legal;
    private final SearchSettings settings;
    private final SearchWorkspace w;

    ChangeSearch(MapTables ix, BoardCodec codec, LegalOrders legal, SearchSettings settings, SearchWorkspace w) {
        this.ix = ix;
        this.codec = codec;
        this.legal = legal;
        this.settings = settings;
        this.w = w;
    }

    BotMethod.Result decide(Position position, Power power, BotOptions options, Deadline deadline) {
        int me = power.index();
        List<UnitOrders> own = legal.of(position).stream().filter(u -> u.power().equals(power)).toList();
        List<Candidate> candidates = candidates(position, me, own);
        if (candidates.isEmpty()) {
            return new BotMethod.Result(List.of(), new SearchExplanation(0, 0, settings.changeHorizon(), List.of(),
                    List.of(), "nothing to order"), 0, false, List.of());
        }
        List<String> notations = candidates.stream().map(c -> c.notation(codec, w.root)).toList();
        long budget = Math.max(candidates.size(), (long) (options.budget().cells() * settings.changeShare()));
        int each = (int) Math.min(MOST_ROLLOUTS_EACH, budget / candidates.size());
        double[] sum = new double[candidates.size()];
        int[] count = new int[candidates.size()];
        double[] out = new double[ix.powerCount()];
        w.rollouts.reset(w.root, settings.changeHorizon(), settings.end(options));
        int rounds = 0;
        boolean timeUp = false;
        for (int r = 0; r < each && candidates.size() > 1 && !timeUp; r++) {
            long seed = SplitMix.mix(options.seed(), r + 1);
            for (int c = 0; c < candidates.size(); c++) {
                if (deadline.passed()) {
                    timeUp = true;
                    break;
                }
                w.rollouts.change(me, candidates.get(c).orders(), seed, out);
                sum[c] += out[me];
                count[c]++;
            }
            if (!timeUp) {
                rounds++;
            }
        }
        double[] mean = new double[candidates.size()];
        for (int c = 0; c < candidates.size(); c++) {
            mean[c] = count[c] == 0 ? Double.NaN : sum[c] / count[c];
        }
        int best = 0;
        for (int c = 1; c < candidates.size(); c++) {
            if (!Double.isNaN(mean[c]) && (Double.isNaN(mean[best]) || mean[c] > mean[best] + (best == 0 ? MARGIN
                    : 0))) {
                best = c;
            }
        }
        List<SearchExplanation.CandidateReport> reports = new ArrayList<>();
        for (int c = 0; c < candidates.size(); c++) {
            reports.add(new SearchExplanation.CandidateReport(notations.get(c), candidates.get(c).source(),
                    c == best ? 1 : 0, Double.isNaN(mean[c]) ? null : mean[c]));
        }
        Candidate chosen = candidates.get(best);
        List<Order> orders = chosen.toOrders(codec, w.root);
        String why = candidates.size() == 1 ? "the only candidate" : best == 0 ? String.format("the blueprint's"
                + " choice: no other set's mean value over %d roll-outs each beats its %.2f by %.2f", rounds, mean[0],
                MARGIN) : String.format("the best mean value over %d roll-outs each against the blueprint: %.2f"
                + " (the blueprint's choice: %.2f)", rounds, mean[best], mean[0]);
        List<String> notes = timeUp ? List.of("the time guard of " + options.budget().timeMillis()
                + " ms ran out after " + rounds + " round(s) of roll-outs") : List.of();
        return new BotMethod.Result(orders, new SearchExplanation(0, w.rollouts.count(), settings.changeHorizon(),
                List.of(new SearchExplanation.PowerCandidates(power.name(), reports)),
                orders.stream().map(Order::toString).toList(), why), w.rollouts.count(), timeUp, notes);
    }

    private List<Candidate> candidates(Position position, int me, List<UnitOrders> own) {
        Board root = w.root;
        Set<Candidate> found = new LinkedHashSet<>();
        if (own.isEmpty()) {
            return List.of();
        }
        found.add(blueprintChoice(root, me));
        if (position.phase().type() == PhaseType.RETREAT) {
            for (OrderSet set : retreatSets(own)) {
                found.add(candidate(root, me, set.orders(), "retreat"));
            }
        } else {
            int due = OrderRules.adjustment(root.centresOf(me), root.unitsOf(me));
            if (due > 0) {
                List<OrderSet> builds = AdjustmentSets.builds(own.get(0).orders(), due);
                long most = builds.stream().mapToLong(s -> s.orders().stream().filter(o -> o instanceof Build)
                        .count()).max().orElse(0);
                for (OrderSet set : builds) {
                    if (set.orders().stream().filter(o -> o instanceof Build).count() == most) {
                        found.add(candidate(root, me, set.orders(), "build"));
                    }
                }
            } else if (due < 0) {
                for (OrderSet set : AdjustmentSets.removals(lowestValued(own, me, -due), -due)) {
                    found.add(candidate(root, me, set.orders(), "removal"));
                }
            }
        }
        List<Candidate> list = new ArrayList<>(found);
        return list.size() > MOST_CANDIDATES ? list.subList(0, MOST_CANDIDATES) : list;
    }

    /** @return the blueprint's own retreats or adjustments (its best choices, no alternatives) */
    private Candidate blueprintChoice(Board root, int me) {
        w.greedy.prepare(root);
        long[] buffer = new long[Math.max(ix.provinceCount(), 2 * ix.centres().length)];
        SplitMix unused = new SplitMix(0);
        if (root.phaseType() == Board.RETREAT) {
            w.greedy.retreats(me, unused, buffer);
            long[] set = java.util.Arrays.stream(buffer).filter(o -> o != 0).toArray();
            return new Candidate(set, "blueprint best");
        }
        int n = w.greedy.adjustments(me, unused, buffer, 0);
        return new Candidate(java.util.Arrays.copyOf(buffer, n), "blueprint best");
    }

    /** @return the removal orders of the units whose removal the blueprint values least costly, a few beyond due */
    private List<Order> lowestValued(List<UnitOrders> own, int me, int due) {
        w.greedy.prepare(w.root);
        List<UnitOrders> sorted = new ArrayList<>(own);
        sorted.sort(Comparator.comparingDouble(u -> w.greedy.values().winter(me,
                OrderRules.typeCode(u.unit().type()), u.unit().location().index(), false)));
        return sorted.stream().limit(due + 4L).map(u -> u.orders().get(0)).toList();
    }

    private Candidate candidate(Board root, int me, List<Order> orders, String source) {
        long[] fast = new long[orders.size()];
        for (int i = 0; i < fast.length; i++) {
            fast[i] = codec.packed(root, me, orders.get(i));
        }
        return new Candidate(fast, source);
    }

    /** @return every combination of the units' retreat orders with no two retreats into one province */
    private static List<OrderSet> retreatSets(List<UnitOrders> units) {
        List<OrderSet> sets = new ArrayList<>();
        long product = 1;
        for (UnitOrders u : units) {
            product *= u.orders().size();
        }
        if (product > 4 * MOST_CANDIDATES) {
            List<Order> first = new ArrayList<>();
            units.forEach(u -> first.add(u.orders().get(0)));
            List<Order> disband = new ArrayList<>();
            units.forEach(u -> disband.add(u.orders().get(u.orders().size() - 1)));
            return List.of(new OrderSet(first), new OrderSet(disband));
        }
        int[] choice = new int[units.size()];
        while (true) {
            List<Order> orders = new ArrayList<>();
            Set<Integer> into = new java.util.HashSet<>();
            boolean ok = true;
            for (int i = 0; i < units.size(); i++) {
                Order o = units.get(i).orders().get(choice[i]);
                orders.add(o);
                if (o instanceof calhamer.adjudicator.order.Retreat r && !into.add(r.to().province().index())) {
                    ok = false;
                }
            }
            if (ok) {
                sets.add(new OrderSet(orders));
            }
            int i = units.size() - 1;
            while (i >= 0 && ++choice[i] == units.get(i).orders().size()) {
                choice[i--] = 0;
            }
            if (i < 0) {
                return sets;
            }
        }
    }

}
