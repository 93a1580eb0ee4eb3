package calhamer.influence.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.influence.Decay;
import calhamer.influence.InfluenceGraph;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Utkin, "Influence Graphs: a Technique for Evaluating the State of the World", section VII (Figures 13–18 and
 * 22) and section VIII, on the Austria–Germany submap with the paper's weights (10, 50, ±15) and decay (20% per
 * step). Every test runs on both evaluators.
 */
class UtkinInfluenceGraphsPaperTest {
    private static final DiplomacyMap MAP = BundledMaps.load("austria-germany");
    private static final InfluenceGraph BORDER = new InfluenceGraph(MAP.graphs().paths(GraphKind.BORDER), Decay.PAPER);

    static Stream<Arguments> evaluators() {
        return Stream.of(Arguments.of("scratch", new ScratchWorldEvaluator(MAP, Weights.PAPER, Decay.PAPER)),
                Arguments.of("incremental", new IncrementalWorldEvaluator(MAP, Weights.PAPER, Decay.PAPER)));
    }

    private static Province p(String id) {
        return MAP.province(id);
    }

    /** Checks a graph province by province against one value per distance from Vienna (0..3, as section VII lists). */
    private static void assertByDistanceFromVienna(double[] graph, double... byDistance) {
        Map<String, Integer> distance = Map.ofEntries(Map.entry("VIE", 0), Map.entry("BOH", 1), Map.entry("BUD", 1),
                Map.entry("GAL", 1), Map.entry("TRI", 1), Map.entry("TYR", 1), Map.entry("MUN", 2),
                Map.entry("SIL", 2), Map.entry("BER", 3), Map.entry("KIE", 3), Map.entry("RUH", 3),
                Map.entry("PRU", 3));
        assertEquals(12, distance.size());
        distance.forEach((id, d) -> assertEquals(byDistance[d], graph[p(id).index()], 0.0, id));
    }

    private static WorldSource at(List<WorldSource> sources, SourceKind kind, String province) {
        return sources.stream().filter(s -> s.kind() == kind && s.province() == p(province)).findFirst()
                .orElseThrow();
    }

    /** Figures 13 and 14: Vienna's centre, 50 in Germany's world (an enemy centre) and 10 in Austria's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluators")
    void viennasSupplyCentreGraph(String name, WorldEvaluator evaluator) {
        Position start = Position.start(MAP);
        WorldSource inGermany = at(WorldSources.centers(start, MAP.power("GERMANY"), evaluator.weights()),
                SourceKind.OTHER_CENTER, "VIE");
        assertByDistanceFromVienna(BORDER.spread(inGermany.province().index(), inGermany.weight()), 50, 40, 30, 20);
        WorldSource inAustria = at(WorldSources.centers(start, MAP.power("AUSTRIA"), evaluator.weights()),
                SourceKind.OWN_CENTER, "VIE");
        assertByDistanceFromVienna(BORDER.spread(inAustria.province().index(), inAustria.weight()), 10, 8, 6, 4);
    }

    /** Figure 15: the Austrian army at Vienna, +15 in Austria's world and exactly opposite in Germany's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluators")
    void armyAtViennaGraph(String name, WorldEvaluator evaluator) {
        Position start = Position.start(MAP);
        WorldSource own = at(WorldSources.units(start, MAP.power("AUSTRIA"), evaluator.weights()),
                SourceKind.OWN_UNIT, "VIE");
        assertByDistanceFromVienna(BORDER.spread(own.province().index(), own.weight()), 15, 12, 9, 6);
        WorldSource enemy = at(WorldSources.units(start, MAP.power("GERMANY"), evaluator.weights()),
                SourceKind.OTHER_UNIT, "VIE");
        assertByDistanceFromVienna(BORDER.spread(enemy.province().index(), enemy.weight()), -15, -12, -9, -6);
        // The army's graph is what the army adds to the world: take it away and Vienna's value drops by 15.
        Position withoutIt = Position.of(MAP, start.phase(), withoutUnitAt(start, "VIE"), start.centers(),
                List.of(), Set.of());
        assertEquals(15.0, evaluator.evaluate(start).value(MAP.power("AUSTRIA"), p("VIE"))
                - evaluator.evaluate(withoutIt).value(MAP.power("AUSTRIA"), p("VIE")), 0.0);
    }

    private static List<Unit> withoutUnitAt(Position position, String province) {
        List<Unit> units = new ArrayList<>(position.units());
        units.removeIf(u -> u.province() == p(province));
        return units;
    }

    /**
     * Figures 17 and 18 and section VIII: at the start both powers' armies stand on 328, as printed. The paper
     * prints world totals of 1375 (Austria) and 1337 (Germany); its own rules give 1366 and 1346, so those are
     * pinned here. The printed totals are off by +9 and −9: they add up to the same 2712, and an error of equal
     * size and opposite sign in the two worlds is the mark of a unit's influence (a unit counts +15·factor in its
     * own world and −15·factor in the other), not of a centre's (a centre counts with the same sign in both). The
     * paper's standings 23.85% and 24.52% and their ratio 97.24 follow from its printed totals; the rules give
     * 24.01%, 24.37% and 98.54.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluators")
    void startOfTheGame(String name, WorldEvaluator evaluator) {
        Standings s = evaluator.evaluate(Position.start(MAP));
        assertEquals(328.0, s.occupied(MAP.power("AUSTRIA")), 0.0);
        assertEquals(328.0, s.occupied(MAP.power("GERMANY")), 0.0);
        assertEquals(1366.0, s.total(MAP.power("AUSTRIA")), 0.0);
        assertEquals(1346.0, s.total(MAP.power("GERMANY")), 0.0);
        assertEquals(1375.0 + 1337.0, s.total(MAP.power("AUSTRIA")) + s.total(MAP.power("GERMANY")), 0.0);
        assertEquals(328.0 / 1366, s.standing(MAP.power("AUSTRIA")), 1e-15);
        assertEquals(328.0 / 1346, s.standing(MAP.power("GERMANY")), 1e-15);
        assertEquals(98.54, s.ratio(MAP.power("AUSTRIA"), MAP.power("GERMANY")), 0.005);
        assertEquals(10000.0, s.ratio(MAP.power("AUSTRIA"), MAP.power("GERMANY")) * s.ratio(MAP.power("GERMANY"),
                MAP.power("AUSTRIA")), 1e-9);
        // Vienna in Austria's world: 10 for its centre and 15 for its army, plus the other ten sources (section VII)
        assertEquals(114.0, s.value(MAP.power("AUSTRIA"), p("VIE")), 0.0);
    }

    /**
     * Figures 19–21: Germany's armies deep in Austria, next to the Austrian centres, with Austria's armies back home
     * (the figure is not in the text; Austria's three provinces without a centre are Bohemia, Galicia and Tyrolia).
     * Austria's 289 reproduces; the rules give Austria's total as 1348 (printed 1357) and Germany's as 391 of 1364
     * (printed 382 of 1355). The totals again differ by +9 and −9, the start's signature of a unit's influence, and
     * the printed occupied sum of Germany is 9 lower than the rules give.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluators")
    void germanysAdvantage(String name, WorldEvaluator evaluator) {
        Standings s = evaluator.evaluate(armies(List.of("BUD", "TRI", "VIE"), List.of("BOH", "GAL", "TYR")));
        assertEquals(289.0, s.occupied(MAP.power("AUSTRIA")), 0.0);
        assertEquals(1348.0, s.total(MAP.power("AUSTRIA")), 0.0);
        assertEquals(391.0, s.occupied(MAP.power("GERMANY")), 0.0);
        assertEquals(1364.0, s.total(MAP.power("GERMANY")), 0.0);
        assertEquals(1357.0 + 1355.0, s.total(MAP.power("AUSTRIA")) + s.total(MAP.power("GERMANY")), 0.0);
    }

    private static Position armies(List<String> austria, List<String> germany) {
        List<Unit> units = new ArrayList<>();
        austria.forEach(id -> units.add(new Unit(MAP.power("AUSTRIA"), UnitType.ARMY, MAP.location(p(id)))));
        germany.forEach(id -> units.add(new Unit(MAP.power("GERMANY"), UnitType.ARMY, MAP.location(p(id)))));
        return Position.of(MAP, Phase.parse("F1901M"), units, MAP.start().centers(), List.of(), Set.of());
    }

    /**
     * Figures 22–24: Austria's armies have pushed into Germany (the figure is not in the text; the text puts them
     * in or next to German territory, next to two German centres and threatening one, with Germany's armies back
     * home; the placement that fits is Bohemia, Silesia and Tyrolia). All four printed numbers reproduce:
     * Austria 386 of 1420 (27.18%), Germany 292 of 1292 (22.60%).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluators")
    void austriasAdvantage(String name, WorldEvaluator evaluator) {
        Standings s = evaluator.evaluate(armies(List.of("BOH", "SIL", "TYR"), List.of("BER", "KIE", "MUN")));
        assertEquals(386.0, s.occupied(MAP.power("AUSTRIA")), 0.0);
        assertEquals(1420.0, s.total(MAP.power("AUSTRIA")), 0.0);
        assertEquals(292.0, s.occupied(MAP.power("GERMANY")), 0.0);
        assertEquals(1292.0, s.total(MAP.power("GERMANY")), 0.0);
        assertEquals(27.18, 100 * s.standing(MAP.power("AUSTRIA")), 0.005);
        assertEquals(22.60, 100 * s.standing(MAP.power("GERMANY")), 0.005);
    }
}
