"""`retro emperado`'s own options, read by one parser: port.cli says --help and refuses an
unknown one before the window opens; the screens (screens.extras_of) take the extras from it."""
from __future__ import annotations

import argparse

GAME_HELP = """EMPERADO (Atari ST, 1988). Extras beside the faithful game, all off by default
(the box "Extras" in the Spielmenu switches them too).
Saves (*.EMP) and SETTINGS.EMP live in the data folder (retro --data DIR).
Without a window: retro sim emperado --help, retro bench emperado."""


def game_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="retro emperado",
                                usage="%(prog)s [--odds] [--graph] [--colour] [--march-in]",
                                description=GAME_HELP,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--odds", action="store_true", help="show the chance to liberate before the click")
    p.add_argument("--graph", action="store_true",
                   help="a graph of countries and armies per party at the end")
    p.add_argument("--colour", "--color", action="store_true",
                   help="fill the parties with colours instead of patterns")
    p.add_argument("--march-in", action="store_true",
                   help="choose how many armies march into a liberated country (as in Lux and "
                        "Domination); without it all but one march in, as in 1988")
    return p
