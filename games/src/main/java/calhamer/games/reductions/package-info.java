/**
 * {@link calhamer.games.reductions.Reductions} converts positions between the games of Burke, Ferland and Teng,
 * "Transverse Wave", following the paper's reductions (Propositions 1–3, Theorems 2 and 4–6): each maps a position of
 * one game to a position of another with an isomorphic game tree, hence the same nimber, in time polynomial in its
 * size. Moves correspond as the paper says.
 */
package calhamer.games.reductions;
