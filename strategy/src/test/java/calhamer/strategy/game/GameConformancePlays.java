package calhamer.strategy.game;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The random plays the conformance kit checks: {@link RandomAgent} for every player, seeds {@code 1..count}, played
 * once and kept. A play that breaks off (the game broke its contract during play) fails with the seed in the message.
 */
final class GameConformancePlays<S, M> {
    private final Game<S, M> game;
    private final int maxPlies;
    private final List<Trajectory<S, M>> trajectories = new ArrayList<>();

    GameConformancePlays(Game<S, M> game, int count, int maxPlies) {
        this.game = game;
        this.maxPlies = maxPlies;
        for (long seed = 1; seed <= count; seed++) {
            trajectories.add(play(seed));
        }
    }

    /** The plays, in seed order. */
    List<Trajectory<S, M>> trajectories() {
        return trajectories;
    }

    /** Plays the game again from a seed. */
    Trajectory<S, M> play(long seed) {
        List<RandomAgent<S, M>> agents = IntStream.range(0, game.facts().playerCount())
                .mapToObj(p -> new RandomAgent<S, M>()).toList();
        try {
            return Playout.run(game, agents, Budget.unlimited(), seed, maxPlies);
        } catch (RuntimeException e) {
            return fail("seed " + seed + ": the random play broke off: " + e.getMessage(), e);
        }
    }

    /** Every visited state, with where it was seen and the joint move played from it (null at the end). */
    List<Visit<S, M>> visits() {
        List<Visit<S, M>> visits = new ArrayList<>();
        for (int t = 0; t < trajectories.size(); t++) {
            Trajectory<S, M> play = trajectories.get(t);
            for (int ply = 0; ply < play.states().size(); ply++) {
                JointMove<M> next = ply < play.moves().size() ? play.moves().get(ply) : null;
                visits.add(new Visit<>("seed " + (t + 1) + ", ply " + ply, play.states().get(ply), next));
            }
        }
        return visits;
    }

    /** A visited state. */
    record Visit<S, M>(String where, S state, JointMove<M> next) {
    }
}
