package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Terrain;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFile.ProvinceEntry;
import calhamer.maps.io.MapFormatException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the reader makes of each directive, on small maps written for the purpose. */
class DpjudgeReaderTest {
    private static final MapSource NO_FILES = MapSource.none("no other file");

    private static MapFile read(String text) throws MapFormatException {
        return DpjudgeReader.read("tiny.map", text, NO_FILES);
    }

    private static MapFile read(String text, Map<String, String> files) throws MapFormatException {
        return DpjudgeReader.read("child.map", text, MapSource.of(files));
    }

    private static ProvinceEntry province(MapFile f, String id) {
        return f.provinces().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** The example map of docs/maps.md, written as a DPjudge file, reads to its JSON (less its layout). */
    @Test
    void theTinyMapReadsAsTheReadmeWritesIt() throws MapFormatException {
        MapFile f = read(Mutations.TINY);
        assertEquals("tiny", f.id());
        assertEquals("Tiny", f.name());
        assertEquals(List.of("ONE", "TWO"), f.powers());
        assertEquals(List.of("INL", "LND", "SEA", "SPL"), f.provinces().stream().map(ProvinceEntry::id).toList());
        assertEquals(new ProvinceEntry("LND", "Landia", "coastal", true, "ONE", List.of(), List.of()),
                province(f, "LND"), "the alias equal to the full name is not repeated");
        assertEquals(new ProvinceEntry("SEA", "Open Sea", "sea", null, null, List.of(), List.of("OPS")),
                province(f, "SEA"));
        assertEquals(List.of("NC", "SC"), province(f, "SPL").coasts());
        assertEquals(Map.of("LND", List.of("INL", "SPL"), "INL", List.of("LND", "SPL"), "SPL", List.of("LND", "INL")),
                f.armyAdjacency());
        assertEquals(Map.of("LND", List.of("SEA", "SPL/SC"), "SEA", List.of("LND", "SPL/NC"),
                "SPL/NC", List.of("SEA"), "SPL/SC", List.of("LND")), f.fleetAdjacency());
        assertEquals(new MapFile.StartEntry(1901, Map.of("ONE", List.of("F LND"), "TWO", List.of("A INL")),
                Map.of("ONE", List.of("LND"), "TWO", List.of("INL"))), f.start());
        assertNull(f.victory());
        assertNull(f.rules());
        assertNull(f.neutral());
        assertNull(f.layout());
    }

    @Test
    void aSplitCoastNeighbourWithoutACoastIsTheCoastThatListsTheMoverBack() throws MapFormatException {
        MapFile f = read(Mutations.replaced(Map.of(13, "COAST LND ABUTS INL SEA SPL", 15, "WATER SEA ABUTS LND SPL")));
        assertEquals(List.of("SEA", "SPL/SC"), f.fleetAdjacency().get("LND"));
        assertEquals(List.of("LND", "SPL/NC"), f.fleetAdjacency().get("SEA"));
        assertEquals(List.of("INL", "SPL"), f.armyAdjacency().get("LND"));
    }

    /** ancmed's Baleares: a PORT island that fleets reach (Title case: fleets only) and armies only by convoy. */
    @Test
    void portIsCoastalAndTitleCaseIsForFleetsOnly() throws MapFormatException {
        String text = Mutations.TINY + "Isle = isl\nPORT ISL ABUTS SEA Lnd\n";
        text = text.replace("WATER SEA ABUTS LND SPL/NC", "WATER SEA ABUTS LND SPL/NC ISL")
                .replace("COAST LND ABUTS INL spl SEA SPL/SC", "COAST LND ABUTS INL spl SEA SPL/SC Isl");
        MapFile f = read(text);
        assertEquals("coastal", province(f, "ISL").terrain());
        assertEquals(List.of(), f.armyAdjacency().get("ISL"));
        assertEquals(List.of("SEA", "LND"), f.fleetAdjacency().get("ISL"));
        assertEquals(List.of("INL", "SPL"), f.armyAdjacency().get("LND"));
        assertEquals(Terrain.COASTAL, DpjudgeReader.load("tiny.map", text, NO_FILES).province("ISL").terrain());
    }

    @Test
    void aShutProvinceIsNoProvinceAndEveryEntryNamingItIsDropped() throws MapFormatException {
        String text = Mutations.TINY.replace("LAND INL ABUTS LND SPL", "LAND INL ABUTS LND SPL SWI")
                + "Switzerland = swi\nSHUT SWI ABUTS INL\n";
        MapFile f = read(text);
        assertFalse(f.provinces().stream().anyMatch(p -> p.id().equals("SWI")));
        assertEquals(List.of("LND", "SPL"), f.armyAdjacency().get("INL"));
    }

    @Test
    void unplayedPowersLeaveTheirCentresUnownedAndARedeclaredPowerStartsAfresh() throws MapFormatException {
        MapFile f = read("MAP tiny\nUNPLAYED ALL\nTWO (SECOND) INL\nF LND\n", Map.of("tiny.map", Mutations.TINY));
        assertEquals(List.of("TWO"), f.powers());
        assertEquals(Map.of("TWO", List.of("F LND")), f.start().units());
        assertEquals(Map.of("TWO", List.of("INL")), f.start().centers());
        assertEquals(true, province(f, "LND").supplyCenter());
        assertNull(province(f, "LND").home());
        f = read("MAP tiny\nUNPLAYED ALL EXCEPT ONE\n", Map.of("tiny.map", Mutations.TINY));
        assertEquals(List.of("ONE"), f.powers());
    }

    @Test
    void aUnitReplacesTheUnitListedBeforeInItsProvince() throws MapFormatException {
        MapFile f = read(Mutations.TINY + "ONE (FIRST)\nA INL\n");
        assertEquals(Map.of("ONE", List.of("F LND", "A INL"), "TWO", List.of()), f.start().units());
        f = read(Mutations.TINY + "TWO (SECOND)\nUNITS\nA LND\n");
        assertEquals(Map.of("ONE", List.of(), "TWO", List.of("A LND")), f.start().units());
    }

    @Test
    void powerLinesAddHomesAndPowerNamesLoseTheirDashes() throws MapFormatException {
        String text = Mutations.TINY.replace("ONE (FIRST) LND", "NEW-YORK (Yankee:Y) LND")
                + "NEW-YORK (Yankee)   SPL\n";
        MapFile f = read(text);
        assertEquals(List.of("NEWYORK", "TWO"), f.powers());
        assertEquals(List.of("LND", "SPL"), f.start().centers().get("NEWYORK"));
        assertEquals("NEWYORK", province(f, "SPL").home());
    }

    @Test
    void dummyNeutralRulesVictoryAndBegin() throws MapFormatException {
        MapFile f = read(Mutations.TINY.replace("BEGIN SPRING 1901 MOVEMENT", "begin spring 901 movement")
                + "DUMMY\nRULES BUILD_ANY\nVICTORY 2\nNEUTRAL SPL\n");
        assertEquals(List.of("TWO"), f.neutral());
        assertEquals(List.of("BUILD_ANY"), f.rules());
        assertEquals(2, f.victory());
        assertEquals(901, f.start().year());
        assertEquals(true, province(f, "SPL").supplyCenter());
        f = read("MAP tiny\nRULE !BUILD_ANY\nDUMMIES ONE\n", Map.of("tiny.map", Mutations.TINY + "RULE BUILD_ANY\n"));
        assertNull(f.rules());
        assertEquals(List.of("ONE"), f.neutral());
        assertEquals(1901, read(Mutations.TINY.replace("BEGIN SPRING 1901 MOVEMENT", "")).start().year(),
                "without BEGIN the game starts in 1901, as in DPjudge");
    }

    @Test
    void aliasesJoinWordsWithPlusAndLeaveOutAmbiguousOnes() throws MapFormatException {
        MapFile f = read(Mutations.TINY.replace("Open Sea = sea ops",
                "Open Sea = sea ops open+sea the+deep? OPS deep+blue"));
        assertEquals(List.of("OPS", "DEEP BLUE"), province(f, "SEA").aliases());
    }

    @Test
    void windowsLineEndingsAndTabsReadAlike() throws MapFormatException {
        assertEquals(read(Mutations.TINY), read(Mutations.TINY.replace("\n", "\r\n").replace(" ", "\t")
                .replace("Open\tSea", "Open Sea").replace("Split\t(north\tcoast)", "Split (north coast)")
                .replace("Split\t(south\tcoast)", "Split (south coast)")));
    }

    @Test
    void namesAreTheIdInWords() {
        assertEquals("Known World 901", DpjudgeReader.humanised("known_world_901"));
        assertEquals("ancmed", DpjudgeReader.id("/some/dir/ancmed.map"));
        DiplomacyMap map;
        try {
            map = DpjudgeReader.load("tiny.map", Mutations.TINY, NO_FILES);
        } catch (MapFormatException e) {
            throw new AssertionError(e);
        }
        assertTrue(map.description().contains("tiny.map"), map.description());
    }
}
