package calhamer.daide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.daide.board.PhaseRecord;
import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28's crash acceptance: the server runs in a process of its own; seven Calhamer clients play; mid-game the
 * process is killed with SIGKILL ({@code kill -9}); a new process resumes the game from its record on the same port;
 * the clients come back with {@code IAM} and the game is played to its end, every phase of the record following the
 * one before.
 */
class KillAndResumeTest {

    /** A server process and the lines it prints. */
    private record Server(Process process, BlockingQueue<String> lines) {
        String line(long seconds) throws InterruptedException {
            String l = lines.poll(seconds, TimeUnit.SECONDS);
            if (l == null) {
                throw new AssertionError("the server process printed nothing in " + seconds + " s");
            }
            return l;
        }
    }

    private static Server start(Path dir, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"), ServerProcess.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(dir.resolve("server-" + System.nanoTime() + ".log")
                .toFile()).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    lines.add(l);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, "server-output");
        reader.setDaemon(true);
        reader.start();
        return new Server(p, lines);
    }

    @Test
    void theGameSurvivesKillMinusNine(@TempDir Path dir) throws Exception {
        DiplomacyMap map = BundledMaps.load("standard");
        Path record = dir.resolve("game.jsonl");
        ExecutorService pool = Executors.newFixedThreadPool(7);
        Server first = start(dir, "0", record.toString(), "3", "5");
        Server second = null;
        try {
            String portLine = first.line(60);
            assertTrue(portLine.startsWith("PORT "), portLine);
            int port = Integer.parseInt(portLine.substring(5));
            List<Future<DaideClient.Result>> clients = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                ClientOptions o = ClientOptions.defaults("127.0.0.1", port).withBudget(100).withSeed(i)
                        .withReconnect(60).withLog(dir.resolve("client" + i + ".jsonl"));
                clients.add(pool.submit(() -> new DaideClient(o).run()));
            }
            long until = System.currentTimeMillis() + 120_000;
            while ((!Files.exists(record) || Files.readAllLines(record).size() < 4)
                    && System.currentTimeMillis() < until) {
                Thread.sleep(20);
            }
            int before = Files.readAllLines(record).size();
            assertTrue(before >= 4, "the game got under way");
            first.process().destroyForcibly();
            assertEquals(137, first.process().waitFor(), "killed by SIGKILL");
            second = start(dir, "" + port, record.toString(), "3", "5", "resume");
            String again = second.line(60);
            assertEquals("PORT " + port, again);
            String end = second.line(300);
            assertEquals("END S1904M 0", end, "the resumed game ended, no bug met");
            for (Future<DaideClient.Result> f : clients) {
                DaideClient.Result r = f.get(60, TimeUnit.SECONDS);
                assertEquals("DRW", r.ending(), "the client came back and saw the end");
                assertTrue(r.summary().startsWith("SMR (SPR 1904)"), r.summary());
                r.decisions().forEach(d -> assertTrue(d.millis() < d.limit() * 1000L, d.toString()));
            }
            List<String> lines = Files.readAllLines(record);
            assertTrue(lines.size() > before, "phases after the restart");
            Adjudicator adjudicator = new Adjudicator(map);
            Position position = Position.start(map);
            for (String line : lines) {
                PhaseRecord.Line l = PhaseRecord.read(line, id -> map);
                assertEquals(position, l.position(), "every phase follows the one before, across the kill");
                position = adjudicator.adjudicate(l.position(), l.orders(), AdjudicationOptions.DEFAULT).next();
            }
            assertEquals("S1904M", position.phase().toString());
            List<Position> recorded = new ArrayList<>();
            for (String line : lines) {
                recorded.add(PhaseRecord.read(line, id -> map).position());
            }
            for (int i = 0; i < 7; i++) {
                for (String line : Files.readAllLines(dir.resolve("client" + i + ".jsonl"))) {
                    assertTrue(recorded.contains(PhaseRecord.read(line, id -> map).position()),
                            "a client's logged phase is one of the record's");
                }
            }
            String seats = Files.readString(dir.resolve("game.jsonl.seats"));
            assertEquals(7, seats.split("\"seat\"").length - 1);
            assertTrue(seats.contains("\"end\""));
        } finally {
            pool.shutdownNow();
            first.process().destroyForcibly();
            if (second != null) {
                second.process().destroyForcibly();
            }
        }
    }
}
