"""Little pictures the widgets draw: GEM's three alert icons and Intuition's Amiga-key glyph.

16x16 text art (drawn by us: `#` ink, `.` paper, ` ` transparent), shown twice as large
in alerts, as GEM's 32x32 icons were. Each is rendered once per colour pair into a
pyxel.Image and blitted, so drawing an alert costs one blt, not 1024 psets.
"""
from __future__ import annotations

# GEM alert icon 1: "note" - a warning triangle with an exclamation mark.
NOTE = """
.......##.......
......####......
......#..#......
.....##..##.....
.....#.##.#.....
....##.##.##....
....#..##..#....
...##..##..##...
...#...##...#...
..##...##...##..
..#....##....#..
.##..........##.
.#.....##.....#.
##.....##.....##
################
................
"""

# GEM alert icon 2: "wait" - a question mark in a rounded frame.
QUESTION = """
..############..
.#............#.
#.....####.....#
#....##..##....#
#....##..##....#
#.......##.....#
#......##......#
#......##......#
#..............#
#......##......#
#......##......#
.#............#.
..#######..###..
.........#.#....
..........##....
...........#....
"""

# GEM alert icon 3: "stop" - an octagon sign with a bar.
STOP = """
.....######.....
....########....
...##########...
..############..
.##############.
################
################
##............##
##............##
################
################
.##############.
..############..
...##########...
....########....
.....######.....
"""

# Intuition's right-Amiga key as menus show it before a shortcut letter (8x8).
AMIGA_KEY = """
########
#......#
#..##..#
#.#..#.#
#.####.#
#.#..#.#
#......#
########
"""

ART = {"note": NOTE, "question": QUESTION, "stop": STOP, "amiga": AMIGA_KEY}
ALERT_ICONS = ("note", "question", "stop")


def rows(name: str) -> list[str]:
    return [r for r in ART[name].strip("\n").split("\n")]


_cache: dict = {}


def draw(name: str, x: int, y: int, ink: int, paper: int, scale: int = 1) -> None:
    """Draw icon `name` with its top left at (x, y), `scale` screen pixels per art pixel."""
    import pyxel

    key = (name, ink, paper, scale)
    img = _cache.get(key)
    if img is None:
        art = rows(name)
        h, w = len(art), len(art[0])
        # colour 255 never shows: the image's transparent key
        img = pyxel.Image(w * scale, h * scale)
        img.cls(255)
        for r, row in enumerate(art):
            for c, ch in enumerate(row):
                if ch in "#.":
                    img.rect(c * scale, r * scale, scale, scale, ink if ch == "#" else paper)
        _cache[key] = img
    pyxel.blt(x, y, img, 0, 0, img.width, img.height, 255)


def size(name: str, scale: int = 1) -> tuple[int, int]:
    art = rows(name)
    return len(art[0]) * scale, len(art) * scale
