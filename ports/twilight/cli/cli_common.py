"""What the command line's parts share (cli.py, gm_commands.py, player_commands.py): saying
a line (mail/saying.py's, here for the commands), the game's options, and passwords or passphrases asked (getpass, never echoed) or
read from a file the user names."""
from __future__ import annotations

import getpass
import os

from retro.play import Refusal

from ..mail.saying import out, said_here  # noqa: F401  (the commands' saying, kept below them)
from ..reports.texts import CLI
from ..rules.state import ECONOMIES


def game_options(p) -> None:
    p.add_argument("--players", "--spieler", dest="players", type=int, default=4, metavar="N", help=CLI["players"])
    p.add_argument("--seed", type=int, metavar="S", help=CLI["seed"])
    p.add_argument("--karte", choices=("fertig", "bauen"), default="fertig", help=CLI["karte"])
    p.add_argument("--rassen", choices=("los", "wunsch"), default="los", help=CLI["rassen"])
    p.add_argument("--heimat", choices=("wuerfeln", "bieten"), default="wuerfeln", help=CLI["heimat"])
    p.add_argument("--runden", type=int, default=30, metavar="R", help=CLI["runden"])
    p.add_argument("--wirtschaft", choices=ECONOMIES, default="original", help=CLI["wirtschaft"])


def pwfile_option(p, help_key: str = "pwfile") -> None:
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI[help_key])
    p.add_argument("--passwort-umgebung", dest="pwenv", metavar="NAME", help=CLI["pwenv"])


PASSWORD_FILE = 64 * 1024           # a file of passwords: a few lines; more is no such file


def read_limited(name, limit: int) -> bytes:
    """A file the user names, at most `limit` bytes of it read (/dev/zero or a device never
    ends, a huge file must not fill the memory): Refusal file_missing if it cannot be read
    (none, a folder), file_too_large if it holds more."""
    try:
        with open(name, "rb") as f:
            raw = f.read(limit + 1)
    except (OSError, ValueError):
        raise Refusal("file_missing", name=name) from None
    if len(raw) > limit:
        raise Refusal("file_too_large", name=name, limit=limit // 1024)
    return raw


# -- passwords and passphrases --------------------------------------------------------------------
def file_lines(name) -> list:
    raw = read_limited(name, PASSWORD_FILE)
    try:
        text = raw.decode("utf-8")      # as ever (a byte-order mark stays: games made with it)
    except UnicodeDecodeError:
        raise Refusal("file_missing", name=name) from None
    return [x.strip() for x in text.splitlines() if x.strip()]


def ask(prompt: str, twice: bool = False) -> str:
    pw = getpass.getpass(prompt)
    if twice and getpass.getpass(CLI["ask_again"]) != pw:
        raise Refusal("pw_mismatch")
    return pw


def password(args, prompt: str, twice: bool = False, line: int = 0) -> str:
    """From --passwort-umgebung (an environment variable: a run without a terminal), from
    --passwort-datei (its line `line`) or asked."""
    if getattr(args, "pwenv", None) and line == 0:
        value = os.environ.get(args.pwenv, "")
        if not value:
            raise Refusal("post_env_missing", name=args.pwenv)
        return value
    if args.pwfile:
        lines = file_lines(args.pwfile)
        if len(lines) <= line:
            raise Refusal("pw_file_short", want=line + 1, have=len(lines))
        return lines[line]
    return ask(prompt, twice)


def seed_of(args) -> int:
    return args.seed if args.seed is not None else int.from_bytes(os.urandom(6), "big")


def check_players(n: int) -> None:
    from ..rules import setup
    if not setup.MIN_PLAYERS <= n <= setup.MAX_PLAYERS:
        raise Refusal("player_count", lo=setup.MIN_PLAYERS, hi=setup.MAX_PLAYERS)
