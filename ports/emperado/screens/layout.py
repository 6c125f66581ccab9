"""Where things sit on EMPERADO's screens: the overview map, the enlarged map's quarters,
the name boxes and info boxes (EMPERADO 2), the Spielmenü's boxes (4).

Pure arithmetic on map_layout.py; nothing here draws. The enlarged map is the overview
at twice the size (1280x768 map pixels), shown one quarter (640x384) at a time below
the 16-pixel strip at the top of the screen.
"""
from __future__ import annotations

from functools import lru_cache

from .. import map_layout, map_pixels, world
from . import box_places, stored_slots

W, H = map_layout.WIDTH, map_layout.HEIGHT     # 640 x 400
STRIP = map_layout.ORIGIN[1]                    # 16: the strip above the map
MAP_H = H - STRIP                               # 384
SCALE = 2                                       # the enlarged map
BIG_W, BIG_H = W * SCALE, MAP_H * SCALE         # 1280 x 768
QUARTERS = ((0, 0), (1, 0), (0, 1), (1, 1))

# the small font of the boxes on the maps
BOX_FONT = "st6x6"
CW, CH = 6, 6
BOX_H = CH + 4


# the name boxes of the enlarged map: the 8x16 system font (EMPERADO 2: the name readable)
NAME_FONT = "st8x16"
NAME_CW = 8
NAME_H = 18                 # a pixel above the accents, the free bottom row inside
NAME_TEXT_DY = 1


def box_width(text: str) -> int:
    return len(text) * CW + 4


def name_width(name: str) -> int:
    return len(name) * NAME_CW + 4


# -- the overview ----------------------------------------------------------------------------
def quarter_at(x: int, y: int) -> tuple[int, int]:
    """The quarter of the enlarged map that a point of the overview lies in (EMPERADO 2)."""
    return (1 if x >= W // 2 else 0, 1 if y - STRIP >= MAP_H // 2 else 0)


# The longest info text we make room for: party letter, three digits, the star.
INFO_ROOM = box_width("A999*")


@lru_cache(maxsize=None)
def _overview_slots() -> dict[int, tuple[int, int, int, int]]:
    return stored_slots.load("overview", place_overview_slots)


def place_overview_slots() -> dict[int, tuple[int, int, int, int]]:
    """Pixel rectangles on the overview, one per country, that hold its info box."""
    px = map_layout.CELL // box_places.SUB                  # 4 pixels per half cell
    size = (-(-(INFO_ROOM + 2) // px), -(-(BOX_H + 2) // px))

    def boxes(c, x, y):            # the widest info box in the slot, in map pixels
        return (_info_in((x * px, y * px, size[0] * px, size[1] * px), INFO_ROOM),)

    spots = box_places.place({c: size for c in range(world.N_COUNTRIES)}, scale=1, boxes=boxes)
    return {c: (x * px, STRIP + y * px, w * px, h * px) for c, (x, y, w, h) in spots.items()}


def _info_in(slot, bw: int) -> tuple[int, int, int, int]:
    x, y, w, h = slot
    return x + (w - bw) // 2, y + (h - BOX_H) // 2, bw, BOX_H


def overview_slot(country: int) -> tuple[int, int, int, int]:
    return _overview_slots()[country]


def info_box_overview(country: int, text: str) -> tuple[int, int, int, int]:
    """The info box of a country on the overview: in the middle of its slot, which lies in
    the country or hangs over its coast and never meets another country's slot."""
    return _info_in(overview_slot(country), box_width(text))


@lru_cache(maxsize=None)
def leader_overview(country: int) -> tuple[int, int, int, int] | None:
    """The line (screen pixels) from the country to its info box where the box lies over
    the sea beside it without touching it (issue 24.11), else None."""
    x, y, w, h = info_box_overview(country, "A999*")
    rect = (x, y - STRIP, w, h)
    if box_places.own_pixels(1, country, (rect,)):
        return None
    x1, y1, x2, y2 = box_places.leader(1, country, (rect,))
    return x1, y1 + STRIP, x2, y2 + STRIP


def quarter_for_click(x: int, y: int) -> tuple[int, int]:
    """The quarter a click on the overview leads to: where the name box of the country
    under the pointer (or whose info box is there) lies, else the quarter under it."""
    c = map_pixels.country_at(x, y, STRIP)
    if c is None:
        c = next((k for k in range(world.N_COUNTRIES) if inside(overview_slot(k), x, y)), None)
    return quarter_of_country(c) if c is not None else quarter_at(x, y)


# -- the enlarged map ------------------------------------------------------------------------
def quarter_origin(q: tuple[int, int]) -> tuple[int, int]:
    return q[0] * W, q[1] * MAP_H


def big_to_screen(q, bx: int, by: int) -> tuple[int, int]:
    ox, oy = quarter_origin(q)
    return bx - ox, by - oy + STRIP


@lru_cache(maxsize=None)
def _big_slots() -> dict[int, tuple[int, int, int, int]]:
    return stored_slots.load("big", place_big_slots)


def place_big_slots() -> dict[int, tuple[int, int, int, int]]:
    """Map-pixel rectangles on the enlarged map, one per country, for its name box with
    the info box below it; each lies wholly inside one quarter."""
    px = map_layout.CELL * SCALE // box_places.SUB          # 8 pixels per half cell
    sizes = {}
    for c in range(world.N_COUNTRIES):
        w = max(name_width(world.COUNTRIES[c].name), INFO_ROOM) + 2
        sizes[c] = (-(-w // px), -(-(NAME_H + BOX_H + 3) // px))

    def boxes(c, x, y):            # the name box and the widest info box below it
        slot = (x * px, y * px, sizes[c][0] * px, sizes[c][1] * px)
        name = _name_in(slot, c)
        return name, _info_below(name, INFO_ROOM)

    home = {c: home_quarters(c) for c in range(world.N_COUNTRIES)}
    spots = box_places.place(sizes, W // px, MAP_H // px, BESIDE, scale=SCALE, boxes=boxes,
                             home=home)
    return {c: (x * px, y * px, w * px, h * px) for c, (x, y, w, h) in spots.items()}


HOME_SHARE = 0.4     # a quarter with this share of a country may hold its boxes


@lru_cache(maxsize=None)
def home_quarters(country: int) -> frozenset:
    """The quarters of the enlarged map where the country's boxes may lie: the one that
    shows most of its drawn land, and any other that shows nearly as much, at least
    HOME_SHARE (issue 24.12: Indien was labelled on the south-east quarter, which shows
    30 % of it; Deutschland, 42 and 58 %, may take either)."""
    count = {q: 0 for q in QUARTERS}
    for x, y, n in map_pixels.runs(SCALE)[country]:
        qy = 1 if y >= MAP_H else 0
        left = max(0, min(x + n, W) - x)
        count[(0, qy)] += left
        count[(1, qy)] += n - left
    total = sum(count.values())
    return frozenset(q for q in QUARTERS
                     if count[q] == max(count.values()) or count[q] >= HOME_SHARE * total)


# the islands whose boxes hang beside them on the enlarged map, so that their coasts show
BESIDE = world.ISLANDS - {world.BY_KEY["groenland"]}


def big_slot(country: int) -> tuple[int, int, int, int]:
    return _big_slots()[country]


@lru_cache(maxsize=None)
def name_box(country: int) -> tuple[int, int, int, int]:
    """The name box of a country on the enlarged map, in map pixels (x, y, w, h).

    It takes clicks (EMPERADO 2), and so does the info box just below it (issue 24.14);
    both lie wholly inside one quarter, in the country, over its coast or over the sea
    beside it (leader_big)."""
    return _name_in(big_slot(country), country)


def _name_in(slot, country: int) -> tuple[int, int, int, int]:
    x, y, sw, sh = slot
    w = name_width(world.COUNTRIES[country].name)
    return x + (sw - w) // 2, y + (sh - NAME_H - BOX_H - 1) // 2, w, NAME_H


def _info_below(name, iw: int) -> tuple[int, int, int, int]:
    x, y, w, h = name
    return x + (w - iw) // 2, y + NAME_H + 1, iw, BOX_H


def info_box_big(country: int, text: str) -> tuple[int, int, int, int]:
    return _info_below(name_box(country), box_width(text))


def quarter_of_country(country: int) -> tuple[int, int]:
    x, y, w, h = name_box(country)
    return (1 if x >= W else 0, 1 if y >= MAP_H else 0)


@lru_cache(maxsize=None)
def leader_big(country: int) -> tuple[int, int, int, int] | None:
    """The line (map pixels of the enlarged map) from the country to its name box and info
    box where they lie over the sea beside it without touching it, else None."""
    name = name_box(country)
    rects = (name, _info_below(name, INFO_ROOM))
    if box_places.own_pixels(SCALE, country, rects):
        return None
    q = quarter_of_country(country)
    ox, oy = quarter_origin(q)
    return box_places.leader(SCALE, country, rects, (ox, oy, W, MAP_H))


def name_box_on_screen(q, country: int) -> tuple[int, int, int, int] | None:
    """The name box in screen pixels if it is in quarter q, else None."""
    if quarter_of_country(country) != tuple(q):
        return None
    x, y, w, h = name_box(country)
    sx, sy = big_to_screen(q, x, y)
    return sx, sy, w, h


def country_box_at(q, sx: int, sy: int, info=None) -> int | None:
    """The country whose name box is under the screen point, on quarter q, or None. With
    `info` (country -> the text of its info box) its info box takes the click too (issue
    24.14: a newcomer clicks "A1" as readily as the name)."""
    for c in range(world.N_COUNTRIES):
        r = name_box_on_screen(q, c)
        if not r:
            continue
        if r[0] <= sx < r[0] + r[2] and r[1] <= sy < r[1] + r[3]:
            return c
        if info is not None:
            ix, iy, iw, ih = info_box_big(c, info(c))
            x, y = big_to_screen(q, ix, iy)
            if x <= sx < x + iw and y <= sy < y + ih:
                return c
    return None


def overview_point(country: int) -> tuple[int, int]:
    """Where on the overview the arrows of a country start and end: a point well inside
    its drawn coast (map_pixels.label_point), which a click there finds too."""
    x, y = map_pixels.label_point(country)
    return x, y + STRIP


def arrow_end(x1: int, y1: int, x2: int, y2: int, rect, margin: int = 1) -> tuple[int, int]:
    """Where an arrow from (x1, y1) to (x2, y2) ends when a box `rect` lies over its end:
    at the box's edge (a pixel outside it), so that the head shows (issue 24.12)."""
    x, y, w, h = rect[0] - margin, rect[1] - margin, rect[2] + 2 * margin, rect[3] + 2 * margin
    if not (x <= x2 < x + w and y <= y2 < y + h) or (x <= x1 < x + w and y <= y1 < y + h):
        return x2, y2
    t = 0.0                 # where the segment enters the box (Liang-Barsky)
    for p, q in ((x2 - x1, x - x1), (x1 - x2, x1 - (x + w - 1)),
                 (y2 - y1, y - y1), (y1 - y2, y1 - (y + h - 1))):
        if p > 0:
            t = max(t, q / p)
    return round(x1 + (x2 - x1) * t), round(y1 + (y2 - y1) * t)


def centre_on_screen(q, country: int) -> tuple[int, int]:
    """The same point on the enlarged map's screen (may lie off screen)."""
    x, y = map_pixels.label_point(country)
    return big_to_screen(q, SCALE * x + 1, SCALE * y + 1)


# -- the edges that move the view (EMPERADO 2) -------------------------------------------------
def edge_of(x: int, y: int) -> str | None:
    if y <= 0:
        return "top"
    if y >= H - 1:
        return "bottom"
    if x <= 0:
        return "left"
    if x >= W - 1:
        return "right"
    return None


def next_quarter(q, edge: str):
    """Where the pointer at `edge` of quarter q leads: another quarter, "overview" past the
    poles, or None when there is nothing that way."""
    qx, qy = q
    if edge == "left":
        return (0, qy) if qx == 1 else None
    if edge == "right":
        return (1, qy) if qx == 0 else None
    if edge == "top":
        return (qx, 0) if qy == 1 else "overview"
    if edge == "bottom":
        return (qx, 1) if qy == 0 else "overview"
    return None


# -- the strip above the overview: the box 'Armeen' and one pattern box per party -------------
STRIP_BOX_H = STRIP - 1
ARMIES_BOX = (2, 0, 64, STRIP_BOX_H)


def party_box(p: int) -> tuple[int, int, int, int]:
    return (72 + p * 36, 0, 32, STRIP_BOX_H)


# -- the Spielmenü (EMPERADO 4) and the Zugtabelle (5): a bar of boxes on the right -----------
MENU_X, MENU_W = 470, 160
MENU_BOX_H, MENU_GAP = 26, 6
MENU_TOP = 24


def menu_box(i: int) -> tuple[int, int, int, int]:
    return (MENU_X, MENU_TOP + i * (MENU_BOX_H + MENU_GAP), MENU_W, MENU_BOX_H)


def menu_bar_rect(n: int) -> tuple[int, int, int, int]:
    return (MENU_X - 8, 0, MENU_W + 16, H)


def inside(r, x: int, y: int) -> bool:
    return r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]


def placed_slots() -> dict:
    """Both maps' slots placed afresh, as stored_slots keeps them."""
    return {"overview": place_overview_slots(), "big": place_big_slots()}


if __name__ == "__main__":      # the map or the boxes changed: store their places again
    print(f"written {stored_slots.write(placed_slots())}")
