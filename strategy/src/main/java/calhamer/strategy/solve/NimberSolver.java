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

    /**
     * Whether what the solver has already proved shows the position lost, without searching: an outcome search that
     * found a won position's winning move has proved the position that move leads to, so the caller can list that
     * move before searching the others. It costs no more than splitting the position into its components. This
     * default proves nothing.
     *
     * @return true when the position is proved lost; false when it is won or not yet known
     */
    default boolean provedLosing(P position) {
        return false;
    }

    /** @return the distinct components solved so far (what the answers report as {@code states}) */
    long states();
}
