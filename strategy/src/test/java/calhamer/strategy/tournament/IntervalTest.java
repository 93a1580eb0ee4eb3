package calhamer.strategy.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IntervalTest {

    @Test
    void theMeanHasStudentsTInterval() {
        Interval m = Interval.mean(new double[] {1, 2, 3, 4, 5});
        assertEquals(3, m.estimate(), 1e-12);
        assertEquals(3 - 2.776 * Math.sqrt(2.5 / 5), m.low(), 1e-9, "t(4) = 2.776");
        assertEquals(3 + 2.776 * Math.sqrt(2.5 / 5), m.high(), 1e-9);
        assertEquals("3.00 [1.04, 4.96]", m.format(2));
        double[] many = new double[200];
        for (int i = 0; i < many.length; i++) {
            many[i] = i % 2;
        }
        assertEquals(1.960 * Math.sqrt(0.5 * 0.5 * 200 / 199 / 200), Interval.mean(many).halfWidth(), 1e-12,
                "normal beyond 120 degrees of freedom");
    }

    /** Spread-It, Table I: 31.0 ± 1.48 for 3750 games (the paper's Wald interval). */
    @Test
    void aRateHasTheWaldIntervalThePaperPrints() {
        Interval p = Interval.proportion(1163, 3750);
        assertEquals("31.0 ± 1.48", p.percentWithInterval());
        assertEquals("31.0", p.percentEstimate());
        Interval ninetyFive = Interval.proportion(95, 100);
        assertEquals(0.95 - 1.959963984540054 * Math.sqrt(0.95 * 0.05 / 100), ninetyFive.low(), 1e-12);
        assertEquals("95.0% [90.7, 99.3]", ninetyFive.percent());
    }

    @Test
    void aRateNearZeroIsClippedInBracketsButNotInThePapersForm() {
        Interval p = Interval.proportion(1, 20);
        assertEquals(0, p.low());
        assertEquals("5.0 ± 9.55", p.percentWithInterval());
        assertEquals("5.0% [0.0, 14.6]", p.percent());
        Interval all = Interval.proportion(20, 20);
        assertEquals("100.0 ± 0.00", all.percentWithInterval(), "Wald's width at k = n: read it with n");
    }

    @Test
    void oneObservationHasNoIntervalAndNoneHasNoEstimate() {
        Interval one = Interval.mean(new double[] {7});
        assertFalse(one.hasInterval());
        assertEquals("7.00 [n/a]", one.format(2));
        assertTrue(Double.isNaN(one.low()) && Double.isNaN(one.high()) && Double.isNaN(one.halfWidth()),
                "no bound is infinite");
        Interval won = Interval.proportion(1, 1);
        assertEquals("100.0% [n/a]", won.percent());
        assertEquals("100.0 ± n/a", won.percentWithInterval());
        for (Interval single : new Interval[] {one, won, Interval.proportion(0, 1), Interval.mean(new double[] {-3})}) {
            for (String text : new String[] {single.format(2), single.percent(), single.percentWithInterval()}) {
                assertTrue(text.contains("n/a") && !text.contains("Infinity") && !text.contains("NaN"), text);
            }
        }
        assertEquals("n/a", Interval.mean(new double[0]).format(2));
        assertEquals("–", Interval.proportion(0, 0).percentWithInterval());
        assertEquals("n/a", Interval.proportion(0, 0).percent());
    }

    @Test
    void theTwoProportionTestIsTheTextbookOne() {
        // 60/100 against 40/100: pooled 0.5, z = 0.2 / sqrt(0.25 · 0.02) = 2.828, p = 0.00468
        assertEquals(0.00468, Interval.proportion(60, 100).pValueAgainst(Interval.proportion(40, 100)), 1e-5);
        assertEquals(1, Interval.proportion(0, 10).pValueAgainst(Interval.proportion(0, 10)));
        assertEquals(1, Interval.proportion(3, 10).pValueAgainst(Interval.proportion(0, 0)));
        assertThrows(IllegalArgumentException.class, () -> Interval.mean(new double[] {1, 2})
                .pValueAgainst(Interval.proportion(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> Interval.proportion(3, 2));
    }
}
