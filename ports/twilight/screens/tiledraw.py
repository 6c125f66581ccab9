"""Drawing the tiles of the galaxy with pyxel, on the screen or an image (`cv`: pyxel itself
or a cv.Image): its fill by kind, the anomaly's picture and
red border, a home system's frame in its owner's colour, and its labels (position,
planets with resources/influence and control markers, fleets with ship markers) each on a
backing of the tile's fill, so that every label keeps the palette's contrast.
"""
from __future__ import annotations

from retro import screen

from . import palette as P
from .link import hexes, tiles
from .tileinfo import home_of, tile_at, tile_lines

SMALL, BIG = "st6x6", "topaz8"
FILL = {tiles.PLANETS: P.SYSTEM, tiles.HOME: P.SYSTEM, tiles.MECATOL: P.MECATOL,
        tiles.SUPERNOVA: P.NOVA, tiles.NEBULA: P.NEBULA, tiles.EMPTY: P.SPACE,
        tiles.ASTEROIDS: P.SPACE, tiles.RIFT: P.SPACE, tiles.ALPHA: P.SPACE, tiles.BETA: P.SPACE}


def fill_of(t) -> int:
    return FILL.get(t.kind, P.SPACE) if t is not None else P.BLACK


def hexagon(cv, lay, pos, col, inset: float = 0) -> None:
    x, y = lay.centre(pos)
    pts = lay.corners(pos, inset)
    for i in range(6):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
        cv.tri(x, y, ax, ay, bx, by, col)


def outline(cv, lay, pos, col, width: int = 1, inset: float = 0) -> None:
    """The tile's edge, `width` pixels inwards from `inset`: a line, or a solid band."""
    if width <= 1:
        pts = lay.corners(pos, inset)
        for i in range(6):
            (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
            cv.line(ax, ay, bx, by, col)
        return
    out, inn = lay.corners(pos, inset), lay.corners(pos, inset + width)
    for i in range(6):
        j = (i + 1) % 6
        cv.tri(*out[i], *out[j], *inn[i], col)
        cv.tri(*out[j], *inn[j], *inn[i], col)


def draw_all(cv, lay, game, positions, big: bool = False) -> None:
    """The tiles at `positions`: first every body, then the plain borders, the home frames
    and the anomalies' red borders over them, so that no neighbour's fill or grey edge
    covers a red border or a frame."""
    for pos in positions:
        body(cv, lay, game, pos, big)
    red = [p for p in positions if tile_at(game, p) is not None and tile_at(game, p).red]
    for pos in positions:
        if pos not in red:
            border(cv, lay, game, pos, big)
    for pos in positions:
        h = home_of(game, pos)
        t = tile_at(game, pos)
        if t is not None and t.kind == tiles.HOME and h is not None:
            outline(cv, lay, pos, P.race_colour(h), 4 if big else 3, inset=1)
    for pos in red:
        border(cv, lay, game, pos, big)


def mark(cv, lay, pos, col=P.WHITE, inset: float = 1, width: int = 1) -> None:
    """A line around the tile under the pointer (or the zoomed one), inside its border."""
    outline(cv, lay, pos, col, width, inset)


def body(cv, lay, game, pos, big: bool = False) -> None:
    """The tile's fill, picture and labels."""
    t = tile_at(game, pos)
    if t is None:
        h = home_of(game, pos)          # a home place of a galaxy being built, still free
        if h is not None:
            x, y = lay.centre(pos)
            font = BIG if big else SMALL
            _text(cv, lay, x, y - screen.char_size(font)[1] // 2, f"S{h + 1}", P.race_colour(h), P.BLACK,
                  font, "", y)
        return
    fill = fill_of(t)
    hexagon(cv, lay, pos, fill)
    _picture(cv, lay, pos, t)
    _labels(cv, lay, game, pos, t, fill, big)


def border(cv, lay, game, pos, big: bool = False) -> None:
    """Red and 3 pixels for an anomaly, white for Mecatol Rex, grey for the rest; dark where
    the map has no tile yet."""
    t = tile_at(game, pos)
    if t is None:
        h = home_of(game, pos)
        outline(cv, lay, pos, P.SYSTEM if h is None else P.race_colour(h))
    elif t.red:
        outline(cv, lay, pos, P.RED, 4 if big else 3)
    elif t.kind == tiles.MECATOL:
        outline(cv, lay, pos, P.WHITE, 2)
        outline(cv, lay, pos, P.GREY, inset=2)
    else:
        outline(cv, lay, pos, P.GREY)


def _picture(cv, lay, pos, t) -> None:
    """What the kind looks like, in the tile's lower half (the labels stand above it)."""
    x, y = lay.centre(pos)
    r = lay.r
    by = y + 0.42 * r
    if t.kind == tiles.SUPERNOVA:
        cv.circ(x, by, 0.2 * r, P.RED)
        cv.circ(x, by, 0.11 * r, P.WHITE)
        for dx, dy in ((1, 0), (-1, 0), (0.5, 0.8), (-0.5, 0.8), (0.5, -0.8), (-0.5, -0.8)):
            cv.line(x + dx * 0.22 * r, by + dy * 0.22 * r, x + dx * 0.34 * r, by + dy * 0.3 * r, P.RED)
    elif t.kind == tiles.ASTEROIDS:
        for _i, (dx, dy, s) in enumerate(((-0.42, 0.0, 3), (-0.2, 0.2, 2), (0.05, -0.05, 3), (0.25, 0.18, 2),
                                         (0.45, 0.02, 3), (-0.05, 0.3, 2), (0.15, 0.4, 1), (-0.32, 0.33, 1))):
            cv.circ(x + dx * r, by + dy * r * 0.7, max(1, s * r / 40), P.GREY)
    elif t.kind == tiles.NEBULA:
        cv.dither(0.5)
        for dx, dy, s in ((-0.25, 0, 0.17), (0.05, -0.06, 0.21), (0.3, 0.04, 0.15), (0.0, 0.14, 0.15)):
            cv.circ(x + dx * r, by + dy * r, s * r, P.BLUE)
        cv.dither(1.0)
    elif t.kind == tiles.RIFT:
        for k, s in enumerate((0.08, 0.16, 0.25)):
            cv.circb(x, by, s * r, P.BLUE if k else P.WHITE)
        cv.circ(x, by, 0.04 * r, P.BLACK)
    elif t.kind in tiles.WORMHOLES:
        cv.elli(x - 0.3 * r, by - 0.12 * r, 0.6 * r, 0.24 * r, P.BLUE)
        cv.elli(x - 0.2 * r, by - 0.07 * r, 0.4 * r, 0.14 * r, P.BLACK)
        cv.ellib(x - 0.3 * r, by - 0.12 * r, 0.6 * r, 0.24 * r, P.WHITE)
    elif t.kind == tiles.MECATOL:
        cv.circ(x, by + 0.04 * r, 0.16 * r, P.GREY)
        cv.circb(x, by + 0.04 * r, 0.16 * r, P.WHITE)


def _labels(cv, lay, game, pos, t, fill, big: bool) -> None:
    """The position at the top; the other lines about the middle (above the picture of a
    special tile), as many as fit."""
    font = BIG if big else SMALL
    ch = screen.char_size(font)[1]
    row = ch + (2 if big else 1)
    x, y = lay.centre(pos)
    r = lay.r
    top = y - 0.866 * r + (10 if big else 5)          # clear of a frame
    _text(cv, lay, x, top, hexes.label(pos), P.GREY, fill, font, "", y)
    lines = tile_lines(game, pos, big)
    first = top + row + 2
    last = y + 0.8 * r - row                   # the last line's top
    if t.kind not in (tiles.PLANETS, tiles.HOME):
        last = min(last, y + 0.2 * r)            # the picture below
    middle = y - (0.02 if t.kind in (tiles.PLANETS, tiles.HOME) else 0.22) * r
    room = max(1, int((last - first) // row) + 1)
    lines = lines[:room]
    ty = max(first, min(middle - len(lines) * row / 2, last - (len(lines) - 1) * row))
    for k, line in enumerate(lines):
        _text(cv, lay, x, ty + k * row, line.text, line.col, fill, font, line.marker, y)


def _text(cv, lay, x, ty, text, col, fill, font, marker, cy) -> None:
    cw, ch = screen.char_size(font)
    ty = int(ty)
    m = ch if marker else 0
    half = min(lay.half_width(ty - cy), lay.half_width(ty + ch - cy)) - 2
    text = fit(text, max(1, int((2 * half - m) // cw)))
    w = len(text) * cw + m
    lx = int(x - w / 2)
    cv.rect(lx - 1, ty - 1, w + 1, ch + 1, fill)       # the label's backing
    if marker == "planet":
        s = ch // 2
        cv.circ(lx + s - 1, ty + s - 1, max(1, s - 1), col)
    elif marker == "ship":
        cv.tri(lx, ty + ch - 2, lx + ch - 3, ty + ch - 2, lx + (ch - 3) // 2, ty, col)
    cv.text(lx + m, ty, text, col, screen.font_for(font))


def fit(text: str, most: int) -> str:
    """The text in `most` characters: a planet's name is shortened before its numbers."""
    if len(text) <= most:
        return text
    name, _, tail = text.rpartition(" ")
    if name and "/" in tail and len(tail) + 2 < most:
        keep = most - len(tail) - 2
        return name[:keep].rstrip() + ". " + tail
    return text[:most]
