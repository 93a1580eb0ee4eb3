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

/**
 * Deadlines and civil disorder, reconnection with IAM, a game resumed from its record, a variant map.
 */
class HostSeatsTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    private static List<ScriptedPlayer> players(int port, DiplomacyMap map, int n, int silent) {
        List<ScriptedPlayer> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ScriptedPlayer p = new ScriptedPlayer(port, map, i < silent, i);
            p.start();
            list.add(p);
        }
        return list;
    }

    @Test
    void aPlayerLateAtTheDeadlineIsInCivilDisorderForThePhase() throws Exception {
        try (DaideHost host = DaideHost.start(HostOptions.defaults(STANDARD).withYears(1)
                .withDeadlines(Deadlines.parse("1")));
             RawClient observer = RawClient.joined(host.port())) {
            observer.send("OBS");
            List<ScriptedPlayer> players = players(host.port(), STANDARD, 7, 1);
            Ending end = host.awaitEnd(30_000);
            assertNotNull(end);
            assertEquals("S1902M", end.phase());
            String silent = players.get(0).power.substring(0, 3);
            assertEquals("CCD (" + silent + ") (SPR 1901)", observer.await("CCD", 3000));
            assertTrue(observer.await("TME", 3000).startsWith("TME ("));
        }
    }

    @Test
    void aPlayerThatLeavesIsInCivilDisorderUntilItComesBackWithIam() throws Exception {
        try (DaideHost host = DaideHost.start(HostOptions.defaults(STANDARD).withGraceMillis(200));
             RawClient observer = RawClient.joined(host.port())) {
            observer.send("OBS");
            List<ScriptedPlayer> players = players(host.port(), STANDARD, 7, 1);
            ScriptedPlayer leaving = players.get(1);
            observer.await("NOW (SPR 1901)", 10_000);
            while (leaving.power == null) {
                Thread.sleep(10);
            }
            String power = leaving.power.substring(0, 3);
            leaving.drop();
            assertEquals("CCD (" + power + ")", observer.await("CCD", 5000));
            try (RawClient back = RawClient.joined(host.port())) {
                for (int guess = 1; guess <= 3; guess++) {
                    back.send("IAM (" + power + ") (" + (leaving.passcode + guess) % 8192 + ")");
                    assertTrue(back.await("REJ", 3000).startsWith("REJ (IAM"));
                }
                assertTrue(back.closedWithin(3000), "three wrong guesses and the connection is cut off");
            }
            try (RawClient back = RawClient.joined(host.port())) {
                back.send("IAM (" + power + ") (" + leaving.passcode + ")");
                assertEquals("YES (IAM (" + power + ") (" + leaving.passcode + "))", back.await("YES", 3000));
                assertEquals("NOT (CCD (" + power + "))", observer.await("NOT", 5000));
                back.send("HLO");
                assertTrue(back.await("HLO", 3000).startsWith("HLO (" + power + ") (" + leaving.passcode + ")"));
                back.send("NOW");
                assertTrue(back.await("NOW", 3000).startsWith("NOW (SPR 1901)"), "the silent player holds the game");
                back.send("HUH (ERR)");
                back.send("MIS");
                assertTrue(back.await("MIS", 3000).startsWith("MIS"));
            }
        }
    }

    @Test
    void aGameResumesFromItsRecord(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("game.jsonl");
        HostOptions options = HostOptions.defaults(STANDARD).withYears(2).withRecord(record);
        DaideHost first = DaideHost.start(options);
        try (RawClient observer = RawClient.joined(first.port())) {
            observer.send("OBS");
            players(first.port(), STANDARD, 7, 0);
            observer.await("NOW (FAL 1901)", 20_000);
        }
        first.close();
        List<String> seats = Files.readAllLines(GameJournal.seatsFile(record));
        assertEquals(8, seats.size());
        Position reached = replay(record); // the players may have gone on after the observer's NOW (FAL 1901)
        HostOptions base = HostOptions.defaults(STANDARD).withGraceMillis(100);
        try (DaideHost resumed = DaideHost.resume(record, base, id -> id.equals("standard") ? STANDARD : null);
             RawClient back = RawClient.joined(resumed.port())) {
            String seat = seats.get(1);
            String power = seat.replaceAll(".*\"power\":\"(...).*", "$1");
            String passcode = seat.replaceAll(".*\"passcode\":(\\d+).*", "$1");
            back.send("IAM (" + power + ") (" + passcode + ")");
            assertTrue(back.await("YES", 3000).startsWith("YES (IAM"));
            back.send("NOW");
            String now = back.await("NOW", 3000);
            assertTrue(reached.phase().year() >= 1901 && now.startsWith("NOW (" + season(reached.phase()) + " "
                    + reached.phase().year() + ")"), now + " resumes " + reached.phase());
            back.close();
            Ending end = resumed.awaitEnd(30_000);
            assertNotNull(end, "the resumed game goes on without the players that do not come back");
            assertEquals("S1903M", end.phase());
            assertNull(end.winner());
        }
        assertEquals("S1903M", replay(record).phase().toString());
    }

    /** @return the position after the record's phases, each checked to follow the one before */
    private static Position replay(Path record) throws java.io.IOException {
        Adjudicator adjudicator = new Adjudicator(STANDARD);
        Position position = Position.start(STANDARD);
        for (String line : Files.readAllLines(record)) {
            PhaseRecord.Line l = PhaseRecord.read(line, id -> STANDARD);
            assertEquals(position, l.position(), "every phase follows the one before, across the restart");
            position = adjudicator.adjudicate(l.position(), l.orders(), AdjudicationOptions.DEFAULT).next();
        }
        return position;
    }

    /** @return the DAIDE season of a phase (SPR, SUM, FAL, AUT, WIN) */
    private static String season(calhamer.adjudicator.position.Phase phase) {
        boolean movement = phase.type() == calhamer.adjudicator.position.PhaseType.MOVEMENT;
        return switch (phase.season()) {
            case SPRING -> movement ? "SPR" : "SUM";
            case FALL -> movement ? "FAL" : "AUT";
            case WINTER -> "WIN";
        };
    }

    @Test
    void aVariantIsPlayedWithItsOwnTokens() throws Exception {
        DiplomacyMap ancmed = BundledMaps.load("ancmed");
        try (DaideHost host = DaideHost.start(HostOptions.defaults(ancmed).withYears(1));
             RawClient observer = RawClient.joined(host.port())) {
            assertEquals(ancmed.powers().size(), observer.table().powers().size());
            observer.send("OBS");
            assertEquals("MAP ('ancmed')", observer.await("MAP", 3000));
            List<ScriptedPlayer> players = players(host.port(), ancmed, ancmed.powers().size(), 0);
            Ending end = host.awaitEnd(30_000);
            assertNotNull(end);
            for (ScriptedPlayer p : players) {
                assertNull(p.failure);
            }
        }
    }
}
