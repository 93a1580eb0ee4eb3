package calhamer.adjudicator.result;

import calhamer.adjudicator.position.PositionJson;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
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
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ResultJson() {
    }

    /** @return the JSON text of a result, the next position included */
    public static String write(PhaseResult result) {
        StringWriter text = new StringWriter(4096);
        try (JsonGenerator gen = MAPPER.getFactory().createGenerator(text)) {
            write(result, true, gen);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
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
        try (TokenBuffer buffer = new TokenBuffer(MAPPER, false)) {
            write(result, withPosition, buffer);
            return MAPPER.readTree(buffer.asParser());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @return the result as a value any Jackson mapper serialises by streaming it through
     *         {@link #write(PhaseResult, boolean, JsonGenerator)} (what an endpoint returns)
     */
    public static JsonSerializable body(PhaseResult result) {
        return new Body(result);
    }

    /**
     * Writes a result, the one writer of its JSON form: streamed, O(size of the result).
     *
     * @param withPosition whether to add the next position
     * @throws IOException when the generator cannot write
     */
    public static void write(PhaseResult result, boolean withPosition, JsonGenerator gen) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("phase", result.phase().toString());
        gen.writeArrayFieldStart("results");
        for (OrderResult r : result.orders()) {
            gen.writeStartObject();
            gen.writeStringField("power", r.power());
            gen.writeNumberField("index", r.index());
            gen.writeStringField("order", r.order());
            gen.writeStringField("outcome", r.outcome().name());
            why(gen, r.reason(), r.detail());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeArrayFieldStart("dislodged");
        for (Dislodgement d : result.dislodged()) {
            gen.writeStartObject();
            gen.writeStringField("power", d.unit().power().name());
            gen.writeStringField("unit", d.unit().toString());
            gen.writeStringField("attackerFrom", d.attackerFrom() == null ? null : d.attackerFrom().id());
            gen.writeArrayFieldStart("retreats");
            for (Location l : d.retreats()) {
                gen.writeString(l.id());
            }
            gen.writeEndArray();
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeArrayFieldStart("contested");
        for (String id : result.contested().stream().map(Province::id).sorted().toList()) {
            gen.writeString(id);
        }
        gen.writeEndArray();
        gen.writeArrayFieldStart("removed");
        for (Removal r : result.removals()) {
            gen.writeStartObject();
            gen.writeStringField("power", r.unit().power().name());
            gen.writeStringField("unit", r.unit().toString());
            why(gen, r.reason(), r.detail());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeArrayFieldStart("centerChanges");
        for (CenterChange c : result.centerChanges()) {
            gen.writeStartObject();
            gen.writeStringField("center", c.center().id());
            gen.writeStringField("from", c.from() == null ? null : c.from().name());
            gen.writeStringField("to", c.to().name());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        gen.writeStringField("winner", result.winner().map(Power::name).orElse(null));
        if (withPosition) {
            gen.writeFieldName("position");
            PositionJson.write(result.next(), gen);
        }
        gen.writeEndObject();
    }

    /** Writes why something happened: the reason's name and its sentence. */
    private static void why(JsonGenerator gen, Reason reason, String detail) throws IOException {
        gen.writeStringField("reason", reason.name());
        gen.writeStringField("detail", detail);
    }

    /** A result as a serialisable value: the full form, next position included. */
    private record Body(PhaseResult result) implements JsonSerializable {
        @Override
        public void serialize(JsonGenerator gen, SerializerProvider serializers) throws IOException {
            write(result, true, gen);
        }

        @Override
        public void serializeWithType(JsonGenerator gen, SerializerProvider serializers, TypeSerializer type)
                throws IOException {
            serialize(gen, serializers);
        }
    }
}
