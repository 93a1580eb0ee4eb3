package calhamer.server.service;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.MatrixSolver;
import calhamer.strategy.matrix.Objective;
import calhamer.strategy.matrix.PayoffMatrix;
import calhamer.wire.errors.Ranges;
import java.util.ArrayList;
import java.util.List;

/** Solves two-player zero-sum matrix games for {@code POST /matrix/solve}: dominance, saddle point, LP. */
public final class MatrixService {
    private final MatrixSolver solver = new MatrixSolver();
    private final HeavyWork heavy;
    private final long maxCells;

    /**
     * The request.
     *
     * @param matrix    payoffs to the maximising player, one row per row strategy
     * @param rowPlayer {@code max} (default) or {@code min}: which player the rows belong to
     * @param dominance {@code strict} (default), {@code weak} or {@code none}
     */
    public record SolveRequest(double[][] matrix, Objective rowPlayer, Dominance dominance) {
    }

    public MatrixService(ServerConfig config, HeavyWork heavy) {
        this.heavy = heavy;
        this.maxCells = config.maxMatrixCells();
    }

    private static void checkFinite(double[][] m) {
        List<FieldError> errors = new ArrayList<>();
        for (int i = 0; i < m.length && errors.size() < 10; i++) {
            for (int j = 0; m[i] != null && j < m[i].length && errors.size() < 10; j++) {
                if (!Double.isFinite(m[i][j])) {
                    errors.add(new FieldError("matrix[" + i + "][" + j + "]", "expected a finite number (at most "
                            + "about 1.8e308 in size), found " + Ranges.text(m[i][j])));
                }
            }
        }
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("the matrix holds numbers beyond the range of a double", errors);
        }
    }

    /** @return the solution over the original indices */
    public MatrixSolution solve(SolveRequest request) {
        RequestBodies.require(request, "{\"matrix\": [[...], ...], \"rowPlayer\": ... (optional), \"dominance\": ... (optional)}");
        if (request.matrix() == null) {
            throw ApiException.unprocessable("the request needs a 'matrix'",
                    List.of(new FieldError("matrix", "missing")));
        }
        double[][] m = request.matrix();
        long cells = 0;
        for (double[] row : m) {
            cells += row == null ? 0 : row.length;
        }
        if (cells > maxCells) {
            throw ApiException.overBudget("the matrix has " + cells + " cells, over the limit of " + maxCells
                    + "; raise it with --max-matrix-cells (CALHAMER_MAX_MATRIX_CELLS)");
        }
        checkFinite(m);
        PayoffMatrix matrix;
        try {
            matrix = PayoffMatrix.of(m);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("the matrix is not valid: " + e.getMessage(),
                    List.of(new FieldError("matrix", e.getMessage())));
        }
        if (!Double.isFinite(matrix.max() - matrix.min())) {
            throw ApiException.unprocessable("the matrix's entries are too far apart", List.of(new FieldError("matrix",
                    "the largest entry minus the smallest must be a finite number (at most about 1.8e308)")));
        }
        Objective rows = request.rowPlayer() == null ? Objective.MAX : request.rowPlayer();
        Dominance dominance = request.dominance() == null ? Dominance.STRICT : request.dominance();
        return heavy.run("solving the matrix", () -> solver.solve(matrix, rows, dominance));
    }
}
