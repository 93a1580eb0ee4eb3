package calhamer.games.spreadit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.games.spreadit.SpreadItState.EndReason;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The worked examples of Ben-Ishay, Sela and Ben-Gal, "Spread-It", section III.B, replayed move by move. Vertices
 * v1, v2, ... of the paper are 0, 1, ... here; Black is player 0, Red player 1.
 */
class SpreadItPaperExamplesTest {
    private static final int BLACK = 0;
    private static final int RED = 1;

    /** Figure 1: the triangle with thresholds 2 under zero loyalty; each player holds ⌈3 − 3/2⌉ = 2 tokens. */
    @ParameterizedTest
    @EnumSource(CascadeOrder.class)
    void figureOneZeroLoyaltyEndsInBlacksEndlessCascade(CascadeOrder order) {
        SpreadItBoard triangle = SpreadItBoard.of(3, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {0, 2}),
                null, Variant.ZERO_LOYALTY, order);
        SpreadIt game = new SpreadIt(triangle);
        SpreadItState s = game.initialState();
        assertArrayEquals(new int[] {2, 2, 2}, triangle.thresholds(), "(a) thresholds are the degrees");
        assertEquals(2, s.hand(BLACK));
        assertEquals(2, s.hand(RED));

        s = game.apply(s, BLACK, 0);
        assertEquals(1, s.black(0), "(b) Black places his token on v1");
        assertEquals(RED, s.toMove());

        s = game.apply(s, RED, 0);
        assertEquals(0, s.total(0), "(c-d) v1 reaches its threshold and explodes: Red's token arrived last");
        assertEquals(1, s.red(1), "v1 fires one red token to v2");
        assertEquals(1, s.red(2), "and one to v3");
        assertEquals(0, s.black(1) + s.black(2));
        assertFalse(s.isOver());

        s = game.apply(s, BLACK, 2);
        assertTrue(s.isOver(), "(e-g) v3, v2, v1 explode in black, and on forever");
        assertEquals(BLACK, s.outcome().winner(), "the winner is Black, who has won all the tokens");
        assertEquals(EndReason.ENDLESS_CASCADE, s.outcome().reason());
        int red = 0;
        int black = 0;
        for (int v = 0; v < 3; v++) {
            red += s.red(v);
            black += s.black(v);
        }
        assertEquals(0, red, "Red has lost all of his tokens");
        assertEquals(3, black);
        assertEquals(1, s.hand(RED), "Red never places his second token");
        assertArrayEquals(new double[] {1, -1}, game.returns(s));
    }

    /**
     * Figure 2 under full loyalty. The figure's drawing is not in the text; its graph follows from the narrative with
     * thresholds equal to degrees: v2 fires on one token (degree 1), v1 on two, v4 on two and v3 on three, v1 and v3
     * are v4's neighbours, and v2's token goes to v3. That is the graph v1–v3, v1–v4, v2–v3, v3–v4 (m = 4, n = 4:
     * two tokens each), and the play below is the paper's, step by step.
     */
    @ParameterizedTest
    @EnumSource(CascadeOrder.class)
    void figureTwoFullLoyaltyEndsWithRedHoldingThreeVertices(CascadeOrder order) {
        SpreadItBoard board = SpreadItBoard.of(4, List.of(new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 2},
                new int[] {2, 3}), null, Variant.FULL_LOYALTY, order);
        SpreadIt game = new SpreadIt(board);
        assertArrayEquals(new int[] {2, 1, 3, 2}, board.thresholds());
        SpreadItState s = game.initialState();
        assertEquals(2, s.hand(BLACK));

        s = game.apply(s, BLACK, 1);
        assertEquals(BLACK, s.fixedColour(1), "(b) v2 explodes at threshold 1: Black occupies it for ever");
        assertEquals(1, s.black(2), "its token goes to v3");
        assertFalse(game.legalMoves(s, RED).contains(1), "nobody may place on v2 any more");

        s = game.apply(s, RED, 3);
        assertEquals(1, s.red(3), "(c) Red places his token on v4");

        s = game.apply(s, BLACK, 0);
        assertEquals(1, s.black(0), "(d) Black places his token on v1");
        assertFalse(s.isOver());

        s = game.apply(s, RED, 0);
        assertEquals(RED, s.fixedColour(0), "(e) Red wins v1: his token arrived last");
        assertEquals(RED, s.fixedColour(3), "(f) v4 explodes in red");
        assertEquals(1, s.total(3), "the token meant for the occupied v1 remains in v4");
        assertEquals(RED, s.fixedColour(2), "(g) v3 explodes in red");
        assertEquals(3, s.red(2), "every neighbour of v3 is occupied: its three tokens stay");
        assertEquals(0, s.black(2), "Black's token on v3 turned red");
        assertTrue(s.isOver(), "all the vertices are occupied");
        assertEquals(RED, s.outcome().winner(), "Red holds the majority of vertices (3 to 1)");
        assertEquals(EndReason.ALL_FIXED, s.outcome().reason());
        assertArrayEquals(new double[] {-1, 1}, game.returns(s));
    }
}
