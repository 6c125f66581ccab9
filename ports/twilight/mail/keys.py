"""A person's keys on his own machine: the key file (private, under his passphrase), the
public key file he sends to the game master, and the game masters he has met.

    key file (schluessel.txt, in his data folder):   name, public keys, scrypt cost and salt,
        the private keys sealed with AES-GCM under a key from his passphrase
    public key file (oeffentlich_NAME.txt):          name and public keys, signed with the key
    spiele.txt (beside the key file):                 game id -> the game master's public key,
        as seen in the first packet of that game (a later packet signed by another is refused)

A stolen key file is worth only as much as a guess of the passphrase (scrypt at 2^15 makes
each guess slow); a stolen packet or orders file without the key file is worth nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import crypto, fileformat
from .fileformat import GAME, KEYFILE, PUBLIC

MIN_PASSPHRASE = 8
KNOWN = "spiele.txt"


def default_path() -> Path:
    return storage.data_dir(GAME) / "schluessel.txt"


def _check_name(name: str) -> str:
    name = " ".join(name.split())
    if not name or len(name) > 40 or any(c in name for c in "=\\/"):
        raise Refusal("bad_name", name=name)
    return name


def check_address(address: str) -> str:
    """An e-mail address as a player gives it ("" for none): one @ with something on either
    side, no spaces, no angle brackets, no line breaks; Refusal("bad_address") otherwise."""
    address = address.strip()
    if not address:
        return ""
    local, at, domain = address.partition("@")
    if (not at or not local or not domain or "@" in domain or len(address) > 100
            or any(c.isspace() or c in "<>" for c in address)):
        raise Refusal("bad_address", address=address)
    return address


def _check_passphrase(pw: str) -> None:
    if len(pw) < MIN_PASSPHRASE:
        raise Refusal("passphrase_short", n=MIN_PASSPHRASE)


def _sealed(pair: crypto.KeyPair, name: str, passphrase: str, cost: int) -> str:
    salt = crypto.new_salt()
    pub = pair.public
    header = {"name": name, "box": pub.box, "sign": pub.sign, "kosten": str(cost), "salz": salt}
    key = crypto.derive_key(passphrase, salt, cost, b"schluesseldatei")
    box, sign = pair.private_bytes()
    blob = crypto.seal(key, json.dumps({"box": box.hex(), "sign": sign.hex()}), _aad(header))
    header["pruef"] = _check_value(key)         # not in the sealed part's aad (the first files lack it)
    return fileformat.compose(KEYFILE, header, [("geheim", fileformat.cut(blob))],
                              lambda text: f"mac={crypto.mac(key, text)}")


def _check_value(key: bytes) -> str:
    """What tells a wrong passphrase from a changed file: right only for the right one."""
    return crypto.mac(key, "passphrase-pruefwert")[:16]


def _aad(header: dict) -> str:
    return "\n".join(f"{k}={v}" for k, v in header.items())


def make(path, name: str, passphrase: str, cost: int = crypto.KEY_FILE_COST, address: str = "") -> tuple:
    """A new key pair in a new key file; returns (pair, the public key file's text, which
    carries his e-mail address if he gave one)."""
    path = Path(path)
    name = _check_name(name)
    address = check_address(address)
    _check_passphrase(passphrase)
    if path.exists():
        raise Refusal("key_exists", path=str(path))
    pair = crypto.KeyPair()
    storage.atomic_write(path, _sealed(pair, name, passphrase, crypto.check_cost(cost)))
    return pair, public_text(pair, name, address)


def public_file_name(name: str) -> str:
    """The public key file's name, as `player key` writes it: oeffentlich_NAME.txt."""
    name = "".join(c if c.isalnum() else "_" for c in " ".join(name.split()))[:40]
    return f"oeffentlich_{name}.txt"


def public_text(pair: crypto.KeyPair, name: str, address: str = "") -> str:
    pub = pair.public
    header = {"name": name, "box": pub.box, "sign": pub.sign, "fingerabdruck": pub.fingerprint.replace(" ", ""),
              "vergleich": pub.phone.replace(" ", "-")}          # what the game master compares by phone
    if address:
        header["adresse"] = check_address(address)               # signed with the rest
    return fileformat.compose(PUBLIC, header, [], lambda text: f"sig={pair.signature(text)}")


def load(path, passphrase: str) -> tuple:
    """(pair, name) from a key file; Refusal('wrong_password') for a wrong passphrase."""
    parsed = fileformat.parse_file(path, KEYFILE)
    h = parsed.header
    cost = fileformat.number(h, "kosten", crypto.MIN_COST, crypto.MAX_COST)
    key = crypto.derive_key(passphrase, h["salz"], cost, b"schluesseldatei")
    if "pruef" in h and h["pruef"] != _check_value(key):
        raise Refusal("wrong_password")
    if not crypto.mac_ok(key, parsed.signed, parsed.code):
        # the passphrase is right (its check value says so): the file was changed
        raise Refusal("key_file_changed" if "pruef" in h else "wrong_password")
    raw = json.loads(crypto.unseal(key, fileformat.uncut(parsed.sections.get("geheim", ""), False, parsed.version >= 2),
                                   _aad({k: h[k] for k in ("name", "box", "sign", "kosten", "salz")})))
    try:
        pair = crypto.KeyPair(bytes.fromhex(raw["box"]), bytes.fromhex(raw["sign"]))
    except (KeyError, TypeError, ValueError):
        raise Refusal("file_damaged") from None
    if pair.public != crypto.PublicKey(h["box"], h["sign"]):
        raise Refusal("file_damaged")
    return pair, h["name"]


def change_passphrase(path, old: str, new: str, cost: int = crypto.KEY_FILE_COST) -> None:
    pair, name = load(path, old)
    _check_passphrase(new)
    storage.atomic_write(path, _sealed(pair, name, new, crypto.check_cost(cost)))


def read_public(path) -> tuple:
    """(name, PublicKey) of a public key file, its own signature checked."""
    return read_public_entry(path)[:2]


def read_public_entry(path) -> tuple:
    """(name, PublicKey, e-mail address or "") of a public key file, its own signature
    checked; a file of before the addresses has none."""
    parsed = fileformat.parse_file(path, PUBLIC)
    h = parsed.header
    pub = crypto.PublicKey(h["box"], h["sign"])
    if parsed.tag != "sig" or not pub.verify(parsed.signed, parsed.code):
        raise Refusal("file_damaged")
    return _check_name(h["name"]), pub, check_address(h.get("adresse", ""))


def _known(keyfile) -> dict:
    path = Path(keyfile).with_name(KNOWN)
    if not path.exists():
        return {}
    try:
        known = json.loads(storage.read_text(path, 1024 * 1024))
        return known if isinstance(known, dict) else {}
    except (storage.StorageError, ValueError):
        return {}


def known_master(keyfile, game: str):
    """The game master's key this player met in the first packet of a game, or None."""
    seen = _known(keyfile).get(game)
    try:
        return crypto.PublicKey(*seen) if isinstance(seen, list) and len(seen) == 2 else None
    except Refusal:
        return None


def remember_master(keyfile, game: str, gm: crypto.PublicKey) -> bool:
    """The game master's key of a game, as this player first saw it; Refusal if a packet of
    the same game comes with another. Returns True the first time."""
    path = Path(keyfile).with_name(KNOWN)
    known = _known(keyfile)
    seen = known.get(game)
    if seen is not None:
        if seen != [gm.box, gm.sign]:
            raise Refusal("gm_key_changed", game=game)
        return False
    known[game] = [gm.box, gm.sign]
    storage.atomic_write(path, json.dumps(known, indent=1, sort_keys=True) + "\n")
    return True
