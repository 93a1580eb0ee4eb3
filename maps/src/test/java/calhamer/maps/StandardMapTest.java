package calhamer.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Facts of the classic 1901 board that every later module relies on. */
class StandardMapTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");

    private static Set<String> ids(List<?> items) {
        return items.stream().map(Object::toString).collect(Collectors.toSet());
    }

    @Test
    void countsMatchTheRulebook() {
        assertEquals(75, MAP.provinces().size());
        assertEquals(19, MAP.provinces().stream().filter(p -> p.terrain() == Terrain.SEA).count());
        assertEquals(34, MAP.supplyCenters().size());
        assertEquals(List.of("AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"), MAP.powerNames());
        assertEquals(22, MAP.start().units().size());
        assertEquals(22, MAP.start().centers().size());
        assertEquals(18, MAP.victoryThreshold());
        assertEquals(1901, MAP.start().year());
    }

    @ParameterizedTest
    @CsvSource({"FRANCE", "France", "france", "' france '"})
    void powersAreFoundInAnyCaseAndKeepTheirOwnName(String name) {
        assertEquals("FRANCE", MAP.findPower(name).orElseThrow().name());
        assertEquals(MAP.power("FRANCE"), MAP.power(name));
    }

    @Test
    void anUnknownPowerIsNotFound() {
        assertFalse(MAP.findPower("FRANKIA").isPresent());
        assertFalse(MAP.findPower("").isPresent());
    }

    @Test
    void homeCentresAndStartingUnits() {
        assertEquals(Set.of("STP", "MOS", "WAR", "SEV"), ids(MAP.homeCenters(MAP.power("RUSSIA"))));
        assertEquals(Set.of("VIE", "BUD", "TRI"), ids(MAP.homeCenters(MAP.power("AUSTRIA"))));
        Set<String> russia = MAP.start().units().stream().filter(u -> u.power().name().equals("RUSSIA"))
                .map(Object::toString).collect(Collectors.toSet());
        assertEquals(Set.of("A WAR", "A MOS", "F SEV", "F STP/SC"), russia);
    }

    @Test
    void splitCoastsHaveTheirOwnFleetAdjacency() {
        Adjacency adj = MAP.adjacency();
        Location stpNc = MAP.findLocation("STP/NC").orElseThrow();
        Location stpSc = MAP.findLocation("stp(sc)").orElseThrow();
        assertEquals(Set.of("BAR", "NWY"), ids(adj.fleetNeighbours(stpNc)));
        assertEquals(Set.of("BOT", "FIN", "LVN"), ids(adj.fleetNeighbours(stpSc)));
        assertEquals(Set.of("MAO", "GAS", "POR"), ids(adj.fleetNeighbours(MAP.findLocation("SPA/NC").orElseThrow())));
        assertEquals(Set.of("MAO", "POR", "MAR", "LYO", "WES"),
                ids(adj.fleetNeighbours(MAP.findLocation("SPA/SC").orElseThrow())));
        assertEquals(Set.of("BLA", "RUM", "CON"), ids(adj.fleetNeighbours(MAP.findLocation("BUL/EC").orElseThrow())));
        assertEquals(Set.of("AEG", "GRE", "CON"), ids(adj.fleetNeighbours(MAP.findLocation("BUL/SC").orElseThrow())));
        assertTrue(MAP.findLocation("STP/EC").isEmpty(), "STP has no east coast");
        assertEquals(2, MAP.fleetLocations(MAP.province("BUL")).size());
        assertTrue(MAP.fleetLocations(MAP.province("BUR")).isEmpty());
        assertFalse(adj.fleetAdjacent(stpNc, stpSc));
    }

    @Test
    void burgundyBordersSevenProvincesOfTheModelAndSwitzerlandIsNotOne() {
        // The board's Burgundy touches 8 regions; the 8th is impassable Switzerland, which is not a province
        // of the 75 (see the README). Every one of the 7 provinces is reachable by armies.
        Province bur = MAP.province("BUR");
        assertEquals(Set.of("BEL", "PIC", "PAR", "GAS", "MAR", "MUN", "RUH"), ids(MAP.adjacency().borderNeighbours(bur)));
        assertEquals(7, MAP.adjacency().armyNeighbours(bur).size());
    }

    @Test
    void kielAndConstantinopleConnectTheSeasOnEitherSide() {
        Adjacency adj = MAP.adjacency();
        Location kie = MAP.findLocation("KIE").orElseThrow();
        Location con = MAP.findLocation("CON").orElseThrow();
        assertTrue(adj.fleetAdjacent(MAP.findLocation("BAL").orElseThrow(), kie));
        assertTrue(adj.fleetAdjacent(kie, MAP.findLocation("HEL").orElseThrow()));
        assertTrue(adj.fleetAdjacent(MAP.findLocation("BLA").orElseThrow(), con));
        assertTrue(adj.fleetAdjacent(con, MAP.findLocation("AEG").orElseThrow()));
        assertEquals(2, MAP.distance(GraphKind.FLEET, MAP.findLocation("BAL").orElseThrow(),
                MAP.findLocation("HEL").orElseThrow()).getAsInt());
        assertEquals(List.of("BLA", "CON", "AEG"), MAP.shortestPath(GraphKind.FLEET,
                MAP.findLocation("BLA").orElseThrow(), MAP.findLocation("AEG").orElseThrow())
                .stream().map(Location::id).toList());
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"MID,MAO", "nat,NAO", "NRG,NWG", "GOL,LYO", "TYN,TYS", "ECH,ENG", "GOB,BOT",
            "Mid-Atlantic Ocean,MAO", "st petersburg,STP", "vie,VIE", "Gulf of Lyon,LYO"})
    void aliasesAndFullNamesAreAcceptedOnInput(String text, String id) {
        assertEquals(id, MAP.province(text).id());
    }

    @Test
    void armiesAndFleetsAreKeptApart() {
        Adjacency adj = MAP.adjacency();
        Province ank = MAP.province("ANK");
        Province smy = MAP.province("SMY");
        assertTrue(adj.armyAdjacent(ank, smy));
        assertFalse(adj.fleetAdjacent(MAP.location(ank), MAP.location(smy)), "Ankara and Smyrna share no coast");
        assertTrue(adj.bordering(ank, smy));
        assertFalse(adj.armyAdjacent(MAP.province("NTH"), MAP.province("LON")), "armies never enter the sea");
        assertTrue(adj.fleetAdjacent(MAP.findLocation("NTH").orElseThrow(), MAP.findLocation("LON").orElseThrow()));
        assertEquals(java.util.OptionalInt.empty(), MAP.distance(GraphKind.FLEET, MAP.findLocation("NTH").orElseThrow(),
                MAP.findLocation("BUR").orElseThrow()));
    }

}
