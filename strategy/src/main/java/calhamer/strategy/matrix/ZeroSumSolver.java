package calhamer.strategy.matrix;

/** Finds mixed strategies of a two-player zero-sum matrix game. */
public interface ZeroSumSolver {

    /**
     * Solves the game.
     *
     * @param matrix       payoffs to the maximiser
     * @param rowObjective whether the row player maximises or minimises the entries
     */
    ZeroSumSolution solve(PayoffMatrix matrix, Objective rowObjective);
}
