package calhamer.strategy.matrix;

/**
 * One dominated strategy removed by {@link DominanceElimination}.
 *
 * @param player      whose strategy went
 * @param index       the strategy's index in the original matrix
 * @param dominatedBy the index (original matrix) of a strategy of the same player that dominated it when it went and
 *                    that was not removed in the same round
 * @param round       the elimination round, from 1: every strategy dominated in the matrix left by the previous
 *                    rounds goes in the same round
 */
public record Elimination(MatrixPlayer player, int index, int dominatedBy, int round) {
}
