package calhamer.influence.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorldSourcesTest {
    private static final DiplomacyMap STANDARD = BundledMaps.load("standard");

    @Test
    void centresInMapOrderThenUnitsInBoardOrder() {
        Position start = Position.start(STANDARD);
        List<WorldSource> sources = WorldSources.of(start, STANDARD.power("ENGLAND"), Weights.PAPER);
        assertEquals(34 + 22, sources.size());
        for (int c = 0; c < 34; c++) {
            assertEquals(STANDARD.supplyCenters().get(c), sources.get(c).province());
        }
        for (int u = 0; u < 22; u++) {
            assertEquals(start.units().get(u).province(), sources.get(34 + u).province());
        }
        assertEquals(sources.get(0).province().index(), WorldSources.onBorderGraph(sources).get(0).vertex());
    }

    @Test
    void kindsAndWeightsAtTheStart() {
        Position start = Position.start(STANDARD);
        Weights weights = new Weights(1, 2, 3, 4, -5);
        int[] counts = new int[SourceKind.values().length];
        for (WorldSource s : WorldSources.of(start, STANDARD.power("ENGLAND"), weights)) {
            counts[s.kind().ordinal()]++;
            assertEquals(weights.of(s.kind()), s.weight(), 0.0);
            Province p = s.province();
            switch (s.kind()) {
                case OWN_CENTER -> assertEquals(STANDARD.power("ENGLAND"), start.owner(p));
                case OTHER_CENTER -> assertFalse(start.owner(p) == null
                        || start.owner(p).equals(STANDARD.power("ENGLAND")));
                case NEUTRAL_CENTER -> assertNull(start.owner(p));
                case OWN_UNIT -> assertEquals(STANDARD.power("ENGLAND"), start.unitAt(p).power());
                case OTHER_UNIT -> assertFalse(start.unitAt(p).power().equals(STANDARD.power("ENGLAND")));
                default -> throw new AssertionError(s);
            }
        }
        // England: 3 home centres, 19 others' (22 owned in all), 12 neutral; 3 of the 22 units
        assertEquals(List.of(3, 19, 12, 3, 19), List.of(counts[0], counts[1], counts[2], counts[3], counts[4]));
    }

    @Test
    void weightsPerKind() {
        Weights w = Weights.PAPER;
        assertEquals(List.of(10.0, 50.0, 50.0, 15.0, -15.0), List.of(w.of(SourceKind.OWN_CENTER),
                w.of(SourceKind.OTHER_CENTER), w.of(SourceKind.NEUTRAL_CENTER), w.of(SourceKind.OWN_UNIT),
                w.of(SourceKind.OTHER_UNIT)));
        assertThrows(IllegalArgumentException.class, () -> new Weights(Double.NaN, 1, 1, 1, 1));
    }

    @Test
    void refusesAWorldOfAnUnknownPower() {
        assertThrows(IllegalArgumentException.class,
                () -> WorldSources.of(Position.start(STANDARD), new Power(7, "ATLANTIS"), Weights.PAPER));
        Unit any = Position.start(STANDARD).units().get(0);
        assertEquals(SourceKind.OWN_UNIT, SourceKind.ofUnit(any.power(), any.power()));
    }
}
