package calhamer.wire.positions;

import calhamer.adjudicator.position.PositionRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One field of a position of the shape {@code {"POWER": [item, ...], ...}} ({@code units}, {@code centers},
 * {@code dislodged}), read from a token stream item by item, each item read into a value or a problem of its own.
 * What depends on other items (two units in a province, a centre owned twice) is judged afterwards, over
 * {@link #entries()} in order. A power given twice keeps its first place and its last list, as in a JSON tree. The
 * items of every list are kept in one array (a list of its own per power cost a tenth of reading a position).
 * O(items).
 *
 * @param <T> what an item is read into
 */
final class PowerLists<T> {
    /** Reads one item, the parser at its first token and afterwards at its last. */
    interface ItemReader<T> {
        /**
         * @param entry the power's list, to which the item's problems go ({@link Entry#problem})
         * @param index the item's index in the list
         * @return the value, or null when the item has a problem
         */
        T read(JsonParser p, Power power, Entry<?> entry, int index) throws IOException;
    }

    /** A problem of item {@code index} at {@code field}. */
    record ItemProblem(int index, String field, String message) {
    }

    /**
     * One power's list: its key as given, the power (null when the map has none of that name), a problem of the
     * list as a whole (or null), each item's value (null for an item with a problem) and the items' problems in
     * item order.
     */
    static final class Entry<T> {
        final String field;
        final String key;
        final Power power;
        String problem;
        private final ArrayList<T> all;
        private final int start;
        private int size;
        /** The items' problems in item order, made at the first one. */
        List<ItemProblem> problems = List.of();

        private Entry(String field, String key, Power power, ArrayList<T> all) {
            this.field = field;
            this.key = key;
            this.power = power;
            this.all = all;
            this.start = all.size();
        }

        /** @return the number of items */
        int size() {
            return size;
        }

        /** @return item {@code i}'s value, or null when it has a problem */
        T value(int i) {
            return all.get(start + i);
        }

        /** @return every field's items, this list's from {@link #start()} on */
        ArrayList<T> all() {
            return all;
        }

        /** @return where this list's items begin in {@link #all()} */
        int start() {
            return start;
        }

        /** @return where item {@code index} is: {@code units.FRANCE[0]} */
        String where(int index) {
            return field + "." + key + "[" + index + "]";
        }

        /** Names a problem of item {@code index}, or of one of its fields ({@code sub}: {@code .unit}, or empty). */
        void problem(int index, String sub, String message) {
            if (problems.isEmpty()) {
                problems = new ArrayList<>();
            }
            problems.add(new ItemProblem(index, where(index) + sub, message));
        }
    }

    private final String field;
    private final ArrayList<T> values = new ArrayList<>(40);
    private final ArrayList<Entry<T>> entries = new ArrayList<>(8);
    /** Where the list of each power of the map is in {@link #entries}, plus one; 0 for none yet. */
    private final int[] placeOf;
    /** The field's own problem (not an object), or null. */
    private String problem;
    /** Distinct keys given: a JSON tree's size of the field (0 when it is not an object). */
    private int size;

    private PowerLists(String field, int powers) {
        this.field = field;
        this.placeOf = new int[powers];
    }

    /**
     * Reads the field's value, the parser at its first token and afterwards at its last.
     *
     * @param field the field's name, the start of every problem's place
     */
    static <T> PowerLists<T> read(JsonParser p, DiplomacyMap map, String field, ItemReader<T> reader)
            throws IOException {
        PowerLists<T> lists = new PowerLists<>(field, map.powers().size());
        JsonToken start = p.currentToken();
        if (start != JsonToken.START_OBJECT) {
            lists.problem = "expected an object of power → list";
            lists.size = Tokens.size(p);
            return lists;
        }
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String key = p.currentName();
            p.nextToken();
            Entry<T> entry = new Entry<>(field, key, map.findPower(key).orElse(null), lists.values);
            lists.put(entry);
            if (entry.power == null) {
                entry.problem = PositionRules.unknownPower(map, key);
                p.skipChildren();
            } else if (p.currentToken() != JsonToken.START_ARRAY) {
                entry.problem = "expected a list";
                p.skipChildren();
            } else {
                for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
                    lists.values.add(reader.read(p, entry.power, entry, entry.size));
                    entry.size++;
                }
            }
        }
        return lists;
    }

    /** Adds an entry, or replaces the one of the same key in its place (a power's found by its index). */
    private void put(Entry<T> entry) {
        if (entry.power != null && placeOf[entry.power.index()] > 0) {
            entries.set(placeOf[entry.power.index()] - 1, entry);
            return;
        }
        for (int i = 0; entry.power == null && i < entries.size(); i++) {
            if (entries.get(i).key.equals(entry.key)) {
                entries.set(i, entry);
                return;
            }
        }
        entries.add(entry);
        size++;
        if (entry.power != null) {
            placeOf[entry.power.index()] = entries.size();
        }
    }

    /** @return the problem of the field as a whole (its value is not an object), or null */
    String problem() {
        return problem;
    }

    /** @return what a JSON tree counts as the value's size: distinct keys of an object, elements of an array */
    int size() {
        return size;
    }

    /** @return the powers' lists, in the order their keys were first given */
    List<Entry<T>> entries() {
        return entries;
    }
}
