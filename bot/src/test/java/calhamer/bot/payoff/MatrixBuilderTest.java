package calhamer.bot.payoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.TimeGuard;
import calhamer.bot.evaluation.TimeGuardException;
import calhamer.bot.evaluation.UtkinOpenings;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.ordersets.Pruning;
import calhamer.maps.Power;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.DominanceElimination;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.Reduction;
import calhamer.strategy.matrix.UtkinTables;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MatrixBuilderTest {
    private final MapFixture ag = MapFixture.of("austria-germany");
    private final MatrixBuilder builder = new MatrixBuilder(ag.adjudicator());
    private final PayoffFunction austriasRatio = PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
            ag.power("GERMANY"));

    private OrderSetMatrix table3() {
        return builder.build(ag.start(), "GERMANY", ag.sets(UtkinOpenings.TABLE_1), "AUSTRIA",
                ag.sets(UtkinOpenings.TABLE_2), List.of(), austriasRatio, 1_000);
    }

    /** The cells play by the edition the builder is made for: an explicit convoy that is not there (DATC 6.G.8). */
    @Test
    void cellsPlayByTheEditionsRules() {
        MapFixture standard = MapFixture.of("standard");
        Position p = standard.position("{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A BEL\"]}, \"centers\": {}}");
        List<OrderSet> rows = List.of(standard.set("A BEL - HOL VIA"));
        Map<Edition, String> where = new LinkedHashMap<>();
        for (Edition e : Edition.values()) {
            new MatrixBuilder(standard.adjudicator(), e).forEachOutcome(p, rows, List.of(OrderSet.of()), List.of(),
                    false, TimeGuard.NONE, (outcome, cell) -> where.put(e, outcome.units().get(0).toString()));
        }
        assertEquals(Map.of(Edition.RULES_2000, "A HOL", Edition.RULES_2023, "A BEL"), where,
                "the 2000 rules fall back to the land route; the 2023 rules do not");
    }

    /**
     * Utkin, "Influence Graphs", Table 3, recomputed by adjudicating Table 1 × Table 2: 14 of the 56 printed entries
     * come out to the last printed digit; the others differ, as the paper's printed world totals already do at the
     * start (see docs/influence.md). The largest difference is 3.77 (G6 × A1).
     */
    @Test
    void table3RecomputedFromTheOpenings() {
        OrderSetMatrix m = table3();
        List<String> exact = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 7; c++) {
                double printed = UtkinTables.TABLE_3[r][c];
                double ours = m.payoffs().get(r, c);
                assertEquals(printed, ours, 3.8, "G" + (r + 1) + " x A" + (c + 1));
                if (Math.abs(Math.round(ours * 100) / 100.0 - printed) < 1e-9) {
                    exact.add("G" + (r + 1) + "A" + (c + 1));
                }
            }
        }
        assertEquals(List.of("G1A6", "G1A7", "G2A6", "G2A7", "G3A1", "G3A3", "G3A6", "G4A1", "G4A3", "G4A6",
                "G7A6", "G7A7", "G8A6", "G8A7"), exact);
    }

    /** Table 3 → Table 4 on the recomputed matrix: the same strategies survive strict elimination. */
    @Test
    void eliminationOfTheRecomputedTable3LeavesTable4sStrategies() {
        Reduction r = DominanceElimination.eliminate(table3().payoffs(), Objective.MIN, Dominance.STRICT);
        assertEquals(List.of(1, 2, 3), r.rows(), "G2, G3, G4");
        assertEquals(List.of(0, 1, 2, 3), r.columns(), "A1..A4");
    }

    @Test
    void parallelAndSequentialFillingAgree() {
        OrderSetEnumerator enumerator = new OrderSetEnumerator(ag.adjudicator());
        List<OrderSet> german = enumerator.enumerate(ag.start(), ag.power("GERMANY"), Pruning.paper()).sets();
        List<OrderSet> austrian = enumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper()).sets();
        OrderSetMatrix parallel = builder.build(ag.start(), "GERMANY", german, "AUSTRIA", austrian, List.of(),
                austriasRatio, 10_000);
        OrderSetMatrix sequential = builder.buildSequential(ag.start(), "GERMANY", german, "AUSTRIA", austrian,
                List.of(), austriasRatio, 10_000);
        assertEquals(sequential.payoffs(), parallel.payoffs());
        assertEquals(german.size() * austrian.size(), parallel.cells());
    }

    /** Each cell is the facade's adjudication of the same orders (others holding or fixed), scored. */
    @Test
    void cellsAgreeWithTheAdjudicator() {
        MapFixture standard = MapFixture.of("standard");
        MatrixBuilder b = new MatrixBuilder(standard.adjudicator());
        OrderSetEnumerator enumerator = new OrderSetEnumerator(standard.adjudicator());
        Position start = standard.start();
        List<OrderSet> austria = enumerator.enumerate(start, standard.power("AUSTRIA"), Pruning.withHolds()).sets();
        List<OrderSet> italy = enumerator.enumerate(start, standard.power("ITALY"), Pruning.withHolds()).sets();
        List<Order> russia = List.of(standard.parser().parse("A WAR - GAL"), standard.parser().parse("F SEV - RUM"));
        Set<Set<Unit>> seen = new HashSet<>();
        PayoffFunction record = outcome -> {
            Set<Unit> units = new HashSet<>(outcome.units()); // read now: the builder may reuse its outcomes
            synchronized (seen) {
                seen.add(units);
            }
            return outcome.units().size();
        };
        OrderSetMatrix m = b.build(start, "AUSTRIA", austria, "ITALY", italy, russia, record, 100_000);
        for (int r = 0; r < austria.size(); r += 7) {
            for (int c = 0; c < italy.size(); c += 5) {
                Map<Power, List<Order>> orders = new LinkedHashMap<>();
                orders.put(standard.power("AUSTRIA"), austria.get(r).orders());
                orders.put(standard.power("ITALY"), italy.get(c).orders());
                orders.put(standard.power("RUSSIA"), russia);
                PhaseResult result = standard.adjudicator().adjudicateOrders(start, orders,
                        AdjudicationOptions.DEFAULT);
                assertEquals(result.next().units().size(), m.payoffs().get(r, c), 0, "cell " + r + ", " + c);
                Set<Unit> facade = new HashSet<>(result.next().units());
                assertTrue(seen.contains(facade),
                        "the facade's units occur among the outcomes: " + austria.get(r) + " / " + italy.get(c));
            }
        }
    }

    @Test
    void theCellBudgetIsCheckedFirst() {
        CellBudgetExceededException e = assertThrows(CellBudgetExceededException.class,
                () -> builder.build(ag.start(), "GERMANY", ag.sets(UtkinOpenings.TABLE_1), "AUSTRIA",
                        ag.sets(UtkinOpenings.TABLE_2), List.of(), outcome -> {
                            throw new AssertionError("no cell may be evaluated");
                        }, 55));
        assertEquals(56, e.needed());
        assertTrue(e.getMessage().contains("cell budget is 55"), e.getMessage());
    }

    /** The time guard is checked inside the cell loop: a guard already out stops before a cell is evaluated. */
    @Test
    void theTimeGuardStopsTheCells() {
        TimeGuard out = TimeGuard.of(System.nanoTime(), 0);
        assertThrows(TimeGuardException.class, () -> builder.build(ag.start(), "GERMANY",
                ag.sets(UtkinOpenings.TABLE_1), "AUSTRIA", ag.sets(UtkinOpenings.TABLE_2), List.of(), outcome -> {
                    throw new AssertionError("no cell may be evaluated");
                }, 1_000, out));
        assertEquals(56, builder.build(ag.start(), "GERMANY", ag.sets(UtkinOpenings.TABLE_1), "AUSTRIA",
                ag.sets(UtkinOpenings.TABLE_2), List.of(), austriasRatio, 1_000, TimeGuard.NONE).cells());
    }

    @Test
    void refusesOverlappingSidesAndEmptySides() {
        List<OrderSet> german = ag.sets(UtkinOpenings.TABLE_1);
        assertThrows(IllegalArgumentException.class, () -> builder.build(ag.start(), "GERMANY", german, "GERMANY",
                german, List.of(), austriasRatio, 1_000));
        assertThrows(IllegalArgumentException.class, () -> builder.build(ag.start(), "GERMANY", german, "AUSTRIA",
                new ArrayList<>(), List.of(), austriasRatio, 1_000));
    }
}
