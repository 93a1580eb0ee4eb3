#!/usr/bin/env python3
"""Decision time as a bot author meets it: POST /maps/standard/orders/choose against a running server, one request
at a time, positions of the movement phases of 1903-1909 from an archive of bot games, the power rotating; prints the
client-side mean, p50, p99 and max in milliseconds and the largest elapsedMillis the server reported.

Usage: benchmarks/decision-deadline.py PORT REQUESTS ARCHIVE.jsonl [CELLS]
  ARCHIVE.jsonl: bin/calhamer-cluster generate-archive --games 3 --seed 7 ARCHIVE.jsonl
  CELLS: a cell budget large enough that the 1,500 ms time guard binds (default: the server's default options)
"""
import json
import sys
import time
import urllib.request


def main():
    port, requests, archive = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    options_budget = {"budget": {"cells": int(sys.argv[4]), "timeMillis": 1500}} if len(sys.argv) > 4 else {}
    positions = []
    with open(archive) as lines:
        for line in lines:
            for phase in json.loads(line)["phases"]:
                p = phase["position"]
                if p["phase"].endswith("M") and "1903" <= p["phase"][1:5] <= "1909":
                    positions.append(p)
    latencies, elapsed = [], []
    for i in range(requests):
        p = positions[i % len(positions)]
        powers = [name for name, units in p["units"].items() if units]
        body = json.dumps({"position": p, "power": powers[i % len(powers)],
                           "options": {"seed": i, **options_budget}}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/maps/standard/orders/choose", body,
                                         {"Content-Type": "application/json"})
        start = time.perf_counter()
        answer = json.load(urllib.request.urlopen(request))
        latencies.append((time.perf_counter() - start) * 1000)
        elapsed.append(answer["explanation"]["elapsedMillis"])
    latencies.sort()
    n = len(latencies)
    print(f"{n} decisions over {len(positions)} positions: mean {sum(latencies) / n:.0f} ms, "
          f"p50 {latencies[n // 2]:.0f}, p99 {latencies[min(n - 1, int(n * 0.99))]:.0f}, max {latencies[-1]:.0f}; "
          f"server elapsedMillis max {max(elapsed)}")


if __name__ == "__main__":
    main()
