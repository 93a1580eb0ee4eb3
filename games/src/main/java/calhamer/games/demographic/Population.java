package calhamer.games.demographic;

import java.util.Arrays;

/**
 * A Demographic Influence position (Burke, Ferland and Teng, Ruleset 10): a social network on vertices 0..n−1,
 * every vertex's threshold Θ (positive: uninfluenced, 0: weakly, negative: strongly influenced), and the
 * demographic groups, each a sorted set of vertices (they may overlap). Immutable, with value equality.
 *
 * @param thresholds   every vertex's Θ
 * @param neighbours   every vertex's friends, sorted
 * @param demographics the groups' members, each sorted
 */
public record Population(int[] thresholds, int[][] neighbours, int[][] demographics) {

    public Population {
        thresholds = thresholds.clone();
        neighbours = Arrays.stream(neighbours).map(int[]::clone).toArray(int[][]::new);
        demographics = Arrays.stream(demographics).map(int[]::clone).toArray(int[][]::new);
        if (neighbours.length != thresholds.length) {
            throw new IllegalArgumentException(neighbours.length + " neighbour lists for " + thresholds.length
                    + " vertices");
        }
    }

    @Override
    public int[] thresholds() {
        return thresholds.clone();
    }

    @Override
    public int[][] neighbours() {
        return Arrays.stream(neighbours).map(int[]::clone).toArray(int[][]::new);
    }

    @Override
    public int[][] demographics() {
        return Arrays.stream(demographics).map(int[]::clone).toArray(int[][]::new);
    }

    /** @return the number of vertices */
    public int size() {
        return thresholds.length;
    }

    /** @return the largest threshold in group k (0 when it has no member above 0) */
    public int most(int k) {
        int most = 0;
        for (int v : demographics[k]) {
            most = Math.max(most, thresholds[v]);
        }
        return most;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Population p && Arrays.equals(thresholds, p.thresholds)
                && Arrays.deepEquals(neighbours, p.neighbours) && Arrays.deepEquals(demographics, p.demographics);
    }

    @Override
    public int hashCode() {
        return (31 * Arrays.hashCode(thresholds) + Arrays.deepHashCode(neighbours)) * 31
                + Arrays.deepHashCode(demographics);
    }

    @Override
    public String toString() {
        return "Population(" + Arrays.toString(thresholds) + ", " + Arrays.deepToString(neighbours) + ", "
                + Arrays.deepToString(demographics) + ")";
    }
}
