"""Play by e-mail: the game master's master file and the packets he sends.

The game master's folder: meister.txt (everything and the whole history), ausgang/ (a packet
per player per step, and its map picture), eingang/ (what arrived), archiv/ and abgelehnt/.
A packet is printable text for a human (report.py) plus two parts for the player's program:
his sealed hand page as data and the public state as data (desk.Packet.view rebuilds the
game as he knows it). The file format is fileformat.py; sealing and signing, in a game of
keys or of passwords, seals.py; a player's side desk.py.

Opening the master file replays its record and compares the state's digest with the one
saved: the same state whatever order the mail came in (the engine keeps orders by player,
history.digest sorts what it hashes). A file of the first program whose digest depended on
the order of arrival (issue 10) opens too: the held orders are tried in every order.
"""
from __future__ import annotations

import copy
import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import crypto, engine, fileformat, history, notation, seals, view
from .desk import Packet, PlayerDesk, read_public, packet_text  # noqa: F401  (the player's side)
from .fileformat import MASTER, ORDERS
from .state import Settings
from .texts import PHASES

PROGRAM = 2                      # the rules' version a master file names (see master_mismatch)
MIN_PASSWORD = 6
OUTBOX, INBOX = "ausgang", "eingang"     # the game master's folders: packets out, orders in
MASTER_FILE, GM_KEY_FILE = "meister.txt", "schluessel.txt"
MAX_ORDERS = 400                 # lines in one orders file: a whole round is under a hundred


@dataclass
class Receipt:
    """What receiving an orders file did."""
    player: int
    replaced: str = ""           # the file of his whose orders these replace ("" if none)


def stamp() -> str:
    """When a file was written, in UTC, to the microsecond (the later orders file counts)."""
    t = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + f".{int(t % 1 * 1e6):06d}Z"


# -- the game master ----------------------------------------------------------------------------
class GameMaster:
    """The game master's program: keeps the master file and writes the packets."""

    def __init__(self, folder, seal, meta: dict, content: dict, game, digest: str | None = None, picture=None):
        self.folder = Path(folder)
        self.seal, self.meta, self.content, self.game = seal, meta, content, game
        self._digest = digest    # of the state without pending orders; changes only with the record
        self.picture = picture   # game -> PNG bytes of the map (screens.mapimage; the command line's)

    # set-up
    @classmethod
    def create(cls, folder, settings: Settings, gm_password: str, passwords: list,
               cost: int = crypto.DEFAULT_COST, picture=None) -> "GameMaster":
        """A game of passwords (the first program's kind)."""
        everyone = [gm_password] + list(passwords)
        if any(len(pw) < MIN_PASSWORD for pw in everyone):
            raise Refusal("password_short")
        if len(set(everyone)) != len(everyone):
            raise Refusal("password_same")
        if len(passwords) != settings.players:
            raise Refusal("player_count", lo=settings.players, hi=settings.players)
        crypto.check_cost(cost)
        salt = crypto.new_salt()
        meta = {"kosten": str(cost), "salz": salt, "pruef": crypto.verifier(gm_password, salt, cost)}
        players = []
        for pw in passwords:
            s = crypto.new_salt()
            players.append({"salz": s, "pruef": crypto.verifier(pw, s, cost),
                            "schluessel": crypto.derive_key(pw, s, cost).hex(), "gesehen": 0})
        seal = seals.PasswordSeals(crypto.derive_key(gm_password, salt, cost), meta, players)
        return cls._start(folder, settings, seal, meta, players, picture)

    @classmethod
    def create_with_keys(cls, folder, settings: Settings, pair: crypto.KeyPair, publics: list,
                         names: list | None = None, picture=None) -> "GameMaster":
        """A game of keys: the game master's key pair and each player's public key."""
        if len(publics) != settings.players:
            raise Refusal("player_count", lo=settings.players, hi=settings.players)
        if len(set(publics)) != len(publics) or pair.public in publics:
            raise Refusal("key_same")
        players = [{"box": k.box, "sign": k.sign, "name": (names or [""] * len(publics))[i], "gesehen": 0}
                   for i, k in enumerate(publics)]
        return cls._start(folder, settings, seals.KeySeals(pair, list(publics)), {}, players, picture)

    @classmethod
    def _start(cls, folder, settings, seal, meta, players, picture=None) -> "GameMaster":
        from . import setup
        game = setup.new_game(settings)
        meta = {"spiel": os.urandom(6).hex(), **meta}
        content = {"settings": settings.to_text(), "record": [], "pending": {}, "nonces": [],
                   "players": players, "programm": PROGRAM, "modus": seal.mode}
        gm = cls(folder, seal, meta, content, game, picture=picture)
        for sub in (OUTBOX, INBOX):
            (gm.folder / sub).mkdir(parents=True, exist_ok=True)
        gm.save()
        gm.write_packets()
        return gm

    @staticmethod
    def mode_of(folder) -> str:
        """"schluessel" or "passwort": what opens this game's master file."""
        parsed = fileformat.parse_file(Path(folder) / MASTER_FILE, MASTER)
        return parsed.header.get("modus", seals.PASSWORDS)

    @classmethod
    def open(cls, folder, secret, picture=None) -> "GameMaster":
        """secret: the game master's password (a game of passwords) or his key pair."""
        parsed = fileformat.parse_file(Path(folder) / MASTER_FILE, MASTER)
        h = parsed.header
        mode = h.get("modus", seals.PASSWORDS)
        if mode == seals.KEYS:
            if not isinstance(secret, crypto.KeyPair):
                raise Refusal("needs_key")
            seal = seals.KeySeals(secret, [])
            meta = {"spiel": h["spiel"]}
        else:
            if not isinstance(secret, str):
                raise Refusal("needs_password")
            cost = fileformat.number(h, "kosten", crypto.MIN_COST, crypto.MAX_COST)
            key = crypto.check_password(secret, h.get("salz", ""), cost, h.get("pruef", ""))
            meta = {k: h[k] for k in ("spiel", "kosten", "salz", "pruef")}
            seal = seals.PasswordSeals(key, meta, [])
        try:
            content = json.loads(seal.open_master(parsed))
            settings = Settings.from_text(content["settings"])
            players = content["players"]
            if mode == seals.KEYS:
                seal.players = [crypto.PublicKey(i["box"], i["sign"]) for i in players]
            else:
                seal.players = players
        except (ValueError, KeyError, TypeError, AttributeError):
            raise Refusal("file_damaged") from None
        game = history.replay(settings, content["record"])
        digest = history.digest(game)
        if digest != content.get("digest"):
            if not _legacy_match(game, content.get("digest")):
                key, params = _mismatch(settings, content)
                raise Refusal(key, **params)
            digest = None         # saved again with the digest of today
        for p, lines in sorted(content["pending"].items()):
            engine.submit(game, int(p), notation.parse_all("\n".join(lines)), trusted=True)   # checked on receipt
        for p in content.get("uebersprungen", []):
            engine.skip(game, int(p))
        return cls(folder, seal, meta, content, game, digest, picture)

    def _header(self) -> dict:
        g = self.game
        return {"spiel": self.meta["spiel"], "schritt": str(len(g.record)), "runde": str(g.round),
                "phase": g.phase}

    def save(self) -> None:
        self.content["record"] = list(self.game.record)
        if self._digest is None:
            self._digest = history.digest(self._replayable())
        self.content["digest"] = self._digest
        self.content["programm"] = PROGRAM
        h = {**self._header(), **self.seal.master_header()}
        blob = self.seal.seal_master(json.dumps(self.content, ensure_ascii=False),
                                     seals.aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase")}))
        text = fileformat.compose(MASTER, h, [("inhalt", fileformat.cut(blob))], self.seal.close_master)
        storage.atomic_write(self.folder / MASTER_FILE, text)

    def _replayable(self):
        """The state without pending orders (what a replay of the record gives)."""
        g = copy.copy(self.game)     # shallow: digest() only reads it
        g.pending = {}
        return g

    # packets
    def packet_path(self, p: int) -> Path:
        return self.folder / OUTBOX / f"paket_{len(self.game.record):04d}_S{p + 1}.txt"

    def picture_path(self, p: int) -> Path:
        return self.packet_path(p).with_suffix(".png")

    def ai_seed(self, p: int) -> int:
        """The seed of player p's computer race: secret like his hand, and not the game's seed."""
        return self.seal.ai_seed(self.meta["spiel"], p)

    def write_packets(self) -> list:
        png = self.picture(self.game) if self.picture is not None else None
        out = []
        for p in range(len(self.game.players)):
            out.append(self.write_packet(p, png))
        self.content.pop("zurueck", None)         # the roll-back notice went out with these
        self.content["pakete"] = len(self.game.record)
        self.save()
        return out

    @property
    def packets_due(self) -> bool:
        """Whether the packets of this step are still to be written (a run stopped after the
        step was resolved and saved, before its packets were out)."""
        return self.content.get("pakete", len(self.game.record)) != len(self.game.record)

    def write_packet(self, p: int, png: bytes | None = None) -> Path:
        g = self.game
        info = self.content["players"][p]
        header = {**self._header(), "spieler": f"S{p + 1}", **self.seal.packet_header(p)}
        path = self.packet_path(p)
        notes = {"skipped": self.content.get("zurueck"), "picture": path.with_suffix(".png").name if png else "",
                 "deadline": self.deadline(), "computer": self.content.get("computer", [])}
        text = packet_text(g, p, self.meta["spiel"], header, info.get("gesehen", 0), self.ai_seed(p), notes,
                           self.seal.seal_hand, self.seal.close_packet)
        info["gesehen"] = len(g.log)
        path.parent.mkdir(parents=True, exist_ok=True)
        storage.atomic_write(path, text, keep_backup=False)     # each step writes new ones
        if png:
            _write_bytes(path.with_suffix(".png"), png)
        return path

    # orders
    def receive(self, path, save: bool = True) -> int:
        """Check an orders file and take its orders; returns the player. Refusal: nothing changes."""
        return self.receive_block(fileformat.read(path, ORDERS), Path(path).name, save).player

    def receive_block(self, text: str, name: str = "", save: bool = True) -> Receipt:
        """One orders file's text (found in a file or a mail); Refusal: nothing changes.
        save=False: the caller saves once after taking all that arrived (and only then moves
        the files away, so that nothing taken is lost if the program is stopped)."""
        found = [] if text.startswith(storage.MAGIC + " ") else fileformat.blocks(text)
        parsed = fileformat.parse(found[0][1] if found else text, ORDERS)
        h = parsed.header
        if h.get("spiel") != self.meta["spiel"]:
            raise Refusal("file_foreign", theirs=h.get("spiel"), ours=self.meta["spiel"])
        p = fileformat.player(h, len(self.game.players))
        body = self.seal.open_orders(p, parsed)
        if h.get("nonce") in self.content["nonces"]:
            raise Refusal("file_replayed")
        now = self._header()
        if any(h.get(k) != now[k] for k in ("schritt", "runde", "phase")):
            raise Refusal("file_outdated", round=h.get("runde"), phase=PHASES.get(h.get("phase"), h.get("phase")),
                          step=h.get("schritt"), want_round=now["runde"],
                          want_phase=PHASES.get(now["phase"], now["phase"]), want_step=now["schritt"])
        lines = notation.lines(body)
        if len(lines) > MAX_ORDERS:
            raise Refusal("too_many_orders", n=len(lines), most=MAX_ORDERS)
        earlier = self.content.setdefault("von", {}).get(str(p))
        written = h.get("zeit", "")
        if earlier is not None and str(p) in self.content["pending"] and written < earlier.get("zeit", ""):
            raise Refusal("file_older", player=f"S{p + 1}", name=earlier.get("datei", ""))
        orders = engine.read(self.game, p, lines)       # all or nothing
        engine.submit(self.game, p, orders, trusted=True)
        replaced = (earlier.get("datei") or "?") if earlier and str(p) in self.content["pending"] else ""
        self.content["pending"][str(p)] = [o.text() for o in orders]
        self.content["von"][str(p)] = {"datei": name, "zeit": written}
        self.content["nonces"].append(h["nonce"])
        if save:
            self.save()
        return Receipt(p, replaced)

    def resolve(self, write: bool = True) -> list:
        """All orders in: resolve the phase (and what follows by itself), write new packets
        (write=False: the caller writes them once after several steps, so that each player's
        report of what happened misses nothing)."""
        engine.advance(self.game)
        self._new_step()
        if not write:
            self.save()
            return []
        return self.write_packets()

    def _new_step(self) -> None:
        self._digest = None
        self.content["pending"] = {}
        self.content["von"] = {}
        self.content["uebersprungen"] = []
        days = self.content.get("frist_tage")
        self.content["frist"] = None if not days else {
            "schritt": len(self.game.record), "bis": _iso(time.time() + days * 86400)}

    def steps(self):
        """Replay the game step by step: (step number, state) from the set-up on."""
        return history.steps(self.game.settings, self.game.record)

    def rollback(self, n: int = 1) -> list:
        """Take back the last n steps (only the game master may); they stay in the master
        file (content "verworfen") and the next packets say so."""
        old = list(self.game.record)
        self.game = history.rollback(self.game, n)
        kept = len(self.game.record)
        if n:
            self.content.setdefault("verworfen", []).append({"schritt": kept, "bloecke": old[kept:]})
            self.content["zurueck"] = {"von": len(old), "auf": kept, "runde": self.game.round,
                                       "phase": self.game.phase}
        self._new_step()
        for info in self.content["players"]:
            info["gesehen"] = min(info["gesehen"], len(self.game.log))
        return self.write_packets()

    # absent players
    def deadline(self) -> str:
        """The deadline of this step ("" if none)."""
        f = self.content.get("frist")
        return f["bis"] if f and f.get("schritt") == len(self.game.record) else ""

    def set_deadline(self, until: float | None, days: int | None = None) -> None:
        self.content["frist"] = None if until is None else {"schritt": len(self.game.record), "bis": _iso(until)}
        if days is not None:
            self.content["frist_tage"] = days or None
        self.save()

    def overdue(self) -> bool:
        d = self.deadline()
        return bool(d) and _iso(time.time()) >= d

    def skip(self, p: int) -> None:
        """Go on without player p in this step: his standing orders (or none) count."""
        if p not in engine.missing(self.game):
            raise Refusal("not_missing", player=f"S{p + 1}")
        engine.skip(self.game, p)
        self.content["pending"][str(p)] = []
        self.content["uebersprungen"] = sorted(set(self.content.get("uebersprungen", [])) | {p})
        self.content.setdefault("von", {})[str(p)] = {"datei": "", "zeit": ""}
        self.save()

    @property
    def computer(self) -> list:
        return list(self.content.get("computer", []))

    def set_computer(self, p: int, on: bool) -> None:
        seats = set(self.computer)
        seats = seats | {p} if on else seats - {p}
        self.content["computer"] = sorted(seats)
        self.save()

    def play_computers(self) -> list:
        """The computer races of seats the game master gave them decide, on what their own
        packet would show (never on the game master's full state)."""
        from . import ai
        done = []
        for p in engine.missing(self.game):
            if p in self.computer:
                v = view.project(self.game, p, self.ai_seed(p))
                orders = ai.orders_for(v, p)
                engine.submit(self.game, p, engine.read(self.game, p, [o.text() for o in orders]), trusted=True)
                self.content["pending"][str(p)] = [o.text() for o in orders]
                done.append(p)
        if done:
            self.save()
        return done


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(t))


def _write_bytes(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError as e:
        raise storage.StorageError("unwritable", f"{path}: {e.strerror or e}") from e


def _legacy_match(game, stored) -> bool:
    """The first program hashed the orders held for a sabotage phase in the order they had
    arrived: such a master file is genuine, and opens."""
    if not stored or len(game.held) < 2:
        return False
    for order in itertools.permutations(sorted(game.held)):
        if history.digest(game, held_order=order) == stored:
            return True
    return False


def _mismatch(settings, content) -> tuple:
    """The refusal of a genuine master file whose replay gives another state: from another
    version of the program, or (the same version) a fault of ours, with the step it appears at."""
    version = content.get("programm", 1)
    if version != PROGRAM:
        return "master_mismatch", {"theirs": version, "ours": PROGRAM}
    return "master_diverges", {"step": len(content.get("record", []))}
