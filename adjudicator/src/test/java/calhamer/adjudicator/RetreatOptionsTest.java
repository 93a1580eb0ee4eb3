package calhamer.adjudicator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Retreat options read back into the facts they follow from ({@link RetreatOptions}): every retreat phase of seeded
 * random games gives the same legal orders from its options as from its facts, the {@code VIA} attack that went
 * overland included; options no facts explain are refused naming the unit.
 */
class RetreatOptionsTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final LegalOrders LEGAL = new LegalOrders(ADJ);
    private static final RetreatOptions OPTIONS = new RetreatOptions(MAP);

    @Test
    void everyRetreatPhaseOfRandomGamesReadsBackFromItsOptions() {
        int retreatPhases = 0;
        java.util.Random random = new java.util.Random(27);
        for (int game = 0; game < 8; game++) {
            Position position = Position.start(MAP);
            while (position.phase().year() < 1906) {
                Map<calhamer.maps.Power, List<calhamer.adjudicator.order.Order>> orders =
                        position.phase().type() == PhaseType.MOVEMENT ? RandomGames.aggressive(LEGAL, position,
                                random) : LEGAL.random(position, random, 0);
                position = ADJ.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT).next();
                if (position.phase().type() == PhaseType.RETREAT) {
                    retreatPhases++;
                    assertSameRetreats(position, fromOptions(position));
                }
            }
        }
        assertTrue(retreatPhases >= 10, "retreat phases played: " + retreatPhases);
    }

    @Test
    void anArmyThatMovedOverlandWithViaClosesItsProvinceAndTheOptionsSaySo() {
        Position p = Boards.on(MAP, "F1901M").units("FRANCE", "A BUR", "A PIC").units("GERMANY", "A BEL")
                .position();
        Position next = ADJ.adjudicate(p, Map.of("FRANCE", List.of("A BUR - BEL VIA", "A PIC S A BUR - BEL")),
                AdjudicationOptions.DEFAULT.withEdition(Edition.RULES_2000)).next();
        assertEquals(PhaseType.RETREAT, next.phase().type());
        assertEquals("BUR", next.dislodged().get(0).attackerFrom().id(), "no convoy: it went overland");
        Position read = fromOptions(next);
        assertSameRetreats(next, read);
        assertTrue(retreats(read, read.dislodged().get(0)).stream().noneMatch(l -> l.id().equals("BUR")));
    }

    @Test
    void aUnitDislodgedByConvoyMayRetreatWhereTheAttackCameFrom() {
        Position p = Boards.on(MAP, "F1901R").units("ENGLAND", "A PIC").dislodged("FRANCE", "A PIC", null)
                .position();
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        RetreatOptions.Facts facts = OPTIONS.facts(p.units(), List.of(new RetreatOptions.Given(
                p.dislodged().get(0).unit(), List.of(at("BRE"), at("PAR"), at("BUR"), at("BEL")))), Set.of(),
                problems);
        assertEquals(List.of(), problems);
        assertNull(facts.dislodged().get(0).attackerFrom(), "nothing closed: no attacker's province");
        assertEquals(Set.of(), facts.contested());
    }

    @Test
    void aProvinceClosedToTwoUnitsIsAStandoffAndOneClosedToOneIsItsAttackers() {
        Position p = Boards.on(MAP, "F1901R").units("ITALY", "A VEN", "A TRI").units("GERMANY", "A BOH")
                .dislodged("AUSTRIA", "A TRI", "VEN").dislodged("AUSTRIA", "A BOH", "MUN").position();
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        RetreatOptions.Facts facts = OPTIONS.facts(p.units(), List.of(
                new RetreatOptions.Given(p.dislodged().get(0).unit(), List.of(at("TYR"), at("BUD"), at("SER"),
                        at("ALB"))),
                new RetreatOptions.Given(p.dislodged().get(1).unit(), List.of(at("TYR"), at("SIL"), at("GAL")))),
                Set.of(), problems);
        assertEquals(List.of(), problems);
        assertEquals(Set.of(MAP.province("VIE")), facts.contested(), "left out by both");
        assertNull(facts.dislodged().get(0).attackerFrom(), "VEN holds a unit: nothing else closed to A TRI");
        assertEquals(MAP.province("MUN"), facts.dislodged().get(1).attackerFrom());
    }

    @Test
    void optionsNoFactsExplainAreRefusedNamingTheUnit() {
        Position p = Boards.on(MAP, "F1901R").units("ITALY", "A VEN", "A TYR", "A TRI").units("RUSSIA", "A GAL")
                .dislodged("AUSTRIA", "A TRI", "VEN").dislodged("AUSTRIA", "A GAL", "UKR").position();
        List<DislodgedUnit> d = p.dislodged();
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        OPTIONS.facts(p.units(), List.of(new RetreatOptions.Given(d.get(0).unit(), List.of(at("VEN"), at("SER"))),
                new RetreatOptions.Given(d.get(1).unit(), List.of(at("BOH"), at("SIL"), at("WAR"), at("RUM"),
                        at("BUD"), at("VIE")))), Set.of(), problems);
        assertEquals(List.of(new RetreatOptions.Problem(0, "A TRI cannot retreat to VEN: a unit stands there"),
                new RetreatOptions.Problem(0, "A TRI may not retreat to BUD and VIE, where other dislodged units may:"
                        + " only the province the attack came from is closed to one unit alone")), problems);
        problems.clear();
        OPTIONS.facts(p.units(), List.of(new RetreatOptions.Given(d.get(0).unit(), List.of(at("ALB"), at("NAP")))),
                Set.of(MAP.province("ALB")), problems);
        assertEquals(List.of(new RetreatOptions.Problem(0, "A TRI cannot retreat to ALB: it is given in"
                + " 'contested', a standoff left it vacant"), new RetreatOptions.Problem(0, "A TRI cannot retreat to"
                + " NAP: it could not move there without a convoy")), problems);
    }

    @Test
    void oneCoastOfAProvinceWithoutTheOtherIsRefused() {
        Position p = Boards.on(MAP, "F1901R").units("ENGLAND", "F MAO").dislodged("FRANCE", "F MAO", "ENG")
                .position();
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        OPTIONS.facts(p.units(), List.of(new RetreatOptions.Given(p.dislodged().get(0).unit(), List.of(
                at("SPA/NC"), at("POR")))), Set.of(), problems);
        assertEquals(List.of(new RetreatOptions.Problem(0, "F MAO may retreat to one coast of SPA but not to SPA/SC:"
                + " a province is closed to a retreat as a whole")), problems);
    }

    private static Location at(String id) {
        return MAP.findLocation(id).orElseThrow();
    }

    /** @return the position with each dislodged unit given by its legal retreats, read back into facts */
    private static Position fromOptions(Position p) {
        List<RetreatOptions.Given> given = p.dislodged().stream().map(d -> new RetreatOptions.Given(d.unit(),
                retreats(p, d))).toList();
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        RetreatOptions.Facts facts = OPTIONS.facts(p.units(), given, Set.of(), problems);
        assertEquals(List.of(), problems, p.toString());
        Map<Province, calhamer.maps.Power> owners = new java.util.HashMap<>();
        for (Province c : MAP.supplyCenters()) {
            if (p.owner(c) != null) {
                owners.put(c, p.owner(c));
            }
        }
        return Position.of(MAP, p.phase(), p.units(), owners, facts.dislodged(), facts.contested());
    }

    private static List<Location> retreats(Position p, DislodgedUnit d) {
        return LEGAL.retreats(d.unit(), d.attackerFrom(), q -> p.unitAt(MAP.provinces().get(q)) != null,
                q -> p.contested().contains(MAP.provinces().get(q)));
    }

    private static void assertSameRetreats(Position expected, Position actual) {
        assertEquals(texts(expected), texts(actual), expected.toString());
    }

    private static List<String> texts(Position p) {
        return LEGAL.of(p).stream().flatMap(u -> u.orders().stream()).map(Object::toString)
                .sorted(Comparator.naturalOrder()).toList();
    }
}
