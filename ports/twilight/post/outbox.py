"""The post's outbox in the game folder: every mail to send is written here first, whole, as
it will go over the wire, under a name that says which mail it is (paket_0012_0003_S2,
quittung_<file>, erinnerung_..., frist_...), and moved to gesendet/ once the server took it.

    post/ausgehend/NAME.eml     to send
    post/gesendet/NAME.eml      sent (the server said 250)
    post/unzustellbar/NAME.eml  refused for good by the server (a wrong address)
    post/nicht_gesendet/NAME    decided not to send (no address, a flood), with the reason

A name is queued once in the life of the game folder: a run stopped at any moment and
started again finds what it queued and what it sent, and sends each mail exactly once. The
one moment left is the server's "250" before our rename: a run killed just then sends that
mail again with the same Message-ID (RFC 5321's duplicate window; the player's program drops
the second copy).
"""
from __future__ import annotations

import email.parser
import email.policy
import email.utils
import os
import re
from pathlib import Path

PENDING, SENT, FAILED, SKIPPED = "ausgehend", "gesendet", "unzustellbar", "nicht_gesendet"
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

    def sent(self) -> list:
        try:
            return sorted(p.name for p in (self.folder / SENT).iterdir() if p.suffix == ".eml")
        except OSError:
            return []

    def sent_path(self, name: str) -> Path:
        return self._path(SENT, name)


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
