package calhamer.bot.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A year's centres are kept when the next phase is of a later year, and where a game stopped within a year. */
class CentreCurveTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");
    private final Adjudicator adjudicator = new Adjudicator(STANDARD);

    @Test
    void aYearCountsWhenItEndsAndAGameStoppedWithinAYearCountsOnceMore() {
        Position spring = Position.start(STANDARD);
        Position fall = adjudicator.adjudicate(spring, Map.of()).next();
        // every unit holds: nothing changes hands, nobody adjusts, the next phase is the Spring of 1902
        Position next = adjudicator.adjudicate(fall, Map.of()).next();
        assertEquals("S1902M", next.phase().toString());
        CentreCurve curve = new CentreCurve(STANDARD);
        curve.phase(spring, fall);
        assertEquals(List.of(), curve.of(STANDARD.power("RUSSIA")), "1901 has not ended in its Fall");
        curve.phase(fall, next);
        curve.stopped(next);
        assertEquals(List.of(4), curve.of(STANDARD.power("RUSSIA")), "a game stopped at a year's start: no more");
        curve.stopped(fall);
        assertEquals(List.of(3, 3), curve.of(STANDARD.power("ITALY")), "stopped within a year: its centres then");
    }
}
