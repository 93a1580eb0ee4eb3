package calhamer.daide.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.board.PhaseRecord;
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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Calhamer's clients play a game on Calhamer's server: every phase decided in time, the logs as the record. */
class ClientPlayTest {

    @Test
    void sevenClientsPlayAYearWithinTheDeadlines(@TempDir Path dir) throws Exception {
        DiplomacyMap map = BundledMaps.load("standard");
        Path record = dir.resolve("server.jsonl");
        ExecutorService pool = Executors.newFixedThreadPool(7);
        try (DaideHost host = DaideHost.start(HostOptions.defaults(map).withYears(1).withRecord(record)
                .withDeadlines(Deadlines.parse("5")))) {
            List<Future<DaideClient.Result>> results = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                ClientOptions o = ClientOptions.defaults("127.0.0.1", host.port()).withBudget(150).withSeed(i)
                        .withLog(dir.resolve("client" + i + ".jsonl"));
                results.add(pool.submit(() -> new DaideClient(o).run()));
            }
            Ending end = host.awaitEnd(120_000);
            assertNotNull(end);
            for (Future<DaideClient.Result> f : results) {
                DaideClient.Result r = f.get(30, TimeUnit.SECONDS);
                assertNotNull(r.power());
                assertEquals("DRW", r.ending());
                assertTrue(r.summary().startsWith("SMR (SPR 1902)"), r.summary());
                assertEquals(0, r.disagreements());
                assertTrue(r.decisions().size() >= 2, r.decisions().toString());
                for (DaideClient.Decision d : r.decisions()) {
                    assertTrue(d.millis() < d.limit() * 1000L, d.toString());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        List<String> server = Files.readAllLines(record);
        for (int i = 0; i < 7; i++) {
            List<String> client = Files.readAllLines(dir.resolve("client" + i + ".jsonl"));
            assertEquals(server.size(), client.size());
            for (int k = 0; k < server.size(); k++) {
                assertEquals(PhaseRecord.read(server.get(k), id -> map).position(),
                        PhaseRecord.read(client.get(k), id -> map).position());
            }
        }
    }
}
