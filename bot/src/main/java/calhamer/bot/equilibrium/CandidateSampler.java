package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.rollout.SplitMix;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Samples candidate movement order sets from the DumbBot-class blueprint: its best orders (no alternatives taken),
 * then many draws with its randomness, counted, the most frequent kept first (the count is the candidate's prior
 * weight, the blueprint's probability of playing it). As in Gray et al. ("Human-Level Performance in No-Press
 * Diplomacy via Equilibrium Search", ICLR 2021, section 3), the search then only chooses among these sets.
 * O(samples · blueprint decision). Not thread-safe.
 */
final class CandidateSampler {
    private final MapTables ix;
    private final DumbBotPolicy sampler;
    private final DumbBotPolicy greedy;
    private final long[] orders;
    private final SplitMix random = new SplitMix(0);
    private final boolean seedFirst;

    /**
     * @param sampler the blueprint with its randomness
     * @param greedy  the blueprint always taking its best destination
     * @param seedFirst whether the greedy set is drawn after the reseed, so that a power's sets depend on the seed
     *                alone ({@link SearchSettings#exactReadings}; false only to play as the bot stood)
     */
    CandidateSampler(MapTables ix, DumbBotPolicy sampler, DumbBotPolicy greedy, boolean seedFirst) {
        this.ix = ix;
        this.seedFirst = seedFirst;
        this.sampler = sampler;
        this.greedy = greedy;
        this.orders = new long[ix.provinceCount()];
    }

    /** Prepares both blueprints for the board (once per decision). */
    void prepare(Board board) {
        sampler.prepare(board);
        greedy.prepare(board);
    }

    /**
     * @param samples  draws from the blueprint (fewer when the deadline passes: it is checked before every draw)
     * @param keep     the most candidates returned
     * @return distinct candidates, the greedy one first, then by how often they were drawn; their weights in
     *         {@code weights} (same order)
     */
    List<Candidate> sample(Board board, int power, int samples, int keep, long seed, List<Double> weights,
                           Deadline deadline) {
        Map<Candidate, Integer> counts = new LinkedHashMap<>();
        // the greedy blueprint draws too (the order it visits units in), so the seed comes first: a power's sets
        // depend on the seed alone, not on what was sampled before
        if (seedFirst) {
            random.reseed(seed);
        }
        greedy.movement(power, random, fill(orders));
        Candidate best = collect(board, power, "blueprint best");
        counts.put(best, 1);
        if (!seedFirst) {
            random.reseed(seed);
        }
        for (int s = 0; s < samples && !deadline.passed(); s++) {
            sampler.movement(power, random, fill(orders));
            counts.merge(collect(board, power, "blueprint"), 1, Integer::sum);
        }
        List<Map.Entry<Candidate, Integer>> ranked = new ArrayList<>(counts.entrySet());
        Map.Entry<Candidate, Integer> first = ranked.remove(0);
        ranked.sort((a, b) -> Integer.compare(b.getValue(), a.getValue()));
        ranked.add(0, first);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < ranked.size() && i < keep; i++) {
            out.add(ranked.get(i).getKey());
            weights.add((double) ranked.get(i).getValue());
        }
        return out;
    }

    /**
     * The blueprint's orders for the prepared board, by province of the power's units: its best ones, or one draw
     * with its randomness.
     */
    void draw(int power, boolean best, SplitMix random, long[] into) {
        (best ? greedy : sampler).movement(power, random, into);
    }

    private long[] fill(long[] a) {
        java.util.Arrays.fill(a, 0L);
        return a;
    }

    /** @return the power's orders in {@link #orders}, by province of its units (units without an order hold) */
    private Candidate collect(Board board, int power, String source) {
        int n = 0;
        for (int q = 0; q < ix.provinceCount(); q++) {
            if (board.unitPower(q) == power) {
                n++;
            }
        }
        long[] set = new long[n];
        int i = 0;
        for (int q = 0; q < ix.provinceCount(); q++) {
            if (board.unitPower(q) == power) {
                set[i++] = orders[q] != 0 ? orders[q] : PackedOrder.hold(q);
            }
        }
        return new Candidate(set, source);
    }
}
