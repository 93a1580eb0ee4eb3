/**
 * Shortest paths on unweighted graphs: {@link calhamer.maps.paths.IndexedGraph} is a graph in compressed sparse row
 * form, and {@link calhamer.maps.paths.AllPairsShortestPaths} computes every distance once, by a breadth-first search
 * from each vertex as Utkin's "Influence Graphs" (section V) proposes, into a matrix of byte or char cells. A matrix
 * that would not fit in the memory allowed is refused with a {@link calhamer.maps.paths.GraphTooLargeException} before
 * any work starts; the distance between vertices that no path connects throws a
 * {@link calhamer.maps.paths.NoPathException}.
 */
package calhamer.maps.paths;
