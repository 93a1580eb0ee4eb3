/**
 * Influence graphs for Diplomacy (Utkin, "Influence Graphs", sections VII–VIII): per-power worlds over a map's
 * border graph, standings, ratios and shares, evaluated from scratch or incrementally.
 */
package calhamer.influence.diplomacy;
