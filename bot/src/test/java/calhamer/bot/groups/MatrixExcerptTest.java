package calhamer.bot.groups;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.UnitRef;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.Explanation;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.UnitType;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.MatrixSolver;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.PayoffMatrix;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The payoff entries an explanation carries: whole matrices, and the part shown of large ones. */
class MatrixExcerptTest {
    private final MapFixture standard = MapFixture.of("standard");

    @Test
    void theBotsExplanationCarriesEveryEntryOfItsMatrices() {
        DiplomacyBot bot = new DiplomacyBot(standard.map());
        for (String power : List.of("ENGLAND", "AUSTRIA")) {
            Explanation e = bot.decide(standard.start(), standard.power(power), BotOptions.defaults().withSeed(42)
                    .withMethod("matrix")).explanation();
            assertFalse(e.groups().isEmpty(), power + ": the matrix method explains its groups");
            for (Explanation.Group g : e.groups()) {
                Explanation.Matrix m = g.matrix();
                assertTrue(m.complete(), power + ": small matrices are given whole");
                assertEquals(g.rows(), m.rows().size());
                assertEquals(g.columns(), m.columns().size());
                assertEquals(g.rows(), m.payoffs().size());
                m.payoffs().forEach(line -> assertEquals(g.columns(), line.size()));
                assertEquals(IntStream.range(0, g.rows()).boxed().toList(), m.rowIndices());
                assertTrue(m.rows().contains(String.join("; ", g.chosen())), "the chosen set is a row");
                g.eliminated().forEach(x -> assertTrue((x.player().equals("row") ? m.rows() : m.columns())
                        .contains(x.set()), x.set()));
                if (g.saddlePoint() != null) {
                    int i = m.rows().indexOf(g.saddlePoint().row());
                    int j = m.columns().indexOf(g.saddlePoint().column());
                    assertEquals(g.saddlePoint().value(), m.payoffs().get(i).get(j), 0, "the saddle point's entry");
                }
            }
        }
    }

    @Test
    void ofALargeMatrixTheSurvivorsAndTheLastEliminatedAreShown() {
        DiplomacyMap map = standard.map();
        int rows = 60;
        int columns = 55;
        double[][] a = new double[rows][columns];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < columns; j++) {
                a[i][j] = i == 57 ? 1000 + j : i + 0.5 * j; // row 57 dominates every row; column 0 every column
            }
        }
        PayoffMatrix payoffs = PayoffMatrix.of(a);
        MatrixSolution solution = new MatrixSolver().solve(payoffs, Objective.MAX, Dominance.STRICT);
        Explanation.Matrix m = MatrixExcerpt.of(payoffs, solution, sets(map, rows), sets(map, columns));
        assertFalse(m.complete());
        assertEquals(Explanation.Matrix.MAX_SIDE, m.rows().size());
        assertEquals(Explanation.Matrix.MAX_SIDE, m.columns().size());
        assertTrue(m.rowIndices().contains(57), "the row the equilibrium plays is shown");
        assertTrue(m.columnIndices().contains(0), "the column the equilibrium plays is shown");
        assertEquals(m.rowIndices().stream().sorted().toList(), m.rowIndices(), "in the matrix's order");
        for (int i = 0; i < m.rows().size(); i++) {
            for (int j = 0; j < m.columns().size(); j++) {
                assertEquals(a[m.rowIndices().get(i)][m.columnIndices().get(j)], m.payoffs().get(i).get(j));
            }
        }
        assertEquals(sets(map, rows).get(57).notation(), m.rows().get(m.rowIndices().indexOf(57)));
    }

    private static List<OrderSet> sets(DiplomacyMap map, int n) {
        return IntStream.range(0, n).mapToObj(i -> OrderSet.of(new Hold(new UnitRef(UnitType.ARMY,
                map.location(map.provinces().get(i)))))).toList();
    }
}
