"""Drawing ACME's world map: coasts in black, shallow water along them, each country in its
owner's colour with his darker border colour between countries, the army numbers on top.

The land only changes colour when a country changes hands (or is chosen), so the map is
painted into an off-screen image from one template row per line (a character per pixel
role), translated into colour digits and set in one go; each frame copies it.
"""
from __future__ import annotations

import pyxel

from retro import screen

from . import layout as L
from . import palette as P
from .mapgeo import BORDER, COAST, DEEP, EDGE, SHALLOW, MapGeo

_LAND0, _BORDER0 = 0x100, 0x200


def _template(g: MapGeo) -> list[str]:
    rows = []
    for y in range(g.h):
        out = []
        for x in range(g.w):
            role = g.role[y][x]
            c = g.country[y][x]
            if role == DEEP:
                out.append("w" if (x + 2 * y) % 11 == 0 and (y % 4 == 1) else "d")   # a few waves
            elif role == SHALLOW:
                out.append("s")
            elif role in (COAST, EDGE):
                out.append("c")
            elif role == BORDER:
                out.append(chr(_BORDER0 + c))
            else:
                out.append(chr(_LAND0 + c))
        rows.append("".join(out))
    return rows


def _hex(n: int) -> str:
    return "0123456789abcdef"[n]


class MapPainter:
    def __init__(self, g: MapGeo):
        self.g = g
        self.rows = _template(g)
        self.image = pyxel.Image(g.w, g.h)
        self.key = None

    def paint(self, owner, selected=None, marked=()) -> None:
        """Repaint for these owners; `selected` shows in the selection colour, `marked`
        (countries one may click now) keep their colour but lose their borders' shade."""
        key = (tuple(owner), selected, tuple(marked))
        if key == self.key:
            return
        self.key = key
        table = {ord("d"): _hex(P.DEEP), ord("w"): _hex(P.SHALLOW), ord("s"): _hex(P.SHALLOW),
                 ord("c"): _hex(P.BLACK)}
        for c, o in enumerate(owner):
            land = P.SELECT if c == selected else P.PLAYER[o]
            table[_LAND0 + c] = _hex(land)
            table[_BORDER0 + c] = _hex(P.BORDER[o] if c != selected else P.WHITE)
        self.image.set(0, 0, [r.translate(table) for r in self.rows])

    def draw(self, armies, owner, numbers: bool = True) -> None:
        pyxel.blt(L.MAP_X, L.MAP_Y, self.image, 0, 0, self.g.w, self.g.h)
        if not numbers:
            return
        for c, (x, y) in enumerate(self.g.labels):
            s = str(armies[c])
            w = len(s) * 6
            screen.text(L.MAP_X + x - w // 2 + 1, L.MAP_Y + y - 2, s, P.NUMBER[owner[c]], "st6x6")
