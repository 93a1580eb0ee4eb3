#!/usr/bin/env python3
"""How the tested seats of an arena run got to their ends: the mean centres at the end of each game year, by how the
game ended for the seat (a solo win; at least NEAR centres without one; fewer). Reads the centresByYear the arena
writes for every seat (records written before it was kept have none and are skipped). A seat's game that stopped
early (a solo win) counts in the years it played; each cell gives in brackets how many seats it averages when that is
fewer than the group's.

Usage: benchmarks/centre-curves.py RESULTS.jsonl [NEAR]
  RESULTS.jsonl: bin/calhamer arena ... --out RESULTS.jsonl
  NEAR: the fewest centres of the middle group (default 15, three short of the standard map's 18)
"""
import json
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    near = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    solo, middle, fewer = [], [], []
    try:
        lines = open(sys.argv[1]).readlines()
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e.strerror}")
    for number, line in enumerate(lines, 1):
        try:
            game = json.loads(line)
        except ValueError as e:
            sys.exit(f"{sys.argv[1]}:{number}: not an arena record: {e}")
        for seat in game["seats"]:
            curve = seat.get("centresByYear") or []
            if not seat["tested"] or not curve:
                continue
            if game["winner"] == seat["power"]:
                solo.append(curve)
            elif seat["endCentres"] >= near:
                middle.append(curve)
            else:
                fewer.append(curve)
    groups = {"solo wins": solo, f"{near}+ centres, no win": middle, "fewer": fewer}
    years = max((len(c) for g in groups.values() for c in g), default=0)
    if years == 0:
        sys.exit(f"{sys.argv[1]}: no tested seat with centresByYear (written by an arena before they were kept?)")
    print("| seats | " + " | ".join(f"year {y + 1}" for y in range(years)) + " |")
    print("|---" * (years + 1) + "|")
    for name, curves in groups.items():
        if not curves:
            continue
        cells = []
        for y in range(years):
            values = [c[y] for c in curves if len(c) > y]
            if not values:
                cells.append("")
                continue
            mean = f"{sum(values) / len(values):.1f}"
            cells.append(mean if len(values) == len(curves) else f"{mean} ({len(values)})")
        print(f"| {len(curves)} {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
