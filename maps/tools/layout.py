# Writes the drawing layout of the bundled maps from the geography of the classic board.
# Usage: python3 maps/tools/layout.py   (rewrites the "layout" block of the three bundled map files)
#
# Each province (and each named coast) is given the longitude and latitude, in degrees, of the middle of the region
# it stands for on the 1901 board (estimated for this project; seas at the middle of their water, the board's
# large Russian and Turkish regions where their drawn area lies). Points are projected equirectangularly around
# 50°N (x scaled by cos 50°), then scaled onto the canvas with a margin, and rounded to whole units.
import json, math, os, re

GEO = {
    # seas
    "NAO": (-24, 56), "NWG": (3, 67), "BAR": (38, 72.5), "NTH": (3, 56), "SKA": (9.5, 58.3),
    "HEL": (7, 54.6), "BAL": (17, 56), "BOT": (20, 62), "IRI": (-8, 51.5), "ENG": (-3, 49.7),
    "MAO": (-16, 43), "WES": (2, 38.5), "LYO": (5.5, 41.5), "TYS": (11.5, 39.8), "ION": (18.5, 36),
    "ADR": (15.5, 43), "AEG": (25.5, 38.5), "EAS": (31, 34.5), "BLA": (34, 43.5),
    # Britain
    "CLY": (-5.2, 57.3), "EDI": (-2.8, 56.8), "LVP": (-3.6, 54.5), "YOR": (-1.2, 54),
    "WAL": (-4.2, 52), "LON": (-0.4, 51.9),
    # Scandinavia and Russia
    "NWY": (9, 61.5), "SWE": (15.5, 60.5), "FIN": (26, 63.5), "STP": (34, 63),
    "STP/NC": (37, 68.5), "STP/SC": (28.5, 60.2), "DEN": (9.6, 56.2), "LVN": (25, 57),
    "MOS": (38, 55), "WAR": (21, 52), "UKR": (30, 49.5), "SEV": (40, 47.5),
    # Germany and the Low Countries
    "KIE": (10, 53.3), "BER": (13.6, 53.2), "PRU": (20, 54.3), "SIL": (17, 51), "MUN": (11, 49),
    "RUH": (7.3, 51), "HOL": (5.3, 52.4), "BEL": (4.3, 50.7),
    # France and Iberia
    "PIC": (1.8, 50), "BRE": (-3, 48), "PAR": (2.2, 48.3), "BUR": (5, 47.3), "GAS": (-0.5, 44.5),
    "MAR": (5, 43.9), "SPA": (-3.5, 40), "SPA/NC": (-5.5, 43.3), "SPA/SC": (-1.5, 37.5), "POR": (-8.3, 39.5),
    # Africa
    "NAF": (-1, 33.5), "TUN": (9.5, 34.5),
    # Italy
    "PIE": (7.6, 45), "VEN": (11.6, 45.5), "TUS": (11, 43.6), "ROM": (12.6, 41.7), "APU": (16.3, 41.3),
    "NAP": (15.6, 39.4),
    # Austria-Hungary and the Balkans
    "TYR": (12, 47.2), "BOH": (14.5, 49.8), "VIE": (16, 48), "GAL": (23, 49.6), "BUD": (20.5, 47),
    "TRI": (15.2, 45.3), "SER": (20.6, 43.8), "ALB": (19.8, 41), "GRE": (22, 39.3), "BUL": (25.2, 42.7),
    "BUL/EC": (28, 43.2), "BUL/SC": (24.5, 41.2), "RUM": (25.8, 45.5),
    # Turkey
    "CON": (28.6, 40.8), "ANK": (33, 40.9), "SMY": (29.5, 38.3), "ARM": (41.5, 40), "SYR": (37.5, 36),
}

MARGIN = 40

# Points moved after projection, in canvas units, per map file: where central Europe is crowded, a label fell on the
# centre ring of the province below it (TYR's on VEN's, APU's on NAP's, PIC's on PAR's, ...) or on a coast's name
# (BUL on BUL/SC). Moved the least that leaves no label, centre ring or coast name of the page (the sizes of
# calhamer.maps.drawing.Glyphs) over another, nor a unit over another province's; BundledLayoutTest checks it.
NUDGE = {
    "standard.json": {"APU": (0, 1), "BEL": (0, 1), "BRE": (10, 1), "BUL": (0, -6), "DEN": (0, 2),
                      "HOL": (-13, -13), "NAP": (0, 8), "PAR": (2, 1), "TYR": (13, -14)},
}


def project(ids, width):
    """Projects the named points onto a canvas of the given width; returns (points, height)."""
    k = math.cos(math.radians(50))
    raw = {i: (GEO[i][0] * k, -GEO[i][1]) for i in ids}
    xs = [p[0] for p in raw.values()]
    ys = [p[1] for p in raw.values()]
    scale = (width - 2 * MARGIN) / (max(xs) - min(xs))
    height = round((max(ys) - min(ys)) * scale + 2 * MARGIN)
    return {i: (round((x - min(xs)) * scale + MARGIN), round((y - min(ys)) * scale + MARGIN))
            for i, (x, y) in raw.items()}, height


def write(path, width):
    text = open(path).read()
    data = json.loads(text)
    ids = [p["id"] for p in data["provinces"]]
    ids += [p["id"] + "/" + c for p in data["provinces"] for c in p.get("coasts", [])]
    points, height = project(ids, width)
    for i, (dx, dy) in NUDGE.get(os.path.basename(path), {}).items():
        points[i] = (points[i][0] + dx, points[i][1] + dy)
    lines = ['  "layout": {', f'    "width": {width}, "height": {height},', '    "positions": {']
    entries = [f'"{i}": {{"x": {x}, "y": {y}}}' for i, (x, y) in points.items()]
    for n in range(0, len(entries), 4):
        lines.append("      " + ", ".join(entries[n:n + 4]) + ("," if n + 4 < len(entries) else ""))
    lines += ["    }", "  }"]
    text = re.sub(r',\n  "layout": \{.*\n  \}\n\}\s*$', "\n}\n", text, flags=re.S)
    text = text.rstrip()[:-1].rstrip() + ",\n" + "\n".join(lines) + "\n}\n"
    json.loads(text)
    open(path, "w").write(text)


here = os.path.join(os.path.dirname(__file__), "..", "src", "main", "resources", "calhamer", "maps")
write(os.path.join(here, "standard.json"), 1000)
write(os.path.join(here, "austria-germany.json"), 600)
write(os.path.join(here, "france-germany.json"), 600)
