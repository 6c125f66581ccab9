"""The one place where the screens reach into the rules: every twilight module the screens
use is imported here, and the screens import it from here (`from .link import ...`), so a
reorganisation of the rules' modules changes this file only.

Nothing here imports pyxel.
"""
from __future__ import annotations

from ..rules import galaxy, hexes, races, setup, tiles, units   # noqa: F401
from ..rules.state import PHASES as _ROUND, SETUP_PHASES, Settings
from ..reports.texts import PHASES                          # noqa: F401

PHASE_ORDER = SETUP_PHASES + _ROUND                         # every phase with orders, in its order


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
from ..reports.texts import CLI, MESSAGES, explain         # noqa: E402, F401

KEY_COST = crypto.KEY_FILE_COST
MIN_PASSPHRASE = keys.MIN_PASSPHRASE
UnknownMaster = desk.UnknownMaster          # the first packet of a game of keys, not yet confirmed
packet_head = desk.read_public              # a packet's public part: its mode, player and step, unopened


def sealing() -> bool:
    """Whether the e-mail game's seals can be made and opened here (crypto.py's `cryptography`:
    a web page may not have it; the hot seat and the galaxy never need it)."""
    return crypto.available()


def key_path() -> Path:
    """Where the key file goes: the program's data folder (`retro --data DIR`: DIR/twilight),
    as the command line's `player key` puts it."""
    return keys.default_path()


def public_name(name: str) -> str:
    """The public key file's name, as `player key` writes it."""
    return keys.public_file_name(name)


def make_key(name: str, passphrase: str, keyfile=None, out_folder=None, cost: int = KEY_COST,
             address: str = "") -> dict:
    """A new key (keys.make) and its public file beside it (or in out_folder), with his
    e-mail address if he gave one: what the screen then shows. Refusal as keys.make refuses
    (short passphrase, bad name, bad address, key exists)."""
    from retro import storage
    path = Path(keyfile) if keyfile else key_path()
    pair, public = keys.make(path, name, passphrase, cost, address)
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
    return _saying(lambda: cli.main([str(a) for a in argv], picture=map_picture))


def map_picture(game) -> bytes:
    """A packet's map picture (mapimage.png), the maker the screens hand to the game master's
    work below them (gm_new, gm_open, the command line): imported when first drawn."""
    from . import mapimage
    return mapimage.png(game)


# -- the game master's desk (what `retro twilight gm new|run|skip|...` do: cli/gm_calls.py) --------
from ..mail import pbem                                     # noqa: E402, F401
from ..cli.gm_calls import (ECONOMIES, HOME_MODES, INBOX, GM_KEY_FILE, MAP_MODES, MASTER_FILE, MAX_PLAYERS,  # noqa: E402, F401
                            MIN_PLAYERS, RACE_MODES, _pictures, _saying, check_address, check_password,
                            MIN_PASSWORD, computer_name, gm_computer, gm_deadline, gm_inbox, gm_new, gm_open,
                            gm_receiver, gm_replay, gm_rollback, gm_run, gm_skip, gm_steps, read_key)


def game_lock(folder):
    """The game's lock (mail/lock.py: one program at a time on the folder), loaded only when a
    gadget of the game master's desk works (its wait is for the computer, not the page)."""
    from ..mail.lock import GameLock
    return GameLock(folder)


# -- the hot-seat game at one machine (hotseat_*.py, history_screen.py, victory_screen.py) ----------
from ..match import RULES, old_form                         # noqa: E402, F401
from ..reports.texts import VICTORY, log_text, order_words, orders_words, tile_label  # noqa: E402, F401
from ..reports.view import project as player_view          # noqa: E402, F401  (his hand, not the others')
from ..rules.orders import Orders                           # noqa: E402, F401
tie_break = progress.tie_break


# -- the post (what `retro twilight gm post|player post` do: cli/post_calls.py) ----------------------
from ..cli.post_calls import (SECURITY as POST_SECURITY, Answers as PostAnswers, default_security,  # noqa: E402, F401
                              game_master_of, mail_password, no_sockets, player_fetch, player_send, post_check,
                              post_exists, post_folder_of_player, post_pass, post_preview, post_settings, post_setup)
