package calhamer.games.quoridor;

import static calhamer.games.quoridor.Board.FULL_ROW;
import static calhamer.games.quoridor.Board.SIZE;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The walls on the board and what follows from them: which steps they block, as 9-bit masks per row, so that a
 * breadth-first search advances a whole frontier with a few shifts and masks per row (a flood fill over 9 row
 * masks); which groove points they touch, for the cheap test of whether a new wall could cut the board at all; and,
 * computed on first use and cached, each side's distance map (steps from every cell to that side, ignoring pawns).
 * Immutable (the caches are idempotent); shared by every state with the same walls, so a pawn move reuses its
 * parent's distance maps.
 *
 * <p>Why the touch test is sound: cells become separated only when walls and the board's border close a curve; a
 * new wall (three groove points: its two ends and its centre) closes a new curve only if at least two of its points
 * already touch a wall or the border. A wall touching at most one point is legal without any search.
 */
public final class Walls {
    /** Distance of a cell that cannot reach the side. */
    public static final int UNREACHABLE = 255;
    private static final int POINTS = SIZE + 1;
    /** The groove points of each wall: [horizontal ? 0 : 1][slot] → its three points. */
    private static final int[][][] WALL_POINTS = wallPoints();
    /** The border's groove points. */
    private static final long[] BORDER = border();
    /** No walls. */
    public static final Walls NONE = new Walls(0L, 0L);

    private final long horizontal;
    private final long vertical;
    /** northBlocked[r]: columns where the step between rows r and r + 1 is walled (r = 0..7). */
    private final int[] northBlocked = new int[SIZE - 1];
    /** eastBlocked[r]: columns c where the step between columns c and c + 1 of row r is walled. */
    private final int[] eastBlocked = new int[SIZE];
    /** Groove points (10 × 10, y × 10 + x) on a wall or the border. */
    private final long[] touched = BORDER.clone();
    private final AtomicReferenceArray<byte[]> distances = new AtomicReferenceArray<>(4);

    private Walls(long horizontal, long vertical) {
        this.horizontal = horizontal;
        this.vertical = vertical;
        for (long bits = horizontal; bits != 0; bits &= bits - 1) {
            int slot = Long.numberOfTrailingZeros(bits);
            int c = slot % (SIZE - 1);
            int r = slot / (SIZE - 1);
            northBlocked[r] |= 3 << c;
            for (int p : WALL_POINTS[0][slot]) {
                touched[p >>> 6] |= 1L << p;
            }
        }
        for (long bits = vertical; bits != 0; bits &= bits - 1) {
            int slot = Long.numberOfTrailingZeros(bits);
            int c = slot % (SIZE - 1);
            int r = slot / (SIZE - 1);
            eastBlocked[r] |= 1 << c;
            eastBlocked[r + 1] |= 1 << c;
            for (int p : WALL_POINTS[1][slot]) {
                touched[p >>> 6] |= 1L << p;
            }
        }
    }

    /**
     * The layout of these walls.
     *
     * @param horizontal bit s set: a horizontal wall at slot s
     * @param vertical   bit s set: a vertical wall at slot s
     */
    public static Walls of(long horizontal, long vertical) {
        return horizontal == 0 && vertical == 0 ? NONE : new Walls(horizontal, vertical);
    }

    private static long[] border() {
        long[] out = new long[2];
        for (int p = 0; p < POINTS * POINTS; p++) {
            int x = p % POINTS;
            int y = p / POINTS;
            if (x == 0 || y == 0 || x == SIZE || y == SIZE) {
                out[p >>> 6] |= 1L << p;
            }
        }
        return out;
    }

    /** The three groove points of every wall: its ends and its centre. */
    private static int[][][] wallPoints() {
        int[][][] out = new int[2][Board.SLOTS][];
        for (int slot = 0; slot < Board.SLOTS; slot++) {
            int x = slot % (SIZE - 1) + 1;
            int y = slot / (SIZE - 1) + 1;
            out[0][slot] = new int[] {y * POINTS + x - 1, y * POINTS + x, y * POINTS + x + 1};
            out[1][slot] = new int[] {(y - 1) * POINTS + x, y * POINTS + x, (y + 1) * POINTS + x};
        }
        return out;
    }

    public long horizontal() {
        return horizontal;
    }

    public long vertical() {
        return vertical;
    }

    /** The number of walls on the board. */
    public int count() {
        return Long.bitCount(horizontal) + Long.bitCount(vertical);
    }

    /** Whether the groove slot is free for a wall of that orientation: no overlap and no crossing. */
    public boolean fits(boolean isHorizontal, int slot) {
        int c = slot % (SIZE - 1);
        long same = isHorizontal ? horizontal : vertical;
        long other = isHorizontal ? vertical : horizontal;
        if ((same >>> slot & 1) != 0 || (other >>> slot & 1) != 0) {
            return false;
        }
        if (isHorizontal) {
            return !(c > 0 && (same >>> (slot - 1) & 1) != 0) && !(c < SIZE - 2 && (same >>> (slot + 1) & 1) != 0);
        }
        return !(slot >= SIZE - 1 && (same >>> (slot - (SIZE - 1)) & 1) != 0)
                && !(slot + SIZE - 1 < Board.SLOTS && (same >>> (slot + SIZE - 1) & 1) != 0);
    }

    /** How many of the wall's three groove points already touch a wall or the border (0..3). */
    public int touches(boolean isHorizontal, int slot) {
        int count = 0;
        for (int p : WALL_POINTS[isHorizontal ? 0 : 1][slot]) {
            count += (int) (touched[p >>> 6] >>> p & 1);
        }
        return count;
    }

    /** These walls and one more (which must fit). */
    public Walls with(boolean isHorizontal, int slot) {
        return isHorizontal ? of(horizontal | 1L << slot, vertical) : of(horizontal, vertical | 1L << slot);
    }

    /** Whether a pawn may step from the cell in the direction (0 north, 1 east, 2 south, 3 west). */
    public boolean open(int cell, int direction) {
        int c = cell % SIZE;
        int r = cell / SIZE;
        switch (direction) {
            case 0:
                return r < SIZE - 1 && (northBlocked[r] >>> c & 1) == 0;
            case 1:
                return c < SIZE - 1 && (eastBlocked[r] >>> c & 1) == 0;
            case 2:
                return r > 0 && (northBlocked[r - 1] >>> c & 1) == 0;
            default:
                return c > 0 && (eastBlocked[r] >>> (c - 1) & 1) == 0;
        }
    }

    /** Every cell one open step from the frontier (row masks); O(9). */
    private void expand(int[] frontier, int[] out) {
        for (int r = 0; r < SIZE; r++) {
            int f = frontier[r];
            int e = eastBlocked[r];
            int next = ((f & ~e) << 1 & FULL_ROW) | (f >>> 1 & ~e);
            if (r > 0) {
                next |= frontier[r - 1] & ~northBlocked[r - 1];
            }
            if (r < SIZE - 1) {
                next |= frontier[r + 1] & ~northBlocked[r];
            }
            out[r] = next;
        }
    }

    /**
     * Whether a pawn on the cell can reach the side's edge: a flood fill from the cell that stops as soon as it
     * meets the edge; O(9 × path length).
     */
    public boolean reaches(int cell, Side goal) {
        int[] target = goal.edgeRows();
        int[] seen = new int[SIZE];
        int[] frontier = new int[SIZE];
        int[] next = new int[SIZE];
        frontier[cell / SIZE] = 1 << cell % SIZE;
        seen[cell / SIZE] = frontier[cell / SIZE];
        while (true) {
            boolean any = false;
            for (int r = 0; r < SIZE; r++) {
                if ((frontier[r] & target[r]) != 0) {
                    return true;
                }
                any |= frontier[r] != 0;
            }
            if (!any) {
                return false;
            }
            expand(frontier, next);
            for (int r = 0; r < SIZE; r++) {
                frontier[r] = next[r] & ~seen[r];
                seen[r] |= frontier[r];
            }
        }
    }

    /**
     * Steps from the cell to the side's edge by the shortest path around the walls (pawns ignored), or
     * {@link #UNREACHABLE}. The side's whole distance map is computed on first use by a layered flood fill from its
     * edge (O(9 × longest distance)) and cached.
     */
    public int distance(int cell, Side goal) {
        byte[] map = distances.get(goal.ordinal());
        if (map == null) {
            map = distanceMap(goal);
            distances.set(goal.ordinal(), map);
        }
        return map[cell] & 0xFF;
    }

    private byte[] distanceMap(Side goal) {
        byte[] map = new byte[Board.CELLS];
        Arrays.fill(map, (byte) UNREACHABLE);
        int[] frontier = goal.edgeRows();
        int[] seen = frontier.clone();
        int[] next = new int[SIZE];
        for (int d = 0; ; d++) {
            boolean any = false;
            for (int r = 0; r < SIZE; r++) {
                for (int bits = frontier[r]; bits != 0; bits &= bits - 1) {
                    map[r * SIZE + Integer.numberOfTrailingZeros(bits)] = (byte) d;
                    any = true;
                }
            }
            if (!any) {
                return map;
            }
            expand(frontier, next);
            for (int r = 0; r < SIZE; r++) {
                frontier[r] = next[r] & ~seen[r];
                seen[r] |= frontier[r];
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Walls w && w.horizontal == horizontal && w.vertical == vertical;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(horizontal * 31 + vertical);
    }
}
