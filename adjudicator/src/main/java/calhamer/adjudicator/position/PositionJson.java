package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The JSON form of a position, the one every API uses:
 * <pre>{"phase": "S1901M", "units": {"FRANCE": ["A PAR", "F BRE", "F STP/NC"]}, "centers": {"FRANCE": ["PAR", "BRE"]},
 *  "dislodged": {"AUSTRIA": [{"unit": "F TRI", "attackerFrom": "TYR"}]}, "contested": ["ALB"]}</pre>
 * Powers are upper case; {@code dislodged} and {@code contested} appear only in retreat phases ({@code attackerFrom}
 * is null when the attacker came by convoy). Reading checks everything and refuses a malformed position as a whole,
 * naming every problem ({@link InvalidPositionException}); writing gives the canonical form (powers in map order,
 * units in board order, centres in province order).
 */
public final class PositionJson {
    private static final SerializableString PHASE = new SerializedString("phase");
    private static final SerializableString UNITS = new SerializedString("units");
    private static final SerializableString CENTERS = new SerializedString("centers");
    private static final SerializableString DISLODGED = new SerializedString("dislodged");
    private static final SerializableString CONTESTED = new SerializedString("contested");
    private static final SerializableString UNIT = new SerializedString("unit");
    private static final SerializableString ATTACKER_FROM = new SerializedString("attackerFrom");

    private PositionJson() {
    }

    /** The mapper of the tree and text forms, made when first used: streaming a position to a generator needs none. */
    private static final class Trees {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /**
     * Reads a position.
     *
     * @throws InvalidPositionException naming every problem
     */
    public static Position read(DiplomacyMap map, String json) {
        JsonNode root;
        try {
            root = Trees.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new InvalidPositionException(List.of(new PositionProblem("$",
                    "not valid JSON: " + e.getOriginalMessage())));
        }
        return read(map, root);
    }

    /**
     * Reads a position from a JSON tree.
     *
     * @throws InvalidPositionException naming every problem
     */
    public static Position read(DiplomacyMap map, JsonNode root) {
        return new PositionReader(map).read(root);
    }

    /**
     * Reads a plain position from a token stream without a tree ({@link PlainPositionReader}: movement and adjustment
     * positions with nothing wrong, units written {@code "A PAR"}), or gives null so that the caller reads the
     * document by {@link #read(DiplomacyMap, JsonNode)}, which names every problem. Both read a plain position
     * alike ({@code PositionJsonTest}).
     *
     * @param parser at the position's {@code START_OBJECT}; after a position, at its {@code END_OBJECT}
     * @throws IOException when the parser cannot read (malformed JSON)
     */
    public static Position readPlain(DiplomacyMap map, JsonParser parser) throws IOException {
        return PlainPositionReader.read(map, parser);
    }

    /** @return the canonical JSON text of a position */
    public static String write(Position position) {
        StringWriter text = new StringWriter(512);
        try (JsonGenerator gen = Trees.MAPPER.getFactory().createGenerator(text)) {
            write(position, gen);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /** @return the canonical JSON tree of a position (what {@link #write(Position, JsonGenerator)} writes) */
    public static ObjectNode toTree(Position position) {
        try (TokenBuffer buffer = new TokenBuffer(Trees.MAPPER, false)) {
            write(position, buffer);
            return Trees.MAPPER.readTree(buffer.asParser());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the canonical form of a position, the one writer of it: O(units + provinces), streamed.
     *
     * @throws IOException when the generator cannot write
     */
    public static void write(Position position, JsonGenerator gen) throws IOException {
        DiplomacyMap map = position.map();
        gen.writeStartObject();
        gen.writeFieldName(PHASE);
        gen.writeString(position.phase().toString());
        char[] unitText = new char[16];
        writeByPower(gen, UNITS, map.powers(), position.units(), Unit::power, (g, u) -> writeUnit(g, u, unitText));
        writeByPower(gen, CENTERS, map.powers(), map.supplyCenters(), position::owner, (g, p) -> g.writeString(p.id()));
        if (position.phase().type() == PhaseType.RETREAT) {
            writeRetreat(position, gen);
        }
        gen.writeEndObject();
    }

    /** Writes one item of a list. */
    @FunctionalInterface
    private interface ItemWriter<T> {
        void write(JsonGenerator gen, T item) throws IOException;
    }

    /**
     * Writes an object of power → list of items, powers in map order, each list the items of that power in their
     * order, powers without items left out. O(powers + items): each item's owner is asked once and the items are
     * grouped by owner in one counting pass.
     */
    private static <T> void writeByPower(JsonGenerator gen, SerializableString field, List<Power> powers, List<T> items,
                                         Function<T, Power> owner, ItemWriter<T> writer) throws IOException {
        int[] ownerOf = new int[items.size()];
        int[] end = new int[powers.size() + 1];   // end[k + 1]: items owned by powers 0..k, once summed
        for (int i = 0; i < ownerOf.length; i++) {
            Power p = owner.apply(items.get(i));
            ownerOf[i] = p == null ? -1 : p.index();
            if (p != null) {
                end[p.index() + 1]++;
            }
        }
        for (int k = 0; k < powers.size(); k++) {
            end[k + 1] += end[k];
        }
        int[] grouped = new int[end[powers.size()]];
        int[] next = end.clone();
        for (int i = 0; i < ownerOf.length; i++) {
            if (ownerOf[i] >= 0) {
                grouped[next[ownerOf[i]]++] = i;
            }
        }
        gen.writeFieldName(field);
        gen.writeStartObject();
        for (Power power : powers) {
            int from = end[power.index()];
            int to = end[power.index() + 1];
            if (from < to) {
                gen.writeArrayFieldStart(power.name());
                for (int j = from; j < to; j++) {
                    writer.write(gen, items.get(grouped[j]));
                }
                gen.writeEndArray();
            }
        }
        gen.writeEndObject();
    }

    /** Writes a unit as {@link Unit#toString()} does ({@code "F STP/SC"}), through a buffer rather than a string. */
    private static void writeUnit(JsonGenerator gen, Unit unit, char[] buffer) throws IOException {
        String id = unit.location().id();
        buffer[0] = unit.type().letter();
        buffer[1] = ' ';
        int length = 2 + id.length();
        char[] text = length <= buffer.length ? buffer : Arrays.copyOf(buffer, length);
        id.getChars(0, id.length(), text, 2);
        gen.writeString(text, 0, length);
    }

    private static void writeRetreat(Position position, JsonGenerator gen) throws IOException {
        DiplomacyMap map = position.map();
        gen.writeFieldName(DISLODGED);
        gen.writeStartObject();
        for (Power power : map.powers()) {
            boolean open = false;
            for (DislodgedUnit d : position.dislodged()) {
                if (d.unit().power().equals(power)) {
                    if (!open) {
                        gen.writeArrayFieldStart(power.name());
                        open = true;
                    }
                    gen.writeStartObject();
                    gen.writeFieldName(UNIT);
                    gen.writeString(d.unit().toString());
                    gen.writeFieldName(ATTACKER_FROM);
                    gen.writeString(d.attackerFrom() == null ? null : d.attackerFrom().id());
                    gen.writeEndObject();
                }
            }
            if (open) {
                gen.writeEndArray();
            }
        }
        gen.writeEndObject();
        gen.writeFieldName(CONTESTED);
        gen.writeStartArray();
        for (Province p : map.provinces()) {
            if (position.contested().contains(p)) {
                gen.writeString(p.id());
            }
        }
        gen.writeEndArray();
    }
}
