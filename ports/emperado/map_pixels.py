"""The world map's pixels at both scales (EMPERADO 2), as tools/emperado_raster.py drew them.

data/map_pixels.bin holds, for the overview (640x384) and the enlarged map (1280x768): whose
each pixel is (a country's index, SEA for the sea) and the ink over it (coasts, borders,
sea links). This module reads it once and hands out what the screens draw: each country as
runs of pixels in a row, and the ink as runs. Pure data: no pyxel here.
"""
from __future__ import annotations

import os
import re
import struct
import zlib
from functools import lru_cache

from . import world

SEA = 255
SIZES = {1: (640, 384), 2: (1280, 768)}
PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "map_pixels.bin")
MAGIC = b"EMPMAP1\n"


@lru_cache(maxsize=None)
def _parts() -> tuple[bytes, ...]:
    with open(PATH, "rb") as f:
        data = f.read()
    if not data.startswith(MAGIC):
        raise ValueError(f"{PATH}: not an EMPERADO map")
    at, out = len(MAGIC), []
    while at < len(data):
        n, = struct.unpack(">I", data[at:at + 4])
        out.append(zlib.decompress(data[at + 4:at + 4 + n]))
        at += 4 + n
    return tuple(out)


def owners(scale: int) -> bytes:
    """A byte per pixel, row by row: the country there, or SEA."""
    return _parts()[0 if scale == 1 else 2]


def ink(scale: int) -> bytes:
    """A byte per pixel, row by row: 1 where the map is inked black."""
    return _parts()[1 if scale == 1 else 3]


def owner_at(scale: int, x: int, y: int) -> int | None:
    """The country under map pixel (x, y) (y counted from the map's top), or None."""
    w, h = SIZES[scale]
    if not (0 <= x < w and 0 <= y < h):
        return None
    o = owners(scale)[y * w + x]
    return None if o == SEA else o


_RUN = re.compile(rb"(.)\1*", re.S)


@lru_cache(maxsize=None)
def runs(scale: int) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per country: its pixels as runs (x, y, length) in the rows of the map."""
    w, h = SIZES[scale]
    data = owners(scale)
    out: list[list[tuple[int, int, int]]] = [[] for _ in range(world.N_COUNTRIES)]
    for y in range(h):
        row = data[y * w:(y + 1) * w]
        for m in _RUN.finditer(row):
            o = row[m.start()]
            if o != SEA:
                out[o].append((m.start(), y, m.end() - m.start()))
    return tuple(tuple(r) for r in out)


@lru_cache(maxsize=None)
def bbox(scale: int, country: int) -> tuple[int, int, int, int]:
    """The smallest rectangle (x, y, w, h) that holds the country's pixels."""
    r = runs(scale)[country]
    x0 = min(x for x, _, _ in r)
    x1 = max(x + n for x, _, n in r)
    return x0, r[0][1], x1 - x0, r[-1][1] + 1 - r[0][1]


_INK = re.compile(rb"\x01+")


@lru_cache(maxsize=None)
def ink_runs(scale: int) -> tuple[tuple[int, int, int], ...]:
    """The black of the map as runs (x, y, length)."""
    w, h = SIZES[scale]
    data = ink(scale)
    return tuple((m.start() - y * w, y, m.end() - m.start())
                 for y in range(h) for m in _INK.finditer(data, y * w, (y + 1) * w))


def touching(scale: int) -> set[frozenset[int]]:
    """Pairs of countries whose pixels meet side by side (tests compare it to LAND_LINKS)."""
    w, h = SIZES[scale]
    data = owners(scale)
    pairs = set()
    for y in range(h):
        row = data[y * w:(y + 1) * w]
        below = data[(y + 1) * w:(y + 2) * w] if y + 1 < h else bytes(w)
        for x in range(w):
            a = row[x]
            if a == SEA:
                continue
            for b in ((row[x + 1] if x + 1 < w else SEA), (below[x] if y + 1 < h else SEA)):
                if b != SEA and b != a:
                    pairs.add(frozenset((a, b)))
    return pairs


# -- points the screens aim at: arrows, clicks ---------------------------------------------
MARGIN = 2          # a label point has this many pixels of its own country on every side


def country_at(x: int, y: int, top: int) -> int | None:
    """The country drawn under overview screen pixel (x, y); `top` is the strip above the
    map. A click finds what the player sees, not the 8-pixel grid of map_layout."""
    return owner_at(1, x, y - top)


def _deep(data: bytes, w: int, h: int, x: int, y: int, c: int, margin: int) -> bool:
    if not (margin <= x < w - margin and margin <= y < h - margin):
        return False
    row = bytes([c]) * (2 * margin + 1)
    return all(data[(y + dy) * w + x - margin:(y + dy) * w + x + margin + 1] == row
               for dy in range(-margin, margin + 1))


@lru_cache(maxsize=None)
def label_point(country: int) -> tuple[int, int]:
    """A point of the overview map (y from the map's top) inside the country with
    MARGIN pixels of it on every side (fewer where it is too thin), as near its centre
    of mass as that allows, and inside it on the enlarged map too at (2x + 1, 2y + 1):
    where the arrows of EMPERADO 5 start and end."""
    w, h = SIZES[1]
    data = owners(1)
    r = runs(1)[country]
    n = sum(k for _, _, k in r)
    cx = sum(k * (2 * x + k - 1) / 2 for x, _, k in r) / n
    cy = sum(k * y for _, y, k in r) / n
    rows: dict[int, list[tuple[int, int]]] = {}
    for x0, y, k in r:
        rows.setdefault(y, []).append((x0, k))
    order = sorted(rows, key=lambda y: abs(y - cy))
    for margin in range(MARGIN, -1, -1):
        best = None
        for y in order:
            if best is not None and (y - cy) ** 2 >= best[0]:
                break                       # no nearer point in the rows further out
            xs = sorted((x for x0, k in rows[y] for x in range(x0, x0 + k)),
                        key=lambda x: abs(x - cx))
            for x in xs:
                d = (x - cx) ** 2 + (y - cy) ** 2
                if best is not None and d >= best[0]:
                    break
                if _deep(data, w, h, x, y, country, margin) \
                        and owner_at(2, 2 * x + 1, 2 * y + 1) == country:
                    best = (d, x, y)
                    break
        if best is not None:
            return best[1], best[2]
    x, y, _ = r[0]
    return x, y


# -- small islands: drawn a pixel larger, so that the owner's pattern shows (issue 24.12) -------
SMALL = 0.6         # a country with less than this share of its land free of ink


@lru_cache(maxsize=None)
def small(scale: int) -> frozenset[int]:
    """The countries the coast's ink would nearly cover (the Philippines, New Zealand ...)."""
    w, _ = SIZES[scale]
    data = ink(scale)
    out = set()
    for c, rs in enumerate(runs(scale)):
        total = sum(n for _, _, n in rs)
        inked = sum(data[y * w + x:y * w + x + n].count(1) for x, y, n in rs)
        if total - inked < SMALL * total:
            out.add(c)
    return frozenset(out)


def _ring(scale: int, pixels: set[int]) -> set[int]:
    """The sea pixels round the pixels (8 neighbours) that belong to no country."""
    w, h = SIZES[scale]
    data = owners(scale)
    out = set()
    for i in pixels:
        x, y = i % w, i // w
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                xx, yy = x + dx, y + dy
                if 0 <= xx < w and 0 <= yy < h:
                    j = yy * w + xx
                    if j not in pixels and data[j] == SEA:
                        out.add(j)
    return out


@lru_cache(maxsize=None)
def grown(scale: int, country: int) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
    """A small country's pixels grown by the sea round it (the pattern painted there), the
    part of those without ink (all but its land borders with its neighbours), and the
    pixels round them (its coast, inked): (fill, clear, coast)."""
    w, h = SIZES[scale]
    data = owners(scale)
    land = {y * w + x + i for x, y, n in runs(scale)[country] for i in range(n)}
    fill = land | _ring(scale, land)

    def border(i):
        x, y = i % w, i // w
        return any(0 <= x + dx < w and 0 <= y + dy < h
                   and data[(y + dy) * w + x + dx] not in (SEA, country)
                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (0, 2), (0, -2)))

    clear = {i for i in fill if not border(i)}
    return frozenset(fill), frozenset(clear), frozenset(_ring(scale, fill))


def as_runs(scale: int, pixels) -> tuple[tuple[int, int, int], ...]:
    """Pixel indices as runs (x, y, length)."""
    w, _ = SIZES[scale]
    out, run = [], None
    for i in sorted(pixels):
        x, y = i % w, i // w
        if run and run[1] == y and run[0] + run[2] == x:
            run[2] += 1
        else:
            if run:
                out.append(tuple(run))
            run = [x, y, 1]
    if run:
        out.append(tuple(run))
    return tuple(out)
