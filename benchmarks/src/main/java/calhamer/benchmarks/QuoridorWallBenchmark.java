package calhamer.benchmarks;

import calhamer.games.quoridor.Board;
import calhamer.games.quoridor.Quoridor;
import calhamer.games.quoridor.QuoridorMove;
import calhamer.games.quoridor.QuoridorState;
import calhamer.games.quoridor.Side;
import calhamer.games.quoridor.Walls;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * 4-player Quoridor wall legality: every one of the 128 wall placements (both orientations of 64 slots) checked on
 * 32 positions reached by random play (seed 3; 8 to 20 walls down, pawns spread over the board). {@code wallLegality}
 * is the game's check (slot, then the touch test, then one flood fill per pawn only for walls touching the structure
 * twice); {@code floodFillEveryWall} skips the touch test and floods for every wall that fits (what the check costs
 * without it); {@code distanceMaps} computes the four sides' distance maps of a new wall layout (what evaluating a
 * state after a wall costs). One thread.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar QuoridorWallBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class QuoridorWallBenchmark {
    private static final int POSITIONS = 32;
    private static final int CHECKS = POSITIONS * 2 * Board.SLOTS;

    private final Quoridor game = Quoridor.fourPlayers();
    private final List<QuoridorState> positions = new ArrayList<>();

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(3);
        while (positions.size() < POSITIONS) {
            QuoridorState s = game.initialState();
            int target = 8 + random.nextInt(13);
            while (!s.isOver() && s.walls().count() < target) {
                List<QuoridorMove> moves = game.legalMoves(s, s.toMove());
                s = game.apply(s, s.toMove(), moves.get(random.nextInt(moves.size())));
            }
            if (!s.isOver() && s.wallsLeft(s.toMove()) > 0) {
                positions.add(s);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHECKS)
    public int wallLegality() {
        int legal = 0;
        for (QuoridorState s : positions) {
            for (int slot = 0; slot < Board.SLOTS; slot++) {
                legal += game.wallAllowed(s, true, slot) ? 1 : 0;
                legal += game.wallAllowed(s, false, slot) ? 1 : 0;
            }
        }
        return legal;
    }

    @Benchmark
    @OperationsPerInvocation(CHECKS)
    public int floodFillEveryWall() {
        int legal = 0;
        for (QuoridorState s : positions) {
            for (int slot = 0; slot < Board.SLOTS; slot++) {
                for (boolean horizontal : new boolean[] {true, false}) {
                    if (!s.walls().fits(horizontal, slot)) {
                        continue;
                    }
                    Walls after = s.walls().with(horizontal, slot);
                    boolean ok = true;
                    for (int p = 0; p < 4 && ok; p++) {
                        ok = after.reaches(s.pawn(p), game.side(p).goal());
                    }
                    legal += ok ? 1 : 0;
                }
            }
        }
        return legal;
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public int distanceMaps() {
        int sum = 0;
        for (QuoridorState s : positions) {
            Walls fresh = Walls.of(s.walls().horizontal(), s.walls().vertical());
            for (Side side : Side.values()) {
                sum += fresh.distance(s.pawn(0), side);
            }
        }
        return sum;
    }
}
