package calhamer.influence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DecayLinearTest extends DecayContract {

    @Override
    Decay[] decays() {
        return new Decay[] {new Decay.Linear(0.2), new Decay.Linear(0), new Decay.Linear(0.15), new Decay.Linear(1),
            new Decay.Linear(3.5)};
    }

    /** Utkin, "Influence Graphs", section VII: 20% of the weight lost per step, nothing from five steps away. */
    @Test
    void paperDecayLosesOneFifthPerStepExactly() {
        assertEquals(new Decay.Linear(0.2), Decay.PAPER);
        double[] expected = {1.0, 0.8, 0.6, 0.4, 0.2, 0.0, 0.0, 0.0};
        for (int d = 0; d < expected.length; d++) {
            // exact: the decimal 1 - 0.2·d rounded once, so 50·factor(3) is 20, not 19.999999999999996
            assertEquals(expected[d], Decay.PAPER.factor(d), 0.0, "distance " + d);
        }
        assertEquals(20.0, 50 * Decay.PAPER.factor(3), 0.0);
        assertEquals(9.0, 15 * Decay.PAPER.factor(2), 0.0);
    }

    @Test
    void otherRatesReachOtherDistances() {
        Decay quarter = new Decay.Linear(0.25);
        assertEquals(0.25, quarter.factor(3), 0.0);
        assertEquals(0.0, quarter.factor(4), 0.0);
        Decay none = new Decay.Linear(0);
        assertEquals(1.0, none.factor(1000), 0.0);
        Decay third = new Decay.Linear(0.3);
        assertEquals(0.1, third.factor(3), 0.0);
        assertEquals(0.0, third.factor(4), 0.0);
    }

    @Test
    void refusesNegativeOrNonFiniteRates() {
        assertThrows(IllegalArgumentException.class, () -> new Decay.Linear(-0.1));
        assertThrows(IllegalArgumentException.class, () -> new Decay.Linear(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new Decay.Linear(Double.POSITIVE_INFINITY));
    }
}
