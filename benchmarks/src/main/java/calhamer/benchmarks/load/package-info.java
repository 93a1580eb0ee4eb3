/**
 * The load test of a running server: {@link calhamer.benchmarks.load.LoadTestMain} is a closed-loop HTTP load generator
 * whose clients each send {@code POST /maps/standard/adjudicate}, {@code /influence} or {@code /orders/legal} requests
 * one after another, and which prints requests per second and latency percentiles. Package-private heavy clients can
 * run beside them, asking for order choices at depth 2, to show whether heavy work slows light requests down. It also
 * writes request bodies for wrk and the phases of whole games for {@code adjudicate --jsonl};
 * {@code benchmarks/load-test.sh} starts a server and runs it.
 */
package calhamer.benchmarks.load;
