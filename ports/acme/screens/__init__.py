"""ACME's screens (pyxel): the greeting and the names, the game, the dice. The rules live one
level up and never import this package.

    start(app, options)   the greeting and the names (EINGABE DER NAMEN), then the game
    demo(app, options)    two computers for the kiosk (is_demo)
    bench_scenes(app)     scenes for retro bench
"""
from __future__ import annotations


def _options(options):
    """`retro acme --vier` (four players) and `--42` (the 42 countries): ACME 2's extras."""
    args = list(getattr(options, "game_args", None) or [])
    players = 4 if "--vier" in args else 2
    world = 42 if "--42" in args else 29
    return players, world, getattr(options, "seed", None)


def start(app, options):
    from .names_scene import NamesScene
    players, world, seed = _options(options)
    return NamesScene(players=players, world=world, seed=seed)


def demo_settings():
    from ..state import PlayerSetting, Settings
    return Settings((PlayerSetting("COMPUTER", True), PlayerSetting("COMPUTER 2", True)), "oft")


def demo(app, options):
    from .game_scene import GameScene
    seed = getattr(options, "seed", None)
    return GameScene(demo_settings(), seed if seed is not None else 1, demo=True)


def bench_scenes(app):
    from ..state import PlayerSetting, Settings
    from .game_scene import GameScene
    from .names_scene import NamesScene

    def two_humans():
        return GameScene(Settings((PlayerSetting("ANTON"), PlayerSetting("BERTA"))), 7)

    return [("game", two_humans), ("demo", lambda: GameScene(demo_settings(), 3, demo=True)),
            ("names", lambda: NamesScene(greet=False))]
