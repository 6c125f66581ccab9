"""What arrived in the game master's in-box: every file, under any name (befehle_0012_S2.txt,
BEFEHLE.TXT, a mail saved whole as .eml or .mbox, a reply with the orders pasted into its
body, quoted or encoded for mail), searched for the orders files inside.

A mail is read as mail (its parts decoded from base64 or quoted-printable, as a mail program
sends an attachment or a long body), and its raw text too; every armoured block found is
one orders file. A file with none in it is named, with the reason, never passed over in
silence.

A saved mailbox (mbox: "From " lines between the mails) and a Maildir folder (cur/, new/)
are read with the standard library's mailbox module, every mail of them, and each mail with
the email package: every part, inline or attached, also a mail forwarded as an attachment.
A text part sent as format=flowed (RFC 3676) is un-flowed first.
"""
from __future__ import annotations

import email
import email.policy
import hashlib
import html.parser
import mailbox
import os
import re
import stat
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
    digest: str = ""                               # what it holds (sha-256), so that it is taken once
    ident: str = ""                                # which file it is (device, inode, time written)
    name: str = ""                                 # as it is shown: printable, under eingang/

    def __post_init__(self):
        if not self.name:
            self.name = shown_name(self.path.name)


def shown_name(name: str) -> str:
    """A file's name as it can be printed and kept: a name that is not UTF-8 (bef\xe4hle.txt
    saved by a Latin-1 mail program) has its odd bytes read as Latin-1."""
    raw = os.fsencode(name)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def arrivals(folder, boxes_opened: bool = False) -> list:
    """Every entry of the folder, in order of name (any case), with what is in it: each file,
    each mail of a Maildir folder (its own Arrival: only what was read is moved), and, said
    and never opened, what is no file (a link that leads nowhere or in a circle, a FIFO, a
    device, a folder that is no Maildir). An empty file (a mailbox emptied by open_boxes) is
    nothing; boxes_opened (take_inbox, after open_boxes): an mbox still holding mail now is
    one its mail program writes to (locked, or delivered to since): read at the next run."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.iterdir(), key=lambda f: (shown_name(f.name).lower(), f.name)):
        if path.name.endswith(".tmp"):
            continue
        kind = _kind(path)
        if kind == "file":
            try:
                if path.stat().st_size == 0 or (boxes_opened and _openable_mbox(path)):
                    continue
            except OSError:
                pass
            out.append(read(path))
        elif kind == "maildir":
            out += _maildir_mails(path)
        else:
            out.append(Arrival(path, unreadable=kind, digest=_name_digest(path)))
    return out


def _kind(path: Path) -> str:
    """file, maildir, or why it is not read: link_broken, link_loop, special, folder."""
    try:
        st = os.lstat(path)
    except OSError:
        return "link_broken"
    if stat.S_ISLNK(st.st_mode):
        try:
            st = os.stat(path)
        except FileNotFoundError:
            return "link_broken"
        except OSError:
            return "link_loop"
    if stat.S_ISREG(st.st_mode):
        return "file"
    if stat.S_ISDIR(st.st_mode):
        return "maildir" if is_maildir(path) else "folder"
    return "special"


def _name_digest(path: Path) -> str:
    return "n" + hashlib.sha256(os.fsencode(path.name)).hexdigest()


def _maildir_mails(folder: Path) -> list:
    """Each mail of a Maildir (new/, cur/) as an Arrival of its own, named folder/new/file."""
    out = []
    for sub in ("new", "cur"):
        try:
            files = sorted(p for p in (folder / sub).iterdir() if not p.name.startswith("."))
        except OSError:
            continue
        for p in files:
            if _kind(p) != "file":
                continue
            a = read(p)
            a.name = f"{shown_name(folder.name)}/{sub}/{shown_name(p.name)}"
            out.append(a)
    return out


def is_maildir(path: Path) -> bool:
    return path.is_dir() and any((path / d).is_dir() for d in ("cur", "new"))


def open_boxes(folder) -> list:
    """Every mbox file in the folder emptied into single mails beside it (NAME_<digest>.eml),
    under the mailbox's own locks, so that a mail the mail program delivers meanwhile waits
    for the lock and stays for the next run: only what was read leaves the mbox. Returns the
    mboxes busy just now (locked by the mail program: taken at the next run)."""
    busy = []
    folder = Path(folder)
    if not folder.is_dir():
        return busy
    for path in sorted(folder.iterdir()):
        if _kind(path) != "file" or not _openable_mbox(path):
            continue
        try:
            box = mailbox.mbox(str(path), create=False)
        except (OSError, mailbox.Error):
            continue
        try:
            box.lock()
        except (mailbox.ExternalClashError, OSError):
            busy.append(shown_name(path.name))
            box.close()
            continue
        try:
            for key in box.keys():
                raw = box.get_bytes(key)
                name = f"{path.name}_{hashlib.sha256(raw).hexdigest()[:16]}.eml"
                if not (folder / name).exists():
                    _write_whole(folder / name, raw)
            os.truncate(path, 0)            # in place: the mail program's lock stays on this file
        finally:
            box.unlock()
            box.close()
    return busy


def _openable_mbox(path: Path) -> bool:
    """An mbox (its first line "From ") that open_boxes empties: not too big (a bigger one is
    read as one file, and named too big)."""
    if path.name.endswith((".tmp", ".lock", ".eml")):
        return False
    try:
        with open(path, "rb") as f:
            return f.read(5) == b"From " and os.fstat(f.fileno()).st_size <= MAX_FILE * 4
    except OSError:
        return False


def _write_whole(path: Path, raw: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(raw)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def read(path: Path) -> Arrival:
    a = Arrival(Path(path))
    path = a.path
    kind = _kind(path)
    if kind not in ("file", "maildir"):           # never opened: a FIFO would wait for ever
        a.unreadable, a.digest = kind, _name_digest(path)
        return a
    if is_maildir(path):
        a.digest = _name_digest(path)
        return _read_mails(a, _maildir(path))
    try:
        if path.stat().st_size > MAX_FILE:
            a.unreadable = "too_big"
            a.digest = _name_digest(path)
            return a
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE + 1)
    except OSError:
        a.unreadable = "unreadable"
        a.digest = _name_digest(path)
        return a
    a.digest = hashlib.sha256(raw).hexdigest()
    try:
        st = os.stat(path)
        a.ident = f"{st.st_dev}:{st.st_ino}:{st.st_mtime_ns}"
    except OSError:
        pass
    if len(raw) > MAX_FILE:
        a.unreadable = "too_big"
        return a
    if raw.startswith(b"From "):
        return _read_mails(a, _mbox(path))
    found = _found(raw)
    _keep(a, found)
    return a


def _found(raw: bytes) -> list:
    """The blocks in one file or one mail: in its decoded parts, else in its raw text."""
    parts = _parts(raw)
    found = [b for text in parts for b in fileformat.blocks(text)]
    if not found:          # no mail, or a mail whose parts hold none: the file as it is
        found = fileformat.blocks(decode(raw))
    return found


def _mbox(path: Path) -> list:
    box = mailbox.mbox(str(path), create=False)
    try:
        return [box.get_bytes(k) for k in box.keys()]
    finally:
        box.close()


def _maildir(path: Path) -> list:
    box = mailbox.Maildir(str(path), factory=None, create=False)
    out, total = [], 0
    for k in sorted(box.keys()):
        raw = box.get_bytes(k)
        total += len(raw)
        if total > MAX_FILE * 4:
            break
        out.append(raw)
    return out


def _read_mails(a: Arrival, mails) -> Arrival:
    try:
        found = [b for raw in mails for b in _found(raw)]
    except (OSError, mailbox.Error):
        a.unreadable = "unreadable"
        return a
    _keep(a, found)
    return a


def _keep(a: Arrival, found: list) -> None:
    seen = set()
    for kind, block in found:
        same = fileformat.canon(block)      # a mail's text and HTML parts hold it twice, spaced apart
        if same in seen:
            continue
        seen.add(same)
        if kind == fileformat.ORDERS:
            a.orders.append(block)
        else:
            a.others.append(kind)


def decode(raw: bytes, charset: str | None = None) -> str:
    """Bytes of a file or a mail part as text: UTF-16 first (its byte-order mark, or without
    one the NUL bytes every ASCII letter has beside it: Windows' "Unicode" editors save so;
    no 8-bit text has NULs), then the part's charset, UTF-8, cp1252, Latin-1."""
    for cs in (_utf16(raw), charset, "utf-8-sig", "cp1252"):
        if not cs:
            continue
        try:
            return raw.decode(cs)
        except (UnicodeDecodeError, LookupError):
            continue
    return raw.decode("latin-1")


def _utf16(raw: bytes) -> str | None:
    """"utf-16" (its byte-order mark says which), "utf-16-le" or "-be" (NULs at the odd or the
    even places of the first bytes), or None for a text of bytes."""
    if raw.startswith(b"\xef\xbb\xbf"):
        return None
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    head = raw[:4096]
    pairs = len(head) // 2
    if pairs < 2:
        return None
    even, odd = head[0:pairs * 2:2].count(0), head[1:pairs * 2:2].count(0)
    if odd >= pairs * 0.4 and even <= pairs * 0.05:
        return "utf-16-le"
    if even >= pairs * 0.4 and odd <= pairs * 0.05:
        return "utf-16-be"
    return None


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
                    text = decode(payload, part.get_content_charset())
                    if (part.get_param("format") or "").lower() == "flowed":
                        text = unflow(text, (part.get_param("delsp") or "").lower() == "yes")
                    if part.get_content_type() == "text/html":     # a mail written in HTML only
                        text = html_text(text)
                    out.append(text)
        except Exception:        # a broken mail: its raw text above is still searched
            pass
    return out


class _HtmlText(html.parser.HTMLParser):
    """HTML as a mail program shows it: a block element ends a line; a run of white space is
    one space (a line break in the source is none), except in <pre>; &nbsp; is a space;
    style sheets and scripts are no text."""
    BLOCKS = {"p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote",
              "table", "ul", "ol", "dl", "dt", "dd", "hr", "address"}
    HIDDEN = {"script", "style"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.row, self.hidden, self.pre = [], "", 0, 0

    def end_line(self, always: bool = False) -> None:
        row = self.row if self.pre else _SPACES.sub(" ", self.row).replace("\xa0", " ").strip()
        if always or row.strip():
            self.lines.append(row.replace("\xa0", " "))
        self.row = ""

    def handle_starttag(self, tag, attrs):
        if tag in self.HIDDEN:
            self.hidden += 1
        elif tag in ("td", "th"):
            self.row += " "                 # cells of a row side by side
        elif tag in self.BLOCKS:
            self.end_line(tag == "br")
            self.pre += tag == "pre"

    def handle_startendtag(self, tag, attrs):
        if tag in self.BLOCKS:
            self.end_line(tag == "br")

    def handle_endtag(self, tag):
        if tag in self.HIDDEN:
            self.hidden = max(0, self.hidden - 1)
        elif tag in self.BLOCKS and tag != "br":
            self.end_line()
            self.pre = max(0, self.pre - (tag == "pre"))

    def handle_data(self, data):
        if self.hidden:
            return
        if not self.pre:
            self.row += data
            return
        *done, self.row = (self.row + data).replace("\r\n", "\n").split("\n")
        self.lines += [x.replace("\xa0", " ") for x in done]


_SPACES = re.compile(r"[ \t\r\n\f]+")           # HTML's white space (not &nbsp;)


def html_text(markup: str) -> str:
    """The text of an HTML mail part, line by line as it is shown (_HtmlText): an orders
    file pasted into it is found there, each of its lines a line again."""
    p = _HtmlText()
    try:
        p.feed(markup)
        p.close()
    except Exception:           # html.parser gives up on nothing known, but a mail may be anything
        pass
    p.end_line()
    return "\n".join(p.lines).strip("\n")


def unflow(text: str, delsp: bool = False) -> str:
    """A format=flowed text (RFC 3676) as it was written: a line ending in a space goes on
    in the next line of the same quote depth (with delsp=yes that space was added and
    goes); a space at the start of a line (after its quote marks) is stuffing."""
    out, cur, depth = [], None, 0
    for line in text.replace("\r\n", "\n").split("\n"):
        d = len(line) - len(line.lstrip(">"))
        body = line[d:]
        if body.startswith(" "):
            body = body[1:]
        if cur is not None and d != depth:          # another depth: the flowed line ends here
            out.append(cur)
            cur = None
        soft = body.endswith(" ") and body != "-- "
        if soft and delsp:
            body = body[:-1]
        if cur is None:
            cur, depth = ">" * d + (" " if d else "") + body, d
        else:
            cur += body
        if not soft:
            out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return "\n".join(out)
