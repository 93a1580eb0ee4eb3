/**
 * Demographic Influence (Burke, Ferland and Teng, Ruleset 10) as an impartial game:
 * {@link calhamer.games.demographic.DemographicInfluence} holds the rules on a
 * {@link calhamer.games.demographic.Population} (a social network with a threshold per vertex and overlapping
 * demographic groups), and {@link calhamer.games.demographic.DemographicInfluenceProvider} registers it. A move lowers
 * the threshold of every member of one group by an amount, and each member pushed below 0 strongly influences its
 * friends, one step only; the player who cannot move loses.
 */
package calhamer.games.demographic;
