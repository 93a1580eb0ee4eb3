/**
 * Game archives as Spark jobs: {@link calhamer.cluster.archive.ArchiveGenerator} writes self-play games as game
 * records (every phase in the batch adjudication's request form), {@link calhamer.cluster.archive.GameAnalysis}
 * adjudicates and scores every phase of one, and the commands run both over archives of any size.
 */
package calhamer.cluster.archive;
