package calhamer.games.quoridor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-parallel flood fills and the touch test of {@link Walls} against a plain breadth-first search over cells,
 * on random wall layouts (seeded): distances, reachability, and the legality of every wall for every pawn.
 */
class WallsTest {

    /** Reference: distances to the side by a queue-based BFS using only {@link Walls#open}. */
    private static int[] reference(Walls walls, Side side) {
        int[] d = new int[Board.CELLS];
        Arrays.fill(d, Walls.UNREACHABLE);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = 0; c < Board.CELLS; c++) {
            if (side.edgeContains(c)) {
                d[c] = 0;
                queue.add(c);
            }
        }
        int[] step = {Board.SIZE, 1, -Board.SIZE, -1};
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (int dir = 0; dir < 4; dir++) {
                if (walls.open(c, dir) && d[c + step[dir]] == Walls.UNREACHABLE) {
                    d[c + step[dir]] = d[c] + 1;
                    queue.add(c + step[dir]);
                }
            }
        }
        return d;
    }

    private static Walls randomWalls(SplittableRandom random, int count) {
        Walls walls = Walls.NONE;
        for (int i = 0; i < count; i++) {
            boolean horizontal = random.nextBoolean();
            int slot = random.nextInt(Board.SLOTS);
            if (walls.fits(horizontal, slot)) {
                walls = walls.with(horizontal, slot);
            }
        }
        return walls;
    }

    @Test
    void floodFillsAgreeWithAPlainSearch() {
        SplittableRandom random = new SplittableRandom(13);
        int unreachable = 0;
        for (int trial = 0; trial < 300; trial++) {
            Walls walls = randomWalls(random, random.nextInt(60));
            for (Side side : Side.values()) {
                int[] expected = reference(walls, side);
                for (int cell = 0; cell < Board.CELLS; cell++) {
                    assertEquals(expected[cell], walls.distance(cell, side), "trial " + trial + " " + side + " "
                            + Board.cellName(cell));
                    assertEquals(expected[cell] != Walls.UNREACHABLE, walls.reaches(cell, side.goal().goal()));
                    unreachable += expected[cell] == Walls.UNREACHABLE ? 1 : 0;
                }
            }
        }
        assertEquals(true, unreachable > 0, "some layouts shut cells in, so both answers are exercised");
    }

    /** The touch shortcut never allows a wall that cuts a pawn off, and never refuses one that does not. */
    @Test
    void wallLegalityMatchesAFullCheck() {
        Quoridor game = Quoridor.fourPlayers();
        SplittableRandom random = new SplittableRandom(17);
        int refused = 0;
        for (int trial = 0; trial < 200; trial++) {
            Walls walls = randomWalls(random, 10 + random.nextInt(30));
            int[] pawns = new int[4];
            for (int p = 0; p < 4; p++) {
                do {
                    pawns[p] = random.nextInt(Board.CELLS);
                } while (game.side(p).goal().edgeContains(pawns[p]) || !walls.reaches(pawns[p], game.side(p).goal())
                        || contains(pawns, p, pawns[p]));
            }
            QuoridorState s = new QuoridorState(walls, QuoridorState.pack(pawns, new int[] {5, 5, 5, 5}), 4, 0, 0,
                    QuoridorState.ONGOING);
            for (int slot = 0; slot < Board.SLOTS; slot++) {
                for (boolean horizontal : new boolean[] {true, false}) {
                    boolean expected = walls.fits(horizontal, slot);
                    if (expected) {
                        Walls after = walls.with(horizontal, slot);
                        for (int p = 0; p < 4; p++) {
                            expected &= reference(after, game.side(p).goal())[pawns[p]] != Walls.UNREACHABLE;
                        }
                        refused += expected ? 0 : 1;
                    }
                    assertEquals(expected, game.wallAllowed(s, horizontal, slot), "trial " + trial + " "
                            + QuoridorMove.wall(horizontal, slot));
                }
            }
        }
        assertEquals(true, refused > 0, "some walls would cut a pawn off");
    }

    private static boolean contains(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }
}
