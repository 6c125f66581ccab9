"""Drawing the world map of EMPERADO 2: patterns, borders, sea links, boxes, arrows.

The map's pixels at both scales come from map_pixels.py (drawn once by
tools/emperado_raster.py from the coastlines and the grid). The map changes only when a
country changes hands, so it is painted once into an off-screen image (overview 640x384,
enlarged 1280x768): each country copied through its stencil from a map-sized sheet of
its party's pattern, then the ink (coasts and continent borders thick, borders inside a
continent thin, sea links dashed) from a see-through layer. The boxes with their numbers
are drawn on top every frame.
"""
from __future__ import annotations

import math
import pyxel

from retro import screen

from .. import map_pixels, world
from . import layout as L
from . import patterns

WHITE, BLACK = 0, 1
KEY = 15        # the see-through colour of the ink layer and the stencils (never drawn)
OUT = 14        # a stencil's colour around its country (never drawn)
TILE = 8        # the patterns repeat every 8 pixels at scale 1


class MapPainter:
    """Paints the map for one owner list. Each party's pattern is a sheet as large as the
    map; a country is copied from it through the country's stencil (its pixels see-through,
    the rest of its bounding box OUT), so that painting a country is three copies, however
    ragged its coast; the ink comes from a see-through layer drawn once per scale."""

    def __init__(self):
        self._sheets: dict = {}
        self._stencils: dict = {}      # (scale, country) -> (x, y, stencil image)
        self._scratch: dict = {}       # scale -> an image to compose a country in
        self._images: dict = {}        # scale -> (key, image)
        self._layers: dict = {}        # scale -> ink layer

    def _sheet(self, p, s, colour):
        """The map's size filled with party p's pattern (None sea, -1 neutral)."""
        key = (p, s, colour)
        t = self._sheets.get(key)
        if t is None:
            t = pyxel.Image(L.W * s, L.MAP_H * s)
            if colour:
                t.cls(patterns.SEA_COLOUR if p is None else WHITE if p < 0
                      else patterns.party_colour(p))
            else:
                cell = TILE * s
                tile = patterns.make_tile(p, cell, BLACK, WHITE)
                for y in range(0, L.MAP_H * s, cell):
                    for x in range(0, L.W * s, cell):
                        t.blt(x, y, tile, 0, 0, cell, cell)
            self._sheets[key] = t
        return t

    def _stencil(self, s, c):
        got = self._stencils.get((s, c))
        if got is None:
            rs = _fill_runs(s, c)
            x0 = min(x for x, _, _ in rs)
            y0 = min(y for _, y, _ in rs)
            w = max(x + n for x, _, n in rs) - x0
            h = max(y for _, y, _ in rs) + 1 - y0
            st = pyxel.Image(w, h)
            st.cls(OUT)
            for x, y, n in rs:
                st.rect(x - x0, y - y0, n, 1, KEY)
            got = self._stencils[(s, c)] = (x0, y0, st)
        return got

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

    def _fill(self, img, s, c, o, colour, layer=None):
        x0, y0, st = self._stencil(s, c)
        w, h = st.width, st.height
        scratch = self._scratch.get(s)
        if scratch is None:
            scratch = self._scratch[s] = pyxel.Image(L.W * s, L.MAP_H * s)
        scratch.blt(0, 0, self._sheet(o, s, colour), x0, y0, w, h)
        scratch.blt(0, 0, st, 0, 0, w, h, KEY)          # OUT around the country
        img.blt(x0, y0, scratch, 0, 0, w, h, OUT)
        if layer is not None:     # the ink over it comes back from the see-through layer
            img.blt(x0, y0, layer, x0, y0, w, h, KEY)

    def _repaint(self, img, s, owner, only, colour, countries):
        layer = self._layer(s)
        for c in countries:
            o = owner[c]
            if only is not None and o != only:
                o = -1
            self._fill(img, s, c, o, colour, layer)

    def _paint(self, img, s, owner, only, colour):
        img.blt(0, 0, self._sheet(None, s, colour), 0, 0, L.W * s, L.MAP_H * s)
        for c in range(world.N_COUNTRIES):
            o = owner[c]
            if only is not None and o != only:
                o = -1
            self._fill(img, s, c, o, colour)
        img.blt(0, 0, self._layer(s), 0, 0, L.W * s, L.MAP_H * s, KEY)

    def _layer(self, s):
        layer = self._layers.get(s)
        if layer is None:
            layer = self._layers[s] = pyxel.Image(L.W * s, L.MAP_H * s)
            layer.cls(KEY)
            draw_ink(layer, s)
        return layer


def _fill_runs(s: int, c: int):
    """The pixels a country's pattern is painted on: its land, and round a small island
    the sea pixel next to it too (issue 24.12: the owner's pattern shows, not only ink)."""
    if c in map_pixels.small(s):
        return map_pixels.as_runs(s, map_pixels.grown(s, c)[0])
    return map_pixels.runs(s)[c]


def draw_ink(img, s: int) -> None:
    """Coasts and continent borders thick, country borders thin, sea links dashed, the
    continent borders between islands in long dashes (EMPERADO 2): the ink of map_pixels.
    A small island has no ink on it but a one-pixel coast round its grown fill."""
    for x, y, n in map_pixels.ink_runs(s):
        img.rect(x, y, n, 1, BLACK)
    for c in map_pixels.small(s):
        _, clear, coast = map_pixels.grown(s, c)
        for x, y, n in map_pixels.as_runs(s, clear):
            img.rect(x, y, n, 1, KEY)
        for x, y, n in map_pixels.as_runs(s, coast):
            img.rect(x, y, n, 1, BLACK)


# -- boxes and arrows, drawn on the screen every frame -------------------------------------------
def box(x, y, w, h, text, inverted=False, bold=False, font=L.BOX_FONT):
    """A box with a line of text: the small font (info boxes), or the system font (the
    name boxes of the enlarged map)."""
    fg, bg = (WHITE, BLACK) if inverted else (BLACK, WHITE)
    pyxel.rect(x, y, w, h, bg)
    pyxel.rectb(x, y, w, h, BLACK)
    if bold:
        pyxel.rectb(x - 1, y - 1, w + 2, h + 2, BLACK)
    screen.text(x + 2, y + (L.NAME_TEXT_DY if font == L.NAME_FONT else 2), text, fg, font)


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
