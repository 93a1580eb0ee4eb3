#!/usr/bin/env bash
# Load test: starts the server jar on a free port and drives POST /maps/standard/adjudicate (crowded positions,
# random legal orders for every unit) and POST /maps/standard/influence: with wrk when it is installed
# (apt-get install wrk), otherwise with the closed-loop Java client calhamer.benchmarks.load.LoadTestMain.
# Then one adjudicate client alone and beside 8 heavy clients (orders/choose at depth 2).
# Usage: benchmarks/load-test.sh [connections] [seconds]   (after: mvn -B -ntp -DskipTests package)
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-8}
seconds=${2:-20}
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
for kind in adjudicate influence; do
  if command -v wrk >/dev/null; then
    bodies="$data/$kind.jsonl"
    java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain --write-bodies "$kind" "$bodies"
    echo "== POST /maps/standard/$kind (wrk, $connections connections, 1 thread)"
    BODIES="$bodies" wrk -t1 -c"$connections" -d3s -s benchmarks/wrk-bodies.lua "${url}maps/standard/$kind" >/dev/null
    BODIES="$bodies" wrk -t1 -c"$connections" -d"${seconds}s" --latency -s benchmarks/wrk-bodies.lua \
      "${url}maps/standard/$kind" | grep -E 'Latency|Requests/sec|99%|90%|50%|Non-2xx|requests in'
  else
    java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain "$url" "$kind" "$connections" "$seconds"
  fi
done
# Light requests alone and beside heavy ones: one adjudicate client, then the same beside 8 orders/choose clients.
for heavy in 0 8; do
  echo "== POST /maps/standard/adjudicate, 1 connection, beside $heavy heavy clients"
  java -cp benchmarks/target/benchmarks.jar calhamer.benchmarks.load.LoadTestMain "$url" adjudicate 1 "$seconds" "$heavy"
done
