"""A player's commands (`retro twilight player ...`): key, passphrase, show, orders, auto; and
the hot seat. In a game of keys the player's program opens his packets with his key file
(his data folder, or --schluessel) and its passphrase; in a game of passwords with his
password, as the first program did."""
from __future__ import annotations

import sys
from pathlib import Path

from retro.play import Refusal

from ..computer import ai
from ..mail import crypto, desk, inbox, keys
from ..rules import engine, movement, notation, units
from ..reports import report
from .cli_common import check_players, out, password, pwfile_option, read_limited, seed_of
from ..rules.state import Settings
from ..reports.texts import CLI, SECTIONS, explain

ORDERS_TEXT = 4 * 1024 * 1024       # a text of orders to check (`player orders`): more is none


def add(pl) -> None:
    p = pl.add_parser("key", aliases=["schluessel"], help=CLI["player_key"])
    p.set_defaults(handler=_player_key)
    p.add_argument("--name", required=True, help=CLI["key_name"])
    p.add_argument("--adresse", default="", metavar="ADRESSE", help=CLI["key_address"])
    _keyfile_option(p)
    p.add_argument("--ausgabe", metavar="ORDNER", help=CLI["out_public"])
    p.add_argument("--kosten", type=int, default=crypto.KEY_FILE_COST, help=_hidden())
    pwfile_option(p, "pwfile_new_passphrase")
    p = pl.add_parser("passphrase", aliases=["passwort"], help=CLI["player_passphrase"])
    p.set_defaults(handler=_player_passphrase)
    _keyfile_option(p)
    p.add_argument("--kosten", type=int, default=crypto.KEY_FILE_COST, help=_hidden())
    pwfile_option(p, "pwfile_change")
    p = pl.add_parser("show", help=CLI["player_show"])
    p.set_defaults(handler=_player_show)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("--hand", action="store_true", help=CLI["hand"])
    _keyfile_option(p, True)
    pwfile_option(p)
    p = pl.add_parser("orders", help=CLI["player_orders"])
    p.set_defaults(handler=_player_orders)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("orders", metavar="BEFEHLE", nargs="?", default="-", help=CLI["ordersfile"])
    p.add_argument("--ausgabe", metavar="ORDNER", help=CLI["out"])
    _keyfile_option(p, True)
    pwfile_option(p)
    p = pl.add_parser("auto", help=CLI["player_auto"])
    p.set_defaults(handler=_player_auto)
    p.add_argument("packet", metavar="PAKET", help=CLI["packet"])
    p.add_argument("--ausgabe", metavar="ORDNER", help=CLI["out"])
    _keyfile_option(p, True)
    pwfile_option(p)


def _hidden():
    import argparse
    return argparse.SUPPRESS


def _keyfile_option(p, packet: bool = False) -> None:
    p.add_argument("--schluessel", dest="keyfile", metavar="DATEI", help=CLI["keyfile"])
    if packet:
        p.add_argument("--fingerabdruck", dest="fingerprint", metavar="XXXX-XXXX-XXXX-XXXX-XXXX",
                       help=CLI["fingerprint_option"])


def _keyfile(args) -> Path:
    return Path(args.keyfile) if args.keyfile else keys.default_path()


# -- keys ------------------------------------------------------------------------------------------
def _player_key(args) -> int:
    path = _keyfile(args)
    keys.check_address(args.adresse)                  # before he types a passphrase
    pw = password(args, CLI["ask_new_passphrase"], twice=True)
    pair, public = keys.make(path, args.name, pw, args.kosten, args.adresse)
    dst = Path(args.ausgabe or ".") / keys.public_file_name(args.name)
    from retro import storage
    storage.atomic_write(dst, public, keep_backup=False)
    out(CLI["key_made"].format(path=path, public=dst, fingerprint=pair.public.phone))
    return 0


def _player_passphrase(args) -> int:
    path = _keyfile(args)
    old = password(args, CLI["ask_old_passphrase"], line=0)
    keys.load(path, old)                              # the old one is right, before asking more
    new = password(args, CLI["ask_new_passphrase"], twice=True, line=1)
    keys.change_passphrase(path, old, new, args.kosten)
    out(CLI["passphrase_changed"].format(path=path))
    return 0


# -- packets ---------------------------------------------------------------------------------------
def _desk(args, packet_path) -> tuple:
    head = desk.read_public(packet_path)
    folder = Path(packet_path).parent
    if head.mode == "schluessel":
        path = _keyfile(args)
        if not path.exists():
            raise Refusal("no_keyfile", path=str(path))
        pair, _ = keys.load(path, password(args, CLI["ask_passphrase"]))
        d = desk.PlayerDesk(folder, pair=pair, keyfile=path)
    else:
        d = desk.PlayerDesk(folder, password(args, CLI["ask_own"]))
    return d, d.read_packet(packet_path, trust=lambda fp: _trust(args, fp))


def _trust(args, fingerprint: str) -> bool:
    """The first packet of a game of keys: the game master's fingerprint as given with
    --fingerabdruck, or asked (ja/nein) at a terminal; elsewhere no (the packet is refused
    and the refusal shows the fingerprint)."""
    if getattr(args, "fingerprint", None):
        return crypto.same_phone(args.fingerprint, fingerprint)
    if not sys.stdin.isatty():
        return False
    out(CLI["first_packet"].format(fingerprint=fingerprint))
    try:
        answer = input(CLI["ask_fingerprint"])
    except EOFError:
        return False
    return answer.strip().lower() in ("j", "ja", "y", "yes")


def _print_public(pk) -> None:
    for name, text in pk.sections.items():
        if name not in (SECTIONS["hand"], SECTIONS["data"]):
            out(f"== {name} ==")
            out(text)


def _player_show(args) -> int:
    if args.hand or args.pwfile:
        _, pk = _desk(args, args.packet)
        _print_public(pk)
        out(f"== {SECTIONS['hand']} ==")
        out(pk.hand)
        return 0
    path = _keyfile(args)
    pk = desk.read_public(args.packet, path if path.exists() else None)
    _print_public(pk)
    out(CLI["checked_public"] if pk.checked else CLI["unchecked"])
    out(CLI["hand_hint"])
    return 0


def _with_player(text: str, p: int) -> str:
    """Lines without "S<n>" in front are the packet's player's own orders."""
    lines = []
    for line in text.splitlines():
        w = line.split()
        if w and not line.lstrip().startswith("#") and not (w[0].upper().startswith("S") and w[0][1:].isdigit()):
            line = f"S{p + 1} {line.strip()}"
        lines.append(line)
    return "\n".join(lines)


def _player_orders(args) -> int:
    if args.orders == "-":
        if sys.stdin.isatty():
            out(CLI["orders_type"])
        text = sys.stdin.read(ORDERS_TEXT)
    else:
        # UTF-8, UTF-16 (Windows' "Unicode"), or a Windows or DOS editor's cp1252: as the in-box reads
        text = inbox.decode(read_limited(args.orders, ORDERS_TEXT))
    from ..mail.fileformat import MAX_ORDERS
    lines = notation.lines(_with_player(text, 0))
    if len(lines) > MAX_ORDERS:
        raise Refusal("too_many_orders", n=len(lines), most=MAX_ORDERS)
    d, pk = _desk(args, args.packet)
    v = pk.view()
    kept = engine.read(v, pk.player, notation.lines(_with_player(text, pk.player)))   # as far as the packet tells
    for lab, u, n in movement.left_behind(v, pk.player, kept):
        out(CLI["left_behind"].format(system=lab, units=units.UNITS[u].count(n)))
    for o, refusal in engine.preview(v, pk.player, kept):
        out(CLI["ahead_warning"].format(line=o.text(), reason=explain(refusal)))
    return _write(args, d, pk, "\n".join(o.text() for o in kept))     # in the spelling the record keeps


def _player_auto(args) -> int:
    d, pk = _desk(args, args.packet)
    v = pk.view()
    if v.phase == "ende":
        raise Refusal("game_over")
    if not engine.may_send(v, pk.player):
        raise Refusal("not_awaited", player=f"S{pk.player + 1}")
    orders = ai.orders_for(v, pk.player)
    return _write(args, d, pk, "\n".join(o.text() for o in orders))


def _write(args, d, pk, text) -> int:
    path = d.write_orders(pk, text, args.ausgabe)
    out(CLI["orders_of"].format(player=f"S{pk.player + 1}"))
    out("\n".join(o.text() for o in notation.parse_all(text)) or CLI["orders_none"])
    out(CLI["orders_written"].format(path=path))
    out(CLI["orders_send"])
    return 0


# -- hot seat ---------------------------------------------------------------------------------------
def _hotseat(args) -> int:
    """The game on one machine: a Match whose seats are the humans at the keyboard and the
    computer races; each human types his orders, a blank line ends them."""
    from retro.play import Match, Seat
    from ..match import RULES
    from ..rules.orders import Orders
    check_players(args.players)
    seed = seed_of(args)
    settings = Settings(players=args.players, seed=seed, race_mode=args.rassen, map_mode=args.karte,
                        home_mode=args.heimat, max_rounds=args.runden, economy=args.wirtschaft)
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
        out(CLI["hs_turn"].format(player=f"S{p + 1}", name=g.players[p].name, status=report.status(g)))
        out(report.events(g, seen[p], p))
        seen[p] = len(g.log)
        out(f"== {SECTIONS['hand']} ==")
        out(report.hand(g, p))
        out(report.orders_help(g, p))
        out(CLI["hs_prompt"])
        lines = []
        while True:
            line = sys.stdin.readline()
            if not line:
                out(CLI["hs_quit"])
                return 0
            if not line.strip():
                break
            word = line.strip().lower()
            if word == "karte":
                out(report.overview(g))
                out(report.galaxy_map(g))
            elif word == "spieler":
                out(report.track(g))
                out(report.players(g))
            else:
                lines.append(line.rstrip("\n"))
        try:
            orders = engine.read(g, p, notation.lines(_with_player("\n".join(lines), p)))
            behind = movement.left_behind(g, p, orders)
            match.play(p, Orders(p, tuple(orders)))
        except Refusal as e:
            out(explain(e))
            continue
        for lab, u, n in behind:
            out(CLI["left_behind"].format(system=lab, units=units.UNITS[u].count(n)))
        out(CLI["hs_taken"].format(player=f"S{p + 1}"))
    out(report.status(match.state))
    return 0

