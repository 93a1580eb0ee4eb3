package calhamer.strategy.search.social;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The learning rule of Wilson, Zuckerman and Nau, section 3.2: a row is the average effect of the last k moves. */
class SocialLearnerTest {

    @Test
    void theEffectIsTheChangeOfTheNormalisedEvaluation() {
        SocialLearner learner = new SocialLearner(2, 10, SocialRangeMatrix.identity(3));
        assertArrayEquals(new double[] {0.2, -0.2, 0}, learner.effect(new double[] {5, 5, 5},
                new double[] {7, 3, 5}), 1e-12);
    }

    @Test
    void aRowIsTheAverageOfTheLastKEffects() {
        SocialLearner learner = new SocialLearner(2, 10, SocialRangeMatrix.identity(3));
        learner.observe(1, new double[] {5, 5, 5}, new double[] {3, 6, 5});
        assertArrayEquals(new double[] {-0.2, 0.1, 0}, learner.matrix().row(1), 1e-12);
        learner.observe(1, new double[] {5, 5, 5}, new double[] {5, 8, 1});
        assertArrayEquals(new double[] {-0.1, 0.2, -0.2}, learner.matrix().row(1), 1e-12);
        learner.observe(1, new double[] {0, 0, 0}, new double[] {0, 0, 10});
        assertEquals(2, learner.observations(1));
        assertArrayEquals(new double[] {0, 0.15, 0.3}, learner.matrix().row(1), 1e-12, "the first move is gone");
        assertArrayEquals(new double[] {1, 0, 0}, learner.matrix().row(0), "no move seen: the initial row");
        assertArrayEquals(new double[] {0, 0, 1}, learner.matrix().row(2));
    }

    @Test
    void entriesAreClampedToTheRange() {
        SocialLearner learner = new SocialLearner(1, 1, SocialRangeMatrix.identity(2));
        learner.observe(0, new double[] {0, 5}, new double[] {3, 0});
        assertArrayEquals(new double[] {1, -1}, learner.matrix().row(0));
        assertThrows(IllegalArgumentException.class, () -> new SocialLearner(0, 1, SocialRangeMatrix.identity(2)));
        assertThrows(IllegalArgumentException.class, () -> new SocialLearner(1, 0, SocialRangeMatrix.identity(2)));
        assertThrows(IllegalArgumentException.class, () -> learner.effect(new double[1], new double[2]));
    }
}
