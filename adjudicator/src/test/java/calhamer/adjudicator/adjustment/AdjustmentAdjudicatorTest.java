package calhamer.adjudicator.adjustment;

import calhamer.adjudicator.Boards;
import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Builds, waives, removals and the civil disorder distances of both editions. */
class AdjustmentAdjudicatorTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final OrderParser PARSER = new OrderParser(MAP);

    @Test
    void buildsNeedAVacantOwnedHomeCentreAndANamedCoast() {
        Position p = Boards.on(MAP, "W1901A").units("RUSSIA", "A MOS")
                .centers("RUSSIA", "MOS", "STP", "SEV", "RUM").centers("GERMANY", "WAR").position();
        List<String> texts = List.of("F STP B", "A WAR B", "F MOS B", "A RUM B", "A MOS B", "F SEV B", "WAIVE",
                "A STP B");
        List<OrderEntry> orders = texts.stream().map(t -> new OrderEntry(MAP.power("RUSSIA"), texts.indexOf(t), t,
                PARSER.parse(t), null)).toList();
        List<Reason> reasons = new AdjustmentAdjudicator().adjudicate(p, orders, Edition.RULES_2000).orders()
                .stream().map(r -> r.reason()).toList();
        assertEquals(List.of(Reason.BUILD_COAST_NEEDED, Reason.BUILD_NOT_OWNED, Reason.BUILD_OCCUPIED,
                Reason.BUILD_NOT_HOME, Reason.BUILD_OCCUPIED, Reason.BUILT, Reason.WAIVED, Reason.BUILT), reasons);
    }

    @Test
    void civilDisorderCountsFleetMovesUnderThe2000RulesAndAnyProvinceUnderThe2023Rules() {
        // Russia owns only Sweden. 2000 rules (home centres, fleet moves): F BAR is 1 move from STP/NC, F KIE 3
        // (BAL, BOT, STP/SC), so F KIE goes. 2023 rules (owned centres, any province): both are 2 from Sweden (BAR
        // NWY SWE, KIE BAL SWE), so alphabetical order removes F BAR (Barents Sea).
        Position p = Boards.on(MAP, "W1901A").units("RUSSIA", "F BAR", "F KIE").centers("RUSSIA", "SWE").position();
        List<Unit> units = p.unitsOf(MAP.power("RUSSIA"));
        assertEquals("[F KIE]", CivilDisorder.choose(p, units, 1, Edition.RULES_2000).toString());
        assertEquals("[F BAR]", CivilDisorder.choose(p, units, 1, Edition.RULES_2023).toString());
    }
}
