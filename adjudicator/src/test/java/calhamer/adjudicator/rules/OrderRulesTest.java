package calhamer.adjudicator.rules;

import calhamer.adjudicator.Boards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.RandomGames;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.io.BundledMaps;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one rule of each order kind: its reasons on DATC situations, and agreement with the legal-order generator (every
 * order the rules allow is generated, in its canonical form, and nothing else) on random positions. The random-play
 * test of the adjudicator ({@code RandomPlayTest}) checks the other direction: no generated order is ever void.
 */
class OrderRulesTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final OrderRules RULES = ADJ.rules();
    private static final FleetChains NO_FLEETS = chains(Position.start(MAP));

    private static int loc(String id) {
        return MAP.findLocation(id).orElseThrow().index();
    }

    private static int p(String id) {
        return MAP.province(id).index();
    }

    private static FleetChains chains(Position position) {
        FleetChains chains = new FleetChains(RULES.tables());
        int[] seas = new int[MAP.provinces().size()];
        int count = 0;
        for (Unit u : position.units()) {
            if (u.type() == UnitType.FLEET && RULES.tables().isSea(u.province().index())) {
                seas[count++] = u.province().index();
            }
        }
        chains.label(seas, count);
        return chains;
    }

    /** DATC 6.A.1, 6.A.2, 6.A.3, 6.B.1, 6.B.2, 6.B.3 and 6.A.4 (a move to its own province). */
    @Test
    void movesAndTheirReasons() {
        int fleet = OrderRules.FLEET;
        int army = OrderRules.ARMY;
        assertEquals(Reason.NOT_ADJACENT, RULES.move(fleet, loc("NTH"), p("NTH"), loc("PIC"), NO_FLEETS));
        assertEquals(Reason.ARMY_TO_SEA, RULES.move(army, loc("LVP"), p("LVP"), loc("IRI"), NO_FLEETS));
        assertEquals(Reason.FLEET_TO_INLAND, RULES.move(fleet, loc("KIE"), p("KIE"), loc("MUN"), NO_FLEETS));
        assertEquals(Reason.COAST_NEEDED, RULES.move(fleet, loc("POR"), p("POR"), loc("SPA"), NO_FLEETS));
        assertEquals(Reason.COAST_UNREACHABLE, RULES.move(fleet, loc("GAS"), p("GAS"), loc("SPA/SC"), NO_FLEETS));
        assertNull(RULES.move(fleet, loc("GAS"), p("GAS"), loc("SPA"), NO_FLEETS), "the only coast it can reach");
        assertEquals(loc("SPA/NC"), RULES.target(fleet, loc("GAS"), loc("SPA")));
        assertEquals(Reason.MOVE_TO_OWN_PROVINCE, RULES.move(army, loc("PAR"), p("PAR"), loc("PAR"), NO_FLEETS));
        assertEquals(Reason.NOT_ADJACENT, RULES.move(army, loc("LON"), p("LON"), loc("NWY"), NO_FLEETS));
        Position convoy = Boards.on(MAP, "S1901M").units("ENGLAND", "A LON", "F NTH").position();
        assertNull(RULES.move(army, loc("LON"), p("LON"), loc("NWY"), chains(convoy)),
                "a possible convoy (DATC 6.D.8)");
    }

    /** DATC 6.A.5 (support itself), 6.A.10 (support into a province it cannot reach), 6.B.4 (any coast). */
    @Test
    void supportsConvoysAndTheirReasons() {
        int army = OrderRules.ARMY;
        int fleet = OrderRules.FLEET;
        assertEquals(Reason.SUPPORT_OWN_UNIT_SELF, RULES.supportHold(army, loc("VEN"), p("VEN"), p("VEN"), army, army));
        int none = OrderRules.ANY_TYPE;
        assertEquals(Reason.SUPPORT_NO_UNIT, RULES.supportHold(army, loc("VEN"), p("VEN"), p("TRI"), none, none));
        assertEquals(Reason.SUPPORT_WRONG_TYPE, RULES.supportHold(army, loc("VEN"), p("VEN"), p("TRI"), army, fleet));
        assertEquals(Reason.SUPPORT_UNREACHABLE, RULES.supportMove(fleet, loc("ROM"), p("ROM"), p("APU"), army, army,
                loc("VEN")));
        assertNull(RULES.supportMove(fleet, loc("MAO"), p("MAO"), p("GAS"), fleet, fleet, loc("SPA/NC")));
        assertNull(RULES.supportMove(fleet, loc("WES"), p("WES"), p("GAS"), fleet, fleet, loc("SPA/NC")), "any coast");
        assertEquals(Reason.SUPPORT_INTO_OWN_PROVINCE, RULES.supportMove(army, loc("VEN"), p("VEN"), p("TYR"), army,
                army, loc("VEN")));
        assertEquals(Reason.CONVOY_NOT_AT_SEA, RULES.convoy(fleet, p("LON"), p("YOR"), army, army, p("NWY"),
                NO_FLEETS));
        assertEquals(Reason.CONVOY_NO_ARMY, RULES.convoy(fleet, p("NTH"), p("LON"), fleet, OrderRules.ANY_TYPE,
                p("NWY"), NO_FLEETS));
    }

    @Test
    void retreatsAndBuildsAndTheirReasons() {
        assertEquals(Reason.RETREAT_TO_ATTACKER, RULES.retreat(OrderRules.ARMY, loc("VIE"), loc("BOH"), p("BOH"),
                q -> false, q -> false));
        assertEquals(Reason.RETREAT_UNREACHABLE, RULES.retreat(OrderRules.ARMY, loc("VIE"), loc("ADR"), -1,
                q -> false, q -> false));
        assertEquals(Reason.RETREAT_TO_CONTESTED, RULES.retreat(OrderRules.FLEET, loc("NAO"), loc("LVP"), -1,
                q -> false, q -> q == p("LVP")));
        Position winter = Boards.on(MAP, "W1901A").units("RUSSIA", "A MOS")
                .centers("RUSSIA", "MOS", "STP", "SEV", "RUM").centers("TURKEY", "WAR").position();
        var russia = MAP.power("RUSSIA");
        assertEquals(Reason.BUILD_OCCUPIED, RULES.build(winter, russia, UnitType.ARMY,
                MAP.findLocation("MOS").orElseThrow()));
        assertEquals(Reason.BUILD_NOT_OWNED, RULES.build(winter, russia, UnitType.ARMY,
                MAP.findLocation("WAR").orElseThrow()));
        assertEquals(Reason.BUILD_NOT_HOME, RULES.build(winter, russia, UnitType.ARMY,
                MAP.findLocation("RUM").orElseThrow()));
        assertEquals(Reason.BUILD_COAST_NEEDED, RULES.build(winter, russia, UnitType.FLEET,
                MAP.findLocation("STP").orElseThrow()));
        assertNull(RULES.build(winter, russia, UnitType.FLEET, MAP.findLocation("STP/NC").orElseThrow()));
        assertEquals(Reason.BUILD_TERRAIN, RULES.build(Boards.on(MAP, "W1901A").centers("AUSTRIA", "VIE")
                .position(), MAP.power("AUSTRIA"), UnitType.FLEET,
                MAP.findLocation("VIE").orElseThrow()));
    }

    /**
     * Generation and validation are the same rule: on the movement phases of random games, a unit's generated moves,
     * supports and convoys are exactly the candidates the rules allow (moves and supports compared by province, any
     * coast; a support of a move also needs a legal move of the supported unit into that province).
     */
    @Test
    void theGeneratorListsExactlyWhatTheRulesAllow() {
        LegalOrders legal = new LegalOrders(ADJ);
        int[] units = new int[1];
        RandomGames.play(ADJ, 12, 3, 1906, 0.5, phase -> {
            Position position = phase.position();
            if (position.phase().type() == PhaseType.MOVEMENT) {
                List<UnitOrders> all = legal.of(position);
                FleetChains chains = chains(position);
                for (UnitOrders u : all) {
                    check(u, all, chains);
                    units[0]++;
                }
            }
        });
        assertTrue(units[0] > 300, "units checked: " + units[0]);
    }

    private static void check(UnitOrders u, List<UnitOrders> all, FleetChains chains) {
        int type = OrderRules.typeCode(u.unit().type());
        int at = u.unit().location().index();
        int province = u.unit().province().index();
        Set<String> generated = new HashSet<>();
        for (Order o : u.orders()) {
            if (o instanceof Move m) {
                generated.add("move " + m.to().province());
            } else if (o instanceof Support s) {
                generated.add("support " + s.supported().province() + " "
                        + (s.isHoldSupport() ? "hold" : s.to().province()));
            } else if (o instanceof Convoy c) {
                generated.add("convoy " + c.army().province() + " " + c.to().province());
            }
        }
        Set<String> allowed = new HashSet<>();
        for (Location l : MAP.locations()) {
            if (RULES.move(type, at, province, l.index(), chains) == null) {
                allowed.add("move " + l.province());
            }
        }
        for (UnitOrders w : all) {
            if (w == u) {
                continue;
            }
            int wType = OrderRules.typeCode(w.unit().type());
            int wp = w.unit().province().index();
            if (RULES.supportHold(type, at, province, wp, wType, wType) == null) {
                allowed.add("support " + w.unit().province() + " hold");
            }
            for (Province d : MAP.provinces()) {
                boolean wCanMove = false;
                for (Location l : MAP.locations()) {
                    wCanMove |= l.province() == d
                            && RULES.move(wType, w.unit().location().index(), wp, l.index(), chains) == null;
                }
                if (wCanMove && RULES.supportMove(type, at, province, wp, wType, wType, d.index()) == null) {
                    allowed.add("support " + w.unit().province() + " " + d);
                }
                if (RULES.convoy(type, province, wp, wType, wType, d.index(), chains) == null) {
                    allowed.add("convoy " + w.unit().province() + " " + d);
                }
            }
        }
        assertEquals(allowed, generated, u.unit().toString());
    }
}
