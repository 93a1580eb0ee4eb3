package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded, bounded fuzz test over every endpoint (maps, distances, adjudication, legal orders, the bot, influence,
 * matrices, every registered game's endpoints, map uploads and deletions): valid requests are mutated (values
 * replaced by odd ones, fields removed or added, text truncated or garbled, JSON's syntax broken by inserted or
 * deleted characters, bytes that are not UTF-8, bodies swapped, path ids changed) and sent to the real server. Every
 * answer must be below 500; every error {@code application/problem+json} with a {@code detail}, no part of it (detail,
 * title, each error's field and message) in the JSON parser's wording ({@link #PARSER_WORDS}) or naming Java's and
 * Jackson's internals, a body that is not JSON refused saying the line, column and field; no heavy thread may outlive
 * its request by more than {@link CancellationEndpointTest#STOP_MILLIS}; and the server must answer {@code /health}
 * afterwards. The seed is {@code -Dcalhamer.fuzz.seed} (default 11), the number of requests
 * {@code -Dcalhamer.fuzz.requests} (default 3000). A failure names the seed, the request and the answer, so it can be
 * replayed.
 */
class FuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** What no error may say: Java and Jackson internals. */
    private static final List<String> INTERNALS = List.of("com.fasterxml", "java.lang", "calhamer.", "Exception",
            "not marked as ignorable", "JsonReadFeature", "StreamReadConstraints", "`");
    /**
     * Jackson's own phrases (jackson-core's and jackson-databind's messages, and its location format {@code [Source:
     * ...; line: 1, column: 2]}), which no error may carry: Calhamer says what was expected where in its words.
     */
    static final List<String> PARSER_WORDS = List.of("Unexpected character", "was expecting", "has to be escaped",
            "Unrecognized token", "Cannot deserialize", "Unexpected end-of-input", "JsonParseException", "line: ",
            "column: ", "[Source:", "Unrecognized field", "Cannot construct instance", "Cannot coerce",
            "Unexpected close marker", "expected close marker", "Illegal unquoted character", "Illegal character (",
            "Unrecognized character escape", "Non-standard token", "Leading zeroes", "Invalid numeric value",
            "Numeric value (", "out of range of", "Trailing token", "No content to map", "Invalid UTF-8",
            "within/between", "CTRL-CHAR", "(code ", "START_OBJECT", "START_ARRAY", "VALUE_STRING", "VALUE_NUMBER",
            "FIELD_NAME", "REDACTED", "Feature", "ALLOW_", "enable ", "to allow", "JSON String, Number");
    private static final Set<String> HEAVY = Set.of("orders/choose", "matrix/solve", "/move", "/solve");
    @TempDir
    static Path data;
    static ServerHarness http;

    /**
     * One request: method, path and body (null for none), the body sent as UTF-8, or (latin1) each character as one
     * byte, so that characters from U+0080 to U+00FF become bytes that are not UTF-8.
     */
    record Request(String method, String path, String body, boolean latin1) {
        Request(String method, String path, String body) {
            this(method, path, body, false);
        }

        @Override
        public String toString() {
            return method + " " + path + (body == null ? "" : " " + (body.length() > 300 ? body.substring(0, 300)
                    + "... (" + body.length() + " chars)" : body));
        }
    }

    @BeforeAll
    static void start() {
        ServerConfig d = ServerConfig.defaults().withPort(0).withDataDir(data);
        http = new ServerHarness(d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(),
                Duration.ofMillis(250), 2).withSolveStates(20_000));
    }

    @AfterAll
    static void stop() {
        http.close();
    }

    @Test
    void mutatedRequestsNeverGet5xxAndEveryErrorIsAProblem() throws Exception {
        long seed = Long.getLong("calhamer.fuzz.seed", 11);
        int count = Integer.getInteger("calhamer.fuzz.requests", 3000);
        Random random = new Random(seed);
        List<Request> seeds = seeds();
        List<String> failures = new ArrayList<>();
        Map<Integer, Integer> statuses = new TreeMap<>();
        int malformed = 0;
        for (int i = 0; i < count && failures.size() < 20; i++) {
            Request r = mutate(seeds.get(random.nextInt(seeds.size())), random);
            Answer a;
            try {
                a = send(r);
            } catch (RuntimeException e) {
                failures.add("#" + i + " " + r + " → no answer: " + e);
                continue;
            }
            statuses.merge(a.status(), 1, Integer::sum);
            malformed += a.body() != null && a.body().path("detail").asText().startsWith("malformed JSON") ? 1 : 0;
            String failure = check(a);
            if (failure != null) {
                failures.add("#" + i + " " + r + " → " + failure);
            }
            if (HEAVY.stream().anyMatch(r.path()::contains)) {
                CancellationEndpointTest.assertNoHeavyThreadOutlives("#" + i + " " + r);
            }
        }
        assertEquals(List.of(), failures, "seed " + seed);
        assertTrue(statuses.size() >= 6 && statuses.containsKey(200) && statuses.containsKey(400)
                && statuses.containsKey(422), "the mutations reach past the parser: " + statuses);
        assertTrue(malformed >= count / 5, "the mutations break JSON's syntax too: " + malformed + " of " + count);
        assertEquals(200, http.get("/health").status(), "the server answers after the fuzzing");
        CancellationEndpointTest.assertNoHeavyThreadOutlives("the fuzzing");
    }

    /** @return what is wrong with an answer, or null */
    private static String check(Answer a) {
        if (a.status() >= 500) {
            return a.status() + " " + a.raw().body();
        }
        if (a.status() >= 400) {
            if (!a.contentType().startsWith("application/problem+json")) {
                return a.status() + " with Content-Type " + a.contentType();
            }
            if (a.body() == null || a.body().path("detail").asText().isBlank()) {
                return a.status() + " without a detail: " + a.raw().body();
            }
            for (String internal : INTERNALS) {
                if (a.raw().body().contains(internal)) {
                    return a.status() + " naming internals (" + internal + "): " + a.raw().body();
                }
            }
            for (String words : PARSER_WORDS) {
                if (a.raw().body().contains(words)) {
                    return a.status() + " in the JSON parser's words (" + words + "): " + a.raw().body();
                }
            }
            String detail = a.body().path("detail").asText();
            if (detail.startsWith("malformed JSON") && (!detail.contains(" at line ")
                    || !a.body().path("errors").path(0).path("message").asText().startsWith("line "))) {
                return a.status() + " not saying where the JSON is broken: " + a.raw().body();
            }
        }
        String text = a.raw().body();
        if (a.status() < 300 && a.contentType().startsWith("application/json")
                && (text.contains("NaN") || text.contains("Infinity"))) {
            return "a non-number in a " + a.status() + " answer: " + text.substring(0, Math.min(300, text.length()));
        }
        return null;
    }

    private static Answer send(Request r) {
        HttpRequest.Builder b = HttpRequest.newBuilder(http.uri(r.path())).timeout(Duration.ofSeconds(60));
        HttpRequest.BodyPublisher body = r.body() == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(r.body().getBytes(r.latin1() ? StandardCharsets.ISO_8859_1
                : StandardCharsets.UTF_8));
        if (r.body() != null) {
            b.header("Content-Type", "application/json");
        }
        return http.send(b.method(r.method(), body).build());
    }

    /** The valid requests the mutations start from: one or more per endpoint. */
    private static List<Request> seeds() {
        String start = http.get("/games/diplomacy").body().get("exampleState").toString();
        String small = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\"], \"GERMANY\": "
                + "[\"A MUN\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}}";
        String retreat = "{\"phase\": \"F1901R\", \"units\": {\"FRANCE\": [\"A BUR\"], \"GERMANY\": [\"A MUN\"]}, "
                + "\"centers\": {}, \"dislodged\": {\"GERMANY\": [{\"unit\": \"A PAR\", \"attackerFrom\": \"BUR\"}]}}";
        String map = http.get("/maps/austria-germany").body().toString()
                .replace("\"id\":\"austria-germany\"", "\"id\":\"fuzz\"");
        List<Request> out = new ArrayList<>(List.of(
                new Request("GET", "/health", null), new Request("GET", "/maps", null),
                new Request("GET", "/maps/standard", null), new Request("GET", "/openapi.json", null),
                new Request("GET", "/maps/standard/distance?from=VIE&to=BER&graph=army", null),
                new Request("GET", "/maps/standard/distances?graph=fleet", null),
                new Request("PUT", "/maps/fuzz", map), new Request("DELETE", "/maps/fuzz", null),
                new Request("POST", "/maps/standard/adjudicate", "{\"position\": " + small + ", \"orders\": "
                        + "{\"FRANCE\": [\"A PAR - BUR\", \"F BRE - MAO\"], \"GERMANY\": [\"A MUN - BUR\"]}, "
                        + "\"options\": {\"edition\": \"2023\", \"strict\": false}}"),
                new Request("POST", "/maps/standard/adjudicate", "{\"position\": " + retreat + ", \"orders\": "
                        + "{\"GERMANY\": [\"A PAR - PIC\"]}}"),
                new Request("POST", "/maps/standard/orders/legal", start),
                new Request("POST", "/maps/standard/orders/choose", "{\"position\": " + small + ", \"power\": "
                        + "\"FRANCE\", \"options\": {\"depth\": 1, \"seed\": 3, \"budget\": {\"cells\": 2000, "
                        + "\"timeMillis\": 200}, \"candidatesPerUnit\": 3, \"opponents\": [\"GERMANY\"]}}"),
                new Request("POST", "/maps/standard/influence", "{\"position\": " + small + ", \"weights\": "
                        + "{\"ownCenter\": 10, \"otherUnit\": -15}, \"decay\": {\"type\": \"cutoff\", "
                        + "\"maxDistance\": 2, \"within\": {\"type\": \"exponential\", \"factor\": 0.5}}}"),
                new Request("POST", "/matrix/solve", "{\"matrix\": [[3, -1, 2], [0, 2, 1], [1, 0, -2]], "
                        + "\"rowPlayer\": \"max\", \"dominance\": \"weak\"}"),
                new Request("GET", "/games", null)));
        for (JsonNode g : http.get("/games").body()) {
            String name = g.get("name").asText();
            if (name.equals("gate")) {
                continue; // the test game that holds requests and fails on purpose
            }
            JsonNode detail = http.get("/games/" + name).body();
            String state = detail.get("exampleState").toString();
            String player = g.get("players").get(0).asText();
            out.add(new Request("GET", "/games/" + name, null));
            out.add(new Request("POST", "/games/" + name + "/legal", "{\"state\": " + state + ", \"player\": \""
                    + player + "\"}"));
            out.add(new Request("POST", "/games/" + name + "/evaluate", "{\"state\": " + state + "}"));
            out.add(new Request("POST", "/games/" + name + "/move", "{\"state\": " + state + ", \"player\": \""
                    + player + "\", \"seed\": 5, \"budget\": {\"millis\": 100, \"iterations\": 1000, \"depth\": 2}}"));
            out.add(new Request("POST", "/games/" + name + "/solve", "{\"state\": " + state + ", \"budget\": "
                    + "{\"millis\": 200, \"iterations\": 5000}}"));
            out.add(new Request("POST", "/games/" + name + "/apply", "{\"state\": " + state + ", \"moves\": {\""
                    + player + "\": \"0\"}}"));
        }
        return out;
    }

    private static Request mutate(Request r, Random random) {
        int kind = random.nextInt(14);
        if (kind == 0) {
            return new Request(r.method(), mutatePath(r.path(), random), r.body());
        }
        if (r.body() == null || kind == 1) {
            String[] bodies = {"", "null", "[]", "123", "\"x\"", "{}", "{\"a\": " + "[".repeat(1500)};
            return new Request(r.method().equals("GET") && random.nextBoolean() ? "POST" : r.method(), r.path(),
                    r.body() == null && random.nextBoolean() ? null : bodies[random.nextInt(bodies.length)]);
        }
        if (kind == 2) {
            return new Request(r.method(), r.path(), r.body().substring(0, random.nextInt(r.body().length())));
        }
        if (kind == 3) {
            char[] text = r.body().toCharArray();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                text[random.nextInt(text.length)] = "{}[]\",:0-e.9nx \\".charAt(random.nextInt(16));
            }
            return new Request(r.method(), r.path(), new String(text));
        }
        if (kind <= 6) {
            return new Request(r.method(), r.path(), breakSyntax(r.body(), kind, random));
        }
        if (kind == 7) {
            StringBuilder text = new StringBuilder(r.body());
            text.setCharAt(random.nextInt(text.length()), "\u00ff\u0080\u00c3\u00e9".charAt(random.nextInt(4)));
            return new Request(r.method(), r.path(), text.toString(), true);
        }
        try {
            JsonNode tree = JSON.readTree(r.body());
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                tree = mutateTree(tree, random);
            }
            return new Request(r.method(), r.path(), JSON.writeValueAsString(tree));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What breaks JSON's syntax, inserted into a body or put in place of some of it. */
    private static final List<String> BREAKERS = List.of("{", "}", "[", "]", ",", ":", "\"", "'", "\\", "\\q",
            "\\u12", "\\u", "\u0001", "\n", "\t", "//", "/* x */", "NaN", "-Infinity", "+1", "01", "1.", "1e", ".5",
            "-", "True", "nul", "tru", "undefined", "x", ",,", ",}", ",]", "\"a\" 1", "\"a\":", "1e999", "{\"", "}}",
            "]]", "\uFEFF", "\u00e9", "\"\\\"", "''", "\"x\"\"y\"", "0x1F", "1_000", "[1 2]", "{\"a\" \"b\"}");

    /** @return the body with JSON's syntax broken: a breaker inserted (kind 4), put in place (5) or a span deleted (6) */
    private static String breakSyntax(String body, int kind, Random random) {
        StringBuilder text = new StringBuilder(body);
        int at = random.nextInt(text.length() + 1);
        String breaker = BREAKERS.get(random.nextInt(BREAKERS.size()));
        if (kind == 4) {
            text.insert(at, breaker);
        } else if (kind == 5 && at < text.length()) {
            text.replace(at, Math.min(text.length(), at + 1 + random.nextInt(3)), breaker);
        } else if (at < text.length()) {
            text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(6)));
        }
        return text.toString();
    }

    private static String mutatePath(String path, Random random) {
        String[] ids = {"STANDARD", "Standard", "nowhere", "a".repeat(70), "..", "%2e%2e", "x y", "fuzz", "FUZZ",
                "diplomacy", "NIM", "-", "0"};
        String[] parts = path.split("/", -1);
        int i = 1 + random.nextInt(parts.length - 1);
        parts[i] = ids[random.nextInt(ids.length)];
        return String.join("/", parts).replace(" ", "%20");
    }

    /** Replaces, removes or adds one node somewhere in the tree; returns the (possibly new) root. */
    private static JsonNode mutateTree(JsonNode root, Random random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        if (containers.isEmpty() || random.nextInt(12) == 0) {
            return odd(random);
        }
        JsonNode c = containers.get(random.nextInt(containers.size()));
        if (c instanceof ObjectNode o) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            int op = random.nextInt(4);
            if (names.isEmpty() || op == 0) {
                o.set(random.nextBoolean() ? "extra" : "options", odd(random));
            } else if (op == 1) {
                o.remove(names.get(random.nextInt(names.size())));
            } else {
                o.set(names.get(random.nextInt(names.size())), odd(random));
            }
        } else if (c instanceof ArrayNode a) {
            int op = random.nextInt(4);
            if (a.isEmpty() || op == 0) {
                a.add(odd(random));
            } else if (op == 1) {
                a.remove(random.nextInt(a.size()));
            } else if (op == 2) {
                JsonNode copy = a.get(random.nextInt(a.size()));
                for (int k = random.nextInt(40); k > 0; k--) {
                    a.add(copy.deepCopy());
                }
            } else {
                a.set(random.nextInt(a.size()), odd(random));
            }
        }
        return root;
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
                collect(it.next(), out);
            }
        }
    }

    /** An odd value: extremes, wrong types, empty and nested containers, odd strings. */
    private static JsonNode odd(Random random) {
        return switch (random.nextInt(22)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(random.nextBoolean());
            case 2 -> NODES.numberNode(-1);
            case 3 -> NODES.numberNode(0);
            case 4 -> NODES.numberNode(1e308);
            case 5 -> NODES.numberNode(-1e308);
            case 6 -> NODES.numberNode(new BigInteger("92233720368547758070"));
            case 7 -> NODES.numberNode(2147483648L);
            case 8 -> NODES.numberNode(4.9e-324);
            case 9 -> NODES.numberNode(Long.MAX_VALUE);
            case 10 -> NODES.textNode("");
            case 11 -> NODES.textNode("x".repeat(random.nextInt(5000)));
            case 12 -> NODES.textNode("S1000000M");
            case 13 -> NODES.textNode("W999999A");
            case 14 -> NODES.textNode("A PAR - BUR");
            case 15 -> NODES.textNode("SPAIN");
            case 16 -> NODES.arrayNode();
            case 17 -> NODES.objectNode();
            case 18 -> NODES.arrayNode().add(NODES.arrayNode().add(1e308).add(-1)).add(NODES.nullNode());
            case 19 -> NODES.textNode("\u0000\uFFFF\uD800");
            case 20 -> NODES.numberNode(random.nextInt(2000) - 1000);
            default -> NODES.textNode(List.of("FRANCE", "max", "min", "strict", "none", "linear", "army", "left",
                    "0:1", "1").get(random.nextInt(10)));
        };
    }
}
