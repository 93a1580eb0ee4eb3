package calhamer.strategy.search.social;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Arrays;

/**
 * A social-range matrix (Wilson, Zuckerman and Nau, "Modeling Social Preferences in Multi-player Games", AAMAS 2011,
 * section 3): for n players an n × n matrix whose entry c[i][j] in [−1, 1] says how much player i cares about player
 * j's utility (1 cooperative, 0 apathetic, −1 aggressive). Player i's <em>perceived utility</em> of a utility vector
 * U is row i times U; {@link #perceived(double[])} is the matrix–vector product c·U. Special cases: the identity is
 * Max-n (Property 1), {@link #paranoid} is the Paranoid assumption (Property 2). Immutable; O(n²) per product.
 */
public final class SocialRangeMatrix {
    private final double[][] c;

    private SocialRangeMatrix(double[][] c) {
        this.c = c;
    }

    /**
     * A copy of the given entries.
     *
     * @throws IllegalArgumentException when the matrix is empty or not square, or an entry is not in [−1, 1]
     */
    public static SocialRangeMatrix of(double[][] entries) {
        if (entries == null || entries.length == 0) {
            throw new IllegalArgumentException("a social-range matrix needs at least one player");
        }
        double[][] copy = new double[entries.length][];
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == null || entries[i].length != entries.length) {
                throw new IllegalArgumentException("a social-range matrix is square: row " + i + " needs "
                        + entries.length + " entries");
            }
            for (int j = 0; j < entries.length; j++) {
                if (!(entries[i][j] >= -1 && entries[i][j] <= 1)) {
                    throw new IllegalArgumentException("entry [" + i + "][" + j + "] = " + entries[i][j]
                            + " is not in [-1, 1]");
                }
            }
            copy[i] = entries[i].clone();
        }
        return new SocialRangeMatrix(copy);
    }

    /**
     * Reads a matrix given as JSON rows, e.g. {@code [[1, 0.5], [-0.2, 1]]}.
     *
     * @param players the size it must have
     * @throws IllegalArgumentException naming the row and column at fault
     */
    public static SocialRangeMatrix fromJson(JsonNode json, int players) {
        if (json == null || !json.isArray() || json.size() != players) {
            throw new IllegalArgumentException("a social-range matrix is " + players + " rows of " + players
                    + " numbers in [-1, 1]");
        }
        double[][] c = new double[players][players];
        for (int i = 0; i < players; i++) {
            JsonNode row = json.get(i);
            if (!row.isArray() || row.size() != players) {
                throw new IllegalArgumentException("row " + i + " of the social-range matrix needs " + players
                        + " numbers");
            }
            for (int j = 0; j < players; j++) {
                if (!row.get(j).isNumber()) {
                    throw new IllegalArgumentException("entry [" + i + "][" + j + "] of the social-range matrix is not "
                            + "a number");
                }
                c[i][j] = row.get(j).doubleValue();
            }
        }
        return of(c);
    }

    /** The identity: every player cares only about itself (Max-n, Property 1). */
    public static SocialRangeMatrix identity(int players) {
        double[][] c = new double[players][players];
        for (int i = 0; i < players; i++) {
            c[i][i] = 1;
        }
        return of(c);
    }

    /**
     * The Paranoid assumption from player i's point of view (Property 2): c[i][i] = 1, c[j][i] = −1 for every other
     * j, all other entries 0.
     */
    public static SocialRangeMatrix paranoid(int players, int i) {
        double[][] c = new double[players][players];
        for (int j = 0; j < players; j++) {
            c[j][i] = j == i ? 1 : -1;
        }
        return of(c);
    }

    /** @return the number of players */
    public int size() {
        return c.length;
    }

    /** @return c[i][j] */
    public double get(int i, int j) {
        return c[i][j];
    }

    /** @return a copy of row i */
    public double[] row(int i) {
        return c[i].clone();
    }

    /** @return a copy of the entries */
    public double[][] toArray() {
        double[][] copy = new double[c.length][];
        for (int i = 0; i < c.length; i++) {
            copy[i] = c[i].clone();
        }
        return copy;
    }

    /** @return the rows as JSON, the form {@link #fromJson} reads (and {@code agentOptions} take) */
    public JsonNode toJson() {
        ArrayNode rows = JsonNodeFactory.instance.arrayNode();
        for (double[] row : c) {
            ArrayNode r = rows.addArray();
            for (double x : row) {
                r.add(x);
            }
        }
        return rows;
    }

    /** @return this matrix with row i replaced */
    public SocialRangeMatrix withRow(int i, double[] row) {
        double[][] copy = toArray();
        copy[i] = row.clone();
        return of(copy);
    }

    /** @return player i's perceived utility of the utilities: Σ_j c[i][j] · utilities[j] */
    public double perceived(int i, double[] utilities) {
        requireLength(utilities);
        double sum = 0;
        for (int j = 0; j < c.length; j++) {
            sum += c[i][j] * utilities[j];
        }
        return sum;
    }

    /** @return every player's perceived utility: c · utilities */
    public double[] perceived(double[] utilities) {
        double[] out = new double[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = perceived(i, utilities);
        }
        return out;
    }

    /**
     * Theorem 3's granularity bound for player i: with every evaluation a multiple of δ in [0, maxEval], SOS makes
     * player i's choices exactly as Max-n does when δ exceeds this bound, (max Σ_{j≠i} c[i][j]·e'_j − min Σ_{j≠i}
     * c[i][j]·e_j) ÷ c[i][i] = maxEval · Σ_{j≠i} |c[i][j]| ÷ c[i][i].
     *
     * @throws IllegalArgumentException when c[i][i] is not positive (the theorem needs a positive self-weight)
     */
    public double maxNGranularity(int i, double maxEval) {
        if (c[i][i] <= 0) {
            throw new IllegalArgumentException("Theorem 3 needs c[" + i + "][" + i + "] > 0, not " + c[i][i]);
        }
        double others = 0;
        for (int j = 0; j < c.length; j++) {
            if (j != i) {
                others += Math.abs(c[i][j]);
            }
        }
        return maxEval * others / c[i][i];
    }

    private void requireLength(double[] utilities) {
        if (utilities.length != c.length) {
            throw new IllegalArgumentException(utilities.length + " utilities for " + c.length + " players");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SocialRangeMatrix m && Arrays.deepEquals(c, m.c);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(c);
    }

    @Override
    public String toString() {
        return Arrays.deepToString(c);
    }
}
