"""The text format of the three PBEM files (meister, paket, befehle), and finding them in mail.

Version 2, written now: the file is one armoured block, as PGP armour is, so that it survives
being pasted into a mail body or saved with a whole mail:

    -----BEGIN TWILIGHT BEFEHLE-----
    RETRO twilight befehle 2 crc=1a2b3c4d
    spiel=...                         header lines key=value
    == befehle ==                     sections
    ...
    mac=...     (or sig=...)          over the envelope line's game, kind and version + the rest
    -----END TWILIGHT BEFEHLE-----

No line is longer than 76 characters nor ends in a space, so no mail program wraps or trims
it; a block quoted with "> " or with trailing spaces added is still read. Version 1 (the
first program's files: the envelope line first, the MAC over the body only) is still read.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass

from retro import storage
from retro.play import Refusal

from ..reports.texts import FILE_KINDS, FILE_NAMES

MAX_ORDERS = 400                 # lines in one orders file: a whole round is under a hundred


def stamp() -> str:
    """When a file was written, in UTC, to the microsecond (the later orders file counts)."""
    t = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + f".{int(t % 1 * 1e6):06d}Z"

GAME = "twilight"
VERSION = 2
WIDTH = 76
MASTER, PACKET, ORDERS = "meister", "paket", "befehle"
KEYFILE, PUBLIC = "schluessel", "oeffentlich"      # a person's key file and his public key (keys.py)
FOREIGN = "fremd"                                   # what blocks() calls a file of another retro game
ARMOUR = {MASTER: "MEISTER", PACKET: "PAKET", ORDERS: "BEFEHLE", KEYFILE: "SCHLUESSELDATEI",
          PUBLIC: "SCHLUESSEL"}
KINDS = {v: k for k, v in ARMOUR.items()}
# the largest file of each kind a real game writes, with room to spare: a bigger one is no such file
LIMITS = {ORDERS: 256 * 1024, PACKET: 2 * 1024 * 1024, MASTER: storage.MAX_BYTES,
          KEYFILE: 64 * 1024, PUBLIC: 64 * 1024}
NEED = {MASTER: ("spiel", "schritt", "runde", "phase"),
        PACKET: ("spiel", "schritt", "runde", "phase", "spieler"),
        ORDERS: ("spiel", "schritt", "runde", "phase", "spieler", "nonce"),
        KEYFILE: ("name", "box", "sign", "kosten", "salz"), PUBLIC: ("name", "box", "sign")}
_BEGIN = re.compile(r"^(?P<pre>.*?)-----BEGIN TWILIGHT (?P<kind>[A-Z]+)-----\s*$")


@dataclass
class Parsed:
    version: int
    kind: str
    header: dict
    sections: dict          # name -> text
    signed: str             # what the MAC or the signature covers
    tag: str                # "mac" or "sig"
    code: str


def ident(kind: str, version: int = VERSION) -> str:
    return f"{storage.MAGIC} {GAME} {kind} {version}"


def compose(kind: str, header: dict, sections: list, close) -> str:
    """The armoured file; close(signed text) gives its last line ("mac=..." or "sig=...")."""
    lines = [f"{k}={v}" for k, v in header.items()]
    for name, text in sections:
        lines.append(f"== {name} ==")
        lines += [x.rstrip() for x in text.splitlines()] or [""]
    body = "\n".join(lines) + "\n"
    inner = storage.dumps(GAME, kind, VERSION, body + close(ident(kind) + "\n" + body) + "\n")
    name = ARMOUR[kind]
    return f"-----BEGIN TWILIGHT {name}-----\n{inner}-----END TWILIGHT {name}-----\n"


def cut(text: str, note: str = "") -> str:
    """A long text of one piece (base64, JSON without spaces) in lines of WIDTH."""
    rows = [text[i:i + WIDTH] for i in range(0, len(text), WIDTH)]
    return "\n".join(([note] if note else []) + rows)


def uncut(section: str, note: bool = True, strip: bool = True) -> str:
    """The text cut() cut; strip=False for the first version's data, whose lines could end
    in a space that belongs to a name."""
    rows = section.splitlines()[1 if note else 0:]
    return "".join(r.strip() for r in rows) if strip else "".join(rows)


# -- finding files in what arrived -----------------------------------------------------------------
def blocks(text: str) -> list:
    """Every file in a text (a file, a mail body, a saved mailbox): (kind or "", its text).
    An armoured block may be quoted ("> ") or have gained trailing spaces; a file of the
    first version is found from its envelope line to its mac line."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        m = _BEGIN.match(lines[i])
        if m:
            pre, name = m.group("pre"), m.group("kind")
            end = f"-----END TWILIGHT {name}-----"
            inner, j = [], i + 1
            while j < len(lines) and _unquote(lines[j], pre) != end:
                inner.append(_unquote(lines[j], pre))
                j += 1
            if j < len(lines):
                out.append((KINDS.get(name, name.lower()), "\n".join(inner) + "\n"))
            i = j + 1
            continue
        if lines[i].startswith(f"{storage.MAGIC} "):
            words = lines[i].split() + ["", ""]
            if words[1] != GAME:
                out.append((FOREIGN, lines[i] + "\n"))        # another game's file
                i += 1
                continue
            j = i
            while j < len(lines) - 1 and not lines[j].startswith(("mac=", "sig=")):
                j += 1
            out.append((words[2], "\n".join(lines[i:j + 1]).rstrip("\n") + "\n"))
            i = j + 1
            continue
        i += 1
    return out


def _unquote(line: str, pre: str) -> str:
    if pre and line.startswith(pre):
        line = line[len(pre):]
    elif pre.strip() and line.strip() == pre.strip():
        line = ""                       # "> " quoting leaves ">" on an empty line
    return line.rstrip()


def read(path, kind: str) -> str:
    """A file's text, at most as long as a file of this kind can be."""
    try:
        return storage.read_text(path, LIMITS[kind])
    except storage.StorageError as e:
        if e.reason == "missing":
            raise Refusal("file_missing", name=str(path)) from None
        if e.reason == "damaged" and "bytes" in e.detail:
            raise Refusal("file_too_big", kind=FILE_NAMES[kind], limit=LIMITS[kind] // 1024) from None
        raise Refusal("file_damaged") from None


def parse_file(path, kind: str) -> Parsed:
    text = read(path, kind)
    found = blocks(text)
    if not found:
        return parse(text, kind)          # says why it is none
    return parse(found[0][1], kind)


def parse(text: str, kind: str) -> Parsed:
    """One file of the given kind; Refusal with the German reason if it is none."""
    text = text.lstrip("\ufeff")
    if len(text) > LIMITS[kind]:
        raise Refusal("file_damaged")
    try:
        version, body = storage.loads(text.replace("\r\n", "\n"), GAME, kind, VERSION)
    except storage.StorageError as e:
        if e.reason == "foreign":
            first = text.split(None, 3)
            if first[:2] != [storage.MAGIC, GAME]:
                raise Refusal("file_other_game" if first[:1] == [storage.MAGIC] else "file_kind",
                              kind=FILE_KINDS[kind]) from None
            if kind == ORDERS and first[2:3] == [PACKET]:
                raise Refusal("file_packet") from None
            raise Refusal("file_kind", kind=FILE_KINDS[kind]) from None
        raise Refusal("file_newer" if e.reason == "newer" else "file_damaged") from None
    lines = body.rstrip("\n").split("\n")
    last = lines[-1] if lines else ""
    tag = "sig" if last.startswith("sig=") and version >= 2 else "mac"
    if not last.startswith(tag + "="):
        raise Refusal("file_damaged")
    header, sections, current = {}, {}, None
    for line in lines[:-1]:
        if line.startswith("== ") and line.endswith(" =="):
            current = line[3:-3]
            sections[current] = []
        elif current is None:
            k, eq, v = line.partition("=")
            if not eq or k in header:
                raise Refusal("file_damaged")
            header[k] = v
        else:
            sections[current].append(line)
    if any(k not in header for k in NEED[kind]):
        raise Refusal("file_damaged")
    signed = "\n".join(lines[:-1]) + "\n"
    if version >= 2:
        signed = ident(kind, version) + "\n" + signed     # the envelope is covered too
    return Parsed(version, kind, header, {k: "\n".join(v) for k, v in sections.items()}, signed,
                  tag, last[len(tag) + 1:])


def number(header: dict, key: str, lo: int = 0, hi: int = 10 ** 7) -> int:
    """A header value that must be a whole number within bounds, else the file is damaged."""
    v = header.get(key, "")
    if not (v.isdigit() and len(v) <= 12 and lo <= int(v) <= hi):
        raise Refusal("file_damaged")
    return int(v)


def player(header: dict, n: int = 6) -> int:
    label = header.get("spieler", "")
    if label.startswith("S") and label[1:].isdigit() and 1 <= int(label[1:]) <= n:
        return int(label[1:]) - 1
    raise Refusal("file_damaged")
