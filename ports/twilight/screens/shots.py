"""`python -m ports.twilight.screens.shots [FOLDER]`: the screenshots of Twilight's screens
(ports/twilight/shots/: start.png, galaxy.png, galaxy_zoom.png), headless, as palette PNGs."""
from __future__ import annotations

import sys
from pathlib import Path

from retro.gui.gallery import write_png
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel

from . import palette as P

DEMO = dict(players=6, seed=3, rounds=5)      # a game under way: fleets out, planets taken


def poses():
    """(file name, scene factory, inputs): each screen in a telling state."""
    from .galaxy_screen import OVERVIEW, ZOOM_R, GalaxyScene

    def galaxy():
        return GalaxyScene.demo(**DEMO)

    def start():
        from .start_screen import StartScene
        return StartScene(None)

    from .hexgeo import HexLayout
    from .link import hexes
    x, y = OVERVIEW.centre(hexes.parse("2.7"))          # the gravity rift: its rule in the window
    zoom = hexes.parse("2.2")
    zx, zy = OVERVIEW.centre(zoom)
    near = HexLayout(OVERVIEW.cx, OVERVIEW.cy, ZOOM_R, zoom).centre(hexes.parse("3.4"))
    return [
        ("start.png", start, [Input(320, 300)]),
        ("galaxy.png", galaxy, [Input(int(x), int(y))]),
        ("galaxy_zoom.png", galaxy, [Input(int(zx), int(zy), pressed={"L"}, held={"L"}),
                                     Input(int(near[0]), int(near[1]))]),
    ]


def shots(folder=None) -> list:
    out = Path(folder) if folder else Path(__file__).resolve().parents[1] / "shots"
    out.mkdir(parents=True, exist_ok=True)
    ensure_pyxel(P.MACHINE)
    written = []
    for name, make, inputs in poses():
        scene = make()
        app = App(scene, think_ms=0)
        for inp in inputs:
            app.frame(inp)
        app.frame(Input(app.last_input.x, app.last_input.y))
        write_png(out / name, P.MACHINE)
        written.append(out / name)
    return written


if __name__ == "__main__":
    for p in shots(sys.argv[1] if len(sys.argv) > 1 else None):
        print(p)
