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
"""
from __future__ import annotations

from .. import map_layout, map_pixels

SUB = 2                                         # half cells per cell side
SW, SH = map_layout.COLS * SUB, map_layout.ROWS * SUB
SEA = -1


def _owners() -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(SEA if (o := map_layout.cell_owner(x // SUB, y // SUB)) is None else o
                       for x in range(SW)) for y in range(SH))


OWNERS = _owners()


def _integral(pred, x0: int, y0: int, x1: int, y1: int) -> list[list[int]]:
    """Summed-area table of pred(owner) over half cells [x0, x1) x [y0, y1)."""
    w = x1 - x0
    out = [[0] * (w + 1)]
    for y in range(y0, y1):
        run, row, prev = 0, [0], out[-1]
        for x in range(x0, x1):
            run += pred(OWNERS[y][x])
            row.append(prev[len(row)] + run)
        out.append(row)
    return out


def _sum(t, x0, y0, x1, y1) -> int:
    return t[y1][x1] - t[y0][x1] - t[y1][x0] + t[y0][x0]


SEA_TABLE = _integral(lambda o: o == SEA, 0, 0, SW, SH)


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


def _candidates(c: int, w: int, h: int, part_w: int, part_h: int, beside: bool = False):
    """(score, x, y, wholly inside) of every place for a w x h box that touches country c;
    `beside`: as little of the country under it as may be (a small island stays seen)."""
    bx0, by0, bx1, by1 = _bbox(c)
    own = _integral(lambda o: o == c, bx0, by0, bx1, by1)
    cells = map_layout.CELLS[c]
    mx = (sum(x for x, _ in cells) / len(cells) + 0.5) * SUB
    my = (sum(y for _, y in cells) / len(cells) + 0.5) * SUB
    drawn = _drawn(c) if beside else set()
    out = []
    for y in range(by0 - h + 1, by1):
        for x in range(bx0 - w + 1, bx1):
            if not _fits(x, y, w, h, part_w, part_h):
                continue
            mine = _sum(own, max(x, bx0) - bx0, max(y, by0) - by0,
                        min(x + w, bx1) - bx0, min(y + h, by1) - by0)
            if mine == 0:
                continue
            sea = _sum(SEA_TABLE, x, y, x + w, y + h)
            other = w * h - mine - sea
            off = abs(x + w / 2 - mx) + abs(y + h / 2 - my)
            if beside:     # touching the drawn island, covering little of it
                seen = sum(1 for hx, hy in drawn if x <= hx < x + w and y <= hy < y + h)
                if seen == 0:
                    continue
                good = -2 * seen
            else:
                good = 4 * mine
            out.append((good + sea - 6 * other - 0.1 * off, x, y, mine == w * h))
    out.sort(key=lambda s: (-s[0], s[1], s[2]))
    return out


def place(sizes: dict[int, tuple[int, int]], part_w: int = SW, part_h: int = SH,
          beside: frozenset = frozenset()) -> dict[int, tuple[int, int, int, int]]:
    """A rectangle (x, y, w, h) in half cells for each country of `sizes` (w, h in half
    cells); no two overlap, each touches its country and lies within one part."""
    cands = {c: _candidates(c, w, h, part_w, part_h, c in beside) for c, (w, h) in sizes.items()}
    room = {c: sum(1 for s in cs if s[3]) for c, cs in cands.items()}
    taken: list[tuple[int, int, int, int]] = []
    out = {}
    for c in sorted(sizes, key=lambda c: (room[c], len(map_layout.CELLS[c]), c)):
        w, h = sizes[c]
        for _, x, y, _ in cands[c]:
            if all(x + w <= tx or tx + tw <= x or y + h <= ty or ty + th <= y
                   for tx, ty, tw, th in taken):
                break
        else:        # no free place touches the country: the best one regardless
            _, x, y, _ = cands[c][0]
        taken.append((x, y, w, h))
        out[c] = (x, y, w, h)
    return out

