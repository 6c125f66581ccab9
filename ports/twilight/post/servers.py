"""The mail servers, through the standard library: IMAP (imaplib), POP3 (poplib) or a
Maildir to fetch from, SMTP (smtplib) to send with.

Fetching puts every new mail into a folder of ours (the game's eingang/) as one file, written
whole and renamed into place, BEFORE the server lets go of it: IMAP moves it into the game's
own folder (MOVE, or COPY and EXPUNGE), POP3 deletes it, a Maildir's file is renamed. A run
killed at any moment leaves each mail either still on the server or already in our folder,
and a journal of what was fetched (fetched.txt) keeps a mail that is in both from being
taken twice. Every failure of a server becomes a Refusal whose German text names what is
wrong (unknown host, refused, timeout, TLS, login), so that a run says it in one line.
"""
from __future__ import annotations

import hashlib
import imaplib
import os
import poplib
import re
import smtplib
import socket
import ssl
from pathlib import Path

from retro.play import Refusal

from .config import PostSettings, Server

MAX_MAIL = 8 * 1024 * 1024          # a mail of the game is far smaller; a bigger one is filed unread
FETCH_PER_PASS = 200                # a flood is taken a part at a time
JOURNAL = "abgeholt.txt"            # in the post folder: the mails fetched, not yet let go on the server


# -- what went wrong -------------------------------------------------------------------------------
def why(e: BaseException, what: str, srv: Server) -> Refusal:
    """An exception of a connection as a Refusal saying what is wrong, in German."""
    where = dict(what=what, host=srv.host, port=srv.port)
    if isinstance(e, Refusal):
        return e
    if isinstance(e, socket.gaierror):
        return Refusal("post_unknown_host", **where)
    if isinstance(e, ConnectionRefusedError):
        return Refusal("post_refused", **where)
    if isinstance(e, (socket.timeout, TimeoutError)):
        return Refusal("post_timeout", **where)
    if isinstance(e, ssl.SSLCertVerificationError):
        return Refusal("post_certificate", detail=e.verify_message or str(e), **where)
    if isinstance(e, ssl.SSLError):
        return Refusal("post_tls", detail=_short(e), **where)
    if isinstance(e, smtplib.SMTPAuthenticationError) or _login_words(e):
        return Refusal("post_login", user=srv.user, **where)
    if isinstance(e, smtplib.SMTPNotSupportedError):
        return Refusal("post_no_starttls", **where)
    if isinstance(e, (smtplib.SMTPException, imaplib.IMAP4.error, poplib.error_proto)):
        return Refusal("post_server_said", detail=_short(e), **where)
    if isinstance(e, ConnectionError):
        return Refusal("post_connection_lost", **where)
    if isinstance(e, OSError):
        return Refusal("post_network", detail=e.strerror or _short(e), **where)
    return Refusal("post_server_said", detail=_short(e), **where)


def _short(e: BaseException) -> str:
    text = str(e).replace("\r", " ").replace("\n", " ")
    return text[:160]


def _login_words(e: BaseException) -> bool:
    return isinstance(e, (imaplib.IMAP4.error, poplib.error_proto)) and \
        re.search(r"AUTHENTICATIONFAILED|auth|login|password|credentials", str(e), re.I) is not None


def _context(s: PostSettings) -> ssl.SSLContext:
    """Certificates checked, always: against the system's CAs, or the CA file named."""
    try:
        return ssl.create_default_context(cafile=os.path.expanduser(s.ca_file) if s.ca_file else None)
    except ssl.SSLError:
        raise Refusal("post_ca_bad", name=s.ca_file) from None
    except OSError:
        raise Refusal("file_missing", name=s.ca_file) from None


# -- SMTP -------------------------------------------------------------------------------------------
class Sender:
    """One SMTP connection, logged in, that sends mails until closed."""

    def __init__(self, s: PostSettings, password: str):
        srv = self.srv = s.outgoing
        try:
            if srv.security == "tls":
                self.smtp = smtplib.SMTP_SSL(srv.host, srv.port, timeout=s.timeout, context=_context(s))
            else:
                self.smtp = smtplib.SMTP(srv.host, srv.port, timeout=s.timeout)
                if srv.security == "starttls":
                    self.smtp.starttls(context=_context(s))
            if srv.user:
                self.smtp.login(srv.user, password)
        except Exception as e:          # noqa: BLE001  (every fault of a connection becomes one line)
            self._drop()
            raise why(e, "SMTP", srv) from None

    def _drop(self) -> None:
        smtp = getattr(self, "smtp", None)
        if smtp is not None:
            try:
                smtp.close()
            except Exception:           # noqa: BLE001
                pass

    def send(self, raw: bytes, sender: str, to: list) -> None:
        """The mail handed over. Refusal("post_rejected") if the server refuses it for good
        (5xx: a wrong address), any other Refusal for a fault that may pass."""
        try:
            self.smtp.sendmail(sender, to, raw)
        except smtplib.SMTPRecipientsRefused as e:
            codes = [c for c, _ in e.recipients.values()]
            if codes and all(500 <= c < 600 for c in codes):
                raise Refusal("post_rejected", to=", ".join(to),
                              detail=_short(Exception(list(e.recipients.values())[0][1]))) from None
            raise why(e, "SMTP", self.srv) from None
        except smtplib.SMTPResponseException as e:
            if 500 <= e.smtp_code < 600 and not isinstance(e, smtplib.SMTPServerDisconnected):
                raise Refusal("post_rejected", to=", ".join(to), detail=_short(e)) from None
            raise why(e, "SMTP", self.srv) from None
        except Exception as e:          # noqa: BLE001
            raise why(e, "SMTP", self.srv) from None

    def close(self) -> None:
        try:
            self.smtp.quit()
        except Exception:               # noqa: BLE001
            self._drop()


# -- fetching ---------------------------------------------------------------------------------------
def _write_whole(path: Path, raw: bytes) -> None:
    """A mail into our folder: a temporary file, flushed, then one rename."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(raw)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


class Journal:
    """The mails fetched whose server copy may still be there (a run killed before the
    server let go of it): a line each, kept while the server still shows the mail."""

    def __init__(self, post_folder: Path):
        self.path = Path(post_folder) / JOURNAL

    def read(self) -> set:
        try:
            return set(self.path.read_text(encoding="utf-8").split())
        except OSError:
            return set()

    def add(self, key: str) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(key + "\n")
            f.flush()
            os.fsync(f.fileno())

    def keep_only(self, keys: set) -> None:
        known = self.read()
        if known - keys:
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text("".join(k + "\n" for k in sorted(known & keys)), encoding="utf-8")
            os.replace(tmp, self.path)


def imap_folder(name: str) -> str:
    """A folder name as IMAP writes it: modified UTF-7 (RFC 3501 5.1.3), quoted."""
    out, run = [], []

    def flush():
        if run:
            b = "".join(run).encode("utf-16-be")
            import base64
            out.append("&" + base64.b64encode(b).decode("ascii").rstrip("=").replace("/", ",") + "-")
            run.clear()
    for ch in name:
        if 0x20 <= ord(ch) <= 0x7E:
            flush()
            out.append("&-" if ch == "&" else ch)
        else:
            run.append(ch)
    flush()
    text = "".join(out)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class ImapBox:
    """The game master's IMAP mailbox: new mail in `source_folder`, taken into the game's folder."""

    def __init__(self, s: PostSettings, password: str, game: str = ""):
        self.s, self.srv = s, s.incoming
        self.game_folder = s.game_folder_for(game)
        try:
            if self.srv.security == "tls":
                self.imap = imaplib.IMAP4_SSL(self.srv.host, self.srv.port, ssl_context=_context(s),
                                              timeout=s.timeout)
            else:
                self.imap = imaplib.IMAP4(self.srv.host, self.srv.port, timeout=s.timeout)
                if self.srv.security == "starttls":
                    self.imap.starttls(ssl_context=_context(s))
            self.imap.login(self.srv.user, password)
        except Exception as e:          # noqa: BLE001
            self._drop()
            raise why(e, "IMAP", self.srv) from None

    def _drop(self) -> None:
        imap = getattr(self, "imap", None)
        if imap is not None:
            try:
                imap.shutdown()
            except Exception:           # noqa: BLE001
                pass

    def _ok(self, typ, data, what: str):
        if typ != "OK":
            raise Refusal("post_server_said", what="IMAP", host=self.srv.host, port=self.srv.port,
                          detail=f"{what}: {_short(Exception(data))}")
        return data

    def _select(self, folder: str) -> str:
        """The folder selected; its UIDVALIDITY."""
        self._ok(*self.imap.select(imap_folder(folder)), f"SELECT {folder}")
        v = self.imap.response("UIDVALIDITY")[1]
        return (v[0] or b"0").decode("ascii", "replace") if v and v[0] else "0"

    def check(self) -> str:
        """Logged in: the source folder selected; the game's folder made if it is not there."""
        try:
            self._select(self.s.source_folder)
            self._make_game_folder()
            return self.s.source_folder
        except Refusal:
            raise
        except Exception as e:          # noqa: BLE001
            raise why(e, "IMAP", self.srv) from None

    def _make_game_folder(self) -> None:
        typ, data = self.imap.list('""', imap_folder(self.game_folder))
        if typ == "OK" and any(d for d in data if d):
            return
        typ, data = self.imap.create(imap_folder(self.game_folder))
        if typ != "OK" and b"ALREADYEXISTS" not in b" ".join(d for d in data if isinstance(d, bytes)).upper():
            self._ok(typ, data, f"CREATE {self.game_folder}")

    def fetch_into(self, folder: Path, journal: Journal) -> list:
        """Every mail in the source folder into `folder` (at most FETCH_PER_PASS), each moved
        into the game's folder on the server once it is safe with us; the names written."""
        try:
            return self._fetch(Path(folder), journal)
        except Refusal:
            raise
        except Exception as e:          # noqa: BLE001
            raise why(e, "IMAP", self.srv) from None

    def _fetch(self, folder: Path, journal: Journal) -> list:
        self._make_game_folder()
        validity = self._select(self.s.source_folder)
        uids = self._ok(*self.imap.uid("SEARCH", None, "ALL"), "UID SEARCH")[0].split()
        uids = [u.decode("ascii") for u in uids][:FETCH_PER_PASS]
        fetched = journal.read()
        journal.keep_only({f"imap:{validity}:{u}" for u in uids})
        written, again = [], []
        folder.mkdir(parents=True, exist_ok=True)
        for uid in uids:
            key = f"imap:{validity}:{uid}"
            if key in fetched:          # ours already; a run cut off before the server let go of it
                again.append(uid)
                continue
            name = f"imap_{validity}_{uid}.eml"
            size = self._size(uid)
            raw = _too_big_note(size) if size > MAX_MAIL else self._body(uid)
            _write_whole(folder / name, raw)
            journal.add(key)
            written.append(name)
            self._let_go(uid)
        if again:
            self._let_go_again(again)
        if uids:
            self.imap.expunge()
        return written

    def _let_go_again(self, uids: list) -> None:
        """Mails fetched by a run cut off while the server moved them: a MOVE broken off may
        have copied a mail without taking it from the source folder. One whose Message-ID is
        in the game's folder already is only deleted here; the others are moved."""
        ids = {}
        for uid in uids:
            data = self._ok(*self.imap.uid("FETCH", uid, "(BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])"), "FETCH")
            head = b"".join(d[1] for d in data if isinstance(d, tuple) and len(d) == 2)
            m = re.search(rb"<[^<>\s]+>", head)
            ids[uid] = m.group(0).decode("ascii", "replace") if m else ""
        there = set()
        if any(ids.values()):
            self._ok(*self.imap.select(imap_folder(self.game_folder), readonly=True), "EXAMINE")
            for uid, mid in ids.items():
                if mid and self._ok(*self.imap.uid("SEARCH", None, "HEADER", "Message-ID", f'"{mid}"'),
                                    "SEARCH")[0].split():
                    there.add(uid)
            self._select(self.s.source_folder)
        for uid in uids:
            if uid in there:
                self._ok(*self.imap.uid("STORE", uid, "+FLAGS.SILENT", r"(\Deleted)"), "STORE")
            else:
                self._let_go(uid)

    def _size(self, uid: str) -> int:
        data = self._ok(*self.imap.uid("FETCH", uid, "(RFC822.SIZE)"), "FETCH SIZE")
        m = re.search(rb"RFC822\.SIZE (\d+)", b" ".join(d if isinstance(d, bytes) else d[0] for d in data if d))
        return int(m.group(1)) if m else 0

    def _body(self, uid: str) -> bytes:
        data = self._ok(*self.imap.uid("FETCH", uid, "(BODY.PEEK[])"), "FETCH")
        for d in data:
            if isinstance(d, tuple) and len(d) == 2:
                return d[1]
        return b""

    def _let_go(self, uid: str) -> None:
        """The mail moved into the game's folder (MOVE; without it COPY, then deleted)."""
        dest = imap_folder(self.game_folder)
        caps = {c.upper() for c in self.imap.capabilities}
        if "MOVE" in caps:
            typ, data = self.imap.uid("MOVE", uid, dest)
            if typ == "OK":
                return
        self._ok(*self.imap.uid("COPY", uid, dest), "COPY")
        self._ok(*self.imap.uid("STORE", uid, "+FLAGS.SILENT", r"(\Deleted)"), "STORE")

    def close(self) -> None:
        try:
            self.imap.logout()
        except Exception:               # noqa: BLE001
            self._drop()


class Pop3Box:
    """A POP3 mailbox: each new mail (by UIDL) into our folder, then deleted on the server."""

    def __init__(self, s: PostSettings, password: str, game: str = ""):
        self.s, self.srv = s, s.incoming
        try:
            if self.srv.security == "tls":
                self.pop = poplib.POP3_SSL(self.srv.host, self.srv.port, context=_context(s), timeout=s.timeout)
            else:
                self.pop = poplib.POP3(self.srv.host, self.srv.port, timeout=s.timeout)
                if self.srv.security == "starttls":
                    self.pop.stls(context=_context(s))
            self.pop.user(self.srv.user)
            self.pop.pass_(password)
        except Exception as e:          # noqa: BLE001
            self._drop()
            raise why(e, "POP3", self.srv) from None

    def _drop(self) -> None:
        pop = getattr(self, "pop", None)
        if pop is not None:
            try:
                pop.close()
            except Exception:           # noqa: BLE001
                pass

    def check(self) -> str:
        try:
            self.pop.stat()
            return "POP3"
        except Exception as e:          # noqa: BLE001
            raise why(e, "POP3", self.srv) from None

    def fetch_into(self, folder: Path, journal: Journal) -> list:
        try:
            return self._fetch(Path(folder), journal)
        except Refusal:
            raise
        except Exception as e:          # noqa: BLE001
            raise why(e, "POP3", self.srv) from None

    def _fetch(self, folder: Path, journal: Journal) -> list:
        listing = []
        for line in self.pop.uidl()[1][:FETCH_PER_PASS]:
            num, _, uidl = line.decode("ascii", "replace").partition(" ")
            listing.append((num, uidl.strip()))
        fetched = journal.read()
        journal.keep_only({f"pop3:{u}" for _, u in listing})
        sizes = {n.decode(): int(sz) for n, sz in (x.split() for x in self.pop.list()[1])}
        written = []
        folder.mkdir(parents=True, exist_ok=True)
        for num, uidl in listing:
            key = f"pop3:{uidl}"
            if key not in fetched:
                name = f"pop3_{hashlib.sha256(uidl.encode()).hexdigest()[:16]}.eml"
                size = sizes.get(num, 0)
                raw = _too_big_note(size) if size > MAX_MAIL else b"\r\n".join(self.pop.retr(int(num))[1]) + b"\r\n"
                _write_whole(folder / name, raw)
                journal.add(key)
                written.append(name)
            self.pop.dele(int(num))
        return written

    def close(self) -> None:
        try:
            self.pop.quit()             # the deletions take effect here
        except Exception:               # noqa: BLE001
            self._drop()


class MaildirBox:
    """A Maildir that fetchmail or getmail fills: each mail's file renamed into our folder
    (one rename: it is either there or here)."""

    def __init__(self, s: PostSettings, password: str = "", game: str = ""):
        self.path = Path(os.path.expanduser(s.maildir))
        if not (self.path / "new").is_dir() and not (self.path / "cur").is_dir():
            raise Refusal("post_no_maildir", path=str(self.path))

    def check(self) -> str:
        return str(self.path)

    def fetch_into(self, folder: Path, journal: Journal) -> list:
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for sub in ("new", "cur"):
            try:
                names = sorted(os.listdir(self.path / sub))
            except OSError:
                continue
            for name in names[:FETCH_PER_PASS - len(written)]:
                src = self.path / sub / name
                if name.startswith(".") or not src.is_file():
                    continue
                dst = folder / ("maildir_" + re.sub(r"[^A-Za-z0-9._-]", "_", name.split(":")[0])[:120] + ".eml")
                try:
                    os.replace(src, dst)
                except OSError:         # another file system: copied whole, then removed
                    _write_whole(dst, src.read_bytes())
                    src.unlink()
                written.append(dst.name)
        return written

    def close(self) -> None:
        pass


def _too_big_note(size: int) -> bytes:
    return (f"X-Twilight-Zu-Gross: {size}\r\nSubject: (zu groß: {size} Bytes)\r\n\r\n").encode("ascii", "replace")


def mailbox(s: PostSettings, password: str, game: str = ""):
    return {"imap": ImapBox, "pop3": Pop3Box, "maildir": MaildirBox}[s.kind](s, password, game)
