/**
 * Nim and Demi-Quantum Nim as impartial games: {@link calhamer.games.nim.Nim} (Burke, Ferland and Teng, Ruleset 6;
 * Bouton 1901) on {@link calhamer.games.nim.Heaps}, whose value is the nim-sum of the heap sizes, and
 * {@link calhamer.games.nim.DemiQuantumNim} (Burke, Ferland and Teng, section 3.2) on
 * {@link calhamer.games.nim.Realizations}, a superposition of Nim positions over the same piles in which a move is
 * played in every realization where it is feasible and drops the others. {@link calhamer.games.nim.NimProvider} and
 * {@link calhamer.games.nim.DemiQuantumNimProvider} register them.
 */
package calhamer.games.nim;
