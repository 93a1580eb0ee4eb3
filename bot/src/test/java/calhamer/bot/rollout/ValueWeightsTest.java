package calhamer.bot.rollout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.engine.Board;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.io.BundledMaps;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The value's weights: the counts, the learned ones of the standard map, none learned for a variant. */
class ValueWeightsTest {
    private static final MapFixture STANDARD = MapFixture.of("standard");

    @Test
    void theCountsValueTheStartByCentresAndATenthPerUnit() {
        Board start = STANDARD.adjudicator().codec().board(STANDARD.start());
        double[] out = new double[7];
        new RolloutValue(start.tables(), ValueWeights.COUNTS).evaluate(start, out);
        assertEquals(4.4, out[STANDARD.power("RUSSIA").index()], 1e-12);
        assertEquals(3.3, out[STANDARD.power("FRANCE").index()], 1e-12);
    }

    @Test
    void theStandardMapHasItsLearnedWeightsAndAVariantTheCounts() throws Exception {
        ValueWeights learned = ValueWeights.learned(STANDARD.map());
        assertNotEquals(ValueWeights.COUNTS, learned);
        try (InputStream in = ValueWeights.class.getResourceAsStream(LearnedValue.resource("standard"))) {
            assertArrayEquals(LearnedValue.read(in).weights(), learned.weights());
        }
        assertSame(learned, ValueWeights.learned(STANDARD.map()), "read once");
        assertSame(ValueWeights.COUNTS, ValueWeights.learned(BundledMaps.load("modern")));
    }

    @Test
    void theLearnedWeightsPreferMoreCentresFewerThreatsAndEmptyTargets() {
        double[] w = ValueWeights.learned(STANDARD.map()).weights();
        assertTrue(w[PositionFeatures.CENTRES] > 0 && w[PositionFeatures.UNITS] > 0, () -> java.util.Arrays.toString(w));
        assertTrue(w[PositionFeatures.THREATENED] < 0, () -> java.util.Arrays.toString(w));
        assertTrue(w[PositionFeatures.EMPTY_TARGETS] > 0, () -> java.util.Arrays.toString(w));
    }

    @Test
    void weightsMustBeOnePerFeatureAndFinite() {
        assertThrows(IllegalArgumentException.class, () -> ValueWeights.of(1, 0.1));
        assertThrows(IllegalArgumentException.class, () -> ValueWeights.of(1, Double.NaN, 0, 0, 0, 0, 0));
    }
}
