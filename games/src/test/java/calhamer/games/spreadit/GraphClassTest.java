package calhamer.games.spreadit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The experiments' boards: the edge counts each density promises, connected simple graphs, fixed by their seed. */
class GraphClassTest {

    private static int edges(GraphClass c, int n, BoardDensity d) {
        return c.generate(n, d, 1).size();
    }

    /** The paper's described board, 24 vertices with 70 edges (section V.E), and its range's top, 88 with 258. */
    @Test
    void paperDensityMatchesTheBoardsThePaperGives() {
        assertEquals(70, edges(GraphClass.ERDOS_RENYI, 24, BoardDensity.PAPER));
        assertEquals(257, edges(GraphClass.ERDOS_RENYI, 88, BoardDensity.PAPER));
        assertEquals(41, edges(GraphClass.ERDOS_RENYI, 14, BoardDensity.PAPER));
        assertEquals(72, edges(GraphClass.WATTS_STROGATZ, 24, BoardDensity.PAPER));
        assertEquals(42, edges(GraphClass.WATTS_STROGATZ, 14, BoardDensity.PAPER));
        assertEquals(66, edges(GraphClass.BARABASI_ALBERT, 24, BoardDensity.PAPER));
        assertEquals(258, edges(GraphClass.BARABASI_ALBERT, 88, BoardDensity.PAPER));
        assertEquals(36, edges(GraphClass.BARABASI_ALBERT, 14, BoardDensity.PAPER));
    }

    /** The boards of earlier builds: spread over the paper's 19 to 258 edges, sparser below 40 vertices. */
    @Test
    void rangeDensitySpreadsThePapersEdgeRange() {
        assertEquals(19, edges(GraphClass.ERDOS_RENYI, 14, BoardDensity.RANGE));
        assertEquals(51, edges(GraphClass.ERDOS_RENYI, 24, BoardDensity.RANGE));
        assertEquals(258, edges(GraphClass.ERDOS_RENYI, 88, BoardDensity.RANGE));
        assertEquals(48, edges(GraphClass.WATTS_STROGATZ, 24, BoardDensity.RANGE));
        assertEquals(120, edges(GraphClass.WATTS_STROGATZ, 40, BoardDensity.RANGE));
        assertEquals(25, edges(GraphClass.BARABASI_ALBERT, 14, BoardDensity.RANGE));
        assertEquals(66, edges(GraphClass.BARABASI_ALBERT, 24, BoardDensity.RANGE));
    }

    /** Every class and density gives a connected simple graph from 5 vertices on (a board accepts it). */
    @Test
    void everyBoardIsConnectedAndSimpleFromFiveVertices() {
        for (GraphClass c : GraphClass.values()) {
            for (BoardDensity d : BoardDensity.values()) {
                for (int n : new int[] {5, 6, 7, 14, 40}) {
                    for (long seed = 0; seed < 5; seed++) {
                        List<int[]> e = c.generate(n, d, seed);
                        SpreadItBoard board = SpreadItBoard.of(n, e, null, Variant.ZERO_LOYALTY,
                                CascadeOrder.MAJORITY);
                        assertEquals(e.size(), board.edgeCount(), c + " " + d + " " + n);
                    }
                }
            }
        }
    }

    @Test
    void aBoardDependsOnlyOnClassSizeDensityAndSeed() {
        for (GraphClass c : GraphClass.values()) {
            assertEquals(asText(c.generate(24, BoardDensity.PAPER, 3)), asText(c.generate(24, BoardDensity.PAPER, 3)));
            assertNotEquals(asText(c.generate(24, BoardDensity.PAPER, 3)),
                    asText(c.generate(24, BoardDensity.PAPER, 4)));
        }
    }

    @Test
    void unknownDensitiesAndSizesOutOfRangeAreRefused() {
        assertEquals(BoardDensity.RANGE, BoardDensity.parse(" Range "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardDensity.parse("dense"));
        assertEquals("board density 'dense' is not one of [paper, range]", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> GraphClass.WATTS_STROGATZ.generate(4, BoardDensity.PAPER, 1));
        assertEquals("generated graphs have 5 to 10000 vertices, not 4", e.getMessage());
    }

    private static String asText(List<int[]> edges) {
        return edges.stream().map(Arrays::toString).toList().toString();
    }
}
