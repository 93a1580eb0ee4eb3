package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.EquilibriumSearchTest.BOT;
import static calhamer.bot.equilibrium.EquilibriumSearchTest.STANDARD;
import static calhamer.bot.equilibrium.EquilibriumSearchTest.legal;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.bot.BotBudget;
import calhamer.bot.BotMove;
import calhamer.bot.BotOptions;
import calhamer.bot.PreviousPhase;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The old bot's defects named in issue 9, each on a position where the old bot (the matrix method, then the default)
 * showed it in games against DumbBot-class players; the search (now the default) and, where the fix applies to it,
 * the matrix method must not.
 */
class DefectsTest {
    private static final BotOptions SEARCH = BotOptions.defaults().withBudget(new BotBudget(8_000, 60_000));
    private static final BotOptions MATRIX = BotOptions.defaults().withMethod("matrix")
            .withBudget(new BotBudget(20_000, 60_000));

    private static List<Order> orders(Position p, String power, BotOptions options) {
        BotMove move = BOT.play(p, STANDARD.power(power), options);
        assertTrue(legal(p, power).containsAll(move.orders()), move.orders().toString());
        return move.orders();
    }

    /** England with two armies abroad and three builds: the old bot built three armies that never left Britain. */
    @Test
    void buildsChooseTheUnitTypeThePositionNeeds() {
        Position winter = STANDARD.position("""
                {"phase": "W1901A", "units": {"ENGLAND": ["A NWY", "A BEL"], "FRANCE": ["F MAO", "A PIC", "A BUR"],
                 "GERMANY": ["F HOL", "A RUH", "A KIE"], "RUSSIA": ["F SWE", "A STP"]},
                 "centers": {"ENGLAND": ["LON", "EDI", "LVP", "NWY", "BEL"], "FRANCE": ["BRE", "PAR", "MAR", "SPA"],
                 "GERMANY": ["BER", "KIE", "MUN", "HOL", "DEN"], "RUSSIA": ["STP", "MOS", "WAR", "SEV", "SWE"]}}""");
        for (BotOptions options : List.of(SEARCH.withSeed(1), SEARCH.withSeed(2), MATRIX)) {
            List<Order> builds = orders(winter, "ENGLAND", options);
            assertTrue(builds.stream().anyMatch(o -> o instanceof Build b && b.unit().type() == UnitType.FLEET),
                    options.method() + ": " + builds);
        }
    }

    /** Austria in 1907: the old matrix method sent A SER and A GRE into Bulgaria together. */
    @Test
    void twoOwnUnitsNeverMoveIntoOneProvince() {
        Position spring = STANDARD.position("""
                {"phase": "S1907M", "units": {"AUSTRIA": ["A SER", "F ALB", "A GRE", "A WAR", "A TRI", "A BUD"],
                 "ENGLAND": ["F MAO", "F SWE", "A LON", "F NWY", "F HOL", "F EDI"], "FRANCE": ["F SPA/SC", "A POR",
                 "F ENG", "A BRE", "A RUH"], "GERMANY": ["A MAR", "A GAS", "A MUN", "A DEN", "A BER", "F SKA"],
                 "ITALY": ["F AEG", "A TYR", "A VEN"], "RUSSIA": ["F BAL", "A RUM"], "TURKEY": ["A BUL", "F WES",
                 "A ANK", "A CON", "F SEV", "F SMY"]},
                 "centers": {"AUSTRIA": ["BUD", "GRE", "SER", "TRI", "VIE", "WAR"], "ENGLAND": ["EDI", "HOL", "LON",
                 "LVP", "NWY", "SWE"], "FRANCE": ["BEL", "BRE", "PAR", "POR", "SPA"], "GERMANY": ["BER", "DEN", "KIE",
                 "MAR", "MUN", "STP"], "ITALY": ["NAP", "ROM", "VEN"], "RUSSIA": ["MOS", "RUM"], "TURKEY": ["ANK",
                 "BUL", "CON", "SEV", "SMY", "TUN"]}}""");
        for (BotOptions options : List.of(MATRIX.withSeed(1907), SEARCH.withSeed(1), SEARCH.withSeed(2))) {
            assertNoTwoIntoOne(spring, "AUSTRIA", orders(spring, "AUSTRIA", options));
        }
    }

    static void assertNoTwoIntoOne(Position p, String power, List<Order> orders) {
        Set<Province> into = new HashSet<>();
        Set<Province> leaving = new HashSet<>();
        orders.stream().filter(o -> o instanceof Move).forEach(o -> leaving.add(o.unit().province()));
        for (Order o : orders) {
            if (o instanceof Move m) {
                assertTrue(into.add(m.to().province()), "two own units into " + m.to() + ": " + orders);
                Unit there = p.unitAt(m.to().province());
                assertFalse(there != null && there.power().name().equals(power) && !leaving.contains(there.province()),
                        "into an own unit that stays: " + orders);
            }
        }
    }

    /**
     * Austria in 1905: A VIE - TYR had bounced off the Italian army in Tyrolia in Fall 1904 (and before); the old bot
     * ordered it again, unsupported, for the third phase running. With the last phase as its memory the bot
     * supports the move or sends the army elsewhere.
     */
    @Test
    void aMoveThatBouncedLastPhaseIsSupportedOrReplaced() {
        Position fall = STANDARD.position("""
                {"phase": "F1904M", "units": {"AUSTRIA": ["A VEN", "A SER", "F TRI", "A BUL", "A BUD", "A VIE"],
                 "ENGLAND": ["F MAO", "F DEN", "A LON", "F EDI"], "FRANCE": ["F SPA/SC", "A POR", "F ENG", "A PAR",
                 "A BEL", "A PIC"], "GERMANY": ["F NWY", "A BUR", "A GAS", "A MUN", "A KIE", "A BER"],
                 "ITALY": ["A ROM", "F AEG", "A TYR", "F APU"], "RUSSIA": ["F BAL", "F BLA", "A GAL"],
                 "TURKEY": ["A CON", "F ION", "F RUM", "A GRE"]},
                 "centers": {"AUSTRIA": ["BUD", "RUM", "SER", "TRI", "VEN", "VIE"], "ENGLAND": ["DEN", "EDI", "LON",
                 "LVP"], "FRANCE": ["BEL", "BRE", "MAR", "PAR", "POR", "SPA"], "GERMANY": ["BER", "HOL", "KIE", "MUN",
                 "STP", "SWE"], "ITALY": ["GRE", "NAP", "ROM", "TUN"], "RUSSIA": ["MOS", "SEV", "WAR"],
                 "TURKEY": ["ANK", "BUL", "CON", "SMY"]}}""");
        Map<String, List<Order>> byName = new LinkedHashMap<>();
        byName.put("AUSTRIA", parse("A BUD - GAL; A BUL - RUM; A SER - GRE; F TRI H; A VEN - ROM; A VIE - TYR"));
        byName.put("ENGLAND", parse("F DEN - SWE; F EDI - NTH; A LON H; F MAO - POR"));
        byName.put("FRANCE", parse("A BEL - HOL; F ENG - BRE; A PAR S F ENG - BRE; A PIC - BEL; A POR - SPA;"
                + " F SPA/SC - MAR"));
        byName.put("GERMANY", parse("A BER - KIE; A BUR - PAR; A GAS - SPA; A KIE - HOL; A MUN S A BER - KIE;"
                + " F NWY - SWE"));
        byName.put("ITALY", parse("F AEG - GRE; F APU S A ROM - VEN; A ROM - VEN; A TYR - TRI"));
        byName.put("RUSSIA", parse("F BAL - KIE; F BLA - RUM; A GAL - BUD"));
        byName.put("TURKEY", parse("A CON - BUL; A GRE - SER; F ION - TUN; F RUM S A CON - BUL"));
        Map<Power, List<Order>> given = new LinkedHashMap<>();
        byName.forEach((name, orders) -> given.put(STANDARD.power(name), orders));
        Position spring = STANDARD.position("""
                {"phase": "S1905M", "units": {"AUSTRIA": ["A SER", "F TRI", "A BUL", "A BUD", "A VIE"],
                 "ENGLAND": ["F MAO", "F DEN", "A LON", "F NTH"], "FRANCE": ["F MAR", "A POR", "F BRE", "A PAR",
                 "A BEL", "A PIC"], "GERMANY": ["F NWY", "A BUR", "A GAS", "A MUN", "A KIE", "A BER"],
                 "ITALY": ["A VEN", "F AEG", "A TYR"], "RUSSIA": ["F BAL", "F BLA", "A GAL"],
                 "TURKEY": ["A CON", "F TUN", "F RUM", "A GRE", "A SMY", "A ANK"]},
                 "centers": {"AUSTRIA": ["BUD", "BUL", "SER", "TRI", "VIE"], "ENGLAND": ["DEN", "EDI", "LON", "LVP"],
                 "FRANCE": ["BEL", "BRE", "MAR", "PAR", "POR", "SPA"], "GERMANY": ["BER", "HOL", "KIE", "MUN", "NWY",
                 "STP", "SWE"], "ITALY": ["NAP", "ROM", "VEN"], "RUSSIA": ["MOS", "SEV", "WAR"],
                 "TURKEY": ["ANK", "CON", "GRE", "RUM", "SMY", "TUN"]}}""");
        Order repeated = STANDARD.parser().parse("A VIE - TYR");
        for (long seed = 1; seed <= 4; seed++) {
            List<Order> orders = orders(spring, "AUSTRIA", SEARCH.withSeed(seed).withPrevious(
                    new PreviousPhase(fall, given)));
            boolean supported = orders.stream().anyMatch(o -> o instanceof Support s && !s.isHoldSupport()
                    && s.supported().province().equals(repeated.unit().province()));
            assertTrue(!orders.contains(repeated) || supported, "seed " + seed + ": " + orders);
        }
    }

    private static List<Order> parse(String orders) {
        return STANDARD.set(orders).orders();
    }

    /**
     * Fall positions where the old bot walked off an owned centre that a neighbour then took (England's London in
     * 1904, Russia's Ankara in 1905): every own unit on an owned centre another power can enter stays, moves into a
     * supply centre, or is replaced by another own unit.
     */
    @Test
    void fallOrdersDoNotLeaveOwnedCentresOpenWithoutReason() {
        Position england = STANDARD.position("""
                {"phase": "F1904M", "units": {"AUSTRIA": ["A BUD", "A SER", "F ADR"], "ENGLAND": ["F HOL", "A LON",
                 "A EDI", "F NWG"], "FRANCE": ["F ENG", "A MUN", "F BEL", "A BUR", "A MAR"], "GERMANY": ["F NTH",
                 "A NWY", "A GAS", "A RUH", "A BER"], "ITALY": ["F SMY", "F GRE", "A VEN", "F ION", "A SIL", "A TRI"],
                 "RUSSIA": ["A GAL", "F RUM", "F BAL", "A STP", "A UKR"], "TURKEY": ["F SEV", "A BUL", "F CON",
                 "A ANK"]},
                 "centers": {"AUSTRIA": ["BUD", "SER", "TRI"], "ENGLAND": ["EDI", "HOL", "LON", "LVP"],
                 "FRANCE": ["BEL", "BRE", "MAR", "MUN", "POR", "SPA"], "GERMANY": ["BER", "DEN", "KIE", "NWY", "PAR"],
                 "ITALY": ["GRE", "NAP", "ROM", "SMY", "VEN", "VIE"], "RUSSIA": ["MOS", "RUM", "STP", "SWE", "WAR"],
                 "TURKEY": ["ANK", "BUL", "CON", "SEV"]}}""");
        Position russia = STANDARD.position("""
                {"phase": "F1905M", "units": {"AUSTRIA": ["A SER", "F GRE", "A BUD", "A MOS", "A VIE", "A ALB"],
                 "ENGLAND": ["F BAL", "F DEN", "A YOR", "F LON", "F NWY", "F NTH"], "FRANCE": ["F ENG", "A BUR",
                 "A SPA", "A MAR", "F BRE"], "GERMANY": ["F BEL", "A HOL", "A KIE"], "ITALY": ["A VEN", "F ION",
                 "A PIE", "A TRI"], "RUSSIA": ["A BER", "A SIL", "F SWE", "A MUN", "F ANK", "A GAL"],
                 "TURKEY": ["F RUM", "A BUL", "A CON", "F BLA"]},
                 "centers": {"AUSTRIA": ["BUD", "GRE", "SER", "SEV", "TRI", "VIE"], "ENGLAND": ["EDI", "LON", "LVP",
                 "NWY", "STP", "SWE"], "FRANCE": ["BRE", "MAR", "PAR", "POR", "SPA"], "GERMANY": ["BEL", "HOL",
                 "KIE"], "ITALY": ["NAP", "ROM", "TUN", "VEN"], "RUSSIA": ["ANK", "BER", "DEN", "MOS", "MUN", "WAR"],
                 "TURKEY": ["BUL", "CON", "RUM", "SMY"]}}""");
        for (long seed = 1; seed <= 3; seed++) {
            assertCentresKept(england, "ENGLAND", orders(england, "ENGLAND", SEARCH.withSeed(seed)));
            assertCentresKept(russia, "RUSSIA", orders(russia, "RUSSIA", SEARCH.withSeed(seed)));
        }
    }

    private static void assertCentresKept(Position p, String power, List<Order> orders) {
        Set<Province> entered = new HashSet<>();
        orders.stream().filter(o -> o instanceof Move).forEach(o -> entered.add(((Move) o).to().province()));
        for (Order o : orders) {
            Province at = o.unit().province();
            if (!(o instanceof Move m) || !at.supplyCenter() || (p.owner(at) == null || !power.equals(p.owner(at).name())) || entered.contains(at)
                    || !threatened(p, power, at)) {
                continue;
            }
            assertTrue(m.to().province().supplyCenter(), "walks off " + at.id() + " without reason: " + orders);
        }
    }

    private static boolean threatened(Position p, String power, Province centre) {
        return p.units().stream().anyMatch(u -> !u.power().name().equals(power)
                && (u.type() == UnitType.ARMY ? p.map().adjacency().armyAdjacent(u.province(), centre)
                : p.map().adjacency().fleetNeighbours(u.location()).stream()
                        .anyMatch(l -> l.province().equals(centre))));
    }

    /** The old bot never convoyed: England, Turkey and Italy now have convoys among their candidates. */
    @Test
    void convoysAreCandidatesForEnglandTurkeyAndItaly() {
        Map<String, String> units = Map.of("ENGLAND", "\"F NTH\", \"F NWG\", \"A YOR\"",
                "TURKEY", "\"F AEG\", \"A SMY\", \"A BUL\"", "ITALY", "\"F ION\", \"A APU\", \"A VEN\"");
        for (Map.Entry<String, String> e : units.entrySet()) {
            Position fall = STANDARD.position(startWith(e.getKey(), e.getValue()));
            BotMove move = BOT.play(fall, STANDARD.power(e.getKey()), SEARCH);
            assertTrue(legal(fall, e.getKey()).containsAll(move.orders()));
            List<SearchExplanation.CandidateReport> convoys = move.decision().explanation().search().powers().get(0)
                    .candidates().stream().filter(c -> c.source().contains("convoy")).toList();
            assertFalse(convoys.isEmpty(), e.getKey() + " has convoy candidates");
            for (SearchExplanation.CandidateReport c : convoys) {
                assertTrue(c.orders().contains(" C A ") && c.value() != null, c.toString());
                assertTrue(legal(fall, e.getKey()).containsAll(parse(c.orders())), "legal: " + c.orders());
            }
        }
    }

    /** F1901M with every power at home but the given one. */
    private static String startWith(String power, String units) {
        Map<String, String> home = new LinkedHashMap<>();
        home.put("AUSTRIA", "\"A VIE\", \"A BUD\", \"F TRI\"");
        home.put("ENGLAND", "\"F LON\", \"F EDI\", \"A LVP\"");
        home.put("FRANCE", "\"F BRE\", \"A PAR\", \"A MAR\"");
        home.put("GERMANY", "\"F KIE\", \"A BER\", \"A MUN\"");
        home.put("ITALY", "\"F NAP\", \"A ROM\", \"A VEN\"");
        home.put("RUSSIA", "\"A WAR\", \"A MOS\", \"F SEV\", \"F STP/SC\"");
        home.put("TURKEY", "\"F ANK\", \"A CON\", \"A SMY\"");
        home.put(power, units);
        StringBuilder json = new StringBuilder("{\"phase\": \"F1901M\", \"units\": {");
        home.forEach((p, u) -> json.append('"').append(p).append("\": [").append(u).append("], "));
        json.setLength(json.length() - 2);
        json.append("}, \"centers\": {\"AUSTRIA\": [\"VIE\", \"BUD\", \"TRI\"], \"ENGLAND\": [\"LON\", \"EDI\","
                + " \"LVP\"], \"FRANCE\": [\"BRE\", \"PAR\", \"MAR\"], \"GERMANY\": [\"KIE\", \"BER\", \"MUN\"],"
                + " \"ITALY\": [\"NAP\", \"ROM\", \"VEN\"], \"RUSSIA\": [\"WAR\", \"MOS\", \"SEV\", \"STP\"],"
                + " \"TURKEY\": [\"ANK\", \"CON\", \"SMY\"]}}");
        return json.toString();
    }

    /**
     * Winter 1901: two Russian armies stand next to an empty Berlin. The old bot valued builds by the position as it
     * stood (Kiel and Munich); the search rolls the coming phases out and builds in Berlin.
     */
    @Test
    void buildsWeighWhatTheNextPhaseThreatens() {
        Position winter = STANDARD.position("""
                {"phase": "W1901A", "units": {"GERMANY": ["A HOL", "F DEN"], "RUSSIA": ["A PRU", "A SIL", "F BAL"],
                 "FRANCE": ["A BUR", "A PIC"]},
                 "centers": {"GERMANY": ["BER", "KIE", "MUN", "HOL"], "RUSSIA": ["STP", "MOS", "WAR", "SEV"],
                 "FRANCE": ["BRE", "PAR", "MAR", "BEL"]}}""");
        for (long seed = 1; seed <= 2; seed++) {
            List<Order> builds = orders(winter, "GERMANY", SEARCH.withSeed(seed));
            assertTrue(builds.stream().anyMatch(o -> o instanceof Build b && b.unit().province().id().equals("BER")),
                    "seed " + seed + ": " + builds);
        }
    }

    /**
     * Spring 1902 retreat: the Austrian army driven out of Serbia can retreat to Budapest, which a Russian army in
     * Galicia and one in Rumania would take in the Fall, or to Albania. The roll-outs of the coming phases value
     * Budapest about a centre higher, and it retreats there.
     */
    @Test
    void retreatsWeighWhatTheNextPhaseThreatens() {
        Position retreat = STANDARD.position("""
                {"phase": "S1902R", "units": {"AUSTRIA": ["F TRI", "A VIE"], "RUSSIA": ["A GAL", "A RUM", "F SEV"],
                 "TURKEY": ["A SER", "F GRE", "F BLA", "A CON"]},
                 "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "RUSSIA": ["WAR", "MOS", "SEV", "STP", "RUM"],
                 "TURKEY": ["ANK", "CON", "SMY", "BUL", "GRE"]},
                 "dislodged": {"AUSTRIA": [{"unit": "A SER", "attackerFrom": "BUL"}]}, "contested": []}""");
        BotMove move = BOT.play(retreat, STANDARD.power("AUSTRIA"), SEARCH);
        assertTrue(move.decision().orders().equals(List.of("A SER R BUD")), move.decision().orders().toString());
        Map<String, Double> value = new LinkedHashMap<>();
        move.decision().explanation().search().powers().get(0).candidates().forEach(c -> value.put(c.orders(),
                c.value()));
        assertTrue(value.get("A SER R BUD") > value.get("A SER R ALB") + 0.5, value.toString());
    }
}
