package calhamer.games.impartial;

import java.util.Arrays;

/**
 * A Boolean matrix of up to 64 columns, one {@code long} per row (bit c set: entry (r, c) is 1), with value
 * equality. The positions of Transverse Wave and Crosswise AND/OR, and the canonical form their components share:
 * rows that can play no part dropped, columns that can never be chosen dropped, the rest packed and rows sorted.
 *
 * @param columns the number of columns, 0 to 64
 * @param rows    the rows' bits
 */
public record BitMatrix(int columns, long[] rows) {

    public BitMatrix {
        if (columns < 0 || columns > 64) {
            throw new IllegalArgumentException("0 to 64 columns, not " + columns);
        }
        rows = rows.clone();
        for (long row : rows) {
            if ((row & ~full(columns)) != 0) {
                throw new IllegalArgumentException("a row has bits beyond column " + columns);
            }
        }
    }

    /** @return the rows' bits (a copy) */
    @Override
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
        for (long row : rows) {
            out |= bit ? row : ~row & full(columns);
        }
        return out;
    }

    /**
     * The canonical form: rows equal to {@code deadRow} dropped (they can no longer matter), then only the columns
     * in {@code keep}, packed in order, and rows sorted.
     */
    public BitMatrix canonical(long deadRow, long keep) {
        long[] kept = Arrays.stream(rows).filter(r -> r != deadRow).map(r -> compress(r, keep)).sorted()
                .toArray();
        return new BitMatrix(Long.bitCount(keep), kept);
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
        return o instanceof BitMatrix m && columns == m.columns && Arrays.equals(rows, m.rows);
    }

    @Override
    public int hashCode() {
        return 31 * columns + Arrays.hashCode(rows);
    }

    @Override
    public String toString() {
        return String.join("/", text('0', '1'));
    }
}
