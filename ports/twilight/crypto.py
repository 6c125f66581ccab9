"""Secrets of the PBEM files: keys from passwords with scrypt, AES-GCM for hands, orders
and the master file, HMAC-SHA256 over every file. Salts and nonces come from os.urandom
(they must be unpredictable; the game's own randomness stays with retro.dice).
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from retro.play import Refusal

DEFAULT_COST = 2 ** 14       # scrypt n for real games; tests pass a small one


def new_salt() -> str:
    return os.urandom(16).hex()


def new_nonce() -> str:
    return os.urandom(12).hex()


def derive_key(password: str, salt: str, cost: int = DEFAULT_COST, purpose: bytes = b"key") -> bytes:
    kdf = Scrypt(salt=bytes.fromhex(salt) + purpose, length=32, n=cost, r=8, p=1)
    return kdf.derive(password.encode("utf-8"))


def verifier(password: str, salt: str, cost: int = DEFAULT_COST) -> str:
    """What is stored instead of the password: a second scrypt value, not the key."""
    return derive_key(password, salt, cost, b"pruef").hex()


def check_password(password: str, salt: str, cost: int, stored: str) -> bytes:
    """The key for a correct password; Refusal('wrong_password') otherwise."""
    if not hmac.compare_digest(verifier(password, salt, cost), stored):
        raise Refusal("wrong_password")
    return derive_key(password, salt, cost)


def seal(key: bytes, plaintext: str, aad: str) -> str:
    nonce = os.urandom(12)
    ct = AESGCM(key).encrypt(nonce, plaintext.encode("utf-8"), aad.encode("utf-8"))
    return base64.b64encode(nonce + ct).decode("ascii")


def unseal(key: bytes, blob: str, aad: str) -> str:
    try:
        raw = base64.b64decode(blob.encode("ascii"), validate=True)
        return AESGCM(key).decrypt(raw[:12], raw[12:], aad.encode("utf-8")).decode("utf-8")
    except (InvalidTag, ValueError, UnicodeError):
        raise Refusal("file_damaged") from None


def mac(key: bytes, text: str) -> str:
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()


def mac_ok(key: bytes, text: str, code: str) -> bool:
    return hmac.compare_digest(mac(key, text), code)
