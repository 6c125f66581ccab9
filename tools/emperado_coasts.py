"""Import the world's coastlines for EMPERADO's map into ports/emperado/data/coasts.txt.

    npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
    python tools/emperado_coasts.py package/land-50m.json

The source is Natural Earth's 1:50m land (version 4.1.0, public domain: naturalearthdata.com
puts all its data in the public domain), as the npm package world-atlas 2.0.2 redistributes
it in TopoJSON (ISC licence, Mike Bostock). Run once; its output is committed, and
tools/emperado_raster.py turns it into the game's pixels (cutting straits and keeping
necks of land as the neighbours of world.py need), so the game never needs either tool
or the package.

Each ring is projected with map_layout.py's projection onto the enlarged map (1280x768
map pixels, 16 per grid cell), simplified (Douglas-Peucker, 0.8 pixel), and written as one
line of integer pixel pairs; rings smaller than a few pixels and Antarctica are left out.
"""
from __future__ import annotations

import json
import os
import sys

BIG = 16                     # map pixels per grid cell on the enlarged map
W, H = 80 * BIG, 48 * BIG

# map_layout.py's docstring: column through these (longitude, column) and row through these
# (latitude, row) points, linear in between; the map is cut in the Bering Strait.
LON = ((-172, 0), (-82, 15), (-35, 28), (-12, 32), (50, 52), (100, 64), (150, 75), (192, 80))
LAT = ((83, 0), (72, 3.5), (35, 19), (0, 31.5), (-56, 48))
CUT = -169.0                 # west of this a point belongs to the far east of Asia
EPS = 0.8                    # Douglas-Peucker tolerance in map pixels
MIN_AREA = 3.0               # rings smaller than this (square map pixels) are dropped


def _interp(v: float, pts) -> float:
    (a0, b0) = pts[0]
    for a1, b1 in pts[1:]:
        if (a0 <= v <= a1) or (a0 >= v >= a1):
            return b0 + (b1 - b0) * (v - a0) / (a1 - a0)
        a0, b0 = a1, b1
    # beyond the last point: continue the last piece
    (a0, b0), (a1, b1) = (pts[-2], pts[-1]) if abs(v - pts[-1][0]) < abs(v - pts[0][0]) \
        else (pts[0], pts[1])
    return b0 + (b1 - b0) * (v - a0) / (a1 - a0)


def project(lon: float, lat: float) -> tuple[float, float]:
    if lon < CUT:
        lon += 360
    return _interp(lon, LON) * BIG, _interp(lat, LAT) * BIG


def _arcs(topo) -> list[list[tuple[float, float]]]:
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    out = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            pts.append((x * sx + tx, y * sy + ty))
        out.append(pts)
    return out


def rings(topo):
    """Every ring of the land object in longitude/latitude."""
    arcs = _arcs(topo)
    for geom in topo["objects"]["land"]["geometries"]:
        polys = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
        for poly in polys:
            for ring in poly:
                pts: list = []
                for i in ring:
                    a = arcs[i] if i >= 0 else arcs[~i][::-1]
                    pts.extend(a if not pts else a[1:])
                yield pts


def _split_at_cut(ring):
    """A ring that crosses the cut meridian is projected point by point on its own side."""
    return [project(lon, lat) for lon, lat in ring]


def simplify(pts, eps: float):
    if len(pts) < 3:
        return pts
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        (x0, y0), (x1, y1) = pts[i], pts[j]
        dx, dy = x1 - x0, y1 - y0
        n = (dx * dx + dy * dy) ** 0.5
        best, at = -1.0, None
        for k in range(i + 1, j):
            x, y = pts[k]
            d = abs(dy * (x - x0) - dx * (y - y0)) / n if n else ((x - x0) ** 2 + (y - y0) ** 2) ** 0.5
            if d > best:
                best, at = d, k
        if at is not None and best > eps:
            keep[at] = True
            stack += [(i, at), (at, j)]
    return [p for p, k in zip(pts, keep) if k]


def area(pts) -> float:
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]))) / 2


def main(argv) -> int:
    src = argv[0] if argv else "package/land-50m.json"
    out = argv[1] if len(argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "ports", "emperado", "data", "coasts.txt")
    topo = json.load(open(src, encoding="utf-8"))
    lines = []
    for ring in rings(topo):
        if max(lat for _, lat in ring) < -58:           # Antarctica and the far south
            continue
        pts = _split_at_cut(ring)
        # a ring whose points jump across the cut is split into its two sides by the cut
        if max(x for x, _ in pts) - min(x for x, _ in pts) > W * 0.8:
            continue                                     # (only specks of the Aleutians)
        pts = simplify(pts, EPS)
        if area(pts) < MIN_AREA:
            continue
        if all(y < 0 or y > H or x < 0 or x > W for x, y in pts):
            continue
        lines.append(" ".join(f"{round(x)},{round(y)}" for x, y in pts[:-1]))
    head = ("# EMPERADO's coastlines on the enlarged map (1280x768 map pixels), one ring a line:\n"
            "# x,y pairs. From Natural Earth 1:50m land 4.1.0 (public domain) via the npm package\n"
            "# world-atlas 2.0.2 (ISC), projected and simplified by tools/emperado_coasts.py.\n")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(head + "\n".join(lines) + "\n")
    print(out, len(lines), "rings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
