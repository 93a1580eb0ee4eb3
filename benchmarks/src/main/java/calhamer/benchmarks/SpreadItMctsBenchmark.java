package calhamer.benchmarks;

import calhamer.games.spreadit.BoardDensity;
import calhamer.games.spreadit.CascadeOrder;
import calhamer.games.spreadit.GraphClass;
import calhamer.games.spreadit.SpreadIt;
import calhamer.games.spreadit.SpreadItBoard;
import calhamer.games.spreadit.SpreadItState;
import calhamer.games.spreadit.Variant;
import calhamer.strategy.game.Budget;
import calhamer.strategy.search.mcts.MctsAgent;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * MCTS (UCT, c = √2, uniform random play-outs) iterations per second on Spread-It's 24-vertex Barabási–Albert board
 * (66 edges, 54 tokens a hand, seed 1): one decision of 1000 iterations per invocation, from the empty board and
 * from a board 30 random plies in, zero and full loyalty. One thread. Also the cost of one move with its cascade
 * (random moves from the same positions).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar SpreadItMctsBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SpreadItMctsBenchmark {
    private static final int ITERATIONS = 1000;

    @Param({"zero-loyalty", "full-loyalty"})
    public String variant;

    @Param({"0", "30"})
    public int plies;

    private SpreadIt game;
    private SpreadItState state;
    private final MctsAgent<SpreadItState, Integer> mcts = new MctsAgent<>();
    private long seed;

    @Setup
    public void setUp() {
        game = new SpreadIt(SpreadItBoard.of(24, GraphClass.BARABASI_ALBERT.generate(24, BoardDensity.PAPER, 1), null,
                Variant.parse(variant), CascadeOrder.MAJORITY));
        state = game.initialState();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < plies && !state.isOver(); i++) {
            List<Integer> moves = game.legalMoves(state, state.toMove());
            state = game.apply(state, state.toMove(), moves.get(random.nextInt(moves.size())));
        }
        if (state.isOver()) {
            throw new IllegalStateException("the benchmark position is over; choose fewer plies");
        }
    }

    /** Reported per iteration: ops/s is MCTS iterations per second. */
    @Benchmark
    @OperationsPerInvocation(ITERATIONS)
    public Integer mctsIterations() {
        return mcts.chooseMove(game, state, state.toMove(), Budget.ofIterations(ITERATIONS),
                new SplittableRandom(seed++));
    }

    /** One placement and its cascade. */
    @Benchmark
    public SpreadItState move() {
        List<Integer> moves = game.legalMoves(state, state.toMove());
        return game.apply(state, state.toMove(), moves.get((int) (seed++ % moves.size())));
    }
}
