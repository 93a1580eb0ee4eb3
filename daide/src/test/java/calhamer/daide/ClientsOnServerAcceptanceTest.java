package calhamer.daide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.board.PhaseRecord;
import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;
import calhamer.daide.host.DaideHost;
import calhamer.daide.host.Deadlines;
import calhamer.daide.host.Ending;
import calhamer.daide.host.HostOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28's acceptance: Calhamer's clients play whole games on Calhamer's server with {@code MTL 5}: every client
 * submits before the deadline in every phase (its own timing, and no {@code CCD (power) (turn)} from the server),
 * every phase of the record replays through the batch adjudicator's reader and the adjudicator to what the server
 * announced, and every client's log is the record. The bot's budget is small ({@code -Dcalhamer.daide.budget},
 * default 150 ms) to keep the suite fast; the deadline check is as strict with any budget.
 */
class ClientsOnServerAcceptanceTest {
    static final long BUDGET = Long.getLong("calhamer.daide.budget", 150);

    /** What a game gave: how it ended, every client's result, the record, the observer's messages. */
    record Played(Ending end, List<DaideClient.Result> results, List<String> record, Observer observer) {
    }

    static Played play(DiplomacyMap map, int years, Path dir) throws Exception {
        Path record = dir.resolve(map.id() + ".jsonl");
        int seats = (int) map.powers().stream().filter(p -> !map.isNeutral(p)).count();
        ExecutorService pool = Executors.newFixedThreadPool(seats);
        try (DaideHost host = DaideHost.start(HostOptions.defaults(map).withYears(years).withRecord(record)
                .withDeadlines(Deadlines.parse("5")))) {
            Observer observer = new Observer(host.port()).start();
            List<Future<DaideClient.Result>> futures = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                ClientOptions o = ClientOptions.defaults("127.0.0.1", host.port()).withBudget(BUDGET).withSeed(i)
                        .withLog(dir.resolve(map.id() + "-client" + i + ".jsonl"));
                futures.add(pool.submit(() -> new DaideClient(o).run()));
            }
            Ending end = host.awaitEnd(600_000);
            assertNotNull(end, "the game ended");
            List<DaideClient.Result> results = new ArrayList<>();
            for (Future<DaideClient.Result> f : futures) {
                results.add(f.get(60, TimeUnit.SECONDS));
            }
            for (int i = 0; i < 100 && !observer.done; i++) {
                Thread.sleep(50);
            }
            assertEquals(0, host.internalErrors());
            return new Played(end, results, Files.readAllLines(record), observer);
        } finally {
            pool.shutdownNow();
        }
    }

    static void checkPlayed(DiplomacyMap map, Played g, Path dir) throws Exception {
        assertTrue(g.observer().texts("CCD").isEmpty(), "nobody late or gone: " + g.observer().texts("CCD"));
        int phases = GameReplay.check(map, g.record(), g.observer().messages, g.observer().client.table());
        assertTrue(phases > 0);
        LongSummaryStatistics millis = new LongSummaryStatistics();
        for (int i = 0; i < g.results().size(); i++) {
            DaideClient.Result r = g.results().get(i);
            assertEquals(0, r.disagreements(), "the client's adjudication agrees with the server's");
            for (DaideClient.Decision d : r.decisions()) {
                assertTrue(d.millis() < d.limit() * 1000L, "in time: " + d);
                assertTrue(d.bot(), "the bot decided: " + d);
                millis.accept(d.millis());
            }
            List<String> log = Files.readAllLines(dir.resolve(map.id() + "-client" + i + ".jsonl"));
            assertEquals(g.record().size(), log.size());
            for (int k = 0; k < log.size(); k++) {
                assertEquals(PhaseRecord.read(g.record().get(k), id -> map).position(),
                        PhaseRecord.read(log.get(k), id -> map).position(), "the client's log is the record");
            }
        }
        System.out.printf("%s: %d phases to %s (%s), %d decisions: %.0f ms on average, %d ms at most (deadline"
                        + " 5000 ms, budget %d ms)%n", map.id(), phases, g.end().phase(),
                g.end().winner() == null ? "draw" : g.end().winner(), millis.getCount(), millis.getAverage(),
                millis.getMax(), BUDGET);
    }

    @Test
    void sevenClientsPlayTenYearsOnTheStandardMap(@TempDir Path dir) throws Exception {
        DiplomacyMap map = BundledMaps.load("standard");
        Played g = play(map, 10, dir);
        assertTrue(g.end().winner() != null || g.end().phase().equals("S1911M"), g.end().toString());
        checkPlayed(map, g, dir);
        for (DaideClient.Result r : g.results()) {
            assertTrue(r.summary().startsWith("SMR ("), r.summary());
        }
    }

    @Test
    void fiveClientsPlayAncientMediterranean(@TempDir Path dir) throws Exception {
        DiplomacyMap map = BundledMaps.load("ancmed");
        Played g = play(map, 3, dir);
        assertEquals(5, g.results().size());
        checkPlayed(map, g, dir);
    }
}
