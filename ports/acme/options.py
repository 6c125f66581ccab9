"""`retro acme`'s own options, read by one parser: port.cli says --help and refuses an unknown
one before the window opens; the screens (screens/__init__.py) take --vier and --42 from it."""
from __future__ import annotations

import argparse

GAME_HELP = """ACME V1.0 (Atari ST, 1990/91): Risk for two at one screen, in German. Click the letters of
your names, then place, attack and regroup with the mouse; the menu bar holds the
frequency of the catastrophes, a new game, INFO, saving and loading (our addition).
A computer opponent is an extra: on the name keyboard, click COMPUTER instead of a name.
ACME 2's announced extras: --vier asks four names, --42 plays on 42 countries.
Without a window: retro sim acme --help, retro bench acme."""


def game_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="retro acme", usage="%(prog)s [--vier] [--42]",
                                description=GAME_HELP,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--vier", action="store_true", help="four players")
    p.add_argument("--42", dest="world42", action="store_true", help="the 42 countries")
    return p
