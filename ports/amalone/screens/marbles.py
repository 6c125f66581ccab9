"""Our own pixel art for the marbles: shaded spheres, lit from the upper left.

Each sphere is worked out once per size and colour (a four-step ramp with an ordered
dither between steps, as Amiga artists did with few colours, and a white shine) and
kept in a pyxel Image; drawing a marble is one blt.
"""
from __future__ import annotations

import math

from . import palette

_BAYER = ((0, 8, 2, 10), (12, 4, 14, 6), (3, 11, 1, 9), (15, 7, 13, 5))
_LIGHT = (-0.55, -0.65, 0.52)
KEY = palette.PAPER          # the transparent colour of the images (never in a marble)

_cache: dict = {}


def shade_rows(radius: int, ramp) -> list[list[int | None]]:
    """The sphere as rows of palette indices (None outside). Pure: the tests look at it."""
    n = math.sqrt(sum(c * c for c in _LIGHT))
    lx, ly, lz = (c / n for c in _LIGHT)
    size = 2 * radius + 1
    rows = []
    r2 = radius * radius + radius * 0.6
    for j in range(size):
        row = []
        for i in range(size):
            dx, dy = i - radius, j - radius
            d2 = dx * dx + dy * dy
            if d2 > r2:
                row.append(None)
                continue
            nx, ny = dx / (radius + 0.5), dy / (radius + 0.5)
            nz = math.sqrt(max(0.0, 1 - nx * nx - ny * ny))
            lit = max(0.0, nx * lx + ny * ly + nz * lz)
            level = lit * 3.3 + (_BAYER[j % 4][i % 4] / 16 - 0.5) * 0.9
            k = max(0, min(3, int(level)))
            spec = (nx - lx * 0.6) ** 2 + (ny - ly * 0.6) ** 2
            col = ramp[k]
            if spec < (0.09 if radius > 5 else 0.05):
                col = palette.LIGHT
            if d2 > (radius - 0.5) ** 2 and k > 1:   # a darker rim keeps the sphere round
                col = ramp[1]
            row.append(col)
        rows.append(row)
    return rows


def image(colour: int, radius: int):
    """The pyxel Image of a marble (colour 0 black, 1 white; 2 the lamp on, 3 off)."""
    import pyxel

    key = (colour, radius)
    img = _cache.get(key)
    if img is None:
        ramp = {0: palette.BLACK_RAMP, 1: palette.WHITE_RAMP,
                2: (palette.LAMP_OFF, palette.LAMP_ON, palette.LAMP_ON, palette.LAMP_ON),
                3: (palette.BACKGROUND, palette.LAMP_OFF, palette.LAMP_OFF, palette.LAMP_OFF)}[colour]
        rows = shade_rows(radius, ramp)
        size = 2 * radius + 1
        img = pyxel.Image(size, size)
        img.cls(KEY)
        for j, row in enumerate(rows):
            for i, c in enumerate(row):
                if c is not None:
                    img.pset(i, j, c)
        _cache[key] = img
    return img


def draw(x: int, y: int, colour: int, radius: int) -> None:
    """A marble centred on (x, y)."""
    import pyxel

    size = 2 * radius + 1
    pyxel.blt(x - radius, y - radius, image(colour, radius), 0, 0, size, size, KEY)
