/**
 * INFLUENCE, the partizan scoring game of Duchêne, Gonzalez, Parreau, Rémila and Solal (TCS 2021):
 * {@link calhamer.games.influencegame.Influence} plays it on a {@link calhamer.games.influencegame.Digraph} whose
 * vertices are labelled L or R, with {@link calhamer.games.influencegame.InfluenceState} positions, and
 * {@link calhamer.games.influencegame.InfluenceProvider} registers it as {@code influence}. Left takes an L vertex and
 * every vertex reachable from it, Right an R vertex and every vertex that reaches it; each scores the vertices removed.
 * For the exact scoring solver, {@link calhamer.games.influencegame.InfluenceRules} settles a board's forced vertices
 * and splits the rest into independent components, strongly connected components condensed (Tarjan's algorithm); each
 * component is a {@link calhamer.games.influencegame.Shape}, a {@link calhamer.games.influencegame.Segment} (Definition
 * 16) or a {@link calhamer.games.influencegame.Dag}, which lists its own options.
 */
package calhamer.games.influencegame;
