"""Secrets of the PBEM files.

Two kinds of game. A game of keys (the default now): every player makes an X25519 key pair
for sealing and an Ed25519 pair for signing on his own machine (keys.py); the game master
only ever sees the public halves. What goes to one person is sealed to his X25519 key
(an ephemeral X25519 exchange, HKDF-SHA256, AES-GCM), what comes from one person is signed
with his Ed25519 key. A game of passwords (the first files): keys from passwords with
scrypt, AES-GCM for hands, orders and the master file, HMAC-SHA256 over every file.

Salts, nonces and ephemeral keys come from os.urandom (they must be unpredictable; the
game's own randomness stays with retro.dice). Every value a file gives (a cost, a salt, a
key) is checked before it is used: a file must never make us allocate gigabytes.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import os
from types import SimpleNamespace

from retro.play import Refusal

DEFAULT_COST = 2 ** 15       # scrypt n for a new game of passwords: a key file's (old games keep their 2^14)
KEY_FILE_COST = 2 ** 15      # scrypt n for a key file's passphrase (the file never travels)
MIN_COST, MAX_COST = 2 ** 4, 2 ** 17    # 2^17 is 128 MiB of scrypt memory: no file asks more
_lib = None


def _c() -> SimpleNamespace:
    """The parts of `cryptography`, imported here, where a seal is made or opened, and only
    then: the rest of Twilight (its rules, the hot seat, the galaxy) runs without it, as on a web
    page that could not load it. Refusal("no_cryptography") when it is not there."""
    global _lib
    if _lib is None:
        try:
            from cryptography.exceptions import InvalidSignature, InvalidTag
            from cryptography.hazmat.primitives import serialization
            from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
            from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM
            from cryptography.hazmat.primitives.hashes import SHA256
            from cryptography.hazmat.primitives.kdf.hkdf import HKDF
            from cryptography.hazmat.primitives.kdf.scrypt import Scrypt
        except ImportError:
            raise Refusal("no_cryptography") from None
        _lib = SimpleNamespace(
            InvalidSignature=InvalidSignature, InvalidTag=InvalidTag, serialization=serialization,
            RAW=serialization.Encoding.Raw, Ed25519PrivateKey=Ed25519PrivateKey,
            Ed25519PublicKey=Ed25519PublicKey, X25519PrivateKey=X25519PrivateKey,
            X25519PublicKey=X25519PublicKey, AESGCM=AESGCM, SHA256=SHA256, HKDF=HKDF, Scrypt=Scrypt)
    return _lib


def available() -> bool:
    """Whether seals can be made and opened here (the e-mail game needs it; nothing else does)."""
    try:
        _c()
    except Refusal:
        return False
    return True


def new_salt() -> str:
    return os.urandom(16).hex()


def new_nonce() -> str:
    return os.urandom(12).hex()


def check_cost(cost) -> int:
    """A scrypt cost as a file gives it: a power of two within bounds, else the file is damaged."""
    if not isinstance(cost, int) or not MIN_COST <= cost <= MAX_COST or cost & (cost - 1):
        raise Refusal("file_damaged")
    return cost


def _hex(text: str, n: int) -> bytes:
    """n bytes written as hex; a file that gives something else is damaged."""
    try:
        raw = bytes.fromhex(text)
    except (ValueError, TypeError):
        raise Refusal("file_damaged") from None
    if len(raw) != n:
        raise Refusal("file_damaged")
    return raw


def derive_key(password: str, salt: str, cost: int = DEFAULT_COST, purpose: bytes = b"key") -> bytes:
    kdf = _c().Scrypt(salt=_hex(salt, 16) + purpose, length=32, n=check_cost(cost), r=8, p=1)
    return kdf.derive(password.encode("utf-8"))


def verifier(password: str, salt: str, cost: int = DEFAULT_COST) -> str:
    """What is stored instead of the password: a second scrypt value, not the key."""
    return derive_key(password, salt, cost, b"pruef").hex()


def check_password(password: str, salt: str, cost: int, stored: str) -> bytes:
    """The key for a correct password; Refusal('wrong_password') otherwise."""
    _hex(stored, 32)
    if not hmac.compare_digest(verifier(password, salt, cost), stored):
        raise Refusal("wrong_password")
    return derive_key(password, salt, cost)


def seal(key: bytes, plaintext: str, aad: str) -> str:
    c = _c()
    nonce = os.urandom(12)
    ct = c.AESGCM(key).encrypt(nonce, plaintext.encode("utf-8"), aad.encode("utf-8"))
    return base64.b64encode(nonce + ct).decode("ascii")


def _b64(blob: str) -> bytes:
    try:
        return base64.b64decode(blob.encode("ascii"), validate=True)
    except (ValueError, UnicodeError):
        raise Refusal("file_damaged") from None


def unseal(key: bytes, blob: str, aad: str) -> str:
    c = _c()
    raw = _b64(blob)
    try:
        return c.AESGCM(key).decrypt(raw[:12], raw[12:], aad.encode("utf-8")).decode("utf-8")
    except (c.InvalidTag, ValueError, UnicodeError):
        raise Refusal("file_damaged") from None


def mac(key: bytes, text: str) -> str:
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()


def mac_ok(key: bytes, text: str, code: str) -> bool:
    return hmac.compare_digest(mac(key, text), code)


# -- key pairs ----------------------------------------------------------------------------------
class KeyPair:
    """One person's private keys: X25519 to open what is sealed to him, Ed25519 to sign."""

    def __init__(self, box: bytes | None = None, sign: bytes | None = None):
        c = _c()
        self.box = c.X25519PrivateKey.from_private_bytes(box) if box else c.X25519PrivateKey.generate()
        self.sign = c.Ed25519PrivateKey.from_private_bytes(sign) if sign else c.Ed25519PrivateKey.generate()

    def private_bytes(self) -> tuple:
        c = _c()
        fmt = (c.RAW, c.serialization.PrivateFormat.Raw, c.serialization.NoEncryption())
        return self.box.private_bytes(*fmt), self.sign.private_bytes(*fmt)

    @property
    def public(self) -> "PublicKey":
        c = _c()
        raw = (c.RAW, c.serialization.PublicFormat.Raw)
        return PublicKey(self.box.public_key().public_bytes(*raw).hex(),
                         self.sign.public_key().public_bytes(*raw).hex())

    def signature(self, text: str) -> str:
        return self.sign.sign(text.encode("utf-8")).hex()

    def secret(self, purpose: str) -> int:
        """A number only this key knows (a computer race's seed): not the key, not guessable."""
        return int(hmac.new(self.private_bytes()[0], purpose.encode(), hashlib.sha256).hexdigest()[:12], 16)

    def open(self, blob: str, aad: str) -> str:
        """What was sealed to this key (seal_to); Refusal('file_damaged') otherwise."""
        c = _c()
        raw = _b64(blob)
        if len(raw) < 32 + 12 + 16:
            raise Refusal("file_damaged")
        eph = raw[:32]
        try:
            secret = self.box.exchange(c.X25519PublicKey.from_public_bytes(eph))
        except ValueError:               # a low-order point: a crafted file, never a real key
            raise Refusal("file_damaged") from None
        key = _shared(secret, eph, bytes.fromhex(self.public.box))
        try:
            return c.AESGCM(key).decrypt(raw[32:44], raw[44:], aad.encode("utf-8")).decode("utf-8")
        except (c.InvalidTag, ValueError, UnicodeError):
            raise Refusal("file_damaged") from None


PHONE = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"       # 32 signs, none mistaken for another on the phone


def same_phone(a: str, b: str) -> bool:
    """Two spellings of a phone fingerprint alike (case, spaces and dashes forgiven, O for 0)."""
    def norm(x):
        return "".join(c for c in x.upper().replace("0", "O").replace("1", "I") if c.isalnum())
    return norm(a) == norm(b) and len(norm(a)) == 20


class PublicKey:
    """What a person gives away: hex of his X25519 and Ed25519 public keys."""

    def __init__(self, box: str, sign: str):
        _hex(box, 32)
        _hex(sign, 32)
        self.box, self.sign = box, sign

    @property
    def fingerprint(self) -> str:
        """16 hex digits in four groups, to compare by telephone or in a letter."""
        h = hashlib.sha256(bytes.fromhex(self.box + self.sign)).hexdigest()[:16].upper()
        return " ".join(h[i:i + 4] for i in range(0, 16, 4))

    @property
    def phone(self) -> str:
        """The key's fingerprint as two people compare it by telephone: 5 groups of 4 letters
        and digits (100 bits of SHA-256), without the look-alikes 0 O 1 I."""
        n = int.from_bytes(hashlib.sha256(b"twilight " + bytes.fromhex(self.box + self.sign)).digest()[:13], "big")
        chars = "".join(PHONE[(n >> (5 * i)) & 31] for i in range(20))
        return " ".join(chars[i:i + 4] for i in range(0, 20, 4))

    def verify(self, text: str, signature: str) -> bool:
        c = _c()
        try:
            sig = bytes.fromhex(signature)
            c.Ed25519PublicKey.from_public_bytes(bytes.fromhex(self.sign)).verify(sig, text.encode("utf-8"))
            return True
        except (c.InvalidSignature, ValueError, TypeError):
            return False

    def seal_to(self, plaintext: str, aad: str) -> str:
        """Sealed so that only the holder of the private key opens it (and nobody, not even
        the one who sealed it, can open it again)."""
        c = _c()
        eph = c.X25519PrivateKey.generate()
        eph_pub = eph.public_key().public_bytes(c.RAW, c.serialization.PublicFormat.Raw)
        recipient = bytes.fromhex(self.box)
        key = _shared(eph.exchange(c.X25519PublicKey.from_public_bytes(recipient)), eph_pub, recipient)
        nonce = os.urandom(12)
        ct = c.AESGCM(key).encrypt(nonce, plaintext.encode("utf-8"), aad.encode("utf-8"))
        return base64.b64encode(eph_pub + nonce + ct).decode("ascii")

    def __eq__(self, other) -> bool:
        return isinstance(other, PublicKey) and (self.box, self.sign) == (other.box, other.sign)

    def __hash__(self):
        return hash((self.box, self.sign))


def _shared(secret: bytes, eph: bytes, recipient: bytes) -> bytes:
    c = _c()
    return c.HKDF(c.SHA256(), 32, salt=None, info=b"twilight siegel 1" + eph + recipient).derive(secret)
