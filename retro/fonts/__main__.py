"""`python -m retro.fonts [NAME ...]`: redraw the sample sheets `sheet_<name>.png`.

Each sheet shows the whole character set, 16 to a row, plus two pangrams, drawn
with pyxel itself (so it shows exactly what the games will show), saved at scale 2.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from . import FONTS, art, font

SAMPLES = (
    "„Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich.“",
    "Pa's wijze lynx bezag vroom het fikse aquaduct. Één café, één ïs.",
    "The quick brown fox jumps over the lazy dog: 0123456789 «OK» 20°, §3.",
)
PER_ROW = 16


def sheet_size(name: str) -> tuple[int, int]:
    a = art(name)
    rows = -(-len(a.glyphs) // PER_ROW)
    width = max(PER_ROW * 2 * a.width, max(len(s) for s in SAMPLES) * a.width) + 2 * a.width
    height = (rows * 2 + len(SAMPLES) + 3) * a.height
    return width, height


def draw_sheet(name: str, path: str | Path, scale: int = 2) -> None:
    """Render one font's sheet into `path` (pyxel must be initialised)."""
    import pyxel

    a = art(name)
    f = font(name)
    w, h = sheet_size(name)
    img = pyxel.Image(w, h)
    img.cls(7)
    x0 = y0 = a.width
    for i, ch in enumerate(sorted(a.glyphs, key=ord)):
        x = x0 + (i % PER_ROW) * 2 * a.width
        y = y0 + (i // PER_ROW) * 2 * a.height
        img.text(x, y, ch, 0, f)
    y = y0 + (-(-len(a.glyphs) // PER_ROW)) * 2 * a.height + a.height
    for s in SAMPLES:
        img.text(x0, y, s, 0, f)
        y += a.height
    img.save(str(path), scale)


def main(argv: list[str] | None = None) -> int:
    import pyxel

    names = (argv if argv is not None else sys.argv[1:]) or list(FONTS)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pyxel.init(max(sheet_size(n)[0] for n in names), max(sheet_size(n)[1] for n in names),
               headless=True, fps=1000)
    here = Path(__file__).resolve().parent
    for n in names:
        out = here / f"sheet_{n}.png"
        draw_sheet(n, out)
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
