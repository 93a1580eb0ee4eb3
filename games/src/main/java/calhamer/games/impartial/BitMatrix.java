package calhamer.games.impartial;

import java.util.Arrays;

/**
 * A Boolean matrix of up to 64 columns, one {@code long} per row (bit c set: entry (r, c) is 1), with value
 * equality (hash computed once). The positions of Transverse Wave and Crosswise AND/OR, and the canonical form their
 * components share: rows that can play no part dropped, columns that can never be chosen dropped, the rest packed
 * and rows sorted.
 */
public final class BitMatrix {
    private final int columns;
    private final long[] rows;
    private final int hash;

    /**
     * @param columns the number of columns, 0 to 64
     * @param rows    the rows' bits, none beyond the columns
     */
    public BitMatrix(int columns, long[] rows) {
        this(checked(columns, rows.clone()), columns);
    }

    private BitMatrix(long[] owned, int columns) {
        this.columns = columns;
        this.rows = owned;
        this.hash = 31 * columns + Arrays.hashCode(owned);
    }

    private static long[] checked(int columns, long[] rows) {
        if (columns < 0 || columns > 64) {
            throw new IllegalArgumentException("0 to 64 columns, not " + columns);
        }
        for (long row : rows) {
            if ((row & ~full(columns)) != 0) {
                throw new IllegalArgumentException("a row has bits beyond column " + columns);
            }
        }
        return rows;
    }

    /** @return a matrix on rows the caller hands over and no longer touches (already within the columns) */
    public static BitMatrix owning(int columns, long[] rows) {
        return new BitMatrix(rows, columns);
    }

    /** @return the number of columns */
    public int columns() {
        return columns;
    }

    /** @return the rows' bits (a copy) */
    public long[] rows() {
        return rows.clone();
    }

    /** @return the number of rows */
    public int height() {
        return rows.length;
    }

    /** @return row r's bits */
    public long row(int r) {
        return rows[r];
    }

    /** @return the mask of {@code columns} ones */
    public static long full(int columns) {
        return columns == 64 ? -1L : (1L << columns) - 1;
    }

    /** @return the entry at (r, c) */
    public boolean get(int r, int c) {
        return (rows[r] >>> c & 1) != 0;
    }

    /** @return the columns (as bits) where some row has {@code bit} */
    public long columnsWith(boolean bit) {
        long out = 0;
        long full = full(columns);
        for (long row : rows) {
            out |= bit ? row : ~row & full;
        }
        return out;
    }

    /**
     * The canonical form: rows equal to {@code deadRow} dropped (they can no longer matter), then only the columns
     * in {@code keep}, packed, and rows and columns sorted (rows by their bits, columns by theirs read down the
     * sorted rows, twice over). Permuting rows and columns does not change these games, so the result is the same
     * game; isomorphic matrices often, not always, come out equal. O(rows × columns × log).
     */
    public BitMatrix canonical(long deadRow, long keep) {
        long[] kept = new long[rows.length];
        int k = 0;
        for (long r : rows) {
            if (r != deadRow) {
                kept[k++] = compress(r, keep);
            }
        }
        kept = Arrays.copyOf(kept, k);
        int width = Long.bitCount(keep);
        Arrays.sort(kept);
        if (k <= 57) {
            for (int round = 0; round < 2; round++) {
                kept = sortColumns(kept, width);
                Arrays.sort(kept);
            }
        }
        return new BitMatrix(kept, width);
    }

    /** @return the rows with their columns reordered by each column's bits down the rows (at most 57 rows) */
    private static long[] sortColumns(long[] rows, int width) {
        long[] key = new long[width];
        for (int c = 0; c < width; c++) {
            long column = 0;
            for (int r = 0; r < rows.length; r++) {
                column |= (rows[r] >>> c & 1) << (rows.length - 1 - r);
            }
            key[c] = column << 6 | c;
        }
        Arrays.sort(key);
        long[] out = new long[rows.length];
        for (int c = 0; c < width; c++) {
            int from = (int) (key[c] & 63);
            for (int r = 0; r < rows.length; r++) {
                out[r] |= (rows[r] >>> from & 1) << c;
            }
        }
        return out;
    }

    /** @return the bits of {@code value} at the positions set in {@code mask}, packed to the low end */
    public static long compress(long value, long mask) {
        long out = 0;
        int k = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            if ((value & Long.lowestOneBit(m)) != 0) {
                out |= 1L << k;
            }
            k++;
        }
        return out;
    }

    /** @return the rows as strings over the two letters, column 0 first */
    public String[] text(char zero, char one) {
        String[] out = new String[rows.length];
        for (int r = 0; r < rows.length; r++) {
            StringBuilder s = new StringBuilder(columns);
            for (int c = 0; c < columns; c++) {
                s.append(get(r, c) ? one : zero);
            }
            out[r] = s.toString();
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BitMatrix m && hash == m.hash && columns == m.columns && Arrays.equals(rows, m.rows);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return String.join("/", text('0', '1'));
    }
}
