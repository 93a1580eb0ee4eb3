package calhamer.strategy.matrix;

import java.util.Arrays;

/**
 * An immutable, non-empty, rectangular matrix of finite payoffs to the maximising player. Rows and columns are
 * numbered from 0.
 */
public final class PayoffMatrix {
    private final double[][] entries;
    private final int rows;
    private final int columns;

    private PayoffMatrix(double[][] entries) {
        this.entries = entries;
        this.rows = entries.length;
        this.columns = entries[0].length;
    }

    /**
     * A copy of the given entries.
     *
     * @throws IllegalArgumentException for no rows, an empty or missing row, rows of different lengths, or a NaN or
     *                                  infinite entry; the message names the row and column
     */
    public static PayoffMatrix of(double[][] entries) {
        if (entries == null || entries.length == 0) {
            throw new IllegalArgumentException("the matrix has no rows");
        }
        double[][] copy = new double[entries.length][];
        for (int r = 0; r < entries.length; r++) {
            if (entries[r] == null || entries[r].length == 0) {
                throw new IllegalArgumentException("row " + r + " of the matrix is empty");
            }
            if (entries[r].length != entries[0].length) {
                throw new IllegalArgumentException("the matrix is ragged: row " + r + " has " + entries[r].length
                        + " entries, row 0 has " + entries[0].length);
            }
            for (int c = 0; c < entries[r].length; c++) {
                if (!Double.isFinite(entries[r][c])) {
                    throw new IllegalArgumentException("entry at row " + r + ", column " + c + " is " + entries[r][c]
                            + "; entries must be finite numbers");
                }
            }
            copy[r] = entries[r].clone();
        }
        return new PayoffMatrix(copy);
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    /** The entry at a row and column. */
    public double get(int row, int column) {
        return entries[row][column];
    }

    /** A copy of the entries. */
    public double[][] toArray() {
        double[][] copy = new double[rows][];
        for (int r = 0; r < rows; r++) {
            copy[r] = entries[r].clone();
        }
        return copy;
    }

    /** The transposed matrix: rows become columns. */
    public PayoffMatrix transpose() {
        double[][] t = new double[columns][rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                t[c][r] = entries[r][c];
            }
        }
        return new PayoffMatrix(t);
    }

    /** The submatrix of the given rows and columns, in the given order. */
    public PayoffMatrix select(int[] keptRows, int[] keptColumns) {
        if (keptRows.length == 0 || keptColumns.length == 0) {
            throw new IllegalArgumentException("a submatrix needs at least one row and one column");
        }
        double[][] sub = new double[keptRows.length][keptColumns.length];
        for (int r = 0; r < keptRows.length; r++) {
            for (int c = 0; c < keptColumns.length; c++) {
                sub[r][c] = entries[keptRows[r]][keptColumns[c]];
            }
        }
        return new PayoffMatrix(sub);
    }

    /** The smallest entry. */
    public double min() {
        return Arrays.stream(entries).flatMapToDouble(Arrays::stream).min().orElseThrow();
    }

    /** The largest entry. */
    public double max() {
        return Arrays.stream(entries).flatMapToDouble(Arrays::stream).max().orElseThrow();
    }

    /** A·y: the expected payoff of each row against the column player's mixed strategy y. O(rows·columns). */
    public double[] rowPayoffs(double[] columnStrategy) {
        requireLength(columnStrategy, columns, "column strategy");
        double[] out = new double[rows];
        for (int r = 0; r < rows; r++) {
            double sum = 0;
            double[] row = entries[r];
            for (int c = 0; c < columns; c++) {
                sum += row[c] * columnStrategy[c];
            }
            out[r] = sum;
        }
        return out;
    }

    /** xᵀ·A: the expected payoff of each column against the row player's mixed strategy x. O(rows·columns). */
    public double[] columnPayoffs(double[] rowStrategy) {
        requireLength(rowStrategy, rows, "row strategy");
        double[] out = new double[columns];
        for (int r = 0; r < rows; r++) {
            double weight = rowStrategy[r];
            if (weight == 0) {
                continue;
            }
            double[] row = entries[r];
            for (int c = 0; c < columns; c++) {
                out[c] += weight * row[c];
            }
        }
        return out;
    }

    private static void requireLength(double[] vector, int length, String what) {
        if (vector.length != length) {
            throw new IllegalArgumentException(what + " has " + vector.length + " entries, expected " + length);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PayoffMatrix other && Arrays.deepEquals(entries, other.entries);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(entries);
    }

    @Override
    public String toString() {
        return rows + "x" + columns + " " + Arrays.deepToString(entries);
    }
}
