/**
 * Influence graphs (Utkin, "Influence Graphs", section V): sources spreading influence over any graph of the maps
 * module, decaying with shortest-path distance.
 */
package calhamer.influence;
