"""EMPERADO's screens: what port.py hands the launcher.

    start(app, options)   the start box (EMPERADO 1), then the game
    demo(app, options)    six computer parties for the kiosk (is_demo = True)
    bench_scenes(app)     scenes for the generic frame bench

Extras beside the faithful default, off unless asked for in the game's arguments
(`retro emperado --odds --graph --colour --march-in`) or switched on in the box
"Extras". The choice of how many march in is a rule: it goes into the game's settings.
"""
from __future__ import annotations

from retro.scenes import Scene

from .texts_screen import lang_of


def extras_of(options) -> dict:
    from retro.portkit import game_options

    from ..options import game_parser
    args = game_options(game_parser(), options)
    return {"odds": args.odds, "graph": args.graph, "colour": args.colour, "march": args.march_in}


def start(app, options):
    from .start_scene import StartScene

    return StartScene(lang_of(options), seed=getattr(options, "seed", None),
                      extras=extras_of(options))


def demo_match(seed: int = 1, parties: int = 6):
    """The kiosk's game: six computer parties, Infozeit 1; each turn on the map for the
    Grafikzeit, 3 s, then its Zugtabelle for the Tabellenzeit, 1 s (Playing.map_first)."""
    from retro.play import Match

    from ..match import RULES
    from ..state import Settings, default_players

    s = Settings(players=default_players(parties), info_time=1, table_time=1, graphic_time=3)
    return Match(RULES, s, seed)


def demo(app, options):
    from .playing import Playing

    seed = getattr(options, "seed", None)
    g = Playing(demo_match(seed if seed is not None else 1), lang_of(options),
                extras=extras_of(options), is_demo=True)
    return g.scene


def bench_scenes(app):
    """(name, factory) of the screens as they are drawn in play, for `retro bench`:
    overview, enlarged map, Spielmenü, the Zugtabelle of a finished computer turn, and the
    overview while six computer parties play (the map is repainted after each conquest).
    Each is timed as the player meets it while the pointer wanders: past an edge the
    overview hands over to the enlarged map and back, as it always did."""
    from retro.input import Input

    from .testing import make

    def human(view):
        def factory():
            _, g = make(parties=6, humans=(0,), seed=7)
            if view == "menu":
                g.show(view)
            else:
                g.show_map(view)
            return _Following(g)
        return factory

    def table():
        tmp, g = make(parties=6, humans=(), seed=7, table=None)
        for _ in range(2000):
            if g.cpu_done:
                break
            tmp.frame(Input(320, 200), draw=False)
        return _Following(g)

    def playing():
        _, g = make(parties=6, humans=(), seed=7)
        g.show_map("overview")
        return _Following(g)

    return [("overview", human("overview")), ("map", human("map")), ("menu", human("menu")),
            ("zugtabelle", table), ("playing", playing)]


class _Following(Scene):
    """The screen on top of a game, whichever it is as the screens hand over (bench)."""

    def __init__(self, g):
        self.g = g

    @property
    def machine(self):
        return self.g.scene.machine

    @property
    def pointer(self):
        return self.g.scene.pointer

    def update(self, inp):
        self.g.scene.update(inp)

    def idle_work(self, budget_ms):
        self.g.scene.idle_work(budget_ms)

    def draw(self):
        self.g.scene.draw()
