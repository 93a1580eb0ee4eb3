package calhamer.bot.rollout;

import java.util.random.RandomGenerator;

/**
 * A reseedable random generator for roll-outs: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
 * number generators", OOPSLA 2014), the generator behind {@code SplittableRandom}, without allocation when reseeded.
 * O(1) per number. Not thread-safe.
 */
public final class SplitMix implements RandomGenerator {
    private long state;

    public SplitMix(long seed) {
        this.state = seed;
    }

    /** Restarts the sequence from a seed. */
    public void reseed(long seed) {
        this.state = seed;
    }

    @Override
    public long nextLong() {
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        return (int) (((nextLong() >>> 33) * bound) >>> 31);
    }

    /** @return a well-mixed seed from two numbers (for per-iteration, per-power seeds) */
    public static long mix(long a, long b) {
        long z = a * 0x9E3779B97F4A7C15L + b;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
