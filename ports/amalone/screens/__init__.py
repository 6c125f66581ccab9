"""aMalone's screens (pyxel). The rules live one level up and never import this package.

`start(app, options)` is the game, `demo(app, options)` computer against computer for the
kiosk, `bench_scenes(app)` the scenes `retro bench` times.
"""
from __future__ import annotations


def start(app, options):
    from .game_screen import GameScene
    return GameScene(options)


def demo(app, options):
    from .game_screen import GameScene
    return GameScene(options, demo=True)


def bench_scenes(app):
    import argparse

    from .extras import computer
    from .game_screen import GameScene
    from .setup_screen import SetupScene

    opts = argparse.Namespace(game="amalone", game_args=[], seed=1, lang=None, kiosk=False)

    def thinking():
        # two computers at level 5: every frame includes a full idle_work slice
        return GameScene(opts, seats=[computer(5), computer(5)])

    return [
        ("game", lambda: GameScene(opts)),
        ("thinking", thinking),
        ("demo", lambda: GameScene(opts, demo=True)),
        ("setup", lambda: SetupScene(None)),
    ]
