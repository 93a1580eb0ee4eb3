package calhamer.games.nodekayles;

import java.util.Arrays;

/**
 * A hash table from non-empty vertex sets of one graph (bit sets of a fixed number of 64-bit words, read from a
 * caller's buffer) to small values, by open addressing with linear probing: the keys inline in one {@code long[]},
 * the values in a {@code char[]}, so an entry of a graph of up to 64 vertices takes about 20 bytes at the table's
 * load of at most one half, and a lookup usually touches one cache line. O(words) per operation, expected.
 */
final class SetTable {
    private final int words;
    private long[] keys;
    private char[] values;
    private int mask;
    private int size;
    private final long[] single = new long[1];

    /** @param words the words of every key */
    SetTable(int words) {
        this.words = words;
        this.mask = (1 << 10) - 1;
        this.keys = new long[(mask + 1) * words];
        this.values = new char[mask + 1];
    }

    /** @return the number of keys held */
    int size() {
        return size;
    }

    /** @return about how many bytes the table takes */
    long bytes() {
        return (mask + 1L) * (8L * words + 2);
    }

    /** @return the value of the set held in {@code buffer} from {@code at}, or −1 when absent */
    int get(long[] buffer, int at) {
        for (int slot = slot(buffer, at); ; slot = (slot + 1) & mask) {
            int k = slot * words;
            long first = keys[k];
            if (first == buffer[at] && (words == 1 || equal(k, buffer, at))) {
                return values[slot];
            }
            if (first == 0 && (words == 1 || empty(k))) {
                return -1;
            }
        }
    }

    /** @return the value of the one-word set, or −1 when absent (a table of one-word keys) */
    int get(long set) {
        for (int slot = slot(set); ; slot = (slot + 1) & mask) {
            long key = keys[slot];
            if (key == set) {
                return values[slot];
            }
            if (key == 0) {
                return -1;
            }
        }
    }

    /** Records the value (0..65,535) of the one-word set (a table of one-word keys). */
    void put(long set, int value) {
        single[0] = set;
        put(single, 0, value);
    }

    /** Records the value (0..65,535) of the set held in {@code buffer} from {@code at}. */
    void put(long[] buffer, int at, int value) {
        if (value < 0 || value > Character.MAX_VALUE) {
            throw new IllegalArgumentException("a value 0.." + (int) Character.MAX_VALUE + ", not " + value);
        }
        if (2 * (size + 1) > mask + 1) {
            grow();
        }
        insert(buffer, at, value);
    }

    private void insert(long[] buffer, int at, int value) {
        int slot = slot(buffer, at);
        while (true) {
            int k = slot * words;
            if (keys[k] == 0 && empty(k)) {
                System.arraycopy(buffer, at, keys, k, words);
                values[slot] = (char) value;
                size++;
                return;
            }
            if (equal(k, buffer, at)) {
                values[slot] = (char) value;
                return;
            }
            slot = (slot + 1) & mask;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        char[] oldValues = values;
        mask = mask * 2 + 1;
        keys = new long[(mask + 1) * words];
        values = new char[mask + 1];
        size = 0;
        for (int slot = 0; slot < oldValues.length; slot++) {
            if (!isEmpty(oldKeys, slot * words)) {
                insert(oldKeys, slot * words, oldValues[slot]);
            }
        }
    }

    private boolean isEmpty(long[] array, int k) {
        for (int i = 0; i < words; i++) {
            if (array[k + i] != 0) {
                return false;
            }
        }
        return true;
    }

    private boolean empty(int k) {
        return isEmpty(keys, k);
    }

    private boolean equal(int k, long[] buffer, int at) {
        return Arrays.equals(keys, k, k + words, buffer, at, at + words);
    }

    private int slot(long[] buffer, int at) {
        long h = 0;
        for (int i = 0; i < words; i++) {
            h = (h ^ buffer[at + i]) * 0x9E3779B97F4A7C15L;
        }
        return mixed(h);
    }

    private int slot(long set) {
        return mixed(set * 0x9E3779B97F4A7C15L);
    }

    private int mixed(long h) {
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (int) h & mask;
    }
}
