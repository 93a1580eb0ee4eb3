package calhamer.influence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What every {@link Decay} promises: full weight at the source, factors in [0, 1], never growing with distance. */
abstract class DecayContract {

    /** @return decays of the implementation under test, with a spread of parameters */
    abstract Decay[] decays();

    @Test
    void fullWeightAtTheSource() {
        for (Decay d : decays()) {
            assertEquals(1.0, d.factor(0), d.toString());
        }
    }

    @Test
    void factorsStayInTheUnitIntervalAndNeverGrow() {
        for (Decay d : decays()) {
            double previous = 1.0;
            for (int distance = 0; distance <= 40; distance++) {
                double f = d.factor(distance);
                assertTrue(f >= 0 && f <= 1, d + " at " + distance + ": " + f);
                assertTrue(f <= previous, d + " grows at " + distance);
                previous = f;
            }
        }
    }

    @Test
    void tableMatchesSingleFactors() {
        for (Decay d : decays()) {
            double[] table = d.factors(12);
            assertEquals(13, table.length);
            double[] expected = new double[13];
            for (int distance = 0; distance <= 12; distance++) {
                expected[distance] = d.factor(distance);
            }
            assertArrayEquals(expected, table);
        }
    }

    @Test
    void refusesNegativeDistances() {
        for (Decay d : decays()) {
            assertThrows(IllegalArgumentException.class, () -> d.factor(-1));
            assertThrows(IllegalArgumentException.class, () -> d.factors(-1));
        }
    }
}
