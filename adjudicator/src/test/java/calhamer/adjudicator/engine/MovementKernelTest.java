package calhamer.adjudicator.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.RandomGames;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fast path: orders as int codes in a {@link MovementInput}, results in a {@link MovementOutput}, one kernel
 * reused across phases with the same results as a fresh kernel per phase.
 */
class MovementKernelTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);
    private static final MapTables TABLES = ADJ.rules().tables();

    private static int p(String id) {
        return MAP.province(id).index();
    }

    private static int loc(String id) {
        return MAP.findLocation(id).orElseThrow().index();
    }

    @Test
    void circularMovementWithSupportDatc6C2() {
        MovementInput in = new MovementInput(TABLES);
        int turkey = MAP.power("TURKEY").index();
        in.addUnit(turkey, OrderRules.FLEET, loc("ANK"));
        in.addUnit(turkey, OrderRules.ARMY, loc("CON"));
        in.addUnit(turkey, OrderRules.ARMY, loc("SMY"));
        in.addUnit(turkey, OrderRules.ARMY, loc("BUL"));
        in.move(p("ANK"), loc("CON"), false);
        in.move(p("CON"), loc("SMY"), false);
        in.move(p("SMY"), loc("ANK"), false);
        in.supportMove(p("BUL"), p("ANK"), OrderRules.FLEET, loc("CON"));
        MovementOutput out = new MovementOutput(TABLES);
        new MovementKernel(ADJ.rules()).resolve(in, out, Edition.RULES_2000);
        for (String id : List.of("ANK", "CON", "SMY")) {
            assertTrue(out.moved[p(id)], id);
            assertEquals(Reason.MOVED, out.reason[p(id)]);
        }
        assertEquals(loc("CON"), out.destination[p("ANK")]);
        assertEquals(Outcome.SUCCEEDED, out.outcome[p("BUL")]);
        assertEquals(Reason.SUPPORT_GIVEN, out.reason[p("BUL")]);
    }

    @Test
    void aSupportedAttackDislodgesAndReportsWhereItCameFrom() {
        MovementInput in = new MovementInput(TABLES);
        in.addUnit(0, OrderRules.ARMY, loc("VEN"));
        in.addUnit(0, OrderRules.ARMY, loc("TYR"));
        in.addUnit(1, OrderRules.FLEET, loc("TRI"));
        in.move(p("VEN"), loc("TRI"), false);
        in.supportMove(p("TYR"), p("VEN"), OrderRules.ANY_TYPE, loc("TRI"));
        MovementOutput out = new MovementOutput(TABLES);
        new MovementKernel(ADJ.rules()).resolve(in, out, Edition.RULES_2000);
        assertTrue(out.dislodged[p("TRI")]);
        assertEquals(p("VEN"), out.attackerFrom[p("TRI")]);
        assertEquals(Reason.DISLODGED_BY, out.reason[p("TRI")]);
        assertFalse(out.contested[p("VEN")]);
        assertThrows(IllegalArgumentException.class, () -> in.addUnit(2, OrderRules.ARMY, loc("VEN")));
    }

    @Test
    void oneKernelReusedAcrossPhasesAgreesWithAFreshKernelEachTime() {
        MovementKernel shared = new MovementKernel(ADJ.rules());
        MovementInput in = new MovementInput(TABLES);
        MovementInput copy = new MovementInput(TABLES);
        MovementOutput a = new MovementOutput(TABLES);
        MovementOutput b = new MovementOutput(TABLES);
        int[] phases = new int[1];
        RandomGames.play(ADJ, 99, 4, 1906, 0.6, phase -> {
            Position position = phase.position();
            if (position.phase().type() != PhaseType.MOVEMENT) {
                return;
            }
            load(in, position, phase.orders());
            copy.copyFrom(in);
            for (Edition edition : Edition.values()) {
                shared.resolve(in, a, edition);
                new MovementKernel(ADJ.rules()).resolve(copy, b, edition);
                for (int i = 0; i < in.unitCount(); i++) {
                    int q = in.unitProvince(i);
                    assertEquals(b.outcome[q], a.outcome[q]);
                    assertEquals(b.reason[q], a.reason[q]);
                    assertEquals(b.moved[q], a.moved[q]);
                    assertEquals(b.dislodged[q], a.dislodged[q]);
                }
                for (int q = 0; q < TABLES.provinceCount(); q++) {
                    assertEquals(b.contested[q], a.contested[q]);
                }
            }
            phases[0]++;
        });
        assertTrue(phases[0] >= 40, "movement phases: " + phases[0]);
    }

    /** Fills the input with the position's units and the orders in their packed form. */
    private static void load(MovementInput in, Position p, Map<Power, List<Order>> orders) {
        in.clear();
        BoardCodec codec = ADJ.codec();
        Board board = codec.board(p);
        p.units().forEach(u -> in.addUnit(u.power().index(), OrderRules.typeCode(u.type()), u.location().index()));
        orders.forEach((power, list) -> list.forEach(o -> {
            long packed = codec.packed(board, power, o);
            in.order(PackedOrder.unit(packed), packed);
        }));
    }
}
