#!/usr/bin/env python3
"""The tested seat of one or two arena runs, each given as one or more results files (comma-separated: the halves of a
run played with --from), and with two runs the paired difference by seed. The figures results.md quotes:

- per run: games, the tested seat's mean centres with a 95% Student t interval (as the arena's summary gives it),
  its mean per power (the lowest seat is what "at least 3 centres in every seat" asks of), solo wins (a 95% Wald
  interval), centres held in a Fall and lost at its end per 100 held, repeats of a move that bounced twice before
  with no more own support per 100 moves, how well the tested search's model foretold the others' orders (their
  mean probability under it, and the share in no candidate; runs recorded before 2026-11-29 lack it), and the
  untested seats' mean;
- with a second run: the ratio of the two tested seats' means (SECOND / FIRST: "1.45x v1's own seat" is the search
  bot's run against calhamer-v1's self-play run as FIRST), and the mean of SECOND minus FIRST over the seeds both
  played, with the half-width of its 95% t interval ("paired +0.43 +- 1.17").

Usage: benchmarks/arena-compare.py FIRST.jsonl[,MORE.jsonl...] [SECOND.jsonl[,MORE.jsonl...]]
  each file: bin/calhamer arena ... --out FILE
"""
import json
import math
import statistics
import sys


T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def t_quantile(df):
    """The 97.5% quantile of Student's t as the arena's own summary takes it (calhamer.strategy.tournament.Interval),
    so that both print the same interval for a run: the table to 30 degrees of freedom, linear to 2.000 at 60 and
    1.980 at 120, the normal quantile beyond."""
    if df < 1:
        return float("nan")
    if df <= len(T975):
        return T975[df - 1]
    if df <= 60:
        return 2.042 - (df - 30) * (2.042 - 2.000) / 30
    if df <= 120:
        return 2.000 - (df - 60) * (2.000 - 1.980) / 60
    return 1.960


def half_width(values):
    if len(values) < 2:
        return float("nan")
    return t_quantile(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def read(files):
    """@return the games of the files by seed; files of other settings, or a seed met twice with other results, are
    an error."""
    games = {}
    key = None
    for name in files.split(","):
        try:
            lines = open(name).read().splitlines()
        except OSError as e:
            sys.exit(f"cannot read {name}: {e.strerror}")
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                game = json.loads(line)
                seed = game["seed"]
                tested_seats = [s for s in game["seats"] if s["tested"]]
            except (ValueError, KeyError, TypeError) as e:
                sys.exit(f"{name}:{number}: not an arena record: {e}")
            if key is not None and game.get("key") != key:
                sys.exit(f"{name}:{number}: played with other settings than the run's first game:\n  {game.get('key')}"
                         f"\n  {key}")
            key = game.get("key")
            if len(tested_seats) != 1:
                sys.exit(f"{name}:{number}: {len(tested_seats)} tested seats; this summary takes runs with one"
                         " (--seats 1)")
            if seed in games and games[seed]["seats"] != game["seats"]:
                sys.exit(f"{name}:{number}: seed {seed} is in the run twice, with other results")
            games[seed] = game
    if not games:
        sys.exit(f"{files}: no games")
    return games


def tested(game):
    return next(s for s in game["seats"] if s["tested"])


def summary(label, games):
    ends = [tested(g)["endCentres"] for g in games.values()]
    n = len(ends)
    mean = statistics.mean(ends)
    h = half_width(ends)
    wins = sum(1 for g in games.values() if g["winner"] == tested(g)["power"])
    rate = wins / n
    wald = 1.959964 * math.sqrt(rate * (1 - rate) / n)
    per = {}
    for g in games.values():
        per.setdefault(tested(g)["power"], []).append(tested(g)["endCentres"])
    counts = {k: sum(g.get("tested", {}).get(k, 0) for g in games.values())
              for k in ("fallCentresHeld", "fallCentresLost", "moves", "unsupportedRepeats", "predictedOrders",
                        "predictedProbability", "unmodelledOrders")}
    others = [s["endCentres"] for g in games.values() for s in g["seats"] if not s["tested"]]
    print(f"{label}: {n} games, seeds {min(games)}..{max(games)}")
    print(f"  tested seat: mean centres {mean:.2f} [{mean - h:.2f}, {mean + h:.2f}], solo wins {wins} "
          f"({100 * rate:.1f}% [{100 * max(0, rate - wald):.1f}, {100 * min(1, rate + wald):.1f}])")
    print("  per power: " + ", ".join(f"{p} {statistics.mean(v):.2f} ({len(v)})" for p, v in sorted(per.items()))
          + f"; lowest {min(statistics.mean(v) for v in per.values()):.2f}")
    per_hundred = (("Fall losses per 100 held", counts["fallCentresLost"], counts["fallCentresHeld"]),
                   ("repeats per 100 moves", counts["unsupportedRepeats"], counts["moves"]))
    rates = [f"{what} {100 * part / whole:.2f} ({part} of {whole})" for what, part, whole in per_hundred if whole]
    if rates:
        print("  " + "; ".join(rates))
    if counts["predictedOrders"]:
        print(f"  the model of the others: {counts['predictedOrders']} orders, mean probability "
              f"{counts['predictedProbability'] / counts['predictedOrders']:.3f}, "
              f"{100 * counts['unmodelledOrders'] / counts['predictedOrders']:.1f}% in no candidate")
    if others:
        print(f"  untested seats: mean centres {statistics.mean(others):.2f}")
    return mean


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    first = read(sys.argv[1])
    first_mean = summary("first", first)
    if len(sys.argv) == 2:
        return
    second = read(sys.argv[2])
    second_mean = summary("second", second)
    common = sorted(set(first) & set(second))
    if not common:
        sys.exit("the two runs share no seed: nothing to pair")
    for s in common:
        if tested(second[s])["power"] != tested(first[s])["power"]:
            sys.exit(f"seed {s}: the tested seat is {tested(first[s])['power']} in the first run and "
                     f"{tested(second[s])['power']} in the second: the runs do not pair")
    diffs = [tested(second[s])["endCentres"] - tested(first[s])["endCentres"] for s in common]
    print(f"second / first: {second_mean / first_mean:.2f}x" if first_mean else "second / first: n/a (first is 0)")
    print(f"paired by seed, second minus first: {statistics.mean(diffs):+.2f} +- {half_width(diffs):.2f} over "
          f"{len(common)} seeds; {sum(d != 0 for d in diffs)} end with other centres")


if __name__ == "__main__":
    main()
