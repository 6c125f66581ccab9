"""What every port.py would otherwise write the same (retro/catalog.py says what a port offers).

`screens(module)`: the three entries into a port's screens (start, demo, bench_scenes), each
importing its module only when called: the screens import pyxel, and the launcher, a sim
and a bench read port.py without them. `later("module:name")` is one such entry.

`game_options(parser, options)`: a game's own options (`retro acme --vier`) read once by the
port's argparse parser, for its screens as for its cli (retro.catalog.parse_game_args).
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import io
from typing import Callable


def later(target: str) -> Callable:
    """`package.module:name` as a function that imports the module when it is called."""
    module, _, name = target.partition(":")

    def call(*args, **kw):
        return getattr(importlib.import_module(module), name)(*args, **kw)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"{target}, imported when called (retro.portkit.later)."
    return call


def screens(module: str, start: str = "start", demo: str = "demo",
            bench_scenes: str = "bench_scenes") -> tuple[Callable, Callable, Callable]:
    """(start, demo, bench_scenes) of a port's screens package `module`; a name given as
    `sub:name` is found in `module.sub`."""
    def at(name: str) -> str:
        sub, _, attr = name.rpartition(":")
        return f"{module}.{sub}:{attr}" if sub else f"{module}:{attr}"
    return later(at(start)), later(at(demo)), later(at(bench_scenes))


def game_options(parser: argparse.ArgumentParser, options) -> argparse.Namespace:
    """`options.game_args` read by the game's parser; its defaults when they cannot be read
    (the cli has said why before the window opened: a screen never stops for it)."""
    args = list(getattr(options, "game_args", None) or [])
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        try:
            return parser.parse_args(args)
        except SystemExit:
            return parser.parse_args([])
