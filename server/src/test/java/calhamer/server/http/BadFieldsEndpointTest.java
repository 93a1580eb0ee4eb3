package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A request with three bad fields is refused naming all three, on every POST and PUT endpoint: valid bodies get three
 * fields spoilt at once, drawn (seeded) from pools of spoilers of one kind each, so that the three are refused at
 * the same stage: of the wrong shape (400: an unknown field, a value of another kind) or not fitting (422: a value
 * out of its range, an unknown name, a position that does not fit the map). Each refusal lists every spoilt field,
 * in Calhamer's words ({@link FuzzTest#PARSER_WORDS} absent).
 */
class BadFieldsEndpointTest extends SharedServerTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SMALL = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"], "
            + "\"GERMANY\": [\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";
    /** Draws of three spoilers per pool. */
    private static final int DRAWS = 12;

    /** A field spoilt: where (a path of field names and item indices), the JSON put there, the field refused. */
    private record Spoiler(String path, String json, String field) {
        Spoiler(String path, String json) {
            this(path, json, path);
        }
    }

    /** A valid request and the spoilers of one kind for it, refused with one status. */
    private record Pool(String method, String uri, String body, int status, List<Spoiler> spoilers) {
    }

    @Test
    void threeFieldsOfTheWrongShapeAreThreeErrors() {
        String choose = "{\"position\": " + SMALL + ", \"power\": \"FRANCE\", \"options\": {\"seed\": 3, \"budget\": "
                + "{\"cells\": 2000, \"timeMillis\": 200}, \"method\": \"matrix\"}}";
        check(List.of(
                new Pool("POST", "/maps/standard/adjudicate", adjudication(), 400, List.of(
                        new Spoiler("options.strict", "3"), new Spoiler("options.edition", "[]"),
                        new Spoiler("options.colour", "1"), new Spoiler("extra", "1"),
                        new Spoiler("another", "true"))),
                new Pool("POST", "/maps/standard/orders/choose", choose, 400, List.of(
                        new Spoiler("options.depth", "\"deep\""), new Spoiler("options.seed", "1.5"),
                        new Spoiler("options.mostProbable", "3"), new Spoiler("options.method", "{}"),
                        new Spoiler("options.colour", "1"), new Spoiler("power", "{}"), new Spoiler("extra", "1"),
                        new Spoiler("options.budget.cells", "\"many\""),
                        new Spoiler("options.opponents", "\"GERMANY\""),
                        new Spoiler("options.lastYear", "\"soon\""))),
                new Pool("POST", "/maps/standard/influence", influence(), 400, List.of(
                        new Spoiler("weights.ownCenter", "\"x\""), new Spoiler("weights.colour", "1"),
                        new Spoiler("decay.rate", "[]"), new Spoiler("decay.colour", "2"),
                        new Spoiler("extra", "1"))),
                new Pool("POST", "/matrix/solve", matrix(), 400, List.of(
                        new Spoiler("matrix.0.1", "\"a\"", "matrix[0][1]"), new Spoiler("rowPlayer", "\"mux\""),
                        new Spoiler("dominance", "\"weird\""), new Spoiler("matrix.1", "{}", "matrix[1]"),
                        new Spoiler("extra", "1"))),
                new Pool("POST", "/games/nim/move", nimMove(), 400, List.of(
                        new Spoiler("seed", "\"x\""), new Spoiler("budget.millis", "\"soon\""),
                        new Spoiler("budget.colour", "1"), new Spoiler("agent", "[]"),
                        new Spoiler("player", "{}"), new Spoiler("options", "[]"), new Spoiler("extra", "1")))));
    }

    @Test
    void threeFieldsThatDoNotFitAreThreeErrors() {
        String choose = "{\"position\": " + SMALL + ", \"power\": \"FRANCE\", \"options\": {\"seed\": 3}}";
        check(List.of(
                new Pool("POST", "/maps/standard/adjudicate", adjudication(), 422, List.of(
                        new Spoiler("position.phase", "\"X1901M\""),
                        new Spoiler("position.centers.FRANCE", "5"),
                        new Spoiler("orders.FRANCE", "[1]", "orders.FRANCE[0]"),
                        new Spoiler("orders.GERMANY", "5"), new Spoiler("options.edition", "\"1999\""))),
                new Pool("POST", "/maps/standard/orders/legal", SMALL, 422, List.of(
                        new Spoiler("phase", "\"X1901M\"", "position.phase"),
                        new Spoiler("units.FRANCE", "5", "position.units.FRANCE"),
                        new Spoiler("centers.FRANCE", "7", "position.centers.FRANCE"),
                        new Spoiler("extra", "1", "position.extra"))),
                new Pool("POST", "/maps/standard/orders/choose", choose, 422, List.of(
                        new Spoiler("position.phase", "\"X1901M\""), new Spoiler("power", "\"SPAIN\""),
                        new Spoiler("options.depth", "3"), new Spoiler("options.candidatesPerUnit", "-1"),
                        new Spoiler("options.opponentCandidates", "0.5"),
                        new Spoiler("options.budget.cells", "5"), new Spoiler("options.budget.timeMillis", "-1"),
                        new Spoiler("options.opponents", "[\"NARNIA\"]", "options.opponents[0]"),
                        new Spoiler("options.allies", "[\"ATLANTIS\"]", "options.allies[0]"),
                        new Spoiler("options.edition", "\"1999\""), new Spoiler("options.method", "\"nope\""),
                        new Spoiler("options.social", "[[2]]"), new Spoiler("options.lastYear", "1910.5"))),
                new Pool("POST", "/maps/standard/influence", influence(), 422, List.of(
                        new Spoiler("position.phase", "\"X1901M\""), new Spoiler("weights.ownUnit", "1e13"),
                        new Spoiler("weights.otherUnit", "-1e13"), new Spoiler("decay.rate", "-1"),
                        new Spoiler("weights.neutralCenter", "2e12"))),
                new Pool("POST", "/matrix/solve", matrix(), 422, List.of(
                        new Spoiler("matrix.0.0", "1e309", "matrix[0][0]"),
                        new Spoiler("matrix.0.1", "-1e309", "matrix[0][1]"),
                        new Spoiler("matrix.1.0", "1e309", "matrix[1][0]"),
                        new Spoiler("matrix.1.1", "-1e400", "matrix[1][1]"))),
                new Pool("POST", "/games/nim/move", nimMove(), 422, List.of(
                        new Spoiler("budget.millis", "-1"), new Spoiler("budget.iterations", "0"),
                        new Spoiler("budget.depth", "2.5"), new Spoiler("agent", "\"nope\""),
                        new Spoiler("player", "\"nobody\""))),
                new Pool("POST", "/games/nim/solve", nimMove(), 422, List.of(
                        new Spoiler("budget.millis", "-1"), new Spoiler("budget.iterations", "0"),
                        new Spoiler("budget.depth", "-2"), new Spoiler("options.heaps", "\"3\""),
                        new Spoiler("options.size", "\"x\""))),
                new Pool("PUT", "/maps/spoilt", map(), 422, List.of(
                        new Spoiler("provinces.0.terrain", "\"lava\"", "provinces." + province(0)),
                        new Spoiler("provinces.3.terrain", "\"lava\"", "provinces." + province(3)),
                        new Spoiler("provinces.5.terrain", "\"lava\"", "provinces." + province(5)),
                        new Spoiler("provinces.7.terrain", "\"lava\"", "provinces." + province(7))))));
    }

    /** Sends every pool's draws of three spoilers and checks each refusal names the three fields. */
    private static void check(List<Pool> pools) {
        Random random = new Random(31);
        for (Pool pool : pools) {
            for (int draw = 0; draw < DRAWS; draw++) {
                List<Spoiler> three = new ArrayList<>(pool.spoilers());
                Collections.shuffle(three, random);
                three = three.subList(0, 3);
                String body = spoil(pool.body(), three);
                Answer a = pool.method().equals("PUT") ? http.put(pool.uri(), body) : http.post(pool.uri(), body);
                String where = pool.method() + " " + pool.uri() + " " + body + " → " + a.raw().body();
                assertEquals(pool.status(), a.status(), where);
                Set<String> fields = new LinkedHashSet<>(a.body().path("errors").findValuesAsText("field"));
                for (Spoiler s : three) {
                    assertTrue(fields.contains(s.field()), s.field() + " is named: " + where);
                }
                for (String words : FuzzTest.PARSER_WORDS) {
                    assertFalse(a.raw().body().contains(words), words + ": " + where);
                }
            }
        }
    }

    /** @return the body with the spoilers' JSON put at their paths (numbers as written, 1e309 too) */
    private static String spoil(String body, List<Spoiler> spoilers) {
        try {
            JsonNode root = JSON.readTree(body);
            for (Spoiler s : spoilers) {
                String[] steps = s.path().split("\\.");
                JsonNode parent = root;
                for (int i = 0; i < steps.length - 1; i++) {
                    JsonNode next = step(parent, steps[i]);
                    if (next == null || !next.isContainerNode()) {
                        next = JSON.createObjectNode();
                        ((ObjectNode) parent).set(steps[i], next);
                    }
                    parent = next;
                }
                JsonNode value = new POJONode(new RawValue(s.json()));
                String last = steps[steps.length - 1];
                if (parent instanceof ArrayNode array) {
                    array.set(Integer.parseInt(last), value);
                } else {
                    ((ObjectNode) parent).set(last, value);
                }
            }
            return JSON.writeValueAsString(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode step(JsonNode node, String step) {
        return node.isArray() ? node.get(Integer.parseInt(step)) : node.get(step);
    }

    private static String adjudication() {
        return "{\"position\": " + SMALL + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]}, \"options\": "
                + "{\"edition\": \"2000\"}}";
    }

    private static String influence() {
        return "{\"position\": " + SMALL + ", \"weights\": {\"ownCenter\": 10}, \"decay\": {\"type\": \"linear\", "
                + "\"rate\": 0.2}}";
    }

    private static String matrix() {
        return "{\"matrix\": [[3, -1], [0, 2]], \"rowPlayer\": \"max\", \"dominance\": \"weak\"}";
    }

    private static String nimMove() {
        return "{\"agent\": \"random\", \"seed\": 5, \"budget\": {\"millis\": 100, \"iterations\": 1000, "
                + "\"depth\": 2}}";
    }

    /** @return a bundled map's file, renamed for an upload */
    private static String map() {
        return http.get("/maps/austria-germany").body().toString()
                .replace("\"id\":\"austria-germany\"", "\"id\":\"spoilt\"");
    }

    /** @return the id of the bundled map's province at an index */
    private static String province(int index) {
        return http.get("/maps/austria-germany").body().get("provinces").get(index).get("id").asText();
    }
}
