"""A player's side of the e-mail game: his packet (written by the game master's program with
packet_text), opened with his key file or his password, and his orders file.

A packet's unsealed parts are for reading; what a player's program reads from it (the header,
the public data, the hand page's data) is checked field by field first (packetcheck.py), so
that a packet changed by hand or by a mail program is refused in German and never crashes
the program nor makes it allocate without bound.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import crypto, fileformat, keys, seals
from ..rules import notation
from ..reports import packetcheck, report, view
from .fileformat import MAX_ORDERS, ORDERS, PACKET, stamp
from ..reports.texts import PACKET as PACKET_TEXT, SECTIONS, explain


# -- what the game master writes -----------------------------------------------------------------
def packet_text(g, p: int, game_id: str, header: dict, seen: int, ai_seed: int, notes: dict,
                seal_hand, close) -> str:
    """A player's packet: the readable report, his sealed hand, the public data."""
    hand = {"text": report.hand(g, p), "daten": view.private_data(g, p, ai_seed)}
    data = json.dumps(view.public_data(g), ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    data = data.replace(" ", "\\u0020")      # no spaces: a line end must never fall on one
    title = PACKET_TEXT["title"].format(player=f"S{p + 1}", name=g.players[p].name, game=game_id,
                                        step=header["schritt"])
    status = [x for line in [report.turn_line(g, p)] for x in report.wrap(line, "  ")]
    sections = [(SECTIONS["status"], "\n".join(status + [title, report.status(g)] + report.wrap(report.economy(g), "  ")
                                               + report.notes(g, notes))),
                (SECTIONS["awaited"], report.awaited(g)),
                (SECTIONS["political"], report.political(g)),
                (SECTIONS["laws"], report.laws(g)),
                (SECTIONS["since"], report.events(g, seen, p)),
                (SECTIONS["track"], report.track(g)),
                (SECTIONS["players"], report.players(g)),
                (SECTIONS["overview"], report.overview(g)),
                (SECTIONS["map"], report.galaxy_map(g)),
                (SECTIONS["orders"], report.orders_help(g, p))]
    if g.phase in ("wuensche", "gebote"):
        sections.append((SECTIONS["races"], report.race_sheets()))
    sections = [(name, report.fit(text)) for name, text in sections]       # none wider than 76
    sections += [(SECTIONS["hand"], fileformat.cut(seal_hand(p, json.dumps(hand, ensure_ascii=False),
                                                             seals.aad(header)), PACKET_TEXT["hand_note"])),
                 (SECTIONS["data"], fileformat.cut(data, PACKET_TEXT["data_note"]))]
    return fileformat.compose(PACKET, header, sections, lambda text: close(p, text))


class UnknownMaster(Refusal):
    """The first packet of a game of keys: its game master's key is not known yet, and this
    player has not said that its fingerprint is the one his game master told him."""

    def __init__(self, game: str, fingerprint: str):
        super().__init__("gm_unknown", game=game, fingerprint=fingerprint)
        self.game, self.fingerprint = game, fingerprint


# -- a player's program ---------------------------------------------------------------------------
@dataclass
class Packet:
    header: dict
    sections: dict
    hand: str                  # the hand page as text ("" when read without key or password)
    private: dict | None = None    # the hand page as data, for the player's program
    checked: bool = False      # its origin checked (a packet read without password is not)
    version: int = fileformat.VERSION
    warnings: list = field(default_factory=list)
    unconfirmed: str = ""      # the game master's phone fingerprint, not yet confirmed and remembered

    @property
    def player(self) -> int:
        return fileformat.player(self.header)

    @property
    def step(self) -> int:
        return fileformat.number(self.header, "schritt")

    @property
    def mode(self) -> str:
        return self.header.get("modus", seals.PASSWORDS)

    def public(self) -> dict:
        text = fileformat.uncut(self.sections.get(SECTIONS["data"], ""), strip=self.version >= 2)
        try:
            data = storage.parse_json(text)
        except (ValueError, RecursionError):
            raise Refusal("packet_data", field="Daten") from None
        return packetcheck.public(data)

    def view(self):
        """The game as this player knows it (view.PlayerView): public part + his hand."""
        if self.private is None:
            raise Refusal("wrong_password")
        public = self.public()
        private = packetcheck.private(self.private, public)
        if private["player"] != self.player:
            raise Refusal("packet_data", field="Hand.player")
        return view.from_data(public, private, self.step)


def _read(path) -> fileformat.Parsed:
    parsed = fileformat.parse_file(path, PACKET)
    fileformat.player(parsed.header)
    fileformat.number(parsed.header, "schritt")
    fileformat.number(parsed.header, "runde", 0, 1000)
    return parsed


def read_public(path, keyfile=None) -> Packet:
    """A packet's public part, without password or passphrase. In a game of keys its
    signature is checked against the game master's key this player has met before (if he
    has), and a packet of that game with another key is refused (gm_key_changed, as
    read_packet does); otherwise the packet is read unchecked, and Packet.checked says so."""
    parsed = _read(path)
    checked = False
    h = parsed.header
    if h.get("modus") == seals.KEYS and keyfile is not None:
        gm = crypto.PublicKey(h.get("sl_box", ""), h.get("sl_sign", ""))
        known = keys.known_master(keyfile, h["spiel"])
        if known is not None and known != gm:
            raise Refusal("gm_key_changed", game=h["spiel"])
        if known == gm:
            if parsed.tag != "sig" or not gm.verify(parsed.signed, parsed.code):
                raise Refusal("file_damaged")
            checked = True
    return Packet(h, parsed.sections, "", checked=checked, version=parsed.version)


class PlayerDesk:
    """A player's program: opens his packets (with his key pair, or in a game of passwords
    with his password) and writes his orders."""

    def __init__(self, folder, password: str | None = None, pair: crypto.KeyPair | None = None,
                 keyfile=None):
        self.folder = Path(folder)
        self.password, self.pair, self.keyfile = password, pair, keyfile
        self._keys = {}

    def _key(self, header: dict) -> bytes:
        if self.password is None:
            raise Refusal("needs_password")
        salt, cost = header.get("salz", ""), fileformat.number(header, "kosten", crypto.MIN_COST, crypto.MAX_COST)
        if (salt, cost) not in self._keys:
            self._keys[(salt, cost)] = crypto.check_password(self.password, salt, cost, header.get("pruef", ""))
        return self._keys[(salt, cost)]

    def read_packet(self, path, trust=None) -> Packet:
        """The packet opened. In a game of keys, at the first packet of a game (its game
        master's key not known yet) `trust` decides: a function given the key's fingerprint
        (PublicKey.phone) that says yes (remember the key) or no (UnknownMaster), True
        (remember it unasked), False (UnknownMaster, which carries the fingerprint). None,
        the call of before: the packet opens, but its key is NOT remembered, Packet.unconfirmed
        holds the fingerprint and Packet.warnings says to compare it: a forged first packet
        never shuts out the real ones. A key other than the one remembered is refused."""
        parsed = _read(path)
        h = parsed.header
        aad = seals.aad(h)
        if h.get("modus") == seals.KEYS:
            if self.pair is None:
                raise Refusal("needs_key")
            gm = crypto.PublicKey(h.get("sl_box", ""), h.get("sl_sign", ""))
            if parsed.tag != "sig" or not gm.verify(parsed.signed, parsed.code):
                raise Refusal("file_damaged")
            if h.get("fuer") != self.pair.public.fingerprint.replace(" ", ""):
                raise Refusal("not_for_you", player=h["spieler"])
            unconfirmed = ""
            if self.keyfile is not None:
                unconfirmed = self._trust(h["spiel"], gm, trust)
            sealed = fileformat.uncut(parsed.sections.get(SECTIONS["hand"], ""))
            plain = self.pair.open(sealed, aad)
        else:
            key = self._key(h)
            if parsed.tag != "mac" or not crypto.mac_ok(key, parsed.signed, parsed.code):
                raise Refusal("file_damaged")
            plain = crypto.unseal(key, fileformat.uncut(parsed.sections.get(SECTIONS["hand"], "")), aad)
            unconfirmed = ""
        try:
            hand = storage.parse_json(plain)
            text, data = hand["text"], hand["daten"]
            if not isinstance(text, str) or not isinstance(data, dict):
                raise TypeError
        except (ValueError, KeyError, TypeError, RecursionError):
            raise Refusal("file_damaged") from None
        pk = Packet(h, parsed.sections, text, data, checked=True, version=parsed.version, unconfirmed=unconfirmed)
        if unconfirmed:
            pk.warnings.append(explain(UnknownMaster(h["spiel"], unconfirmed)))
        return pk

    def _trust(self, game: str, gm: crypto.PublicKey, trust) -> str:
        """"" if the game master's key is known (or now remembered), else its fingerprint."""
        known = keys.known_master(self.keyfile, game)
        if known is not None:
            keys.remember_master(self.keyfile, game, gm)        # Refusal if it is another
            return ""
        if trust is None:
            return gm.phone
        yes = trust(gm.phone) if callable(trust) else bool(trust)
        if not yes:
            raise UnknownMaster(game, gm.phone)
        keys.remember_master(self.keyfile, game, gm)
        return ""

    def write_orders(self, packet: Packet, text: str, folder=None) -> Path:
        """The orders file for the step of this packet; bad notation is refused here already."""
        p = packet.player
        lines = notation.lines(text)
        if len(lines) > MAX_ORDERS:
            raise Refusal("too_many_orders", n=len(lines), most=MAX_ORDERS)
        for line in lines:
            if notation.parse_words(line)[0] != p:
                raise Refusal("foreign_order", line=line)
        h = packet.header
        header = {k: h[k] for k in ("spiel", "schritt", "runde", "phase", "spieler")}
        header["nonce"] = crypto.new_nonce()
        header["zeit"] = stamp()
        if packet.mode == seals.KEYS:
            if self.pair is None:
                raise Refusal("needs_key")
            header["modus"] = seals.KEYS
            gm = crypto.PublicKey(h["sl_box"], h["sl_sign"])
            blob = gm.seal_to(text, seals.aad(header))
            close = lambda signed: f"sig={self.pair.signature(signed)}"       # noqa: E731
        else:
            key = self._key(h)
            blob = crypto.seal(key, text, seals.aad(header))
            close = lambda signed: f"mac={crypto.mac(key, signed)}"            # noqa: E731
        path = Path(folder or self.folder) / f"befehle_{int(h['schritt']):04d}_{h['spieler']}.txt"
        storage.atomic_write(path, fileformat.compose(ORDERS, header, [("befehle", fileformat.cut(blob))], close),
                             keep_backup=False)        # a .bak beside it would travel to the in-box too
        return path
