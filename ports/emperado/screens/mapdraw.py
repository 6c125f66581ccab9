"""Drawing the world map of EMPERADO 2: patterns, borders, sea links, boxes, arrows.

The map itself changes only when a country changes hands, so it is painted once into
an off-screen image (overview 640x384, enlarged 1280x768) and copied to the screen each
frame; the boxes with their numbers are drawn on top every frame.
Continent borders and coasts are thick, borders inside a continent thin, sea links dashed.
"""
from __future__ import annotations

import math
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


KEY = 15        # the see-through colour of the border layer (never drawn)


class MapPainter:
    """Paints the map for one owner list; the patterns come from wide strips (so that a
    run of cells is one copy) and the borders and sea links from a see-through layer
    drawn once per scale."""

    def __init__(self):
        self._strips: dict = {}
        self._images: dict = {}        # scale -> (key, image)
        self._layers: dict = {}        # scale -> border layer

    def _strip(self, p, s, colour):
        """A map-wide row of cells filled with party p's pattern (None sea, -1 neutral)."""
        key = (p, s, colour)
        t = self._strips.get(key)
        if t is None:
            cell = map_layout.CELL * s
            t = pyxel.Image(L.W * s, cell)
            if colour:
                t.cls(patterns.SEA_COLOUR if p is None else WHITE if p < 0
                      else patterns.party_colour(p))
            else:
                tile = patterns.make_tile(p, cell, BLACK, WHITE)
                for x in range(0, L.W * s, cell):
                    t.blt(x, 0, tile, 0, 0, cell, cell)
            self._strips[key] = t
        return t

    def image(self, scale: int, owner, only: int | None = None, colour: bool = False):
        """The painted map for `owner` (a sequence of owners), cached until it changes."""
        key = (tuple(owner), only, colour)
        have = self._images.get(scale)
        if have is not None and have[0] == key:
            return have[1]
        img = have[1] if have is not None else pyxel.Image(L.W * scale, L.MAP_H * scale)
        if have is not None and have[0][1:] == key[1:]:
            # a conquest changes one or two countries: repaint only those (the rest stays)
            changed = [c for c, (a, b) in enumerate(zip(have[0][0], key[0])) if a != b]
            self._repaint(img, scale, key[0], only, colour, changed)
        else:
            self._paint(img, scale, owner, only, colour)
        self._images[scale] = (key, img)
        return img

    def _repaint(self, img, s, owner, only, colour, countries):
        oy = map_layout.ORIGIN[1]
        layer = self._layer(s)
        for c in countries:
            o = owner[c]
            if only is not None and o != only:
                o = -1
            strip = self._strip(o, s, colour)
            for x, y, w, h in map_layout.rects(c):
                img.blt(x * s, (y - oy) * s, strip, x * s, 0, w * s, h * s)
                # the borders and sea links over it come back from the see-through layer
                img.blt(x * s, (y - oy) * s, layer, x * s, (y - oy) * s, w * s, h * s, KEY)

    def _paint(self, img, s, owner, only, colour):
        cell = map_layout.CELL * s
        sea = self._strip(None, s, colour)
        for y in range(0, L.MAP_H * s, cell):
            img.blt(0, y, sea, 0, 0, L.W * s, cell)
        oy = map_layout.ORIGIN[1]
        for c in range(world.N_COUNTRIES):
            o = owner[c]
            if only is not None and o != only:
                o = -1
            strip = self._strip(o, s, colour)
            for x, y, w, h in map_layout.rects(c):
                img.blt(x * s, (y - oy) * s, strip, x * s, 0, w * s, h * s)
        img.blt(0, 0, self._layer(s), 0, 0, L.W * s, L.MAP_H * s, KEY)

    def _layer(self, s):
        layer = self._layers.get(s)
        if layer is None:
            layer = self._layers[s] = pyxel.Image(L.W * s, L.MAP_H * s)
            layer.cls(KEY)
            draw_borders(layer, s)
        return layer


def draw_borders(img, s: int) -> None:
    """Coasts and continent borders thick, country borders thin, sea links dashed (EMPERADO 2)."""
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


def arrow(x1, y1, x2, y2, won=True, col=BLACK, outline=WHITE):
    """A thick arrow with a head at (x2, y2), outlined so that it shows on any pattern: a
    liberation attempt that succeeded has a solid shaft and a solid head, one that failed a
    dashed shaft and a hollow head."""
    ang = math.atan2(y2 - y1, x2 - x1)
    head = [(x2, y2),
            (x2 - 12 * math.cos(ang - 0.45), y2 - 12 * math.sin(ang - 0.45)),
            (x2 - 12 * math.cos(ang + 0.45), y2 - 12 * math.sin(ang + 0.45))]
    for a, b, c, d in _shaft(x1, y1, x2, y2, won):
        for dx, dy in ((-1, -1), (1, 1), (-1, 1), (1, -1), (0, 2), (2, 0), (0, -2), (-2, 0)):
            pyxel.line(a + dx, b + dy, c + dx, d + dy, outline)
        for dx, dy in ((0, 0), (1, 0), (0, 1)):
            pyxel.line(a + dx, b + dy, c + dx, d + dy, col)
    if won:
        pyxel.tri(*head[0], *head[1], *head[2], col)
        pyxel.trib(*head[0], *head[1], *head[2], outline)
    else:
        pyxel.tri(*head[0], *head[1], *head[2], outline)
        pyxel.trib(*head[0], *head[1], *head[2], col)
        # the outline a pixel thicker, so that the hollow head shows on a dark pattern
        cx, cy = sum(p[0] for p in head) / 3, sum(p[1] for p in head) / 3
        inner = [(px + (cx - px) * 0.2, py + (cy - py) * 0.2) for px, py in head]
        pyxel.trib(*inner[0], *inner[1], *inner[2], col)


ARROW_DASH = 6        # pixels of a dash (and of the gap) in a failed attempt's shaft


def _shaft(x1, y1, x2, y2, solid):
    """The pieces of an arrow's shaft: the whole line, or dashes of ARROW_DASH pixels."""
    if solid:
        return [(x1, y1, x2, y2)]
    n = max(abs(x2 - x1), abs(y2 - y1))
    if n == 0:
        return []
    out = []
    for k in range(0, n, 2 * ARROW_DASH):
        e = min(n, k + ARROW_DASH)
        out.append((x1 + (x2 - x1) * k / n, y1 + (y2 - y1) * k / n,
                    x1 + (x2 - x1) * e / n, y1 + (y2 - y1) * e / n))
    return out


def country_name(c: int) -> str:
    return world.COUNTRIES[c].name
