"""The game master's commands as his screens call them (screens/gm_*.py, through link.py):
each does what `retro twilight gm new|run|skip|deadline|computer|rollback|replay` does, by
the same code as the command line's (mail/mastering.py), and answers what the command line
says, caught.

Nothing here imports pyxel (the map picture maker is the screens', handed in: pictures=).
"""
from __future__ import annotations

from pathlib import Path

from retro.play import Refusal

from ..mail import keys, pbem
from ..rules import setup as _setup
from ..rules.state import ECONOMIES, Settings  # noqa: F401  (ECONOMIES: the screens' choices)


MASTER_FILE, INBOX, GM_KEY_FILE, MIN_PLAYERS, MAX_PLAYERS = (pbem.MASTER_FILE, pbem.INBOX, pbem.GM_KEY_FILE,
                                                            _setup.MIN_PLAYERS, _setup.MAX_PLAYERS)
MAP_MODES, RACE_MODES, HOME_MODES = ("fertig", "bauen"), ("los", "wunsch"), ("wuerfeln", "bieten")



def _mastering():
    """The game master's operations, imported when first used: they read mail (the standard
    library's mailbox, which asks for fcntl), which the page's desk never does."""
    from ..mail import mastering
    return mastering

def _saying(work) -> tuple:
    """(work's answer, the lines the command line's code said while doing it)."""
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        answer = work()
    return answer, buf.getvalue()


def _pictures(maker):
    """The screens' map picture maker (link.map_picture, or None: no pictures); drawn on the
    screen's pyxel, whose machine (its palette) it switches to the picture's: the screen's is
    put back after."""
    if not maker:
        return None

    def picture(game):
        from retro import screen

        was = screen.current()
        try:
            return maker(game)
        finally:
            if was is not None:
                screen.apply(was)
    return picture


def read_key(path) -> tuple:
    """A player's public key file (keys.read_public_entry): (name, phone fingerprint, e-mail
    address or ""); Refusal if none."""
    name, key, address = keys.read_public_entry(path)
    return name, key.phone, address


check_address = keys.check_address          # an e-mail address as typed: Refusal("bad_address")
check_password = pbem.check_password        # a password of a new game of passwords
MIN_PASSWORD = pbem.MIN_PASSWORD


def computer_name(p: int) -> str:
    """The name of a seat of the computer (mastering.computer_name): Computer S3."""
    return _mastering().computer_name(p)


def gm_new(folder, key_files: list, passphrase: str, seed: int | None = None, karte: str = "fertig", rassen: str = "los",
           heimat: str = "wuerfeln", runden: int = 30, days: int | None = None, cost: int | None = None,
           pictures=None, addresses: list | None = None, passwords: list | None = None,
           wirtschaft: str = "original") -> tuple:
    """`gm new ORDNER --players N --schluessel ...` (mastering.new_keys_game, as the command
    line calls it), then `gm computer` for the seats without a key file (None): each of those
    gets a key pair of its own, its public file in the folder (oeffentlich_Computer_S3.txt),
    so that the command line can start the same game. With passwords (a list by seat, None
    for a computer seat, which gets a random one nobody needs): a game of passwords
    (mastering.new_password_game), passphrase the game master's password. addresses: each
    seat's e-mail address ("" for none; None: those of the public files, as `gm new` takes
    them); wirtschaft the economy (Settings.economy); pictures the map picture maker (the
    screens' link.map_picture) or None. (GameMaster, his key pair or None, said)."""
    from .cli_common import check_players
    seats = passwords if passwords is not None else key_files
    folder, n = Path(folder), len(seats)
    if seed is None:                        # as the command line's seed_of
        import os
        seed = int.from_bytes(os.urandom(6), "big")
    if (folder / MASTER_FILE).exists():
        raise Refusal("exists", dir=folder)
    check_players(n)
    if addresses is None:
        addresses = [keys.read_public_entry(f)[2] if f is not None and passwords is None else "" for f in seats]
    addresses = [keys.check_address(a or "") for a in addresses]
    computers = [p for p, f in enumerate(seats) if f is None]
    settings = Settings(players=n, seed=seed, race_mode=rassen, map_mode=karte, home_mode=heimat,
                        max_rounds=runden, flow=2, economy=wirtschaft)
    if passwords is not None:
        import secrets
        pws = [pw if pw is not None else secrets.token_hex(16) for pw in passwords]
        pbem.check_passwords([passphrase] + [pw for pw in passwords if pw is not None])

        settings.names = tuple(computer_name(p) if p in computers else f"Spieler {p + 1}" for p in range(n))

        def work():
            gm = _mastering().new_password_game(folder, settings, passphrase, pws, cost, _pictures(pictures),
                                             addresses)
            _computers(gm, computers)
            _mastering().made(gm, folder, settings, days)
            return gm, None
    else:
        named = [keys.read_public(f) if f is not None else None for f in key_files]   # each checked first

        def work():             # the computer seats' keys made as `gm new ... computer` makes them
            gm, pair = _mastering().new_keys_game(folder, settings, named, passphrase, cost, _pictures(pictures),
                                               addresses)
            _mastering().tell_keys(gm, pair)
            _computers(gm, computers)
            _mastering().made(gm, folder, settings, days)
            return gm, pair
    (gm, pair), said = _saying(work)
    return gm, pair, said + (gm_computer(gm, computers) if computers else "")


def _computers(gm, seats: list) -> None:
    """The computer seats known before the first packets are announced, so that the new
    game's report names them as every later one does: "An: niemand (Computer)" (issue 33.9)."""
    for p in seats:
        gm.set_computer(p, True)


def gm_open(folder, secret: str, pictures=None, older_ok: bool = False):
    """The master file opened as the command line's open_game opens it: with the game
    master's key file and its passphrase (a game of keys) or his password; older_ok as
    --aeltere-meisterdatei (pbem.GameMaster.open); pictures as gm_new's."""
    folder = Path(folder)
    if not (folder / MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / MASTER_FILE))
    pic = _pictures(pictures)
    if pbem.GameMaster.mode_of(folder) == "schluessel":
        pair, _ = keys.load(folder / GM_KEY_FILE, secret)
        return pbem.GameMaster.open(folder, pair, pic, older_ok=older_ok)
    return pbem.GameMaster.open(folder, secret, pic, older_ok=older_ok)


def gm_run(gm) -> str:
    """`gm run`: the in-box read (each file taken or refused, moved to archiv/ or abgelehnt/),
    the computer seats, the steps resolved while all are in; what the command line says."""
    return _saying(lambda: _mastering().run(gm))[1]


def gm_skip(gm, players: list) -> str:
    """`gm skip S2 ...` (players: seats from 0; none: all who are missing)."""
    return _saying(lambda: _mastering().skip(gm, players))[1]


def gm_deadline(gm, days: int | None) -> str:
    """`gm deadline --tage N` (days None: `--keine`): for the next packets, not those sent."""
    from ..mail import clock
    return _saying(lambda: _mastering().deadline(gm, None if days is None else clock.now() + days * 86400))[1]


def gm_computer(gm, players: list, off: bool = False) -> str:
    """`gm computer S3 ...` (`--aus`: off)."""
    return _saying(lambda: _mastering().computer(gm, players, off))[1]


def gm_rollback(gm, n: int = 1) -> str:
    """`gm rollback --schritte N`."""
    return _saying(lambda: _mastering().rollback(gm, n))[1]


def gm_steps(gm) -> list:
    """`gm replay`'s steps: (step, round, phase) of every step so far."""
    return _mastering().step_list(gm)


def gm_replay(gm, rnd: int, phase: str) -> str:
    """`gm replay --runde R --phase P`: that step's state, orders and what happened."""
    return _saying(lambda: _mastering().replay(gm, rnd, phase))[1]


def gm_receiver(gm, p: int) -> str:
    """Whom packet p goes to, as `gm run` says it (mastering.receiver)."""
    return _mastering().receiver(gm, p).strip()


def gm_inbox(gm) -> list:
    """The files in eingang/ now: (name, what inbox.arrivals found: orders blocks, or why none)."""
    from ..mail import inbox
    return [(a.path.name, len(a.orders)) for a in inbox.arrivals(gm.folder / INBOX)]
