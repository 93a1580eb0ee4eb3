package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.maps.io.BundledMaps;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Exact location ids are found from strings and from ranges of characters alike, and nothing else is. */
class LocationIdsTest {

    @Test
    void everyLocationOfEveryBundledMapIsFoundByItsIdAsTextOrCharacters() {
        int found = 0;
        int expected = 0;
        for (String name : BundledMaps.NAMES) {
            DiplomacyMap map = BundledMaps.load(name);
            expected += map.provinces().size() + map.provinces().stream().mapToInt(p -> p.coasts().size()).sum();
            for (Location l : map.locations()) {
                String padded = "{\"" + l.id() + "\"}";
                assertSame(l, map.locationWithId(l.id()));
                assertSame(l, map.locationWithId(padded.toCharArray(), 2, l.id().length()));
                found++;
            }
        }
        assertEquals(expected, found);
        assertEquals(81 + 12 + 12, BundledMaps.OWN.stream().mapToInt(n -> BundledMaps.load(n).locations().size()).sum());
    }

    @Test
    void onlyExactIdsAreFound() {
        DiplomacyMap map = BundledMaps.load("standard");
        for (String text : List.of("vie", "VIEN", "VI", "", "STP/nc", "STP", "STP/", "MID", "A VIE", " VIE")) {
            boolean whole = text.equals("STP");
            assertEquals(whole ? map.locationWithId("STP") : null, map.locationWithId(text), text);
            char[] chars = ("x" + text + "y").toCharArray();
            assertEquals(whole ? map.locationWithId("STP") : null, map.locationWithId(chars, 1, text.length()), text);
        }
        assertNull(map.locationWithId((String) null));
    }

    @Test
    void twoLocationsWithOneIdAreRefused() {
        Location vie = BundledMaps.load("standard").locationWithId("VIE");
        assertThrows(IllegalArgumentException.class, () -> new LocationIds(List.of(vie, vie)));
    }
}
