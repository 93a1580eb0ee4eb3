package calhamer.games.nodekayles;

import java.util.Arrays;

/**
 * A hash table from non-empty vertex sets of one graph (bit sets of a fixed number of 64-bit words, read from a
 * caller's buffer) to small values, by open addressing with linear probing: the keys inline in one {@code long[]},
 * the values in a {@code char[]}, so an entry of a graph of up to 64 vertices takes about 20 bytes at the table's
 * load of at most one half, and a lookup usually touches one cache line. O(words) per operation, expected.
 *
 * <p>A table of one-word keys may be shared by the threads of one solve ({@link OptionRace}), for what the solvers keep
 * in it: facts that only grow (a value replaced by one that says at least as much, or by an older one, which says less
 * but nothing false). Writes take the table's lock; reads take none, reading the slots as published by the last growth
 * (one volatile read). A read racing a write may miss it (absent, or the value before), never see a value of another
 * set: a slot holds one set from its first write on (a one-word key is written at once), and its value starts at 0,
 * which the solvers read as nothing known. Keys of several words are written a word at a time, so such a table is for
 * one thread.
 */
final class SetTable {
    private final int words;
    private volatile Slots slots;
    private volatile int size;
    private final long[] single = new long[1];

    /** The table's arrays, replaced whole when it grows. */
    private record Slots(long[] keys, char[] values, int mask) {
        Slots(int words, int mask) {
            this(new long[(mask + 1) * words], new char[mask + 1], mask);
        }
    }

    /** @param words the words of every key */
    SetTable(int words) {
        this.words = words;
        this.slots = new Slots(words, (1 << 10) - 1);
    }

    /** @return the number of keys held */
    int size() {
        return size;
    }

    /** @return about how many bytes the table takes */
    long bytes() {
        return (slots.mask() + 1L) * (8L * words + 2);
    }

    /** @return the value of the set held in {@code buffer} from {@code at}, or −1 when absent */
    int get(long[] buffer, int at) {
        Slots s = slots;
        long[] keys = s.keys();
        for (int slot = slot(buffer, at, s.mask()); ; slot = (slot + 1) & s.mask()) {
            int k = slot * words;
            long first = keys[k];
            if (first == buffer[at] && (words == 1 || equal(keys, k, buffer, at))) {
                return s.values()[slot];
            }
            if (first == 0 && (words == 1 || isEmpty(keys, k))) {
                return -1;
            }
        }
    }

    /** @return the value of the one-word set, or −1 when absent (a table of one-word keys) */
    int get(long set) {
        Slots s = slots;
        long[] keys = s.keys();
        for (int slot = slot(set, s.mask()); ; slot = (slot + 1) & s.mask()) {
            long key = keys[slot];
            if (key == set) {
                return s.values()[slot];
            }
            if (key == 0) {
                return -1;
            }
        }
    }

    /** Records the value (0..65,535) of the one-word set (a table of one-word keys). */
    synchronized void put(long set, int value) {
        single[0] = set;
        put(single, 0, value);
    }

    /** Records the value (0..65,535) of the set held in {@code buffer} from {@code at}. */
    synchronized void put(long[] buffer, int at, int value) {
        if (value < 0 || value > Character.MAX_VALUE) {
            throw new IllegalArgumentException("a value 0.." + (int) Character.MAX_VALUE + ", not " + value);
        }
        if (2 * (size + 1) > slots.mask() + 1) {
            grow();
        }
        if (insert(slots, buffer, at, value)) {
            size++;
        }
    }

    /** @return whether the set was new */
    private boolean insert(Slots s, long[] buffer, int at, int value) {
        long[] keys = s.keys();
        for (int slot = slot(buffer, at, s.mask()); ; slot = (slot + 1) & s.mask()) {
            int k = slot * words;
            if (keys[k] == 0 && isEmpty(keys, k)) {
                s.values()[slot] = (char) value;
                System.arraycopy(buffer, at, keys, k, words);
                return true;
            }
            if (equal(keys, k, buffer, at)) {
                s.values()[slot] = (char) value;
                return false;
            }
        }
    }

    private void grow() {
        Slots old = slots;
        Slots grown = new Slots(words, old.mask() * 2 + 1);
        for (int slot = 0; slot < old.values().length; slot++) {
            if (!isEmpty(old.keys(), slot * words)) {
                insert(grown, old.keys(), slot * words, old.values()[slot]);
            }
        }
        slots = grown;
    }

    private boolean isEmpty(long[] array, int k) {
        for (int i = 0; i < words; i++) {
            if (array[k + i] != 0) {
                return false;
            }
        }
        return true;
    }

    private boolean equal(long[] keys, int k, long[] buffer, int at) {
        return Arrays.equals(keys, k, k + words, buffer, at, at + words);
    }

    private int slot(long[] buffer, int at, int mask) {
        long h = 0;
        for (int i = 0; i < words; i++) {
            h = (h ^ buffer[at + i]) * 0x9E3779B97F4A7C15L;
        }
        return mixed(h, mask);
    }

    private static int slot(long set, int mask) {
        return mixed(set * 0x9E3779B97F4A7C15L, mask);
    }

    private static int mixed(long h, int mask) {
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (int) h & mask;
    }
}
