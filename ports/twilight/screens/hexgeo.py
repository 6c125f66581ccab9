"""Hex geometry on the screen: where a tile of the galaxy lies for a centre and a radius,
and which tile a pixel falls on. Flat-topped hexes in the axial coordinates of hexes.py
(side 1 at the top). Pure arithmetic, no pyxel.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

SQRT3 = math.sqrt(3)


@dataclass(frozen=True)
class HexLayout:
    cx: float             # where `origin` is drawn
    cy: float
    r: float              # centre to corner
    origin: tuple = (0, 0)

    def centre(self, pos) -> tuple:
        dq, dr = pos[0] - self.origin[0], pos[1] - self.origin[1]
        return self.cx + 1.5 * self.r * dq, self.cy + SQRT3 * self.r * (dr + dq / 2)

    def corners(self, pos, inset: float = 0) -> list:
        x, y = self.centre(pos)
        rad = self.r - inset
        return [(x + rad * math.cos(math.radians(60 * i)), y + rad * math.sin(math.radians(60 * i)))
                for i in range(6)]

    def at(self, x: float, y: float) -> tuple:
        """The axial position under pixel (x, y) (on the map or not)."""
        fx, fy = (x - self.cx) / self.r, (y - self.cy) / self.r
        q = 2 / 3 * fx
        r = -fx / 3 + fy / SQRT3
        return _round(q, r, self.origin)

    def half_width(self, dy: float) -> float:
        """Half the width of the hexagon at `dy` pixels above or below its centre."""
        h = SQRT3 / 2 * self.r
        if abs(dy) > h:
            return 0.0
        return self.r - abs(dy) / SQRT3


def _round(q: float, r: float, origin) -> tuple:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq) + origin[0], int(rr) + origin[1])
