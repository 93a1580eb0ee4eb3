package calhamer.strategy.matrix;

import java.util.List;
import java.util.Optional;

/**
 * Solves a two-player zero-sum matrix game the way Utkin's "Influence Graphs" (section VIII) reads a payoff matrix:
 * first remove dominated strategies ({@link DominanceElimination}), then look for a saddle point in what is left
 * ({@link SaddlePoints}: play it when there is one), otherwise find mixed strategies ({@link LinearProgramSolver} by
 * default, or any other {@link ZeroSumSolver}). Results are over the original indices; eliminated strategies get
 * probability 0.
 *
 * <p>A saddle point of the reduced game is one of the original game too (every removed strategy did no better against
 * the surviving strategies than the strategy that removed it), and the value of the game is unchanged by strict
 * elimination. Weak elimination keeps the value but may drop some optimal strategies.
 *
 * <p>Cost: elimination, O(m·n·(m + n)) per round, then O(m·n) for saddle points, then the mixed solver on the reduced
 * matrix.
 */
public final class MatrixSolver {
    private final ZeroSumSolver mixedSolver;

    /** Mixed strategies by linear programming. */
    public MatrixSolver() {
        this(new LinearProgramSolver());
    }

    /** Mixed strategies by the given solver. */
    public MatrixSolver(ZeroSumSolver mixedSolver) {
        this.mixedSolver = mixedSolver;
    }

    /**
     * Solves the game.
     *
     * @param matrix       payoffs to the maximiser
     * @param rowObjective whether the row player maximises or minimises the entries
     * @param dominance    which dominated strategies to remove first
     */
    public MatrixSolution solve(PayoffMatrix matrix, Objective rowObjective, Dominance dominance) {
        Reduction reduction = DominanceElimination.eliminate(matrix, rowObjective, dominance);
        PayoffMatrix reduced = reduction.reduce(matrix);
        List<Integer> rows = reduction.rows();
        List<Integer> columns = reduction.columns();
        double[] rowStrategy = new double[matrix.rows()];
        double[] columnStrategy = new double[matrix.columns()];
        Optional<SaddlePoint> saddle = SaddlePoints.first(reduced, rowObjective);
        if (saddle.isPresent()) {
            SaddlePoint local = saddle.get();
            SaddlePoint point = new SaddlePoint(rows.get(local.row()), columns.get(local.column()), local.value());
            rowStrategy[point.row()] = 1;
            columnStrategy[point.column()] = 1;
            return new MatrixSolution(reduction.eliminated(), rows, columns, point, point.value(),
                    ZeroSumSolution.boxed(rowStrategy), ZeroSumSolution.boxed(columnStrategy));
        }
        ZeroSumSolution mixed = mixedSolver.solve(reduced, rowObjective);
        for (int r = 0; r < rows.size(); r++) {
            rowStrategy[rows.get(r)] = mixed.rowStrategy().get(r);
        }
        for (int c = 0; c < columns.size(); c++) {
            columnStrategy[columns.get(c)] = mixed.columnStrategy().get(c);
        }
        return new MatrixSolution(reduction.eliminated(), rows, columns, null, mixed.value(),
                ZeroSumSolution.boxed(rowStrategy), ZeroSumSolution.boxed(columnStrategy));
    }
}
