package calhamer.strategy.matrix;

import static calhamer.strategy.matrix.Optimality.assertOptimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MatrixSolverTest {
    private final MatrixSolver solver = new MatrixSolver();

    /** Utkin, "Influence Graphs", Tables 3 → 4, then the mixed strategies of Table 4 over the original indices. */
    @Test
    void utkinTable3() {
        PayoffMatrix table3 = PayoffMatrix.of(UtkinTables.TABLE_3);
        MatrixSolution solution = solver.solve(table3, Objective.MIN, Dominance.STRICT);
        assertEquals(8, solution.eliminated().size());
        assertEquals(List.of(1, 2, 3), solution.rows());
        assertEquals(List.of(0, 1, 2, 3), solution.columns());
        assertNull(solution.saddlePoint());
        for (int r : List.of(0, 4, 5, 6, 7)) {
            assertEquals(0, solution.rowStrategy().get(r), 0, "row G" + (r + 1));
        }
        for (int c : List.of(4, 5, 6)) {
            assertEquals(0, solution.columnStrategy().get(c), 0, "column A" + (c + 1));
        }
        // Optimal in the whole of Table 3, not only in Table 4, and of Table 4's value.
        assertOptimal(table3, Objective.MIN, solution.value(), solution.rowStrategy(), solution.columnStrategy(),
                1e-7);
        ZeroSumSolution table4 = new LinearProgramSolver().solve(PayoffMatrix.of(UtkinTables.TABLE_4), Objective.MIN);
        assertEquals(table4.value(), solution.value(), 1e-7);
    }

    /** Utkin, Table 7: with or without elimination first, the answer is the saddle point A3/G1 at 107.31. */
    @ParameterizedTest
    @ValueSource(strings = {"none", "strict", "weak"})
    void utkinTable7(String dominance) {
        MatrixSolution solution = solver.solve(PayoffMatrix.of(UtkinTables.TABLE_7), Objective.MAX,
                Dominance.parse(dominance));
        SaddlePoint point = solution.saddlePoint();
        assertEquals(2, point.row());
        assertEquals(0, point.column());
        assertEquals(107.31, point.value(), 1e-9);
        assertEquals(107.31, solution.value(), 1e-9);
        assertEquals(List.of(0.0, 0.0, 1.0), solution.rowStrategy());
        assertEquals(List.of(1.0, 0.0, 0.0, 0.0), solution.columnStrategy());
    }

    @Test
    void utkinTable7Elimination() {
        MatrixSolution solution = solver.solve(PayoffMatrix.of(UtkinTables.TABLE_7), Objective.MAX, Dominance.STRICT);
        // G1 beats G2, G3, G4 for Germany at once; A3 beats A1, and then A2 once only G1 is left.
        assertEquals(List.of(new Elimination(MatrixPlayer.ROW, 0, 2, 1), new Elimination(MatrixPlayer.COLUMN, 1, 0, 1),
                new Elimination(MatrixPlayer.COLUMN, 2, 0, 1), new Elimination(MatrixPlayer.COLUMN, 3, 0, 1),
                new Elimination(MatrixPlayer.ROW, 1, 2, 2)), solution.eliminated());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void solutionsAreOptimalInTheOriginalGame(int seed) {
        PayoffMatrix matrix = RandomMatrices.anyShape(seed, 8, 5);
        for (Dominance dominance : Dominance.values()) {
            for (Objective objective : Objective.values()) {
                MatrixSolution solution = solver.solve(matrix, objective, dominance);
                assertOptimal(matrix, objective, solution.value(), solution.rowStrategy(),
                        solution.columnStrategy(), 1e-8);
            }
        }
    }

    @Test
    void theIterativeSolverPlugsIn() {
        MatrixSolver approximate = new MatrixSolver(new RegretMatchingSolver(1e-6, 1_000_000));
        MatrixSolution solution = approximate.solve(PayoffMatrix.of(UtkinTables.TABLE_3), Objective.MIN,
                Dominance.STRICT);
        MatrixSolution exact = solver.solve(PayoffMatrix.of(UtkinTables.TABLE_3), Objective.MIN, Dominance.STRICT);
        assertEquals(exact.value(), solution.value(), 1e-6 * (118.50 - 92.15));
    }

    /** The record serialises to the {@code POST /matrix/solve} response shape. */
    @Test
    void jsonShape() {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.valueToTree(solver.solve(PayoffMatrix.of(UtkinTables.TABLE_3), Objective.MIN,
                Dominance.STRICT));
        Set<String> fields = new TreeSet<>();
        json.fieldNames().forEachRemaining(fields::add);
        assertEquals(new TreeSet<>(List.of("eliminated", "rows", "columns", "saddlePoint", "value", "rowStrategy",
                "columnStrategy")), fields);
        assertTrue(json.get("saddlePoint").isNull());
        JsonNode first = json.get("eliminated").get(0);
        assertEquals("row", first.get("player").asText());
        assertTrue(first.has("index") && first.has("dominatedBy") && first.has("round"));
        assertEquals(8, json.get("rowStrategy").size());
        JsonNode withSaddle = mapper.valueToTree(solver.solve(PayoffMatrix.of(UtkinTables.TABLE_7), Objective.MAX,
                Dominance.NONE));
        assertEquals(2, withSaddle.get("saddlePoint").get("row").asInt());
        assertEquals(0, withSaddle.get("saddlePoint").get("column").asInt());
        assertEquals(107.31, withSaddle.get("saddlePoint").get("value").asDouble(), 1e-9);
        assertEquals(Objective.MIN, mapper.convertValue("min", Objective.class));
        assertEquals(Dominance.WEAK, mapper.convertValue("weak", Dominance.class));
    }
}
