"""Play by e-mail: the game master's master file, a packet per player and phase, the
players' orders files.

Every file is plain text in a retro.storage envelope (game, kind, version, CRC) and
carries the game's identity, the step, round and phase, and an HMAC-SHA256. Secrets are
sealed with AES-GCM: the master file under the game master's key, each hand and each
orders file under that player's key. Keys come from passwords by scrypt; only scrypt
verifiers are kept, never a password. A changed, foreign, outdated or replayed file is
refused with a German reason and nothing changes.

A packet is printable text for a human (report.py) plus two parts for the player's program:
his sealed hand page as data and the public state as data; Packet.view() rebuilds from them
the game as he knows it (view.PlayerView), on which a computer race decides and the orders
are checked. The game master's folder: meister.txt, ausgang/ (packets), eingang/ (orders).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import crypto, engine, history, notation, report, view
from .state import Settings
from .texts import FILE_KINDS, PACKET as PACKET_TEXT, PHASES, SECTIONS

GAME = "twilight"
VERSION = 1
MASTER, PACKET, ORDERS = "meister", "paket", "befehle"
MIN_PASSWORD = 6
OUTBOX, INBOX = "ausgang", "eingang"     # the game master's folders: packets out, orders in
DATA_WIDTH = 76                          # the packet's data lines, short enough to print and mail


# -- the text format shared by all three files --------------------------------------------------
def _compose(header: dict, sections: list, key: bytes) -> str:
    lines = [f"{k}={v}" for k, v in header.items()]
    for name, text in sections:
        lines.append(f"== {name} ==")
        lines += text.splitlines() or [""]
    body = "\n".join(lines) + "\n"
    return body + f"mac={crypto.mac(key, body)}\n"


def _lines(note: str, text: str) -> str:
    """A note, then a long text cut into lines short enough to print and to mail."""
    return "\n".join([note] + [text[i:i + DATA_WIDTH] for i in range(0, len(text), DATA_WIDTH)])


def _unlines(section: str) -> str:
    return "".join(section.splitlines()[1:])


def _aad(header: dict) -> str:
    return "\n".join(f"{k}={v}" for k, v in header.items())


@dataclass
class Parsed:
    header: dict
    sections: dict
    signed: str
    mac: str


def _parse(path, kind: str) -> Parsed:
    try:
        raw = Path(path).read_bytes()
    except OSError:
        raise Refusal("file_missing", name=Path(path).name) from None
    try:
        # mail programs like to turn line ends into CR LF: that is no damage
        text = raw.decode("utf-8").replace("\r\n", "\n")
        _, body = storage.loads(text, GAME, kind, VERSION)
    except UnicodeDecodeError:
        raise Refusal("file_damaged") from None
    except storage.StorageError as e:
        if e.reason == "foreign":
            first = text.split(None, 3)
            if first[:2] != ["RETRO", GAME]:
                raise Refusal("file_other_game" if first[:1] == ["RETRO"] else "file_kind",
                              kind=FILE_KINDS[kind]) from None
            if kind == ORDERS and first[2:3] == [PACKET]:
                raise Refusal("file_packet") from None
            raise Refusal("file_kind", kind=FILE_KINDS[kind]) from None
        raise Refusal("file_newer" if e.reason == "newer" else "file_damaged") from None
    lines = body.rstrip("\n").split("\n")
    if not lines or not lines[-1].startswith("mac="):
        raise Refusal("file_damaged")
    signed = "\n".join(lines[:-1]) + "\n"
    header, sections, current = {}, {}, None
    for line in lines[:-1]:
        if line.startswith("== ") and line.endswith(" =="):
            current = line[3:-3]
            sections[current] = []
        elif current is None:
            k, eq, v = line.partition("=")
            if not eq:
                raise Refusal("file_damaged")
            header[k] = v
        else:
            sections[current].append(line)
    need = {MASTER: ("spiel", "schritt", "runde", "phase", "kosten", "salz", "pruef"),
            PACKET: ("spiel", "schritt", "runde", "phase", "spieler", "kosten", "salz", "pruef"),
            ORDERS: ("spiel", "schritt", "runde", "phase", "spieler", "nonce")}[kind]
    if any(k not in header for k in need):
        raise Refusal("file_damaged")
    return Parsed(header, {k: "\n".join(v) for k, v in sections.items()}, signed, lines[-1][4:])


def _int(header, key):
    try:
        return int(header.get(key, ""))
    except ValueError:
        raise Refusal("file_damaged") from None


# -- the game master ----------------------------------------------------------------------------
class GameMaster:
    """The game master's program: keeps the master file and writes the packets."""

    def __init__(self, folder, key: bytes, meta: dict, content: dict, game, digest: str | None = None):
        self.folder = Path(folder)
        self.key, self.meta, self.content, self.game = key, meta, content, game
        self._digest = digest    # of the state without pending orders; changes only with the record

    # set-up
    @classmethod
    def create(cls, folder, settings: Settings, gm_password: str, passwords: list,
               cost: int = crypto.DEFAULT_COST) -> "GameMaster":
        from . import setup
        everyone = [gm_password] + list(passwords)
        if any(len(pw) < MIN_PASSWORD for pw in everyone):
            raise Refusal("password_short")
        if len(set(everyone)) != len(everyone):
            raise Refusal("password_same")
        if len(passwords) != settings.players:
            raise Refusal("player_count", lo=settings.players, hi=settings.players)
        game = setup.new_game(settings)
        salt = crypto.new_salt()
        meta = {"spiel": os.urandom(6).hex(), "kosten": str(cost), "salz": salt,
                "pruef": crypto.verifier(gm_password, salt, cost)}
        players = []
        for pw in passwords:
            s = crypto.new_salt()
            players.append({"salz": s, "pruef": crypto.verifier(pw, s, cost),
                            "schluessel": crypto.derive_key(pw, s, cost).hex(), "gesehen": 0})
        content = {"settings": settings.to_text(), "record": [], "pending": {}, "nonces": [],
                   "players": players}
        gm = cls(folder, crypto.derive_key(gm_password, salt, cost), meta, content, game)
        for sub in (OUTBOX, INBOX):
            (gm.folder / sub).mkdir(parents=True, exist_ok=True)
        gm.save()
        gm.write_packets()
        return gm

    @classmethod
    def open(cls, folder, gm_password: str) -> "GameMaster":
        parsed = _parse(Path(folder) / "meister.txt", MASTER)
        h = parsed.header
        cost = _int(h, "kosten")
        key = crypto.check_password(gm_password, h.get("salz", ""), cost, h.get("pruef", ""))
        if not crypto.mac_ok(key, parsed.signed, parsed.mac):
            raise Refusal("file_damaged")
        aad = _aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase")})
        content = json.loads(crypto.unseal(key, parsed.sections.get("inhalt", ""), aad))
        game = history.replay(Settings.from_text(content["settings"]), content["record"])
        if history.digest(game) != content.get("digest"):
            raise Refusal("master_mismatch")
        for p, lines in sorted(content["pending"].items()):
            engine.submit(game, int(p), notation.parse_all("\n".join(lines)), trusted=True)   # checked on receipt
        meta = {k: h[k] for k in ("spiel", "kosten", "salz", "pruef")}
        return cls(folder, key, meta, content, game, content["digest"])

    def _header(self) -> dict:
        g = self.game
        return {"spiel": self.meta["spiel"], "schritt": str(len(g.record)), "runde": str(g.round),
                "phase": g.phase}

    def save(self) -> None:
        self.content["record"] = list(self.game.record)
        if self._digest is None:
            self._digest = history.digest(self._replayable())
        self.content["digest"] = self._digest
        h = self._header()
        blob = crypto.seal(self.key, json.dumps(self.content, ensure_ascii=False), _aad(h))
        header = {**h, "kosten": self.meta["kosten"], "salz": self.meta["salz"], "pruef": self.meta["pruef"]}
        text = _compose(header, [("inhalt", blob)], self.key)
        storage.save(self.folder / "meister.txt", GAME, MASTER, VERSION, text)

    def _replayable(self):
        """The state without pending orders (what a replay of the record gives)."""
        import copy
        g = copy.copy(self.game)     # shallow: digest() only reads it
        g.pending = {}
        return g

    def player_key(self, p: int) -> bytes:
        return bytes.fromhex(self.content["players"][p]["schluessel"])

    # packets
    def packet_path(self, p: int) -> Path:
        return self.folder / OUTBOX / f"paket_{len(self.game.record):04d}_S{p + 1}.txt"

    def ai_seed(self, p: int) -> int:
        """The seed of player p's computer race: secret like his hand, and not the game's seed."""
        return int(crypto.mac(self.key, f"ki S{p + 1}")[:12], 16)

    def write_packets(self) -> list:
        out = []
        for p in range(len(self.game.players)):
            out.append(self.write_packet(p))
        self.save()
        return out

    def write_packet(self, p: int) -> Path:
        g = self.game
        info = self.content["players"][p]
        header = {**self._header(), "spieler": f"S{p + 1}", "kosten": self.meta["kosten"],
                  "salz": info["salz"], "pruef": info["pruef"]}
        awaited = ", ".join(f"S{q + 1}" for q in engine.awaited(g)) or "-"
        key = self.player_key(p)
        hand = {"text": report.hand(g, p), "daten": view.private_data(g, p, self.ai_seed(p))}
        data = json.dumps(view.public_data(g), ensure_ascii=True, sort_keys=True, separators=(",", ":"))
        title = PACKET_TEXT["title"].format(player=f"S{p + 1}", name=g.players[p].name,
                                            game=self.meta["spiel"], step=len(g.record))
        sections = [
            (SECTIONS["status"], title + "\n" + report.status(g)),
            (SECTIONS["awaited"], awaited),
            (SECTIONS["political"], report.political(g)),
            (SECTIONS["laws"], report.laws(g)),
            (SECTIONS["since"], report.events(g, info["gesehen"])),
            (SECTIONS["track"], report.track(g)),
            (SECTIONS["players"], report.players(g)),
            (SECTIONS["overview"], report.overview(g)),
            (SECTIONS["map"], report.galaxy_map(g)),
            (SECTIONS["orders"], report.orders_help(g, p)),
            (SECTIONS["hand"], _lines(PACKET_TEXT["hand_note"],
                                      crypto.seal(key, json.dumps(hand, ensure_ascii=False), _aad(header)))),
            (SECTIONS["data"], _lines(PACKET_TEXT["data_note"], data)),
        ]
        info["gesehen"] = len(g.log)
        path = self.packet_path(p)
        path.parent.mkdir(parents=True, exist_ok=True)
        storage.save(path, GAME, PACKET, VERSION, _compose(header, sections, key))
        return path

    # orders
    def receive(self, path) -> int:
        """Check an orders file and take its orders; returns the player. Refusal: nothing changes."""
        parsed = _parse(path, ORDERS)
        h = parsed.header
        if h.get("spiel") != self.meta["spiel"]:
            raise Refusal("file_foreign", theirs=h.get("spiel"), ours=self.meta["spiel"])
        sp = h.get("spieler", "")
        p = _player_index(sp, len(self.game.players))
        key = self.player_key(p)
        if not crypto.mac_ok(key, parsed.signed, parsed.mac):
            raise Refusal("file_damaged")
        if h.get("nonce") in self.content["nonces"]:
            raise Refusal("file_replayed")
        now = self._header()
        if any(h.get(k) != now[k] for k in ("schritt", "runde", "phase")):
            raise Refusal("file_outdated", round=h.get("runde"), phase=PHASES.get(h.get("phase"), h.get("phase")),
                          step=h.get("schritt"), want_round=now["runde"],
                          want_phase=PHASES.get(now["phase"], now["phase"]), want_step=now["schritt"])
        aad = _aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase", "spieler", "nonce")})
        text = crypto.unseal(key, parsed.sections.get("befehle", ""), aad)
        orders = engine.read(self.game, p, notation.lines(text))       # all or nothing
        engine.submit(self.game, p, orders, trusted=True)
        self.content["pending"][str(p)] = [o.text() for o in orders]
        self.content["nonces"].append(h["nonce"])
        self.save()
        return p

    def resolve(self) -> list:
        """All orders in: resolve the phase (and what follows by itself), write new packets."""
        engine.advance(self.game)
        self._digest = None
        self.content["pending"] = {}
        return self.write_packets()

    def steps(self):
        """Replay the game step by step: (step number, state) from the set-up on."""
        return history.steps(self.game.settings, self.game.record)

    def rollback(self, n: int = 1) -> list:
        """Take back the last n steps (only the game master may)."""
        self.game = history.rollback(self.game, n)
        self._digest = None
        self.content["pending"] = {}
        for info in self.content["players"]:
            info["gesehen"] = min(info["gesehen"], len(self.game.log))
        return self.write_packets()


def _player_index(label: str, n: int) -> int:
    if label.startswith("S") and label[1:].isdigit() and 1 <= int(label[1:]) <= n:
        return int(label[1:]) - 1
    raise Refusal("file_damaged")


# -- a player's program ---------------------------------------------------------------------------
@dataclass
class Packet:
    header: dict
    sections: dict
    hand: str                  # the hand page as text ("" when read without password)
    private: dict | None = None    # the hand page as data, for the player's program

    @property
    def player(self) -> int:
        return int(self.header["spieler"][1:]) - 1

    @property
    def step(self) -> int:
        return _int(self.header, "schritt")

    def public(self) -> dict:
        text = _unlines(self.sections.get(SECTIONS["data"], ""))
        try:
            return json.loads(text)
        except ValueError:
            raise Refusal("file_damaged") from None

    def view(self):
        """The game as this player knows it (view.PlayerView): public part + his hand."""
        if self.private is None:
            raise Refusal("wrong_password")
        try:
            return view.from_data(self.public(), self.private, self.step)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            raise Refusal("file_damaged") from None


def read_public(path) -> Packet:
    """A packet's public part, without password (and so without checking its MAC)."""
    parsed = _parse(path, PACKET)
    _player_index(parsed.header["spieler"], 6)
    return Packet(parsed.header, parsed.sections, "")


class PlayerDesk:
    """A player's program: opens his packets with his password and writes his orders."""

    def __init__(self, folder, password: str):
        self.folder = Path(folder)
        self.password = password
        self._keys = {}

    def _key(self, header: dict) -> bytes:
        salt, cost = header.get("salz", ""), _int(header, "kosten")
        if (salt, cost) not in self._keys:
            self._keys[(salt, cost)] = crypto.check_password(self.password, salt, cost, header.get("pruef", ""))
        return self._keys[(salt, cost)]

    def read_packet(self, path) -> Packet:
        parsed = _parse(path, PACKET)
        _player_index(parsed.header["spieler"], 6)
        key = self._key(parsed.header)
        if not crypto.mac_ok(key, parsed.signed, parsed.mac):
            raise Refusal("file_damaged")
        aad = _aad(parsed.header)
        try:
            hand = json.loads(crypto.unseal(key, _unlines(parsed.sections.get(SECTIONS["hand"], "")), aad))
            return Packet(parsed.header, parsed.sections, hand["text"], hand["daten"])
        except (ValueError, KeyError, TypeError):
            raise Refusal("file_damaged") from None

    def write_orders(self, packet: Packet, text: str, folder=None) -> Path:
        """The orders file for the phase of this packet; bad notation is refused here already."""
        p = packet.player
        for line in notation.lines(text):
            if notation.parse_words(line)[0] != p:
                raise Refusal("foreign_order", line=line)
        h = packet.header
        header = {k: h[k] for k in ("spiel", "schritt", "runde", "phase", "spieler")}
        header["nonce"] = crypto.new_nonce()
        key = self._key(h)
        blob = crypto.seal(key, text, _aad(header))
        path = Path(folder or self.folder) / f"befehle_{int(h['schritt']):04d}_{h['spieler']}.txt"
        storage.save(path, GAME, ORDERS, VERSION, _compose(header, [("befehle", blob)], key))
        return path
