package calhamer.wire.positions;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Writes the canonical form of a position ({@link PositionJson}): powers in map order, units in board order, centres
 * in province order, field names pre-encoded, units through one buffer rather than a string each. O(units +
 * provinces), streamed.
 */
final class PositionWriter {
    private static final SerializableString PHASE = new SerializedString("phase");
    private static final SerializableString UNITS = new SerializedString("units");
    private static final SerializableString CENTERS = new SerializedString("centers");
    private static final SerializableString DISLODGED = new SerializedString("dislodged");
    private static final SerializableString CONTESTED = new SerializedString("contested");
    private static final SerializableString UNIT = new SerializedString("unit");
    private static final SerializableString ATTACKER_FROM = new SerializedString("attackerFrom");

    private PositionWriter() {
    }

    /**
     * Writes the canonical form of a position, the one writer of it: O(units + provinces), streamed.
     *
     * @throws IOException when the generator cannot write
     */
    static void write(Position position, JsonGenerator gen) throws IOException {
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
