package calhamer.adjudicator.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.Boards;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Builds, waives, removals and the civil disorder distances of both editions. */
class AdjustmentRuleTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final Adjudicator ADJ = new Adjudicator(MAP);

    @Test
    void buildsNeedAVacantOwnedHomeCentreAndANamedCoast() {
        Position p = Boards.on(MAP, "W1901A").units("RUSSIA", "A MOS")
                .centers("RUSSIA", "MOS", "STP", "SEV", "RUM").centers("GERMANY", "WAR").position();
        List<String> texts = List.of("F STP B", "A WAR B", "F MOS B", "A RUM B", "F SEV B", "WAIVE", "WAIVE",
                "WAIVE");
        List<Reason> reasons = ADJ.adjudicate(p, Map.of("RUSSIA", texts)).orders().stream().map(r -> r.reason())
                .toList();
        assertEquals(List.of(Reason.BUILD_COAST_NEEDED, Reason.BUILD_NOT_OWNED, Reason.BUILD_OCCUPIED,
                Reason.BUILD_NOT_HOME, Reason.BUILT, Reason.WAIVED, Reason.WAIVED, Reason.NO_BUILDS_LEFT), reasons);
    }

    @Test
    void civilDisorderCountsFleetMovesUnderThe2000RulesAndAnyProvinceUnderThe2023Rules() {
        // Russia owns only Sweden. 2000 rules (home centres, fleet moves): F BAR is 1 move from STP/NC, F KIE 3
        // (BAL, BOT, STP/SC), so F KIE goes. 2023 rules (owned centres, any province): both are 2 from Sweden (BAR
        // NWY SWE, KIE BAL SWE), so alphabetical order removes F BAR (Barents Sea).
        Position p = Boards.on(MAP, "W1901A").units("RUSSIA", "F BAR", "F KIE").centers("RUSSIA", "SWE").position();
        assertEquals("F KIE", removed(p, AdjudicationOptions.DEFAULT));
        assertEquals("F BAR", removed(p, AdjudicationOptions.DEFAULT.withEdition(Edition.RULES_2023)));
    }

    @Test
    void waivesCountAgainstTheBuildsDue() {
        Position p = Boards.on(MAP, "W1901A").centers("RUSSIA", "MOS", "STP").position();
        List<Reason> reasons = ADJ.adjudicate(p, Map.of("RUSSIA", List.of("WAIVE", "WAIVE", "A MOS B"))).orders()
                .stream().map(r -> r.reason()).toList();
        assertEquals(List.of(Reason.WAIVED, Reason.WAIVED, Reason.NO_BUILDS_LEFT), reasons);
    }

    private static String removed(Position p, AdjudicationOptions options) {
        PhaseResult result = ADJ.adjudicate(p, Map.of(), options);
        assertEquals(1, result.removals().size());
        assertEquals(Reason.CIVIL_DISORDER, result.removals().get(0).reason());
        return result.removals().get(0).unit().toString();
    }
}
