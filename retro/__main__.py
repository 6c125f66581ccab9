"""`retro` / `python -m retro`: the collection's launcher and its commands.

    retro                      the title menu
    retro GAME [ARGS...]       start a game directly (ARGS go to the port, e.g. `retro amalone 1024`)
    retro --kiosk              attract mode: demos when idle, no way out but the operator key
    retro sim GAME [OPTIONS]   computer-only games with no window, one JSON line per game
    retro bench [GAME]         benchmark figures
    retro web OUT_DIR          the web page: OUT_DIR/retro.pyxapp and retro.html (retro/web.py)
"""
from __future__ import annotations

import argparse
import os
import sys

from . import catalog, storage

USAGE_EPILOG = """commands:
  retro                      the title menu of the collection
  retro GAME [ARGS...]       start GAME directly; games: {games}
  retro sim GAME [OPTIONS]   play computer-only games with no window; prints one JSON line per game
  retro bench [GAME]         print benchmark figures (all scenes, or one game's)
  retro web OUT_DIR          build the web page: OUT_DIR/retro.pyxapp and OUT_DIR/retro.html
  retro GAME --help          a game's own options, where it has any

keys in the menu: arrows or mouse choose, Return or a click starts, 1-4 start directly, Esc quits.
In kiosk mode the operator key Ctrl+Shift+F12 quits.
"""


def _positive(text: str) -> int:
    """A whole number of at least 1 (argparse's usual one-line error otherwise)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{n} is less than 1")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="retro",
        description="Faithful recreations of EMPERADO, ACME, Twilight Imperium (PBEM) and aMalone.",
        epilog=USAGE_EPILOG.format(games=", ".join(g.key for g in catalog.GAMES)),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", nargs="?", help="game to start (or: sim, bench, web)")
    p.add_argument("--scale", type=_positive, metavar="N",
                   help="whole-number window scale (default: the largest that fits the desktop)")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen")
    p.add_argument("--data", metavar="DIR", help="folder for saves and settings")
    p.add_argument("--seed", type=int, metavar="N", help="seed for the dice (reproducible games)")
    p.add_argument("--lang", choices=("de", "nl", "en"), help="language of the texts")
    p.add_argument("--kiosk", action="store_true", help="attract mode for an unattended machine")
    p.add_argument("--demo-sound", action="store_true",
                   help="kiosk: let the demos and the menu's tune play their sounds (quiet otherwise)")
    p.add_argument("--volume", type=int, choices=range(0, 8), metavar="0-7",
                   help="sound volume, remembered (F10 mutes and unmutes in every game)")
    p.add_argument("--idle", type=_positive, default=30, metavar="SECONDS",
                   help="kiosk: seconds without input before a demo starts (default 30)")
    p.add_argument("--demo-seconds", type=_positive, default=180, metavar="SECONDS",
                   help="kiosk: seconds each game's demo is shown before the next (default 180)")
    p.add_argument("--frames", type=_positive, metavar="N", help=argparse.SUPPRESS)  # headless smoke run
    p.add_argument("--screenshot", metavar="PNG", help=argparse.SUPPRESS)         # after --frames
    return p


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:           # Ctrl+C: the usual exit status, no traceback
        return 130


def _main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "sim":
        return _sim(argv[1:])
    if argv and argv[0] == "bench":
        from . import bench

        return bench.main(argv[1:])
    if argv and argv[0] == "web":
        from . import web

        return web.main(argv[1:])
    parser = build_parser()
    if argv and argv[0] in catalog.BY_KEY and ("-h" in argv[1:] or "--help" in argv[1:]):
        return _game_help(argv[0], argv[1:], parser)
    options, rest = parser.parse_known_args(argv)
    options.game_args = rest
    if options.game is not None and options.game not in catalog.BY_KEY:
        parser.error(f"unknown game {options.game!r}; games: "
                     + ", ".join(g.key for g in catalog.GAMES))
    if options.game is None and rest:
        parser.error("unrecognised arguments: " + " ".join(rest))
    if options.data:
        storage.set_data_dir(options.data)
    return run(options)


def _game_help(key: str, args: list[str], parser) -> int:
    """`retro GAME [...] --help`: the game's own help (its cli answers it), else ours."""
    mod = catalog.port_module(key)
    if mod is not None and hasattr(mod, "cli"):
        import argparse

        code = mod.cli(argparse.Namespace(game=key, game_args=args, seed=None, lang=None,
                                          kiosk=False, data=None))
        if code is not None:
            return int(code)
    parser.print_help()
    return 0


def _sim(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: retro sim GAME [OPTIONS]   (retro sim GAME --help for a game's options)")
        return 0 if argv else 2
    key, rest = argv[0], argv[1:]
    if key not in catalog.BY_KEY:
        print(f"retro sim: unknown game {key!r}", file=sys.stderr)
        return 2
    mod = catalog.port_module(key)
    if mod is not None and hasattr(mod, "sim_games"):
        from . import simulate

        return simulate.run(mod, rest)       # the one loop over retro.play.Match
    print(f"retro sim: {catalog.BY_KEY[key].title} has no simulation yet", file=sys.stderr)
    return 2


def first_scene(options):
    """The scene the app starts with: the menu, or a game chosen on the command line."""
    from .launcher import Launcher, _options_for

    if options.game is None:
        return Launcher(options)
    mod = catalog.port_module(options.game)
    if mod is None or not hasattr(mod, "start"):
        launcher = Launcher(options)
        launcher.notice = None
        launcher.selected = [g.key for g in catalog.GAMES].index(options.game)
        launcher.start(launcher.selected)  # sets the "not built yet" notice
        return launcher
    return _PortStarter(mod, _options_for(options, options.game))


class _PortStarter:
    """Defers a port's start() until the App exists (ports get the app)."""

    def __init__(self, mod, options):
        self.mod, self.options = mod, options


def run(options) -> int:
    os.environ.setdefault("PYXEL_QUIET", "1")
    if options.game is not None:
        mod = catalog.port_module(options.game)
        if mod is not None and hasattr(mod, "cli"):
            code = mod.cli(options)
            if code is not None:
                return int(code)
    if options.screenshot:
        problem = _unwritable(options.screenshot)
        if problem:                          # said before the frames are run, not after
            return _no_screenshot(options.screenshot, problem)
    from . import browser, screen, sound
    from .scenes import App

    # the kiosk keeps its demos and the menu's tune quiet unless the operator asks for them
    sound.demo_quiet = bool(options.kiosk and not options.demo_sound)
    if browser.IN_BROWSER:
        # a web page: the data folder comes back from IndexedDB, and the first scene waits for it
        browser.keep(storage.data_root())
    first = first_scene(options)
    headless = options.frames is not None
    if browser.IN_BROWSER and not browser.ready():
        machine = first.get_machine() if not isinstance(first, _PortStarter) else \
            _machine_of(first, options)
        screen.init(machine, headless=headless, scale=options.scale, fps=1000 if headless else None,
                    record=not options.kiosk, fullscreen=options.fullscreen)
        from .scenes import Waiting

        app = App(Waiting(machine, browser.ready, lambda app: _begin(app, first, options)))
    elif isinstance(first, _PortStarter):
        machine = _machine_of(first, options)
        screen.init(machine, headless=headless, scale=options.scale,
                    fps=1000 if headless else None, record=not options.kiosk,
                    fullscreen=options.fullscreen)
        app = App(_Blank(machine))
        app.replace(first.mod.start(app, first.options))
    else:
        # an unattended kiosk records no video: pyxel's recorder grew a window by 122 MiB
        screen.init(first.get_machine(), headless=headless, scale=options.scale,
                    fps=1000 if headless else None, record=not options.kiosk,
                    fullscreen=options.fullscreen)
        app = App(first)
    if options.volume is not None:
        sound.set_volume(options.volume)
    if options.kiosk:
        from .kiosk import guard

        guard(app, options.demo_seconds)
    if headless:
        from .input import Input

        for _ in range(options.frames):
            app.frame(Input())
            if app.quit_requested:
                break
        if options.screenshot:
            import pyxel

            try:
                pyxel.screenshot(options.screenshot, 2)
            except Exception as e:           # pyxel says only "Failed to save file"
                return _no_screenshot(options.screenshot, str(e))
        return 0
    app.run()
    return 0


def _unwritable(path: str) -> str:
    """Why a file cannot be written at `path` ("" when it looks writable)."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "it is a folder"
    if not os.path.isdir(folder):
        return f"no folder {folder}"
    if not os.access(folder, os.W_OK):
        return f"the folder {folder} is not writable"
    return ""


def _no_screenshot(path: str, why: str) -> int:
    print(f"retro: cannot write the screenshot {path}: {why}", file=sys.stderr)
    return 1


def _machine_of(first, options):
    from .machines import MACHINES

    return MACHINES[first.mod.MACHINE]      # required of every port (catalog.SURFACE)


def _begin(app, first, options) -> None:
    """The app's real start once the data folder is there (a web page: back from IndexedDB):
    the remembered sound, then the first scene, which may read its files now."""
    from . import browser, sound

    sound.load_settings()
    sound.set_volume(options.volume if options.volume is not None else sound.volume)
    browser.began_at = app.frame_no
    if isinstance(first, _PortStarter):
        app.replace(first.mod.start(app, first.options))
    else:
        app.replace(first)


class _Blank:
    """Placeholder bottom of the stack while a port's first scene is built."""

    pointer = None

    def __init__(self, machine):
        self.machine = machine

    def get_machine(self):
        return self.machine

    def entered(self):
        pass


if __name__ == "__main__":
    sys.exit(main())
