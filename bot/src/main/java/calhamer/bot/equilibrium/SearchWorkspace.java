package calhamer.bot.equilibrium;

import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.FastBoard;
import calhamer.bot.rollout.MapIndex;
import calhamer.bot.rollout.PhaseEngine;
import calhamer.bot.rollout.Rollouts;

/** One thread's tools for searching a map: the decision's board, roll-outs, the candidate sampler. */
final class SearchWorkspace {
    final FastBoard root;
    /** A second board, for the previous phase's position. */
    final FastBoard scratch;
    final Rollouts rollouts;
    final CandidateSampler sampler;
    final DumbBotPolicy greedy;
    final OwnVariants variants;
    /** One order set per power, filled per roll-out. */
    final long[][] joint;

    SearchWorkspace(MapIndex ix, ProximityTables tables, DumbBotWeights weights) {
        root = new FastBoard(ix);
        scratch = new FastBoard(ix);
        PhaseEngine engine = new PhaseEngine(ix);
        rollouts = new Rollouts(ix, engine, new DumbBotPolicy(ix, tables, weights, true));
        greedy = new DumbBotPolicy(ix, tables, weights.withAlternatives(0, weights.alternativeDifference()));
        sampler = new CandidateSampler(ix, new DumbBotPolicy(ix, tables, weights.withAlternatives(
                SearchSettings.SAMPLING_ALTERNATIVE, SearchSettings.SAMPLING_DIFFERENCE)), greedy);
        variants = new OwnVariants(ix);
        joint = new long[ix.powers()][];
    }
}
