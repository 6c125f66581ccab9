"""A player's post (`retro twilight player post`): his packets fetched from his mailbox, his
orders file mailed to the game master. His mailbox is his own: only the game's mails (those
with an X-Twilight-Art header: packets, receipts, reminders, deadlines) are taken, into the
folder "Twilight" on the server (POP3: deleted), everything else stays where it is.

A packet's attachments are saved under the folder of its game (pakete/<spiel>/), the game
master's address remembered for the game (the From of its mails), and a mail seen twice (the
same Message-ID) saved once.
"""
from __future__ import annotations

import email
import email.message
import email.policy
import email.utils
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import servers
from .config import PostSettings
from ..mail import fileformat
from ..reports.post_texts import MAIL

FOLDER = "Twilight"                  # the player's folder on the server for the game's mails
KNOWN = "post_spielleiter.json"      # game -> the game master's address
SEEN = "post_gesehen.txt"            # Message-IDs taken (the last SEEN_KEEP)
SEEN_KEEP = 5000
OURS = ("paket", "quittung", "erinnerung", "frist")


@dataclass
class Fetched:
    packets: list = field(default_factory=list)      # paths of the packets saved
    notes: list = field(default_factory=list)        # (subject, text) of receipts, reminders, deadlines


def _safe(name: str) -> str:
    name = os.path.basename(name or "")
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)[:100] or "anhang"


class PlayerPost:
    def __init__(self, s: PostSettings, password: str, data_folder):
        self.s, self.password = s, password
        self.data = Path(data_folder)

    # -- what he knows ------------------------------------------------------------------------------
    def masters(self) -> dict:
        try:
            known = json.loads(storage.read_text(self.data / KNOWN, 256 * 1024))
            return known if isinstance(known, dict) else {}
        except (storage.StorageError, ValueError):
            return {}

    def remember_master(self, game: str, address: str) -> None:
        """The game master's address for the game, as the player typed it (the screens: his
        orders mailed there before any packet was fetched)."""
        self._remember(game, address)

    def _remember(self, game: str, address: str) -> None:
        known = self.masters()
        if game and address and known.get(game) != address:
            known[game] = address
            storage.atomic_write(self.data / KNOWN, json.dumps(known, indent=1), keep_backup=False)

    def _seen(self) -> list:
        try:
            return (self.data / SEEN).read_text(encoding="utf-8").split()
        except OSError:
            return []

    def _see(self, ids: list) -> None:
        kept = (self._seen() + ids)[-SEEN_KEEP:]
        storage.atomic_write(self.data / SEEN, "\n".join(kept) + "\n", keep_backup=False)

    # -- fetching -----------------------------------------------------------------------------------
    def fetch(self, folder=None) -> Fetched:
        """Every mail of the game in his mailbox read, its packets saved; only then are the
        mails let go on the server (a stop between leaves them there: read again next time,
        and known by their Message-ID)."""
        box = servers.mailbox(self.s, self.password)
        try:
            taken = _TAKE[type(box).__name__](box)
            got = self._keep([raw for raw, _ in taken], folder)
            _RELEASE[type(box).__name__](box, [h for _, h in taken])
            return got
        except Refusal:
            raise
        except Exception as e:              # noqa: BLE001
            raise servers.why(e, self.s.kind.upper(), self.s.incoming) from None
        finally:
            box.close()

    def _keep(self, raws: list, folder) -> Fetched:
        got, seen, new_ids = Fetched(), set(self._seen()), []
        for raw in raws:
            msg = email.message_from_bytes(raw, policy=email.policy.default)
            mid = str(msg.get("Message-ID", "")).strip()
            if mid and (mid in seen or mid in new_ids):
                continue                    # the same mail twice (sent again after a stop)
            if mid:
                new_ids.append(mid)
            kind = str(msg.get("X-Twilight-Art", "")).strip().lower()
            game = re.sub(r"[^0-9a-f]", "", str(msg.get("X-Twilight-Spiel", "")).lower())[:32]
            self._remember(game, email.utils.parseaddr(str(msg.get("From", "")))[1])
            if kind == "paket":
                where = Path(folder) if folder else self.data / "pakete" / (game or "spiel")
                where.mkdir(parents=True, exist_ok=True)
                for part in msg.iter_attachments():
                    name = _safe(part.get_filename())
                    data = part.get_payload(decode=True) or b""
                    if name.endswith(".txt"):
                        storage.atomic_write(where / name, data.decode("utf-8", "replace"), keep_backup=False)
                        got.packets.append(where / name)
                    elif name.endswith(".png"):
                        (where / name).write_bytes(data)
            else:
                body = msg.get_body(("plain",))
                got.notes.append((str(msg.get("Subject", "")), body.get_content() if body is not None else ""))
        if new_ids:
            self._see(new_ids)
        return got

    # -- sending ------------------------------------------------------------------------------------
    def send_orders(self, orders_path, to: str = "") -> tuple:
        """The orders file as an attachment to the game master; (address, file name)."""
        path = Path(orders_path)
        text = storage.read_text(path, fileformat.LIMITS[fileformat.ORDERS])
        found = fileformat.blocks(text)
        if not found or found[0][0] != fileformat.ORDERS:
            raise Refusal("file_kind", kind="keine Befehlsdatei")
        h = fileformat.parse(found[0][1], fileformat.ORDERS).header
        to = to or self.masters().get(h.get("spiel", ""), "")
        if not to:
            raise Refusal("post_no_master")
        m = email.message.EmailMessage(policy=email.policy.SMTP)
        m["From"] = self.s.sender
        m["To"] = to
        m["Subject"] = MAIL["orders_subject"].format(game=h.get("spiel", ""), player=h.get("spieler", ""),
                                                     step=h.get("schritt", ""))
        m["Date"] = email.utils.formatdate(usegmt=True)
        m["Message-ID"] = email.utils.make_msgid(domain=self.s.sender.rpartition("@")[2] or None)
        m["X-Twilight-Spiel"] = h.get("spiel", "")
        m.set_content(MAIL["orders_body"].format(round=h.get("runde", ""), phase=h.get("phase", ""),
                                                 step=h.get("schritt", "")))
        m.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain", filename=path.name)
        sender = servers.Sender(self.s, self.password)
        try:
            sender.send(m.as_bytes(), self.s.sender, [to])
        finally:
            sender.close()
        return to, path.name


def _imap_take(box) -> list:
    box.game_folder = FOLDER
    box._make_game_folder()
    box._select(box.s.source_folder)
    uids = box._ok(*box.imap.uid("SEARCH", None, "HEADER", "X-Twilight-Art", '""'), "SEARCH")[0].split()
    return [(box._body(u), u) for u in [x.decode("ascii") for x in uids][:servers.FETCH_PER_PASS]]


def _imap_release(box, uids: list) -> None:
    for uid in uids:
        box._let_go(uid)
    if uids:
        box.imap.expunge()


def _pop3_take(box) -> list:
    out = []
    for line in box.pop.list()[1][:servers.FETCH_PER_PASS]:
        num = int(line.split()[0])
        head = b"\r\n".join(box.pop.top(num, 0)[1])
        if re.search(rb"^X-Twilight-Art:\s*(" + b"|".join(k.encode() for k in OURS) + rb")", head, re.I | re.M):
            out.append((b"\r\n".join(box.pop.retr(num)[1]) + b"\r\n", num))
    return out


def _pop3_release(box, nums: list) -> None:
    for num in nums:
        box.pop.dele(num)               # deleted at QUIT (box.close)


def _maildir_take(box) -> list:
    out = []
    for sub in ("new", "cur"):
        d = box.path / sub
        for p in sorted(d.iterdir()) if d.is_dir() else []:
            raw = p.read_bytes()
            if re.search(rb"^X-Twilight-Art:", raw.split(b"\n\n", 1)[0], re.I | re.M):
                out.append((raw, p))
    return out


def _maildir_release(box, paths: list) -> None:
    for p in paths:
        p.unlink(missing_ok=True)


_TAKE = {"ImapBox": _imap_take, "Pop3Box": _pop3_take, "MaildirBox": _maildir_take}
_RELEASE = {"ImapBox": _imap_release, "Pop3Box": _pop3_release, "MaildirBox": _maildir_release}
