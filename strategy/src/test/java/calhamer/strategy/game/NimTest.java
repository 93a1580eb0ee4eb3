package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The test game itself: Bouton's evaluation agrees with exhaustive minimax on every small position. */
class NimTest {
    private final Nim nim = new Nim(List.of(3, 3, 3));

    /** The winner (0 or 1) under perfect play, by exhaustive search. */
    private int winner(Nim.State state) {
        if (nim.isTerminal(state)) {
            return nim.returns(state)[0] > 0 ? 0 : 1;
        }
        int mover = state.toMove();
        for (Nim.Take take : nim.legalMoves(state, mover)) {
            if (winner(nim.apply(state, mover, take)) == mover) {
                return mover;
            }
        }
        return 1 - mover;
    }

    @Test
    void boutonsTheoremMatchesMinimax() {
        NimEvaluator evaluator = new NimEvaluator();
        int positions = 0;
        for (int a = 0; a <= 3; a++) {
            for (int b = 0; b <= 3; b++) {
                for (int c = 0; c <= 3; c++) {
                    for (int toMove = 0; toMove <= 1; toMove++) {
                        Nim.State state = new Nim.State(List.of(a, b, c), toMove);
                        double[] expected = winner(state) == 0 ? new double[] {1, -1} : new double[] {-1, 1};
                        assertArrayEquals(expected, evaluator.evaluate(state), 0, state::toString);
                        positions++;
                    }
                }
            }
        }
        assertEquals(128, positions);
    }
}
