"""Draw the EMPERADO overview map from ports/emperado/map_layout.py into a PNG.

    python tools/emperado_map.py [original_docs/emperado_map.png]

Headless pyxel: continents in colours, thick continent borders and coasts, thin country
borders, dashed sea links and a short label per country (pyxel's built-in font has no
umlauts, so the labels use the ASCII keys).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pyxel  # noqa: E402

from ports.emperado import map_layout as ml, world  # noqa: E402

CONTINENT_COLOURS = (9, 12, 11, 10, 14, 15, 6, 4, 3, 13)   # pyxel default palette


def dashed(x1, y1, x2, y2, col, dash=4):
    n = max(abs(x2 - x1), abs(y2 - y1), 1)
    for i in range(0, n, dash * 2):
        j = min(i + dash, n)
        pyxel.line(x1 + (x2 - x1) * i // n, y1 + (y2 - y1) * i // n,
                   x1 + (x2 - x1) * j // n, y1 + (y2 - y1) * j // n, col)


def draw() -> None:
    pyxel.cls(5)
    pyxel.rect(0, 0, ml.WIDTH, ml.ORIGIN[1], 7)
    pyxel.text(4, 5, "EMPERADO - overview map (map_layout.py)", 0)
    for c in world.COUNTRIES:
        for x, y, w, h in ml.rects(c.index):
            pyxel.rect(x, y, w, h, CONTINENT_COLOURS[c.continent])
    for a, b, segs in ml.sea_link_lines():
        for x1, y1, x2, y2 in segs:
            dashed(x1, y1, x2, y2, 7)
    for x1, y1, x2, y2, kind in ml.borders():
        if kind == "country":
            pyxel.line(x1, y1, x2, y2, 1)
        else:   # thick: two pixels
            pyxel.line(x1, y1, x2, y2, 0)
            if x1 == x2:
                pyxel.line(x1 - 1, y1, x2 - 1, y2, 0)
            else:
                pyxel.line(x1, y1 - 1, x2, y2 - 1, 0)
    for c in world.COUNTRIES:
        x, y = ml.LABELS[c.index]
        label = c.key[:4].upper()
        pyxel.rect(x - 2 * len(label) - 1, y - 3, 4 * len(label) + 1, 7, 7)
        pyxel.text(x - 2 * len(label), y - 2, label, 0)


def main(argv: list[str]) -> int:
    path = os.path.abspath(argv[0] if argv else "original_docs/emperado_map.png")
    pyxel.init(ml.WIDTH, ml.HEIGHT, title="EMPERADO map", headless=True)
    draw()
    # Image.save(filename, scale) writes exactly where we ask (screenshot() picks its own folder).
    pyxel.screen.save(path, 1)   # absolute: pyxel.init changes the folder
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
