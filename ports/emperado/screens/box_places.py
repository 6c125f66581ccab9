"""Where each country's boxes go on the maps (EMPERADO 2: a name box and an info box in
every country): inside the country where they fit, else hanging over its coast into the
sea, never on top of another country's boxes.

Pure arithmetic on map_layout.GRID, done once. The search runs on a grid of half cells
(160 x 96: 4 pixels on the overview, 8 on the enlarged map): every position where the
box's rectangle touches the country is scored by how much of it lies on the country
(good), on the sea (acceptable) or on another country (bad), then nearness to the
country's middle; the countries with the least room choose first. Small islands (on the
enlarged map: `beside`) are scored the other way round: the box must touch the island as
drawn (map_pixels) and covers as little of it as it can, so that its coast stays seen.
Then the drawn map decides (issue 24.11): the best free place whose boxes hide no pixel of
another country's land, else one over the sea beside the country with a leader line that
crosses no other land, else the one that hides least; a country's boxes stay in the parts
(quarters) that show most of it (issue 24.12).
"""
from __future__ import annotations

from functools import lru_cache

from .. import map_layout, map_pixels

SUB = 2                                         # half cells per cell side
SW, SH = map_layout.COLS * SUB, map_layout.ROWS * SUB
SEA = -1


@lru_cache(maxsize=None)
def _owners() -> tuple[tuple[int, ...], ...]:
    # made when boxes are placed, not at import: the screens read stored places (stored_slots)
    return tuple(tuple(SEA if (o := map_layout.cell_owner(x // SUB, y // SUB)) is None else o
                       for x in range(SW)) for y in range(SH))


def _integral(pred, x0: int, y0: int, x1: int, y1: int) -> list[list[int]]:
    """Summed-area table of pred(owner) over half cells [x0, x1) x [y0, y1)."""
    w = x1 - x0
    owners = _owners()
    out = [[0] * (w + 1)]
    for y in range(y0, y1):
        run, row, prev = 0, [0], out[-1]
        for x in range(x0, x1):
            run += pred(owners[y][x])
            row.append(prev[len(row)] + run)
        out.append(row)
    return out


def _sum(t, x0, y0, x1, y1) -> int:
    return t[y1][x1] - t[y0][x1] - t[y1][x0] + t[y0][x0]


@lru_cache(maxsize=None)
def _sea_table() -> list[list[int]]:
    return _integral(lambda o: o == SEA, 0, 0, SW, SH)


def _bbox(c: int) -> tuple[int, int, int, int]:
    cells = map_layout.CELLS[c]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs) * SUB, min(ys) * SUB, (max(xs) + 1) * SUB, (max(ys) + 1) * SUB


def _fits(x: int, y: int, w: int, h: int, part_w: int, part_h: int) -> bool:
    """Inside the map, and inside one part of it (a quarter of the enlarged map)."""
    if x < 0 or y < 0 or x + w > SW or y + h > SH:
        return False
    return x // part_w == (x + w - 1) // part_w and y // part_h == (y + h - 1) // part_h


def _drawn(c: int) -> set[tuple[int, int]]:
    """The half cells of the enlarged map (8x8 of its pixels) that show much of country c."""
    px = 16 // SUB
    count: dict[tuple[int, int], int] = {}
    for x, y, n in map_pixels.runs(2)[c]:
        for hx in range(x // px, (x + n - 1) // px + 1):
            k = (hx, y // px)
            count[k] = count.get(k, 0) + min(x + n, (hx + 1) * px) - max(x, hx * px)
    return {k for k, v in count.items() if v >= px * px // 8}


def hidden_pixels(scale: int, c: int, rects) -> int:
    """The pixels of countries other than c that the rectangles (map pixels of `scale`)
    cover on the drawn map (map_pixels): what a box there hides of a neighbour's land."""
    w, h = map_pixels.SIZES[scale]
    data = map_pixels.owners(scale)
    n = 0
    for x, y, bw, bh in rects:
        x0, x1 = max(0, x), min(w, x + bw)
        if x0 >= x1:
            continue
        for yy in range(max(0, y), min(h, y + bh)):
            row = data[yy * w + x0:yy * w + x1]
            n += len(row) - row.count(map_pixels.SEA) - row.count(c)
    return n


def leader(scale: int, c: int, rects, part=None) -> tuple[int, int, int, int] | None:
    """The leader line (x1, y1, x2, y2) in map pixels from the country's pixel nearest to
    the rectangles (within the pixel rectangle `part`, if given) to the nearest point of
    them, or None where that line would cross another country's land."""
    best = None
    for rx, ry, rw, rh in rects:
        rx1, ry1 = rx + rw - 1, ry + rh - 1
        for x, y, n in map_pixels.runs(scale)[c]:
            a, b = x, x + n - 1
            if part is not None:
                if not part[1] <= y < part[1] + part[3]:
                    continue
                a, b = max(a, part[0]), min(b, part[0] + part[2] - 1)
                if a > b:
                    continue
            if b < rx:
                px, qx = b, rx
            elif a > rx1:
                px, qx = a, rx1
            else:
                px = qx = max(a, rx)
            qy = min(max(y, ry), ry1)
            d = (px - qx) ** 2 + (y - qy) ** 2
            if best is None or d < best[0]:
                best = (d, px, y, qx, qy)
    if best is None:
        return None
    _, ax, ay, px, py = best
    w, h = map_pixels.SIZES[scale]
    data = map_pixels.owners(scale)
    n = max(abs(px - ax), abs(py - ay), 1)
    for i in range(n + 1):
        x, y = ax + (px - ax) * i // n, ay + (py - ay) * i // n
        o = data[y * w + x] if 0 <= x < w and 0 <= y < h else map_pixels.SEA
        if o not in (c, map_pixels.SEA):
            return None
    return ax, ay, px, py


def part_of(x: int, y: int, part_w: int, part_h: int, px: int) -> tuple[int, int, int, int]:
    """The part (in map pixels, px per half cell) that holds half cell (x, y)."""
    return (x // part_w * part_w * px, y // part_h * part_h * px, part_w * px, part_h * px)


def own_pixels(scale: int, c: int, rects) -> int:
    """Country c's pixels under the rectangles or right beside them (a box touching it)."""
    w, h = map_pixels.SIZES[scale]
    data = map_pixels.owners(scale)
    n = 0
    for x, y, bw, bh in rects:
        x0, x1 = max(0, x - 1), min(w, x + bw + 1)
        for yy in range(max(0, y - 1), min(h, y + bh + 1)):
            n += data[yy * w + x0:yy * w + x1].count(c)
    return n


REACH = 6          # half cells between a box over the sea and its country, at most


def _gap(own, box, x: int, y: int, w: int, h: int, reach: int) -> int | None:
    """Half cells between the rectangle and the nearest of the country's grid cells (own:
    its table over its bounding box `box`), None beyond `reach`."""
    bx0, by0, bx1, by1 = box
    for k in range(1, reach + 1):
        x0, y0 = max(bx0, min(bx1, x - k)), max(by0, min(by1, y - k))
        x1, y1 = max(bx0, min(bx1, x + w + k)), max(by0, min(by1, y + h + k))
        if _sum(own, x0 - bx0, y0 - by0, x1 - bx0, y1 - by0):
            return k
    return None


def _candidates(c: int, w: int, h: int, part_w: int, part_h: int, beside: bool = False,
                reach: int = 0, home: frozenset | None = None):
    """(score, x, y, wholly inside) of every place for a w x h box that touches country c;
    `beside`: as little of the country under it as may be (a small island stays seen).
    With a `reach`, the places that do not touch it but lie at most that far from it
    instead, the nearest first (a box over the sea with a leader line). With `home`, only
    the places in those parts (column, row of the parts)."""
    bx0, by0, bx1, by1 = _bbox(c)
    own = _integral(lambda o: o == c, bx0, by0, bx1, by1)
    cells = map_layout.CELLS[c]
    mx = (sum(x for x, _ in cells) / len(cells) + 0.5) * SUB
    my = (sum(y for _, y in cells) / len(cells) + 0.5) * SUB
    island = _drawn(c) if beside else set()
    sea_table = _sea_table()
    out = []
    for y in range(by0 - h + 1 - reach, by1 + reach):
        for x in range(bx0 - w + 1 - reach, bx1 + reach):
            if not _fits(x, y, w, h, part_w, part_h):
                continue
            if home is not None and (x // part_w, y // part_h) not in home:
                continue
            mine = _sum(own, max(0, min(x, bx1) - bx0), max(0, min(y, by1) - by0),
                        max(0, min(x + w, bx1) - bx0), max(0, min(y + h, by1) - by0))
            off = abs(x + w / 2 - mx) + abs(y + h / 2 - my)
            if reach:
                gap = None if mine else _gap(own, (bx0, by0, bx1, by1), x, y, w, h, reach)
                if gap is not None:
                    out.append((-gap - 0.01 * off, x, y, False))
                continue
            if mine == 0:
                continue
            sea = _sum(sea_table, x, y, x + w, y + h)
            other = w * h - mine - sea
            if beside:     # touching the drawn island, covering little of it
                seen = sum(1 for hx, hy in island if x <= hx < x + w and y <= hy < y + h)
                if seen == 0:
                    continue
                good = -2 * seen
            else:
                good = 4 * mine
            out.append((good + sea - 6 * other - 0.1 * off, x, y, mine == w * h))
    out.sort(key=lambda s: (-s[0], s[1], s[2]))
    return out


def place(sizes: dict[int, tuple[int, int]], part_w: int = SW, part_h: int = SH,
          beside: frozenset = frozenset(), scale: int | None = None,
          boxes=None, home: dict | None = None) -> dict[int, tuple[int, int, int, int]]:
    """A rectangle (x, y, w, h) in half cells for each country of `sizes` (w, h in half
    cells); no two overlap, each touches its country and lies within one part.

    With a `scale`, boxes(c, x, y) are the pixel rectangles of country c's boxes in the
    place at half cell (x, y) of that scale's drawn map, and they keep off the other
    countries' land (issue 24.11): the best free place that hides none of it; else the
    nearest free place over the sea beside the country that hides none, whose leader line
    from the country crosses no other country (`leader`; the screens draw it); else the
    free place that hides the least. `home` (country -> parts) keeps a country's boxes in
    the parts that hold most of it (issue 24.12)."""
    home = home or {}
    cands = {c: _candidates(c, w, h, part_w, part_h, c in beside, home=home.get(c))
             for c, (w, h) in sizes.items()}
    room = {c: sum(1 for s in cs if s[3]) for c, cs in cands.items()}
    taken: list[tuple[int, int, int, int]] = []
    px = map_pixels.SIZES[scale][0] // SW if scale is not None else 0

    def free(x, y, w, h):
        return all(x + w <= tx or tx + tw <= x or y + h <= ty or ty + th <= y
                   for tx, ty, tw, th in taken)

    def hides(c, x, y):
        return hidden_pixels(scale, c, boxes(c, x, y)) if scale is not None else 0

    def greedy(order):
        taken.clear()
        out, worse = {}, []
        for c in order:
            w, h = sizes[c]
            spot, least = None, None
            for _, x, y, _ in cands[c]:
                if not free(x, y, w, h):
                    continue
                n = hides(c, x, y)
                if n == 0:
                    spot = (x, y)
                    break
                if least is None or n < least[0]:
                    least = (n, x, y)
            if spot is None and scale is not None:
                for _, x, y, _ in _candidates(c, w, h, part_w, part_h, reach=REACH,
                                                home=home.get(c)):
                    if free(x, y, w, h) and hides(c, x, y) == 0 \
                            and leader(scale, c, boxes(c, x, y),
                                       part_of(x, y, part_w, part_h, px)) is not None:
                        spot = (x, y)
                        break
            if spot is None:
                # no free place hides nothing: the one that hides least, else the best one
                spot = least[1:] if least else cands[c][0][1:3]
                worse.append(c)
            x, y = spot
            taken.append((x, y, w, h))
            out[c] = (x, y, w, h)
        return out, worse

    order = sorted(sizes, key=lambda c: (room[c], len(map_layout.CELLS[c]), c))
    out, worse = greedy(order)
    if worse:    # those that found no clean place choose first, and the better plan wins
        again, still = greedy(worse + [c for c in order if c not in worse])
        if sum(hides(c, *again[c][:2]) for c in still) < sum(hides(c, *out[c][:2]) for c in worse):
            out = again
    return out
