package calhamer.influence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DecayExponentialTest extends DecayContract {

    @Override
    Decay[] decays() {
        return new Decay[] {new Decay.Exponential(0.5), new Decay.Exponential(0.8), new Decay.Exponential(1),
            new Decay.Exponential(0), new Decay.Exponential(0.01)};
    }

    @Test
    void keepsTheFactorPerStep() {
        Decay half = new Decay.Exponential(0.5);
        assertEquals(0.5, half.factor(1), 0.0);
        assertEquals(0.125, half.factor(3), 0.0);
        assertTrue(half.factor(30) > 0, "exponential decay never quite reaches zero");
        assertEquals(0.64, new Decay.Exponential(0.8).factor(2), 1e-15);
    }

    @Test
    void factorZeroInfluencesOnlyTheSourceVertex() {
        Decay zero = new Decay.Exponential(0);
        assertEquals(1.0, zero.factor(0), 0.0);
        assertEquals(0.0, zero.factor(1), 0.0);
    }

    @Test
    void refusesFactorsOutsideTheUnitInterval() {
        assertThrows(IllegalArgumentException.class, () -> new Decay.Exponential(1.01));
        assertThrows(IllegalArgumentException.class, () -> new Decay.Exponential(-0.5));
        assertThrows(IllegalArgumentException.class, () -> new Decay.Exponential(Double.NaN));
    }
}
