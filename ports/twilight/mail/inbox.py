"""What arrived in the game master's in-box: every file, under any name (befehle_0012_S2.txt,
BEFEHLE.TXT, a mail saved whole as .eml or .mbox, a reply with the orders pasted into its
body, quoted or encoded for mail), searched for the orders files inside.

A mail is read as mail (its parts decoded from base64 or quoted-printable, as a mail program
sends an attachment or a long body), and its raw text too; every armoured block found is
one orders file. A file with none in it is named, with the reason, never passed over in
silence.
"""
from __future__ import annotations

import email
import email.policy
from dataclasses import dataclass, field
from pathlib import Path

from . import fileformat

MAX_FILE = 4 * 1024 * 1024           # a saved mail with an attachment; more is no mail of ours


@dataclass
class Arrival:
    path: Path
    orders: list = field(default_factory=list)     # the texts of the orders files found in it
    others: list = field(default_factory=list)     # kinds of the other files found (a packet ...)
    unreadable: str = ""                           # why nothing could be read at all


def arrivals(folder) -> list:
    """Every regular file in the folder, in order of name (any case), with what is in it."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    out = []
    for path in sorted((f for f in folder.iterdir() if f.is_file() and not f.name.endswith(".tmp")),
                       key=lambda f: (f.name.lower(), f.name)):
        out.append(read(path))
    return out


def read(path: Path) -> Arrival:
    a = Arrival(path)
    try:
        if path.stat().st_size > MAX_FILE:
            a.unreadable = "too_big"
            return a
        raw = path.read_bytes()
    except OSError:
        a.unreadable = "unreadable"
        return a
    seen = set()
    parts = _parts(raw)
    found = [b for text in parts for b in fileformat.blocks(text)]
    if not found:          # no mail, or a mail whose parts hold none: the file as it is
        found = fileformat.blocks(_decode(raw))
    for kind, block in found:
        if block.strip() in seen:
            continue
        seen.add(block.strip())
        if kind == fileformat.ORDERS:
            a.orders.append(block)
        else:
            a.others.append(kind)
    return a


def _decode(raw: bytes, charset: str | None = None) -> str:
    for cs in (charset, "utf-8-sig", "cp1252"):
        if not cs:
            continue
        try:
            return raw.decode(cs)
        except (UnicodeDecodeError, LookupError):
            continue
    return raw.decode("latin-1")


def _parts(raw: bytes) -> list:
    """If the file is a mail, each of its parts decoded (a quoted-printable body, a base64
    attachment): its raw text would hold the blocks mangled by that encoding."""
    out = []
    head = raw[:4096].lower()
    if b"\nfrom:" in b"\n" + head or b"\nmime-version:" in b"\n" + head or b"\ncontent-type:" in b"\n" + head:
        try:
            msg = email.message_from_bytes(raw, policy=email.policy.compat32)
            for part in msg.walk():
                if part.is_multipart():
                    continue
                payload = part.get_payload(decode=True)
                if payload:
                    out.append(_decode(payload, part.get_content_charset()))
        except Exception:        # a broken mail: its raw text above is still searched
            pass
    return out
