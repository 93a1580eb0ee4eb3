package calhamer.games.nim;

import java.util.Arrays;

/**
 * A Nim position: heap sizes. Immutable, with value equality.
 *
 * @param sizes the heaps, each 0 or more
 */
public record Heaps(int[] sizes) {

    public Heaps {
        sizes = sizes.clone();
    }

    @Override
    public int[] sizes() {
        return sizes.clone();
    }

    /** @return the size of one heap */
    public int size(int heap) {
        return sizes[heap];
    }

    /** @return the number of heaps */
    public int count() {
        return sizes.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Heaps h && Arrays.equals(sizes, h.sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes);
    }

    @Override
    public String toString() {
        return Arrays.toString(sizes);
    }
}
