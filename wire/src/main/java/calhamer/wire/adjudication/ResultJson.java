package calhamer.wire.adjudication;

import calhamer.adjudicator.result.CenterChange;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.wire.WireAnswer;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionJson;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The one JSON form of a phase result: the answer of {@code POST /maps/{id}/adjudicate} (and of the offline
 * {@code adjudicate} command), and, without the position, the account of a Diplomacy move in the game API
 * ({@code POST /games/diplomacy/apply}):
 * <pre>{"phase": "S1901M",
 *  "results": [{"power": "FRANCE", "index": 0, "order": "A PAR - BUR", "outcome": "SUCCEEDED", "reason": "MOVED",
 *               "detail": "moved to BUR"}],
 *  "dislodged": [{"power": "AUSTRIA", "unit": "F TRI", "attackerFrom": "VEN", "retreats": ["ALB", "ADR"]}],
 *  "contested": ["TYR"],
 *  "removed": [{"power": "RUSSIA", "unit": "F BAL", "reason": "CIVIL_DISORDER", "detail": "..."}],
 *  "centerChanges": [{"center": "BEL", "from": null, "to": "FRANCE"}],
 *  "winner": null,
 *  "position": { the next position, in the form of PositionJson }}</pre>
 * Results come power by power (map order), each power's in the order given; contested provinces sorted by id.
 * O(size of the result).
 */
public final class ResultJson {
    private static final SerializableString PHASE = new SerializedString("phase");
    private static final SerializableString RESULTS = new SerializedString("results");
    private static final SerializableString POWER = new SerializedString("power");
    private static final SerializableString INDEX = new SerializedString("index");
    private static final SerializableString ORDER = new SerializedString("order");
    private static final SerializableString OUTCOME = new SerializedString("outcome");
    private static final SerializableString REASON = new SerializedString("reason");
    private static final SerializableString DETAIL = new SerializedString("detail");
    private static final SerializableString DISLODGED = new SerializedString("dislodged");
    private static final SerializableString UNIT = new SerializedString("unit");
    private static final SerializableString ATTACKER_FROM = new SerializedString("attackerFrom");
    private static final SerializableString RETREATS = new SerializedString("retreats");
    private static final SerializableString CONTESTED = new SerializedString("contested");
    private static final SerializableString REMOVED = new SerializedString("removed");
    private static final SerializableString CENTER_CHANGES = new SerializedString("centerChanges");
    private static final SerializableString CENTER = new SerializedString("center");
    private static final SerializableString FROM = new SerializedString("from");
    private static final SerializableString TO = new SerializedString("to");
    private static final SerializableString WINNER = new SerializedString("winner");
    private static final SerializableString POSITION = new SerializedString("position");
    private static final SerializableString[] OUTCOMES = encoded(Outcome.values());
    private static final SerializableString[] REASONS = encoded(Reason.values());

    private ResultJson() {
    }

    /** @return the names of the constants, pre-encoded, by ordinal */
    private static SerializableString[] encoded(Enum<?>[] values) {
        SerializableString[] names = new SerializableString[values.length];
        for (Enum<?> v : values) {
            names[v.ordinal()] = new SerializedString(v.name());
        }
        return names;
    }

    /** @return the JSON text of a result, the next position included */
    public static String write(PhaseResult result) {
        StringWriter text = new StringWriter(4096);
        try (JsonGenerator gen = WireJson.factory().createGenerator(text)) {
            write(result, true, gen);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /**
     * @return the result as an answer, the next position included: what {@code POST /maps/{id}/adjudicate} and each
     *         line of {@code adjudicate --jsonl} write
     */
    public static WireAnswer answer(PhaseResult result) {
        return gen -> write(result, true, gen);
    }

    /** @return the JSON tree of a result, the next position included */
    public static ObjectNode toTree(PhaseResult result) {
        return toTree(result, true);
    }

    /**
     * @param withPosition whether to add the next position (left out where the caller gives it elsewhere, as the
     *                     game API's {@code state})
     * @return the JSON tree of a result (what {@link #write(PhaseResult, boolean, JsonGenerator)} writes)
     */
    public static ObjectNode toTree(PhaseResult result, boolean withPosition) {
        try (TokenBuffer buffer = new TokenBuffer(WireJson.mapper(), false)) {
            write(result, withPosition, buffer);
            return WireJson.mapper().readTree(buffer.asParser());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes a result, the one writer of its JSON form: streamed, O(size of the result).
     *
     * @param withPosition whether to add the next position
     * @throws IOException when the generator cannot write
     */
    public static void write(PhaseResult result, boolean withPosition, JsonGenerator gen) throws IOException {
        gen.writeStartObject();
        stringField(gen, PHASE, result.phase().toString());
        gen.writeFieldName(RESULTS);
        gen.writeStartArray();
        for (OrderResult r : result.orders()) {
            gen.writeStartObject();
            stringField(gen, POWER, r.power());
            gen.writeFieldName(INDEX);
            gen.writeNumber(r.index());
            stringField(gen, ORDER, r.order());
            gen.writeFieldName(OUTCOME);
            gen.writeString(OUTCOMES[r.outcome().ordinal()]);
            why(gen, r.reason(), r.detail());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeFieldName(DISLODGED);
        gen.writeStartArray();
        for (Dislodgement d : result.dislodged()) {
            gen.writeStartObject();
            stringField(gen, POWER, d.unit().power().name());
            stringField(gen, UNIT, d.unit().toString());
            stringField(gen, ATTACKER_FROM, d.attackerFrom() == null ? null : d.attackerFrom().id());
            gen.writeFieldName(RETREATS);
            gen.writeStartArray();
            for (Location l : d.retreats()) {
                gen.writeString(l.id());
            }
            gen.writeEndArray();
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeFieldName(CONTESTED);
        gen.writeStartArray();
        for (String id : result.contested().stream().map(Province::id).sorted().toList()) {
            gen.writeString(id);
        }
        gen.writeEndArray();
        gen.writeFieldName(REMOVED);
        gen.writeStartArray();
        for (Removal r : result.removals()) {
            gen.writeStartObject();
            stringField(gen, POWER, r.unit().power().name());
            stringField(gen, UNIT, r.unit().toString());
            why(gen, r.reason(), r.detail());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeFieldName(CENTER_CHANGES);
        gen.writeStartArray();
        for (CenterChange c : result.centerChanges()) {
            gen.writeStartObject();
            stringField(gen, CENTER, c.center().id());
            stringField(gen, FROM, c.from() == null ? null : c.from().name());
            stringField(gen, TO, c.to().name());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        stringField(gen, WINNER, result.winner().map(Power::name).orElse(null));
        if (withPosition) {
            gen.writeFieldName(POSITION);
            PositionJson.write(result.next(), gen);
        }
        gen.writeEndObject();
    }

    /** Writes why something happened: the reason's name and its sentence. */
    private static void why(JsonGenerator gen, Reason reason, String detail) throws IOException {
        gen.writeFieldName(REASON);
        gen.writeString(REASONS[reason.ordinal()]);
        stringField(gen, DETAIL, detail);
    }

    /** Writes a field whose value is text or null (names pre-encoded: most of an answer's bytes are field names). */
    private static void stringField(JsonGenerator gen, SerializableString name, String value) throws IOException {
        gen.writeFieldName(name);
        if (value == null) {
            gen.writeNull();
        } else {
            gen.writeString(value);
        }
    }
}
