package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.Rulebook;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.Habits;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.Rollouts;

/** One thread's tools for searching a map: the decision's board, roll-outs, the candidate sampler. */
final class SearchWorkspace {
    final Board root;
    /** A second board, for the previous phase's position. */
    final Board scratch;
    final Rollouts rollouts;
    final CandidateSampler sampler;
    final DumbBotPolicy greedy;
    /** The DumbBot-class player with its own randomness, as it plays in the arena. */
    final DumbBotPolicy player;
    final OwnVariants variants;
    /** One order set per power, filled per roll-out. */
    final long[][] joint;

    /** The rules engine roll-outs and every blueprint of this thread play by. */
    final RulesEngine engine;

    SearchWorkspace(Rulebook book, ProximityTables tables, DumbBotWeights weights, SearchSettings settings) {
        MapTables ix = book.tables();
        root = new Board(ix);
        scratch = new Board(ix);
        engine = new RulesEngine(book);
        rollouts = new Rollouts(engine, new DumbBotPolicy(engine, tables, weights,
                new Habits(true, settings.rolloutConvoys())), settings.value(ix.map()));
        greedy = new DumbBotPolicy(engine, tables, weights.withAlternatives(0, weights.alternativeDifference()));
        player = new DumbBotPolicy(engine, tables, weights);
        sampler = new CandidateSampler(ix, new DumbBotPolicy(engine, tables, weights.withAlternatives(
                SearchSettings.SAMPLING_ALTERNATIVE, SearchSettings.SAMPLING_DIFFERENCE)), greedy,
                settings.exactReadings());
        variants = new OwnVariants(ix, settings.seaRoutesOnly());
        joint = new long[ix.powerCount()][];
    }
}
