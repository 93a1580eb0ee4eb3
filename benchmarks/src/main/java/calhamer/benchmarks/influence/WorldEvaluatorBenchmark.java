package calhamer.benchmarks.influence;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.Adjacency;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Evaluations per second of a full seven-power standard-map position with the paper's weights and decay: every
 * power's world, totals, occupied sums and standings. The positions are the standard start after a simulated
 * movement phase: one to three random units (fixed seed) each moved to an adjacent empty province they can enter
 * (no adjudication; ownership unchanged). {@code fromScratch} rebuilds every world; {@code incremental} reuses the
 * supply-centre part, cached once in setup as it would be after the first position of a payoff matrix.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar WorldEvaluatorBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class WorldEvaluatorBenchmark {
    private static final int POSITIONS = 64;

    private ScratchWorldEvaluator scratch;
    private IncrementalWorldEvaluator incremental;
    private Position[] afterMovement;
    private int next;

    @Setup
    public void setUp() {
        DiplomacyMap map = BundledMaps.load("standard");
        scratch = new ScratchWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        incremental = new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        Position start = Position.start(map);
        Random random = new Random(1901);
        afterMovement = new Position[POSITIONS];
        for (int i = 0; i < POSITIONS; i++) {
            afterMovement[i] = moveSomeUnits(start, random, 1 + random.nextInt(3));
        }
        incremental.evaluate(start);
    }

    /** Moves {@code count} random units, one after another, each to a random adjacent empty province it can enter. */
    static Position moveSomeUnits(Position position, Random random, int count) {
        DiplomacyMap map = position.map();
        Adjacency adjacency = map.adjacency();
        List<Unit> units = new ArrayList<>(position.units());
        boolean[] occupied = new boolean[map.provinces().size()];
        units.forEach(u -> occupied[u.province().index()] = true);
        for (int moved = 0; moved < count; moved++) {
            int i = random.nextInt(units.size());
            Unit unit = units.get(i);
            List<Location> targets = new ArrayList<>();
            if (unit.type() == UnitType.ARMY) {
                for (Province p : adjacency.armyNeighbours(unit.province())) {
                    targets.add(map.location(p));
                }
            } else {
                targets.addAll(adjacency.fleetNeighbours(unit.location()));
            }
            targets.removeIf(l -> occupied[l.province().index()]);
            if (!targets.isEmpty()) {
                Location to = targets.get(random.nextInt(targets.size()));
                occupied[unit.province().index()] = false;
                occupied[to.province().index()] = true;
                units.set(i, new Unit(unit.power(), unit.type(), to));
            }
        }
        return Position.of(map, Phase.parse("S1901R"), units, position.centers(), List.of(), Set.of());
    }

    private Position nextPosition() {
        Position p = afterMovement[next];
        next = (next + 1) % POSITIONS;
        return p;
    }

    @Benchmark
    public Standings fromScratch() {
        return scratch.evaluate(nextPosition());
    }

    @Benchmark
    public Standings incremental() {
        return incremental.evaluate(nextPosition());
    }
}
