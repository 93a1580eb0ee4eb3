package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code calhamer game GAME ENDPOINT FILE} answers what the game endpoints answer, errors included. */
class GameCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;

    private record Run(int status, String out) {
    }

    private Run run(String... args) {
        StringWriter out = new StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new GameCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(new StringWriter()));
        int status = cl.execute(args);
        return new Run(status, out.toString());
    }

    @Test
    void solvesInfluenceAndImpartialGamesFromFiles() throws Exception {
        Path request = dir.resolve("influence.json");
        Files.writeString(request, "{\"state\": {\"segments\": [{\"length\": 5, \"first\": \"L\"}, "
                + "{\"length\": 17, \"first\": \"L\"}]}}");
        Run influence = run("influence", "solve", request.toString());
        assertEquals(0, influence.status());
        JsonNode answer = JSON.readTree(influence.out());
        assertEquals(6, answer.get("Ls").asInt(), "Duchêne et al., section 4.1: C+ sum of 5 and 17");

        Path lines = dir.resolve("requests.jsonl");
        Files.write(lines, List.of("{\"state\": {\"grid\": [\"PPGG\", \"GGPG\"]}}",
                "{\"state\": {\"grid\": [\"PPG\", \"GG\"]}}"));
        Run wave = run("transverse-wave", "solve", "--jsonl", lines.toString());
        assertEquals(1, wave.status(), "one line failed");
        List<String> answers = wave.out().lines().toList();
        assertEquals(3, JSON.readTree(answers.get(0)).get("nimber").asInt());
        JsonNode error = JSON.readTree(answers.get(1)).get("error");
        assertEquals(422, error.get("status").asInt());
        assertEquals("state.grid[1]", error.get("errors").get(0).get("field").asText());

        Path legal = dir.resolve("legal.json");
        Files.writeString(legal, "{\"state\": {\"heaps\": [2]}}");
        assertEquals("[\"0:1\",\"0:2\"]", JSON.readTree(run("nim", "legal", legal.toString()).out())
                .get("moves").get("first").toString());
        assertEquals(2, run("nim", "dance", legal.toString()).status(), "unknown endpoint");
        assertEquals(404, JSON.readTree(run("chess", "solve", legal.toString()).out()).get("error").get("status")
                .asInt());
    }
}
