package calhamer.adjudicator.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The edition and the options. */
class EditionTest {

    @Test
    void editionsReadByYearOrName() {
        assertEquals(Edition.RULES_2000, Edition.parse("2000"));
        assertEquals(Edition.RULES_2023, Edition.parse(" 2023 "));
        assertEquals(Edition.RULES_2023, Edition.parse("rules_2023"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Edition.parse("1971"));
        assertTrue(e.getMessage().contains("expected 2000 or 2023"));
    }

    @Test
    void theDefaultIsThe2000RulesJudgingOrdersOneByOne() {
        assertEquals(Edition.RULES_2000, AdjudicationOptions.DEFAULT.edition());
        assertFalse(AdjudicationOptions.DEFAULT.strict());
        AdjudicationOptions o = AdjudicationOptions.DEFAULT.withEdition(Edition.RULES_2023).withStrict(true);
        assertEquals(Edition.RULES_2023, o.edition());
        assertTrue(o.strict());
        assertThrows(IllegalArgumentException.class, () -> new AdjudicationOptions(null, false));
    }
}
