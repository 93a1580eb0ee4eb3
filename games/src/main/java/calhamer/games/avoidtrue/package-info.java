/**
 * Avoid True (Burke, Ferland and Teng, Ruleset 7; Schaefer 1978) as an impartial game:
 * {@link calhamer.games.avoidtrue.AvoidTrue} holds the rules on a {@link calhamer.games.avoidtrue.Formula}, a positive
 * CNF over up to 64 variables with the variables already made true, and
 * {@link calhamer.games.avoidtrue.AvoidTrueProvider} registers it, play starting from the paper's example formula. A
 * player makes a variable true when the formula is still not true afterwards; the player who cannot loses.
 */
package calhamer.games.avoidtrue;
