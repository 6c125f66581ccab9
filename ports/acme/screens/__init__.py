"""ACME's screens (pyxel): the greeting and the names, the game, the dice. The rules live one
level up and never import this package.

    start(app, options)   the greeting and the names (EINGABE DER NAMEN), then the game
    demo(app, options)    two computers for the kiosk (is_demo)
    bench_scenes(app)     scenes for retro bench
"""
from __future__ import annotations


def _options(options):
    """`retro acme --vier` (four players) and `--42` (the 42 countries): ACME 2's extras."""
    from retro.portkit import game_options

    from ..options import game_parser
    args = game_options(game_parser(), options)
    return 4 if args.vier else 2, 42 if args.world42 else 29, getattr(options, "seed", None)


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
