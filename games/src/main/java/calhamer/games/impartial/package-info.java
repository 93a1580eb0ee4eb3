/**
 * What the impartial games share: {@link calhamer.games.impartial.ImpartialRules} (one game's moves, their notation,
 * the positions' JSON form and the canonical independent components the Sprague–Grundy solver needs),
 * {@link calhamer.games.impartial.NormalPlayGame}, which turns rules into a game of the game API under normal play (the
 * player who cannot move loses), and {@link calhamer.games.impartial.ImpartialProvider}, which registers one. Their
 * building blocks: {@link calhamer.games.impartial.Graphs} (connected components and a canonical renumbering by colour
 * refinement, for the graph games), {@link calhamer.games.impartial.BitMatrix} (Boolean matrices of up to 64 columns,
 * for Transverse Wave and Crosswise AND/OR), {@link calhamer.games.impartial.Amount} and
 * {@link calhamer.games.impartial.AmountList} (moves {@code index:amount}) and
 * {@link calhamer.games.impartial.JsonFields} (the fields these games read).
 */
package calhamer.games.impartial;
