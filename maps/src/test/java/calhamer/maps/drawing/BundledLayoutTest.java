package calhamer.maps.drawing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.MapLayout;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The layouts the bundled maps bring with them (standard, austria-germany, france-germany: {@code maps/tools/layout.py}),
 * checked as the computed ones are ({@link AutoLayoutTest}), with the sizes the page draws ({@link Glyphs}): no label,
 * centre ring or coast name over another, no unit over another province's.
 */
class BundledLayoutTest {

    /** Every bundled map with a layout of its own. */
    static Stream<DiplomacyMap> maps() {
        return BundledMaps.NAMES.stream().map(BundledMaps::load).filter(m -> m.layout().isPresent());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("maps")
    void noTwoLabelsOrRingsOverlapAndNoUnitCoversAnotherProvincesMarks(DiplomacyMap map) {
        MapLayout layout = map.layout().orElseThrow();
        assertFalse(layout.computed());
        assertEquals(List.of(), DrawnMarks.overlappingLabelsAndRings(map, layout));
        assertEquals(List.of(), DrawnMarks.unitsOverOthers(map, layout));
    }

    @Test
    void theMapsWithTheirOwnLayoutAreTheThreeOfLayoutPy() {
        assertEquals(List.of("standard", "austria-germany", "france-germany"), maps().map(DiplomacyMap::id).toList());
    }
}
