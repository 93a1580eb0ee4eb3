package calhamer.influence.diplomacy;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A read-only map name → number over an array, in index order: what {@link Standings} hands to a serialiser. An
 * answer of the influence endpoint holds 7 × 75 province values; copying them into hash maps (hashing, boxing,
 * resizing) cost an eighth of the request. Iteration is O(1) per entry; {@link #get} is O(n) (nothing looks values
 * up by name in these maps but tests). Equal to any map with the same entries. Written as JSON by {@link Json}
 * straight from the array, the object a map serialiser would write, without an entry and a boxed number per value.
 */
@JsonSerialize(using = ValuesByName.Json.class)
final class ValuesByName extends AbstractMap<String, Double> {
    private final IntFunction<String> name;
    private final double[] values;

    /**
     * @param name   the name of index i
     * @param values the values by index; not copied, so never to be changed afterwards
     */
    ValuesByName(IntFunction<String> name, double[] values) {
        this.name = name;
        this.values = values;
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public Set<Map.Entry<String, Double>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return values.length;
            }

            @Override
            public Iterator<Map.Entry<String, Double>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Map.Entry<String, Double> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(name.apply(i), values[i]);
                    }
                };
            }
        };
    }

    /** Writes {@code {"name": value, ...}} in index order: the bytes Jackson's map serialiser writes for it. */
    static final class Json extends StdSerializer<ValuesByName> {
        private static final long serialVersionUID = 1L;

        Json() {
            super(ValuesByName.class);
        }

        @Override
        public void serialize(ValuesByName map, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeStartObject(map);
            for (int i = 0; i < map.values.length; i++) {
                json.writeFieldName(map.name.apply(i));
                json.writeNumber(map.values[i]);
            }
            json.writeEndObject();
        }
    }
}
