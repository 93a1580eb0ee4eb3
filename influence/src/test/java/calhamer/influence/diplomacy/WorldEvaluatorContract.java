package calhamer.influence.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.influence.Decay;
import calhamer.influence.InfluenceGraph;
import calhamer.influence.Source;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.GraphKind;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What every {@link WorldEvaluator} must do; each implementation's test inherits this. */
abstract class WorldEvaluatorContract {
    static final DiplomacyMap STANDARD = BundledMaps.load("standard");
    static final DiplomacyMap AUSTRIA_GERMANY = BundledMaps.load("austria-germany");
    private static final Decay[] DECAYS = {Decay.PAPER, new Decay.Exponential(0.6),
        new Decay.Cutoff(3, new Decay.Linear(0.15)), new Decay.Linear(0.3)};
    private static final Weights ODD = new Weights(7.3, 41.9, 23.1, 12.7, -16.4);

    abstract WorldEvaluator evaluator(DiplomacyMap map, Weights weights, Decay decay);

    static Position position(DiplomacyMap map, List<Unit> units, Map<Province, Power> centers) {
        return Position.of(map, Phase.parse("S1901M"), units, centers, List.of(), Set.of());
    }

    static Unit army(DiplomacyMap map, String power, String province) {
        return new Unit(map.power(power), UnitType.ARMY, map.location(map.province(province)));
    }

    @Test
    void worldsFollowTheDefinitionOnRandomStandardPositions() {
        AllPairsShortestPaths paths = STANDARD.graphs().paths(GraphKind.BORDER);
        RandomPositions random = new RandomPositions(STANDARD, 7L);
        for (Decay decay : DECAYS) {
            for (Weights weights : List.of(Weights.PAPER, ODD)) {
                WorldEvaluator evaluator = evaluator(STANDARD, weights, decay);
                for (int trial = 0; trial < 10; trial++) {
                    Position position = random.next();
                    Standings standings = evaluator.evaluate(position);
                    for (Power power : STANDARD.powers()) {
                        double total = 0;
                        for (Province v : STANDARD.provinces()) {
                            double expected = 0;
                            for (WorldSource s : WorldSources.of(position, power, weights)) {
                                int d = paths.distanceOr(s.province().index(), v.index(), -1);
                                expected += d < 0 ? 0 : s.weight() * decay.factor(d);
                            }
                            assertEquals(expected, standings.value(power, v), 1e-9, power + " " + v + " " + decay);
                            total += standings.value(power, v);
                        }
                        double occupied = 0;
                        for (Unit u : position.unitsOf(power)) {
                            occupied += standings.value(power, u.province());
                        }
                        assertEquals(total, standings.total(power), 1e-9);
                        assertEquals(occupied, standings.occupied(power), 1e-9);
                        assertEquals(occupied / total, standings.standing(power), 1e-12);
                    }
                }
            }
        }
    }

    @Test
    void decayChangesTheAnswer() {
        Position start = Position.start(AUSTRIA_GERMANY);
        Province pru = AUSTRIA_GERMANY.province("PRU");
        assertEquals(95.0, evaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.PAPER).evaluate(start)
                .value(AUSTRIA_GERMANY.power("AUSTRIA"), pru), 0.0);
        // Halving per step, Austria's world at Prussia: centres BER 50·½, KIE and MUN 50·¼, BUD and VIE 10·⅛,
        // TRI 10·1/16; Austrian armies at BUD, TRI, VIE +15·(⅛ + 1/16 + ⅛); German armies −15·(½ + ¼ + ¼).
        assertEquals(42.8125, evaluator(AUSTRIA_GERMANY, Weights.PAPER, new Decay.Exponential(0.5)).evaluate(start)
                .value(AUSTRIA_GERMANY.power("AUSTRIA"), pru), 0.0);
        // Nothing spreads beyond its own province: each world is its sources' weights where they stand.
        Standings local = evaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.Cutoff.flat(0)).evaluate(start);
        assertEquals(25.0, local.value(AUSTRIA_GERMANY.power("AUSTRIA"), AUSTRIA_GERMANY.province("VIE")), 0.0);
        assertEquals(35.0, local.value(AUSTRIA_GERMANY.power("GERMANY"), AUSTRIA_GERMANY.province("VIE")), 0.0);
        assertEquals(0.0, local.value(AUSTRIA_GERMANY.power("AUSTRIA"), pru), 0.0);
        assertEquals(75.0 + 105.0, local.total(AUSTRIA_GERMANY.power("AUSTRIA")), 0.0);
        assertEquals(75.0, local.occupied(AUSTRIA_GERMANY.power("AUSTRIA")), 0.0);
        // A faster linear decay: Trieste is four steps from Prussia and no longer reaches it.
        Standings quarter = evaluator(AUSTRIA_GERMANY, Weights.PAPER, new Decay.Linear(0.25)).evaluate(start);
        assertEquals(50 * 0.75 + 100 * 0.5 + 20 * 0.25 + 15 * 0.5 - 15 * (0.75 + 0.5 + 0.5),
                quarter.value(AUSTRIA_GERMANY.power("AUSTRIA"), pru), 1e-12);
    }

    @Test
    void weightsChangeTheAnswer() {
        Position start = Position.start(AUSTRIA_GERMANY);
        Province vie = AUSTRIA_GERMANY.province("VIE");
        Standings paper = evaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.PAPER).evaluate(start);
        Standings strongUnits = evaluator(AUSTRIA_GERMANY, new Weights(10, 50, 50, 30, -15), Decay.PAPER)
                .evaluate(start);
        // own armies at VIE, BUD, TRI (distances 0, 1, 1) gain 15 more each in Austria's world
        Power austria = AUSTRIA_GERMANY.power("AUSTRIA");
        Power germany = AUSTRIA_GERMANY.power("GERMANY");
        assertEquals(paper.value(austria, vie) + 15 * (1 + 0.8 + 0.8), strongUnits.value(austria, vie), 1e-12);
        // Germany's armies at MUN (2), BER (3), KIE (3) from Vienna gain as much in Germany's world
        assertEquals(paper.value(germany, vie) + 15 * (0.6 + 0.4 + 0.4), strongUnits.value(germany, vie), 1e-12);

        RandomPositions random = new RandomPositions(STANDARD, 11L);
        WorldEvaluator single = evaluator(STANDARD, ODD, Decay.PAPER);
        WorldEvaluator doubled = evaluator(STANDARD, new Weights(2 * 7.3, 2 * 41.9, 2 * 23.1, 2 * 12.7, -2 * 16.4),
                Decay.PAPER);
        for (int trial = 0; trial < 20; trial++) {
            Position position = random.next();
            Standings one = single.evaluate(position);
            Standings two = doubled.evaluate(position);
            for (Power power : STANDARD.powers()) {
                for (Province p : STANDARD.provinces()) {
                    assertEquals(2 * one.value(power, p), two.value(power, p), 0.0, "doubling is exact");
                }
                assertEquals(one.standing(power), two.standing(power), 1e-12, "standings do not depend on scale");
            }
        }
    }

    @Test
    void neutralCenterWeightCountsExactlyTheUnownedCentres() {
        Position start = Position.start(STANDARD);
        Standings none = evaluator(STANDARD, Weights.PAPER.withNeutralCenter(0), Decay.PAPER).evaluate(start);
        Standings fifty = evaluator(STANDARD, Weights.PAPER.withNeutralCenter(50), Decay.PAPER).evaluate(start);
        List<Source> neutral = new ArrayList<>();
        for (Province c : STANDARD.supplyCenters()) {
            if (start.owner(c) == null) {
                neutral.add(new Source(c.index(), 50));
            }
        }
        assertEquals(12, neutral.size(), "the standard board starts with 12 neutral centres");
        double[] neutralGraph = new InfluenceGraph(STANDARD.graphs().paths(GraphKind.BORDER), Decay.PAPER)
                .combine(neutral);
        for (Power power : STANDARD.powers()) {
            for (Province p : STANDARD.provinces()) {
                assertEquals(none.value(power, p) + neutralGraph[p.index()], fifty.value(power, p), 1e-9);
            }
        }
        // the paper's submap has no neutral centres: the weight changes nothing
        Position agStart = Position.start(AUSTRIA_GERMANY);
        assertEquals(evaluator(AUSTRIA_GERMANY, Weights.PAPER.withNeutralCenter(0), Decay.PAPER).evaluate(agStart),
                evaluator(AUSTRIA_GERMANY, Weights.PAPER.withNeutralCenter(99), Decay.PAPER).evaluate(agStart));
    }

    @Test
    void theOwnerNotTheLocationDecidesWhoseCentreItIs() {
        DiplomacyMap map = AUSTRIA_GERMANY;
        Power austria = map.power("AUSTRIA");
        Power germany = map.power("GERMANY");
        Map<Province, Power> centers = Map.of(map.province("MUN"), austria, map.province("KIE"), germany,
                map.province("VIE"), austria, map.province("BUD"), germany);
        // BER and TRI belong to nobody
        Standings local = evaluator(map, new Weights(10, 50, 7, 15, -15), Decay.Cutoff.flat(0))
                .evaluate(position(map, List.of(), centers));
        Map<String, Double> inAustria = Map.of("MUN", 10.0, "KIE", 50.0, "VIE", 10.0, "BUD", 50.0, "BER", 7.0,
                "TRI", 7.0, "BOH", 0.0);
        Map<String, Double> inGermany = Map.of("MUN", 50.0, "KIE", 10.0, "VIE", 50.0, "BUD", 10.0, "BER", 7.0,
                "TRI", 7.0, "BOH", 0.0);
        inAustria.forEach((id, v) -> assertEquals(v, local.value(austria, map.province(id)), 0.0, "Austria " + id));
        inGermany.forEach((id, v) -> assertEquals(v, local.value(germany, map.province(id)), 0.0, "Germany " + id));
    }

    @Test
    void standingsRatiosAndSharesAgree() {
        RandomPositions random = new RandomPositions(STANDARD, 13L);
        WorldEvaluator evaluator = evaluator(STANDARD, Weights.PAPER, Decay.PAPER);
        for (int trial = 0; trial < 20; trial++) {
            Standings s = evaluator.evaluate(random.next());
            double shares = 0;
            for (Power p : STANDARD.powers()) {
                shares += s.share(p);
                for (Power q : STANDARD.powers()) {
                    assertEquals(100 * s.standing(p) / s.standing(q), s.ratio(p, q), 1e-9);
                }
            }
            boolean anyPositive = STANDARD.powers().stream().anyMatch(p -> s.standing(p) > 0);
            assertEquals(anyPositive ? 1.0 : 0.0, shares, 1e-12);
        }
    }

    @Test
    void refusesPositionsItCannotRead() {
        WorldEvaluator evaluator = evaluator(AUSTRIA_GERMANY, Weights.PAPER, Decay.PAPER);
        assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(Position.start(STANDARD)));
        Position start = Position.start(AUSTRIA_GERMANY);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> evaluator.evaluate(start).standing(STANDARD.power("FRANCE")));
        assertTrue(e.getMessage().contains("FRANCE"), e.getMessage());
    }

    @Test
    void concurrentEvaluationsGiveTheSameStandings() {
        RandomPositions random = new RandomPositions(STANDARD, 17L);
        Map<Province, Power> ownership = random.ownership();
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            positions.add(i % 3 == 0 ? random.next() : random.withOwnership(ownership));
        }
        WorldEvaluator evaluator = evaluator(STANDARD, ODD, new Decay.Exponential(0.6));
        List<Standings> sequential = positions.stream().map(evaluator::evaluate).collect(Collectors.toList());
        List<Standings> parallel = positions.parallelStream().map(evaluator::evaluate).collect(Collectors.toList());
        assertEquals(sequential, parallel);
    }
}
