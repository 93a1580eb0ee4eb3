package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The offline commands answer like the endpoints; --jsonl answers line by line in order, bad and blank lines included
 * (issue 11: a skipped blank line put the answers out of line with the requests).
 */
class OfflineCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path dir;

    private List<String> run(Object command, String... args) {
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(new StringWriter()));
        cl.execute(args);
        return out.toString().lines().toList();
    }

    @Test
    void adjudicateJsonLinesKeepsOrderAndAnswersBadLinesWithErrors() throws Exception {
        String pos = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\"]}, \"centers\": {}}";
        Path file = dir.resolve("requests.jsonl");
        Files.write(file, List.of(
                "{\"position\": " + pos + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]}}",
                "{not json",
                "",
                "{\"map\": \"atlantis\", \"position\": " + pos + "}",
                "{\"map\": \"standard\", \"position\": " + pos + ", \"orders\": {\"FRANCE\": [\"A PAR - PIC\"]}}"));
        List<String> lines = run(new AdjudicateCommand(), "--jsonl", "--data-dir", dir.toString(), file.toString());
        assertEquals(5, lines.size(), "one answer per line, a blank one included: " + lines);
        assertEquals("BUR", JSON.readTree(lines.get(0)).get("results").get(0).get("order").asText().substring(8));
        assertEquals(400, JSON.readTree(lines.get(1)).get("error").get("status").asInt());
        JsonNode blank = JSON.readTree(lines.get(2)).get("error");
        assertEquals(400, blank.get("status").asInt());
        assertTrue(blank.get("detail").asText().contains("blank"), blank.toString());
        assertEquals(404, JSON.readTree(lines.get(3)).get("error").get("status").asInt());
        assertEquals("A PAR - PIC", JSON.readTree(lines.get(4)).get("results").get(0).get("order").asText());
    }

    /** Standard output takes the answers' bytes as they are; a redirected writer gets the same text. */
    @Test
    void jsonLinesAsBytesOnStandardOutputEqualTheWritersText() throws Exception {
        String pos = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\"]}, \"centers\": {}}";
        Path file = dir.resolve("bytes.jsonl");
        Files.write(file, List.of("{\"position\": " + pos + ", \"orders\": {\"FRANCE\": [\"A PAR - Bourgogne ü\"]}}",
                "{\"position\": " + pos + ", \"orders\": {\"FRANCE\": [\"A PAR - BUR\"]}}", "{\"bad\": \"é\"}"));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        CommandLine cl = new CommandLine(new AdjudicateCommand());
        cl.setOut(new Stdout(bytes));
        cl.setErr(new PrintWriter(new StringWriter()));
        assertEquals(1, cl.execute("--jsonl", "--data-dir", dir.toString(), file.toString()));
        List<String> text = run(new AdjudicateCommand(), "--jsonl", "--data-dir", dir.toString(), file.toString());
        assertEquals(text, bytes.toString(java.nio.charset.StandardCharsets.UTF_8).lines().toList());
        assertTrue(text.get(0).contains("Bourgogne ü"), text.get(0));
    }

    @Test
    void solveAndInfluenceFromFiles() throws Exception {
        Path matrix = dir.resolve("m.json");
        Files.writeString(matrix, "{\"matrix\": [[0, 1], [1, 0]]}");
        JsonNode solved = JSON.readTree(String.join("\n", run(new SolveCommand(), matrix.toString())));
        assertEquals(0.5, solved.get("value").asDouble(), 1e-9);
        Path influence = dir.resolve("i.json");
        Files.writeString(influence, "{\"map\": \"austria-germany\", \"position\": {\"phase\": \"S1901M\", \"units\": "
                + "{\"AUSTRIA\": [\"A VIE\", \"A BUD\", \"A TRI\"], \"GERMANY\": [\"A BER\", \"A KIE\", \"A MUN\"]}, "
                + "\"centers\": {\"AUSTRIA\": [\"VIE\", \"BUD\", \"TRI\"], \"GERMANY\": [\"BER\", \"KIE\", \"MUN\"]}}}");
        JsonNode standings = JSON.readTree(String.join("\n",
                run(new InfluenceCommand(), "--data-dir", dir.toString(), influence.toString())));
        assertEquals(328.0, standings.get("occupied").get("GERMANY").asDouble(), 1e-9);
    }
}
