package calhamer.strategy.matrix;

/**
 * The one place the solvers turn a game into "the maximiser chooses rows" and back: a game whose row player
 * minimises is solved on its transpose.
 */
final class Orientation {

    private Orientation() {
    }

    /** The matrix with the maximiser's strategies as rows. */
    static PayoffMatrix maximiserRows(PayoffMatrix matrix, Objective rowObjective) {
        return rowObjective == Objective.MAX ? matrix : matrix.transpose();
    }

    /** The certified solution of the original game from the maximiser's and the minimiser's strategies. */
    static ZeroSumSolution solution(PayoffMatrix matrix, Objective rowObjective, double[] maximiser,
                                    double[] minimiser) {
        return rowObjective == Objective.MAX
                ? ZeroSumSolution.certify(matrix, rowObjective, maximiser, minimiser)
                : ZeroSumSolution.certify(matrix, rowObjective, minimiser, maximiser);
    }
}
