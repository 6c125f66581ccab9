"""One pass of the post (`retro twilight gm post ORDNER`), and the watch that makes them
(`gm wache ORDNER`). A pass:

 1. fetches every new mail into eingang/ (servers.py: each mail taken once);
 2. (the copies of its own mails that come back confirm what was sent: outbox.py);
 3. reads eingang/ as `gm run` does (mastering.take_inbox) and answers each sender with a
    receipt: what was taken for which round and phase, or why not, and who is still awaited;
    a bounce, an automatic answer, a list, a stranger's mail without orders get no answer,
    and one sender gets at most `quittungen_je_stunde` answers an hour;
 4. goes on as `gm run` does: the computer seats decide, the overdue are skipped, every
    step whose orders are all in is resolved and its packets written;
 5. queues every packet not yet mailed (its .txt and picture attached), a reminder to whoever
    is missing `erinnerung_stunden` before a deadline, and the notice of a deadline the
    packets out did not tell;
 6. sends what the outbox holds, this pass's mails and what earlier passes left.

Everything it does is kept in the game folder before it is done (the master file, eingang/,
the outbox), so that a pass killed at any moment and started again takes every orders mail
once and sends every mail once. A server that is down, refuses or times out costs one line;
everything stays for the next pass, and the exit code is 1. The game's lock (mail/lock.py)
keeps two passes (cron and the watch), or a pass and a command of the game master, from
working on one game at once.
"""
from __future__ import annotations

import calendar
import hashlib
import json
import os
import time
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import idle, incoming, letters, servers
from .config import PostSettings
from . import outbox
from .outbox import FAILED, Outbox, envelope, header
from ..mail import clock, mastering, pbem
from ..mail.saying import out
from ..mail.lock import GameLock
from ..reports.post_texts import KIND, POST, WHY_NOT
from ..reports.texts import explain

FOLDER = "post"                  # in the game folder: the outbox, the journals, the lock
SEND_PER_PASS = 200              # a pass sends at most this many; the rest in the next
RECEIPTS = "quittungen.json"     # when each sender was last answered (the flood's bound)


def _stamp(text: str) -> float:
    """'2026-12-05 18:00' (UTC, as pbem keeps deadlines) as seconds."""
    return calendar.timegm(time.strptime(text, "%Y-%m-%d %H:%M"))


class Postman:
    """The post of one game: its settings, the mail password, and how to open the master
    file (open_gm(), asked again when the file changed under it: the desk or `gm run`)."""

    def __init__(self, folder, settings: PostSettings, password: str, open_gm, clock=clock.now):
        self.folder = Path(folder)
        self.s, self.password, self.open_gm, self.clock = settings, password, open_gm, clock
        self.post = self.folder / FOLDER
        self.outbox = Outbox(self.post)
        self.gm = None
        self.seen = None

    # -- the master file, opened again when someone else saved it ---------------------------------
    def _stat(self):
        try:
            st = os.stat(self.folder / pbem.MASTER_FILE)
            return st.st_mtime_ns, st.st_size, st.st_ino
        except OSError:
            return None

    def game(self):
        if self.gm is None or self._stat() != self.seen:
            if self.gm is not None:
                out(POST["reopened"])
            self.gm = self.open_gm()
        return self.gm

    # -- one pass ----------------------------------------------------------------------------------
    def one_pass(self) -> int:
        try:
            lock = GameLock(self.folder)
            lock.__enter__()
        except Refusal:
            out(POST["locked"].format(dir=self.folder))
            return 0
        try:
            return self._pass()
        finally:
            lock.__exit__()

    def _pass(self) -> int:
        gm = self.game()
        ok = self.fetch(gm)
        mastering.run(gm, on_taken=lambda a, entry: self.answer(gm, a, entry), quiet=True)
        self.queue_packets(gm)
        self.queue_deadline_mail(gm)
        ok = self.deliver() and ok
        self.seen = self._stat()
        return 0 if ok else 1

    def fetch(self, gm) -> bool:
        try:
            box = servers.mailbox(self.s, self.password, gm.meta["spiel"])
            try:
                names = box.fetch_into(gm.folder / pbem.INBOX, servers.Journal(self.post))
            finally:
                box.close()
        except Refusal as e:
            out(POST["fetch_failed"].format(reason=explain(e)))
            return False
        except OSError as e:            # our own folder: full, or not ours to write
            out(POST["fetch_failed"].format(reason=e.strerror or str(e)))
            return False
        mine = self._own_copies(gm.folder / pbem.INBOX, names)
        if len(names) > mine:
            out(POST["fetched"].format(n=len(names) - mine))
        return True

    def _own_copies(self, folder: Path, names: list) -> int:
        """The copies of our own mails among those fetched: each confirms its send, and goes
        (its server copy stays in the game's folder). A stop before this leaves them to
        answer(), which does the same."""
        n = 0
        for name in names:
            mail = incoming.read(folder / name)
            if mail.kind in incoming.OURS and mail.author.lower() == self.s.sender.lower():
                if mail.message_id:
                    self.outbox.confirm(mail.message_id)
                (folder / name).unlink(missing_ok=True)
                n += 1
        return n

    # -- receipts ----------------------------------------------------------------------------------
    def answer(self, gm, a, entry: dict) -> None:
        """A receipt for the mail in eingang/ that take_inbox read (before it moves it)."""
        name = "quittung_" + hashlib.sha256(f"{a.digest}:{a.name}:{a.ident}".encode("utf-8", "replace")).hexdigest()[:24]
        if self.outbox.known(name):
            return
        mail = incoming.read(a.path)
        if mail.kind in incoming.OURS and mail.author.lower() == self.s.sender.lower():
            if mail.message_id:                 # the copy of a mail we sent: it went out
                self.outbox.confirm(mail.message_id)
            return
        why = mail.automatic
        if not why and mail.sender.lower() == self.s.sender.lower():
            why = "ours"
        players = {gm.address(p).lower() for p in range(len(gm.game.players)) if gm.address(p)}
        if not why and not entry["bloecke"] and mail.sender.lower() not in players:
            why = "stranger"
        if why:
            if why not in ("no_mail",):                 # a file put in by hand is no mail
                self.outbox.skip(name, WHY_NOT.get(why, why))
                out(POST["not_answered"].format(name=a.name, why=WHY_NOT.get(why, why)))
            return
        if not self._may_answer(mail.sender):
            self.outbox.skip(name, "flood")
            out(POST["receipt_limit"].format(sender=mail.sender, n=self.s.receipts_per_hour))
            return
        if self.outbox.queue(name, letters.receipt(self.s, gm, mail, entry, name)):
            out(POST["queued"].format(what=KIND["quittung"].format(to=mail.sender)))

    def _may_answer(self, sender: str) -> bool:
        path = self.post / RECEIPTS
        now = self.clock()
        try:
            seen = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(seen, dict):
                seen = {}
        except (OSError, ValueError):
            seen = {}
        seen = {k: [t for t in v if isinstance(t, (int, float)) and now - t < 3600]
                for k, v in seen.items() if isinstance(v, list)}
        times = seen.setdefault(sender.lower(), [])
        if len(times) >= self.s.receipts_per_hour:
            return False
        times.append(now)
        storage.atomic_write(path, json.dumps({k: v for k, v in seen.items() if v}), keep_backup=False)
        return True

    # -- packets, reminders, deadlines ---------------------------------------------------------------
    @staticmethod
    def packet_name(gm, p: int) -> str:
        """A packet's name in the outbox: its step, the master file's count of packets written
        when it was (a packet written again after a rollback is another mail), its player."""
        info = gm.content["players"][p]
        return f"paket_{gm.game.step:04d}_{int(info.get('paket_ausgabe', gm.content.get('ausgabe', 0))):04d}_S{p + 1}"

    def queue_packets(self, gm) -> None:
        g = gm.game
        for p in range(len(g.players)):
            if p in gm.computer or not gm.packet_path(p).is_file():
                continue
            name = self.packet_name(gm, p)
            if self.outbox.known(name):
                continue
            if not gm.address(p):
                if self.outbox.skip(name, "keine Adresse"):
                    out(POST["no_address"].format(n=p + 1))
                continue
            self.outbox.queue(name, letters.packet(self.s, gm, p, name))
            out(POST["queued"].format(what=KIND["paket"].format(n=p + 1, step=g.step)))

    def queue_deadline_mail(self, gm) -> None:
        """A reminder to whoever is missing, erinnerung_stunden before the deadline (once his
        packet has been out a quarter of that); the notice of a deadline his packet did not say."""
        until = gm.deadline()
        g = gm.game
        if not until or g.phase == "ende":
            return
        now, end = self.clock(), _stamp(until)
        tag = hashlib.sha256(until.encode()).hexdigest()[:8]
        step = g.step
        for p in gm.missing():
            if p in gm.computer or not gm.address(p):
                continue
            mail = self._packet_mail(gm, p)
            if mail is None:
                continue
            told = mail.stat().st_mtime
            if header(mail, "X-Twilight-Frist") != until:      # his packet did not say it
                name = f"frist_{step:04d}_{tag}_S{p + 1}"
                if self.outbox.queue(name, letters.notice(self.s, gm, p, name)):
                    out(POST["queued"].format(what=KIND["frist"].format(n=p + 1)))
                told = max(told, self._mtime(name))
            hours = self.s.remind_hours * 3600
            if now >= end - hours and now >= told + hours / 4 and now < end:
                name = f"erinnerung_{step:04d}_{tag}_S{p + 1}"
                if self.outbox.queue(name, letters.reminder(self.s, gm, p, name, header(mail, "Subject"))):
                    out(POST["queued"].format(what=KIND["erinnerung"].format(n=p + 1)))

    def _mtime(self, name: str) -> float:
        for where in ("gesendet", "ausgehend"):
            try:
                return (self.outbox.folder / where / (name + ".eml")).stat().st_mtime
            except OSError:
                continue
        return 0.0

    def _packet_mail(self, gm, p: int):
        name = self.packet_name(gm, p)
        for where in ("gesendet", "ausgehend"):
            path = self.outbox.folder / where / (name + ".eml")
            if path.is_file():
                return path
        return None

    def next_event(self) -> float | None:
        """When the watch must look again without new mail: the deadline, or a reminder."""
        gm = self.gm
        if gm is None or not gm.deadline() or gm.game.phase == "ende":
            return None
        end = _stamp(gm.deadline())
        times = [end + 1]
        for p in gm.missing():
            mail = self._packet_mail(gm, p)
            if mail is not None:
                hours = self.s.remind_hours * 3600
                times.append(max(end - hours, mail.stat().st_mtime + hours / 4))
        now = self.clock()
        later = [t for t in times if t > now]
        return min(later) if later else None

    # -- sending -----------------------------------------------------------------------------------
    def deliver(self) -> bool:
        """What the outbox holds, sent; each mail also to the game master's own address (the
        copy that confirms a send cut off: outbox.py). False if the server would not."""
        waiting = self.outbox.waiting()
        if not waiting:
            return True
        confirmed, sender, n, held = set(self.outbox.confirmed_list()), None, 0, 0
        try:
            for path in waiting[:SEND_PER_PASS]:
                raw = path.read_bytes()
                tried = self.outbox.attempted(path)
                if tried is not None:           # cut off while it was sent: did it go?
                    if outbox.message_id(raw) in confirmed:
                        self.outbox.done(path)
                        out(POST["cut_sent"].format(name=path.stem))
                        continue
                    if self.clock() - tried < self.s.confirm_minutes * 60:
                        held += 1               # its copy may still be on its way
                        continue
                    out(POST["cut_again"].format(name=path.stem))
                _, to = envelope(raw)
                if sender is None:
                    sender = servers.Sender(self.s, self.password)
                self.outbox.attempt(path, self.clock())
                try:
                    sender.send(raw, self.s.sender, to + [self.s.sender])
                except Refusal as e:
                    if e.key != "post_rejected":
                        raise
                    self.outbox.done(path, FAILED)
                    out(POST["rejected"].format(name=path.stem, to=", ".join(to), reason=explain(e)))
                    continue
                self.outbox.done(path)
                n += 1
        except Refusal as e:
            out(POST["send_failed"].format(reason=explain(e), n=len(self.outbox.waiting())))
            return False
        finally:
            if sender is not None:
                sender.close()
        rest = len(waiting) - n
        if held:
            out(POST["held"].format(n=held))
        if n or rest:
            out(POST["sent"].format(n=n, rest=POST["sent_rest"].format(n=rest) if rest > 0 else ""))
        return True

    # -- the watch ---------------------------------------------------------------------------------
    def watch(self, stop=lambda: False) -> int:
        poll = max(1.0, self.s.poll_minutes * 60)
        how = POST["watch_idle"] if self.s.kind == "imap" else POST["watch_poll"].format(minutes=self.s.poll_minutes)
        out(POST["watch_start"].format(dir=self.folder, how=how))
        while not stop():
            self.one_pass()
            if self.gm is not None and self.gm.game.phase == "ende" and not self.outbox.waiting():
                break
            wait = poll
            nxt = self.next_event()
            if nxt is not None:
                wait = min(wait, max(1.0, nxt - self.clock()))
            if self.outbox.waiting():
                wait = min(wait, poll)
            try:
                idle.wait(self.s, self.password, self.gm.meta["spiel"] if self.gm else "", wait, stop)
            except Refusal as e:
                out(POST["watch_wait_failed"].format(reason=explain(e), minutes=self.s.poll_minutes))
                idle._sleep(time.monotonic() + poll, stop)
        out(POST["watch_stop"])
        return 0
