package calhamer.strategy.game;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A game's own exact solver, for games whose theory answers better than backward induction over the game tree:
 * Sprague–Grundy values of impartial games, Left and Right scores of partizan scoring games. A game offers one
 * through {@link Game#solver()}; {@code POST /games/{game}/solve} and the offline {@code game} command ask the game
 * for it and write its answer as it is, so a new kind of solver needs no code in the server.
 *
 * @param <S> the game's state type
 */
public interface GameSolver<S> {

    /** The solver's kind, reported in every answer as {@code "solver"}: e.g. {@code "sprague-grundy"}. */
    String kind();

    /**
     * The exact answer for the state: a JSON object with {@code "solver"} and the fields the kind documents. An
     * answer the budget cut short after its main result carries {@code "unfinished": {"limit": "STATES"|"TIME"|
     * "MEMORY", "detail"}} saying what is missing.
     *
     * @throws calhamer.strategy.search.SearchBudgetException when the budget (distinct states, time) runs out, or
     *                                                        the calling thread is interrupted, first
     * @throws UnsupportedGameException                       when the state is outside what the solver handles
     */
    ObjectNode solve(S state, Budget budget);
}
