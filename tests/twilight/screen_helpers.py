"""What the Twilight screen tests share: headless pyxel on the screens' machine, an App
around a scene, and pixel questions about a tile."""
from __future__ import annotations

from collections import Counter

from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.twilight.screens import palette as P


def pyxel_on():
    ensure_pyxel(P.MACHINE)
    import pyxel
    return pyxel


def run(scene, *inputs):
    """An App around the scene, one frame per input (a resting pointer by default)."""
    app = App(scene, think_ms=0)
    for inp in inputs or (Input(600, 500),):
        app.frame(inp)
    return app


def click(x, y, button="L"):
    return Input(int(x), int(y), pressed={button}, held={button})


def inside_points(lay, pos, step=3, margin=6):
    """Pixels well inside the hexagon at pos (clear of its border and frames)."""
    x0, y0 = lay.centre(pos)
    h = int(lay.r * 0.866) - margin
    out = []
    for dy in range(-h, h + 1, step):
        half = int(lay.half_width(dy)) - margin
        for dx in range(-half, half + 1, step):
            out.append((int(x0 + dx), int(y0 + dy)))
    return out


def colours_in(pyxel, lay, pos, step=3) -> Counter:
    return Counter(pyxel.pget(x, y) for x, y in inside_points(lay, pos, step)
                   if 0 <= x < pyxel.width and 0 <= y < pyxel.height)


def border_colours(pyxel, lay, pos, inset=1) -> list:
    """The colour at the middle of each of the six sides, `inset` pixels inside."""
    pts = lay.corners(pos, inset)
    out = []
    for i in range(6):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
        out.append(pyxel.pget(round((ax + bx) / 2), round((ay + by) / 2)))
    return out
