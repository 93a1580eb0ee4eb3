# Writes the page's icon, server/src/main/resources/web/favicon.svg and favicon.ico, from one drawing: a supply
# centre (a ring of its power round a dot) on a land province in the sea. The .ico holds PNG images of 16, 32 and
# 48 pixels, drawn here with 4 x 4 supersampling (no imaging library needed).
# Usage: python3 server/tools/favicon.py   (from the repository root)
import os, struct, zlib

# The drawing in a 32-unit square: (kind, geometry, colour). Kinds: a rounded square, a disc, a ring.
SHAPES = [
    ("square", (0, 0, 32, 6), "#2f7fb8"),     # x, y, size, corner radius: the sea
    ("disc", (16, 16, 12.5), "#efe4c8"),      # centre x, y, radius: a coastal province
    ("ring", (16, 16, 7.5, 2.6), "#c8102e"),  # centre x, y, radius, width: a home centre's ring
    ("disc", (16, 16, 3.6), "#1d2327"),       # the centre's dot
]
HERE = os.path.join(os.path.dirname(__file__), "..", "src", "main", "resources", "web")


def rgb(colour):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def inside(kind, g, x, y):
    if kind == "square":
        x0, y0, size, r = g
        cx = min(max(x, x0 + r), x0 + size - r)
        cy = min(max(y, y0 + r), y0 + size - r)
        return x0 <= x <= x0 + size and y0 <= y <= y0 + size and (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    d = ((x - g[0]) ** 2 + (y - g[1]) ** 2) ** 0.5
    return d <= g[2] if kind == "disc" else abs(d - g[2]) <= g[3] / 2


def pixels(n, samples=4):
    rows = []
    for py in range(n):
        row = bytearray()
        for px in range(n):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * 32 / n
                    y = (py + (sy + 0.5) / samples) * 32 / n
                    colour = None
                    for kind, g, c in SHAPES:
                        if inside(kind, g, x, y):
                            colour = rgb(c)
                    if colour:
                        acc = [acc[0] + colour[0], acc[1] + colour[1], acc[2] + colour[2], acc[3] + 1]
            a = acc[3]
            row += bytes([round(acc[0] / a) if a else 0, round(acc[1] / a) if a else 0,
                          round(acc[2] / a) if a else 0, round(255 * a / samples ** 2)])
        rows.append(bytes(row))
    return rows


def png(n):
    raw = b"".join(b"\0" + r for r in pixels(n))
    chunk = lambda kind, data: (struct.pack(">I", len(data)) + kind + data
                                + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def ico(sizes):
    images = [png(n) for n in sizes]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for n, data in zip(sizes, images):
        out += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(images)


def svg():
    parts = []
    for kind, g, c in SHAPES:
        if kind == "square":
            parts.append(f'<rect x="{g[0]}" y="{g[1]}" width="{g[2]}" height="{g[2]}" rx="{g[3]}" fill="{c}"/>')
        elif kind == "disc":
            parts.append(f'<circle cx="{g[0]}" cy="{g[1]}" r="{g[2]}" fill="{c}"/>')
        else:
            parts.append(f'<circle cx="{g[0]}" cy="{g[1]}" r="{g[2]}" fill="none" stroke="{c}" stroke-width="{g[3]}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  ' + "\n  ".join(parts) + "\n</svg>\n")


open(os.path.join(HERE, "favicon.svg"), "w").write(svg())
open(os.path.join(HERE, "favicon.ico"), "wb").write(ico([16, 32, 48]))
