"""The post's outbox in the game folder: every mail to send is written here first, whole, as
it will go over the wire, under a name that says which mail it is (paket_0012_0003_S2,
quittung_<file>, erinnerung_..., frist_...), and moved to gesendet/ once the server took it.

    post/ausgehend/NAME.eml     to send
    post/gesendet/NAME.eml      sent (the server said 250)
    post/unzustellbar/NAME.eml  refused for good by the server (a wrong address)
    post/nicht_gesendet/NAME    decided not to send (no address, a flood), with the reason

A name is queued once in the life of the game folder: a run stopped at any moment and
started again finds what it queued and what it sent. The one moment a file cannot tell is
the send itself (RFC 1047: the server may have taken the mail when the run dies before its
"250" is read or the file moved): so NAME.versuch is written before a mail is handed over,
and every mail goes also to the game master's own address (a blind copy, in the same SMTP
transaction: delivered to both or to neither). A mail with a .versuch whose copy has come
back (confirmed: Message-IDs in post/bestaetigt.txt) was sent; one whose copy has not come
back after a while was not, and is sent again.
"""
from __future__ import annotations

import email.parser
import email.policy
import email.utils
import os
import re
from pathlib import Path

PENDING, SENT, FAILED, SKIPPED = "ausgehend", "gesendet", "unzustellbar", "nicht_gesendet"
CONFIRMED, CONFIRMED_KEEP = "bestaetigt.txt", 2000
_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,120}$")


class Outbox:
    def __init__(self, post_folder):
        self.folder = Path(post_folder)

    def _path(self, where: str, name: str) -> Path:
        assert _NAME.match(name), name
        return self.folder / where / (name + (".eml" if where != SKIPPED else ".txt"))

    def known(self, name: str) -> bool:
        """Whether this mail was queued (or decided against) before."""
        return any(self._path(w, name).exists() for w in (PENDING, SENT, FAILED, SKIPPED))

    def queue(self, name: str, raw: bytes) -> bool:
        """The mail written to ausgehend/ (a temporary file, flushed, then renamed); False if
        it is known already."""
        if self.known(name):
            return False
        path = self._path(PENDING, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        with open(tmp, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        return True

    def skip(self, name: str, reason: str) -> bool:
        """Decided not to send this mail; False if it was known."""
        if self.known(name):
            return False
        path = self._path(SKIPPED, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(reason + "\n", encoding="utf-8")
        return True

    def waiting(self) -> list:
        """The mails to send, oldest first."""
        try:
            files = [p for p in (self.folder / PENDING).iterdir() if p.suffix == ".eml"]
        except OSError:
            return []
        return sorted(files, key=lambda p: (p.stat().st_mtime_ns, p.name))

    def done(self, path: Path, where: str = SENT) -> None:
        dst = self.folder / where / path.name
        dst.parent.mkdir(parents=True, exist_ok=True)
        os.replace(path, dst)
        path.with_suffix(".versuch").unlink(missing_ok=True)

    def attempt(self, path: Path, when: float) -> None:
        """Before a mail is handed over: that it may be on its way (written to disc)."""
        marker = path.with_suffix(".versuch")
        with open(marker, "w", encoding="utf-8") as f:
            f.write(f"{when}\n")
            f.flush()
            os.fsync(f.fileno())

    def attempted(self, path: Path) -> float | None:
        """When a mail was last handed over without its "250" being kept (None: never)."""
        try:
            return float(path.with_suffix(".versuch").read_text(encoding="utf-8").split()[0])
        except (OSError, ValueError, IndexError):
            return None

    # the copies of our own mails come back (Message-IDs)
    def confirm(self, message_id: str) -> None:
        path = self.folder / CONFIRMED
        path.parent.mkdir(parents=True, exist_ok=True)
        kept = (self.confirmed_list() + [message_id])[-CONFIRMED_KEEP:]
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text("\n".join(kept) + "\n", encoding="utf-8")
        os.replace(tmp, path)

    def confirmed_list(self) -> list:
        try:
            return (self.folder / CONFIRMED).read_text(encoding="utf-8").split()
        except OSError:
            return []

    def sent(self) -> list:
        try:
            return sorted(p.name for p in (self.folder / SENT).iterdir() if p.suffix == ".eml")
        except OSError:
            return []

    def sent_path(self, name: str) -> Path:
        return self._path(SENT, name)


def message_id(raw: bytes) -> str:
    head = raw.split(b"\r\n\r\n", 1)[0]
    msg = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(head + b"\r\n\r\n", headersonly=True)
    return str(msg.get("Message-ID", "") or "").strip()


def envelope(raw: bytes) -> tuple:
    """(sender, [receivers]) of a mail in the outbox, from its From and To."""
    head = raw.split(b"\r\n\r\n", 1)[0]
    msg = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(head + b"\r\n\r\n", headersonly=True)
    sender = email.utils.parseaddr(msg.get("From", ""))[1]
    to = [a for _, a in email.utils.getaddresses(msg.get_all("To", []) + msg.get_all("Cc", [])) if a]
    return sender, to


def header(path: Path, name: str) -> str:
    """One header of a mail in the outbox ("" if none)."""
    try:
        with open(path, "rb") as f:
            head = f.read(16 * 1024).split(b"\r\n\r\n", 1)[0]
    except OSError:
        return ""
    msg = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(head + b"\r\n\r\n", headersonly=True)
    return str(msg.get(name, "") or "")
