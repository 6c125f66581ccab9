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
    import contextlib
    import io

    from ..cli import cli
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = cli.main([str(a) for a in argv])
    return code, buf.getvalue()


# -- the hot-seat game at one machine (hotseat_*.py, history_screen.py, victory_screen.py) ----------
from ..reports.texts import VICTORY, log_text                # noqa: E402, F401
from ..rules.orders import Orders                           # noqa: E402, F401
from ..rules.progress import tie_break                      # noqa: E402, F401


def hotseat_match(seats: list, map_mode: str = "fertig", seed: int = 1, max_rounds: int = 30, level: int = 2):
    """A Match of RULES at one machine: `seats` (name, computer) for 3-6 players, the map
    prepared ("fertig") or built by the players ("bauen"). One phase after another (flow 1),
    so that the galaxy is built tile by tile in snake order."""
    from retro.play import Match, Seat

    from ..match import RULES
    settings = Settings(players=len(seats), seed=seed, map_mode=map_mode, max_rounds=max_rounds,
                        names=tuple(n for n, _ in seats), flow=1)
    return Match(RULES, settings, seed, [Seat.cpu(level) if c else Seat.human() for _, c in seats])


def player_view(game, player: int):
    """What `player` may see of the game (reports.view.project): his hand, not the others'."""
    from ..reports import view
    return view.project(game, player)
