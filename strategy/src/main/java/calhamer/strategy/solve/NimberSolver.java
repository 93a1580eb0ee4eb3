package calhamer.strategy.solve;

/**
 * Finds nimbers of the positions of one impartial game under normal play, keeping what it learnt between calls
 * (one instance answers one request: a position and the positions one move away). {@link SpragueGrundySolver} is
 * the general one, over any {@link ImpartialRuleset}; a game whose structure allows better offers its own through
 * {@link ImpartialRuleset#solver()}. Not thread-safe.
 *
 * @param <P> the position type
 */
public interface NimberSolver<P> {

    /**
     * @return the nimber of the position (0 exactly when the player to move loses)
     * @throws calhamer.strategy.search.SearchBudgetException when a limit stops the solve first
     */
    int nimber(P position, SolveLimits limits);

    /**
     * Whether the player to move loses: the nimber is 0. A solver that can tell this without the nimber (an outcome
     * search, far cheaper on large positions) overrides it; this default asks for the nimber.
     *
     * @throws calhamer.strategy.search.SearchBudgetException when a limit stops the solve first
     */
    default boolean losing(P position, SolveLimits limits) {
        return nimber(position, limits) == 0;
    }

    /** @return the distinct components solved so far (what the answers report as {@code states}) */
    long states();
}
