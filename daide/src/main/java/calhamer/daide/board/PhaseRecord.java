package calhamer.daide.board;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.wire.LineRequest;
import calhamer.wire.WireJson;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One adjudicated phase of a DAIDE game as a line of JSON: a request of {@code calhamer adjudicate --jsonl}, the
 * body of {@code POST /maps/{id}/adjudicate} plus its {@code "map"}: {@code {"map": "standard", "position": {...},
 * "orders": {"FRANCE": ["A PAR - BUR"]}, "options": {"edition": "2000"}}}. A game record is one line per phase, in
 * the order played, so the batch adjudicator replays it; written by the server and by the client, read back by the
 * one reader of the form.
 */
public final class PhaseRecord {
    private PhaseRecord() {
    }

    /**
     * A phase as recorded.
     *
     * @param map      the map's id
     * @param position the position adjudicated
     * @param orders   power name → orders in Calhamer's notation (powers without orders are left out)
     * @param edition  the rules
     */
    public record Line(String map, Position position, Map<String, List<String>> orders, Edition edition) {
    }

    /** @return the line of a phase (no line break) */
    public static String write(Position position, Map<Power, List<Order>> orders, Edition edition) {
        Map<String, List<String>> text = new LinkedHashMap<>();
        for (Power p : position.map().powers()) {
            List<Order> list = orders.get(p);
            if (list != null && !list.isEmpty()) {
                text.put(p.name(), list.stream().map(Order::toString).toList());
            }
        }
        StringWriter out = new StringWriter(1024);
        try (JsonGenerator gen = WireJson.factory().createGenerator(out)) {
            gen.writeStartObject();
            gen.writeStringField("map", position.map().id());
            gen.writeFieldName("position");
            PositionJson.write(position, gen);
            gen.writeObjectFieldStart("orders");
            for (Map.Entry<String, List<String>> e : text.entrySet()) {
                gen.writeArrayFieldStart(e.getKey());
                for (String o : e.getValue()) {
                    gen.writeString(o);
                }
                gen.writeEndArray();
            }
            gen.writeEndObject();
            gen.writeObjectFieldStart("options");
            gen.writeStringField("edition", edition.label());
            gen.writeEndObject();
            gen.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * Reads a line with the batch adjudicator's reader.
     *
     * @param maps map id → the map, or null when there is none
     * @throws IOException              when the line is not JSON or not of the form
     * @throws IllegalArgumentException when the map is unknown or the position does not fit it
     */
    public static Line read(String line, Function<String, DiplomacyMap> maps) throws IOException {
        LineRequest<AdjudicationRequest> r = AdjudicationRequestJson.readLine(line.getBytes(StandardCharsets.UTF_8),
                maps);
        if (r.request() == null || r.request().position() == null) {
            throw new IllegalArgumentException("no position on map " + r.map());
        }
        AdjudicationRequest.Options options = r.request().options();
        Edition edition = options == null || options.edition() == null ? Edition.RULES_2000
                : Edition.parse(options.edition());
        Map<String, List<String>> orders = r.request().orders() == null ? Map.of() : r.request().orders();
        return new Line(r.map(), r.request().position(), orders, edition);
    }
}
