"""The command line: play Twilight Imperium by e-mail without screens.

    retro twilight gm new DIR --players 4 [--seed S] [--karte ..] [--rassen ..] [--heimat ..]
    retro twilight gm run DIR                  orders from DIR/eingang in, packets to DIR/ausgang
    retro twilight gm rollback DIR [--schritte N]
    retro twilight gm replay DIR --runde R --phase P [--haende]
    retro twilight player show PACKET [--hand]
    retro twilight player orders PACKET [ORDERSFILE|-]
    retro twilight player auto PACKET
    retro twilight hotseat --players N [--computer 2,3]

Passwords are asked with getpass (never echoed) or read from a file the user names; they are
never printed nor stored in clear. Every text comes from texts.CLI, MESSAGES, PHASES and
ARGPARSE; a refusal (retro.play.Refusal) is said through texts.explain.
"""
from __future__ import annotations

import argparse
import getpass
import os
import re
import shutil
import sys
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import ai, crypto, engine, movement, notation, pbem, report, setup, units
from .state import PHASES as PHASE_ORDER, Settings
from .texts import ARGPARSE, CLI, PHASES, SECTIONS, explain

ARCHIVE, REJECTED = "archiv", "abgelehnt"      # where the game master's in-box files go


def _out(text: str = "") -> None:
    print(text, file=sys.stdout)


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
    ap = GermanParser(prog=CLI["prog"], description=CLI["description"], epilog=CLI["epilog"])
    sub = ap.add_subparsers(dest="cmd", metavar="{gm,player,hotseat}")
    gm = sub.add_parser("gm", aliases=["spielleiter"], help=CLI["gm"]).add_subparsers(dest="sub", metavar="")
    p = gm.add_parser("new", help=CLI["gm_new"])
    p.set_defaults(handler=_gm_new)
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    _game_options(p)
    p.add_argument("--passwoerter", metavar="DATEI", help=CLI["pwfile_new"])
    p.add_argument("--kosten", type=int, default=crypto.DEFAULT_COST, help=argparse.SUPPRESS)  # scrypt n
    p = gm.add_parser("run", help=CLI["gm_run"])
    p.set_defaults(handler=_gm_run)
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])
    p = gm.add_parser("rollback", help=CLI["gm_rollback"])
    p.set_defaults(handler=_gm_rollback)
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    p.add_argument("--schritte", type=int, default=1, metavar="N", help=CLI["steps"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])
    p = gm.add_parser("replay", help=CLI["gm_replay"])
    p.set_defaults(handler=_gm_replay)
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    p.add_argument("--runde", "--round", dest="round", type=int, required=True, metavar="R", help=CLI["round"])
    p.add_argument("--phase", required=True, metavar="P", help=CLI["phase"])
    p.add_argument("--haende", action="store_true", help=CLI["with_hands"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])

    pl = sub.add_parser("player", aliases=["spieler"], help=CLI["player"]).add_subparsers(dest="sub", metavar="")
    p = pl.add_parser("show", help=CLI["player_show"])
    p.set_defaults(handler=_player_show)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("--hand", action="store_true", help=CLI["hand"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])
    p = pl.add_parser("orders", help=CLI["player_orders"])
    p.set_defaults(handler=_player_orders)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("orders", metavar="BEFEHLE", nargs="?", default="-", help=CLI["ordersfile"])
    p.add_argument("--ausgabe", metavar="ORDNER", help=CLI["out"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])
    p = pl.add_parser("auto", help=CLI["player_auto"])
    p.set_defaults(handler=_player_auto)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("--ausgabe", metavar="ORDNER", help=CLI["out"])
    p.add_argument("--passwort-datei", dest="pwfile", metavar="DATEI", help=CLI["pwfile"])

    p = sub.add_parser("hotseat", help=CLI["hotseat"])
    p.set_defaults(handler=_hotseat)
    _game_options(p)
    p.add_argument("--computer", default="", metavar="2,3", help=CLI["computer"])
    return ap


def _game_options(p) -> None:
    p.add_argument("--players", "--spieler", dest="players", type=int, default=4, metavar="N", help=CLI["players"])
    p.add_argument("--seed", type=int, metavar="S", help=CLI["seed"])
    p.add_argument("--karte", choices=("fertig", "bauen"), default="fertig", help=CLI["karte"])
    p.add_argument("--rassen", choices=("los", "wunsch"), default="los", help=CLI["rassen"])
    p.add_argument("--heimat", choices=("wuerfeln", "bieten"), default="wuerfeln", help=CLI["heimat"])
    p.add_argument("--runden", type=int, default=30, metavar="R", help=CLI["runden"])


def main(argv: list, seed: int | None = None) -> int:
    """Run one command; returns the exit code (0 done, 1 refused, 2 bad command line)."""
    ap = parser()
    try:
        args = ap.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    handler = getattr(args, "handler", None)
    if handler is None:                 # "gm" or nothing: which command?
        ap.print_help()
        return 2
    if getattr(args, "seed", None) is None:
        args.seed = seed
    try:
        return handler(args)
    except Refusal as e:
        _out(explain(e))
    except storage.StorageError as e:          # a folder that cannot be written, a full disc
        _out(storage.message(e, "de"))
    except (EOFError, KeyboardInterrupt):      # the password prompt closed
        _out(CLI["aborted"])
    except BrokenPipeError:                    # "... | more" closed before the end: not an error
        sys.stdout = open(os.devnull, "w")
        return 0
    return 1


# -- passwords ------------------------------------------------------------------------------------
def _file_lines(name) -> list:
    try:
        return [x.strip() for x in Path(name).read_text(encoding="utf-8").splitlines() if x.strip()]
    except (OSError, UnicodeDecodeError):
        raise Refusal("file_missing", name=name) from None


def _ask(prompt: str, twice: bool = False) -> str:
    pw = getpass.getpass(prompt)
    if twice and getpass.getpass(CLI["ask_again"]) != pw:
        raise Refusal("pw_mismatch")
    return pw


def _password(args, prompt: str) -> str:
    if args.pwfile:
        lines = _file_lines(args.pwfile)
        if not lines:
            raise Refusal("pw_file_short", want=1, have=0)
        return lines[0]
    return _ask(prompt)


# -- the game master --------------------------------------------------------------------------------
def _check_players(n: int) -> None:
    if not setup.MIN_PLAYERS <= n <= setup.MAX_PLAYERS:
        raise Refusal("player_count", lo=setup.MIN_PLAYERS, hi=setup.MAX_PLAYERS)


def _gm_new(args) -> int:
    folder = Path(args.dir)
    if (folder / "meister.txt").exists():
        raise Refusal("exists", dir=folder)
    _check_players(args.players)     # before anybody types a password
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(6), "big")
    settings = Settings(players=args.players, seed=seed, race_mode=args.rassen, map_mode=args.karte,
                        home_mode=args.heimat, max_rounds=args.runden)
    if args.passwoerter:
        pws = _file_lines(args.passwoerter)
        if len(pws) < args.players + 1:
            raise Refusal("pw_file_short", want=args.players + 1, have=len(pws))
        gm_pw, pws = pws[0], pws[1:args.players + 1]
    else:
        gm_pw = _ask(CLI["ask_gm"], True)
        pws = [_ask(CLI["ask_player"].format(player=f"S{i + 1}"), True) for i in range(args.players)]
    folder.mkdir(parents=True, exist_ok=True)
    gm = pbem.GameMaster.create(folder, settings, gm_pw, pws, args.kosten)
    _out(CLI["created"].format(dir=folder, players=args.players, karte=args.karte, rassen=args.rassen,
                               heimat=args.heimat, runden=args.runden))
    _packets_and_waiting(gm)
    return 0


def _open(args) -> pbem.GameMaster:
    folder = Path(args.dir)
    if not (folder / "meister.txt").exists():
        raise Refusal("file_missing", name=str(folder / "meister.txt"))
    return pbem.GameMaster.open(folder, _password(args, CLI["ask_gm"]))


def _packets_and_waiting(gm) -> None:
    g = gm.game
    _out(CLI["state"].format(status=report.status(g)))
    if g.phase == "ende":
        return
    _out(CLI["packets"])
    for p in range(len(g.players)):
        _out(CLI["send_packet"].format(player=f"S{p + 1}", path=gm.packet_path(p)))
    _out(CLI["waiting"].format(players=", ".join(f"S{p + 1}" for p in engine.missing(g)) or "-"))
    _out(CLI["inbox_hint"].format(inbox=gm.folder / pbem.INBOX, dir=gm.folder))


def _move(path: Path, folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    dst, i = folder / path.name, 1
    while dst.exists():
        dst, i = folder / f"{path.stem}_{i}{path.suffix}", i + 1
    shutil.move(str(path), str(dst))


def _gm_run(args) -> int:
    gm = _open(args)
    inbox = gm.folder / pbem.INBOX
    for f in sorted(inbox.glob("*.txt")) if inbox.is_dir() else []:
        try:
            p = gm.receive(f)
        except Refusal as e:
            _out(CLI["refused"].format(name=f.name, reason=explain(e)))
            _move(f, gm.folder / REJECTED)
            continue
        _out(CLI["accepted"].format(name=f.name, player=f"S{p + 1}"))
        _move(f, gm.folder / ARCHIVE)
    g = gm.game
    if g.phase != "ende" and engine.ready(g):
        seen, rnd, ph = len(g.log), g.round, g.phase
        gm.resolve()
        _out(CLI["resolved"].format(round=rnd, phase=PHASES.get(ph, ph)))
        _out(CLI["happened"])
        _out(report.events(g, seen))
    _packets_and_waiting(gm)
    return 0


def _gm_rollback(args) -> int:
    gm = _open(args)
    gm.rollback(args.schritte)
    _out(CLI["rolled_back"].format(n=args.schritte))
    _packets_and_waiting(gm)
    return 0


def _phase_key(text: str) -> str:
    t = text.strip().lower()
    if t.isdigit() and 1 <= int(t) <= len(PHASE_ORDER):
        return PHASE_ORDER[int(t) - 1]
    for key, name in PHASES.items():
        if t in (key, name.lower(), name.lower().split(". ")[-1]):
            return key
    return t


def _gm_replay(args) -> int:
    gm = _open(args)
    want = (args.round, _phase_key(args.phase))
    record = gm.game.record
    walk = gm.steps()
    for i, g in walk:
        if (g.round, g.phase) != want:
            continue
        _out(CLI["replay_head"].format(step=i, round=g.round, phase=PHASES.get(g.phase, g.phase)))
        for name, text in ((SECTIONS["track"], report.track(g)), (SECTIONS["players"], report.players(g)),
                           (SECTIONS["map"], report.galaxy_map(g))):
            _out(f"== {name} ==")
            _out(text)
        if args.haende:
            for p in range(len(g.players)):
                _out(CLI["hand_of"].format(player=f"S{p + 1}"))
                _out(report.hand(g, p))
        _out(f"== {CLI['replay_orders'].rstrip(':')} ==")
        if i < len(record):
            _out("\n".join(record[i].splitlines()[1:]))
            seen = len(g.log)
            _, after = next(walk)
            _out(f"== {CLI['happened'].rstrip(':')} ==")
            _out(report.events(after, seen))
        else:
            _out(CLI["replay_none"])
        return 0
    raise Refusal("no_step")


# -- a player ---------------------------------------------------------------------------------------
def _desk(args, packet_path) -> tuple:
    desk = pbem.PlayerDesk(Path(packet_path).parent, _password(args, CLI["ask_own"]))
    return desk, desk.read_packet(packet_path)


def _print_public(pk) -> None:
    for name, text in pk.sections.items():
        if name not in (SECTIONS["hand"], SECTIONS["data"]):
            _out(f"== {name} ==")
            _out(text)


def _player_show(args) -> int:
    if args.hand or args.pwfile:
        _, pk = _desk(args, args.packet)
        _print_public(pk)
        _out(f"== {SECTIONS['hand']} ==")
        _out(pk.hand)
    else:
        _print_public(pbem.read_public(args.packet))
        _out(CLI["hand_hint"])
    return 0


def _with_player(text: str, p: int) -> str:
    """Lines without "S<n>" in front are the packet's player's own orders."""
    out = []
    for line in text.splitlines():
        w = line.split()
        if w and not line.lstrip().startswith("#") and not (w[0].upper().startswith("S") and w[0][1:].isdigit()):
            line = f"S{p + 1} {line.strip()}"
        out.append(line)
    return "\n".join(out)


def _player_orders(args) -> int:
    if args.orders == "-":
        if sys.stdin.isatty():
            _out(CLI["orders_type"])
        text = sys.stdin.read()
    else:
        try:
            raw = Path(args.orders).read_bytes()
        except OSError:
            raise Refusal("file_missing", name=args.orders) from None
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:      # written with a Windows or DOS editor: "Jäger" in cp1252
            text = raw.decode("cp1252", errors="replace")
    desk, pk = _desk(args, args.packet)
    v = pk.view()
    kept = engine.read(v, pk.player, notation.lines(_with_player(text, pk.player)))   # as far as the packet tells
    for lab, u, n in movement.left_behind(v, pk.player, kept):
        _out(CLI["left_behind"].format(system=lab, units=units.UNITS[u].count(n)))
    return _write(args, desk, pk, "\n".join(o.text() for o in kept))     # in the spelling the record keeps


def _player_auto(args) -> int:
    desk, pk = _desk(args, args.packet)
    v = pk.view()
    if pk.player not in engine.awaited(v) or v.phase == "ende":
        raise Refusal("game_over" if v.phase == "ende" else "not_awaited", player=f"S{pk.player + 1}")
    orders = ai.orders_for(v, pk.player)
    return _write(args, desk, pk, "\n".join(o.text() for o in orders))


def _write(args, desk, pk, text) -> int:
    path = desk.write_orders(pk, text, args.ausgabe)
    _out(CLI["orders_of"].format(player=f"S{pk.player + 1}"))
    _out("\n".join(o.text() for o in notation.parse_all(text)) or CLI["orders_none"])
    _out(CLI["orders_written"].format(path=path))
    _out(CLI["orders_send"])
    return 0


# -- hot seat ---------------------------------------------------------------------------------------
def _hotseat(args) -> int:
    """The game on one machine: a Match whose seats are the humans at the keyboard and the
    computer races; each human types his orders, a blank line ends them."""
    from retro.play import Match, Seat
    from .match import RULES
    from .orders import Orders
    _check_players(args.players)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(6), "big")
    settings = Settings(players=args.players, seed=seed, race_mode=args.rassen, map_mode=args.karte,
                        home_mode=args.heimat, max_rounds=args.runden)
    computer = {int(x) - 1 for x in args.computer.split(",") if x.strip().isdigit()}
    match = Match(RULES, settings, seed, [Seat.cpu() if p in computer else Seat.human()
                                          for p in range(args.players)], checkpoints=False)
    seen = {p: 0 for p in range(args.players)}
    while not match.over:
        waiting = match.humans_awaited()
        if not waiting:
            match.think(50.0)
            continue
        g, p = match.state, waiting[0]
        _out(CLI["hs_turn"].format(player=f"S{p + 1}", name=g.players[p].name, status=report.status(g)))
        _out(report.events(g, seen[p]))
        seen[p] = len(g.log)
        _out(f"== {SECTIONS['hand']} ==")
        _out(report.hand(g, p))
        _out(report.orders_help(g, p))
        _out(CLI["hs_prompt"])
        lines = []
        while True:
            line = sys.stdin.readline()
            if not line:
                _out(CLI["hs_quit"])
                return 0
            if not line.strip():
                break
            word = line.strip().lower()
            if word == "karte":
                _out(report.overview(g))
                _out(report.galaxy_map(g))
            elif word == "spieler":
                _out(report.track(g))
                _out(report.players(g))
            else:
                lines.append(line.rstrip("\n"))
        try:
            orders = engine.read(g, p, notation.lines(_with_player("\n".join(lines), p)))
            behind = movement.left_behind(g, p, orders)
            match.play(p, Orders(p, tuple(orders)))
        except Refusal as e:
            _out(explain(e))
            continue
        for lab, u, n in behind:
            _out(CLI["left_behind"].format(system=lab, units=units.UNITS[u].count(n)))
        _out(CLI["hs_taken"].format(player=f"S{p + 1}"))
    _out(report.status(match.state))
    return 0
