"""Draw the EMPERADO overview map from ports/emperado/map_pixels.py into a PNG.

    python tools/emperado_map.py [original_docs/emperado_map.png]
    python tools/emperado_map.py --shots ports/emperado/shots

The second form plays a little (headless, as a player would click) and saves the map
screens: the overview, each quarter of the enlarged map, the colour extra, a chosen
country with the cross-hair, a computer turn's arrows. PNGs are written with a palette of
as few bits as the picture needs, so that they stay small.

Headless pyxel: continents in colours under the map's ink (thick continent borders and
coasts, thin country borders, dashed sea links) and a short label per country where the
game puts its info box (pyxel's built-in font has no umlauts, so the labels use the ASCII
keys).
"""
from __future__ import annotations

import os
import struct
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pyxel  # noqa: E402

from ports.emperado import map_layout as ml, map_pixels as mp, world  # noqa: E402
from ports.emperado.screens import layout as L  # noqa: E402

CONTINENT_COLOURS = (9, 12, 11, 10, 14, 15, 6, 4, 3, 13)   # pyxel default palette


def draw() -> None:
    pyxel.cls(5)
    pyxel.rect(0, 0, ml.WIDTH, ml.ORIGIN[1], 7)
    pyxel.text(4, 5, "EMPERADO - overview map (map_pixels.py, drawn by tools/emperado_raster.py "
                     "from data/coasts.txt and map_layout.GRID)", 0)
    w, h = mp.SIZES[1]
    owner, ink = mp.owners(1), mp.ink(1)
    oy = ml.ORIGIN[1]
    for y in range(h):
        for x in range(w):
            i = y * w + x
            if ink[i]:
                pyxel.pset(x, y + oy, 0)
            elif owner[i] != mp.SEA:
                pyxel.pset(x, y + oy, CONTINENT_COLOURS[world.COUNTRIES[owner[i]].continent])
    for c in world.COUNTRIES:
        label = c.key[:4].upper()
        x, y, w, h = L.info_box_overview(c.index, label)    # the game's place for its box
        x += (w - 4 * len(label) - 1) // 2
        pyxel.rect(x, y + 1, 4 * len(label) + 1, 7, 7)
        pyxel.text(x + 1, y + 2, label, 0)


def _rgb_rows(path: str):
    """The pixels of an 8-bit RGB(A) PNG as rows of (r, g, b) (pyxel writes these)."""
    data = open(path, "rb").read()
    i, idat = 8, b""
    while i < len(data):
        n, = struct.unpack(">I", data[i:i + 4])
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        i += 12 + n
    bpp = 3 if ctype == 2 else 4
    raw, stride, prev, rows, at = zlib.decompress(idat), w * bpp, bytearray(w * bpp), [], 0
    for _ in range(h):
        f, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for x in range(stride):           # undo the PNG row filter
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            if f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                a = a if pa <= pb and pa <= pc else b if pb <= pc else c
            line[x] = (line[x] + (0, a, b, (a + b) // 2, a)[f]) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, bpp)])
        prev = line
    return w, h, rows


def save_small(img, path: str) -> None:
    """Save a pyxel image as a palette PNG (1 bit for the black-and-white screens)."""
    img.save(path, 1)
    w, h, rows = _rgb_rows(path)
    pal = sorted({p for r in rows for p in r})
    depth = next(d for d in (1, 2, 4, 8) if len(pal) <= 1 << d)
    index = {p: i for i, p in enumerate(pal)}
    raw = bytearray()
    for r in rows:
        raw.append(0)
        acc = n = 0
        for p in r:
            acc, n = (acc << depth) | index[p], n + depth
            if n == 8:
                raw.append(acc)
                acc = n = 0
        if n:
            raw.append(acc << (8 - n))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, 3, 0, 0, 0))
                + chunk(b"PLTE", b"".join(bytes(p) for p in pal))
                + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def shots(folder: str) -> None:
    from retro.testing import ensure_pyxel

    ensure_pyxel("st_high")
    from ports.emperado import rules
    from ports.emperado.screens import testing as T

    tmp = tempfile.mkdtemp()

    def shot(app, name):
        app.draw()
        save_small(pyxel.screen, os.path.join(folder, name))
        print(os.path.join(folder, name))

    app, sc = T.make(parties=6, seed=1, folder=tmp)
    T.to_overview(app, sc)
    shot(app, "overview.png")
    for q in L.QUARTERS:
        T.to_overview(app, sc)
        x, y = (160 + 320 * q[0], L.STRIP + 96 + 192 * q[1])
        T.click(app, x, y)                              # open sea: the quarter under it
        T.move(app, 320, 200)
        shot(app, f"map_q{q[0]}{q[1]}.png")
    app, sc = T.make(parties=6, seed=1, folder=tmp, extras={"colour": True})
    T.to_overview(app, sc)
    shot(app, "colour.png")
    # a chosen country, the cross-hair over a foreign neighbour, the odds extra
    app, sc = T.make(parties=3, seed=2, folder=tmp, extras={"odds": True})
    st = sc.state
    src = max((c for c in st.countries_of(0) if rules.attack_targets(st, c)),
              key=lambda c: len(rules.attack_targets(st, c)))
    T.click_country(app, sc, src, "R", shift=True)      # all armies there
    T.click_country(app, sc, src)
    targets = rules.attack_targets(sc.state, src)
    dst = next((d for d in targets if L.name_box_on_screen(sc.look.quarter, d)), targets[0])
    T.show_country(app, sc, dst)
    T.move(app, *T.box_centre(sc, dst))
    shot(app, "map_crosshair.png")
    # a computer turn's liberation attempts as arrows (EMPERADO 4d Grafikzeit)
    app, sc = T.make(parties=3, seed=4, folder=tmp, graphic=30)
    T.play_turn_by_clicks(app, sc)
    T.to_overview(app, sc)
    T.run_until(app, sc, lambda: sc.cpu_done and sc.turn.review.attacks())
    shot(app, "arrows.png")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--shots"]:
        shots(os.path.abspath(argv[1] if len(argv) > 1 else "ports/emperado/shots"))
        return 0
    path = os.path.abspath(argv[0] if argv else "original_docs/emperado_map.png")
    pyxel.init(ml.WIDTH, ml.HEIGHT, title="EMPERADO map", headless=True)
    draw()
    # Image.save(filename, scale) writes exactly where we ask (screenshot() picks its own folder).
    save_small(pyxel.screen, path)   # absolute: pyxel.init changes the folder
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
