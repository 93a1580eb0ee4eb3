package calhamer.strategy.solve;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A concurrent transposition table from sums (sorted int arrays of component ids) to bounds on their Left score and
 * the index of the best option found, compact enough for millions of entries: keys live in one int pool per stripe
 * ({@code [length, ids...]}), slots in parallel arrays with open addressing, about 40 bytes an entry. The table is
 * split in 64 stripes by hash, each behind its own lock, so two workers rarely wait for each other. Bounds only
 * ever narrow: a put keeps the tighter of the old and new bound.
 */
final class BoundTable {
    /** About how many bytes an entry takes (slot arrays at three-quarters load, the key in its pool). */
    static final long ENTRY_BYTES = 48;

    /** What {@link #get} answers for a key it does not hold. */
    static final long MISSING = Long.MIN_VALUE;

    private static final int STRIPE_BITS = 6;
    private final Stripe[] stripes = new Stripe[1 << STRIPE_BITS];
    private final AtomicLong size = new AtomicLong();

    BoundTable() {
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new Stripe();
        }
    }

    /** @return the number of keys held */
    long size() {
        return size.get();
    }

    /** A well-mixed hash of a key (murmur3's finaliser over a multiplicative hash). */
    static int hash(int[] key) {
        int h = key.length;
        for (int id : key) {
            h = h * 0x9E3779B1 + id;
        }
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return h ^ (h >>> 16);
    }

    /** @return the entry of the key ({@link #lo}, {@link #hi}, {@link #best}) or {@link #MISSING} */
    long get(int[] key, int hash) {
        Stripe s = stripes[hash >>> (32 - STRIPE_BITS)];
        synchronized (s) {
            int slot = s.find(key, hash);
            return slot < 0 || s.offset[slot] == 0 ? MISSING : s.value[slot];
        }
    }

    /** Records bounds {@code lo ≤ Ls ≤ hi} and the best option index (or -1), narrowing what is already there. */
    void put(int[] key, int hash, int lo, int hi, int best) {
        Stripe s = stripes[hash >>> (32 - STRIPE_BITS)];
        synchronized (s) {
            int slot = s.find(key, hash);
            if (s.offset[slot] != 0) {
                long old = s.value[slot];
                lo = Math.max(lo, lo(old));
                hi = Math.min(hi, hi(old));
                if (best < 0) {
                    best = best(old);
                }
            } else {
                s.insert(slot, key, hash);
                size.incrementAndGet();
                if (s.count * 4 > s.offset.length * 3) {
                    s.grow();
                }
                slot = s.find(key, hash);
            }
            s.value[slot] = pack(lo, hi, best);
        }
    }

    static long pack(int lo, int hi, int best) {
        return ((long) (lo & 0xFFFFF) << 44) | ((long) (hi & 0xFFFFF) << 24) | (best & 0xFFFFFFL);
    }

    /** @return the lower bound of an entry */
    static int lo(long entry) {
        return (int) (entry >> 44);
    }

    /** @return the upper bound of an entry */
    static int hi(long entry) {
        return (int) (entry << 20 >> 44);
    }

    /** @return the best option index of an entry, -1 when none is known */
    static int best(long entry) {
        int b = (int) (entry & 0xFFFFFF);
        return b == 0xFFFFFF ? -1 : b;
    }

    /** One lock's share of the table. */
    private static final class Stripe {
        int[] offset = new int[64];
        int[] hashes = new int[64];
        long[] value = new long[64];
        int[] pool = new int[256];
        int used = 1;
        int count;

        /** @return the slot holding the key, or the empty slot where it belongs */
        int find(int[] key, int hash) {
            int mask = offset.length - 1;
            for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
                int at = offset[slot];
                if (at == 0 || hashes[slot] == hash && equal(at, key)) {
                    return slot;
                }
            }
        }

        private boolean equal(int at, int[] key) {
            if (pool[at] != key.length) {
                return false;
            }
            for (int i = 0; i < key.length; i++) {
                if (pool[at + 1 + i] != key[i]) {
                    return false;
                }
            }
            return true;
        }

        void insert(int slot, int[] key, int hash) {
            if (used + key.length + 1 > pool.length) {
                pool = Arrays.copyOf(pool, Math.max(pool.length * 2, used + key.length + 1));
            }
            pool[used] = key.length;
            System.arraycopy(key, 0, pool, used + 1, key.length);
            offset[slot] = used;
            hashes[slot] = hash;
            used += key.length + 1;
            count++;
        }

        void grow() {
            int[] oldOffset = offset;
            int[] oldHashes = hashes;
            long[] oldValue = value;
            int capacity = oldOffset.length * 2;
            offset = new int[capacity];
            hashes = new int[capacity];
            value = new long[capacity];
            int mask = capacity - 1;
            for (int i = 0; i < oldOffset.length; i++) {
                if (oldOffset[i] != 0) {
                    int slot = oldHashes[i] & mask;
                    while (offset[slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    offset[slot] = oldOffset[i];
                    hashes[slot] = oldHashes[i];
                    value[slot] = oldValue[i];
                }
            }
        }
    }
}
