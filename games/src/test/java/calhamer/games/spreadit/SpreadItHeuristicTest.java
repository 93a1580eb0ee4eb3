package calhamer.games.spreadit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The linear-combination heuristic: its features, its results at the end, and the paper's horizon variant. */
class SpreadItHeuristicTest {
    private final SpreadIt triangle = new SpreadIt(SpreadItBoard.of(3, List.of(new int[] {0, 1}, new int[] {1, 2},
            new int[] {0, 2}), null, Variant.ZERO_LOYALTY, CascadeOrder.MAJORITY));

    @Test
    void featuresFavourTheColourAheadAndTheValueIsZeroSum() {
        SpreadItState start = triangle.initialState();
        assertArrayEquals(new double[] {0, 0, 0, 0, 0}, SpreadItHeuristic.features(start));
        SpreadItState black = triangle.apply(start, 0, 0);
        double[] f = SpreadItHeuristic.features(black);
        assertEquals(100, f[0], "parity: the only token is black");
        assertTrue(f[3] > 0 && f[4] > 0, "hubs and general: black leads on v1");
        double[] values = new SpreadItHeuristic().evaluate(black);
        assertEquals(-values[0], values[1]);
        assertTrue(values[0] > 0);
    }

    /** Figure 1's end: the exact evaluation knows Black won; the paper's alpha-beta sees only the board. */
    @Test
    void theHorizonVariantDoesNotKnowWhoWinsAnEndlessCascade() {
        SpreadItState s = triangle.apply(triangle.apply(triangle.apply(triangle.initialState(), 0, 0), 1, 0), 0, 2);
        assertEquals(SpreadItState.EndReason.ENDLESS_CASCADE, s.outcome().reason());
        assertArrayEquals(new double[] {SpreadItHeuristic.WIN, -SpreadItHeuristic.WIN},
                new SpreadItHeuristic().evaluate(s));
        double[] horizon = SpreadItHeuristic.endlessCascadesAsHorizon().evaluate(s);
        assertTrue(horizon[0] > 0 && horizon[0] < SpreadItHeuristic.WIN, "the LC value of an all-black board: "
                + horizon[0]);
    }
}
