package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.MapFormatException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The facts of each of the 14 DPjudge variant files of {@code ../shared/variants} as the reader reads them. The
 * counts were cross-checked by hand against the files: provinces are the terrain lines less the coast lines and
 * SHUT ones (standard: 82 lines, 6 coasts, SWI; empire: 177 lines, 8 split-coast provinces of 2 coasts each),
 * supply centres the homes and UNOWNED centres (colonial: 29 homes + 29 unowned; known_world_901: 15 powers of 4
 * homes + the neutral state's 49), victory more than half the centres (none of the files gives VICTORY).
 */
class VariantFactsTest {

    static Stream<Arguments> facts() {
        String std = "AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY";
        String anc = "CARTHAGE EGYPT GREECE PERSIA ROME";
        return Stream.of(
                // id, provinces, supply centres, powers, victory, start year, neutral, BUILD_ANY, units
                Arguments.of("standard", 75, 34, std, 18, 1901, "", false, 22),
                Arguments.of("ancmed", 79, 34, anc, 18, 1, "", false, 15),
                Arguments.of("ancmed_age_of_empires", 79, 34, anc, 18, 1, "", true, 5),
                Arguments.of("colonial", 119, 58, "BRITAIN CHINA FRANCE HOLLAND JAPAN RUSSIA TURKEY", 30, 1870, "",
                        false, 29),
                Arguments.of("empire", 161, 58, "BRITISHCOLUMBIA CALIFORNIA FLORIDA HEARTLAND NEWYORK PERU QUEBEC "
                        + "TEXAS CUBA MEXICO", 30, 1999, "", false, 30),
                Arguments.of("known_world_901", 269, 109, "ARABIA BYZANTINUM CHINA DENMARK EGYPT FRANCE GERMANY "
                        + "INDIA KHAZARIA RUSSIA SPAIN TURAN SRIVIJAYA WAGADU AXUM NEUTRALSTATE", 55, 901,
                        "NEUTRALSTATE", true, 109),
                Arguments.of("modern", 141, 64, "BRITAIN EGYPT FRANCE GERMANY ITALY POLAND RUSSIA SPAIN TURKEY "
                        + "UKRAINE", 33, 1994, "", true, 38),
                Arguments.of("pure", 7, 7, std, 4, 1901, "", false, 7),
                Arguments.of("standard_age_of_empires", 75, 34, std, 18, 1901, "", true, 7),
                Arguments.of("standard_age_of_empires_2", 75, 34, std, 18, 1901, "", true, 7),
                Arguments.of("standard_fleet_rome", 75, 34, std, 18, 1901, "", false, 22),
                Arguments.of("standard_france_austria", 75, 34, "AUSTRIA FRANCE", 18, 1901, "", false, 6),
                Arguments.of("standard_germany_italy", 75, 34, "GERMANY ITALY", 18, 1901, "", false, 6),
                Arguments.of("world", 192, 86, "ARGENTINA BRAZIL CHINA EUROPE FROZENANTARCTICA GHANA INDIA KENYA "
                        + "LIBYA NEAREAST PACIFICRUSSIA QUEBEC RUSSIA SOUTHAFRICA UNITEDSTATES WESTERNCANADA OZ", 44,
                        2000, "", false, 51));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("facts")
    void theFileReadsToTheseFacts(String id, int provinces, int centres, String powers, int victory, int year,
                                  String neutral, boolean buildAny, int units) throws MapFormatException {
        DiplomacyMap map = DpjudgeReader.load(SharedVariants.file(id));
        assertEquals(id, map.id());
        assertEquals(provinces, map.provinces().size(), "provinces");
        assertEquals(centres, map.supplyCenters().size(), "supply centres");
        assertEquals(Arrays.asList(powers.split(" ")), map.powerNames(), "powers");
        assertEquals(victory, map.victoryThreshold(), "victory");
        assertEquals(year, map.start().year(), "start year");
        assertEquals(neutral.isEmpty() ? List.of() : List.of(neutral.split(" ")), map.rules().neutral(), "neutral");
        assertEquals(buildAny, map.rules().buildAnywhere(), "BUILD_ANY");
        assertEquals(units, map.start().units().size(), "units");
        int owned = 0;
        for (Power p : map.powers()) {
            owned += map.homeCenters(p).size();
            for (Province home : map.homeCenters(p)) {
                assertEquals(p, map.start().centers().get(home), "each power starts owning its homes");
            }
        }
        assertEquals(owned, map.start().centers().size(), "and nothing else");
    }

    /** The inheriting files change what standard.map says, each in its way. */
    @Test
    void inheritingFilesChangeTheStandardStart() throws MapFormatException {
        DiplomacyMap rome = DpjudgeReader.load(SharedVariants.file("standard_fleet_rome"));
        assertEquals("ITALY F ROM", unit(rome, "ROM"), "a fleet in Rome instead of an army");
        DiplomacyMap empires = DpjudgeReader.load(SharedVariants.file("standard_age_of_empires"));
        assertEquals(List.of("LON"), empires.homeCenters(empires.findPower("ENGLAND").orElseThrow()).stream()
                .map(Province::id).toList());
        assertEquals("ENGLAND F LON", unit(empires, "LON"));
        Province bud = empires.province("BUD");
        assertEquals(true, bud.supplyCenter() && bud.home() == null && empires.start().centers().get(bud) == null,
                "Budapest is an unowned centre");
        DiplomacyMap two = DpjudgeReader.load(SharedVariants.file("standard_france_austria"));
        assertEquals(null, two.province("LON").home(), "England is unplayed: London is nobody's home");
        assertEquals(true, two.province("LON").supplyCenter());
        assertEquals(null, unit(two, "LON"));
    }

    private static String unit(DiplomacyMap map, String province) {
        return map.start().units().stream().filter(u -> u.location().province().id().equals(province))
                .map(u -> u.power() + " " + u).findFirst().orElse(null);
    }
}
