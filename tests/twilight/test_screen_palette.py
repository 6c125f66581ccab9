"""The screens' palette: 16 Amiga colours, every label readable on every tile (WCAG 2
contrast at least 4.5:1, computed from the registers as the hardware shows them), the races
told apart, the anomalies' red none of theirs; every text drawable in its font; the screens'
helpers free of pyxel."""
from __future__ import annotations

import ast
import itertools
from pathlib import Path

from ports.twilight.rules import races, tiles
from ports.twilight.screens import palette as P
from ports.twilight.screens import screen_texts, tiledraw
from retro import fonts
from retro.machines import quantise

SCREENS = Path(P.__file__).resolve().parent


def test_sixteen_colours_of_4096_in_the_intuition_roles():
    m = P.MACHINE
    assert len(m.palette) == 16 and m.key == "amiga_hires_lace" and (m.width, m.height) == (640, 512)
    assert all(quantise(c, 4) == c for c in m.palette)
    assert (m.paper, m.dark, m.light, m.accent) == (P.GREY, P.BLACK, P.WHITE, P.BLUE)
    assert len(set(m.palette)) == 16


def test_wcag_luminance_of_black_and_white():
    assert P.luminance(0x000000) == 0 and abs(P.luminance(0xFFFFFF) - 1) < 1e-9
    assert abs(P.contrast(P.WHITE, P.BLACK) - 21) < 1e-9


def test_every_label_colour_reads_on_every_tile_colour():
    fills = set(tiledraw.FILL.values()) | {P.SPACE}          # the tiles', and the side windows' inside
    assert fills == set(P.FILLS)
    fills.add(P.BLACK)                                       # a free home place of a galaxy being built
    for kind in (tiles.PLANETS, tiles.EMPTY, tiles.SUPERNOVA, tiles.ASTEROIDS, tiles.NEBULA, tiles.RIFT,
                 tiles.ALPHA, tiles.BETA, tiles.HOME, tiles.MECATOL):
        assert kind in tiledraw.FILL
    low = [(label, fill, round(P.contrast(label, fill), 2)) for label in P.LABELS for fill in fills
           if P.contrast(label, fill) < P.MIN_CONTRAST]
    assert low == []
    assert set(P.RACE) <= set(P.LABELS) and len(P.RACE) == 6


def test_the_races_colours_are_told_apart_and_none_is_the_anomalies_red():
    def rgb(i):
        c = P.MACHINE.palette[i]
        return (c >> 16) & 255, (c >> 8) & 255, c & 255

    def distance(a, b):
        return sum((x - y) ** 2 for x, y in zip(rgb(a), rgb(b))) ** 0.5

    for a, b in itertools.combinations(P.RACE + (P.RED, P.WHITE), 2):
        assert distance(a, b) >= 80, (a, b)
    assert [P.race_colour(p) for p in range(6)] == list(P.RACE)


def test_the_red_border_stands_out_from_every_fill_and_the_space_around():
    for fill in P.FILLS + (P.BLACK,):
        assert P.contrast(P.RED, fill) >= 2.5, fill


def test_every_text_of_the_screens_can_be_drawn():
    # design: pyxel silently drops a character its font lacks
    texts = screen_texts.all_texts() + list(tiles.PLANET_VALUES) + [r.name for r in races.RACES.values()]
    texts += ["0123456789/.+ S1 S6 Spieler", "*"]
    from ports.twilight.screens import desk_texts
    texts += [x for d in (desk_texts.KEY, desk_texts.OPEN, desk_texts.DESK, desk_texts.POST) for x in _strings(d)]
    from ports.twilight.reports import texts as report_texts       # orders in words, tile names (issue 33)
    texts += [x for d in (report_texts.ORDER_WORDS, report_texts.TILE_NAMES, report_texts.LOG) for x in _strings(d)]
    for font in ("topaz8", "st6x6"):
        assert not set().union(*(fonts.missing(x, font) for x in texts)), font


def test_the_screens_helpers_are_pure_and_reach_the_rules_through_link_only():
    pure = ("palette.py", "hexgeo.py", "tileinfo.py", "screen_texts.py", "link.py", "strength.py", "orderbook.py",
            "desk_pages.py", "desk_texts.py", "post_work.py", "desk_post.py")
    for f in sorted(SCREENS.glob("*.py")):
        if f.name in ("mapimage.py", "__init__.py"):
            continue
        tree = ast.parse(f.read_text(encoding="utf-8"))
        mods = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        mods |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        levels = {(n.level, n.module) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level >= 2}
        if f.name != "link.py":
            assert not levels, (f.name, levels)        # no `from .. import` but in link.py
        if f.name in pure:
            assert "pyxel" not in mods, f.name
        assert len(f.read_text(encoding="utf-8").splitlines()) <= 300, f.name


def _strings(v) -> list:
    if isinstance(v, str):
        return [v]
    if isinstance(v, dict):
        v = list(v.values())
    return [x for item in v for x in _strings(item)] if isinstance(v, (list, tuple)) else []
