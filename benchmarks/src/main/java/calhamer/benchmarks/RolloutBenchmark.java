package calhamer.benchmarks;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.Rollouts;
import calhamer.bot.rollout.SplitMix;
import calhamer.bot.rollout.ValueWeights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
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
 * Roll-outs per second, what the search bot lives on: from a position, the DumbBot-class blueprint orders all seven
 * powers and the movement kernel adjudicates, phase after phase (retreats and adjustments included), for
 * {@code horizon} movement phases, then the end is valued (the first phase's orders are drawn once from the
 * blueprint, as a search's candidates are given). {@code start}: Spring 1901; {@code midgame}: Spring 1905
 * of a seeded DumbBot self-play game (31 units). {@code blueprint}: one movement phase's orders for all seven powers
 * alone; {@code kernel}: one movement phase played alone by the rules engine (the blueprint's orders). One thread; scores are
 * operations per second.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar RolloutBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RolloutBenchmark {
    @Param({"start", "midgame"})
    public String position;

    @Param({"2"})
    public int horizon;

    private Rollouts rollouts;
    private DumbBotPolicy blueprint;
    private RulesEngine engine;
    private Board root;
    private Board work;
    private final long[] orders = new long[256];
    private final long[] first = new long[256];
    private final double[] values = new double[7];
    private final SplitMix random = new SplitMix(1);
    private long seed;

    @Setup
    public void setUp() {
        DiplomacyMap map = BundledMaps.load("standard");
        Adjudicator adjudicator = new Adjudicator(map);
        MapTables ix = adjudicator.rules().tables();
        ProximityTables tables = new ProximityTables(ix, DumbBotWeights.NORMAN);
        engine = adjudicator.engine(Edition.RULES_2000);
        blueprint = new DumbBotPolicy(engine, tables, DumbBotWeights.NORMAN);
        root = adjudicator.codec().board(Position.start(map));
        if (position.equals("midgame")) {
            SplitMix r = new SplitMix(5);
            while (root.year() < 1905 || root.phaseType() != Board.MOVEMENT) {
                blueprint.prepare(root);
                int n = blueprint.playAll(r, orders);
                engine.play(root, orders, n, null);
            }
        }
        blueprint.prepare(root);
        blueprint.playAll(new SplitMix(7), first);
        work = new Board(ix);
        RulesEngine rolloutEngine = adjudicator.engine(Edition.RULES_2000);
        rollouts = new Rollouts(rolloutEngine, new DumbBotPolicy(rolloutEngine, tables, DumbBotWeights.NORMAN),
                ValueWeights.learned(map));
        rollouts.reset(root, horizon);
    }

    /** A whole roll-out; the first phase's orders are the blueprint's too, drawn once. */
    @Benchmark
    public double[] rollout() {
        rollouts.movement(new long[][] {first}, ++seed, values);
        return values;
    }

    /** The blueprint's orders for all seven powers in the movement phase of the position. */
    @Benchmark
    public long[] blueprint() {
        blueprint.prepare(root);
        blueprint.playAll(random, orders);
        return orders;
    }

    /** The movement phase of the position adjudicated by the kernel with the blueprint's orders. */
    @Benchmark
    public Board kernel() {
        work.copyFrom(root);
        engine.movement(work, first, null);
        return work;
    }
}
