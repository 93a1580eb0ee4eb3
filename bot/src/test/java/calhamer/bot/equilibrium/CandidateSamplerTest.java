package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.BlueprintLikenessTest.IX;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.STANDARD;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.W;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The blueprint's candidate sets depend on the position and the seed alone. */
class CandidateSamplerTest {
    private static final Deadline NONE = new Deadline(System.nanoTime(), 600_000);

    private record Sampled(List<Candidate> sets, List<Double> weights) {
    }

    private static Sampled sample(int power, long seed) {
        List<Double> weights = new ArrayList<>();
        List<Candidate> sets = W.sampler.sample(W.root, power, 64, 16, seed, weights, NONE);
        return new Sampled(sets, weights);
    }

    /**
     * Sampling another power first, with other seeds, leaves a power's sets as they were: the greedy blueprint's
     * set (drawn in a random unit order) too, not only the draws after it.
     */
    @Test
    void aSamplingDoesNotDependOnTheOnesBeforeIt() {
        STANDARD.adjudicator().codec().load(STANDARD.start(), W.root);
        W.sampler.prepare(W.root);
        for (int p = 0; p < IX.powerCount(); p++) {
            Sampled first = sample(p, 1000 + p);
            for (int other = 0; other < IX.powerCount(); other++) {
                sample(other, 77 + other);
                Sampled again = sample(p, 1000 + p);
                assertEquals(first.sets(), again.sets(), IX.map().power(p) + " after " + IX.map().power(other));
                assertEquals(first.weights(), again.weights());
            }
        }
    }
}
