"""Drawing the world map of EMPERADO 2: patterns, borders, sea links, boxes, arrows.

The map itself changes only when a country changes hands, so it is painted once into
an off-screen image (overview 640x384, enlarged 1280x768) and copied to the screen each
frame; the boxes with their numbers are drawn on top every frame.
Continent borders and coasts are thick, borders inside a continent thin, sea links dashed.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pyxel

from retro import screen

from .. import map_layout, world
from . import layout as L
from . import patterns

WHITE, BLACK = 0, 1


def _dashed(img, x1, y1, x2, y2, col, dash=4):
    n = max(abs(x2 - x1), abs(y2 - y1))
    if n == 0:
        return
    for i in range(n + 1):
        if (i // dash) % 2 == 0:
            img.pset(round(x1 + (x2 - x1) * i / n), round(y1 + (y2 - y1) * i / n), col)


@lru_cache(maxsize=None)
def _grid():
    """(col, row, country or None) of every cell of the map."""
    return tuple((col, row, map_layout.cell_owner(col, row))
                 for row in range(map_layout.ROWS) for col in range(map_layout.COLS))


class MapPainter:
    def __init__(self):
        self._tiles: dict = {}
        self._images: dict = {}        # scale -> (key, image)

    def _tile(self, p, size, colour):
        key = (p, size, colour)
        t = self._tiles.get(key)
        if t is None:
            if colour:
                import pyxel as px
                t = px.Image(size, size)
                if p is None:
                    t.cls(patterns.SEA_COLOUR)
                elif p < 0:
                    t.cls(WHITE)
                else:
                    t.cls(patterns.party_colour(p))
            else:
                t = patterns.make_tile(p, size, BLACK, WHITE)
            self._tiles[key] = t
        return t

    def image(self, scale: int, owner, only: int | None = None, colour: bool = False):
        """The painted map for `owner` (a sequence of owners), cached until it changes."""
        key = (tuple(owner), only, colour)
        have = self._images.get(scale)
        if have is not None and have[0] == key:
            return have[1]
        img = have[1] if have is not None else pyxel.Image(L.W * scale, L.MAP_H * scale)
        self._paint(img, scale, owner, only, colour)
        self._images[scale] = (key, img)
        return img

    def _paint(self, img, s, owner, only, colour):
        cell = map_layout.CELL * s
        sea = self._tile(None, cell, colour)
        for col, row, c in _grid():
            if c is None:
                tile = sea
            else:
                o = owner[c]
                if only is not None and o != only:
                    o = -1
                tile = self._tile(o, cell, colour)
            img.blt(col * cell, row * cell, tile, 0, 0, cell, cell)
        oy = map_layout.ORIGIN[1]
        for x1, y1, x2, y2, kind in map_layout.borders():
            ax, ay, bx, by = x1 * s, (y1 - oy) * s, x2 * s, (y2 - oy) * s
            if kind == "country":
                img.line(ax, ay, bx, by, BLACK)
            else:   # thick: a continent border or a coast
                w = 2 if s == 1 else 3
                lo = -(w // 2)
                if ax == bx:
                    img.rect(ax + lo, min(ay, by) + lo, w, abs(by - ay) + w, BLACK)
                else:
                    img.rect(min(ax, bx) + lo, ay + lo, abs(bx - ax) + w, w, BLACK)
        for a, b, segs in map_layout.sea_link_lines():
            for x1, y1, x2, y2 in segs:
                _dashed(img, x1 * s, (y1 - oy) * s, x2 * s, (y2 - oy) * s, BLACK, 3 * s)


# -- boxes and arrows, drawn on the screen every frame -------------------------------------------
def box(x, y, w, h, text, inverted=False, bold=False):
    fg, bg = (WHITE, BLACK) if inverted else (BLACK, WHITE)
    pyxel.rect(x, y, w, h, bg)
    pyxel.rectb(x, y, w, h, BLACK)
    if bold:
        pyxel.rectb(x - 1, y - 1, w + 2, h + 2, BLACK)
    screen.text(x + 2, y + 2, text, fg, L.BOX_FONT)


def info_text(state, c: int) -> str:
    """Party letter, armies and a star for a country that can still act (EMPERADO 2/3b)."""
    from .. import rules

    o = state.owner[c]
    letter = state.parties[o].letter if o >= 0 else "N"
    star = "*" if o == state.current and rules.is_active(state, c) else ""
    return f"{letter}{state.armies[c]}{star}"


def arrow(x1, y1, x2, y2, col=BLACK, outline=WHITE):
    """A thick arrow with a head at (x2, y2), outlined so that it shows on any pattern."""
    ang = math.atan2(y2 - y1, x2 - x1)
    head = [(x2, y2),
            (x2 - 12 * math.cos(ang - 0.45), y2 - 12 * math.sin(ang - 0.45)),
            (x2 - 12 * math.cos(ang + 0.45), y2 - 12 * math.sin(ang + 0.45))]
    for dx, dy in ((-1, -1), (1, 1), (-1, 1), (1, -1), (0, 2), (2, 0), (0, -2), (-2, 0)):
        pyxel.line(x1 + dx, y1 + dy, x2 + dx, y2 + dy, outline)
    for dx, dy in ((0, 0), (1, 0), (0, 1)):
        pyxel.line(x1 + dx, y1 + dy, x2 + dx, y2 + dy, col)
    pyxel.tri(*head[0], *head[1], *head[2], col)
    pyxel.trib(*head[0], *head[1], *head[2], outline)


def country_name(c: int) -> str:
    return world.COUNTRIES[c].name
