"""The games of the collection, how the launcher finds a port, and what a port provides.

Each port is the package `ports.<game>`; its module `ports/<game>/port.py` is the one
thing the machine layer calls. `SURFACE` below declares every name it may offer, what it
is and what calls it; `check_port(module)` says where a port.py strays from it (a test
holds every port to it). Every name but MACHINE and conformance_case is optional, so a
port can land in slices (rules first, screens later). The port's rules are its match.py's
`RULES` (a retro.play.Rules), reached through conformance_case, sim_games and bench_match.

`options` is an argparse.Namespace with at least: game, game_args (list of the
arguments after GAME that the launcher did not know, e.g. ["1024"] or ["--engine"]),
seed (int or None), lang ("de", "nl", "en" or None for the port's own language),
kiosk (bool).

The launcher imports each `port.py` once to see what it offers, so `port.py` should
import the port's heavier modules inside its functions.
"""
from __future__ import annotations

import importlib
import inspect
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


# -- what a port provides ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Name:
    """One name of a port's surface: a constant, or a function called with `params`."""
    name: str
    params: tuple | None          # None: a constant
    what: str
    required: bool = False


SURFACE: tuple[Name, ...] = (
    Name("MACHINE", None, "key of retro.machines.MACHINES the port runs on", required=True),
    Name("conformance_case", (), "-> (rules, settings, options): what tests/test_conformance.py "
         "plays; rules is the port's retro.play.Rules, options go to retro.conformance", required=True),
    Name("shown_texts", (), "-> {font: [texts]}: everything a player reads, by the retro.fonts "
         "font it is drawn in (the machine's, a smaller one); tests/test_conformance.py checks "
         "that the font has every character"),
    Name("start", ("app", "options"), "-> the port's first Scene (the window game)"),
    Name("demo", ("app", "options"), "-> a Scene of computer players for the kiosk (is_demo)"),
    Name("bench_scenes", ("app",), "-> [(name, factory)]: factory() makes a Scene that "
         "`retro bench` times"),
    Name("cli", ("options",), "-> an exit code for a windowless mode (e.g. `retro amalone "
         "--engine`), or None to go on and open the window; an option the game does not know "
         "is an error here (parse_game_args)"),
    Name("sim_parser", (), "-> the argparse.ArgumentParser of `retro sim GAME` (retro.simulate)"),
    Name("sim_games", ("args",), "-> iterable of retro.simulate.SimGame, the games to play"),
    Name("sim_line", ("match", "game", "args", "seconds"), "-> dict, the JSON line of one game"),
    Name("sim_summary", ("lines", "args"), "-> dict or None, a last line after all games"),
    Name("bench", ("argv",), "`retro bench GAME ARGS`: prints the port's figures; -> exit code"),
    Name("bench_figures", ("quick",), "-> dict: the port's own figures for `retro bench`'s "
         "table: movegen_per_s, search_nodes_per_s, games_per_minute (bench_match played to "
         "its end when missing), note; quick: measured in a second or so"),
    Name("bench_match", (), "-> a Match of computers only: `retro bench` times its thinking "
         "slices as a screen gives them (retro.play.slice_times)"),
)
BY_NAME = {n.name: n for n in SURFACE}
SIM = ("sim_parser", "sim_games", "sim_line")     # `retro sim GAME` needs the three


def check_port(mod: ModuleType) -> list[str]:
    """Where a port.py strays from SURFACE: a required name missing, a constant that is
    none, a function that cannot be called as declared, half of the sim."""
    out = []
    for n in SURFACE:
        if not hasattr(mod, n.name):
            if n.required:
                out.append(f"{n.name} is missing ({n.what})")
            continue
        value = getattr(mod, n.name)
        if n.params is None:
            from .machines import MACHINES
            if value not in MACHINES:
                out.append(f"{n.name} = {value!r} is no key of retro.machines.MACHINES")
            continue
        if not callable(value):
            out.append(f"{n.name} is not a function")
            continue
        try:
            inspect.signature(value).bind(*n.params)
        except TypeError:
            out.append(f"{n.name} cannot be called as {n.name}({', '.join(n.params)})")
        except ValueError:           # no signature to read (a builtin): take it as it is
            pass
    sim = [x for x in SIM if hasattr(mod, x)]
    if sim and len(sim) != len(SIM):
        out.append(f"`retro sim` needs {', '.join(SIM)}; it has only {', '.join(sim)}")
    return out
