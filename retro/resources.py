"""`resources.pyxres` at the repository root: our shared pixel art, in pyxel's own format.

The text art in the code stays the source (pointers.py; dice and marbles as the ports add
them); `python -m retro.resources` rebuilds the file from it so that pyxel's editor
(`pyxel edit resources.pyxres`) shows it, and a test checks the two agree.
Image bank 0: pointers in a row, 16x16 each, colour 1 ink, 2 outline, 0 transparent.
"""
from __future__ import annotations

import sys
from pathlib import Path

from . import pointers

ROOT = Path(__file__).resolve().parent.parent
PATH = ROOT / "resources.pyxres"
POINTER_ORDER = ("arrow", "busy", "circle", "crosshair")


def paint() -> None:
    """Draw every piece of art into pyxel's image banks."""
    import pyxel

    img = pyxel.images[0]
    img.cls(0)
    for i, name in enumerate(POINTER_ORDER):
        for y, row in enumerate(pointers.rows(name)):
            for x, ch in enumerate(row):
                img.pset(i * 16 + x, y, {"#": 1, "o": 2}.get(ch, 0))


def build(path: Path = PATH) -> None:
    import pyxel

    paint()
    pyxel.save(str(path))


if __name__ == "__main__":
    from .testing import ensure_pyxel

    ensure_pyxel()
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else PATH)
    print(f"wrote {sys.argv[1] if len(sys.argv) > 1 else PATH}")
