package calhamer.strategy.solve;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A concurrent transposition table from sums (sorted int arrays of component ids) to bounds on their Left score and
 * the index of the best option found, compact enough for tens of millions of entries.
 *
 * <p>A key is encoded as bytes: the first id, then the gaps between successive ids, each as a variable-length
 * number of 7-bit groups (ids of a few hundred and small gaps take one or two bytes). A key of up to 7 bytes (most
 * sums of up to five components) lives inline in its slot's first word, with its length in the top byte; a longer
 * one lives in the stripe's byte pool, the slot's word holding a marker, 16 bits of the hash and the pool offset.
 * The second word of a slot is the entry. So a slot is 16 bytes, a lookup of an inline key reads one cache line,
 * and an entry with an inline key takes about 21 bytes at the table's load of at most three quarters.
 *
 * <p>The table is split in 64 stripes by hash, each behind its own lock, so two workers rarely wait for each other.
 * Bounds only ever narrow: a put keeps the tighter of the old and new bound. O(key length) per operation, expected.
 */
final class BoundTable {
    /** What {@link #get} answers for a key it does not hold. */
    static final long MISSING = Long.MIN_VALUE;

    private static final int STRIPE_BITS = 6;
    private static final long POOLED = 0xFFL << 56;
    private static final int INLINE_BYTES = 7;
    private final Stripe[] stripes = new Stripe[1 << STRIPE_BITS];
    private final AtomicLong size = new AtomicLong();
    private final AtomicLong bytes = new AtomicLong();

    BoundTable() {
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new Stripe();
            bytes.addAndGet(stripes[i].bytes());
        }
    }

    /** @return the number of keys held */
    long size() {
        return size.get();
    }

    /** @return the bytes the table's arrays take */
    long bytes() {
        return bytes.get();
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

    /** @return the key's bytes: the first id and the gaps after it, 7 bits a byte, the high bit for "more" */
    static byte[] encode(int[] key) {
        byte[] out = new byte[5 * key.length];
        int n = 0;
        int previous = 0;
        for (int id : key) {
            int v = id - previous;
            previous = id;
            while ((v & ~0x7F) != 0) {
                out[n++] = (byte) (v & 0x7F | 0x80);
                v >>>= 7;
            }
            out[n++] = (byte) v;
        }
        return Arrays.copyOf(out, n);
    }

    /** @return the slot word of a key of up to 7 bytes (its length in the top byte), or 0 if it is longer */
    static long inline(byte[] code) {
        if (code.length == 0 || code.length > INLINE_BYTES) {
            return 0;
        }
        long word = (long) code.length << 56;
        for (int i = 0; i < code.length; i++) {
            word |= (code[i] & 0xFFL) << (8 * i);
        }
        return word;
    }

    /** @return the entry of the key ({@link #lo}, {@link #hi}, {@link #best}) or {@link #MISSING} */
    long get(int[] key, int hash) {
        byte[] code = encode(key);
        long word = inline(code);
        Stripe s = stripes[hash >>> (32 - STRIPE_BITS)];
        synchronized (s) {
            int slot = s.find(word, code, hash);
            return s.slots[2 * slot] == 0 ? MISSING : s.slots[2 * slot + 1];
        }
    }

    /** Records bounds {@code lo ≤ Ls ≤ hi} and the best option index (or -1), narrowing what is already there. */
    void put(int[] key, int hash, int lo, int hi, int best) {
        byte[] code = encode(key);
        long word = inline(code);
        Stripe s = stripes[hash >>> (32 - STRIPE_BITS)];
        synchronized (s) {
            int slot = s.find(word, code, hash);
            if (s.slots[2 * slot] != 0) {
                long old = s.slots[2 * slot + 1];
                lo = Math.max(lo, lo(old));
                hi = Math.min(hi, hi(old));
                if (best < 0) {
                    best = best(old);
                }
            } else {
                long before = s.bytes();
                s.slots[2 * slot] = word != 0 ? word : s.pool(code, hash);
                size.incrementAndGet();
                if (++s.count * 4 > s.capacity() * 3) {
                    s.grow();
                    slot = s.find(word, code, hash);
                }
                bytes.addAndGet(s.bytes() - before);
            }
            s.slots[2 * slot + 1] = pack(lo, hi, best);
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

    /** One lock's share of the table: slots of two words (key, entry) and the pool of long keys. */
    private static final class Stripe {
        long[] slots = new long[2 * 64];
        byte[] pool = new byte[64];
        int used;
        int count;

        int capacity() {
            return slots.length / 2;
        }

        long bytes() {
            return 8L * slots.length + pool.length;
        }

        /** @return the slot holding the key, or the empty slot where it belongs */
        int find(long word, byte[] code, int hash) {
            int mask = capacity() - 1;
            for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
                long at = slots[2 * slot];
                if (at == 0 || (word != 0 ? at == word : pooledEquals(at, code, hash))) {
                    return slot;
                }
            }
        }

        private boolean pooledEquals(long at, byte[] code, int hash) {
            if ((at & POOLED) != POOLED || (int) (at >>> 40 & 0xFFFF) != (hash & 0xFFFF)) {
                return false;
            }
            int offset = (int) (at & 0xFFFFFFFFFFL);
            int length = (pool[offset] & 0xFF) | (pool[offset + 1] & 0xFF) << 8;
            return length == code.length && Arrays.equals(pool, offset + 2, offset + 2 + length, code, 0, length);
        }

        /** Stores a long key in the pool: two bytes of length, then its bytes; returns its slot word. */
        long pool(byte[] code, int hash) {
            if (code.length > 0xFFFF) {
                throw new IllegalArgumentException("a sum of " + code.length + " key bytes is too long");
            }
            if (used + code.length + 2 > pool.length) {
                pool = Arrays.copyOf(pool, Math.max(pool.length * 2, used + code.length + 2));
            }
            int offset = used;
            pool[used++] = (byte) code.length;
            pool[used++] = (byte) (code.length >>> 8);
            System.arraycopy(code, 0, pool, used, code.length);
            used += code.length;
            return POOLED | (long) (hash & 0xFFFF) << 40 | offset;
        }

        void grow() {
            long[] old = slots;
            slots = new long[old.length * 2];
            int mask = capacity() - 1;
            for (int i = 0; i < old.length; i += 2) {
                if (old[i] != 0) {
                    int slot = (int) rehash(old[i]) & mask;
                    while (slots[2 * slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    slots[2 * slot] = old[i];
                    slots[2 * slot + 1] = old[i + 1];
                }
            }
        }

        /** The key's hash again, from its bytes, for growing. */
        private long rehash(long word) {
            byte[] code;
            if ((word & POOLED) == POOLED) {
                int offset = (int) (word & 0xFFFFFFFFFFL);
                int length = (pool[offset] & 0xFF) | (pool[offset + 1] & 0xFF) << 8;
                code = Arrays.copyOfRange(pool, offset + 2, offset + 2 + length);
            } else {
                code = new byte[(int) (word >>> 56)];
                for (int i = 0; i < code.length; i++) {
                    code[i] = (byte) (word >>> (8 * i));
                }
            }
            return hash(decode(code));
        }
    }

    /** @return the ids of an encoded key */
    static int[] decode(byte[] code) {
        int[] out = new int[code.length];
        int n = 0;
        int previous = 0;
        for (int i = 0; i < code.length; ) {
            int v = 0;
            int shift = 0;
            byte b;
            do {
                b = code[i++];
                v |= (b & 0x7F) << shift;
                shift += 7;
            } while (b < 0);
            previous += v;
            out[n++] = previous;
        }
        return Arrays.copyOf(out, n);
    }
}
