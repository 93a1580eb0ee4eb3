package calhamer.strategy.game;

/**
 * Exact Nim evaluation by Bouton's theorem (Annals of Mathematics 3, 1901): the player to move wins exactly when the
 * XOR of the heap sizes (the nim-sum) is not zero. O(heaps). Values +1 for the winner, −1 for the loser.
 */
final class NimEvaluator implements Evaluator<Nim.State> {

    @Override
    public double[] evaluate(Nim.State state) {
        int nimSum = state.heaps().stream().reduce(0, (a, b) -> a ^ b);
        int winner = nimSum != 0 ? state.toMove() : 1 - state.toMove();
        return winner == 0 ? new double[] {1, -1} : new double[] {-1, 1};
    }
}
