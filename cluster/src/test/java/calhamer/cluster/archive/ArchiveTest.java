package calhamer.cluster.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.cluster.Runs;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A generated archive analysed in local mode: every phase agrees with its record; tampered and bad lines do not. */
class ArchiveTest {

    @Test
    void everyPhaseOfAGeneratedArchiveAgreesWithItsRecord(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.jsonl");
        Runs.Run made = Runs.run("generate-archive", "--master", "local[2]", "--games", "6", "--years", "3",
                "--games-per-task", "2", "--seed", "9", games.toString());
        assertEquals(0, made.status(), made.err());
        List<String> lines = Files.readAllLines(games);
        assertEquals(6, lines.size());
        assertEquals("0", Runs.json(lines.get(0)).get("game").asText(), "in game order");
        assertEquals(lines.get(4), new ArchiveGenerator("standard", 3, "dumbbot", 9).record(4),
                "a game depends on its seed only");

        Path answers = dir.resolve("analysis.jsonl");
        Runs.Run run = Runs.run("analyse", "--master", "local[2]", games.toString(), "--out", answers.toString());
        assertEquals(0, run.status(), run.err());
        List<String> out = Files.readAllLines(answers);
        assertEquals(6, out.size());
        long phases = 0;
        for (int i = 0; i < out.size(); i++) {
            JsonNode answer = Runs.json(out.get(i));
            JsonNode record = Runs.json(lines.get(i));
            assertEquals(record.get("game").asText(), answer.get("game").asText());
            int n = record.get("phases").size();
            assertEquals(n, answer.get("phases").asInt());
            assertEquals(n, answer.get("agreeing").asInt(), out.get(i));
            assertEquals(n, answer.get("standings").size());
            assertEquals(record.get("final").get("phase").asText(), answer.get("final").get("phase").asText());
            phases += n;
        }
        assertTrue(phases >= 6 * 7, "three years give at least seven phases a game: " + phases);
        assertTrue(run.out().contains("6 games, " + phases + " phases: " + phases + " agreeing"), run.out());
    }

    @Test
    void aTamperedPhaseAndBadLinesAreNamed(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ArchiveGenerator generator = new ArchiveGenerator("standard", 2, "dumbbot", 3);
        ObjectNode tampered = (ObjectNode) json.readTree(generator.record(0));
        ArrayNode phases = (ArrayNode) tampered.get("phases");
        ObjectNode second = (ObjectNode) phases.get(1);
        second.set("orders", json.createObjectNode());
        List<String> lines = new ArrayList<>(List.of(generator.record(1), json.writeValueAsString(tampered),
                "{\"game\": 5, \"phases\": [{\"position\": {\"phase\": \"S1901M\", \"units\": {\"FRANCE\":"
                        + " [\"A XYZ\"]}}}]}", "{not json", "[]"));
        Path games = dir.resolve("games.jsonl");
        Files.write(games, lines);
        Path answers = dir.resolve("analysis.jsonl");
        Runs.Run run = Runs.run("analyse", "--master", "local[2]", games.toString(), "--out", answers.toString());
        assertEquals(1, run.status(), run.err());
        List<String> out = Files.readAllLines(answers);
        assertEquals(5, out.size(), "one answer a line, in order");
        assertEquals(0, Runs.json(out.get(0)).get("disagreeing").size());
        JsonNode bad = Runs.json(out.get(1)).get("disagreeing");
        assertEquals(1, bad.size(), out.get(1));
        assertEquals(1, bad.get(0).get("index").asInt());
        assertEquals(phases.get(1).get("position").get("phase").asText(), bad.get(0).get("phase").asText());
        assertTrue(Runs.json(out.get(2)).get("error").asText().startsWith("line 3: phases[0] is not an adjudication"
                + " request"), out.get(2));
        assertTrue(Runs.json(out.get(3)).get("error").asText().startsWith("line 4: not JSON (column 2)"), out.get(3));
        assertTrue(Runs.json(out.get(4)).get("error").asText().startsWith("line 5: not a game record"), out.get(4));
        assertTrue(run.err().contains("calhamer-cluster analyse: line 3: "), run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace");
        assertEquals(2, Runs.run("analyse", dir.resolve("none.jsonl").toString(), "--out", "x").status());
    }
}
