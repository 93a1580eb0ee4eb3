package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;
import java.util.random.RandomGenerator;

/**
 * A fast policy that orders every power on a {@link Board}: what roll-outs play after the searched phase.
 * Implementations are not expected to be thread-safe.
 */
public interface Blueprint {

    /** Values the board's position; called before ordering and again whenever the board changes. */
    void prepare(Board board);

    /**
     * Orders every power with something to do in the prepared board's phase.
     *
     * @param orders movement and retreats: filled by province (others set to 0); adjustments: a list
     * @return how many adjustment orders were written (0 in other phases)
     */
    int playAll(RandomGenerator random, long[] orders);

    /** Writes one power's retreats (or disbandings) by province of the dislodged unit. */
    void retreats(int power, RandomGenerator random, long[] orders);

    /**
     * Writes one power's builds and waives, or removals, into {@code out} from {@code offset}.
     *
     * @return how many orders were written
     */
    int adjustments(int power, RandomGenerator random, long[] out, int offset);
}
