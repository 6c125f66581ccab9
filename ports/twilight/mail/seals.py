"""How the game master's program seals, signs and opens, in the two kinds of game.

KeySeals (a game of keys): the master file is sealed to the game master's own X25519 key and
signed with his Ed25519 key; a hand is sealed to its player's public key and the packet
signed by the game master; an orders file is opened with the game master's private key
and its signature checked against the player's public key. The game master never holds
anything that opens a player's key file.

PasswordSeals (a game of passwords, the first program's games): one AES-GCM key per person,
derived from his password by scrypt; the game master's program keeps the players' keys;
HMAC-SHA256 over every file.
"""
from __future__ import annotations

from retro.play import Refusal

from . import crypto, fileformat

KEYS, PASSWORDS = "schluessel", "passwort"


def aad(header: dict) -> str:
    return "\n".join(f"{k}={v}" for k, v in header.items())


class KeySeals:
    mode = KEYS

    def __init__(self, pair: crypto.KeyPair, players: list):
        self.pair = pair
        self.players = players                  # [crypto.PublicKey] by seat

    # the master file
    def master_header(self) -> dict:
        pub = self.pair.public
        return {"modus": KEYS, "box": pub.box, "sign": pub.sign}

    def seal_master(self, text: str, aad_: str) -> str:
        return self.pair.public.seal_to(text, aad_)

    def open_master(self, parsed) -> str:
        h = parsed.header
        if crypto.PublicKey(h.get("box", "0"), h.get("sign", "0")) != self.pair.public:
            raise Refusal("wrong_key")
        if parsed.tag != "sig" or not self.pair.public.verify(parsed.signed, parsed.code):
            raise Refusal("file_damaged")
        return self.pair.open(fileformat.uncut(parsed.sections.get("inhalt", ""), False, parsed.version >= 2), _master_aad(h))

    def close_master(self, text: str) -> str:
        return f"sig={self.pair.signature(text)}"

    # packets
    def packet_header(self, p: int) -> dict:
        pub = self.pair.public
        return {"modus": KEYS, "sl_box": pub.box, "sl_sign": pub.sign,
                "fuer": self.players[p].fingerprint.replace(" ", "")}

    def seal_hand(self, p: int, text: str, aad_: str) -> str:
        return self.players[p].seal_to(text, aad_)

    def close_packet(self, p: int, text: str) -> str:
        return f"sig={self.pair.signature(text)}"

    # orders
    def open_orders(self, p: int, parsed) -> str:
        if parsed.header.get("modus") != KEYS:
            raise Refusal("orders_mode", want="Schlüssel")
        if parsed.tag != "sig" or not self.players[p].verify(parsed.signed, parsed.code):
            raise Refusal("file_damaged")
        return self.pair.open(fileformat.uncut(parsed.sections.get("befehle", ""), False, parsed.version >= 2), aad(parsed.header))

    def ai_seed(self, game_id: str, p: int) -> int:
        return self.pair.secret(f"ki {game_id} S{p + 1}")

    def content_players(self) -> list:
        return [{"box": k.box, "sign": k.sign} for k in self.players]


class PasswordSeals:
    mode = PASSWORDS

    def __init__(self, key: bytes, meta: dict, players: list):
        self.key, self.meta = key, meta         # meta: kosten, salz, pruef of the game master
        self.players = players                  # [{"salz", "pruef", "schluessel", ...}] by seat

    def master_header(self) -> dict:
        return {k: self.meta[k] for k in ("kosten", "salz", "pruef")}

    def seal_master(self, text: str, aad_: str) -> str:
        return crypto.seal(self.key, text, aad_)

    def open_master(self, parsed) -> str:
        if not crypto.mac_ok(self.key, parsed.signed, parsed.code):
            raise Refusal("file_damaged")
        return crypto.unseal(self.key, fileformat.uncut(parsed.sections.get("inhalt", ""), False, parsed.version >= 2),
                             _master_aad(parsed.header))

    def close_master(self, text: str) -> str:
        return f"mac={crypto.mac(self.key, text)}"

    def player_key(self, p: int) -> bytes:
        return bytes.fromhex(self.players[p]["schluessel"])

    def packet_header(self, p: int) -> dict:
        info = self.players[p]
        return {"kosten": self.meta["kosten"], "salz": info["salz"], "pruef": info["pruef"]}

    def seal_hand(self, p: int, text: str, aad_: str) -> str:
        return crypto.seal(self.player_key(p), text, aad_)

    def close_packet(self, p: int, text: str) -> str:
        return f"mac={crypto.mac(self.player_key(p), text)}"

    def open_orders(self, p: int, parsed) -> str:
        key = self.player_key(p)
        if parsed.header.get("modus", PASSWORDS) != PASSWORDS:
            raise Refusal("orders_mode", want="Passwort")
        if parsed.tag != "mac" or not crypto.mac_ok(key, parsed.signed, parsed.code):
            raise Refusal("file_damaged")
        h = parsed.header
        if parsed.version == 1:
            data = aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase", "spieler", "nonce")})
        else:
            data = aad(h)
        return crypto.unseal(key, fileformat.uncut(parsed.sections.get("befehle", ""), False, parsed.version >= 2), data)

    def ai_seed(self, game_id: str, p: int) -> int:
        return int(crypto.mac(self.key, f"ki S{p + 1}")[:12], 16)

    def content_players(self) -> list:
        return self.players


def _master_aad(h: dict) -> str:
    return aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase")})
