"""The picture of ACME's world for original_docs/acme.md: the map with each continent in a
colour of its own and every country's number at its army number's place (2x).

    python tools/acme_map_picture.py [out.png]
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else str(ROOT / "original_docs" / "acme_map.png")
    from retro import screen
    from retro.testing import ensure_pyxel

    from ports.acme.screens import layout as L
    from ports.acme.screens import palette as P
    from ports.acme.screens.mapdraw import MapPainter
    from ports.acme.screens.mapgeo import geo
    from ports.acme.world import WORLD_29 as W
    from dataclasses import replace
    ensure_pyxel(replace(P.MACHINE, key="acme_map", width=L.MAP_W, height=L.MAP_H))
    import pyxel
    # continents as "owners": the painter gives each its colour and border shade
    colours = [3, 5, 7, 9, 13, 14]
    painter = MapPainter(geo())
    owner = [c.continent for c in W.countries]
    saved = P.PLAYER, P.BORDER
    P.PLAYER = tuple(colours)
    P.BORDER = (4, 6, 8, 10, 12, 2)
    painter.paint(owner)
    P.PLAYER, P.BORDER = saved
    pyxel.cls(P.WHITE)
    pyxel.blt(0, 0, painter.image, 0, 0, L.MAP_W, L.MAP_H)
    for i, (x, y) in enumerate(painter.g.labels):
        s = str(i + 1)
        screen.text(x - 3 * len(s) + 1, y - 2, s, P.BLACK, "st6x6")
    pyxel.screenshot(out, 2)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
