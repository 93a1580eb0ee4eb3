/** Influence graphs: sources spreading influence over a map graph, per-power worlds and standings (Utkin, "Influence Graphs"). */
package calhamer.influence;
