/**
 * Quoridor for 4 players as Wilson, Zuckerman and Nau play it in "Modeling Social Preferences in Multi-player Games"
 * (section 5), and for 2: {@link calhamer.games.quoridor.Quoridor} holds the rules on
 * {@link calhamer.games.quoridor.QuoridorState}s with {@link calhamer.games.quoridor.QuoridorMove}s, and
 * {@link calhamer.games.quoridor.QuoridorProvider} registers it as {@code quoridor}.
 * {@link calhamer.games.quoridor.Walls} holds the walls on the board, the steps they block, the touch test that spares
 * most wall placements a flood fill, and each side's cached distance map.
 * {@link calhamer.games.quoridor.QuoridorEvaluator} is the paper's evaluation from the pawns' distances to their goals,
 * with a formula of this project's own (the paper gives none). {@link calhamer.games.quoridor.QuoridorTournament} runs
 * the paper's experiments (Figures 6–10) and {@link calhamer.games.quoridor.QuoridorTables} turns their results into
 * its tables.
 */
package calhamer.games.quoridor;
