"""The one place where the screens reach into the rules: every twilight module the screens
use is imported here, and the screens import it from here (`from .link import ...`), so a
reorganisation of the rules' modules changes this file only.

Nothing here imports pyxel.
"""
from __future__ import annotations

from .. import galaxy, hexes, races, setup, tiles, units   # noqa: F401
from ..state import Settings
from ..texts import PHASES                                  # noqa: F401


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

from .. import crypto, desk, economy, engine, keys, movement, progress, research, technology  # noqa: E402, F401
from ..fileformat import GAME                              # noqa: E402, F401
from ..texts import CLI, explain                           # noqa: E402, F401

KEY_COST = crypto.KEY_FILE_COST
MIN_PASSPHRASE = keys.MIN_PASSPHRASE


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
    return {"path": path, "public": dst, "fingerprint": pair.public.fingerprint}


def packet_head(path):
    """A packet's public part (desk.read_public): its mode, player and step, unopened."""
    return desk.read_public(path)


def open_packet(path, secret: str, keyfile=None):
    """(desk, packet, view) of a packet opened as `player show --hand` opens it: with the key
    file and its passphrase in a game of keys, with the password in a game of passwords."""
    head = desk.read_public(path)
    folder = Path(path).parent
    if head.mode == "schluessel":
        kpath = Path(keyfile) if keyfile else key_path()
        if not kpath.exists():
            raise Refusal("no_keyfile", path=str(kpath))
        pair, _ = keys.load(kpath, secret)
        d = desk.PlayerDesk(folder, pair=pair, keyfile=kpath)
    else:
        d = desk.PlayerDesk(folder, secret)
    pk = d.read_packet(path)
    return d, pk, pk.view()


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


from .. import cards, politics, report                      # noqa: E402, F401
from ..orders import (Bid, Build, Card, Discard, Fight, Give, Land, Lay, Move, Pass,  # noqa: E402, F401
                      Research, Sabotage, Trade, Until, Vote, Wish)
from ..progress import STEPS as PROGRESS_STEPS             # noqa: E402, F401
from ..texts import TRACK_SHORT                            # noqa: E402, F401

legal_placements = galaxy.legal_placements
home_positions = galaxy.home_positions
from ..ahead import ROUND                                  # noqa: E402, F401


def command_line(argv: list) -> tuple:
    """`retro twilight ARGV...` (cli.main) with what it says caught: (code, said). For the
    screenshots' game, which the game master's own program starts."""
    import contextlib
    import io

    from .. import cli
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = cli.main([str(a) for a in argv])
    return code, buf.getvalue()
