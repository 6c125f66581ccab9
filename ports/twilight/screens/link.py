"""The one place where the screens reach into the rules: every twilight module the screens
use is imported here, and the screens import it from here (`from .link import ...`), so a
reorganisation of the rules' modules changes this file only.

Nothing here imports pyxel.
"""
from __future__ import annotations

from ..rules import galaxy, hexes, races, setup, tiles, units   # noqa: F401
from ..rules.state import Settings
from ..reports.texts import PHASES                          # noqa: F401


def demo_game(players: int = 4, seed: int = 1, rounds: int = 0):
    """A new game of `players` races on the prepared map, as the game master starts it
    (races by lot, home places rolled): for demos, tests and screenshots. With `rounds`,
    computer races play it on until that round has begun, so that fleets and planets spread."""
    game = setup.new_game(Settings(players=players, seed=seed))
    if rounds > 1:
        from retro.play import Match, Seat, play_out

        from ..match import RULES
        match = Match(RULES, Settings(players=players, seed=seed), seed, [Seat.cpu(2)] * players,
                      checkpoints=False)
        game = play_out(match, stop=lambda m: m.state.round >= rounds).state
    return game


# -- a player's key and packets (what `retro twilight player key|show|orders` do) -------------------
from pathlib import Path                                    # noqa: E402

from retro.play import Refusal                             # noqa: E402, F401

from ..mail import crypto, desk, keys                      # noqa: E402, F401
from ..rules import economy, engine, movement, progress, research, technology  # noqa: E402, F401
from ..mail.fileformat import GAME                         # noqa: E402, F401
from ..reports.texts import CLI, explain                   # noqa: E402, F401

KEY_COST = crypto.KEY_FILE_COST
MIN_PASSPHRASE = keys.MIN_PASSPHRASE
UnknownMaster = desk.UnknownMaster          # the first packet of a game of keys, not yet confirmed
packet_head = desk.read_public              # a packet's public part: its mode, player and step, unopened


def key_path() -> Path:
    """Where the key file goes: the program's data folder (`retro --data DIR`: DIR/twilight),
    as the command line's `player key` puts it."""
    return keys.default_path()


def public_name(name: str) -> str:
    """The public key file's name, as `player key` writes it."""
    name = "".join(c if c.isalnum() else "_" for c in " ".join(name.split()))[:40]
    return f"oeffentlich_{name}.txt"


def make_key(name: str, passphrase: str, keyfile=None, out_folder=None, cost: int = KEY_COST) -> dict:
    """A new key (keys.make) and its public file beside it (or in out_folder): what the
    screen then shows. Refusal as keys.make refuses (short passphrase, bad name, key exists)."""
    from retro import storage
    path = Path(keyfile) if keyfile else key_path()
    pair, public = keys.make(path, name, passphrase, cost)
    dst = Path(out_folder or path.parent) / public_name(name)
    storage.atomic_write(dst, public, keep_backup=False)
    return {"path": path, "public": dst, "fingerprint": pair.public.phone}     # as the command line says it


def open_packet(path, secret: str, keyfile=None, trust=None, d=None):
    """(desk, packet, view) as `player show --hand` opens it, on the desk d (player_desk's) or a new
    one; `trust` as d.read_packet takes it: at a game's first packet False refuses with
    UnknownMaster (its .fingerprint to ask about), True pins the game master's key."""
    d = d or player_desk(path, secret, keyfile)
    pk = d.read_packet(path, trust=trust)
    return d, pk, pk.view()


def player_desk(path, secret: str, keyfile=None):
    """The desk for this packet (desk.PlayerDesk): in a game of keys the key file opened with
    its passphrase (the costly part, done once), in a game of passwords the password."""
    folder = Path(path).parent
    if desk.read_public(path).mode != "schluessel":
        return desk.PlayerDesk(folder, secret)
    kpath = Path(keyfile) if keyfile else key_path()
    if not kpath.exists():
        raise Refusal("no_keyfile", path=str(kpath))
    return desk.PlayerDesk(folder, pair=keys.load(kpath, secret)[0], keyfile=kpath)


def check_orders(view, player: int, orders: list) -> list:
    """engine.check_all: Refusal unless all these orders may go in this packet's answer."""
    return engine.check_all(view, player, list(orders))


def preview(view, player: int, orders: list) -> list:
    """engine.preview: (order, refusal) for orders of later phases that may yet fail."""
    return engine.preview(view, player, list(orders))


def write_orders(d, pk, orders: list, folder=None) -> Path:
    """The orders file as `player orders` writes it (desk.write_orders, the orders' own text)."""
    return d.write_orders(pk, "\n".join(o.text() for o in orders), folder)


def orders_file_name(pk) -> str:
    return f"befehle_{int(pk.header['schritt']):04d}_{pk.header['spieler']}.txt"


def storage_message(e) -> str:
    """A storage error (a folder that cannot be written) in German; another error as it says."""
    from retro import storage
    return storage.message(e, "de") if isinstance(e, storage.StorageError) else str(e)


from ..reports import report                               # noqa: E402, F401
from ..rules import cards, politics                         # noqa: E402, F401
from ..rules.orders import (Bid, Build, Card, Discard, Fight, Give, Land, Lay, Move, Pass,  # noqa: E402, F401
                      Research, Sabotage, Trade, Until, Vote, Wish)
from ..rules.progress import STEPS as PROGRESS_STEPS       # noqa: E402, F401
from ..reports.texts import TRACK_SHORT                    # noqa: E402, F401

legal_placements = galaxy.legal_placements
home_positions = galaxy.home_positions
from ..rules.ahead import ROUND                            # noqa: E402, F401


def command_line(argv: list) -> tuple:
    """`retro twilight ARGV...` (cli.main) with what it says caught: (code, said). For the
    screenshots' game, which the game master's own program starts."""
    from ..cli import cli
    return _saying(lambda: cli.main([str(a) for a in argv]))


# -- the game master's desk (what `retro twilight gm new|run|skip|deadline|computer` do) ---------
from ..mail import pbem                                     # noqa: E402, F401
from ..rules import setup as _setup                         # noqa: E402

MASTER_FILE, INBOX, GM_KEY_FILE, MIN_PLAYERS, MAX_PLAYERS = (pbem.MASTER_FILE, pbem.INBOX, pbem.GM_KEY_FILE,
                                                            _setup.MIN_PLAYERS, _setup.MAX_PLAYERS)
MAP_MODES, RACE_MODES, HOME_MODES = ("fertig", "bauen"), ("los", "wunsch"), ("wuerfeln", "bieten")


def _saying(work) -> tuple:
    """(work's answer, the lines the command line's code said while doing it)."""
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        answer = work()
    return answer, buf.getvalue()


def _pictures(on: bool):
    """The command line's map picture (gm_commands._picture); drawn on the screen's pyxel, whose
    machine (its palette) it switches to the picture's: the screen's is put back after."""
    if not on:
        return None

    def picture(game):
        from retro import screen

        from ..cli import gm_commands
        was = screen.current()
        try:
            return gm_commands._picture(game)
        finally:
            if was is not None:
                screen.apply(was)
    return picture


def read_key(path) -> tuple:
    """A player's public key file (keys.read_public): (name, phone fingerprint); Refusal if none."""
    name, key = keys.read_public(path)
    return name, key.phone


def computer_name(p: int) -> str:
    return f"Computer S{p + 1}"


def gm_new(folder, key_files: list, passphrase: str, seed: int | None = None, karte: str = "fertig", rassen: str = "los",
           heimat: str = "wuerfeln", runden: int = 30, days: int | None = None, cost: int | None = None,
           pictures: bool = True) -> tuple:
    """`gm new ORDNER --players N --schluessel ...` (gm_commands.new_keys_game, as the command
    line calls it), then `gm computer` for the seats without a key file (None): each of those
    gets a key pair of its own, its public file in the folder (oeffentlich_Computer_S3.txt),
    so that the command line can start the same game. (GameMaster, his key pair, said)."""
    from ..cli import gm_commands
    from ..cli.cli_common import check_players
    folder, n = Path(folder), len(key_files)
    if seed is None:                        # as the command line's seed_of
        import os
        seed = int.from_bytes(os.urandom(6), "big")
    if (folder / MASTER_FILE).exists():
        raise Refusal("exists", dir=folder)
    check_players(n)
    named = [keys.read_public(f) for f in key_files if f is not None]
    if len(passphrase) < MIN_PASSPHRASE:
        raise Refusal("passphrase_short", n=MIN_PASSPHRASE)
    computers = [p for p, f in enumerate(key_files) if f is None]
    folder.mkdir(parents=True, exist_ok=True)
    files = list(key_files)
    for p in computers:
        files[p] = folder / public_name(computer_name(p))
        files[p].write_text(keys.public_text(crypto.KeyPair(), computer_name(p)), encoding="utf-8")
    named = [keys.read_public(f) for f in files]
    settings = Settings(players=n, seed=seed, race_mode=rassen, map_mode=karte, home_mode=heimat,
                        max_rounds=runden, flow=2)

    def work():
        import time
        gm, pair = gm_commands.new_keys_game(folder, settings, named, passphrase, cost, _pictures(pictures))
        gm_commands.out(CLI["created_keys"].format(fingerprint=pair.public.phone))
        for i, (name, k) in enumerate(named):
            gm_commands.out(CLI["player_fingerprint"].format(player=f"S{i + 1}", name=name, fingerprint=k.phone))
        if days:
            gm.set_deadline(time.time() + days * 86400, days)
            gm.write_packets()
        gm_commands.out(CLI["created"].format(dir=folder, players=n, karte=karte, rassen=rassen, heimat=heimat,
                                              runden=runden))
        gm_commands._announce(gm, True)
        return gm, pair
    (gm, pair), said = _saying(work)
    return gm, pair, said + (gm_computer(gm, computers) if computers else "")


def gm_open(folder, secret: str, pictures: bool = True):
    """The master file opened as the command line's open_game opens it: with the game
    master's key file and its passphrase (a game of keys) or his password."""
    folder = Path(folder)
    if not (folder / MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / MASTER_FILE))
    pic = _pictures(pictures)
    if pbem.GameMaster.mode_of(folder) == "schluessel":
        pair, _ = keys.load(folder / GM_KEY_FILE, secret)
        return pbem.GameMaster.open(folder, pair, pic)
    return pbem.GameMaster.open(folder, secret, pic)


def gm_run(gm) -> str:
    """`gm run`: the in-box read (each file taken or refused, moved to archiv/ or abgelehnt/),
    the computer seats, the steps resolved while all are in; what the command line says."""
    from ..cli import gm_commands as G
    return _saying(lambda: G.run(gm))[1]


def gm_skip(gm, players: list) -> str:
    """`gm skip S2 ...` (players: seats from 0; none: all who are missing)."""
    from ..cli import gm_commands as G
    return _saying(lambda: G.skip(gm, players))[1]


def gm_deadline(gm, days: int | None) -> str:
    """`gm deadline --tage N` (days None: `--keine`): for the next packets, not those sent."""
    import time

    from ..cli import gm_commands as G
    return _saying(lambda: G.deadline(gm, None if days is None else time.time() + days * 86400))[1]


def gm_computer(gm, players: list, off: bool = False) -> str:
    """`gm computer S3 ...` (`--aus`: off)."""
    from ..cli import gm_commands as G
    return _saying(lambda: G.computer(gm, players, off))[1]


def gm_inbox(gm) -> list:
    """The files in eingang/ now: (name, what inbox.arrivals found: orders blocks, or why none)."""
    from ..mail import inbox
    return [(a.path.name, len(a.orders)) for a in inbox.arrivals(gm.folder / INBOX)]


# -- the hot-seat game at one machine (hotseat_*.py, history_screen.py, victory_screen.py) ----------
from ..match import RULES                                   # noqa: E402, F401
from ..reports.texts import VICTORY, log_text                # noqa: E402, F401
from ..reports.view import project as player_view          # noqa: E402, F401  (his hand, not the others')
from ..rules.orders import Orders                           # noqa: E402, F401
tie_break = progress.tie_break
