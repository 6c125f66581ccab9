"""The map picture of a packet: the galaxy drawn with pyxel, without a window, on the Amiga's
high resolution interlace screen (640x512, 16 colours, as the screens are), and
written as a palette PNG for the mail.

Each tile is a hexagon filled by its kind (red-bordered: the anomalies of the seed), with its
position, its kind or its planets with resources/influence in the colour of their owner, and
the ships there per player; a home system is framed in its owner's colour. The legend on the
right names the players, their races and steps, and the kinds of tiles.
"""
from __future__ import annotations

import math
import struct
import zlib

from retro import screen
from retro.machines import AMIGA_HIRES_LACE

from ..rules import galaxy, hexes, progress, races, tiles, units
from ..reports import report
from ..reports.texts import PICTURE, TILE_KINDS
from . import palette

W, H = AMIGA_HIRES_LACE.width, AMIGA_HIRES_LACE.height
R = 40                                  # a hexagon's radius: the seven columns fill 440 pixels
CX, CY = 220, 262                       # Mecatol Rex
LEGEND_X = 452
SMALL, BIG = "st6x6", "topaz8"
ROW = 7                                 # a line of the small font in a hexagon
# the colours of Twilight's screens (palette.py): every label colour (white, grey, the six
# race colours) reads on every tile's fill with a contrast of at least 4.5:1 (issue 22.9)
GREY, BLACK, WHITE, RED = palette.GREY, palette.BLACK, palette.WHITE, palette.RED
PLAYER = palette.RACE
LIGHT = GREY                            # outlines, the asteroids' dots, the legend's small text
DARK = GREY                             # a free place's outline and word, on the black of space
MAGENTA, CYAN = palette.RACE[3], palette.RACE[2]      # the rift's and the wormholes' rings
# dark fills, so that the players' colours read on them
FILL = {tiles.PLANETS: palette.SYSTEM, tiles.EMPTY: palette.SPACE, tiles.SUPERNOVA: palette.NOVA,
        tiles.ASTEROIDS: palette.SPACE, tiles.NEBULA: palette.NEBULA, tiles.RIFT: palette.SPACE,
        tiles.ALPHA: palette.SPACE, tiles.BETA: palette.SPACE, tiles.HOME: palette.SYSTEM,
        tiles.MECATOL: palette.MECATOL}
INK = {}                                # white text on every fill (all are dark)
LABELS = (WHITE, DARK) + tuple(PLAYER)  # every colour a text on a tile or place has
PALETTE = palette.MACHINE.palette


def centre(pos) -> tuple:
    q, r = pos
    return CX + 1.5 * R * q, CY + math.sqrt(3) * R * (r + q / 2)


def corners(pos, radius=R) -> list:
    x, y = centre(pos)
    return [(x + radius * math.cos(math.radians(60 * i)), y + radius * math.sin(math.radians(60 * i)))
            for i in range(6)]


def png(game) -> bytes:
    """The picture of the galaxy as it stands in this game, as PNG bytes."""
    import pyxel
    from retro.testing import ensure_pyxel
    ensure_pyxel(AMIGA_HIRES_LACE)         # headless, once; no window is ever opened here
    img = pyxel.Image(W, H)
    draw(img, game)
    return encode(bytes(img.data_ptr()[:W * H]), W, H, PALETTE)


def draw(img, game) -> None:
    img.cls(BLACK)
    layout = report._layout(game)
    building = game.building is not None and layout is game.building.placed
    homes = {pl.home: pl.index for pl in game.players if pl.home is not None}
    for pos in hexes.ALL:
        if pos in layout:
            _tile(img, game, pos, galaxy.tile(layout[pos]), homes.get(pos))
        elif building:
            _free(img, pos, homes.get(pos))
    _legend(img, game)


def _hexagon(img, pos, col, radius=R) -> None:
    x, y = centre(pos)
    pts = corners(pos, radius)
    for i in range(6):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
        img.tri(x, y, ax, ay, bx, by, col)


def _outline(img, pos, col, width=1) -> None:
    for k in range(width):
        pts = corners(pos, R - k)
        for i in range(6):
            (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
            img.line(ax, ay, bx, by, col)


def _tile(img, game, pos, t, home_of) -> None:
    fill = FILL.get(t.kind, BLACK)
    _hexagon(img, pos, fill)
    x, y = centre(pos)
    if t.kind == tiles.ASTEROIDS:
        for i in range(-2, 3):
            for j in range(-1, 2):
                img.pset(x + 11 * i + 3 * j, y + 17 * j + 4, LIGHT)
    if t.kind == tiles.RIFT:
        for rad in (8, 14, 20):
            img.circb(x, y + 4, rad, MAGENTA)
    if t.kind in tiles.WORMHOLES:
        img.circb(x, y + 4, 12, CYAN)
        img.circb(x, y + 4, 6, CYAN)
    _outline(img, pos, RED if t.red else LIGHT, 2 if t.red else 1)
    if home_of is not None:
        _outline(img, pos, PLAYER[home_of], 3)
    lab = hexes.label(pos)
    ink = INK.get(fill, WHITE)
    body = []
    if t.planets:
        for name in t.planets:
            ps = game.planets.get(name)
            owner = ps.owner if ps is not None else None
            r, i = tiles.PLANET_VALUES[name]
            body.append((f"{_short(name, 7)} {r}/{i}", ink if owner is None else PLAYER[owner]))
    elif t.kind != tiles.HOME:
        body.append((PICTURE["kind_short"].get(t.kind, TILE_KINDS.get(t.kind, "")), ink))
    for p, fleet in sorted(game.space.get(lab, {}).items()):
        n = sum(fleet.get(u, 0) for u in units.SHIPS)
        ground = fleet.get("ground", 0)
        body.append((f"S{p + 1} {n}" + (f"+{ground}" if ground else ""), PLAYER[p]))
    first = max(2, 4 - len(body) // 2)          # the body about the middle, the position on top
    for k, (text, col) in [(0, (lab, ink))] + list(enumerate(body[:8 - first], first)):
        ty = y - 31 + ROW * k
        half = R - (abs(ty + 3 - y)) / math.sqrt(3) - 2
        text = text[:max(1, int(2 * half) // 6)]
        img.text(int(x - 3 * len(text)), int(ty), text, col, screen.font_for(SMALL))


def _free(img, pos, home_of) -> None:
    _outline(img, pos, DARK if home_of is None else PLAYER[home_of], 1)
    x, y = centre(pos)
    text = PICTURE["free"] if home_of is None else f"S{home_of + 1}"
    img.text(int(x - 3 * len(text)), int(y - 3), text, DARK if home_of is None else PLAYER[home_of],
             screen.font_for(SMALL))


def _short(name: str, most: int) -> str:
    return name if len(name) <= most else name[:most - 1] + "."


def _legend(img, game) -> None:
    big, small = screen.font_for(BIG), screen.font_for(SMALL)
    x, y = LEGEND_X, 8
    img.text(x, y, PICTURE["title"], WHITE, big)
    y += 12
    for line in _lines(report.status(game), 22):
        img.text(x, y, line, LIGHT, big)
        y += 10
    y += 6
    for pl in game.players:
        col = PLAYER[pl.index]
        img.rect(x, y, 8, 8, col)
        img.text(x + 12, y, f"{pl.label} {pl.name}"[:21], col, big)
        y += 10
        race = races.RACES[pl.race].name if pl.race else "?"
        img.text(x + 12, y, race[:27], WHITE, small)
        y += 8
        step = progress.STEPS[pl.progress].name
        img.text(x + 12, y, PICTURE["step"].format(n=pl.progress, step=step,
                                                   planets=len(game.owned(pl.index)))[:27], LIGHT, small)
        y += 11
    y += 4
    img.text(x, y, PICTURE["kinds"], WHITE, big)
    y += 11
    for kind in (tiles.PLANETS, tiles.HOME, tiles.MECATOL, tiles.EMPTY, tiles.SUPERNOVA, tiles.ASTEROIDS,
                 tiles.NEBULA, tiles.RIFT, tiles.ALPHA):
        img.rect(x, y, 10, 7, FILL[kind])
        img.rectb(x, y, 10, 7, RED if kind in tiles.RED else LIGHT)
        name = PICTURE["kind_names"].get(kind) or TILE_KINDS.get(kind, kind)
        img.text(x + 14, y + 1, name[:(W - x - 14) // 6], WHITE, small)
        y += 9
    y += 4
    for line in PICTURE["notes"]:
        img.text(x, y, line[:(W - x) // 6], LIGHT, small)
        y += 8


def _lines(text: str, width: int) -> list:
    import textwrap
    return textwrap.wrap(text, width) or [""]


def encode(pixels: bytes, w: int, h: int, palette) -> bytes:
    """A palette PNG of the given pixels (one byte each, an index into palette)."""
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        raw += pixels[y * w:(y + 1) * w]
    plte = b"".join(struct.pack(">I", c)[1:] for c in palette)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", plte) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))
