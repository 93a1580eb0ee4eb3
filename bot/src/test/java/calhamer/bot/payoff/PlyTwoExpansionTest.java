package calhamer.bot.payoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.evaluation.UtkinOpenings;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.ordersets.Pruning;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.MatrixSolver;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.SaddlePoint;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PlyTwoExpansionTest {
    private final MapFixture ag = MapFixture.of("austria-germany");
    private final MatrixBuilder builder = new MatrixBuilder(ag.adjudicator());
    private final PlyTwoExpansion expansion = new PlyTwoExpansion(builder, new MatrixSolver());
    private final PayoffFunction austriasRatio = PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
            ag.power("GERMANY"));
    private final List<OrderSet> table1 = ag.sets(UtkinOpenings.TABLE_1);
    private final List<OrderSet> table2 = ag.sets(UtkinOpenings.TABLE_2);

    private Position g2a3() {
        Adjudicator a = ag.adjudicator();
        Position start = ag.start();
        return a.outcome(a.prepare(start), a.entries(start, table1.get(1).orders()),
                a.entries(start, table2.get(2).orders()));
    }

    /**
     * Utkin, "Influence Graphs", Table 7: expanding node G2A3 with Tables 5 and 6 gives a game with its saddle point
     * at row A3, column G1, value 107.31. (Entries where a unit is dislodged differ from the printed ones: search
     * takes dislodged units off the board.)
     */
    @Test
    void table7SaddlePointFromTheExpandedNode() {
        OrderSetMatrix table7 = builder.build(g2a3(), "AUSTRIA", ag.sets(UtkinOpenings.TABLE_6), "GERMANY",
                ag.sets(UtkinOpenings.TABLE_5), List.of(), austriasRatio, 100);
        MatrixSolution solution = new MatrixSolver().solve(table7.payoffs(), Objective.MAX, Dominance.NONE);
        SaddlePoint saddle = solution.saddlePoint();
        assertEquals(2, saddle.row(), "A3");
        assertEquals(0, saddle.column(), "G1");
        assertEquals(107.31, saddle.value(), 0.005);
        assertEquals(107.31, table7.payoffs().get(0, 1), 0.005, "A1 x G2 as printed");
        assertEquals(107.31, table7.payoffs().get(0, 3), 0.005, "A1 x G4 as printed");
    }

    /** The ply-two value of root cell G2 × A3 is the value of Table 7's game: 107.31. */
    @Test
    void theRootCellTakesTheValueOfTheGameOnePhaseLater() {
        Position node = g2a3();
        AtomicInteger expanded = new AtomicInteger();
        PlyTwoExpansion.Candidates german = p -> {
            if (!p.equals(node)) {
                return List.of();
            }
            expanded.incrementAndGet();
            return ag.sets(UtkinOpenings.TABLE_5);
        };
        PlyTwoExpansion.Candidates austrian = p -> p.equals(node) ? ag.sets(UtkinOpenings.TABLE_6) : List.of();
        PlyTwoExpansion.Result r = expansion.expand(ag.start(), "GERMANY", table1, "AUSTRIA", table2, List.of(),
                austriasRatio, Objective.MIN, Dominance.STRICT, german, austrian, 1_000);
        assertEquals(107.31, r.matrix().payoffs().get(1, 2), 0.005);
        assertEquals(1, expanded.get(), "the node is expanded once");
        assertTrue(r.outcomes() < 56, "some of the 56 cells share their outcome: " + r.outcomes());
        assertEquals(56 + 12, r.cells());
        OrderSetMatrix plyOne = builder.build(ag.start(), "GERMANY", table1, "AUSTRIA", table2, List.of(),
                austriasRatio, 1_000);
        assertEquals(plyOne.payoffs().get(0, 0), r.matrix().payoffs().get(0, 0), 0, "a leaf keeps its payoff");
    }

    @Test
    void theWholeExpansionRespectsItsBudgetBeforeTheSecondPly() {
        OrderSetEnumerator enumerator = new OrderSetEnumerator(ag.adjudicator());
        PlyTwoExpansion.Candidates german = p -> enumerator.enumerate(p, ag.power("GERMANY"), Pruning.paper()).sets();
        PlyTwoExpansion.Candidates austrian = p -> enumerator.enumerate(p, ag.power("AUSTRIA"), Pruning.paper()).sets();
        PayoffFunction never = outcome -> {
            throw new AssertionError("no cell may be scored");
        };
        CellBudgetExceededException e = assertThrows(CellBudgetExceededException.class,
                () -> expansion.expand(ag.start(), "GERMANY", table1, "AUSTRIA", table2, List.of(), never,
                        Objective.MIN, Dominance.STRICT, german, austrian, 2_000));
        assertTrue(e.getMessage().contains("ply-two"), e.getMessage());
        assertThrows(CellBudgetExceededException.class, () -> expansion.expand(ag.start(), "GERMANY", table1,
                "AUSTRIA", table2, List.of(), never, Objective.MIN, Dominance.STRICT, german, austrian, 50));
    }

    @Test
    void aFullPlyTwoExpansionIsDeterministic() {
        OrderSetEnumerator enumerator = new OrderSetEnumerator(ag.adjudicator());
        PlyTwoExpansion.Candidates german = p -> enumerator.enumerate(p, ag.power("GERMANY"), Pruning.paper()).sets()
                .subList(0, 4);
        PlyTwoExpansion.Candidates austrian = p -> enumerator.enumerate(p, ag.power("AUSTRIA"), Pruning.paper()).sets()
                .subList(0, 4);
        PlyTwoExpansion.Result a = expansion.expand(ag.start(), "GERMANY", table1, "AUSTRIA", table2, List.of(),
                austriasRatio, Objective.MIN, Dominance.STRICT, german, austrian, 100_000);
        PlyTwoExpansion.Result b = expansion.expand(ag.start(), "GERMANY", table1, "AUSTRIA", table2, List.of(),
                austriasRatio, Objective.MIN, Dominance.STRICT, german, austrian, 100_000);
        assertEquals(a, b);
        assertEquals(56 + 16L * a.outcomes(), a.cells());
    }
}
