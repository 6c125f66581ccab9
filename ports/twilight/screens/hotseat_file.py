"""The hot-seat game kept in a file: "Spiel sichern" in the table's menu, and the window's close
button (retro.closing), write it; the set-up's "Gesichertes Spiel fortsetzen" reads it back.
Nothing here imports pyxel.

One retro file (storage: header, checksum, written atomically) of kind "hotseat": its first
line the seats (name, computer and level, or for a human the salt and digest of his
passphrase, never the passphrase), then the Match's own record (settings, seed, actions),
which replays the game. A salted, iterated BLAKE2 digest (hashlib's built-in, also in the
browser's Python): a player who opens the file learns nobody's passphrase from it.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from retro import storage
from retro.play import Match, Refusal, Seat

from .link import RULES, explain

NAME = "HOTSEAT.TWI"
KIND, VERSION = "hotseat", 1
ROUNDS = 20_000               # the digest's rounds: a guess costs some milliseconds


@dataclass(frozen=True)
class Secret:
    """What is kept of a passphrase: enough to check one, nothing to read it from."""
    salt: str
    digest: str

    @classmethod
    def of(cls, passphrase: str) -> "Secret":
        salt = os.urandom(16).hex()
        return cls(salt, _digest(passphrase, salt))

    def matches(self, passphrase: str) -> bool:
        return _digest(passphrase, self.salt) == self.digest


def _digest(passphrase: str, salt: str) -> str:
    h = hashlib.blake2b(passphrase.encode("utf-8"), salt=bytes.fromhex(salt)).digest()
    for _ in range(ROUNDS):
        h = hashlib.blake2b(h, salt=bytes.fromhex(salt)).digest()
    return h.hex()


def path() -> Path:
    """The hot-seat game's file in the data folder (StorageError when there is none)."""
    return storage.data_dir("twilight") / NAME


def waiting() -> bool:
    """Whether a kept hot-seat game waits in the data folder."""
    try:
        return path().is_file()
    except (storage.StorageError, OSError):
        return False


def save(match: Match, secrets: dict, where=None) -> None:
    """Write the game and its seats; StorageError when it cannot be written."""
    seats = []
    for i, seat in enumerate(match.seats):
        name = match.state.players[i].name
        if seat.computer:
            seats.append({"name": name, "computer": True, "level": seat.level})
        else:
            s = secrets.get(i)
            seats.append({"name": name, "computer": False, "salt": s.salt if s else "",
                          "digest": s.digest if s else ""})
    body = "sitze " + json.dumps(seats, ensure_ascii=False) + "\n" + match.to_text()
    storage.save(where or path(), RULES.game, KIND, VERSION, body)


def load(where=None) -> tuple[Match, dict]:
    """(match, secrets) of the kept game; StorageError or Refusal when it cannot be used."""
    _, body = storage.load(where or path(), RULES.game, KIND, VERSION)
    first, _, record = body.partition("\n")
    if not first.startswith("sitze "):
        raise storage.StorageError("damaged", "no seats")
    try:
        rows = storage.parse_json(first[len("sitze "):])
        seats = [Seat.cpu(int(r["level"])) if r["computer"] else Seat.human() for r in rows]
        secrets = {i: Secret(str(r["salt"]), str(r["digest"])) for i, r in enumerate(rows)
                   if not r["computer"]}
    except (ValueError, TypeError, KeyError):
        raise storage.StorageError("damaged", "bad seats") from None
    return Match.from_text(RULES, record, seats), secrets


def problem(e: Exception) -> str:
    """What the player reads when the file cannot be used or written."""
    if isinstance(e, storage.StorageError):
        return storage.message(e, "de")
    if isinstance(e, Refusal):
        return explain(e)
    return str(e)


def keep(match: Match, secrets: dict) -> bool:
    """From the window's close button: the game under way is written, never raising."""
    try:
        if match.outcome is not None or not match.log:
            return False
        save(match, secrets)
        return True
    except Exception:                # a full disk, an unusable folder: nothing to be done now
        return False
