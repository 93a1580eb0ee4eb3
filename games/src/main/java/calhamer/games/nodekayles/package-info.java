/**
 * Node-Kayles (Burke, Ferland and Teng, Ruleset 5; Schaefer 1978) as an impartial game:
 * {@link calhamer.games.nodekayles.NodeKayles} holds the rules on a {@link calhamer.games.nodekayles.KaylesGraph}, and
 * {@link calhamer.games.nodekayles.NodeKaylesProvider} registers it, play starting on the path of 10 vertices (Dawson's
 * Kayles). A player chooses a vertex that is neither chosen nor next to a chosen one; the player who cannot loses.
 * The exact solver the game API uses is {@link calhamer.games.nodekayles.KaylesSolver}: components remembered by their
 * vertex sets, paths and cycles answered by the octal game 0.137 ({@link calhamer.games.nodekayles.PathNimbers}).
 */
package calhamer.games.nodekayles;
