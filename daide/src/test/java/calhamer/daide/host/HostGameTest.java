package calhamer.daide.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.daide.RawClient;
import calhamer.daide.ScriptedPlayer;
import calhamer.daide.board.PhaseRecord;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games on the server with scripted players: start, results, the record, the end. */
class HostGameTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    static List<ScriptedPlayer> players(int port, DiplomacyMap map, int n) {
        List<ScriptedPlayer> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ScriptedPlayer p = new ScriptedPlayer(port, map, false, i);
            p.start();
            list.add(p);
        }
        return list;
    }

    @Test
    void sevenPlayersPlayTwoYearsAndTheRecordReplays(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("game.jsonl");
        try (DaideHost host = DaideHost.start(HostOptions.defaults(STANDARD).withYears(2).withRecord(record));
             RawClient observer = RawClient.joined(host.port())) {
            observer.send("OBS");
            assertEquals("YES (OBS)", observer.await("YES", 5000));
            assertEquals("MAP ('standard')", observer.await("MAP", 5000));
            List<ScriptedPlayer> players = players(host.port(), STANDARD, 7);
            Ending end = host.awaitEnd(60_000);
            assertNotNull(end, "the game ended");
            assertNull(end.winner());
            assertEquals("S1903M", end.phase());
            assertTrue(observer.await("NOW (SPR 1901)", 5000).startsWith("NOW (SPR 1901) (AUS "));
            observer.await("ORD (SPR 1901)", 5000);
            observer.await("SCO", 5000);
            observer.await("DRW", 5000);
            String smr = observer.await("SMR", 5000);
            assertTrue(smr.startsWith("SMR (SPR 1903) (AUS ('scripted') ('1') "), smr);
            for (ScriptedPlayer p : players) {
                for (int i = 0; i < 50 && !p.over; i++) {
                    Thread.sleep(100);
                }
                assertNull(p.failure);
                assertTrue(p.over, "told OFF");
                assertTrue(p.received.stream().anyMatch(t -> t.startsWith("HLO (" + p.power.substring(0, 3)
                        + ") (")), p.received.toString());
            }
        }
        List<String> lines = Files.readAllLines(record);
        assertTrue(lines.size() >= 6, "a line per phase: " + lines.size());
        Adjudicator adjudicator = new Adjudicator(STANDARD);
        Position position = Position.start(STANDARD);
        for (String line : lines) {
            PhaseRecord.Line l = PhaseRecord.read(line, id -> STANDARD);
            assertEquals(position, l.position());
            position = adjudicator.adjudicate(l.position(), l.orders(), AdjudicationOptions.DEFAULT).next();
        }
        assertEquals("S1903M", position.phase().toString());
        List<String> seats = Files.readAllLines(GameJournal.seatsFile(record));
        assertEquals(1 + 7 + 1, seats.size(), seats.toString());
    }
}
