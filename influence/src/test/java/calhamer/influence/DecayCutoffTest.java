package calhamer.influence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DecayCutoffTest extends DecayContract {

    @Override
    Decay[] decays() {
        return new Decay[] {Decay.Cutoff.flat(2), Decay.Cutoff.flat(0), new Decay.Cutoff(3, new Decay.Exponential(0.5)),
            new Decay.Cutoff(10, Decay.PAPER)};
    }

    @Test
    void flatCutoffIsAStep() {
        Decay step = Decay.Cutoff.flat(2);
        assertEquals(1.0, step.factor(2), 0.0);
        assertEquals(0.0, step.factor(3), 0.0);
    }

    @Test
    void appliesTheInnerDecayWithinTheDistance() {
        Decay cut = new Decay.Cutoff(2, Decay.PAPER);
        assertEquals(0.6, cut.factor(2), 0.0);
        assertEquals(0.0, cut.factor(3), 0.0);
        Decay longer = new Decay.Cutoff(10, Decay.PAPER);
        assertEquals(0.0, longer.factor(6), 0.0, "the inner decay still ends where it ends");
    }

    @Test
    void refusesBadParameters() {
        assertThrows(IllegalArgumentException.class, () -> new Decay.Cutoff(-1, Decay.PAPER));
        assertThrows(IllegalArgumentException.class, () -> new Decay.Cutoff(2, null));
    }
}
