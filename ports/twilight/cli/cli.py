"""The command line: play Twilight Imperium by e-mail without screens.

    retro twilight player key --name NAME          a player makes his keys (once)
    retro twilight gm new DIR --players 4 --schluessel S1.txt S2.txt ...   (or passwords)
    retro twilight gm run DIR                  what arrived in DIR/eingang in, packets to DIR/ausgang
    retro twilight gm skip|deadline|computer|rollback|replay DIR ...
    retro twilight player show|orders|auto PACKET ...
    retro twilight player passphrase
    retro twilight hotseat --players N [--computer 2,3]

The game master's commands are in gm_commands.py, a player's in player_commands.py.
Passwords and passphrases are asked with getpass (never echoed) or read from a file the
user names; they are never printed nor stored in clear. Every text comes from texts.py; a
refusal (retro.play.Refusal) is said through texts.explain.
"""
from __future__ import annotations

import argparse
import os
import re
import sys

from retro import storage
from retro.play import Refusal

from .cli_common import game_options, out  # noqa: F401  (out: what a command says)
from ..reports.texts import ARGPARSE, CLI, explain


LOCK_WAIT = 120.0        # seconds a command of the game master waits for a pass of the post

# -- argparse in German --------------------------------------------------------------------------
class _Formatter(argparse.RawDescriptionHelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        # the prefix goes in here, so that wrapped usage lines stay lined up under it
        super().add_usage(usage, actions, groups, ARGPARSE["usage"] if prefix is None else prefix)


class GermanParser(argparse.ArgumentParser):
    """argparse speaks English: what it prints is said in German (texts.ARGPARSE)."""

    def __init__(self, *args, **kw):
        kw.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kw)

    def format_help(self) -> str:
        text = super().format_help()
        for english, german in ARGPARSE["help"]:
            text = re.sub(english, german, text, flags=re.M)
        return text

    def error(self, message: str):
        for english, german in ARGPARSE["errors"]:
            message = re.sub(english, german, message)
        self.print_usage(sys.stderr)
        self.exit(2, ARGPARSE["error"].format(prog=self.prog, message=message))


# -- the parser -----------------------------------------------------------------------------------
def parser() -> argparse.ArgumentParser:
    from . import gm_commands, player_commands, post_commands
    ap = GermanParser(prog=CLI["prog"], description=CLI["description"], epilog=CLI["epilog"])
    sub = ap.add_subparsers(dest="cmd", metavar="{gm,player,hotseat}")
    gm = sub.add_parser("gm", aliases=["spielleiter"], help=CLI["gm"]).add_subparsers(dest="sub", metavar="")
    gm_commands.add(gm)
    post_commands.add_gm(gm)
    pl = sub.add_parser("player", aliases=["spieler"], help=CLI["player"]).add_subparsers(dest="sub", metavar="")
    player_commands.add(pl)
    post_commands.add_player(pl)
    p = sub.add_parser("hotseat", help=CLI["hotseat"])
    p.set_defaults(handler=player_commands._hotseat)
    game_options(p)
    p.add_argument("--computer", default="", metavar="2,3", help=CLI["computer"])
    return ap


def main(argv: list, seed: int | None = None, picture=None) -> int:
    """Run one command; returns the exit code (0 done, 1 refused, 2 bad command line).
    picture: the packets' map picture maker (game -> PNG bytes or None: port.map_picture,
    the screens' mapimage), None for packets without one."""
    from .post_commands import argv_with_default
    ap = parser()
    try:
        args = ap.parse_args(argv_with_default(argv))
    except SystemExit as e:
        return int(e.code or 0)
    handler = getattr(args, "handler", None)
    if handler is None:                 # "gm" or nothing: which command?
        ap.print_help()
        return 2
    if getattr(args, "seed", None) is None:
        args.seed = seed
    args.picture = picture
    try:
        if getattr(args, "cmd", "") in ("gm", "spielleiter") and getattr(args, "sub", "") not in ("new", "post", "wache",
                                                                                                 "watch"):
            from ..mail.lock import GameLock
            with GameLock(args.dir, wait=LOCK_WAIT):       # not while the post's pass works on it
                return handler(args)
        return handler(args)
    except Refusal as e:
        out(explain(e))
    except storage.StorageError as e:          # a folder that cannot be written, a full disc
        out(storage.message(e, "de"))
    except (EOFError, KeyboardInterrupt):      # the password prompt closed
        out(CLI["aborted"])
    except BrokenPipeError:                    # "... | more" closed before the end: not an error
        sys.stdout = open(os.devnull, "w")
        return 0
    return 1
