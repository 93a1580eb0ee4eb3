package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.CenterChange;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Phase progression over whole game years: every phase of a year with dislodgements, retreats, centre changes,
 * builds, a waive and civil disorder; a year whose retreat phases are skipped; a year whose adjustment phase is
 * skipped; victory.
 */
class SequenceOfPlayTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);

    @Test
    void aWholeYearWithRetreatsCentreChangesBuildsAndCivilDisorder() {
        Position spring = Boards.on(MAP, "S1901M").units("ENGLAND", "F NTH", "F LON")
                .units("FRANCE", "A BUR", "A PAR", "F BRE").units("GERMANY", "A MUN", "A RUH", "F KIE")
                .centers("ENGLAND", "LON", "EDI", "LVP").centers("FRANCE", "PAR", "BRE", "MAR")
                .centers("GERMANY", "BER", "KIE", "MUN").position();
        PhaseResult s = ADJ.adjudicate(spring, orders(
                "GERMANY", "A MUN - BUR", "A RUH S A MUN - BUR", "F KIE - HOL",
                "FRANCE", "A BUR H", "A PAR - PIC", "F BRE - ENG",
                "ENGLAND", "F NTH - BEL", "F LON H"));
        assertEquals("S1901R", s.next().phase().toString());
        Dislodgement bur = s.dislodged().get(0);
        assertEquals("A BUR", bur.unit().toString());
        assertEquals("MUN", bur.attackerFrom().id());
        assertEquals("[GAS, MAR, PAR]", new TreeSet<>(bur.retreats().stream().map(l -> l.id()).toList()).toString());
        assertEquals(Reason.DISLODGED_BY, s.ordersOf(MAP.power("FRANCE")).get(0).reason());

        PhaseResult sr = ADJ.adjudicate(s.next(), orders("FRANCE", "A BUR R MAR"));
        assertEquals(Reason.RETREATED, sr.orders().get(0).reason());
        Position fall = sr.next();
        assertEquals("F1901M", fall.phase().toString());
        assertTrue(sr.centerChanges().isEmpty(), "centres change only after the Fall");

        PhaseResult f = ADJ.adjudicate(fall, orders(
                "GERMANY", "A BUR - PAR", "A RUH - BEL", "F HOL S A RUH - BEL",
                "FRANCE", "A PIC H", "F ENG - BRE", "A MAR H",
                "ENGLAND", "F BEL H", "F LON H"));
        assertEquals("F1901R", f.next().phase().toString());
        assertEquals("F BEL", f.dislodged().get(0).unit().toString());
        assertEquals("[ENG, NTH]", new TreeSet<>(f.dislodged().get(0).retreats().stream().map(l -> l.id())
                .toList()).toString(), "not HOL, PIC (occupied) nor RUH (not a fleet move)");
        assertTrue(f.centerChanges().isEmpty(), "centres change after the Fall retreats");

        PhaseResult fr = ADJ.adjudicate(f.next(), orders("ENGLAND", "F BEL R NTH"));
        Position winter = fr.next();
        assertEquals("W1901A", winter.phase().toString());
        assertEquals(Set.of("PAR FRANCE>GERMANY", "BEL null>GERMANY", "HOL null>GERMANY"),
                fr.centerChanges().stream().map(SequenceOfPlayTest::change).collect(Collectors.toSet()));
        assertEquals(6, winter.centersOf(MAP.power("GERMANY")).size());
        assertEquals(2, winter.centersOf(MAP.power("FRANCE")).size());

        PhaseResult w = ADJ.adjudicate(winter, orders(
                "GERMANY", "A BER B", "F KIE B", "WAIVE", "A MUN B",
                "ENGLAND", "F EDI B"));
        List<Outcome> german = w.ordersOf(MAP.power("GERMANY")).stream().map(r -> r.outcome()).toList();
        assertEquals(List.of(Outcome.SUCCEEDED, Outcome.SUCCEEDED, Outcome.SUCCEEDED, Outcome.VOID), german);
        assertEquals(Reason.NO_BUILDS_LEFT, w.ordersOf(MAP.power("GERMANY")).get(3).reason());
        assertEquals(1, w.removals().size());
        assertEquals("A PIC", w.removals().get(0).unit().toString(), "farthest from the French home centres");
        assertEquals(Reason.CIVIL_DISORDER, w.removals().get(0).reason());
        Position next = w.next();
        assertEquals("S1902M", next.phase().toString());
        assertEquals(Set.of("ENGLAND F LON", "ENGLAND F NTH", "ENGLAND F EDI", "FRANCE A MAR", "FRANCE F BRE",
                "GERMANY A PAR", "GERMANY A BEL", "GERMANY F HOL", "GERMANY A BER", "GERMANY F KIE"), units(next));
        assertEquals(winter.centers(), next.centers());
    }

    @Test
    void retreatPhasesWithNothingToDoAreSkipped() {
        Position start = Position.start(MAP);
        PhaseResult s = ADJ.adjudicate(start, orders(
                "FRANCE", "A PAR - BUR", "A MAR - SPA", "F BRE - MAO",
                "GERMANY", "A MUN - RUH", "A BER - KIE", "F KIE - DEN",
                "ENGLAND", "F LON - NTH", "F EDI - NWG", "A LVP - YOR"));
        assertEquals("F1901M", s.next().phase().toString());
        PhaseResult f = ADJ.adjudicate(s.next(), orders(
                "FRANCE", "F MAO - POR", "A BUR - BEL", "A SPA H",
                "ENGLAND", "F NWG - NWY", "F NTH C A YOR - HOL", "A YOR - HOL"));
        assertEquals("W1901A", f.next().phase().toString());
        assertEquals(Set.of("POR null>FRANCE", "BEL null>FRANCE", "SPA null>FRANCE", "DEN null>GERMANY",
                "NWY null>ENGLAND", "HOL null>ENGLAND"),
                f.centerChanges().stream().map(SequenceOfPlayTest::change).collect(Collectors.toSet()));
        PhaseResult w = ADJ.adjudicate(f.next(), orders("FRANCE", "A PAR B", "A MAR B", "F BRE B"));
        assertEquals("S1902M", w.next().phase().toString());
        assertEquals(6, w.next().unitsOf(MAP.power("FRANCE")).size());
        assertEquals(3, w.next().unitsOf(MAP.power("ENGLAND")).size(), "England did not order its builds");
    }

    @Test
    void anAdjustmentPhaseWithNothingToDoIsSkipped() {
        PhaseResult s = ADJ.adjudicate(Position.start(MAP), Map.of());
        PhaseResult f = ADJ.adjudicate(s.next(), Map.of());
        assertEquals("S1902M", f.next().phase().toString());
        assertTrue(f.centerChanges().isEmpty());
    }

    @Test
    void aPowerOwningAMajorityOfCentresWins() {
        Position p = Boards.on(MAP, "F1905M").units("FRANCE", "A TYR").units("ITALY", "A ROM")
                .centers("FRANCE", "PAR", "BRE", "MAR", "SPA", "POR", "BEL", "HOL", "DEN", "KIE", "BER", "MUN", "LON",
                        "EDI", "LVP", "NWY", "SWE", "TUN").centers("ITALY", "ROM", "VEN", "NAP").position();
        PhaseResult r = ADJ.adjudicate(p, orders("FRANCE", "A TYR - VEN"));
        assertEquals(18, r.next().centersOf(MAP.power("FRANCE")).size());
        assertEquals(MAP.victoryThreshold(), 18);
        assertEquals(MAP.power("FRANCE"), r.winner().orElseThrow());
        PhaseResult none = ADJ.adjudicate(p, orders("FRANCE", "A TYR H"));
        assertTrue(none.winner().isEmpty());
    }

    private static String change(CenterChange c) {
        return c.center().id() + " " + c.from() + ">" + c.to();
    }

    private static Set<String> units(Position p) {
        Set<String> set = new TreeSet<>();
        for (Unit u : p.units()) {
            set.add(u.power() + " " + u);
        }
        return set;
    }

    /** {@code orders("FRANCE", "A PAR H", "GERMANY", ...)}: a power name starts each power's orders. */
    private static Map<String, List<String>> orders(String... items) {
        Map<String, List<String>> map = new LinkedHashMap<>();
        String power = null;
        for (String item : items) {
            if (MAP.findPower(item).isPresent()) {
                power = item;
                map.put(power, new java.util.ArrayList<>());
            } else {
                map.get(power).add(item);
            }
        }
        return map;
    }
}
