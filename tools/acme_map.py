"""Draw ACME's world maps as text art: `python tools/acme_map.py` writes ports/acme/map29.txt
(ACME's 29 countries) and map42.txt (the 42 of ACME 2, an extra).

The map is ours (the original's picture is not known): a Risk board's world of 1853, drawn
for the 256x176 map area of the ST low-res screen. Landmasses are outlines in map pixels,
their coasts roughened by midpoint displacement with a fixed seed (so the same map comes
out every time), and split into countries by the nearest of each country's seed points,
with a little noise on the distance so that borders are not ruler-straight. The text art
it writes is the source the game loads; it can be touched up by hand afterwards.

    python tools/acme_map.py [--png out.png]   (the PNGs: 3x pictures to look at, out29.png...)
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from retro.dice import Dice  # noqa: E402

from ports.acme.world import WORLDS  # noqa: E402

W, H = 256, 176
SEA = "."
CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"

# -- the landmasses: outlines in map pixels, the countries that may lie on them ----------------
LAND = [
    # North America, with Mexico and Central America
    ("nordamerika", "russisch-amerika kanada vereinigte-staaten mexiko", [
        (3, 22), (8, 15), (16, 12), (24, 14), (30, 10), (40, 8), (52, 7), (62, 9), (70, 6),
        (80, 9), (86, 14), (84, 20), (90, 24), (92, 32), (86, 38), (90, 44), (86, 50), (80, 52),
        (78, 58), (80, 64), (76, 68), (73, 72), (76, 79), (73, 81), (70, 74), (64, 72), (58, 74),
        (55, 80), (60, 88), (66, 88), (68, 92), (63, 96), (62, 102), (58, 100), (56, 96),
        (48, 92), (40, 86), (34, 80), (30, 72), (26, 64), (24, 56), (20, 48), (18, 40),
        (10, 40), (4, 44), (6, 36), (2, 30)]),
    # Hudson Bay is water inside Canada
    ("sea", "", [(56, 24), (60, 14), (58, 4), (64, 4), (64, 14), (70, 26), (68, 34), (64, 40),
                 (58, 38), (55, 31)]),
    ("groenland", "groenland", [
        (82, 4), (92, 2), (104, 3), (108, 8), (104, 14), (100, 22), (95, 29), (90, 26),
        (88, 18), (84, 12)]),
    ("suedamerika", "neugranada peru brasilien argentinien", [
        (62, 102), (68, 100), (76, 100), (84, 102), (90, 106), (94, 112), (100, 116),
        (99, 124), (95, 132), (92, 140), (86, 146), (84, 154), (80, 160), (78, 168),
        (76, 176), (74, 184), (70, 182), (70, 172), (68, 160), (66, 148), (62, 136),
        (60, 124), (60, 114), (62, 108)]),
    ("island", "skandinavien", [(107, 17), (112, 15), (117, 17), (115, 21), (109, 21)]),
    ("britannien", "grossbritannien", [
        (116, 30), (120, 31), (121, 36), (123, 42), (122, 46), (117, 47), (118, 42), (115, 37)]),
    ("irland", "grossbritannien", [(110, 37), (114, 36), (114, 42), (110, 43)]),
    # Europe, Asia and Africa: one landmass
    ("eurasien", "skandinavien frankreich spanien italien deutscher-bund russland algerien "
                 "aegypten sudan kapland osmanisches-reich persien turkestan sibirien china "
                 "indien", [
        # Scandinavia and the Arctic coast eastwards
        (128, 40), (127, 32), (131, 22), (137, 14), (145, 10), (152, 12), (150, 18),
        (158, 14), (168, 12), (180, 10), (192, 8), (206, 9), (218, 7), (232, 10), (244, 14),
        (252, 18), (250, 24), (246, 22), (248, 30), (245, 38), (241, 34), (238, 40),
        (236, 48),
        # the Pacific coast down to Indochina
        (232, 52), (236, 58), (233, 64), (230, 60), (226, 66), (228, 74), (224, 80),
        (226, 88), (222, 96), (219, 104), (215, 100), (214, 92), (212, 88),
        # India
        (208, 90), (206, 100), (202, 108), (199, 98), (196, 88), (190, 86),
        # Arabia and the Red Sea
        (182, 84), (178, 92), (172, 98), (166, 90), (164, 82), (162, 78),
        # the Horn and East Africa
        (166, 92), (172, 100), (168, 112), (162, 122), (160, 136), (154, 150), (150, 160),
        (144, 168), (138, 164), (136, 152), (132, 140), (130, 126), (126, 112), (118, 108),
        (110, 100), (108, 90), (112, 80), (118, 76),
        # North Africa's coast, Gibraltar, Iberia
        (126, 76), (134, 76), (140, 78), (148, 78), (156, 80), (160, 76), (158, 72),
        (152, 70), (148, 74), (146, 68), (144, 72), (140, 64), (136, 60), (132, 60),
        (128, 70), (120, 72), (113, 70), (112, 62), (116, 58), (121, 58), (122, 52),
        (126, 50), (130, 48), (134, 44), (132, 42)]),
    # inland seas inside Eurasia
    ("sea", "", [(134, 44), (138, 40), (141, 32), (145, 27), (148, 31), (146, 39), (144, 46),
                 (139, 47)]),                                           # the Baltic
    ("sea", "", [(153, 55), (159, 52), (166, 54), (167, 58), (161, 61), (154, 59)]),  # Black Sea
    ("sea", "", [(172, 52), (176, 50), (178, 57), (177, 66), (173, 64), (171, 58)]),  # Caspian
    ("sea", "", [(180, 80), (186, 78), (190, 83), (186, 86)]),          # the Persian Gulf
    ("sizilien", "italien", [(140, 74), (145, 73), (143, 77)]),
    ("madagaskar", "kapland", [(166, 132), (170, 130), (172, 138), (168, 150), (164, 146)]),
    ("ceylon", "indien", [(204, 110), (207, 110), (207, 114), (204, 114)]),
    ("japan", "japan", [
        (240, 48), (244, 46), (246, 52), (244, 60), (241, 68), (236, 72), (234, 68),
        (238, 62), (240, 56)]),
    ("sumatra", "niederlaendisch-indien", [(210, 108), (214, 108), (224, 118), (222, 122),
                                           (214, 116)]),
    ("java", "niederlaendisch-indien", [(222, 126), (232, 126), (236, 129), (224, 130)]),
    ("borneo", "niederlaendisch-indien", [(226, 108), (234, 104), (240, 110), (238, 120),
                                          (230, 122), (226, 116)]),
    ("celebes", "niederlaendisch-indien", [(242, 110), (246, 110), (245, 120), (242, 118)]),
    ("neuguinea", "niederlaendisch-indien", [(246, 122), (254, 120), (255, 130), (248, 128)]),
    ("neuholland", "neuholland", [
        (214, 150), (222, 144), (230, 142), (234, 136), (240, 140), (244, 136), (250, 148),
        (254, 158), (252, 168), (246, 176), (238, 176), (232, 170), (224, 172), (216, 170),
        (212, 160)]),
    ("tasmanien", "neuholland", [(240, 180), (245, 180), (243, 185)]),
]

# Each country's seed points: a land pixel belongs to the nearest seed of the countries its
# landmass allows (several seeds shape a long country).
SEEDS = {
    "russisch-amerika": [(10, 26), (16, 20)],
    "kanada": [(46, 22), (76, 24), (36, 40), (82, 40), (58, 46)],
    "vereinigte-staaten": [(38, 62), (58, 62), (72, 68), (30, 54)],
    "mexiko": [(40, 80), (52, 90), (60, 98)],
    "neugranada": [(70, 106), (84, 106)],
    "peru": [(64, 122), (66, 136)],
    "brasilien": [(86, 120), (80, 140), (94, 118)],
    "argentinien": [(74, 156), (73, 176)],
    "skandinavien": [(134, 26), (142, 16), (132, 36)],
    "frankreich": [(124, 56)],
    "spanien": [(117, 65)],
    "italien": [(142, 66)],
    "deutscher-bund": [(137, 50), (145, 55)],
    "russland": [(150, 38), (160, 24), (163, 50), (150, 26)],
    "algerien": [(124, 84), (114, 90)],
    "aegypten": [(152, 86), (144, 84)],
    "sudan": [(124, 100), (142, 100), (160, 104)],
    "kapland": [(146, 132), (146, 152), (156, 120)],
    "osmanisches-reich": [(158, 62), (170, 70), (172, 88)],
    "persien": [(186, 74)],
    "turkestan": [(190, 50), (180, 56)],
    "sibirien": [(186, 24), (210, 22), (234, 22), (246, 30)],
    "china": [(212, 60), (222, 76), (230, 56), (220, 92)],
    "indien": [(203, 92), (198, 84)],
}


# ACME 2's 42 countries: the same landmasses, cut finer
LAND_42 = {
    "nordamerika": "russisch-amerika nordwest-territorium rupertsland kanada westliche-territorien "
                   "vereinigte-staaten mexiko mittelamerika",
    "eurasien": "skandinavien frankreich spanien italien deutscher-bund russland algerien aegypten "
                "sudan abessinien kapland osmanisches-reich arabien persien turkestan sibirien "
                "jakutien kamtschatka mongolei china siam indien",
    "madagaskar": "madagaskar",
    "neuguinea": "neuguinea",
    "neuholland": "westaustralien neusuedwales",
    "tasmanien": "neusuedwales",
}
SEEDS_42 = dict(SEEDS)
SEEDS_42.update({
    "nordwest-territorium": [(34, 18), (26, 32)],
    "rupertsland": [(50, 40), (48, 26)],
    "kanada": [(78, 24), (84, 40), (72, 44)],
    "westliche-territorien": [(32, 58), (28, 48)],
    "vereinigte-staaten": [(58, 60), (72, 68), (50, 56)],
    "mexiko": [(38, 78), (46, 84)],
    "mittelamerika": [(56, 92), (61, 99)],
    "sudan": [(124, 100), (140, 100)],
    "abessinien": [(160, 104), (164, 96), (156, 116)],
    "kapland": [(146, 132), (146, 152)],
    "osmanisches-reich": [(158, 62), (166, 68)],
    "arabien": [(172, 88), (176, 84)],
    "sibirien": [(180, 26), (190, 34)],
    "jakutien": [(212, 20), (214, 34)],
    "kamtschatka": [(238, 20), (246, 30)],
    "mongolei": [(214, 46), (204, 48)],
    "china": [(222, 66), (230, 56)],
    "siam": [(220, 92), (218, 84)],
    "westaustralien": [(222, 158)],
    "neusuedwales": [(244, 158)],
})


def warp(x: float) -> float:
    """Europe drawn larger, as Risk boards do (seven countries in a small space); Asia gives
    the room: x 108..165 becomes 108..180, 165..252 becomes 180..252."""
    if x <= 108:
        return x
    if x <= 165:
        return 108 + (x - 108) * 72 / 57
    return 180 + (x - 165) * 72 / 87


def warped(points):
    """...and the outlines, drawn for 188 rows, pressed into the 176 the screen has (a status
    line lies under the map)."""
    return [(warp(x), y * 176 / 188) for x, y in points]


def roughen(points, dice: Dice, depth: int = 3, amount: float = 0.22):
    """Midpoint displacement on a closed outline: coasts with bays and capes."""
    pts = list(points)
    for _level in range(depth):
        out = []
        for i, (x1, y1) in enumerate(pts):
            x2, y2 = pts[(i + 1) % len(pts)]
            out.append((x1, y1))
            length = math.hypot(x2 - x1, y2 - y1)
            if length < 2.5:
                continue
            nx, ny = (y1 - y2) / length, (x2 - x1) / length
            d = (dice.random() - 0.5) * 2 * amount * length
            out.append(((x1 + x2) / 2 + nx * d, (y1 + y2) / 2 + ny * d))
        pts = out
    return pts


def inside(x: float, y: float, poly) -> bool:
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def noise(x: float, y: float, k: int) -> float:
    """Smooth value noise in -1..1 (a few sines: cheap and the same everywhere)."""
    return (math.sin(x * 0.31 + k * 1.7) * math.cos(y * 0.27 + k * 2.3)
            + 0.5 * math.sin((x + y) * 0.53 + k * 0.9)) / 1.5


def draw(size: int = 29):
    world = WORLDS[size]
    seeds = SEEDS if size == 29 else SEEDS_42
    dice = Dice(1853)            # the same coasts for both maps
    grid = [[SEA] * W for _ in range(H)]
    code = {c.key: CODES[i] for i, c in enumerate(world.countries)}
    index = {c.key: i for i, c in enumerate(world.countries)}
    for name, allowed, outline in LAND:
        if size == 42:
            allowed = LAND_42.get(name, allowed)
        poly = roughen(warped(outline), dice, depth=3 if len(outline) > 6 else 2,
                       amount=0.18 if len(outline) > 6 else 0.12)
        keys = allowed.split()
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        for y in range(max(0, int(min(ys))), min(H, int(max(ys)) + 2)):
            for x in range(max(0, int(min(xs))), min(W, int(max(xs)) + 2)):
                if not inside(x + 0.5, y + 0.5, poly):
                    continue
                if name == "sea":
                    grid[y][x] = SEA
                    continue
                if len(keys) == 1:
                    grid[y][x] = code[keys[0]]
                    continue
                best, best_d = None, 1e9
                for k in keys:
                    for sx, sy in warped(seeds[k]):
                        d = math.hypot(x - sx, y - sy) + 2.2 * noise(x, y, index[k])
                        if d < best_d:
                            best, best_d = k, d
                grid[y][x] = code[best]
    return ["".join(row) for row in grid]


def to_png(lines, path, scale=3):
    """A picture of the text art, each country in a colour of its own."""
    import zlib
    import struct
    cols = {SEA: (40, 60, 150)}
    for i, ch in enumerate(CODES):
        h = (i * 0.618) % 1
        r, g, b = [int(255 * (0.45 + 0.45 * math.sin(6.283 * (h + o)))) for o in (0, 0.33, 0.66)]
        cols[ch] = (r, g, b)
    raw = b""
    for line in lines:
        row = b"".join(bytes(cols[ch]) * scale for ch in line)
        raw += (b"\x00" + row) * scale
    w, h = len(lines[0]) * scale, len(lines) * scale

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    Path(path).write_bytes(png)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--png", help="also write 3x pictures of the maps (NAME29.png, NAME42.png)")
    args = ap.parse_args(argv)
    for size, world in sorted(WORLDS.items()):
        lines = draw(size)
        legend = [f"# {CODES[i]} {c.key}" for i, c in enumerate(world.countries)]
        out = ROOT / "ports" / "acme" / f"map{size}.txt"
        out.write_text("\n".join([f"# ACME map of {size} countries, 256x176, drawn by tools/acme_map.py",
                                  "# . sea"] + legend + lines) + "\n", encoding="utf-8")
        if args.png:
            to_png(lines, args.png.replace(".png", f"{size}.png"))
        missing = [c.key for i, c in enumerate(world.countries)
                   if not any(CODES[i] in line for line in lines)]
        if missing:
            print(f"map {size}: countries with no pixel:", missing, file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
