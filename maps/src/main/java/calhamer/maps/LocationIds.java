package calhamer.maps;

import java.util.List;

/**
 * A map's locations by exact id ({@code VIE}, {@code STP/NC}), found from a string or from a range of characters
 * (as a streaming JSON parser holds a value) without making a string: an open-addressing table built once per map,
 * at least twice as many slots as locations, probed linearly, hashed as {@link String#hashCode()} hashes. O(length
 * of the id) a look-up.
 */
final class LocationIds {
    private final String[] ids;
    private final Location[] locations;
    private final int mask;

    /** @throws IllegalArgumentException when two locations have one id */
    LocationIds(List<Location> all) {
        int slots = 4;
        while (slots < 2 * all.size()) {
            slots <<= 1;
        }
        ids = new String[slots];
        locations = new Location[slots];
        mask = slots - 1;
        for (Location l : all) {
            String id = l.id();
            int i = slot(id.hashCode());
            for (; ids[i] != null; i = (i + 1) & mask) {
                if (ids[i].equals(id)) {
                    throw new IllegalArgumentException("two locations have the id " + id);
                }
            }
            ids[i] = id;
            locations[i] = l;
        }
    }

    /** @return the location whose id is exactly the text, or null */
    Location get(String id) {
        if (id == null) {
            return null;
        }
        for (int i = slot(id.hashCode()); ids[i] != null; i = (i + 1) & mask) {
            if (ids[i].equals(id)) {
                return locations[i];
            }
        }
        return null;
    }

    /** @return the location whose id is exactly {@code text[offset, offset + length)}, or null */
    Location get(char[] text, int offset, int length) {
        int hash = 0;
        for (int j = 0; j < length; j++) {
            hash = 31 * hash + text[offset + j];
        }
        for (int i = slot(hash); ids[i] != null; i = (i + 1) & mask) {
            if (same(ids[i], text, offset, length)) {
                return locations[i];
            }
        }
        return null;
    }

    /** @return the location whose id is exactly {@code text[from, to)}, or null */
    Location get(String text, int from, int to) {
        int hash = 0;
        for (int j = from; j < to; j++) {
            hash = 31 * hash + text.charAt(j);
        }
        for (int i = slot(hash); ids[i] != null; i = (i + 1) & mask) {
            String id = ids[i];
            if (id.length() == to - from && text.regionMatches(from, id, 0, id.length())) {
                return locations[i];
            }
        }
        return null;
    }

    private int slot(int hash) {
        return (hash ^ (hash >>> 16)) & mask;
    }

    private static boolean same(String id, char[] text, int offset, int length) {
        if (id.length() != length) {
            return false;
        }
        for (int j = 0; j < length; j++) {
            if (id.charAt(j) != text[offset + j]) {
                return false;
            }
        }
        return true;
    }
}
