package calhamer.adjudicator.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.RandomGames;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import org.junit.jupiter.api.Test;

/** A position's counts per power agree with its lists, on every phase of random games, and are 0 for other powers. */
class PositionCountsTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");

    @Test
    void countsAgreeWithTheListsOfEveryPower() {
        int phases = RandomGames.play(new Adjudicator(MAP), 23L, 3, 1910, 0.3, phase -> {
            for (Position p : new Position[] {phase.position(), phase.result().next()}) {
                for (Power power : MAP.powers()) {
                    String where = p.phase() + " " + power;
                    assertEquals(p.centersOf(power).size(), p.centerCount(power), where);
                    assertEquals(p.unitsOf(power).size(), p.unitCount(power), where);
                }
            }
        });
        assertTrue(phases > 50, "phases played: " + phases);
        Position start = Position.start(MAP);
        assertEquals(3, start.centerCount(MAP.power("FRANCE")));
        assertEquals(4, start.unitCount(MAP.power("RUSSIA")));
        for (Power stranger : new Power[] {new Power(0, "NOBODY"), new Power(7, "AUSTRIA"), new Power(-1, "X")}) {
            assertEquals(0, start.centerCount(stranger), stranger.name());
            assertEquals(0, start.unitCount(stranger), stranger.name());
        }
    }
}
