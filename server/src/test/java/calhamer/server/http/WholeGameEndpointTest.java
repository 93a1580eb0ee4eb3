package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A bot author's client driving a whole game through {@code /games/diplomacy} only, as issue 27 asks: each phase it
 * asks who moves and their legal orders unit by unit ({@code "form": "parts"}), has the bot ({@code calhamer}, on a
 * small iteration budget) move for every seat, checks each order against the unit's legal orders, and applies the
 * moves, until the game is over (10 years). Retreat phases go back to the server in the other engines' form (each
 * dislodged unit's retreat options, no attacker's province nor standoffs) and must read to the same legal orders;
 * powers are named in lower case and come back in the game's own case. Each phase, the bot is also asked through
 * {@code orders/choose} with the phase before as its memory ({@code previous}) of whatever kind it was, without an
 * explanation: it is taken, or ignored with a warning, never refused.
 */
class WholeGameEndpointTest extends SharedServerTest {
    private enum Kind { MOVEMENT, RETREAT, ADJUSTMENT }

    @Test
    void theBotPlaysEverySeatOfATenYearGameThroughTheGameApi() {
        JsonNode state = http.get("/games/diplomacy").body().get("exampleState");
        JsonNode previous = null;
        EnumSet<Kind> previousKinds = EnumSet.noneOf(Kind.class);
        int phases = 0;
        int retreatPhases = 0;
        while (true) {
            JsonNode legal = post("/games/diplomacy/legal", body(state).put("form", "parts"));
            if (legal.get("terminal").asBoolean()) {
                assertEquals(0, legal.get("actors").size(), "nobody moves once the game is over");
                break;
            }
            if (kind(state) == Kind.RETREAT) {
                retreatPhases++;
                ObjectNode options = optionsForm(state, legal.get("parts"));
                assertEquals(legal, post("/games/diplomacy/legal", body(options).put("form", "parts")),
                        "the options form reads to the same legal orders: " + options);
                state = options;
            }
            ObjectNode moves = JsonNodeFactory.instance.objectNode();
            for (JsonNode actor : legal.get("actors")) {
                String power = actor.asText();
                ObjectNode request = body(state).put("agent", "calhamer").put("player", power.toLowerCase(Locale.ROOT))
                        .put("seed", phases);
                request.putObject("budget").put("iterations", 100);
                JsonNode chosen = post("/games/diplomacy/move", request);
                assertEquals(power, chosen.get("player").asText(), "answers keep the game's own name");
                String move = chosen.get("move").asText();
                assertLegal(legal.get("parts").get(power), move);
                moves.put(power.toLowerCase(Locale.ROOT), move);
            }
            if (previous != null) {
                previousKinds.add(kind(previous.get("position")));
                askWithMemory(state, legal.get("actors").get(0).asText(), previous);
            }
            ObjectNode apply = body(state);
            apply.set("moves", moves);
            JsonNode applied = post("/games/diplomacy/apply", apply);
            previous = memory(state, moves);
            state = applied.get("state");
            assertEquals(applied.get("terminal").asBoolean(), applied.get("actors").isEmpty(),
                    "who moves next is told with the state: " + applied.get("actors"));
            phases++;
        }
        assertEquals("S1911M", state.get("phase").asText(), "ten years played");
        assertTrue(phases >= 30 && retreatPhases >= 1, phases + " phases, " + retreatPhases + " retreat phases");
        assertEquals(EnumSet.allOf(Kind.class), previousKinds, "a previous phase of every kind was sent");
    }

    /** Asks {@code orders/choose} with the phase before as memory: taken when a movement phase, else a warning. */
    private static void askWithMemory(JsonNode state, String power, JsonNode previous) {
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        request.set("position", state);
        request.put("power", power.toLowerCase(Locale.ROOT)).put("explain", false);
        ObjectNode options = request.putObject("options");
        options.put("seed", 1).putObject("budget").put("cells", 100);
        options.set("previous", previous);
        JsonNode answer = post("/maps/standard/orders/choose", request);
        assertEquals(power, answer.get("power").asText());
        assertFalse(answer.has("explanation"), "explain: false leaves it out");
        boolean movement = kind(previous.get("position")) == Kind.MOVEMENT;
        assertEquals(!movement, answer.has("warnings"), answer.toString());
        if (!movement) {
            assertEquals("options.previous.position.phase", answer.get("warnings").get(0).get("field").asText());
        }
    }

    /** @return the phase as the bot's memory: its position and every power's orders */
    private static JsonNode memory(JsonNode state, ObjectNode moves) {
        ObjectNode previous = JsonNodeFactory.instance.objectNode();
        previous.set("position", state);
        ObjectNode orders = previous.putObject("orders");
        moves.fields().forEachRemaining(m -> {
            ArrayNode list = orders.putArray(m.getKey());
            for (String order : m.getValue().asText().split(";")) {
                if (!order.isBlank()) {
                    list.add(order.strip());
                }
            }
        });
        return previous;
    }

    /**
     * @return the retreat phase with each dislodged unit given by its retreat options (from its legal orders), as
     *         other engines publish them, without {@code attackerFrom} and {@code contested}
     */
    private static ObjectNode optionsForm(JsonNode state, JsonNode parts) {
        ObjectNode options = state.deepCopy();
        options.remove("contested");
        for (Iterator<Map.Entry<String, JsonNode>> it = options.get("dislodged").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> power = it.next();
            for (JsonNode d : power.getValue()) {
                ObjectNode unit = (ObjectNode) d;
                unit.remove("attackerFrom");
                ArrayNode retreats = unit.putArray("retreats");
                for (JsonNode order : parts.get(power.getKey()).get("choices").get(unit.get("unit").asText())) {
                    String[] words = order.asText().split(" R ");
                    if (words.length == 2) {
                        retreats.add(words[1]);
                    }
                }
            }
        }
        return options;
    }

    /**
     * Checks that the move takes one legal order from each of as many parts as the parts allow (a power's canonical
     * builds are padded with WAIVE to as many as due).
     */
    private static void assertLegal(JsonNode parts, String move) {
        List<String> orders = new ArrayList<>();
        int waives = 0;
        for (String order : move.split(parts.get("separator").asText())) {
            if (order.equals("WAIVE")) {
                waives++;
            } else {
                orders.add(order);
            }
        }
        Map<String, String> byPart = new LinkedHashMap<>();
        for (String order : orders) {
            String part = null;
            for (Iterator<Map.Entry<String, JsonNode>> it = parts.get("choices").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> p = it.next();
                for (JsonNode choice : p.getValue()) {
                    part = choice.asText().equals(order) ? p.getKey() : part;
                }
            }
            assertTrue(part != null && byPart.put(part, order) == null, order + " is a legal order of its own part: "
                    + parts);
        }
        assertTrue(orders.size() + waives >= parts.get("min").asInt() && orders.size() <= parts.get("max").asInt(),
                move + ": " + parts);
    }

    private static Kind kind(JsonNode position) {
        return switch (position.get("phase").asText().charAt(5)) {
            case 'M' -> Kind.MOVEMENT;
            case 'R' -> Kind.RETREAT;
            default -> Kind.ADJUSTMENT;
        };
    }

    private static ObjectNode body(JsonNode state) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("state", state);
        return body;
    }

    private static JsonNode post(String path, JsonNode body) {
        Answer a = http.post(path, body.toString());
        assertEquals(200, a.status(), path + ": " + a.body());
        return a.body();
    }
}
