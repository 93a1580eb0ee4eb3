package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code calhamer daide serve} and seven {@code calhamer daide join} play a game year on the command line. */
class DaideCommandTest {

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(new DaideCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void serveAndJoin(@TempDir Path dir) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            StringWriter serverOut = new StringWriter();
            Path record = dir.resolve("game.jsonl");
            Future<Integer> server = pool.submit(() -> run(serverOut, new StringWriter(), "serve", "--port", "0",
                    "--years", "1", "--deadlines", "5", "--record", record.toString(), "--seat", "first=ITALY",
                    "--data-dir", dir.toString()));
            Matcher port = Pattern.compile("on 127\\.0\\.0\\.1:(\\d+)").matcher("");
            for (int i = 0; i < 200 && !port.reset(serverOut.toString()).find(); i++) {
                Thread.sleep(50);
            }
            assertTrue(port.find(0), serverOut.toString());
            List<Future<Integer>> joins = new ArrayList<>();
            List<StringWriter> outs = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                StringWriter o = new StringWriter();
                outs.add(o);
                String[] args = {"join", "--port", port.group(1), "--budget", "100", "--seed", "" + i, "--log",
                    dir.resolve("client" + i + ".jsonl").toString(), "--name", i == 0 ? "first" : "calhamer"};
                joins.add(pool.submit(() -> run(o, new StringWriter(), args)));
            }
            assertEquals(0, server.get(120, TimeUnit.SECONDS));
            assertTrue(serverOut.toString().contains("game over at S1902M: a draw"), serverOut.toString());
            for (int i = 0; i < 7; i++) {
                assertEquals(0, joins.get(i).get(30, TimeUnit.SECONDS));
                String text = outs.get(i).toString();
                assertTrue(text.startsWith("played ") && text.contains(": DRW"), text);
                assertTrue(text.contains("slowest against its deadline"), text);
            }
            assertTrue(outs.get(0).toString().startsWith("played ITA: "), "seated by name: " + outs.get(0));
            List<String> lines = Files.readAllLines(record);
            assertEquals(lines.size(), Files.readAllLines(dir.resolve("client0.jsonl")).size());
            StringWriter answers = new StringWriter();
            CommandLine batch = new CommandLine(new AdjudicateCommand());
            batch.setOut(new PrintWriter(answers, true));
            assertEquals(0, batch.execute("--jsonl", record.toString(), "--data-dir", dir.toString()),
                    "the batch adjudicator replays the record");
            List<String> answered = answers.toString().lines().toList();
            assertEquals(lines.size(), answered.size());
            for (int i = 0; i + 1 < lines.size(); i++) {
                JsonNode next = WireJson.mapper().readTree(answered.get(i)).get("position");
                JsonNode recorded = WireJson.mapper().readTree(lines.get(i + 1)).get("position");
                assertEquals(recorded, next, "the batch's next position is the record's next phase");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void refusesWhatItCannotHost(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "serve", "--map", "nosuch", "--data-dir", dir.toString()));
        assertTrue(err.toString().contains("unknown map 'nosuch'"), err.toString());
        err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "serve", "--map", "known_world_901", "--data-dir",
                dir.toString()));
        assertTrue(err.toString().contains("at most 256"), err.toString());
        err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "serve", "--deadlines", "5,x", "--data-dir", dir.toString()));
        err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "join", "--name", "no spaces"));
    }
}
