"""The hot-seat game kept in a file: "Spiel sichern" in the menus of the table, the cover and
the desk, "Spiel beenden", and the window's close button (retro.closing) write it; the
set-up's "Gesichertes Spiel fortsetzen" reads it back. Nothing here imports pyxel.

One retro file (storage: header, checksum, written atomically) of kind "hotseat": its first
line the seats (name, computer and level, or for a human the salt and digest of his
passphrase, never the passphrase; "" for a lone human who set none), its second the orders
handed in for the step in progress, each sealed with its player's passphrase ("offen"),
then the Match's own record (settings, seed, actions) of the steps resolved, which replays
the game. The computer races' orders for the step in progress are not kept: they think
again after loading, and give the same (hotseat_game.resolved). A salted, iterated BLAKE2
digest (hashlib's built-in, also in the browser's Python): a player who opens the file
learns nobody's passphrase from it, and nobody's orders before they are resolved.

The seal is hashlib's too, so that the page's hot seat needs no `cryptography`: the key is
the passphrase's iterated BLAKE2 under a salt and a purpose of its own (never the digest
kept beside it), a keyed BLAKE2b in counter mode the key stream, a keyed BLAKE2b over the
nonce, the sealed text and what it is bound to (the game, the step, the player) the tag
(encrypt, then authenticate). A wrong passphrase, or a blob moved to another player or
step, does not open.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

from retro import storage
from retro.play import Match, Refusal, Seat

from .hotseat_game import resolved
from .link import RULES, explain, old_form

NAME = "HOTSEAT.TWI"
KIND, VERSION = "hotseat", 2  # 2: the orders of the step in progress sealed, not in the record
ROUNDS = 20_000               # the digest's rounds: a guess costs some milliseconds
SEAL = b"hotseat-siegel"      # the seal key's purpose: never the same as a passphrase's digest
SEAL_FORM = "s1"


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


def _digest(passphrase: str, salt: str, person: bytes = b"") -> str:
    h = hashlib.blake2b(passphrase.encode("utf-8"), salt=bytes.fromhex(salt), person=person).digest()
    for _ in range(ROUNDS):
        h = hashlib.blake2b(h, salt=bytes.fromhex(salt), person=person).digest()
    return h.hex()


@dataclass(frozen=True)
class Sealer:
    """A player's key for sealing what he hands in (kept in memory while the game runs, never
    written): from his passphrase under a salt of its own, which each seal carries."""
    salt: str
    key: bytes

    @classmethod
    def of(cls, passphrase: str, salt: str | None = None) -> "Sealer":
        salt = salt or os.urandom(16).hex()
        return cls(salt, bytes.fromhex(_digest(passphrase, salt, SEAL)))


def _part(key: bytes, what: bytes) -> bytes:
    return hashlib.blake2b(what, key=key, person=SEAL).digest()


def _stream(key: bytes, nonce: bytes, n: int) -> bytes:
    k = _part(key, b"enc")
    blocks = (hashlib.blake2b(nonce + i.to_bytes(8, "big"), key=k).digest() for i in range((n + 63) // 64))
    return b"".join(blocks)[:n]


def _tag(key: bytes, nonce: bytes, sealed: bytes, aad: str) -> bytes:
    return hashlib.blake2b(nonce + len(sealed).to_bytes(8, "big") + sealed + aad.encode("utf-8"),
                           key=_part(key, b"mac"), digest_size=32).digest()


def seal(sealer: Sealer, text: str, aad: str) -> str:
    """`text` sealed for the holder of the passphrase, bound to `aad`: one line of ASCII."""
    nonce = os.urandom(16)
    data = text.encode("utf-8")
    sealed = bytes(a ^ b for a, b in zip(data, _stream(sealer.key, nonce, len(data))))
    blob = base64.b64encode(nonce + sealed + _tag(sealer.key, nonce, sealed, aad)).decode("ascii")
    return f"{SEAL_FORM}:{sealer.salt}:{blob}"


def unseal(passphrase: str, blob: str, aad: str) -> str | None:
    """The text sealed in `blob`, or None: a wrong passphrase, another step or player, a
    damaged blob."""
    try:
        form, salt, data = blob.split(":")
        raw = base64.b64decode(data, validate=True)
        if form != SEAL_FORM or len(raw) < 48:
            return None
        key = Sealer.of(passphrase, salt).key
    except ValueError:
        return None
    nonce, sealed, tag = raw[:16], raw[16:-32], raw[-32:]
    if not hmac.compare_digest(tag, _tag(key, nonce, sealed, aad)):
        return None
    text = bytes(a ^ b for a, b in zip(sealed, _stream(key, nonce, len(sealed))))
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError:
        return None


def bound_to(match: Match, player: int, step: int) -> str:
    """What a player's sealed orders are bound to: this game, the step's place in the
    record, the player."""
    return f"twilight hotseat {match.seed} {step} S{player + 1}"


def path() -> Path:
    """The hot-seat game's file in the data folder (StorageError when there is none)."""
    return storage.data_dir("twilight") / NAME


def waiting() -> bool:
    """Whether a kept hot-seat game waits in the data folder."""
    try:
        return path().is_file()
    except (storage.StorageError, OSError):
        return False


def save(match: Match, secrets: dict, sealed: dict | None = None, where=None) -> None:
    """Write the game and its seats; StorageError when it cannot be written. `sealed`:
    {player: (step, blob)} of the humans' handed-in orders (the table's); those of the step
    in progress go into the file, the record stops before it."""
    seats = []
    for i, seat in enumerate(match.seats):
        name = match.state.players[i].name
        if seat.computer:
            seats.append({"name": name, "computer": True, "level": seat.level})
        else:
            s = secrets.get(i)
            seats.append({"name": name, "computer": False, "salt": s.salt if s else "",
                          "digest": s.digest if s else ""})
    step = resolved(match)
    pending = match.state.pending
    kept = {str(p): blob for p, (at, blob) in sorted((sealed or {}).items())
            if at == step and p in pending and not match.seat(p).computer}
    # a human's orders with no seal (a game kept by version 1, replayed) are not kept in
    # plain text either: the cover asks him for them again
    body = ("sitze " + json.dumps(seats, ensure_ascii=False) + "\n"
            + "offen " + json.dumps(kept) + "\n" + _record(match, step))
    storage.save(where or path(), RULES.game, KIND, VERSION, body)


def _record(match: Match, upto: int) -> str:
    """The Match's record of its first `upto` orders (and the snapshot of that state)."""
    if upto == len(match.log):
        return match.to_text()
    texts = match.texts()[:upto]
    return match.rules.write_record(SimpleNamespace(
        settings=match.settings, seed=match.seed, log=match.log[:upto], state=match.replayed(upto),
        texts=lambda: texts))


def load(where=None) -> tuple[Match, dict, dict]:
    """(match, secrets, sealed) of the kept game: `sealed` {player: (step, blob)}, the
    humans' orders handed in for the step in progress, opened with their passphrases
    (unseal, bound_to); StorageError or Refusal when the file cannot be used."""
    version, body = storage.load(where or path(), RULES.game, KIND, VERSION)
    first, _, record = body.partition("\n")
    offen = {}
    if version >= 2:
        line, _, record = record.partition("\n")
        if not line.startswith("offen "):
            raise storage.StorageError("damaged", "no sealed orders")
        try:
            offen = {int(p): str(b) for p, b in storage.parse_json(line[len("offen "):]).items()}
        except (ValueError, TypeError, AttributeError):
            raise storage.StorageError("damaged", "bad sealed orders") from None
    if not first.startswith("sitze "):
        raise storage.StorageError("damaged", "no seats")
    try:
        rows = storage.parse_json(first[len("sitze "):])
        seats = [Seat.cpu(int(r["level"])) if r["computer"] else Seat.human() for r in rows]
        secrets = {i: Secret(str(r["salt"]), str(r["digest"])) for i, r in enumerate(rows)
                   if not r["computer"] and r["salt"]}
    except (ValueError, TypeError, KeyError):
        raise storage.StorageError("damaged", "bad seats") from None
    match = Match.from_text(RULES, record, seats)
    step = resolved(match)
    sealed = {p: (step, b) for p, b in offen.items() if 0 <= p < len(seats) and not seats[p].computer}
    if old_form(record):            # its digest of before checked (Twilight.read_record): kept in today's form
        try:
            save(match, secrets, sealed, where)
        except storage.StorageError:
            pass                    # a folder it cannot write to: it opens as it was, and the next save converts it
    return match, secrets, sealed


def problem(e: Exception) -> str:
    """What the player reads when the file cannot be used or written."""
    if isinstance(e, storage.StorageError):
        return storage.message(e, "de")
    if isinstance(e, Refusal):
        return explain(e)
    return str(e)


def keep(match: Match, secrets: dict, sealed: dict | None = None) -> bool:
    """From the window's close button: the game under way is written, never raising."""
    try:
        if match.outcome is not None or not match.log:
            return False
        save(match, secrets, sealed)
        return True
    except Exception:                # a full disk, an unusable folder: nothing to be done now
        return False
