package calhamer.strategy.solve;

import java.util.List;

/**
 * A two-player partizan scoring game (player 0 is Left, player 1 Right) seen by {@link ScoringGameSolver}: each
 * state's future as a sum of independent components plus the points already certain for each player, and the
 * score taken so far.
 *
 * @param <S> the game's state type
 * @param <P> the component type
 */
public interface ScoringRuleset<S, P> extends ScoringComponents<P> {

    /** The state's future: the points each player is certain to get without a decision, and the components. */
    Sum<P> sum(S state);

    /** The points Left has taken so far minus those Right has taken (0 when states keep no score). */
    int taken(S state);

    /**
     * A state's future.
     *
     * @param leftSettled  points Left gets whatever anyone does
     * @param rightSettled points Right gets whatever anyone does
     * @param components   the independent components, each with moves for both players
     */
    record Sum<P>(int leftSettled, int rightSettled, List<P> components) {
        public Sum {
            components = List.copyOf(components);
        }
    }
}
