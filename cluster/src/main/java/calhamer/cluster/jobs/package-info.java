/**
 * The arena and the papers' tournaments as Spark jobs: each command makes its run's games as the single-machine
 * command does ({@link calhamer.cluster.jobs.MatchCommand}), the one tournament runner stores, resumes and reports
 * them, and {@link calhamer.cluster.jobs.SparkMatchPlayer} plays them as Spark tasks, each executor making the same
 * games from the same command line ({@link calhamer.cluster.jobs.MatchSource}).
 */
package calhamer.cluster.jobs;
