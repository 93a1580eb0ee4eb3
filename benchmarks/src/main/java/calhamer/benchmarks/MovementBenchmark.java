package calhamer.benchmarks;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.PackedOrder;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.benchmarks.CrowdedPositions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.server.mapstore.MapContext;
import calhamer.server.service.AdjudicationService;
import calhamer.wire.WireJson;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.adjudication.ResultJson;
import calhamer.wire.orders.OrdersJson;
import calhamer.wire.positions.PositionJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * Movement phases of the standard map per second, every unit ordered with random legal orders
 * ({@link LegalOrders#random(Position, java.util.random.RandomGenerator, double)}), from the 1901 start (22 units)
 * and from six crowded later positions (S1906M and F1906M of three seeded random games in which units mostly grab
 * supply centres: 31 to 33 units). {@code matching} is the chance that a unit switches to a support or convoy
 * matching the others' orders. Five paths: the rules engine alone on boards and packed orders, as roll-outs play
 * (the ceiling), the adjudicator's fast mode on positions (orders in, the outcome position out), full adjudication on
 * pre-parsed orders and on text, and the whole path of one HTTP request without the network (JSON bytes in, JSON
 * bytes out), so the gap between the kernel and what a user meets stays visible.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar MovementBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MovementBenchmark {
    private static final int ORDER_SETS = 64;

    @Param({"start", "crowded"})
    public String positions;

    @Param({"0", "0.5"})
    public double matching;

    private Adjudicator adjudicator;
    private RulesEngine engine;
    private Board work;
    private final List<Board> boards = new ArrayList<>();
    private final List<long[]> packed = new ArrayList<>();
    private final List<Position> phasePositions = new ArrayList<>();
    private final List<Map<Power, List<Order>>> phaseOrders = new ArrayList<>();
    private final List<Map<String, List<String>>> phaseTexts = new ArrayList<>();
    private final List<Adjudicator.Prepared> prepared = new ArrayList<>();
    private final List<List<OrderEntry>> entries = new ArrayList<>();
    private final List<byte[]> requests = new ArrayList<>();
    private final AdjudicationService service = new AdjudicationService();
    private MapContext context;
    private int next;

    @Setup
    public void setUp() {
        DiplomacyMap map = BundledMaps.load("standard");
        context = MapContext.of(map);
        adjudicator = context.adjudicator();
        engine = adjudicator.engine(Edition.RULES_2000);
        work = new Board(adjudicator.rules().tables());
        LegalOrders legal = new LegalOrders(adjudicator);
        List<Position> starts = positions.equals("start") ? List.of(Position.start(map))
                : CrowdedPositions.of(adjudicator, legal);
        Random random = new Random(7);
        for (int i = 0; i < ORDER_SETS; i++) {
            Position p = starts.get(i % starts.size());
            Map<Power, List<Order>> orders = legal.random(p, random, matching);
            List<OrderEntry> phaseEntries = new ArrayList<>();
            orders.values().forEach(list -> phaseEntries.addAll(adjudicator.entries(p, list)));
            Board board = adjudicator.codec().board(p);
            long[] byProvince = new long[map.provinces().size()];
            orders.forEach((power, list) -> list.forEach(o -> {
                long packedOrder = adjudicator.codec().packed(board, power, o);
                byProvince[PackedOrder.unit(packedOrder)] = packedOrder;
            }));
            boards.add(board);
            packed.add(byProvince);
            prepared.add(adjudicator.prepare(p));
            entries.add(phaseEntries);
            phasePositions.add(p);
            phaseOrders.add(orders);
            Map<String, List<String>> texts = new LinkedHashMap<>();
            orders.forEach((power, list) -> texts.put(power.name(), list.stream().map(Order::toString).toList()));
            phaseTexts.add(texts);
            String body = "{\"position\": " + PositionJson.write(p) + ", \"orders\": " + OrdersJson.toTree(orders) + "}";
            requests.add(body.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The rules engine on a board copy with packed orders, as roll-outs play: no strings, no allocation. */
    @Benchmark
    public Board engine() {
        int i = next++ & (ORDER_SETS - 1);
        work.copyFrom(boards.get(i));
        engine.movement(work, packed.get(i), null);
        return work;
    }

    /** The fast mode of search: entries loaded into the kernel, resolved, the outcome position built. */
    @Benchmark
    public Position fastMode() {
        int i = next++ & (ORDER_SETS - 1);
        return adjudicator.outcome(prepared.get(i), entries.get(i));
    }

    /** Full adjudication of pre-parsed orders: validation, kernel, results, retreats and the next position. */
    @Benchmark
    public PhaseResult facade() {
        int i = next++ & (ORDER_SETS - 1);
        return adjudicator.adjudicateOrders(phasePositions.get(i), phaseOrders.get(i), AdjudicationOptions.DEFAULT);
    }

    /** Full adjudication of orders as text, parsing included. */
    @Benchmark
    public PhaseResult facadeText() {
        int i = next++ & (ORDER_SETS - 1);
        return adjudicator.adjudicate(phasePositions.get(i), phaseTexts.get(i), AdjudicationOptions.DEFAULT);
    }

    /**
     * The whole path of one request, as the HTTP endpoint serves it: the JSON body's bytes read by the wire's reader
     * (position and orders read and checked in one pass), adjudicated, and the answer (results and next position)
     * written as JSON bytes by the wire's writer.
     */
    @Benchmark
    public byte[] wholePath() throws IOException {
        byte[] body = requests.get(next++ & (ORDER_SETS - 1));
        AdjudicationRequest request = AdjudicationRequestJson.read(body, context.map());
        return WireJson.bytes(ResultJson.answer(service.adjudicate(context, request)));
    }
}
