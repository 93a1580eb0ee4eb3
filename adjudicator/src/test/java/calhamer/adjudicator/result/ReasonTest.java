package calhamer.adjudicator.result;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Every reason's sentence: the subject takes the place of {@code %s}, or the placeholder goes when there is none. */
class ReasonTest {

    @Test
    void sentencesFillTheirTemplate() {
        for (Reason r : Reason.values()) {
            assertEquals(r.sentence().replace("%s", "BUR"), r.describe("BUR"), r.name());
            assertEquals(r.sentence().replace(" %s", "").replace("%s", ""), r.describe(null), r.name());
        }
        assertEquals("moved to BUR", Reason.MOVED.describe("BUR"));
        assertEquals("void: there is no unit in to support", Reason.SUPPORT_NO_UNIT.describe(null));
        assertEquals("held its position", Reason.HELD.describe("ignored"));
    }
}
