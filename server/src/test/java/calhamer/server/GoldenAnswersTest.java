package calhamer.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import calhamer.server.cli.AdjudicateCommand;
import calhamer.server.cli.InfluenceCommand;
import calhamer.server.config.ServerConfig;
import calhamer.server.http.ServerHarness;
import calhamer.server.http.ServerHarness.Answer;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.DecisionAnswers;
import calhamer.server.service.HeavyWork;
import calhamer.server.service.OrdersService;
import calhamer.wire.WireJson;
import calhamer.wire.decisions.ChooseRequestJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The public JSON does not change by accident: recorded requests and the answers the server gave them, compared byte
 * for byte. The corpus ({@code src/test/resources/golden/}, described in its README) holds about a thousand
 * adjudication requests (every DATC case under both editions, random games on the three bundled maps with legal
 * orders and noise, crowded positions, bad requests), influence requests, bot requests and legal-order requests.
 * Adjudication and influence answers go through the {@code --jsonl} commands, the bot's through its service, legal
 * orders and a sample of adjudications through the real HTTP server.
 */
class GoldenAnswersTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;

    @Test
    void adjudicateAnswersAreUnchanged() throws IOException {
        compare("adjudicate", run(new AdjudicateCommand(), "adjudicate"), false);
    }

    @Test
    void influenceAnswersAreUnchanged() throws IOException {
        compare("influence", run(new InfluenceCommand(), "influence"), false);
    }

    /**
     * The bot's decisions, but for the wall-clock time each took and the time guard it was given: the service runs
     * with a search limit of ten minutes instead of the command's ten seconds, so that a loaded machine cannot turn
     * a decision into a time-out (the requests' own guard never cuts in).
     */
    @Test
    void botAnswersAreUnchanged() throws IOException {
        ServerConfig patient = ServerConfig.defaults().withLimits(ServerConfig.defaults().maxBodyBytes(),
                ServerConfig.defaults().maxOrderSets(), ServerConfig.defaults().maxMatrixCells(),
                Duration.ofMinutes(10), Integer.MAX_VALUE);
        MapRegistry maps = new MapRegistry(dir.resolve("data"));
        ObjectMapper mapper = WireJson.mapper();
        List<String> answers = new ArrayList<>();
        try (HeavyWork heavy = new HeavyWork(patient)) {
            OrdersService service = new OrdersService(patient, heavy);
            for (String line : lines("choose.requests.jsonl.gz")) {
                ObjectNode body = (ObjectNode) mapper.readTree(line);
                String map = body.remove("map").asText();
                Object answer = DecisionAnswers.of(service.choose(maps.context(map), ChooseRequestJson.read(body)));
                answers.add(mapper.writeValueAsString(mapper.valueToTree(answer)));
            }
        }
        compare("choose", answers, true);
    }

    @Test
    void httpAnswersAreUnchanged() throws IOException {
        try (ServerHarness http = new ServerHarness(dir)) {
            List<String> legal = lines("legal.requests.jsonl.gz");
            List<String> legalAnswers = lines("legal.answers.txt.gz");
            for (int i = 0; i < legal.size(); i++) {
                ObjectNode body = (ObjectNode) JSON.readTree(legal.get(i));
                String map = body.remove("map").asText();
                Answer a = http.post("/maps/" + map + "/orders/legal", body.toString());
                assertEquals(legalAnswers.get(i), a.status() + " " + a.raw().body(), "legal orders, line " + (i + 1));
            }
            List<String> requests = lines("adjudicate.requests.jsonl.gz");
            List<String> answers = lines("adjudicate.answers.jsonl.gz");
            for (int i = 0; i < requests.size(); i += 7) {
                if (answers.get(i).startsWith("{\"error\"")) {
                    continue;
                }
                ObjectNode body = (ObjectNode) JSON.readTree(requests.get(i));
                String map = body.has("map") ? body.remove("map").asText() : "standard";
                Answer a = http.post("/maps/" + map + "/adjudicate", body.toString());
                assertEquals(answers.get(i), a.raw().body(), "adjudication over HTTP, line " + (i + 1));
            }
        }
    }

    private List<String> run(Object command, String corpus) throws IOException {
        Path requests = dir.resolve(corpus + ".jsonl");
        Files.write(requests, lines(corpus + ".requests.jsonl.gz"));
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(new StringWriter()));
        cl.execute("--jsonl", "--data-dir", dir.resolve("data").toString(), requests.toString());
        return out.toString().lines().toList();
    }

    private static void compare(String corpus, List<String> actual, boolean maskTime) {
        List<String> expected = lines(corpus + ".answers.jsonl.gz");
        assertEquals(expected.size(), actual.size(), corpus + ": number of answers");
        for (int i = 0; i < expected.size(); i++) {
            String e = maskTime ? maskTime(expected.get(i)) : expected.get(i);
            String a = maskTime ? maskTime(actual.get(i)) : actual.get(i);
            if (!e.equals(a)) {
                fail(corpus + ", line " + (i + 1) + " differs at character " + firstDifference(e, a)
                        + "\nexpected: " + e + "\nactual:   " + a);
            }
        }
    }

    private static String maskTime(String answer) {
        return answer.replaceAll("\"elapsedMillis\":\\d+", "\"elapsedMillis\":0")
                .replaceAll("(\"budget\":\\{\"cells\":\\d+,\"timeMillis\":)\\d+", "$1(masked)");
    }

    private static int firstDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    private static List<String> lines(String resource) {
        try (InputStream in = GoldenAnswersTest.class.getResourceAsStream("/golden/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("missing golden file " + resource);
            }
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
