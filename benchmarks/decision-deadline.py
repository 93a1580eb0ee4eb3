#!/usr/bin/env python3
"""Decision time as a bot author meets it: POST /maps/standard/orders/choose against a running server, one request
at a time, positions of the movement phases of 1903-1909 from an archive of bot games, the power rotating; prints the
client-side mean, p50, p99 and max in milliseconds and the largest elapsedMillis the server reported.

Usage: benchmarks/decision-deadline.py [--previous played|held] PORT REQUESTS ARCHIVE.jsonl [CELLS]
  ARCHIVE.jsonl: bin/calhamer-cluster generate-archive --games 3 --seed 7 ARCHIVE.jsonl
  CELLS: a cell budget large enough that the 1,500 ms time guard binds (default: the server's default options)
  --previous: send the bot's memory, the archive's last movement phase before the position, with the orders played
    there (played) or with none, every unit held (held: every power reads as unlike the blueprint); a position with
    no movement phase before it in its game goes without; without --previous the bot has no memory
"""
import json
import sys
import time
import urllib.request


def main():
    args = sys.argv[1:]
    memory = None
    if args[:1] == ["--previous"]:
        memory, args = (args[1] if len(args) > 1 else ""), args[2:]
        if memory not in ("played", "held"):
            sys.exit(f"--previous takes played or held, not {memory!r}")
    port, requests, archive = args[0], int(args[1]), args[2]
    options_budget = {"budget": {"cells": int(args[3]), "timeMillis": 1500}} if len(args) > 3 else {}
    positions = []
    with open(archive) as lines:
        for line in lines:
            last = None
            for phase in json.loads(line)["phases"]:
                p = phase["position"]
                if p["phase"].endswith("M") and "1903" <= p["phase"][1:5] <= "1909":
                    remembered = None if memory is None or last is None else {
                        "position": last["position"], "orders": last["orders"] if memory == "played" else {}}
                    positions.append((p, remembered))
                if p["phase"].endswith("M"):
                    last = phase
    latencies, elapsed = [], []
    for i in range(requests):
        p, remembered = positions[i % len(positions)]
        powers = [name for name, units in p["units"].items() if units]
        options = {"seed": i, **options_budget}
        if remembered is not None:
            options["previous"] = remembered
        body = json.dumps({"position": p, "power": powers[i % len(powers)], "options": options}).encode()
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
