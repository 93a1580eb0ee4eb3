/**
 * The JMH benchmarks, one class per subject: the paths of a movement phase from the rules engine to a whole HTTP
 * request without the network ({@link calhamer.benchmarks.MovementBenchmark}), roll-outs
 * ({@link calhamer.benchmarks.RolloutBenchmark}), influence evaluation
 * ({@link calhamer.benchmarks.WorldEvaluatorBenchmark}) and payoff-matrix cells
 * ({@link calhamer.benchmarks.PayoffMatrixBenchmark}) on the standard map, the matrix-game solvers
 * ({@link calhamer.benchmarks.MatrixSolverBenchmark}), all-pairs shortest paths against JGraphT
 * ({@link calhamer.benchmarks.ShortestPathsBenchmark}), and the games' work: Quoridor wall legality
 * ({@link calhamer.benchmarks.QuoridorWallBenchmark}), Spread-It MCTS
 * ({@link calhamer.benchmarks.SpreadItMctsBenchmark}), Transverse Wave nimbers
 * ({@link calhamer.benchmarks.TransverseWaveBenchmark}) and the INFLUENCE scoring solver
 * ({@link calhamer.benchmarks.InfluenceSolverBenchmark}); and the automatic layout of maps without coordinates
 * ({@link calhamer.benchmarks.AutoLayoutBenchmark}). {@link calhamer.benchmarks.CrowdedPositions} gives the
 * crowded positions that several of them and the load test share. Two command-line tools sit beside them:
 * {@link calhamer.benchmarks.CpuTimeMain} times the games' benchmark operations (or the layouts of given maps) on the
 * running thread's CPU clock, and {@link calhamer.benchmarks.InfluenceSegmentsMain} extends Table 1 of Duchêne et al., "INFLUENCE", checking the
 * paper's Conjectures 26 and 27 on the segments it computes.
 */
package calhamer.benchmarks;
