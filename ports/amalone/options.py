"""`retro amalone`'s own options, read by one parser: port.cli says --help and refuses an
unknown one before the window opens; the screens (game_screen.max_plies_of) take PLIES from it."""
from __future__ import annotations

import argparse

ENGINE_HELP = """--engine plays through the engine protocol on standard input and output (no window):
  isready, position startpos|belgian|german [moves ...],
  position fields black=... white=... [turn=black|white],
  position abp <61 fields> [1|2], moves, perft N,
  go [depth N] [movetime MS] [nodes N] [level L] (info lines, then bestmove),
  stop, quit; `aep` switches to the Abalone Engine Protocol's move spelling
  (a1b2, c6c7d6) in the usual coordinates"""


def _plies(text: str) -> int:
    if not (text.isdigit() and int(text) > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is no number of plies (a whole number, 1 or more)")
    return int(text)


def game_parser() -> argparse.ArgumentParser:
    """`retro amalone`'s own options (the screens read PLIES from it too)."""
    p = argparse.ArgumentParser(prog="retro amalone", usage="%(prog)s [PLIES] [--engine]",
                                epilog=ENGINE_HELP,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("plies", nargs="?", type=_plies, metavar="PLIES",
                   help="size of the game buffer in plies (default 512), as `aMalone 1024` on the Amiga")
    p.add_argument("--engine", action="store_true",
                   help="play through the engine protocol on standard input and output (no window)")
    return p
