"""The games of the collection, how the catalog finds a port, and what a port provides.

Ports are found, not listed: every folder of `ports/` that holds a `port.py` is a port (the
package `ports.<game>`), and so is every such folder inside the folders the environment
variable RETRO_PORTS names (os.pathsep between them): such a folder goes on sys.path and its
ports are imported by their folders' names (`RETRO_PORTS=~/more retro` finds ~/more/go/port.py
as the game `go`, package `go`; a port imports its own modules relatively).

Each port's `port.py` is the one thing the machine layer calls. `SURFACE` below declares
every name it may offer, what it is and what calls it; `check_port(module)` says where a
port.py strays from it (a test holds every port to it). Every name but MACHINE and
conformance_case is optional, so a port can land in slices (rules first, screens later). The
port's rules are its match.py's `RULES` (a retro.play.Rules), reached through
conformance_case, sim_games and bench_match. What the title menu says of a port (TITLE,
PLATFORM, YEAR, BLURB, SCROLL) and its place there (ORDER) are port.py's names too, its words
kept in its texts; its sounds are its own `sounds` module (retro/sound.py, retro/resources.py).

`options` is an argparse.Namespace with at least: game, game_args (list of the
arguments after GAME that the launcher did not know, e.g. ["1024"] or ["--engine"]),
seed (int or None), lang ("de", "nl", "en" or None for the port's own language),
kiosk (bool).

The catalog imports each `port.py` once to see what it offers, so `port.py` should
import the port's heavier modules inside its functions.
"""
from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable

PORTS_ENV = "RETRO_PORTS"       # more folders of ports beside ports/ (os.pathsep between)
LANGS = ("de", "nl", "en")      # the collection's languages


@dataclass(frozen=True)
class Game:
    key: str          # `retro KEY`: the port's folder name
    title: str        # as the original's title screen spells it
    machine: str      # key of retro.machines.MACHINES: the port's MACHINE, read from it
    platform: str     # what the launcher shows
    year: str
    language: str     # the original's language
    package: str = ""   # where its modules are: "ports.acme", a RETRO_PORTS port's "go"
    order: int = 100    # its place in the title menu, lower first (ties by key)


_found: tuple | None = None     # (GAMES, BY_KEY) once the ports are looked up


def _port_folders() -> list[tuple[str, str]]:
    """(key, package) of every port: the folders of ports/ with a port.py, then RETRO_PORTS's."""
    out = []
    spec = importlib.util.find_spec("ports")
    for root in (spec.submodule_search_locations or []) if spec is not None else []:
        out += [(d.name, f"ports.{d.name}") for d in sorted(Path(root).iterdir())
                if (d / "port.py").is_file()]
    for folder in filter(None, os.environ.get(PORTS_ENV, "").split(os.pathsep)):
        root = Path(folder).resolve()
        if not root.is_dir():
            print(f"retro: {PORTS_ENV} names {folder}, which is no folder", file=sys.stderr)
            continue
        if str(root) not in sys.path:
            sys.path.append(str(root))        # last: a port's name shadows no module
        out += [(d.name, d.name) for d in sorted(root.iterdir()) if (d / "port.py").is_file()]
    return out


def _game(key: str, package: str) -> Game:
    mod = importlib.import_module(f"{package}.port")
    return Game(key, getattr(mod, "TITLE", key.upper()), mod.MACHINE, getattr(mod, "PLATFORM", ""),
                getattr(mod, "YEAR", ""), getattr(mod, "LANGUAGE", "de"), package,
                getattr(mod, "ORDER", 100))


def _lookup() -> tuple:
    global _found
    if _found is None:
        games: dict[str, Game] = {}
        for key, package in _port_folders():
            if key in games:                  # two ports of one name: the first is the game
                print(f"retro: two ports are called {key}; {games[key].package} is the one "
                      "played", file=sys.stderr)
                continue
            games[key] = _game(key, package)
        ordered = tuple(sorted(games.values(), key=lambda g: (g.order, g.key)))
        _found = (ordered, {g.key: g for g in ordered})
    return _found


def __getattr__(name: str):
    """GAMES (every port, in the menu's order) and BY_KEY (key -> Game), looked up when first
    asked for: a port.py may import this module."""
    if name == "GAMES":
        return _lookup()[0]
    if name == "BY_KEY":
        return _lookup()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def port_module(key: str) -> ModuleType | None:
    """The port's `port` module, or None for a key that is no port."""
    game = _lookup()[1].get(key)
    return importlib.import_module(f"{game.package}.port") if game is not None else None


def part(key: str, name: str) -> ModuleType | None:
    """A module of the port's own (its `sounds`), or None when the port has none; any other
    import error inside it is a bug and is raised."""
    game = _lookup()[1].get(key)
    if game is None:
        return None
    full = f"{game.package}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as e:
        if e.name == full:
            return None
        raise


def key_of(module_name: str) -> str | None:
    """The port a module belongs to ("ports.acme.screens.menu" -> "acme"), or None."""
    for g in _lookup()[0]:
        if module_name == g.package or module_name.startswith(g.package + "."):
            return g.key
    return None


def _in_language(table, lang: str | None, game: Game) -> str | None:
    """One of a port's menu texts (a dict language -> text) in `lang`, else in the port's own
    language, else the first it has; None without any."""
    if not isinstance(table, dict) or not table:
        return None
    return table.get(lang or "de") or table.get(game.language) or next(iter(table.values()))


def blurb(key: str, lang: str | None) -> str:
    """The line under the port's title in the menu (its port.py's BLURB)."""
    game = _lookup()[1][key]
    mod = importlib.import_module(f"{game.package}.port")
    return _in_language(getattr(mod, "BLURB", None), lang, game) or ""


def scroll_name(key: str, lang: str | None) -> str:
    """The scroller's words for the port (its port.py's SCROLL): "EMPERADO (1988)"."""
    game = _lookup()[1][key]
    mod = importlib.import_module(f"{game.package}.port")
    own = _in_language(getattr(mod, "SCROLL", None), lang, game)
    return own or (f"{game.title} ({game.year})" if game.year else game.title).upper()


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
    check: Callable | None = None     # a constant's: value -> what is wrong with it, or None


def _is_str(v):
    return None if isinstance(v, str) and v else "is no text"


def _is_texts(v):
    if not isinstance(v, dict) or not v or not all(
            k in LANGS and isinstance(t, str) and t for k, t in v.items()):
        return f"is no dict of {', '.join(LANGS)} -> text"
    return None


def _is_machine(v):
    from .machines import MACHINES
    return None if v in MACHINES else "is no key of retro.machines.MACHINES"


SURFACE: tuple[Name, ...] = (
    Name("MACHINE", None, "key of retro.machines.MACHINES the port runs on", required=True,
         check=_is_machine),
    Name("TITLE", None, "the title as the original's title screen spells it (the menu); the "
         "key in capitals without it", check=_is_str),
    Name("PLATFORM", None, "the original's computer, as the menu shows it: \"Atari ST\"",
         check=_is_str),
    Name("YEAR", None, "the original's year, as the menu shows it: \"1990/91\"", check=_is_str),
    Name("LANGUAGE", None, "the original's language: de, nl or en (German without it)",
         check=lambda v: None if v in LANGS else f"is none of {', '.join(LANGS)}"),
    Name("ORDER", None, "its place in the title menu, lower first (100 without it)",
         check=lambda v: None if isinstance(v, int) and not isinstance(v, bool) else "is no int"),
    Name("BLURB", None, "{language: the menu's line under the title}, at most 33 letters "
         "(kept in the port's texts)", check=_is_texts),
    Name("SCROLL", None, "{language: the title scroller's words for the game}, capitals: "
         "\"EMPERADO (1988)\" (kept in the port's texts)", check=_is_texts),
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
            wrong = n.check(value) if n.check is not None else None
            if wrong:
                out.append(f"{n.name} = {value!r} {wrong}")
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
