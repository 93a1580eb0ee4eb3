package calhamer.benchmarks;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.payoff.MatrixBuilder;
import calhamer.bot.payoff.OrderSetMatrix;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.ordersets.Pruning;
import java.util.List;
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
 * Payoff-matrix cells per second on the standard map: Austria's 3 units against Italy's 3 units in Spring 1901, the
 * first 40 of each power's pruned order sets (holds allowed), 1,600 cells per matrix. Each cell adjudicates both
 * sets with the movement kernel (the other 16 units hold), builds the outcome position and evaluates it in full:
 * all seven influence worlds (paper weights and decay), then either the paper's standings ratio of Austria to Italy
 * ({@code ratio}) or the bot's centres-and-influence value of Austria ({@code bot}). {@code parallel} fills the
 * matrix on the common fork-join pool (both cores here), {@code sequential} on one thread. Scores are cells per
 * second.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar PayoffMatrixBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PayoffMatrixBenchmark {
    private static final int SIDE = 40;
    private static final int CELLS = SIDE * SIDE;

    @Param({"ratio", "bot"})
    public String evaluation;

    private Position start;
    private MatrixBuilder builder;
    private List<OrderSet> austria;
    private List<OrderSet> italy;
    private PayoffFunction payoff;

    @Setup
    public void setUp() {
        System.setProperty("shut.up.ojAlgo", "true");
        DiplomacyMap map = BundledMaps.load("standard");
        Adjudicator adjudicator = new Adjudicator(map);
        start = Position.start(map);
        builder = new MatrixBuilder(adjudicator);
        OrderSetEnumerator enumerator = new OrderSetEnumerator(adjudicator);
        Power austriaPower = map.power("AUSTRIA");
        Power italyPower = map.power("ITALY");
        austria = enumerator.enumerate(start, austriaPower, Pruning.withHolds()).sets().subList(0, SIDE);
        italy = enumerator.enumerate(start, italyPower, Pruning.withHolds()).sets().subList(0, SIDE);
        IncrementalWorldEvaluator worlds = new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        payoff = evaluation.equals("ratio") ? PayoffFunction.standingsRatio(worlds, austriaPower, italyPower)
                : PayoffFunction.of(new CentreInfluenceEvaluator(worlds), austriaPower.index());
    }

    @Benchmark
    @OperationsPerInvocation(CELLS)
    public OrderSetMatrix parallel() {
        return builder.build(start, "AUSTRIA", austria, "ITALY", italy, List.of(), payoff, CELLS);
    }

    @Benchmark
    @OperationsPerInvocation(CELLS)
    public OrderSetMatrix sequential() {
        return builder.buildSequential(start, "AUSTRIA", austria, "ITALY", italy, List.of(), payoff, CELLS);
    }
}
