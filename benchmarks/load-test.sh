#!/usr/bin/env bash
# Load test: starts the server jar on a free port and drives POST /maps/standard/adjudicate (crowded positions,
# random legal orders for every unit), POST /maps/standard/influence and POST /maps/standard/orders/legal (the same
# positions): with wrk when it is installed (apt-get install wrk), otherwise with the closed-loop Java client
# calhamer.benchmarks.load.LoadTestMain. Server and load generator share the machine's cores. Besides wrk's figures
# it prints the server's CPU time per request (from /proc, Linux) and the load average, since on a shared machine
# the rate depends on what else runs. Then one adjudicate client alone and beside 8 heavy clients (orders/choose at
# depth 2).
# Each kind is measured after a warm-up (default 30 s): on 2 cores shared with the load generator the optimising JIT
# needs 20-25 s to settle, and a 3 s warm-up measured a half-compiled server at a third to a half of its rate.
# Usage: benchmarks/load-test.sh [connections] [seconds] [warm-up seconds]   (after: mvn -B -ntp -DskipTests package)
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-16}
seconds=${2:-20}
warmup=${3:-30}
data=$(mktemp -d)
log=$(mktemp)
java -jar server/target/calhamer.jar --port 0 --data-dir "$data" >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data" "$log"' EXIT
for _ in $(seq 1 100); do
  url=$(grep -o 'http://[0-9.]*:[0-9]*/' "$log" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "server did not start:"; cat "$log"; exit 1; }
cpu() { awk '{print $14 + $15}' "/proc/$server/stat" 2>/dev/null || echo 0; }
for kind in adjudicate influence orders/legal; do
  if command -v wrk >/dev/null; then
    bodies="$data/${kind//\//-}.jsonl"
    java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain --write-bodies "$kind" "$bodies"
    echo "== POST /maps/standard/$kind (wrk, $connections connections, 1 thread, ${seconds} s after ${warmup} s warm-up)"
    BODIES="$bodies" wrk -t1 -c"$connections" -d"${warmup}s" -s benchmarks/wrk-bodies.lua "${url}maps/standard/$kind" \
      >/dev/null
    before=$(cpu)
    result=$(BODIES="$bodies" wrk -t1 -c"$connections" -d"${seconds}s" --latency -s benchmarks/wrk-bodies.lua \
      "${url}maps/standard/$kind")
    after=$(cpu)
    echo "$result" | grep -E 'Latency|Requests/sec|99%|90%|50%|Non-2xx|requests in'
    requests=$(echo "$result" | grep -o '[0-9]* requests in' | grep -o '^[0-9]*')
    ticks=$(getconf CLK_TCK)
    echo "  server CPU per request: $(( (after - before) * 1000000 / ticks / requests )) µs;" \
      "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  else
    java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain "$url" "$kind" "$connections" "$seconds" \
      0 "$warmup"
  fi
done
# Light requests alone and beside heavy ones: one adjudicate client, then the same beside 8 orders/choose clients.
for heavy in 0 8; do
  echo "== POST /maps/standard/adjudicate, 1 connection, beside $heavy heavy clients"
  java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain "$url" adjudicate 1 "$seconds" "$heavy"
done
