"""The games of the collection, and how the launcher finds a port.

Each port is the package `ports.<game>`; its module `ports/<game>/port.py` is the one
thing the machine layer calls. Every name in it is optional, so a port can land in
slices (rules first, screens later):

    MACHINE = "amiga_low"            # key of retro.machines.MACHINES the port runs on
    def start(app, options): ...      # -> the port's first Scene (the window game)
    def cli(options): ...             # -> int exit code for a windowless mode
                                      #    (e.g. `retro amalone --engine`), or None to go
                                      #    on and open the window; an option the game does
                                      #    not know is an error here (parse_game_args)
    def sim(argv): ...                # `retro sim GAME ...`: one JSON line per game; -> int
    def bench(argv): ...              # `retro bench GAME`: prints figures; -> int
    def demo(app, options): ...       # kiosk attract mode: a Scene of computer players
    def bench_scenes(app): ...        # -> [(name, factory)]: factory() makes a Scene to time

`options` is an argparse.Namespace with at least: game, game_args (list of the
arguments after GAME that the launcher did not know, e.g. ["1024"] or ["--engine"]),
seed (int or None), lang ("de", "nl", "en" or None for the port's own language),
kiosk (bool).

The launcher imports each `port.py` once to see what it offers, so `port.py` should
import the port's heavier modules inside its functions.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class Game:
    key: str          # `retro KEY`
    title: str        # as the original's title screen spells it
    machine: str      # key of retro.machines.MACHINES
    platform: str     # what the launcher shows
    year: str
    language: str     # the original's language


GAMES: tuple[Game, ...] = (
    Game("emperado", "EMPERADO", "st_high", "Atari ST", "1988", "de"),
    Game("acme", "ACME V1.0", "st_low", "Atari ST", "1990/91", "de"),
    Game("twilight", "Twilight Imperium", "amiga_hires_lace", "Amiga", "PBEM", "de"),
    Game("amalone", "aMalone", "amiga_low", "Amiga", "1994", "nl"),
)

BY_KEY = {g.key: g for g in GAMES}


def port_module(key: str) -> ModuleType | None:
    """The port's `port` module, or None when that port is not built yet.

    Only a missing `ports.<key>.port` module counts as "not built"; any other
    import error inside a port is a bug and is raised.
    """
    name = f"ports.{key}.port"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name in (name, f"ports.{key}", "ports"):
            return None
        raise


def playable(key: str) -> bool:
    mod = port_module(key)
    return mod is not None and hasattr(mod, "start")


def parse_game_args(parser, options):
    """A port's own options (`options.game_args`) read by its argparse `parser`:
    (namespace, None), or (None, exit status) when argparse has said all there is (--help: 0;
    an unknown option: usage and error on stderr, 2), before any window opens."""
    try:
        return parser.parse_args(list(getattr(options, "game_args", None) or [])), None
    except SystemExit as e:
        return None, int(e.code or 0)
