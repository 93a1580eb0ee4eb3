package calhamer.bot.equilibrium;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.BotBudget;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.PreviousPhase;
import calhamer.bot.dumbbot.DumbBotValues;
import calhamer.bot.groups.GroupPlanner;
import calhamer.bot.rollout.GameEnd;
import calhamer.bot.rollout.SplitMix;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A movement decision by equilibrium search (Gray, Lerer, Bakhtin and Brown, ICLR 2021): every power with units gets
 * candidate order sets sampled from the DumbBot-class blueprint ({@link CandidateSampler}; the deciding power the most,
 * its neighbours fewer, the others two; more of each with a budget beyond the default cells,
 * {@link SearchSettings#forCells}; a power that played at random in the remembered phase gets random legal sets
 * instead, played with their weights and never as a best reply, {@link RandomCandidates}; when the others play unlike
 * the blueprint, each other power is modelled as a searcher, {@link SearcherModel}: a small search from its seat gives
 * its candidates and the prior it plays); the deciding power adds the group-payoff planner's orders
 * ({@link GroupPlanner}, with a twentieth of the cells and a tenth of the time) and its own variants
 * ({@link OwnVariants}: convoys, moves that bounced last phase supported or replaced), all its candidates following
 * its rules (no bounced move repeated unsupported; in Fall no owned centre walked off without reason);
 * sampled regret matching over all powers' candidates ({@link RegretSearch}) values joint candidates by roll-outs
 * ({@link calhamer.bot.rollout.Rollouts}; each iteration's roll-outs on the common fork-join pool, one workspace per
 * thread) and yields each power's equilibrium strategy; the power plays its equilibrium: the most probable set,
 * improved one unit at a time against the others' strategies ({@link BestReply}) (unless the options ask for a set
 * drawn with the decision's seed, which is played as drawn). Cost: the candidates' sampling, O(powers · samples)
 * blueprint decisions, one small group plan, the searchers' small searches, then the roll-out budget. Single use;
 * not thread-safe.
 */
final class MovementSearch {
    /** An iteration's roll-outs go to the common fork-join pool when there are at least this many. */
    private static final int PARALLEL_BATCH = 8;
    /** The group-payoff planner's candidate has one part in this many of the decision's cells ... */
    private static final int PLANNER_CELLS_SHARE = 20;
    /** ... and one part in this many of its time. */
    private static final int PLANNER_TIME_SHARE = 10;

    private final MapTables ix;
    private final BoardCodec codec;
    private final Adjudicator adjudicator;
    private final LegalOrders legal;
    private final SearchSettings settings;
    private final SearchWorkspace w;
    private final Supplier<SearchWorkspace> workspaces;
    private final GroupPlanner groups;

    /**
     * @param w          the calling thread's workspace (its board holds the decision's position)
     * @param workspaces every thread's workspace, for the roll-outs played on the common pool
     * @param groups     the group-payoff planner, a source of the deciding power's candidates
     */
    MovementSearch(MapTables ix, BoardCodec codec, Adjudicator adjudicator, LegalOrders legal,
                   SearchSettings settings, SearchWorkspace w, Supplier<SearchWorkspace> workspaces,
                   GroupPlanner groups) {
        this.ix = ix;
        this.codec = codec;
        this.adjudicator = adjudicator;
        this.legal = legal;
        this.settings = settings;
        this.w = w;
        this.workspaces = workspaces;
        this.groups = groups;
    }

    BotMethod.Result decide(Position position, Power power, BotOptions options, Deadline deadline) {
        Board root = w.root;
        int powers = ix.powerCount();
        int me = power.index();
        long seed = options.seed();
        BlueprintLikeness.Reading reading = BlueprintLikeness.of(ix, codec, w, options.previous(), settings,
                SplitMix.mix(seed, 3));
        double[] likeness = reading.likeness();
        w.sampler.prepare(root);
        DumbBotValues values = w.greedy.values();
        // the remembered phase is adjudicated once: its bounces shape the own candidates, every searcher's and the
        // best reply, and the powers that played at random in it are modelled so
        PhaseResult previousResult = options.previous() == null ? null
                : options.previous().adjudicated(adjudicator, options.edition());
        OwnVariants.Remembered remembered = remembered(options.previous(), previousResult, power);
        List<List<Double>> randomWeights = new ArrayList<>();
        List<List<Candidate>> random = RandomCandidates.draw(legal, codec, root, position, remembered.random(),
                SplitMix.mix(seed, 17), randomWeights);
        boolean[] neighbour = neighbours(root, me);
        SearchSettings breadth = settings.forCells(options.budget().cells());
        GameEnd end = settings.end(options);
        List<List<Candidate>> candidates = new ArrayList<>();
        List<double[]> priors = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        boolean plannerCut = false;
        for (int p = 0; p < powers; p++) {
            List<Double> weights = new ArrayList<>();
            List<Candidate> list = List.of();
            if (!random.get(p).isEmpty()) {
                list = random.get(p);
                weights = randomWeights.get(p);
            } else if (root.unitsOf(p) > 0 && !ix.neutral(p)) {
                int keep = p == me ? breadth.ownCandidates() : neighbour[p] ? breadth.neighbourCandidates()
                        : breadth.distantCandidates();
                int samples = deadline.passed() ? 0 : p == me ? breadth.ownSamples() : breadth.otherSamples();
                list = new ArrayList<>(w.sampler.sample(root, p, samples, keep, SplitMix.mix(seed, 1000 + p),
                        weights, deadline));
                if (p == me) {
                    // the blueprint's own sets follow the one rule for own orders too (it may rarely break it)
                    w.variants.repairAll(root, me, list);
                }
                if (p == me && !deadline.passed()) {
                    plannerCut = ownCandidates(position, power, options, values, remembered, list, weights);
                }
            }
            candidates.add(list);
            priors.add(weights.stream().mapToDouble(Double::doubleValue).toArray());
        }
        SearcherModel searchers = new SearcherModel(ix, settings, w,
                lists -> valuer(root, settings, workspaces, lists, end, deadline));
        boolean[] modelled = searchers.applies(reading.outside(), me, remembered.random())
                ? searchers.model(me, breadth, options.budget().cells(), seed, likeness, remembered.random(),
                p -> remembered(options.previous(), previousResult, ix.map().power(p)), candidates, priors, deadline)
                : new boolean[powers];
        int[] sizes = candidates.stream().mapToInt(List::size).toArray();
        List<List<String>> notations = new ArrayList<>();
        for (List<Candidate> list : candidates) {
            notations.add(list.stream().map(c -> c.notation(codec, root)).toList());
        }
        double[] anchor = new double[powers];
        for (int p = 0; p < powers; p++) {
            anchor[p] = p == me ? 0 : remembered.random()[p] || modelled[p] ? 1
                    : settings.blueprintAnchor() * (Double.isNaN(likeness[p]) ? 1 : likeness[p]);
        }
        RegretSearch.Result result = RegretSearch.run(sizes, priors, anchor, powers, options.budget().cells(),
                deadline, SplitMix.mix(seed, 7), valuer(root, settings, workspaces, candidates, end, deadline));
        List<Candidate> mine = candidates.get(me);
        if (mine.isEmpty()) {
            return new BotMethod.Result(List.of(), explanation(candidates, notations, result, me, null, null,
                    "no units"), result.rollouts(), result.timeUp(), notes);
        }
        double[] strategy = result.strategy()[me];
        boolean mostProbable = options.playsMostProbable(true);
        int chosen = choose(strategy, mostProbable, SplitMix.mix(seed, 11));
        String why = why(strategy, result.meanValue()[me], chosen, mostProbable, result);
        String searching = IntStream.range(0, powers).filter(p -> modelled[p])
                .mapToObj(p -> ix.map().power(p).name()).collect(Collectors.joining(", "));
        if (!searching.isEmpty()) {
            why += "; modelled as searchers, their last orders unlike a DumbBot-class player's: " + searching;
        }
        if (result.timeUp()) {
            notes.add("the time guard of " + options.budget().timeMillis() + " ms ran out after "
                    + result.iterations() + " iteration(s) and " + result.rollouts() + " roll-outs");
        }
        if (plannerCut) {
            notes.add("the matrix method's share of the time guard ran out: its candidate depends on the machine");
        }
        Candidate c = mine.get(chosen);
        long rollouts = result.rollouts();
        Double improvedValue = null;
        if (mostProbable && settings.replyDraws() > 0 && result.iterations() > 0 && !deadline.passed()) {
            BestReply.Reply reply = new BestReply(ix, settings, workspaces, root, me, end, candidates,
                    result.strategy(), settings.replyDraws(), SplitMix.mix(seed, 13)).improve(c, values, remembered,
                    w.variants, (long) (options.budget().cells() * settings.replyShare()), deadline);
            rollouts += reply.rollouts();
            if (reply.steps() > 0) {
                c = reply.played();
                improvedValue = reply.value();
                why += String.format("; then improved by %d change(s) of one unit's order: %.2f to %.2f against %d"
                        + " draws of the others' strategies", reply.steps(), reply.startValue(), reply.value(),
                        settings.replyDraws());
            }
        }
        boolean timeUp = result.timeUp() || deadline.hasPassed();
        if (timeUp && !result.timeUp()) {
            notes.add("the time guard of " + options.budget().timeMillis() + " ms ran out while the set was being"
                    + " improved: the set played depends on the machine");
        }
        return new BotMethod.Result(c.toOrders(codec, root), explanation(candidates, notations, result, me, c,
                improvedValue, why), rollouts, timeUp || plannerCut, notes);
    }

    /**
     * @return a valuer of joint candidates of these lists by roll-outs from the position on {@code root}: a batch of
     *         at least {@value #PARALLEL_BATCH} on the common pool, one workspace per thread; stopped by the deadline
     */
    static RegretSearch.Valuer valuer(Board root, SearchSettings settings, Supplier<SearchWorkspace> workspaces,
                                      List<List<Candidate>> candidates, GameEnd end, Deadline deadline) {
        int powers = candidates.size();
        return (joints, count, rolloutSeed, out) -> {
            AtomicBoolean stopped = new AtomicBoolean();
            IntStream tasks = IntStream.range(0, count);
            (count >= PARALLEL_BATCH ? tasks.parallel() : tasks).forEach(i -> {
                if (stopped.get() || deadline.passed()) {
                    stopped.set(true);
                    return;
                }
                SearchWorkspace ws = workspaces.get();
                ws.rollouts.reset(root, settings.horizon(root.season()), end);
                for (int p = 0; p < powers; p++) {
                    ws.joint[p] = joints[i][p] < 0 ? null : candidates.get(p).get(joints[i][p]).orders();
                }
                ws.rollouts.movement(ws.joint, rolloutSeed, out[i]);
            });
            return !stopped.get();
        };
    }

    /**
     * Adds the deciding power's own candidates to the blueprint's: the group-payoff planner's orders, convoys, and
     * the variants of moves that bounced last phase; then every own candidate follows the power's rules.
     *
     * @return whether the planner's share of the time guard ran out
     */
    private boolean ownCandidates(Position position, Power power, BotOptions options, DumbBotValues values,
                                  OwnVariants.Remembered remembered, List<Candidate> list, List<Double> weights) {
        Board root = w.root;
        int me = power.index();
        Candidate base = list.get(0);
        List<Candidate> extra = new ArrayList<>();
        GroupPlanner.Plan plan = groups.plan(position, power, options.withMostProbable(true).withBudget(
                new BotBudget(Math.max(BotBudget.MIN_CELLS, options.budget().cells() / PLANNER_CELLS_SHARE),
                        Math.max(1, options.budget().timeMillis() / PLANNER_TIME_SHARE))),
                new SplittableRandom(options.seed()), System.nanoTime());
        extra.add(new Candidate(w.variants.repair(root, me, OwnVariants.packed(codec, root, power, plan.orders())),
                "matrix"));
        w.variants.additions(root, me, values, base, remembered, extra);
        w.variants.merge(root, me, values, remembered, list, weights, extra);
        return plan.timeLimitReached();
    }

    /**
     * @param result the remembered phase adjudicated ({@link PreviousPhase#adjudicated}; null without one)
     * @return from the remembered phase: the power's moves that bounced there, and (with the settings' random model)
     *         the other powers that played at random there
     */
    private OwnVariants.Remembered remembered(PreviousPhase previous, PhaseResult result, Power power) {
        if (previous == null) {
            return new OwnVariants.Remembered(List.of(), new boolean[ix.powerCount()]);
        }
        boolean[] random = new boolean[ix.powerCount()];
        for (Power other : ix.map().powers()) {
            random[other.index()] = settings.randomModel() && other != power && previous.playedAtRandom(result, other);
        }
        return new OwnVariants.Remembered(OwnVariants.bounces(previous.bounced(result, power)), random);
    }

    /** @return which powers have a unit that can reach a province the power's units stand in or can reach */
    private boolean[] neighbours(Board b, int me) {
        boolean[] zone = new boolean[ix.provinceCount()];
        for (int q = 0; q < ix.provinceCount(); q++) {
            if (b.unitPower(q) == me) {
                zone[q] = true;
                for (int d : ix.nextProvinces(b.unitType(q), b.unitLocation(q))) {
                    zone[d] = true;
                }
            }
        }
        boolean[] near = new boolean[ix.powerCount()];
        for (int q = 0; q < ix.provinceCount(); q++) {
            int p = b.unitPower(q);
            if (p < 0 || p == me || near[p]) {
                continue;
            }
            if (zone[q]) {
                near[p] = true;
                continue;
            }
            for (int d : ix.nextProvinces(b.unitType(q), b.unitLocation(q))) {
                if (zone[d]) {
                    near[p] = true;
                    break;
                }
            }
        }
        return near;
    }

    private static int choose(double[] strategy, boolean mostProbable, long seed) {
        int best = 0;
        for (int i = 1; i < strategy.length; i++) {
            if (strategy[i] > strategy[best]) {
                best = i;
            }
        }
        return mostProbable ? best : RegretSearch.draw(strategy, new SplitMix(seed));
    }

    private static String why(double[] strategy, double[] value, int chosen, boolean mostProbable,
                              RegretSearch.Result result) {
        if (strategy.length == 1) {
            return "the only candidate";
        }
        if (result.iterations() == 0) {
            return "no iteration completed: the blueprint's best orders";
        }
        int best = 0;
        for (int i = 1; i < value.length; i++) {
            if (!Double.isNaN(value[i]) && (Double.isNaN(value[best]) || value[i] > value[best])) {
                best = i;
            }
        }
        return String.format("%s of the equilibrium after %d iterations: probability %.3f, mean roll-out value"
                        + " %.2f (best mean value %.2f)", mostProbable ? "the most probable set" : "drawn from the"
                        + " power's strategy", result.iterations(), strategy[chosen], value[chosen], value[best]);
    }

    private SearchExplanation explanation(List<List<Candidate>> candidates, List<List<String>> notations,
                                          RegretSearch.Result result, int me, Candidate chosen,
                                          Double improvedValue, String why) {
        List<SearchExplanation.PowerCandidates> powers = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        order.add(me);
        for (int p = 0; p < ix.powerCount(); p++) {
            if (p != me) {
                order.add(p);
            }
        }
        for (int p : order) {
            List<Candidate> list = candidates.get(p);
            if (list.isEmpty()) {
                continue;
            }
            List<SearchExplanation.CandidateReport> reports = new ArrayList<>();
            for (int c = 0; c < list.size(); c++) {
                double v = result.meanValue()[p][c];
                reports.add(new SearchExplanation.CandidateReport(notations.get(p).get(c), list.get(c).source(),
                        result.strategy()[p][c], Double.isNaN(v) ? null : v));
            }
            if (p == me && chosen != null && !list.contains(chosen)) {
                // the best reply's set: not in the equilibrium; its mean over the best reply's draws
                reports.add(new SearchExplanation.CandidateReport(chosen.notation(codec, w.root), chosen.source(), 0,
                        improvedValue));
            }
            powers.add(new SearchExplanation.PowerCandidates(ix.map().powers().get(p).name(), reports));
        }
        List<String> played = chosen == null ? List.of()
                : chosen.toOrders(codec, w.root).stream().map(Order::toString).toList();
        return new SearchExplanation(result.iterations(), result.rollouts(), settings.horizon(w.root.season()), powers,
                played, why);
    }
}
