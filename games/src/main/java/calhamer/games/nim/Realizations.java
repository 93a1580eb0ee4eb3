package calhamer.games.nim;

import java.util.Arrays;

/**
 * A Demi-Quantum Nim position (Burke, Ferland and Teng, section 3.2): a superposition of Nim positions over the
 * same piles, one row per realization. Immutable, with value equality.
 *
 * @param piles the number of piles
 * @param rows  each realization's pile sizes
 */
public record Realizations(int piles, int[][] rows) {

    public Realizations {
        rows = Arrays.stream(rows).map(int[]::clone).toArray(int[][]::new);
        for (int[] row : rows) {
            if (row.length != piles) {
                throw new IllegalArgumentException("every realization has " + piles + " piles");
            }
        }
    }

    @Override
    public int[][] rows() {
        return Arrays.stream(rows).map(int[]::clone).toArray(int[][]::new);
    }

    /** @return pile k's size in realization r */
    public int get(int r, int k) {
        return rows[r][k];
    }

    /** @return the number of realizations */
    public int count() {
        return rows.length;
    }

    /** @return the largest size of pile k over the realizations */
    public int most(int k) {
        int most = 0;
        for (int[] row : rows) {
            most = Math.max(most, row[k]);
        }
        return most;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Realizations r && piles == r.piles && Arrays.deepEquals(rows, r.rows);
    }

    @Override
    public int hashCode() {
        return 31 * piles + Arrays.deepHashCode(rows);
    }

    @Override
    public String toString() {
        return Arrays.deepToString(rows);
    }
}
