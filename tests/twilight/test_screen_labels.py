"""Every label on every tile, as the map draws it (through a recording canvas): on a backing
of its tile's fill, in a colour with a contrast of at least 4.5:1 to that fill, and inside
the hexagon - for every kind of tile, every race colour, the overview and the zoom."""
from __future__ import annotations

from ports.twilight import galaxy, hexes, tiles
from ports.twilight.screens import palette as P
from ports.twilight.screens import tiledraw
from ports.twilight.screens.galaxy_screen import OVERVIEW, ZOOM_R
from ports.twilight.screens.hexgeo import HexLayout
from ports.twilight.screens.link import demo_game


class Recorder:
    """Stands in for pyxel or a pyxel.Image: keeps every drawing call."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        def call(*args):
            self.calls.append((name, args))
        return call


def _galaxies():
    keys = list(tiles.TILES) + ["H-" + r for r in ("sol", "hacan", "letnev", "naalu", "l1z1x", "xxcha",
                                                   "jolnar", "mentak", "yssaril", "sardakk")]
    for start in range(0, len(keys), 36):
        chunk = keys[start:start + 36]
        g = demo_game(6, seed=2)
        g.map = {pos: (chunk[i % len(chunk)] if pos != hexes.CENTRE else "MR") for i, pos in enumerate(hexes.ALL)}
        for i, pos in enumerate(hexes.ALL):
            p = i % 6
            g.add(hexes.label(pos), p, "cruiser", 1 + i % 3)
            g.add(hexes.label(pos), (p + 1) % 6, "carrier", 1)
            g.add(hexes.label(pos), (p + 1) % 6, "ground", 2)
            for n in galaxy.tile(g.map[pos]).planets:
                if n in g.planets:
                    g.planets[n].owner = None if i % 4 == 0 else (i + 2) % 6
        yield g


def test_every_label_sits_on_its_tiles_fill_in_a_readable_colour_and_inside_the_tile():
    from retro import screen
    seen_cols, kinds, texts = set(), set(), 0
    for g in _galaxies():
        for big, lay_of in ((False, lambda pos: OVERVIEW),
                            (True, lambda pos: HexLayout(OVERVIEW.cx, OVERVIEW.cy, ZOOM_R, pos))):
            for pos in hexes.ALL:
                lay = lay_of(pos)
                t = galaxy.tile(g.map[pos])
                kinds.add(t.kind)
                fill = tiledraw.fill_of(t)
                rec = Recorder()
                tiledraw.body(rec, lay, g, pos, big)
                cw, ch = screen.char_size(tiledraw.BIG if big else tiledraw.SMALL)
                x0, y0 = lay.centre(pos)
                backing = None
                for name, args in rec.calls:
                    if name == "rect":
                        backing = args
                    if name != "text":
                        continue
                    x, y, s, col = args[:4]
                    texts += 1
                    seen_cols.add(col)
                    bx, by, bw, bh, bcol = backing
                    assert bcol == fill and bx <= x and by <= y, (hexes.label(pos), s)
                    assert bx + bw >= x + len(s) * cw and by + bh >= y + ch - 1, (hexes.label(pos), s)
                    assert P.contrast(col, fill) >= P.MIN_CONTRAST, (hexes.label(pos), s, col, fill)
                    for dy in (y - y0, y + ch - y0):                 # the box inside the hexagon
                        half = lay.half_width(dy)
                        assert x0 - half <= bx and bx + bw <= x0 + half, (hexes.label(pos), s, big)
    assert set(P.RACE) | {P.WHITE, P.GREY} <= seen_cols and texts > 500
    assert kinds == {tiles.PLANETS, tiles.EMPTY, tiles.SUPERNOVA, tiles.ASTEROIDS, tiles.NEBULA, tiles.RIFT,
                     tiles.ALPHA, tiles.BETA, tiles.HOME, tiles.MECATOL}
