package calhamer.benchmarks;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.benchmarks.CrowdedPositions;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Evaluations per second of a full seven-power standard-map position with the paper's weights and decay: every
 * power's world, totals, occupied sums and standings. The positions are those after an adjudicated movement phase
 * with random legal orders for every unit (fixed seed, half of the units switching to a matching support or
 * convoy): from the 1901 start, or from the six crowded positions of {@link CrowdedPositions} (31 to 33 units).
 * {@code fromScratch} rebuilds every world; {@code incremental} reuses the supply-centre part, cached once in setup
 * from the positions before the phase, as it would be after the first cells of a payoff matrix.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar WorldEvaluatorBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class WorldEvaluatorBenchmark {
    private static final int POSITIONS = 64;

    @Param({"start", "crowded"})
    public String from;

    private ScratchWorldEvaluator scratch;
    private IncrementalWorldEvaluator incremental;
    private Position[] afterMovement;
    private int next;

    @Setup
    public void setUp() {
        DiplomacyMap map = BundledMaps.load("standard");
        scratch = new ScratchWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        incremental = new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        Adjudicator adjudicator = new Adjudicator(map);
        LegalOrders legal = new LegalOrders(adjudicator);
        List<Position> before = from.equals("start") ? List.of(Position.start(map))
                : CrowdedPositions.of(adjudicator, legal);
        Random random = new Random(1901);
        afterMovement = new Position[POSITIONS];
        for (int i = 0; i < POSITIONS; i++) {
            Position p = before.get(i % before.size());
            afterMovement[i] = adjudicator.adjudicateOrders(p, legal.random(p, random, 0.5),
                    AdjudicationOptions.DEFAULT).next();
        }
        before.forEach(incremental::evaluate);
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
