package calhamer.wire.standings;

import calhamer.influence.diplomacy.Standings;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.wire.WireAnswer;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.List;

/**
 * The answer of {@code POST /maps/{id}/influence}: every power's world per province, and the totals, occupied
 * sums, standings, shares and ratios of {@link Standings}:
 * <pre>{"worlds": {"AUSTRIA": {"ADR": 12.5, ...}, ...}, "totals": {"AUSTRIA": 290.0, ...}, "occupied": {...},
 *  "standings": {...}, "shares": {...}, "ratios": {"AUSTRIA": {"AUSTRIA": 100.0, "ENGLAND": 97.1, ...}, ...}}</pre>
 * Powers in map order, provinces in map order; a ratio that is not finite (against a standing of 0) is left out.
 * Written straight from the standings' arrays: an answer holds 7 × 75 province values, and copying them into maps
 * first (hashing, boxing) cost an eighth of the request. O(powers × (provinces + powers)).
 */
public final class InfluenceJson {
    private static final SerializableString WORLDS = new SerializedString("worlds");
    private static final SerializableString TOTALS = new SerializedString("totals");
    private static final SerializableString OCCUPIED = new SerializedString("occupied");
    private static final SerializableString STANDINGS = new SerializedString("standings");
    private static final SerializableString SHARES = new SerializedString("shares");
    private static final SerializableString RATIOS = new SerializedString("ratios");

    private InfluenceJson() {
    }

    /** @return the answer of the standings */
    public static WireAnswer answer(Standings standings) {
        return gen -> write(standings, gen);
    }

    /** A number of a power. */
    @FunctionalInterface
    private interface ByPower {
        double of(Power power);
    }

    private static void write(Standings s, JsonGenerator gen) throws IOException {
        List<Power> powers = s.powers();
        List<Province> provinces = s.map().provinces();
        gen.writeStartObject();
        gen.writeFieldName(WORLDS);
        gen.writeStartObject();
        for (Power power : powers) {
            double[] world = s.world(power);
            gen.writeFieldName(power.name());
            gen.writeStartObject();
            for (int i = 0; i < world.length; i++) {
                gen.writeFieldName(provinces.get(i).id());
                gen.writeNumber(world[i]);
            }
            gen.writeEndObject();
        }
        gen.writeEndObject();
        byPower(gen, TOTALS, powers, s::total);
        byPower(gen, OCCUPIED, powers, s::occupied);
        byPower(gen, STANDINGS, powers, s::standing);
        byPower(gen, SHARES, powers, s::share);
        gen.writeFieldName(RATIOS);
        gen.writeStartObject();
        for (Power power : powers) {
            gen.writeFieldName(power.name());
            gen.writeStartObject();
            for (Power other : powers) {
                double r = s.ratio(power, other);
                if (Double.isFinite(r)) {
                    gen.writeFieldName(other.name());
                    gen.writeNumber(r);
                }
            }
            gen.writeEndObject();
        }
        gen.writeEndObject();
        gen.writeEndObject();
    }

    private static void byPower(JsonGenerator gen, SerializableString field, List<Power> powers, ByPower value)
            throws IOException {
        gen.writeFieldName(field);
        gen.writeStartObject();
        for (Power power : powers) {
            gen.writeFieldName(power.name());
            gen.writeNumber(value.of(power));
        }
        gen.writeEndObject();
    }
}
