/** Arenas, tournaments and archive analysis as Apache Spark jobs. */
package calhamer.cluster;
