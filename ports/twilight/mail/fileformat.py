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

No line is longer than 76 characters nor ends in a space (a longer header value, the
signature, is cut over lines of 76). Version 3, written now, survives any mail program:
its checksum, MAC and signature are over the text without any white space ("canonical"),
so that a line a mail program wrapped (at 72, 76, 78 columns, at a space or in a word),
re-flowed (format=flowed: soft breaks, space-stuffing), quoted with "> " or gave trailing
spaces still checks; the reader joins a line that starts no known kind of line (key=value
in the header, "== name ==", mac=/sig=) to the line before, and base64 and the data are
read without white space. Version 2 (the exact text checked) and version 1 (the first
program's files: the envelope line first, the MAC over the body only) are still read.
"""
from __future__ import annotations

import re
import time
import zlib
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
VERSION = 3
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
_KEY = re.compile(r"^[a-z_]{2,16}=")
_HEX = re.compile(r"^[0-9a-f]*$")
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


def canon(text: str) -> str:
    """What version 3's checksum, MAC and signature cover: the text without white space."""
    return "".join(text.split())


def _fold(line: str) -> list:
    """A line of more than WIDTH characters (a header value, the signature) over lines of
    WIDTH; the reader joins them again."""
    return [line[i:i + WIDTH] for i in range(0, len(line), WIDTH)] or [""]


def compose(kind: str, header: dict, sections: list, close) -> str:
    """The armoured file; close(signed text) gives its last line ("mac=..." or "sig=...")."""
    lines = [f"{k}={v}" for k, v in header.items()]
    for name, text in sections:
        lines.append(f"== {name} ==")
        lines += [x.rstrip() for x in text.splitlines()] or [""]
    body = "\n".join(lines) + "\n"
    last = close(canon(ident(kind) + "\n" + body))
    rows = [r for line in lines + [last] for r in _fold(line)]
    folded = "\n".join(rows) + "\n"
    name = ARMOUR[kind]
    return f"-----BEGIN TWILIGHT {name}-----\n{envelope(kind, VERSION, folded)}-----END TWILIGHT {name}-----\n"


def envelope(kind: str, version: int, body: str) -> str:
    """The envelope line (its checksum right for the version) and the body after it."""
    if version < 3:
        return storage.dumps(GAME, kind, version, body)
    if not body.endswith("\n"):
        body += "\n"
    crc = zlib.crc32(canon(body).encode("utf-8")) & 0xFFFFFFFF
    return f"{ident(kind, version)} crc={crc:08x}\n{body}"


def open_envelope(inner: str, kind: str) -> tuple:
    """(version, body) of an armoured block's inside; StorageError as storage.loads."""
    first, _, body = inner.partition("\n")
    if first.split()[3:4] == [str(VERSION)]:
        words = first.split()
        if len(words) != 5 or zlib.crc32(canon(body).encode("utf-8")) & 0xFFFFFFFF != int(words[4][4:], 16):
            raise storage.StorageError("damaged", "checksum does not match")
        return VERSION, body
    return storage.loads(inner, GAME, kind, VERSION)


def cut(text: str, note: str = "") -> str:
    """A long text of one piece (base64, JSON without spaces) in lines of WIDTH."""
    assert not note or note.endswith("."), "uncut finds a note's end by its full stop"
    rows = [text[i:i + WIDTH] for i in range(0, len(text), WIDTH)]
    return "\n".join(([note] if note else []) + rows)


def uncut(section: str, note: bool = True, strip: bool = True) -> str:
    """The text cut() cut; strip=False for the first version's data, whose lines could end
    in a space that belongs to a name. The note is its first line and, if a mail program
    wrapped it, the lines after it up to the one that ends the note's sentence with "."."""
    rows = section.splitlines()
    if note:
        while strip and len(rows) > 1 and not rows[0].rstrip().endswith("."):
            rows = rows[1:]
        rows = rows[1:]
    return "".join("".join(r.split()) for r in rows) if strip else "".join(rows)


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
            text = "\n".join(inner) + "\n"
            # a block without its end line is one cut off: kept, parse() names it "unvollständig"
            out.append((KINDS.get(name, name.lower()), text if j < len(lines) else Cut(text)))
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


class Cut(str):
    """The text of an armoured block whose end line is missing: a file cut off."""


def parse(text: str, kind: str) -> Parsed:
    """One file of the given kind; Refusal with the German reason if it is none."""
    if isinstance(text, Cut):
        raise Refusal("file_truncated")
    text = text.lstrip("\ufeff")
    if len(text) > LIMITS[kind]:
        raise Refusal("file_too_big", kind=FILE_NAMES[kind], limit=LIMITS[kind] // 1024)
    if not text.strip():
        raise Refusal("file_truncated")
    first = text.lstrip().split("\n", 1)[0].split()
    if first[:3] == [storage.MAGIC, GAME, kind] and first[3:4] == [str(VERSION)]:
        return _parse3(text.lstrip(), kind)
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
        if e.reason == "damaged" and not _closed(text):
            raise Refusal("file_truncated") from None
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


def _parse3(text: str, kind: str) -> Parsed:
    """A version 3 file, whatever a mail program did to its lines."""
    envelope, _, rest = text.replace("\r\n", "\n").replace("\r", "\n").partition("\n")
    words = envelope.split()
    if len(words) != 5 or not words[4].startswith("crc="):
        raise Refusal("file_damaged")
    if canon(rest) == "":
        raise Refusal("file_truncated")
    try:
        crc = int(words[4][4:], 16)
    except ValueError:
        raise Refusal("file_damaged") from None
    if zlib.crc32(canon(rest).encode("utf-8")) & 0xFFFFFFFF != crc:
        raise Refusal("file_damaged" if _closed(rest) else "file_truncated")
    rows = [r.rstrip() for r in rest.split("\n")]
    # space-stuffing (format=flowed not undone): a structural line is known without it; the
    # report's lines keep their indentation (a stuffed one is a space further in)
    rows = [r[1:] if r.startswith(" ") and _structural(r[1:]) else r for r in rows]
    # the closing line: the last that starts "mac=" or "sig=", the rest of the file its code
    end = max((i for i, r in enumerate(rows) if r.startswith(("mac=", "sig=")) and _HEX.match(canon(r[4:]))),
              default=None)
    if end is None or not all(_HEX.match(canon(r)) for r in rows[end + 1:]):
        raise Refusal("file_truncated")
    tag, code = rows[end][:3], canon(rows[end][4:] + "".join(rows[end + 1:]))
    header, sections, current, lines = {}, {}, None, []
    for row in rows[:end]:
        if row.startswith("== ") and row.endswith(" =="):
            current = row[3:-3]
            if current in sections:
                raise Refusal("file_damaged")
            sections[current] = []
        elif current is None:
            if _KEY.match(row) or not lines:
                lines.append(row)
            else:
                lines[-1] += row.strip()          # a header line a mail program wrapped
        else:
            sections[current].append(row)
    for line in lines:
        k, eq, v = line.partition("=")
        if not eq or k in header:
            raise Refusal("file_damaged")
        header[k] = v
    if any(k not in header for k in NEED[kind]):
        raise Refusal("file_damaged")
    signed = canon(envelope.rsplit(" ", 1)[0] + "\n" + "\n".join(rows[:end]))
    return Parsed(VERSION, kind, header, {k: "\n".join(v) for k, v in sections.items()}, signed, tag, code)


def _structural(row: str) -> bool:
    return bool(_KEY.match(row)) or (row.startswith("== ") and row.endswith(" =="))


def _closed(rest: str) -> bool:
    """Whether the text ends in a whole mac= (64 hex digits) or sig= (128) line."""
    rows = rest.split("\n")
    at = max((i for i, r in enumerate(rows) if r.strip().startswith(("mac=", "sig="))), default=None)
    if at is None:
        return False
    code = canon(rows[at].strip()[4:] + "".join(rows[at + 1:]))
    return len(code) >= (64 if rows[at].strip().startswith("mac=") else 128)


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
