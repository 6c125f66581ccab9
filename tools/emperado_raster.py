"""Rasterise EMPERADO's world into the pixels the game draws: ports/emperado/data/map_pixels.bin.

    python tools/emperado_raster.py [--png DIR]

One source for both scales: the coastlines of ports/emperado/data/coasts.txt (polygons in
enlarged-map pixels) say what is land; map_layout.GRID (the rules' map: which country lies
where, who borders whom) says whose land it is. A land pixel belongs to the grid's country
there, read between the cells' centres (bilinear, with a small smooth wobble, so that the
borders inside a continent run like drawn lines rather than along the grid); land beyond
the grid's coast goes to the nearest country within two cells, the rest (islands that are
no country of chapter 2) is left out. Where two countries that are no land neighbours
(world.LAND_LINKS) would touch, a strait is cut; where land neighbours would not touch, a
neck of land is kept. The overview (640x384) is the enlarged map (1280x768) halved.

Ink, per scale (EMPERADO 2): coasts and continent borders thick (2 pixels on the overview,
3 on the enlarged map), country borders thin (1 pixel), sea links dashed from coast to coast,
and those sea links that cross a continent border (the continent borders between the
islands) with longer dashes two pixels wide.

The game loads the file through ports/emperado/map_pixels.py and never needs this tool
(numpy is a tool's dependency only). The file: b"EMPMAP1\\n", then four zlib streams, each
after its length (4 bytes, big-endian): owner and ink of the overview, owner and ink of the
enlarged map; owner is a byte per pixel (the country's index, 255 sea), ink 1 for black.
"""
from __future__ import annotations

import math
import os
import struct
import sys
import zlib

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from ports.emperado import map_layout as ml, world  # noqa: E402

BIG = 16
W, H = ml.COLS * BIG, ml.ROWS * BIG
SEA = 255
COASTS = os.path.join(ROOT, "ports", "emperado", "data", "coasts.txt")
OUT = os.path.join(ROOT, "ports", "emperado", "data", "map_pixels.bin")
WOBBLE = 0.45            # cells: how far the borders inside a continent wander off the grid
REACH = 2.0              # cells: land this far beyond the grid's coast still belongs to a country


def read_rings(path: str):
    out = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        out.append([tuple(float(v) for v in p.split(",")) for p in line.split()])
    return out


def land_mask(rings) -> np.ndarray:
    """Even-odd fill of all rings at the pixel centres."""
    crossings: list[list[float]] = [[] for _ in range(H)]
    for ring in rings:
        for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
            if y0 == y1:
                continue
            lo, hi = (y0, y1) if y0 < y1 else (y1, y0)
            for y in range(max(0, math.ceil(lo - 0.5)), min(H, math.ceil(hi - 0.5))):
                yc = y + 0.5
                crossings[y].append(x0 + (x1 - x0) * (yc - y0) / (y1 - y0))
    mask = np.zeros((H, W), bool)
    for y, xs in enumerate(crossings):
        xs.sort()
        for a, b in zip(xs[0::2], xs[1::2]):
            ia, ib = max(0, math.ceil(a - 0.5)), min(W, math.ceil(b - 0.5))
            if ib > ia:
                mask[y, ia:ib] = True
    return mask


def grid() -> np.ndarray:
    g = np.full((ml.ROWS, ml.COLS), -1, int)
    for c in range(world.N_COUNTRIES):
        for col, row in ml.CELLS[c]:
            g[row, col] = c
    return g


def _nearest_land_cells(g: np.ndarray) -> np.ndarray:
    """For every cell, the owner of the nearest land cell within REACH (else -1)."""
    out = np.full(g.shape, -1, int)
    land = np.argwhere(g >= 0)
    for r in range(g.shape[0]):
        for c in range(g.shape[1]):
            if g[r, c] >= 0:
                out[r, c] = g[r, c]
                continue
            d = (land[:, 0] - r) ** 2 + (land[:, 1] - c) ** 2
            i = int(np.argmin(d))
            if d[i] <= REACH * REACH:
                out[r, c] = g[tuple(land[i])]
    return out


def owners(mask: np.ndarray, g: np.ndarray) -> np.ndarray:
    """The country of every land pixel (SEA for sea)."""
    ys, xs = np.mgrid[0:H, 0:W].astype(float)
    wob_u = WOBBLE * (np.sin(ys / 9.0 + xs / 37.0) + 0.5 * np.sin(ys / 4.3 - xs / 17.0)
                      + 0.3 * np.sin(ys / 2.3 + xs / 7.0)) / 1.8
    wob_v = WOBBLE * (np.sin(xs / 10.0 - ys / 41.0) + 0.5 * np.sin(xs / 4.7 + ys / 19.0)
                      + 0.3 * np.sin(xs / 2.1 - ys / 8.0)) / 1.8
    u = (xs + 0.5) / BIG - 0.5 + wob_u
    v = (ys + 0.5) / BIG - 0.5 + wob_v
    c0 = np.clip(np.floor(u).astype(int), 0, ml.COLS - 1)
    r0 = np.clip(np.floor(v).astype(int), 0, ml.ROWS - 1)
    c1 = np.clip(c0 + 1, 0, ml.COLS - 1)
    r1 = np.clip(r0 + 1, 0, ml.ROWS - 1)
    fu = np.clip(u - np.floor(u), 0, 1)
    fv = np.clip(v - np.floor(v), 0, 1)
    cand = [g[r0, c0], g[r0, c1], g[r1, c0], g[r1, c1]]
    wts = [(1 - fu) * (1 - fv), fu * (1 - fv), (1 - fu) * fv, fu * fv]
    best = np.full((H, W), -1, int)
    best_score = np.full((H, W), 0.0)
    for k in range(4):
        score = sum(w * (c == cand[k]) for c, w in zip(cand, wts))
        better = (cand[k] >= 0) & (score > best_score)
        best = np.where(better, cand[k], best)
        best_score = np.where(better, score, best_score)
    near = _nearest_land_cells(g)
    here = g[np.clip(ys.astype(int) // BIG, 0, ml.ROWS - 1), np.clip(xs.astype(int) // BIG, 0, ml.COLS - 1)]
    fallback = near[np.clip(ys.astype(int) // BIG, 0, ml.ROWS - 1), np.clip(xs.astype(int) // BIG, 0, ml.COLS - 1)]
    best = np.where(best >= 0, best, np.where(here >= 0, here, fallback))
    return np.where(mask & (best >= 0), best, SEA).astype(np.uint8)


LINKED = {frozenset((world.BY_KEY[a], world.BY_KEY[b])) for a, b in world.LAND_LINKS}
CONT = np.array([c.continent for c in world.COUNTRIES] + [255] * (256 - world.N_COUNTRIES), int)


def _shift(a: np.ndarray, dy: int, dx: int, fill) -> np.ndarray:
    out = np.full_like(a, fill)
    h, w = a.shape
    out[max(0, dy):h + min(0, dy), max(0, dx):w + min(0, dx)] = \
        a[max(0, -dy):h + min(0, -dy), max(0, -dx):w + min(0, -dx)]
    return out


NB8 = [(dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx]
NB4 = [(-1, 0), (1, 0), (0, -1), (0, 1)]


def cut_straits(o: np.ndarray, rounds: int) -> np.ndarray:
    """Sea between countries that touch but are no land neighbours."""
    bad = np.zeros((256, 256), bool)
    for a in range(world.N_COUNTRIES):
        for b in range(world.N_COUNTRIES):
            if a != b and frozenset((a, b)) not in LINKED:
                bad[a, b] = True
    for _ in range(rounds):
        hit = np.zeros(o.shape, bool)
        for dy, dx in NB8:
            n = _shift(o, dy, dx, SEA)
            hit |= bad[o, n]
        if not hit.any():
            break
        o = np.where(hit, SEA, o).astype(np.uint8)
    return o


def touching(o: np.ndarray) -> set:
    pairs = set()
    for dy, dx in ((0, 1), (1, 0)):
        n = _shift(o, -dy, -dx, SEA)
        m = (o != SEA) & (n != SEA) & (o != n)
        for a, b in set(zip(o[m].tolist(), n[m].tolist())):
            pairs.add(frozenset((a, b)))
    return pairs


def keep_necks(mask: np.ndarray, g: np.ndarray, pairs) -> np.ndarray:
    """Land along the grid's edges between the land neighbours `pairs`, so that they touch."""
    mask = mask.copy()
    for row in range(ml.ROWS):
        for col in range(ml.COLS):
            a = g[row, col]
            if a < 0:
                continue
            for dr, dc in ((0, 1), (1, 0)):
                r2, c2 = row + dr, col + dc
                if r2 >= ml.ROWS or c2 >= ml.COLS:
                    continue
                b = g[r2, c2]
                if b < 0 or frozenset((a, b)) not in pairs:
                    continue
                x0, y0 = col * BIG + BIG // 2, row * BIG + BIG // 2     # centre of a
                x1, y1 = c2 * BIG + BIG // 2, r2 * BIG + BIG // 2
                # a band 4 pixels wide from centre to centre across the edge
                for t in range(0, BIG + 1):
                    x = x0 + (x1 - x0) * t // BIG
                    y = y0 + (y1 - y0) * t // BIG
                    mask[y - 2:y + 2, x - 2:x + 2] |= True
    return mask


def halve(o: np.ndarray) -> np.ndarray:
    """The overview: a pixel is land if any of its four is, and belongs to most of them."""
    blocks = [o[0::2, 0::2], o[0::2, 1::2], o[1::2, 0::2], o[1::2, 1::2]]
    out = np.full(blocks[0].shape, SEA, np.uint8)
    count = np.zeros(blocks[0].shape, int)
    for b in blocks:
        n = sum((b == other) & (b != SEA) for other in blocks)
        better = (b != SEA) & (n > count)
        out = np.where(better, b, out)
        count = np.where(better, n, count)
    return out


def _dilate(m: np.ndarray, nbs) -> np.ndarray:
    out = m.copy()
    for dy, dx in nbs:
        out |= _shift(m, dy, dx, False)
    return out


def ink(o: np.ndarray, s: int, links) -> np.ndarray:
    land = o != SEA
    sea = ~land
    inner = land & _dilate(sea, NB4)
    coast = inner | (sea & _dilate(land, NB4))
    if s == 2:
        coast |= land & _dilate(inner, NB4)
    cont = CONT[o]
    other_cont = np.zeros(o.shape, bool)
    thin = np.zeros(o.shape, bool)
    for dy, dx in NB4:
        n = _shift(o, dy, dx, SEA)
        diff = land & (n != SEA) & (n != o)
        other_cont |= diff & (CONT[n] != cont)
        if (dy, dx) in ((0, 1), (1, 0)):
            thin |= diff & (CONT[n] == cont)
    if s == 2:
        other_cont |= land & _dilate(other_cont, [(0, 1), (1, 0)]) & _near_other_continent(o)
    out = coast | other_cont | thin
    for (x1, y1, x2, y2, thick) in links:
        _dash(out, land, x1 * s / 2, y1 * s / 2, x2 * s / 2, y2 * s / 2, s, thick)
    return out


def _near_other_continent(o):
    cont = CONT[o]
    near = np.zeros(o.shape, bool)
    for dy in (-2, -1, 0, 1, 2):
        for dx in (-2, -1, 0, 1, 2):
            n = _shift(o, dy, dx, SEA)
            near |= (n != SEA) & (CONT[n] != cont)
    return near


def _dash(out, land, x1, y1, x2, y2, s, thick):
    n = int(max(abs(x2 - x1), abs(y2 - y1)))
    if n == 0:
        return
    on, off = ((5, 3) if thick else (3, 2))
    k = min(float(s), n / (3 * (on + off)))       # a short link: shorter dashes, at least three
    on, off = max(2, round(on * k)), max(2, round(off * k))
    w = 2 if thick else 1
    h, wd = out.shape
    for i in range(n + 1):
        if i % (on + off) >= on:
            continue
        x = round(x1 + (x2 - x1) * i / n)
        y = round(y1 + (y2 - y1) * i / n)
        for dy in range(w):
            for dx in range(w):
                yy, xx = y + dy - w // 2, x + dx - w // 2
                if 0 <= yy < h and 0 <= xx < wd and not land[yy, xx]:
                    out[yy, xx] = True


STUB = 24          # enlarged-map pixels of open sea a stub to the map's edge needs at least


def _stub(o: np.ndarray, c: int, side: int, thick: bool):
    """A sea link leaving the map (side -1 left, 1 right): along the row nearest the
    country's middle where open sea of at least STUB pixels lies between it and the edge."""
    ys, xs = np.nonzero(o == c)
    mid = ys.mean()
    best = None
    for y in sorted(set(ys.tolist()), key=lambda y: (abs(y - mid), y)):
        row = o[y]
        if side < 0:
            x = int(xs[ys == y].min())
            if x >= STUB and (row[:x] == SEA).all():
                best = (x - 1, y, 0, y)
        else:
            x = int(xs[ys == y].max())
            if W - 1 - x >= STUB and (row[x + 1:] == SEA).all():
                best = (x + 1, y, W - 1, y)
        if best:
            return (*best, thick)
    raise ValueError(f"no open sea beside {world.COUNTRIES[c].key}")


def sea_links(o: np.ndarray):
    """(x1, y1, x2, y2, thick) on the enlarged map: between the nearest pixels of the two
    countries (the dashes fall on the sea only); Alaska-Kamtschatka as two stubs to the
    map's edges."""
    out = []
    pts = {}
    for c in range(world.N_COUNTRIES):
        ys, xs = np.nonzero(o == c)
        pts[c] = np.stack([xs, ys], 1)
    for ka, kb in world.SEA_LINKS:
        a, b = world.BY_KEY[ka], world.BY_KEY[kb]
        thick = world.COUNTRIES[a].continent != world.COUNTRIES[b].continent
        pa, pb = pts[a][::3], pts[b][::3]
        if {ka, kb} == {"alaska", "kamtschatka"}:
            out.append(_stub(o, world.BY_KEY["alaska"], -1, thick))
            out.append(_stub(o, world.BY_KEY["kamtschatka"], 1, thick))
            continue
        d = ((pa[:, None, :] - pb[None, :, :]) ** 2).sum(2)
        i, j = np.unravel_index(np.argmin(d), d.shape)
        (x1, y1), (x2, y2) = pa[i], pb[j]
        out.append((int(x1), int(y1), int(x2), int(y2), thick))
    return out


def build():
    g = grid()
    mask = land_mask(read_rings(COASTS))
    big = cut_straits(owners(mask, g), 3)
    missing = LINKED - touching(big)
    if missing:        # a neighbour across a strait the real coasts leave open: a neck of land
        print("necks:", sorted(tuple(world.COUNTRIES[c].key for c in p) for p in missing),
              file=sys.stderr)
        big = cut_straits(owners(keep_necks(mask, g, missing), g), 3)
    small = cut_straits(halve(big), 1)
    links = sea_links(big)
    for name, o in (("enlarged", big), ("overview", small)):
        have = touching(o)
        missing = LINKED - have
        extra = have - LINKED
        for pair in missing | extra:
            a, b = sorted(pair)
            print(name, "missing" if pair in missing else "extra",
                  world.COUNTRIES[a].key, world.COUNTRIES[b].key, file=sys.stderr)
        present = set(np.unique(o).tolist()) - {SEA}
        assert present == set(range(world.N_COUNTRIES)), name
    return small, ink(small, 1, links), big, ink(big, 2, links)


def write(parts, path=OUT):
    with open(path, "wb") as f:
        f.write(b"EMPMAP1\n")
        for a in parts:
            z = zlib.compress(np.ascontiguousarray(a, np.uint8).tobytes(), 9)
            f.write(struct.pack(">I", len(z)) + z)
    print(path, os.path.getsize(path), "bytes")


def build_parts():
    """The four arrays of the file: owner and ink of the overview, of the enlarged map."""
    small, ink1, big, ink2 = build()
    return small, ink1.astype(np.uint8), big, ink2.astype(np.uint8)


def main(argv) -> int:
    small, ink1, big, ink2 = parts = build_parts()
    write(parts)
    if argv[:1] == ["--png"]:
        import pyxel
        pyxel.init(W, H, headless=True)
        for name, o, k in (("raster_overview.png", small, ink1), ("raster_big.png", big, ink2)):
            img = pyxel.Image(o.shape[1], o.shape[0])
            for y in range(o.shape[0]):
                for x in range(o.shape[1]):
                    img.pset(x, y, 0 if k[y, x] else (1 if o[y, x] == SEA else 2 + CONT[o[y, x]]))
            img.save(os.path.join(argv[1], name), 1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
