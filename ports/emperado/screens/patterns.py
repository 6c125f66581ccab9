"""The fill patterns that tell the parties apart on the monochrome screen (drawn by us).

Eight by eight text art, `#` ink, `.` paper; the tiles repeat on the map's 8-pixel grid,
so neighbouring cells join without seams. Neutral countries are white (EMPERADO 1); the
sea gets a sparse dot so that it is not mistaken for them. The colour mode (an extra)
fills with colours instead.
"""
from __future__ import annotations

PARTY_ART = (
    # each differs from every other in its direction or in how dark it is (ink of 64 pixels)
    # A: diagonal hatching, light (8)
    ("#.......", ".#......", "..#.....", "...#....", "....#...", ".....#..", "......#.", ".......#"),
    # B: horizontal lines (24)
    ("########", "........", "........", "########", "........", "........", "########", "........"),
    # C: fine chequer, grey (32)
    ("#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#"),
    # D: bricks (22)
    ("########", "#.......", "#.......", "#.......", "########", "....#...", "....#...", "....#..."),
    # E: vertical lines (16)
    ("#...#...", "#...#...", "#...#...", "#...#...", "#...#...", "#...#...", "#...#...", "#...#..."),
    # F: big dots on a square grid (16)
    ("##..##..", "##..##..", "........", "........", "##..##..", "##..##..", "........", "........"),
)
SEA_ART = ("........", "........", "..#.....", "........", "........", "........", "......#.", "........")
NEUTRAL_ART = ("........",) * 8

# colour mode: 0 white, 1 black, 2 sea, 3-8 the parties (0xRRGGBB, quantised by the machine)
COLOUR_PALETTE = (0xFFFFFF, 0x000000, 0x6D92DB, 0xDB4924, 0x24B624, 0xDBB600, 0x9249DB,
                  0x00B6B6, 0xDB6DB6)
SEA_COLOUR = 2


def party_colour(p: int) -> int:
    return 3 + p


def art(p: int) -> tuple[str, ...]:
    """The pattern of party p, NEUTRAL_ART for -1, SEA_ART for None."""
    if p is None:
        return SEA_ART
    if p < 0:
        return NEUTRAL_ART
    return PARTY_ART[p % len(PARTY_ART)]


def make_tile(p, size: int, ink: int, paper: int):
    """A pyxel.Image of `size` x `size` filled with party p's pattern."""
    import pyxel

    img = pyxel.Image(size, size)
    img.cls(paper)
    rows = art(p)
    for y in range(size):
        row = rows[y % 8]
        for x in range(size):
            if row[x % 8] == "#":
                img.pset(x, y, ink)
    return img
