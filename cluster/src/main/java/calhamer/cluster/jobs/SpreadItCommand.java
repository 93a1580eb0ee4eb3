package calhamer.cluster.jobs;

import calhamer.games.spreadit.BoardDensity;
import calhamer.games.spreadit.CascadeOrder;
import calhamer.games.spreadit.GraphClass;
import calhamer.games.spreadit.SpreadItTables;
import calhamer.games.spreadit.SpreadItTournament;
import calhamer.games.spreadit.Variant;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.tournament.TournamentRunner;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer-cluster tournament spread-it}: {@code calhamer tournament spread-it} (the same options and rows,
 * {@link SpreadItTournament}, Tables I-VI by {@link SpreadItTables}) with its games played as Spark tasks. Rows are
 * the single-machine run's when no time budget decides a move ({@code --millis 0} with iterations or depth).
 */
@Command(name = "spread-it", mixinStandardHelpOptions = true,
        description = "Spread-It's experiments as Spark tasks: every ordered pairing of alpha-beta, MCTS and random on"
                + " seeded graphs of three classes, both loyalty variants; prints Tables I-VI.")
public final class SpreadItCommand implements Callable<Integer>, MatchCommand {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TournamentJob common = new TournamentJob();

    @Option(names = "--variants", split = ",", defaultValue = "zero-loyalty,full-loyalty",
            description = "Loyalty variants. Default: ${DEFAULT-VALUE}.")
    List<String> variants;

    @Option(names = "--classes", split = ",", defaultValue = "erdos-renyi,watts-strogatz,barabasi-albert",
            description = "Graph classes. Default: ${DEFAULT-VALUE}.")
    List<String> classes;

    @Option(names = "--density", defaultValue = "paper",
            description = "How many edges the graphs get: paper (about 2.9 a vertex at every size, as the paper's "
                    + "described board, 24 vertices and 70 edges, and the top of its range, 88 and 258) or range (the "
                    + "edge counts of earlier builds, spread over the paper's range of 19 to 258 as sizes grow: "
                    + "sparser below 40 vertices). Default: ${DEFAULT-VALUE}.")
    String density;

    @Option(names = "--sizes", split = ",", defaultValue = "14,24,40,64,88",
            description = "Vertices of the graphs of each class. Default: ${DEFAULT-VALUE}.")
    List<Integer> sizes;

    @Option(names = "--graph-seed", defaultValue = "1",
            description = "Seed of the first graph of each class and size; graph j is drawn from this seed + j. "
                    + "Default: ${DEFAULT-VALUE}.")
    long graphSeed;

    @Option(names = "--graphs", defaultValue = "1",
            description = "Graphs of each class and size (results depend on the board more than on anything else). "
                    + "Default: ${DEFAULT-VALUE}.")
    int graphs;

    @Option(names = "--pairings", split = ",",
            description = "Ordered pairings black:red of agents that play spread-it (default: all six of alphabeta, mcts,"
                    + " random).")
    List<String> pairings;

    @Option(names = "--games", defaultValue = "10",
            description = "Games per pairing, graph and variant. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--millis", defaultValue = "50",
            description = "Time per move of MCTS and alpha-beta, ms (0: none; MCTS: --mcts-millis when given). "
                    + "Default: ${DEFAULT-VALUE}.")
    long millis;

    @Option(names = "--mcts-millis", defaultValue = "0",
            description = "MCTS's own time per move, ms, for time odds against alpha-beta (0: --millis).")
    long mctsMillis;

    @Option(names = "--mcts-iterations", defaultValue = "0",
            description = "MCTS iterations per move (0: no cap; with no time either, 1000).")
    long mctsIterations;

    @Option(names = "--depth", defaultValue = "0",
            description = "Alpha-beta's depth (0: no cap; with no time either, 4).")
    int depth;

    @Option(names = "--alphabeta-endless", defaultValue = "result",
            description = "How alpha-beta scores a move that starts an endless cascade: result (who wins it) or horizon "
                    + "(by its heuristic, as the paper's agent stops at the infinity zone). Default: ${DEFAULT-VALUE}.")
    String alphabetaEndless;

    @Option(names = "--mcts-ties", defaultValue = "lose",
            description = "How MCTS scores a drawn play-out: lose (no win: its value is the win rate, as the paper's), "
                    + "share (half a win) or opponents (no win for MCTS, a win for its opponent: the win rate "
                    + "against an opponent content to draw). Default: ${DEFAULT-VALUE}.")
    String mctsTies;

    @Option(names = "--cascade-order", defaultValue = "majority",
            description = "Which vertex at its threshold fires first: majority (the mover's largest majority, the "
                    + "paper's rule) or index (the lowest index, the paper's alternative). Default: ${DEFAULT-VALUE}.")
    String cascadeOrder;

    /** The tournament's settings, as {@code calhamer tournament spread-it} makes them. */
    SpreadItTournament.Settings settings() {
        return new SpreadItTournament.Settings(variants.stream().map(Variant::parse).toList(),
                classes.stream().map(GraphClass::parse).toList(), BoardDensity.parse(density), sizes, graphSeed,
                graphs, pairings == null ? SpreadItTournament.Settings.allPairings()
                        : SpreadItTournament.parsePairings(pairings),
                games, common.seed, millis, mctsMillis, mctsIterations, depth, common.searchClock(), horizon(),
                MctsAgent.Ties.parse(mctsTies), CascadeOrder.parse(cascadeOrder));
    }

    @Override
    public List<TournamentRunner.Match> matches() {
        return SpreadItTournament.matches(settings());
    }

    @Override
    public String describe(String id) {
        return "spread-it game " + id + " (tournament seed " + common.seed + ", settings " + settings().recorded()
                + ")";
    }

    @Override
    public Integer call() {
        SpreadItTournament.Settings settings;
        List<TournamentRunner.Match> matches;
        try {
            settings = settings();
            matches = SpreadItTournament.matches(settings);
        } catch (IllegalArgumentException e) {
            return Jobs.refuse(spec, e.getMessage());
        }
        String budget = "boards of " + settings.density().label() + " density; alpha-beta scores endless cascades by "
                + (horizon() ? "its heuristic" : "their result")
                + "; cascades fire by " + (settings.order() == CascadeOrder.INDEX ? "vertex index" : "the mover's"
                + " majority") + "; MCTS scores a draw as "
                + switch (settings.mctsTies()) {
                    case LOSE -> "no win";
                    case SHARE -> "half a win";
                    case OPPONENTS -> "no win for MCTS and a win for its opponent";
                }
                + "; budget per move: " + (millis > 0 ? millis + " ms (" + common.clock + ")" : "no time limit")
                + (settings.mctsTime() != millis ? ", MCTS " + settings.mctsTime() + " ms" : "")
                + (mctsIterations > 0 ? ", MCTS " + mctsIterations + " iterations" : "")
                + (depth > 0 ? ", alpha-beta depth " + depth : "") + "\n\n";
        return common.run(spec, matches, settings.recorded(), budget, SpreadItTables::format);
    }

    private boolean horizon() {
        switch (alphabetaEndless.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "horizon":
                return true;
            case "result":
                return false;
            default:
                throw new IllegalArgumentException("--alphabeta-endless is horizon or result, not '" + alphabetaEndless
                        + "'");
        }
    }
}
