/**
 * A Diplomacy map as validated, immutable data: {@link calhamer.maps.DiplomacyMap} holds the
 * {@link calhamer.maps.Province}s (with their {@link calhamer.maps.Terrain} and named {@link calhamer.maps.Coast}s),
 * the {@link calhamer.maps.Location}s units stand on, the {@link calhamer.maps.Power}s and the
 * {@link calhamer.maps.StartingPosition}, and everything the map fixes, precomputed at load time:
 * {@link calhamer.maps.Adjacency} for O(1) army, fleet and border tests and neighbour lists, and
 * {@link calhamer.maps.MapGraphs}, the three graphs ({@link calhamer.maps.GraphKind}) with their all-pairs shortest
 * paths. {@link calhamer.maps.MapLayout} says where to draw each province and is read by no rule;
 * {@link calhamer.maps.MapLookup} is the one normalisation of names. Maps are read and checked by
 * {@link calhamer.maps.io.MapLoader}.
 */
package calhamer.maps;
