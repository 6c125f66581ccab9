"""A game of Twilight played by mail through real servers (ports.twilight.post.localservers):
the game master's folder with its post set up, and each human player with his own key, data
folder and mailbox, who fetches his packets with `player post abholen`, lets his computer
race decide (`player auto`), and mails his orders file in one of the forms mail programs
send it. The game master's side runs as the tests say (`gm wache` or `gm post` in a process
of its own); this table only plays the players and reads their mailboxes."""
from __future__ import annotations

import contextlib
import email
import email.message
import email.policy
import email.utils
import io
import re
import smtplib
import ssl
import subprocess
import sys
import time
from pathlib import Path

from retro import storage

from ports.twilight import port
from ports.twilight.cli import cli
from ports.twilight.mail import desk
from ports.twilight.post.localservers import address_of, password_of

from subprocess_helpers import ROOT, retro_env

CODE = ("import sys; from ports.twilight import port; from ports.twilight.cli import cli; "
        "sys.exit(cli.main(sys.argv[1:], picture=port.map_picture))")      # as the launcher calls it
PASSPHRASE = "eine lange passphrase des spielers"
GM_PASSPHRASE = "die lange passphrase des spielleiters"
FORMS = ("post", "plain", "qp", "base64", "forward", "html")
WAIT = 90.0                     # seconds for a mail to arrive (a loaded machine)


class Table:
    def __init__(self, mail, root: Path, players: int = 4, computer=(4,), seed: int = 5, rounds: int = 30,
                 remind_hours: float = 24.0):
        self.mail, self.root = mail, Path(root)
        self.gm_dir = self.root / "spiel"
        self.humans = [s for s in range(1, players + 1) if s not in computer]
        self.last = {s: -1 for s in self.humans}          # the newest packet's step each has
        self.packets = {s: None for s in self.humans}
        self.notes = {s: [] for s in self.humans}
        self.sent = []                                     # (s, step, form) of every orders mail
        (self.root / "pp.txt").write_text(PASSPHRASE + "\n", encoding="utf-8")
        (self.root / "gm.txt").write_text(GM_PASSPHRASE + "\n", encoding="utf-8")
        (self.root / "mailpw-gm.txt").write_text(password_of("gm") + "\n", encoding="utf-8")
        publics = []
        for s in range(1, players + 1):
            who = f"s{s}"
            (self.root / f"mailpw-{who}.txt").write_text(password_of(who) + "\n", encoding="utf-8")
            name = f"Spieler{s}" if s in self.humans else f"Computer{s}"
            code, said = self.player(s, "player", "key", "--name", name, "--adresse",
                                     address_of(who) if s in self.humans else "", "--kosten", "16",
                                     "--passwort-datei", self.root / "pp.txt", "--ausgabe", self.root / "oeffentlich")
            assert code == 0, said
            publics.append(self.root / "oeffentlich" / f"oeffentlich_{name}.txt")
        code, said = self.gm("gm", "new", self.gm_dir, "--players", players, "--schluessel", *publics,
                             "--seed", seed, "--runden", rounds, "--kosten", "16", "--passwort-datei", self.root / "gm.txt")
        assert code == 0, said
        self.gm_fingerprint = re.search(r"Fingerabdruck (.+?) \(", said).group(1)
        if computer:
            code, said = self.gm("gm", "computer", self.gm_dir, *[f"S{s}" for s in computer],
                                 "--passwort-datei", self.root / "gm.txt", "--ohne-bild")
            assert code == 0, said
        p = mail.ports
        code, said = self.gm("gm", "post", "einrichten", self.gm_dir, "--imap", f"127.0.0.1:{p['imaps']}",
                             "--smtp", f"127.0.0.1:{p['smtp']}", "--absender", address_of("gm"),
                             "--ca-datei", mail.ca_file, "--kennwort-datei", self.root / "mailpw-gm.txt",
                             "--spielleiter-passwort-datei", self.root / "gm.txt", "--abfrage-minuten", "0.05",
                             "--erinnerung-stunden", str(remind_hours),
                             "--bestaetigung-minuten", "0")     # LMTP delivers before "250": a copy is there at once
        assert code == 0, said
        for s in self.humans:
            who = f"s{s}"
            code, said = self.player(s, "player", "post", "einrichten", "--imap", f"127.0.0.1:{p['imap']}",
                                     "--sicherheit", "starttls", "--smtp", f"127.0.0.1:{p['smtp']}",
                                     "--absender", address_of(who), "--ca-datei", mail.ca_file,
                                     "--kennwort-datei", self.root / f"mailpw-{who}.txt")
            assert code == 0, said

    # -- calls ------------------------------------------------------------------------------------
    def data(self, s: int) -> Path:
        return self.root / f"daten_s{s}"

    def player(self, s: int, *argv) -> tuple:
        """A player's command in this process, with his own data folder."""
        storage.set_data_dir(str(self.data(s)))
        try:
            return _call(argv)
        finally:
            storage.set_data_dir(None)

    def gm(self, *argv) -> tuple:
        return _call(argv)

    def gm_process(self, *argv, env=None) -> subprocess.Popen:
        """`retro twilight ARGV` in a process of its own (its output in a file)."""
        log = open(self.root / "gm.log", "ab")
        return subprocess.Popen([sys.executable, "-c", CODE, *map(str, argv)], cwd=ROOT,
                                env=retro_env(**(env or {})), stdout=log, stderr=subprocess.STDOUT)

    def gm_log(self) -> str:
        try:
            return (self.root / "gm.log").read_text(errors="replace")
        except OSError:
            return ""

    # -- the players --------------------------------------------------------------------------------
    def fetch(self, s: int) -> list:
        """His new packets (paths), his receipts and reminders into self.notes."""
        code, said = self.player(s, "player", "post", "abholen")
        assert code == 0, said
        new = []
        for m in re.finditer(r"^== (.*) ==$", said, re.M):
            self.notes[s].append(m.group(1))
        m = re.search(r"Paket\(e\) abgeholt nach (\S+): (.*)$", said, re.M)
        if m:
            for name in m.group(2).split(", "):
                path = Path(m.group(1)) / name
                step = int(desk.read_public(path).header["schritt"])
                if step > self.last[s]:
                    self.last[s], self.packets[s] = step, path
                new.append(path)
        return new

    def wait_packet(self, s: int, after: int, watch=None) -> Path:
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            self.fetch(s)
            if self.last[s] > after:
                return self.packets[s]
            _alive(watch, self)
            time.sleep(0.2)
        raise AssertionError(f"S{s}: no packet after step {after} within {WAIT} s\n{self.gm_log()[-3000:]}")

    def wait_note(self, s: int, pattern: str, watch=None) -> str:
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            self.fetch(s)
            for n in self.notes[s]:
                if re.search(pattern, n):
                    return n
            _alive(watch, self)
            time.sleep(0.2)
        raise AssertionError(f"S{s}: no mail '{pattern}' within {WAIT} s: {self.notes[s]}\n{self.gm_log()[-3000:]}")

    def header(self, s: int) -> dict:
        return desk.read_public(self.packets[s]).header

    def decide(self, s: int) -> Path | None:
        """His computer race's orders for his newest packet, as a file; None if he is not awaited."""
        out = self.root / f"befehle_s{s}"
        code, said = self.player(s, "player", "auto", self.packets[s], "--passwort-datei", self.root / "pp.txt",
                                 "--ausgabe", out, "--fingerabdruck", self.gm_fingerprint)
        if code != 0:
            assert "keine Befehle erwartet" in said, said
            return None
        return Path(re.search(r"geschrieben: (\S+)", said).group(1))

    def send(self, s: int, orders: Path, form: str) -> None:
        """The orders file mailed to the game master in one of the forms of FORMS."""
        if form == "post":
            code, said = self.player(s, "player", "post", "senden", orders)
            assert code == 0, said
        else:
            self.smtp(s, _mail(address_of(f"s{s}"), address_of("gm"), orders.read_text(encoding="utf-8"), form))
        self.sent.append((s, self.last[s], form))

    def smtp(self, s: int, raw: bytes) -> None:
        who = address_of(f"s{s}")
        with smtplib.SMTP("127.0.0.1", self.mail.ports["smtp"], timeout=30) as c:
            c.starttls(context=ssl.create_default_context(cafile=self.mail.ca_file))
            c.login(who, password_of(f"s{s}"))
            c.sendmail(who, [address_of("gm")], raw)

    # -- what reached the mailboxes ------------------------------------------------------------------
    def mailbox(self, user: str, folder: str = "Twilight") -> list:
        """Every mail in a folder of a user's mailbox: (Message-ID, X-Twilight-Art, Subject)."""
        m = self.mail.imap(user)
        try:
            typ, _ = m.select(f'"{folder}"')
            if typ != "OK":
                return []
            ids = m.search(None, "ALL")[1][0].split()
            out = []
            for i in ids:
                raw = m.fetch(i, "(BODY.PEEK[HEADER])")[1][0][1]
                h = email.message_from_bytes(raw, policy=email.policy.default)
                out.append((str(h.get("Message-ID", "")), str(h.get("X-Twilight-Art", "")), str(h.get("Subject", ""))))
            return out
        finally:
            m.logout()


def _alive(watch, table) -> None:
    if watch is not None and watch.poll() is not None:
        raise AssertionError(f"gm wache ended ({watch.returncode}):\n{table.gm_log()[-3000:]}")


def _call(argv) -> tuple:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = cli.main([str(a) for a in argv], picture=port.map_picture)
    return code, buf.getvalue()


def _mail(frm: str, to: str, text: str, form: str) -> bytes:
    """An orders file in a mail as a mail program sends it."""
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"], m["To"], m["Subject"] = frm, to, "Re: meine Befehle"
    m["Message-ID"] = email.utils.make_msgid(domain="example.test")
    if form == "plain":
        m.set_content("Hallo,\n\nhier meine Befehle:\n\n" + text, cte="8bit")
    elif form == "qp":
        m.set_content("Hier:\n" + text, cte="quoted-printable")
    elif form == "base64":
        m.set_content("Anbei die Datei.")
        m.add_attachment(text.encode("utf-8"), maintype="application", subtype="octet-stream",
                         filename="befehle.txt")
    elif form == "forward":
        inner = email.message.EmailMessage(policy=email.policy.SMTP)
        inner["From"], inner["To"], inner["Subject"] = frm, to, "Befehle"
        inner.set_content("Anbei.")
        inner.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain", filename="befehle.txt")
        m.set_content("Weitergeleitet.")
        m.add_attachment(inner)
    elif form == "html":
        rows = "".join(f"<p class=MsoNormal>{_html(x) or '&nbsp;'}<o:p></o:p></p>\r\n" for x in text.splitlines())
        m.set_content(f"<html><body><p class=MsoNormal>Hallo,<o:p></o:p></p>\r\n{rows}</body></html>",
                      subtype="html", cte="quoted-printable")
    else:
        raise ValueError(form)
    return m.as_bytes()


def _html(line: str) -> str:
    import html
    return html.escape(line)

