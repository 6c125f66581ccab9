"""Where the countries lie on the 640x400 overview map (EMPERADO 2).

The map is a grid of 80x48 cells of 8x8 pixels below a 16-pixel strip left for the
menu bar. Each character of GRID is one cell: '.' is sea, any other character is the
country LEGEND names. It is the rules' map: who borders whom (world.LAND_LINKS is checked
against it), where the boxes go, what a click on the overview finds, where the arrows
start. The map the screens draw is map_pixels.py, which tools/emperado_raster.py draws from
this grid and the true coastlines of data/coasts.txt; the rectangles, borders and sea-link
lines derived here describe the grid itself (the tests read them).

The coastlines were first sketched from a land/sea mask of the real world sampled at
this scale, then drawn over by hand: straits closed or opened as the neighbours need,
islands that are no country of chapter 2 left out (Sri Lanka, Taiwan, Sulawesi,
Sakhalin, Svalbard, the Mediterranean islands but Sicily), others joined to the country
they belong to (Ireland to Britanien, Baffin Island to Nordwestterritorium, Java to
Sumatra, Tasmania to Suedaustralien). The projection is cylindrical with a varying
scale: Europe, Africa and the Near East wider than they are, the Pacific, Canada and
Siberia narrower, so that every country has room for its boxes (EMPERADO 2 names the
countries, not their shapes). Roughly: column = longitude through (-172°, 0) (-82°, 15) (-35°, 28)
(-12°, 32) (50°, 52) (100°, 64) (150°, 75) (192°, 80); row = latitude through
(83°, 0) (72°, 3.5) (35°, 19) (0°, 31.5) (-56°, 48). The map is cut in the Bering Strait.
Pure data and arithmetic: no pyxel here.
"""
from __future__ import annotations

from functools import lru_cache

from . import world

WIDTH, HEIGHT = 640, 400
CELL = 8
ORIGIN = (0, 16)          # top-left pixel of cell (0, 0); rows 0..15 are for the menu bar
COLS, ROWS = 80, 48

GRID = """\
............bbbb..GGGGGGGGGGGGG.................................................
..........bbbbb...GGGGGGGGGGGGG................................www..............
.......bbb.bbbbbb...GGGGGGGGGG................................wwwwsss...........
.......bbbbbb.bbbb....GGGGGGG..........................ww.wwwwwwwssssss.........
.aaaaabbbbbbb..bbbb...GGGGGGG.............2222.....UUUUwwwwwwwwsssssssss.qqqqq..
aaaaaabbbbbbbb...bbb..GGGGG.............22222223333UUUUwwwwwwwwsssssssssqqqqqqqq
.aaaaabbbbbbbb....b....GGGG..II........222.2223..33UUUUwwwwwwwwsssssssssqqqqqqq.
.aaaaabbbbbbb...........GG..III.......2222.22233333UUUUwwwwwwwwsssssssssqqqqqq..
aaaaaabbbbbbb...eee......G........1...2222..2233333UUUUwwwwwwwwsssssssqqqqqqqq..
..a..aacccccd...eeeee...........1.11.2222....333333UUUUwwwwwwwwssssssll....qqq..
......ccccccdd..eeeee...........1111..222...3333333UUUUwwwwwwllllllllll.....qq..
.......cccccddd.eeeee.................5555533333333UUUUzzzzzzlllllllllll....qq..
.......cccccdddddeeee.NN..........44445555533333333zzzzzzzzzzllllllllllll...q...
........ccccdddddeeee.NN.........444445555888333333zzzzzzzzCCCllllllllll........
........ffffffdddeeee.............444477788888...333..zzzzCCCClllllllll.........
........ffffffggggee.............6666..77.8888....33..zzzzCCCClllllllly..jj.....
........ffffffgggg...............6666...77.888TTTTTT..zzzzCCCCCCCCCCCyy..j......
........ffffffgggg................666....7.88.TTTTTP..zzzzCCCCCCCCCC.yy.jj......
........fffffhhggg......................77.8..TTTYYPPPPnnnCCCCCCCCCC.y..j.......
.........ffffhhhhh..............MMMMMMM........YYYYPPPPnnnnCCCCCCCCC...jj.......
.........mmmmhhhh..............MMMMMMMMMEEEEEEEEYYYYPPPnnniiCCCCCCCC............
.........m.mmm.hh..............MMMMMMMMMEEEEEEE.YRRY.PPPiiiiiitCCCCC............
.........m.mmm.................MMMMMMMMMEEEEEEE..RRR..PPiiiiiitttCCC............
..........mmmm.xx..............MMMMMMMMMEEEEEEEE.RRRR..PiiiiiittttCC............
...........mmm..xxxx...........WWWWWWWWWEEEEEEEE.RRRJJ..iiiii.ttttt.............
............pp.................WWWWWWWWWEEEEEEEE..JJJJJ..iiii.ttttt..H..........
.............pp................WWWWWWWWWEEEEEOOOO.JJJJ...iiii..tttt..H..........
..............pp...............WWWWWWWWWEEEEOOOOO.........iii..tttt..HH.........
...............pkkkvvv..........WWWWWWWKKKKKOOOOOOOOO.....ii....t.....H.........
................kkkvvvv..........WWWWWKKKKKKOOOOOOOO.......i....t..LL...........
...............kkkkvvvvB..............KKKKKKOOOOOOO...........u....LLL..........
...............kkkkvvBBBB.............KKKKKKKOOOOO............uuu..LLL..........
...............rrkkBBBBBBBB............KKKKKKOOOO...............uu..L..QQQ......
...............rrrrrBBBBBBBBB..........KKKKKKOOOO................uu....QQQQQ....
................rrrrooBBBBBB............KKKKKOOOO.................uuu......Q....
................rrroooBBBBB.............KKKSSSSS...D..................XX.V......
.................roooooBBBB.............SSSSSSSS..DD................XXXX.VV.....
..................ooooooBBB.............SSSSSSSS..DD...............XXXXXVVV.....
..................ooooooBBB.............SSSSSSS...D................XXXXXVVVV....
..................AAooooBB...............SSSSSS...................XXXXXZZVVV....
..................AAAAAAB................SSSSS....................XXXXZZZZVV....
..................AAAAA...................SSS......................XX...ZZZZ....
.................AAAAA..................................................ZZZ...9.
.................AAA......................................................Z...9.
.................AAA.........................................................99.
.................AA.........................................................99..
.................AA.............................................................
..................A.............................................................
"""

LEGEND = {
    "a": "alaska",
    "b": "nordwestterritorium",
    "c": "alberta",
    "d": "ontario",
    "e": "quebec",
    "f": "weststaaten",
    "g": "oststaaten",
    "h": "suedstaaten",
    "G": "groenland",
    "I": "island",
    "N": "neufundland",
    "m": "mexiko",
    "p": "panama",
    "x": "antillen",
    "k": "kolumbien",
    "v": "venezuela",
    "r": "peru",
    "B": "brasilien",
    "o": "bolivien",
    "A": "argentinien",
    "1": "britanien",
    "2": "skandinavien",
    "3": "russland",
    "4": "frankreich",
    "5": "deutschland",
    "6": "spanien",
    "7": "italien",
    "8": "balkan",
    "M": "marokko",
    "E": "aegypten",
    "W": "westafrika",
    "K": "kongo",
    "O": "ostafrika",
    "D": "madagaskar",
    "S": "suedafrika",
    "T": "tuerkei",
    "Y": "syrien",
    "R": "arabien",
    "J": "jemen",
    "U": "ural",
    "w": "westsibirien",
    "s": "ostsibirien",
    "q": "kamtschatka",
    "j": "japan",
    "y": "korea",
    "l": "mongolei",
    "z": "kasachstan",
    "n": "afghanistan",
    "P": "persien",
    "i": "indien",
    "C": "china",
    "t": "siam",
    "u": "sumatra",
    "L": "borneo",
    "H": "philippinen",
    "Q": "neuguinea",
    "X": "nordaustralien",
    "Z": "suedaustralien",
    "V": "queensland",
    "9": "neuseeland",
}

ROWS_TEXT = GRID.splitlines()


def _cells() -> tuple[tuple[tuple[int, int], ...], ...]:
    out: list[list[tuple[int, int]]] = [[] for _ in world.COUNTRIES]
    for y, row in enumerate(ROWS_TEXT):
        for x, ch in enumerate(row):
            if ch != ".":
                out[world.BY_KEY[LEGEND[ch]]].append((x, y))
    return tuple(tuple(c) for c in out)


CELLS = _cells()      # per country: its grid cells (col, row)


def cell_owner(col: int, row: int) -> int | None:
    """Country index of a grid cell, None for sea or outside."""
    if 0 <= row < ROWS and 0 <= col < COLS:
        ch = ROWS_TEXT[row][col]
        if ch != ".":
            return world.BY_KEY[LEGEND[ch]]
    return None


def country_at(x: int, y: int) -> int | None:
    """The country under pixel (x, y) of the overview map, or None."""
    if x < ORIGIN[0] or y < ORIGIN[1]:
        return None
    return cell_owner((x - ORIGIN[0]) // CELL, (y - ORIGIN[1]) // CELL)


def cell_rect(col: int, row: int) -> tuple[int, int, int, int]:
    return (ORIGIN[0] + col * CELL, ORIGIN[1] + row * CELL, CELL, CELL)


@lru_cache(maxsize=None)
def rects(country: int) -> tuple[tuple[int, int, int, int], ...]:
    """The country as pixel rectangles (x, y, w, h): one per run of cells in a row."""
    out = []
    by_row: dict[int, list[int]] = {}
    for c, r in CELLS[country]:
        by_row.setdefault(r, []).append(c)
    for r in sorted(by_row):
        cols = sorted(by_row[r])
        start = prev = cols[0]
        for c in cols[1:] + [None]:
            if c is not None and c == prev + 1:
                prev = c
                continue
            x, y, _, _ = cell_rect(start, r)
            out.append((x, y, (prev - start + 1) * CELL, CELL))
            if c is not None:
                start = prev = c
    return tuple(out)


def _label_cell(country: int) -> tuple[int, int]:
    """The cell of the country nearest its centre of mass (always inside the country)."""
    cells = CELLS[country]
    mx = sum(c for c, _ in cells) / len(cells)
    my = sum(r for _, r in cells) / len(cells)
    return min(cells, key=lambda cr: ((cr[0] - mx) ** 2 + (cr[1] - my) ** 2, cr))


# Pixel centre of each country's name box / info box on the overview map.
LABELS: tuple[tuple[int, int], ...] = tuple(
    (ORIGIN[0] + c * CELL + CELL // 2, ORIGIN[1] + r * CELL + CELL // 2)
    for c, r in (_label_cell(i) for i in range(len(world.COUNTRIES)))
)


def _edges():
    """Every cell edge between two different owners: (x1, y1, x2, y2, kind), unmerged."""
    for row in range(-1, ROWS):
        for col in range(-1, COLS):
            here = cell_owner(col, row)
            for dc, dr in ((1, 0), (0, 1)):
                there = cell_owner(col + dc, row + dr)
                if here == there or (here is None and there is None):
                    continue
                if here is None or there is None:
                    kind = "coast"
                elif world.COUNTRIES[here].continent != world.COUNTRIES[there].continent:
                    kind = "continent"
                else:
                    kind = "country"
                x0 = ORIGIN[0] + (col + 1) * CELL if dc else ORIGIN[0] + col * CELL
                y0 = ORIGIN[1] + (row + 1) * CELL if dr else ORIGIN[1] + row * CELL
                if dc:
                    yield (x0, y0, x0, y0 + CELL, kind)
                else:
                    yield (x0, y0, x0 + CELL, y0, kind)


@lru_cache(maxsize=None)
def borders() -> tuple[tuple[int, int, int, int, str], ...]:
    """Border segments (x1, y1, x2, y2, kind), kind 'coast', 'continent' or 'country'.

    Edges of one kind that continue each other in a straight line are joined, so that
    the screens draw a few hundred lines instead of thousands of cell edges. Screens
    draw 'coast' and 'continent' thick and 'country' thin (EMPERADO 2)."""
    ends: dict = {}
    for x1, y1, x2, y2, kind in _edges():
        key = (x1 == x2, kind)
        prev = ends.pop((key, x1, y1), None)
        seg = (prev[0], prev[1], x2, y2) if prev else (x1, y1, x2, y2)
        ends[(key, x2, y2)] = seg
    out = [(x1, y1, x2, y2, key[1]) for (key, _, _), (x1, y1, x2, y2) in ends.items()]
    return tuple(sorted(out, key=lambda s: (s[1], s[0], s[3], s[2], s[4])))


def _centre(cell: tuple[int, int]) -> tuple[int, int]:
    return (ORIGIN[0] + cell[0] * CELL + CELL // 2, ORIGIN[1] + cell[1] * CELL + CELL // 2)


@lru_cache(maxsize=None)
def sea_link_lines() -> tuple[tuple[int, int, tuple[tuple[int, int, int, int], ...]], ...]:
    """(a, b, segments) for every sea link: dashed lines between the nearest cells.

    A link whose straight line would cross most of the map (Alaska-Kamtschatka) is drawn
    as two stubs leaving the map's left and right edges."""
    out = []
    for ka, kb in world.SEA_LINKS:
        a, b = world.BY_KEY[ka], world.BY_KEY[kb]
        ca, cb = min(((p, q) for p in CELLS[a] for q in CELLS[b]),
                     key=lambda pq: (abs(pq[0][0] - pq[1][0]) + abs(pq[0][1] - pq[1][1]), pq))
        (x1, y1), (x2, y2) = _centre(ca), _centre(cb)
        if abs(x1 - x2) > WIDTH // 2:            # around the back of the globe
            left, right = ((x1, y1), (x2, y2)) if x1 < x2 else ((x2, y2), (x1, y1))
            segs = ((left[0], left[1], ORIGIN[0], left[1]),
                    (right[0], right[1], WIDTH - 1, right[1]))
        else:
            segs = ((x1, y1, x2, y2),)
        out.append((a, b, segs))
    return tuple(out)


def land_links_from_grid() -> set[frozenset[int]]:
    """Pairs of countries whose cells share an edge (test_world compares it to world.LAND_LINKS)."""
    pairs = set()
    for row in range(ROWS):
        for col in range(COLS):
            here = cell_owner(col, row)
            if here is None:
                continue
            for dc, dr in ((1, 0), (0, 1)):
                there = cell_owner(col + dc, row + dr)
                if there is not None and there != here:
                    pairs.add(frozenset((here, there)))
    return pairs
