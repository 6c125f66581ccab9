"""The game master's commands (`retro twilight gm ...`): new, run, skip, deadline, computer,
rollback, replay. Every run says what it did with each file that arrived, whom it waits for,
and whether there are new packets to send (and only then lists them). What each does to the
game is mail/mastering.py's (the screens and the post do the same); here the command line:
its arguments, its passwords asked, the map picture it passes in."""
from __future__ import annotations

import calendar
import time
from pathlib import Path

from retro.play import Refusal

from ..mail import clock, keys, mastering, pbem
from .cli_common import check_players, file_lines, ask, password, pwfile_option, game_options, seed_of
from ..rules.state import Settings
from ..reports.texts import CLI
COMPUTER_SEAT = "computer"      # `gm new --schluessel A.txt B.txt computer`: that seat a computer race's


def add(gm) -> None:
    p = gm.add_parser("new", help=CLI["gm_new"])
    p.set_defaults(handler=_gm_new)
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    game_options(p)
    p.add_argument("--schluessel", nargs="+", metavar="DATEI", help=CLI["public_keys"])
    p.add_argument("--passwoerter", metavar="DATEI", help=CLI["pwfile_new"])
    p.add_argument("--adresse", dest="addresses", action="append", default=[], metavar="S2=ADRESSE",
                   help=CLI["addresses"])
    p.add_argument("--frist-tage", dest="days", type=int, metavar="N", help=CLI["deadline_days"])
    p.add_argument("--ohne-bild", dest="no_picture", action="store_true", help=CLI["no_picture"])
    p.add_argument("--ablauf", dest="flow", type=int, choices=(1, 2), default=2, help=argparse_hidden())
    p.add_argument("--kosten", type=int, help=argparse_hidden())           # scrypt n (tests: cheap)
    pwfile_option(p, "pwfile_gm")
    p = gm.add_parser("run", help=CLI["gm_run"])
    p.set_defaults(handler=_gm_run)
    _common(p)
    p = gm.add_parser("skip", aliases=["ueberspringen"], help=CLI["gm_skip"])
    p.set_defaults(handler=_gm_skip)
    _common(p)
    p.add_argument("players", nargs="*", metavar="S3", help=CLI["skip_players"])
    p = gm.add_parser("deadline", aliases=["frist"], help=CLI["gm_deadline"])
    p.set_defaults(handler=_gm_deadline)
    _common(p)
    p.add_argument("--bis", metavar="DATUM", help=CLI["until"])
    p.add_argument("--tage", type=int, metavar="N", help=CLI["days"])
    p.add_argument("--jeder-schritt", dest="every", action="store_true", help=CLI["every_step"])
    p.add_argument("--keine", dest="none", action="store_true", help=CLI["no_deadline"])
    p = gm.add_parser("computer", help=CLI["gm_computer"])
    p.set_defaults(handler=_gm_computer)
    _common(p)
    p.add_argument("players", nargs="+", metavar="S3", help=CLI["computer_players"])
    p.add_argument("--aus", dest="off", action="store_true", help=CLI["computer_off_help"])
    p = gm.add_parser("rollback", help=CLI["gm_rollback"])
    p.set_defaults(handler=_gm_rollback)
    _common(p)
    p.add_argument("--schritte", type=int, default=1, metavar="N", help=CLI["steps"])
    p = gm.add_parser("replay", help=CLI["gm_replay"])
    p.set_defaults(handler=_gm_replay)
    _common(p)
    p.add_argument("--runde", "--round", dest="round", type=int, required=True, metavar="R", help=CLI["round"])
    p.add_argument("--phase", required=True, metavar="P", help=CLI["phase"])
    p.add_argument("--haende", action="store_true", help=CLI["with_hands"])


def argparse_hidden():
    import argparse
    return argparse.SUPPRESS


def _common(p) -> None:
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    p.add_argument("--ohne-bild", dest="no_picture", action="store_true", help=CLI["no_picture"])
    p.add_argument("--aeltere-meisterdatei", dest="older", action="store_true", help=CLI["older_master"])
    pwfile_option(p)


def _pictures(args):
    """The map picture maker cli.main was given (the launcher's: screens.mapimage), unless
    --ohne-bild; the screens are above the command line, so it is handed down, not imported."""
    return None if getattr(args, "no_picture", False) else getattr(args, "picture", None)


# -- new ---------------------------------------------------------------------------------------------
def _gm_new(args) -> int:
    folder = Path(args.dir)
    if (folder / pbem.MASTER_FILE).exists():
        raise Refusal("exists", dir=folder)
    check_players(args.players)     # before anybody types a password
    if args.schluessel and args.passwoerter:
        raise Refusal("keys_or_passwords")
    settings = Settings(players=args.players, seed=seed_of(args), race_mode=args.rassen, map_mode=args.karte,
                        home_mode=args.heimat, max_rounds=args.runden, flow=args.flow, economy=args.wirtschaft)
    given = _given_addresses(args.addresses, args.players)
    computers = []
    if args.schluessel:
        if len(args.schluessel) != args.players:
            raise Refusal("key_count", want=args.players, have=len(args.schluessel))
        # each public key file checked before anything is made; the word computer: no file
        entries = [None if f.strip().lower() == COMPUTER_SEAT else keys.read_public_entry(f) for f in args.schluessel]
        computers = [p for p, e in enumerate(entries) if e is None]
        addresses = [given.get(p, e[2] if e else "") for p, e in enumerate(entries)]
        pw = password(args, CLI["ask_gm_passphrase"], twice=True)
        gm, pair = mastering.new_keys_game(folder, settings, [e[:2] if e else None for e in entries], pw,
                                           args.kosten, _pictures(args), addresses)
        mastering.tell_keys(gm, pair)
    else:
        if args.passwoerter:
            pws = file_lines(args.passwoerter)
            if len(pws) < args.players + 1:
                raise Refusal("pw_file_short", want=args.players + 1, have=len(pws))
            gm_pw, pws = pws[0], pws[1:args.players + 1]
        else:
            gm_pw = ask(CLI["ask_gm"], True)
            pws = [ask(CLI["ask_player"].format(player=f"S{i + 1}"), True) for i in range(args.players)]
        gm = mastering.new_password_game(folder, settings, gm_pw, pws, args.kosten, _pictures(args),
                                         [given.get(p, "") for p in range(args.players)])
    for p in computers:                 # known before the first report: "An: niemand (Computer)"
        gm.set_computer(p, True)
    mastering.made(gm, folder, settings, args.days)
    if computers:
        mastering.computer(gm, computers)   # as the game master's screen does it (gm_calls.gm_new)
    return 0


def _given_addresses(given: list, n: int) -> dict:
    """`--adresse S2=bert@example.org ...`: seat (from 0) -> address, each checked."""
    out_ = {}
    for item in given:
        seat, eq, address = item.partition("=")
        if not eq:
            raise Refusal("bad_seat_address", value=item, n=n)
        out_[_seat(seat, n)] = keys.check_address(address)
    return out_


def open_game(args) -> pbem.GameMaster:
    folder = Path(args.dir)
    if not (folder / pbem.MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / pbem.MASTER_FILE))
    keyed = pbem.GameMaster.mode_of(folder) == "schluessel"
    return mastering.open_with(folder, password(args, CLI["ask_gm_passphrase" if keyed else "ask_gm"]),
                               _pictures(args), getattr(args, "older", False))


def _gm_run(args) -> int:
    mastering.run(open_game(args))
    return 0


def _seat(text: str, n: int) -> int:
    t = text.strip().upper()
    if t.startswith("S") and t[1:].isdigit() and 1 <= int(t[1:]) <= n:
        return int(t[1:]) - 1
    raise Refusal("bad_player", value=text, n=n)


def _gm_skip(args) -> int:
    gm = open_game(args)
    mastering.skip(gm, [_seat(x, len(gm.game.players)) for x in args.players])
    return 0


def _when(text: str) -> float:
    """'2025-03-01' or '2025-03-01 18:00' (UTC) as seconds."""
    for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return calendar.timegm(time.strptime(text.strip(), fmt))
        except ValueError:
            continue
    raise Refusal("bad_date", value=text)


def _gm_deadline(args) -> int:
    gm = open_game(args)
    if args.none:
        return mastering.deadline(gm, None) or 0
    if args.tage is None and not args.bis:
        raise Refusal("deadline_how")
    until = _when(args.bis) if args.bis else clock.now() + args.tage * 86400
    mastering.deadline(gm, until, args.tage if args.every and args.tage else None)
    return 0


def _gm_computer(args) -> int:
    gm = open_game(args)
    mastering.computer(gm, [_seat(x, len(gm.game.players)) for x in args.players], args.off)
    return 0


def _gm_rollback(args) -> int:
    mastering.rollback(open_game(args), args.schritte)
    return 0


def _gm_replay(args) -> int:
    """The step in which that phase was played: the state then, the orders given in it (some
    ahead, flow 2), and what happened in that phase."""
    mastering.replay(open_game(args), args.round, args.phase, args.haende)
    return 0

