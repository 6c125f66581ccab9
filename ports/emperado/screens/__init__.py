"""EMPERADO's screens: what port.py hands the launcher.

    start(app, options)   the start box (EMPERADO 1), then the game
    demo(app, options)    six computer parties for the kiosk (is_demo = True)
    bench_scenes(app)     scenes for the generic frame bench

Extras beside the faithful default, off unless asked for in the game's arguments
(`retro emperado --odds --graph --colour`) or switched on in the box "Extras".
"""
from __future__ import annotations

from .texts_screen import lang_of


def extras_of(options) -> dict:
    args = list(getattr(options, "game_args", None) or [])
    return {"odds": "--odds" in args, "graph": "--graph" in args,
            "colour": "--colour" in args or "--color" in args}


def start(app, options):
    from .start_scene import StartScene

    return StartScene(lang_of(options), seed=getattr(options, "seed", None),
                      extras=extras_of(options))


def demo_game(seed: int = 1, parties: int = 6):
    from ..game import Game
    from ..state import Settings, default_players

    s = Settings(players=default_players(parties), info_time=1, table_time=2, graphic_time=1)
    return Game(s, seed)


def demo(app, options):
    from .game_scene import EmperadoScene

    seed = getattr(options, "seed", None)
    sc = EmperadoScene(demo_game(seed if seed is not None else 1), lang_of(options),
                       extras=extras_of(options), is_demo=True)
    return sc


def bench_scenes(app):
    """(name, factory) of the views as they are drawn in play, for `retro bench`:
    overview, enlarged map, Spielmenü, the Zugtabelle of a finished computer turn, and the
    overview while six computer parties play (the map is repainted after each conquest)."""
    from retro.input import Input

    from .testing import make

    def human(view):
        def factory():
            _, sc = make(parties=6, humans=(0,), seed=7)
            sc.view = sc.map_view = view
            return sc
        return factory

    def table():
        tmp, sc = make(parties=6, humans=(), seed=7, table=None)
        for _ in range(2000):
            if sc.cpu is not None and sc.cpu.done:
                break
            tmp.frame(Input(320, 200), draw=False)
        sc.app = None
        return sc

    def playing():
        _, sc = make(parties=6, humans=(), seed=7)
        sc.view = sc.map_view = "overview"
        return sc

    return [("overview", human("overview")), ("map", human("map")), ("menu", human("menu")),
            ("zugtabelle", table), ("playing", playing)]
