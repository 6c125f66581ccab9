"""The map's geometry, read from the text art `ports/acme/map29.txt` (tools/acme_map.py
draws it): which country each pixel belongs to, which pixels are coast, border or shallow
water, and where each country's army number stands. Pure (no pyxel): the tests use it.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

SEA = "."
CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
HERE = Path(__file__).resolve().parents[1]

# what each pixel is: the map draws them in these roles
DEEP, SHALLOW, COAST, LAND, BORDER = "deep", "shallow", "coast", "land", "border"
EDGE = "edge"        # a border between two continents: drawn black like the coasts


class MapGeo:
    def __init__(self, lines: list[str], n_countries: int, continent_of=None):
        self.continent_of = continent_of or [0] * n_countries
        self.h = len(lines)
        self.w = len(lines[0])
        self.country = [[CODES.index(ch) if ch != SEA else -1 for ch in line] for line in lines]
        self.n = n_countries
        # whole rows at a time: pixel by pixel this took 0.7 s, in the first frame of a game
        near = self._near_land()
        self.role = [[self._role(x, y, near) for x in range(self.w)] for y in range(self.h)]
        spots: list[list[tuple[int, int]]] = [[] for _ in range(n_countries)]
        for y, row in enumerate(self.country):
            for x, c in enumerate(row):
                if c >= 0:
                    spots[c].append((x, y))
        self.labels = [self._label(c, spots[c]) for c in range(n_countries)]

    def at(self, x: int, y: int) -> int | None:
        """The country under map pixel (x, y), or None for the sea."""
        if 0 <= x < self.w and 0 <= y < self.h:
            c = self.country[y][x]
            return c if c >= 0 else None
        return None

    def near(self, x: int, y: int, reach: int = 3) -> int | None:
        """The country under (x, y) or the nearest within `reach` pixels (small islands)."""
        c = self.at(x, y)
        if c is not None:
            return c
        best, best_d = None, reach * reach + 1
        for dy in range(-reach, reach + 1):
            for dx in range(-reach, reach + 1):
                c = self.at(x + dx, y + dy)
                if c is not None and dx * dx + dy * dy < best_d:
                    best, best_d = c, dx * dx + dy * dy
        return best

    def _near_land(self) -> list[list[bool]]:
        """Is there land within two pixels (across, down or both) of each pixel?"""
        w, h = self.w, self.h
        rows = []
        for line in self.country:
            count = [0]                      # land pixels left of each x
            for c in line:
                count.append(count[-1] + (c >= 0))
            rows.append([count[min(w, x + 3)] > count[max(0, x - 2)] for x in range(w)])
        return [list(map(any, zip(*rows[max(0, y - 2):y + 3]))) for y in range(h)]

    def _role(self, x: int, y: int, near) -> str:
        row = self.country[y]
        c = row[x]
        if c < 0:
            return SHALLOW if near[y][x] else DEEP
        w, h = self.w, self.h
        right = row[x + 1] if x + 1 < w else -1
        below = self.country[y + 1][x] if y + 1 < h else -1
        left = row[x - 1] if x > 0 else -1
        above = self.country[y - 1][x] if y > 0 else -1
        if right < 0 or below < 0 or left < 0 or above < 0:
            return COAST
        other = [a for a in (right, below) if a != c]   # right and below: 1-pixel borders
        if other:
            cont = self.continent_of
            return EDGE if any(cont[a] != cont[c] for a in other) else BORDER
        return LAND

    def _label(self, c: int, pts: list[tuple[int, int]]) -> tuple[int, int]:
        """The spot deepest inside the country (its army number stands there); pts: its
        pixels, row by row."""
        if not pts:
            raise ValueError(f"country {c} has no pixel on the map")
        inside = set(pts)
        best, best_d = pts[0], -1
        for x, y in pts[::3]:
            d = 0
            while d < 12 and all((x + dx, y + dy) in inside
                                 for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d),
                                                (d, d), (-d, -d), (d, -d), (-d, d))):
                d += 1
            if d > best_d:
                best, best_d = (x, y), d
        return best

    def pixels(self, c: int) -> int:
        return sum(row.count(c) for row in self.country)


def read(path: Path) -> list[str]:
    return [line.rstrip("\n") for line in path.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]


@lru_cache(maxsize=None)
def geo(size: int = 29) -> MapGeo:
    from ..world import world
    w = world(size)
    return MapGeo(read(HERE / f"map{size}.txt"), w.n, [c.continent for c in w.countries])
