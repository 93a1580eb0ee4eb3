package calhamer.strategy.matrix;

import calhamer.strategy.search.Interruption;
import java.util.Arrays;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Exact mixed strategies of a zero-sum matrix game by linear programming with ojAlgo's simplex solver (the minimax
 * theorem's LP, e.g. Chvátal, "Linear Programming", ch. 15).
 *
 * <p>With the maximiser's payoffs A (m×n, the maximiser choosing rows after transposing when the row player
 * minimises), scaled affinely to B = (A − min)/(max − min) in [0, 1] so that the solver sees the same numbers
 * whatever the magnitudes, two LPs are solved:
 * <ul>
 *   <li>maximise v subject to Σᵢ xᵢ·Bᵢⱼ ≥ v for every column j, Σᵢ xᵢ = 1, x ≥ 0, 0 ≤ v ≤ 1 (the maximiser);</li>
 *   <li>minimise w subject to Σⱼ Bᵢⱼ·yⱼ ≤ w for every row i, Σⱼ yⱼ = 1, y ≥ 0, 0 ≤ w ≤ 1 (the minimiser, the
 *       dual of the first).</li>
 * </ul>
 * Strategies are cleaned of round-off (negative probabilities set to 0, then renormalised) and certified on the
 * original matrix ({@link ZeroSumSolution#certify}). A matrix with all entries equal is solved without an LP (value
 * the entry, uniform strategies). Each LP has m+1 or n+1 variables and n+1 or m+1 constraints; simplex is polynomial
 * in practice though exponential in the worst case.
 */
public final class LinearProgramSolver implements ZeroSumSolver {

    @Override
    public ZeroSumSolution solve(PayoffMatrix matrix, Objective rowObjective) {
        PayoffMatrix maximiserRows = Orientation.maximiserRows(matrix, rowObjective);
        double low = matrix.min();
        double range = matrix.max() - low;
        double[] maximiser;
        double[] minimiser;
        if (range == 0) {
            maximiser = uniform(maximiserRows.rows());
            minimiser = uniform(maximiserRows.columns());
        } else {
            maximiser = maximiserStrategy(maximiserRows, low, range);
            minimiser = maximiserStrategy(negatedTranspose(maximiserRows), -low - range, range);
        }
        return Orientation.solution(matrix, rowObjective, maximiser, minimiser);
    }

    /**
     * The optimal strategy of the row player, who maximises, by the first LP. The minimiser's LP is the same LP on
     * −Aᵀ, so one routine serves both (scaling −Aᵀ with its own minimum −max and the same range).
     */
    private static double[] maximiserStrategy(PayoffMatrix a, double low, double range) {
        int m = a.rows();
        int n = a.columns();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] x = new Variable[m];
        Expression total = model.addExpression("total").level(1);
        for (int i = 0; i < m; i++) {
            x[i] = model.addVariable("x" + i).lower(0);
            total.set(x[i], 1);
        }
        Variable v = model.addVariable("v").lower(0).upper(1).weight(1);
        for (int j = 0; j < n; j++) {
            Interruption.check("setting up the linear program");
            Expression column = model.addExpression("c" + j).lower(0);
            for (int i = 0; i < m; i++) {
                double b = (a.get(i, j) - low) / range;
                if (b != 0) {
                    column.set(x[i], b);
                }
            }
            column.set(v, -1);
        }
        Optimisation.Result result = model.maximise();
        if (!result.getState().isOptimal()) {
            // ojAlgo's simplex stops at an interrupt; that is a cancellation, not a failure of the solver.
            Interruption.check("solving the linear program");
            throw new IllegalStateException("the LP solver did not find an optimum for a " + m + "x" + n
                    + " game: " + result.getState());
        }
        double[] strategy = new double[m];
        for (int i = 0; i < m; i++) {
            // The result lists the variables in the order they were added: x0 .. x(m-1), v.
            strategy[i] = Math.max(0, result.doubleValue(i));
        }
        return normalised(strategy);
    }

    private static PayoffMatrix negatedTranspose(PayoffMatrix a) {
        double[][] t = a.transpose().toArray();
        for (double[] row : t) {
            for (int j = 0; j < row.length; j++) {
                row[j] = -row[j];
            }
        }
        return PayoffMatrix.of(t);
    }

    private static double[] uniform(int size) {
        double[] strategy = new double[size];
        Arrays.fill(strategy, 1.0 / size);
        return strategy;
    }

    private static double[] normalised(double[] weights) {
        double sum = Arrays.stream(weights).sum();
        if (!(sum > 0)) {
            throw new IllegalStateException("the LP solver returned no probability mass");
        }
        for (int i = 0; i < weights.length; i++) {
            weights[i] /= sum;
        }
        return weights;
    }
}
