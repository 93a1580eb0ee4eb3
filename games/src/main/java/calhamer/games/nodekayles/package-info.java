/**
 * Node-Kayles (Burke, Ferland and Teng, Ruleset 5; Schaefer 1978) as an impartial game:
 * {@link calhamer.games.nodekayles.NodeKayles} holds the rules on a {@link calhamer.games.nodekayles.KaylesGraph}, and
 * {@link calhamer.games.nodekayles.NodeKaylesProvider} registers it, play starting on the path of 10 vertices (Dawson's
 * Kayles). A player chooses a vertex that is neither chosen nor next to a chosen one; the player who cannot loses.
 */
package calhamer.games.nodekayles;
