package calhamer.strategy.matrix;

import java.util.SplittableRandom;

/** Random payoff matrices from fixed seeds, for property tests. */
final class RandomMatrices {

    private RandomMatrices() {
    }

    /** Uniform entries in [-1, 1). */
    static PayoffMatrix uniform(long seed, int rows, int columns) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] entries = new double[rows][columns];
        for (double[] row : entries) {
            for (int c = 0; c < columns; c++) {
                row[c] = random.nextDouble(-1, 1);
            }
        }
        return PayoffMatrix.of(entries);
    }

    /** Small integer entries in [0, levels), so that ties, duplicates and weak dominance are common. */
    static PayoffMatrix integers(long seed, int rows, int columns, int levels) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] entries = new double[rows][columns];
        for (double[] row : entries) {
            for (int c = 0; c < columns; c++) {
                row[c] = random.nextInt(levels);
            }
        }
        return PayoffMatrix.of(entries);
    }

    /** Random dimensions between 1 and max from the seed, then {@link #integers}. */
    static PayoffMatrix anyShape(long seed, int max, int levels) {
        SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        return integers(seed, 1 + random.nextInt(max), 1 + random.nextInt(max), levels);
    }
}
