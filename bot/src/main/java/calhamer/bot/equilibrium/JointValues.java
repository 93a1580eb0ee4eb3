package calhamer.bot.equilibrium;

import java.util.HashMap;
import java.util.Map;

/**
 * The roll-out values of joint candidates met during one search: per joint candidate (one candidate index per power,
 * packed exactly into a {@code long} when the indices fit in 63 bits) the mean of up to {@link #SAMPLES} roll-outs.
 * {@link #ask} lists, for one iteration, the joint candidates that still need a roll-out (each once) and remembers
 * where every power's alternatives are; {@link #record} folds the roll-outs in; {@link #utilities} reads every
 * power's value of each of its candidates. Without the packing (huge candidate lists) nothing is cached and every
 * alternative is rolled out each iteration. O(Σ|C_i|) per iteration besides the roll-outs. Not thread-safe.
 */
final class JointValues {
    /** Roll-outs averaged per joint candidate at most; later iterations read the mean. */
    static final int SAMPLES = 8;

    private final int[] sizes;
    private final int powers;
    private final int[] bits;
    private final boolean packed;
    private final Map<Long, double[]> mean = new HashMap<>();
    private final Map<Long, int[]> count = new HashMap<>();
    private final Map<Long, Integer> asked = new HashMap<>();
    private final long[][] keyOf;
    private final int[][] slot;
    /** The joint candidates of the current batch, one row per roll-out to play. */
    final int[][] batch;
    private final long[] batchKey;
    private int batchSize;

    JointValues(int[] sizes) {
        this.sizes = sizes.clone();
        this.powers = sizes.length;
        this.bits = new int[powers];
        int total = 0;
        int alternatives = 0;
        keyOf = new long[powers][];
        slot = new int[powers][];
        for (int p = 0; p < powers; p++) {
            bits[p] = 32 - Integer.numberOfLeadingZeros(sizes[p] + 1);
            total += bits[p];
            alternatives += sizes[p] > 1 ? sizes[p] : 0;
            keyOf[p] = new long[sizes[p]];
            slot[p] = new int[sizes[p]];
        }
        this.packed = total <= 63;
        this.batch = new int[alternatives][powers];
        this.batchKey = new long[alternatives];
    }

    /** @return how many joint candidates one iteration values: every alternative of every power with a choice */
    int perIteration() {
        return batch.length;
    }

    /**
     * Lists the roll-outs this iteration needs around the drawn joint candidate (each power's choice replaced by
     * each of its candidates in turn); {@code joint} is left as it came.
     *
     * @return how many rows of {@link #batch} to roll out
     */
    int ask(int[] joint) {
        asked.clear();
        batchSize = 0;
        for (int p = 0; p < powers; p++) {
            if (sizes[p] < 2) {
                continue;
            }
            int drawn = joint[p];
            for (int c = 0; c < sizes[p]; c++) {
                joint[p] = c;
                long key = packed ? key(joint) : 0;
                keyOf[p][c] = key;
                int[] n = packed ? count.get(key) : null;
                Integer earlier = packed ? asked.get(key) : null;
                if (n != null && n[0] >= SAMPLES) {
                    slot[p][c] = -1;
                } else if (earlier != null) {
                    slot[p][c] = earlier;
                } else {
                    System.arraycopy(joint, 0, batch[batchSize], 0, powers);
                    batchKey[batchSize] = key;
                    if (packed) {
                        asked.put(key, batchSize);
                    }
                    slot[p][c] = batchSize++;
                }
            }
            joint[p] = drawn;
        }
        return batchSize;
    }

    /** Folds the batch's roll-outs (row i: every power's value) into the means. */
    void record(double[][] results) {
        for (int i = 0; i < batchSize && packed; i++) {
            double[] v = mean.get(batchKey[i]);
            if (v == null) {
                mean.put(batchKey[i], results[i].clone());
                count.put(batchKey[i], new int[] {1});
            } else {
                int n = ++count.get(batchKey[i])[0];
                for (int q = 0; q < powers; q++) {
                    v[q] += (results[i][q] - v[q]) / n;
                }
            }
        }
    }

    /** Writes, for every power with a choice, the value of each of its candidates against the others' draw. */
    void utilities(double[][] results, double[][] utility) {
        for (int p = 0; p < powers; p++) {
            for (int c = 0; c < sizes[p] && sizes[p] > 1; c++) {
                utility[p][c] = packed ? mean.get(keyOf[p][c])[p] : results[slot[p][c]][p];
            }
        }
    }

    /** @return the joint candidate packed exactly (the constructor checked that the bits fit) */
    private long key(int[] joint) {
        long k = 0;
        for (int p = 0; p < powers; p++) {
            k = (k << bits[p]) | (joint[p] + 1);
        }
        return k;
    }
}
