"""Waiting for new mail: IMAP IDLE (RFC 2177) where the server offers it, the server telling
at once when a mail arrives; else (POP3, a Maildir, a server without IDLE) a look every few
minutes. Either way the wait ends at `seconds` (a deadline, a reminder) or when `stop()`
says so, looking at it at least every STEP seconds.

imaplib of Python 3.11 has no IDLE (3.14 has): the command is sent by hand, on the
connection's own tags, and its answer read line by line with a deadline (select on the
socket), so that a server that never answers cannot hold the watch. A line that came in
one packet with the one before may wait in the reader's buffer unseen: the watch never
waits longer than its poll interval anyway, so such a mail is taken at the next look.
"""
from __future__ import annotations

import select
import time

from retro.play import Refusal

from . import servers

STEP = 1.0                  # seconds: how often the stop flag is looked at
RENEW = 25 * 60             # seconds: IDLE is renewed before servers drop it (RFC 2177: 29 min)


def wait(s, password: str, game: str, seconds: float, stop) -> str:
    """Until new mail ("mail"), the time is up ("time") or stop() ("stop"). Refusal if the
    server cannot be reached (the caller says it and waits a poll's time)."""
    end = time.monotonic() + max(0.0, seconds)
    if s.kind != "imap":
        return _sleep(end, stop)
    box = servers.ImapBox(s, password, game)
    try:
        if "IDLE" not in {c.upper() for c in box.imap.capabilities}:
            return _sleep(end, stop)
        box._select(s.source_folder)
        if box.imap.uid("SEARCH", None, "ALL")[1][0].split():
            return "mail"                # already there: no need to wait
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return "time"
            what = _idle(box, min(left, RENEW), stop)
            if what != "time" or end - time.monotonic() <= 0:
                return what
    except Refusal:
        raise
    except Exception as e:              # noqa: BLE001
        raise servers.why(e, "IMAP", s.incoming) from None
    finally:
        box.close()


def _sleep(end: float, stop) -> str:
    while time.monotonic() < end:
        if stop():
            return "stop"
        time.sleep(min(STEP, max(0.0, end - time.monotonic())))
    return "time"


def _idle(box, seconds: float, stop) -> str:
    imap = box.imap
    tag = imap._new_tag()
    imap.send(tag + b" IDLE\r\n")
    first = imap.readline()
    if not first.startswith(b"+"):
        raise Refusal("post_server_said", what="IMAP", host=box.srv.host, port=box.srv.port,
                      detail=first.decode("ascii", "replace").strip())
    end = time.monotonic() + seconds
    what = "time"
    while what == "time" and time.monotonic() < end:
        if stop():
            what = "stop"
            break
        if not _readable(imap, min(STEP, end - time.monotonic())):
            continue
        line = imap.readline()
        if not line:
            raise ConnectionError("closed")
        if b"EXISTS" in line.upper() or b"RECENT" in line.upper():
            what = "mail"
    imap.send(b"DONE\r\n")
    deadline = time.monotonic() + box.s.timeout
    while time.monotonic() < deadline:     # the rest, up to the tagged answer of IDLE
        if not _readable(imap, deadline - time.monotonic()):
            break
        line = imap.readline()
        if not line or line.startswith(tag):
            break
    return what


def _readable(imap, seconds: float) -> bool:
    sock = imap.sock
    pending = getattr(sock, "pending", None)
    if pending is not None and pending():
        return True
    try:
        ready, _, _ = select.select([sock], [], [], max(0.0, seconds))
    except (OSError, ValueError):
        return True                     # let readline say what is wrong
    return bool(ready)
