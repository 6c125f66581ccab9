"""Issue 32: the post's parts against the real servers (ports.twilight.post.localservers):
`gm post pruefen` says in German what is wrong (unknown host, refused, timeout, TLS, login),
each orders mail gets its receipt (taken, or refused with the reason, and who is awaited),
what is not for the game gets none (bounces, automatic answers, strangers), a flood is
answered at a bounded rate, POP3 and a Maildir serve as well as IMAP, and the mail password
is never written anywhere the game master did not name."""
import email.message
import email.policy
import os
import re
import socket
import stat
import threading

import pytest

from ports.twilight.cli import cli
from ports.twilight.post import config, localservers
from ports.twilight.post.localservers import address_of, password_of

from .test_cli import _packets, run
from .test_mail import _orders_file
from .test_pbem import GM_PW, PWS

pytestmark = pytest.mark.skipif(bool(localservers.missing()), reason=localservers.missing() or "servers")
USERS = ["gm", "s1", "s2", "s3", "s4", "fremd"]


@pytest.fixture(scope="module")
def mail():
    with localservers.LocalMail(USERS) as m:
        yield m


def _clear(mail):
    """Every mailbox empty again (the servers are shared by this file's tests)."""
    for u in USERS:
        m = mail.imap(u)
        try:
            for folder in [x.split(b' "." ')[-1].decode().strip('"') for x in m.list()[1] if x]:
                if m.select(f'"{folder}"')[0] == "OK" and m.search(None, "ALL")[1][0]:
                    m.store("1:*", "+FLAGS.SILENT", r"(\Deleted)")
                    m.expunge()
        finally:
            m.logout()


def _game(mail, tmp_path, capsys, kind="imap", extra=()):
    """A game of passwords of four, each seat with its address, its post set up."""
    _clear(mail)
    (tmp_path / "alle.txt").write_text("\n".join([GM_PW] + PWS) + "\n", encoding="utf-8")
    (tmp_path / "gm.txt").write_text(GM_PW + "\n", encoding="utf-8")
    for i, pw in enumerate(PWS):
        (tmp_path / f"s{i + 1}.txt").write_text(pw + "\n", encoding="utf-8")
    (tmp_path / "mailpw.txt").write_text(password_of("gm") + "\n", encoding="utf-8")
    d = tmp_path / "spiel"
    addresses = [a for s in range(1, 5) for a in ("--adresse", f"S{s}={address_of(f's{s}')}")]
    code, out = run(capsys, "gm", "new", d, "--players", 4, "--passwoerter", tmp_path / "alle.txt", "--kosten", 16,
                    "--seed", 3, "--ohne-bild", *addresses)
    assert code == 0, out
    p = mail.ports
    where = {"imap": ["--imap", f"127.0.0.1:{p['imaps']}"],
             "pop3": ["--pop3", f"127.0.0.1:{p['pop3']}", "--sicherheit", "starttls"]}[kind] if kind != "maildir" \
        else ["--maildir", tmp_path / "Maildir"]
    code, said = run(capsys, "gm", "post", "einrichten", d, *where, "--smtp", f"127.0.0.1:{p['smtp']}",
                     "--absender", address_of("gm"), "--ca-datei", mail.ca_file, "--kennwort-datei",
                     tmp_path / "mailpw.txt", "--spielleiter-passwort-datei", tmp_path / "gm.txt",
                     "--bestaetigung-minuten", "0", *extra)
    assert code == 0, said
    return d, _packets(out)


def _post(capsys, d):
    code, out = run(capsys, "gm", "post", d, "--ohne-bild")
    return code, out


def _send(mail, who: str, raw: bytes, to: str = "gm") -> None:
    import smtplib
    import ssl
    with smtplib.SMTP("127.0.0.1", mail.ports["smtp"], timeout=30) as c:
        c.starttls(context=ssl.create_default_context(cafile=mail.ca_file))
        c.login(address_of(who), password_of(who))
        c.sendmail(address_of(who), [address_of(to)], raw)


def _mail(frm: str, body: str, **headers) -> bytes:
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"], m["To"], m["Subject"] = frm, address_of("gm"), headers.pop("subject", "Befehle")
    for k, v in headers.items():
        m[k.replace("_", "-")] = v
    m.set_content(body)
    return m.as_bytes()


def _inbox(mail, user: str, folder: str = "INBOX") -> list:
    """(subject, body) of every mail in the folder."""
    m = mail.imap(user)
    try:
        if m.select(f'"{folder}"')[0] != "OK":
            return []
        out = []
        for i in m.search(None, "ALL")[1][0].split():
            msg = email.message_from_bytes(m.fetch(i, "(BODY.PEEK[])")[1][0][1], policy=email.policy.default)
            body = msg.get_body(("plain",))
            out.append((str(msg["Subject"]), body.get_content() if body is not None else "", msg))
        return out
    finally:
        m.logout()


# -- pruefen ---------------------------------------------------------------------------------------
def _setup(capsys, d, *argv):
    code, said = run(capsys, "gm", "post", "einrichten", d, *argv)
    assert code == 0, said
    return run(capsys, "gm", "post", "pruefen", d)


def test_pruefen_logs_in_to_both_and_says_what_is_wrong(mail, tmp_path, capsys):
    d, _ = _game(mail, tmp_path, capsys)
    p = mail.ports
    code, out = run(capsys, "gm", "post", "pruefen", d)
    assert code == 0 and "angemeldet" in out and "Senden (SMTP" in out, out
    # a wrong password: the login is refused, and the line says by whom and as whom
    (tmp_path / "falsch.txt").write_text("falsch\n", encoding="utf-8")
    code, out = _setup(capsys, d, "--kennwort-datei", tmp_path / "falsch.txt")
    assert code == 1 and "Anmeldung als gm@example.test bei 127.0.0.1 wurde abgelehnt" in out, out
    assert out.count("abgelehnt") == 2, out                          # IMAP and SMTP
    # an unknown host, a port where nothing listens
    code, out = _setup(capsys, d, "--kennwort-datei", tmp_path / "mailpw.txt", "--imap", "nirgends.invalid:993",
                       "--smtp", f"127.0.0.1:{_closed_port()}")
    assert "den Server nirgends.invalid gibt es nicht" in out, out
    assert "nimmt auf Port" in out and "keine Verbindung an" in out, out
    # TLS: the certificate not trusted (no CA file named), and TLS spoken to a plain port
    code, out = _setup(capsys, d, "--imap", f"127.0.0.1:{p['imaps']}", "--smtp", f"127.0.0.1:{p['smtp']}",
                       "--ca-datei", os.devnull)
    assert out.count("enthält kein Zertifikat") == 2, out
    other = localservers.LocalMail([])                 # another CA: its file does not vouch for ours
    try:
        code, out = _setup(capsys, d, "--ca-datei", other.ca_file)
    finally:
        other.cleanup()
    assert out.count("das Zertifikat von 127.0.0.1 ist nicht vertrauenswürdig") == 2, out
    code, out = _setup(capsys, d, "--imap", f"127.0.0.1:{p['imap']}", "--sicherheit", "tls", "--ca-datei",
                       mail.ca_file, "--smtp", f"127.0.0.1:{p['smtp']}")
    assert "verschlüsselte Verbindung zu 127.0.0.1" in out, out


def test_a_server_that_never_answers_is_a_timeout(mail, tmp_path, capsys):
    d, _ = _game(mail, tmp_path, capsys)
    quiet = socket.socket()
    quiet.bind(("127.0.0.1", 0))
    quiet.listen(5)                                 # takes the connection, never says a word
    try:
        s = config.load(d)
        s.incoming.host, s.incoming.port, s.timeout = "127.0.0.1", quiet.getsockname()[1], 1.0
        config.save(d, s)
        code, out = run(capsys, "gm", "post", "pruefen", d)
        assert code == 1 and f"127.0.0.1:{quiet.getsockname()[1]} antwortet nicht (Zeitüberschreitung)" in out, out
    finally:
        quiet.close()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- receipts -------------------------------------------------------------------------------------
def test_each_orders_mail_gets_its_receipt_taken_or_refused(mail, tmp_path, capsys):
    d, packets = _game(mail, tmp_path, capsys)
    _post(capsys, d)                                             # the set-up's packets out
    good = open(_orders_file(capsys, tmp_path, packets, "S1", tmp_path / "aus"), encoding="utf-8").read()
    _send(mail, "s1", _mail(address_of("s1"), "Hier:\n" + good, Message_ID="<eins@example.test>"))
    damaged = good.replace("mac=", "mac=00")
    _send(mail, "s2", _mail(address_of("s2"), damaged))
    _send(mail, "s3", _mail(address_of("s3"), "Ich habe keine Befehle, nur Grüße."))
    code, out = _post(capsys, d)
    assert code == 0, out
    r1 = [x for x in _inbox(mail, "s1") if "Befehle angekommen" in x[0]]
    assert len(r1) == 1, _inbox(mail, "s1")
    subject, body, msg = r1[0]
    assert "S1, Runde 1, 1. Politikphase" in subject, subject
    assert "angenommen für S1, Runde 1, 1. Politikphase (Schritt 0)" in body, body
    assert "Noch erwartet: S2, S3, S4." in body, body
    assert msg["In-Reply-To"] == "<eins@example.test>" and msg["Auto-Submitted"] == "auto-replied"
    assert re.fullmatch(r"<quittung_[0-9a-f]{24}\.[0-9a-f]+@example\.test>", msg["Message-ID"]), msg["Message-ID"]
    (subject, body, _), = [x for x in _inbox(mail, "s2") if "Befehle" in x[0]]
    assert "abgelehnt" in subject and "beschädigt" in body and "noch einmal" in body, body
    (subject, body, _), = [x for x in _inbox(mail, "s3") if "Befehl" in x[0]]
    assert "keine Befehlsdatei gefunden" in subject, subject
    # the same orders file once more: taken once, the second time refused as sent before
    _send(mail, "s1", _mail(address_of("s1"), "Nochmal:\n" + good))
    _post(capsys, d)
    again = [x for x in _inbox(mail, "s1") if "abgelehnt" in x[0]]
    assert len(again) == 1 and "schon einmal eingereicht" in again[0][1], again


def test_no_answer_to_bounces_automatic_answers_strangers_or_ourselves(mail, tmp_path, capsys):
    d, _ = _game(mail, tmp_path, capsys)
    _post(capsys, d)
    mail.deliver("gm", _mail("MAILER-DAEMON@example.test", "Undeliverable", subject="Undelivered Mail"),
                 sender="")
    mail.deliver("gm", _mail(address_of("s1"), "Ich bin im Urlaub.", subject="Abwesenheitsnotiz",
                             Auto_Submitted="auto-replied"))
    mail.deliver("gm", _mail(address_of("s2"), "Out of office", subject="Automatic reply: Twilight"))
    mail.deliver("gm", _mail(address_of("fremd"), "Billig! Kaufen!", subject="Angebot"))
    mail.deliver("gm", _mail(address_of("fremd"), "Liste", subject="[liste] Neues", List_Id="<liste.example.test>"))
    code, out = _post(capsys, d)
    assert code == 0, out
    assert out.count("nicht beantwortet") == 5, out
    for u in ("s1", "s2", "fremd"):
        assert not [x for x in _inbox(mail, u) if "Befehl" in x[0]], u
    assert not _inbox(mail, "gm")                      # everything taken into the game's folder


def test_a_flood_is_answered_at_a_bounded_rate(mail, tmp_path, capsys):
    d, _ = _game(mail, tmp_path, capsys, extra=("--quittungen-je-stunde", "3"))
    _post(capsys, d)
    for i in range(8):
        _send(mail, "s1", _mail(address_of("s1"), f"Hallo {i}"))
    code, out = _post(capsys, d)
    assert code == 0, out
    answers = [x for x in _inbox(mail, "s1") if "Befehl" in x[0]]
    assert len(answers) == 3 and out.count("Keine Quittung an s1@example.test") == 5, out


# -- other ways in --------------------------------------------------------------------------------
def test_pop3_serves_as_imap_does(mail, tmp_path, capsys):
    d, packets = _game(mail, tmp_path, capsys, "pop3")
    _post(capsys, d)
    assert [x for x in _inbox(mail, "s1") if "Paket für S1" in x[0]]
    good = open(_orders_file(capsys, tmp_path, packets, "S1", tmp_path / "aus"), encoding="utf-8").read()
    _send(mail, "s1", _mail(address_of("s1"), good))
    code, out = _post(capsys, d)
    assert code == 0 and "angenommen" in out, out
    assert [x for x in _inbox(mail, "s1") if "Befehle angekommen" in x[0]]
    assert all(m["X-Twilight-Art"] for _, _, m in _inbox(mail, "gm"))    # POP3 deleted what it took (the
    code, out = _post(capsys, d)
    assert "angenommen" not in out                     # and takes nothing twice


def test_a_maildir_that_getmail_fills(mail, tmp_path, capsys):
    import mailbox
    d, packets = _game(mail, tmp_path, capsys, "maildir")
    box = mailbox.Maildir(str(tmp_path / "Maildir"), create=True)
    _post(capsys, d)
    good = open(_orders_file(capsys, tmp_path, packets, "S2", tmp_path / "aus"), encoding="utf-8").read()
    box.add(_mail(address_of("s2"), good))
    code, out = _post(capsys, d)
    assert code == 0 and "angenommen" in out and "(S2)" in out, out
    assert not list((tmp_path / "Maildir" / "new").iterdir())
    assert [x for x in _inbox(mail, "s2") if "Befehle angekommen" in x[0]]


# -- secrets --------------------------------------------------------------------------------------
def test_the_mail_password_is_written_only_where_the_game_master_says(mail, tmp_path, capsys, monkeypatch):
    d, _ = _game(mail, tmp_path, capsys)
    monkeypatch.setenv("TW_POST", password_of("gm"))
    code, out = run(capsys, "gm", "post", "einrichten", d, "--kennwort-umgebung", "TW_POST")
    assert code == 0 and "Umgebungsvariable TW_POST" in out, out
    code, out = _post(capsys, d)
    assert code == 0, out
    secret = password_of("gm").encode()
    for path in d.rglob("*"):
        if path.is_file():
            assert secret not in path.read_bytes(), path
    monkeypatch.setattr("getpass.getpass", lambda prompt="": password_of("gm"))
    code, out = run(capsys, "gm", "post", "einrichten", d, "--kennwort-speichern", tmp_path / "geheim" / "pw")
    assert code == 1                                   # its folder must exist: nothing is made in secret
    (tmp_path / "geheim").mkdir()
    code, out = run(capsys, "gm", "post", "einrichten", d, "--kennwort-speichern", tmp_path / "geheim" / "pw")
    assert code == 0, out
    assert stat.S_IMODE(os.stat(tmp_path / "geheim" / "pw").st_mode) == 0o600
    assert "kennwort = datei:" in (d / "post.ini").read_text()
    monkeypatch.delenv("TW_POST")
    code, out = run(capsys, "gm", "post", "einrichten", d, "--kennwort-umgebung", "TW_POST")
    code, out = _post(capsys, d)
    assert code == 1 and "TW_POST ist nicht gesetzt" in out, out


def test_unattended_without_a_password_says_how(mail, tmp_path, capsys, monkeypatch):
    d, _ = _game(mail, tmp_path, capsys)
    s = config.load(d)
    s.password = "fragen"
    config.save(d, s)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False, raising=False)
    code, out = _post(capsys, d)
    assert code == 1 and "--kennwort-datei" in out, out


def test_in_the_browser_the_post_says_it_has_no_sockets(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("sys.platform", "emscripten")
    code, out = run(capsys, "gm", "post", tmp_path)
    assert code == 1 and "keine Netzverbindungen" in out, out


def test_a_mail_arriving_while_the_watch_waits_is_taken_at_once(mail, tmp_path, capsys):
    """IMAP IDLE: the wait ends when the mail comes, not at the end of the poll."""
    import time
    from ports.twilight.post import idle
    d, _ = _game(mail, tmp_path, capsys)
    _post(capsys, d)
    _post(capsys, d)                                  # the copies of the packets taken: the in-box empty
    assert not _inbox(mail, "gm")
    s = config.load(d)
    failed = []

    def deliver():
        try:
            mail.deliver("gm", _mail(address_of("s1"), "Hallo"))
        except Exception as e:                        # noqa: BLE001  (said by the test, not lost in a thread)
            failed.append(e)
    timer = threading.Timer(1.0, deliver)
    timer.start()
    t = time.monotonic()
    what = idle.wait(s, password_of("gm"), "x", 60.0, lambda: False)
    timer.join(timeout=30)
    assert not failed, failed
    assert what == "mail" and time.monotonic() - t < 30, what


def test_gm_post_alone_is_gm_post_einmal(capsys):
    code, out = run(capsys, "gm", "post", "--help")
    assert code == 0 and "einrichten" in out and "pruefen" in out
    assert re.search(r"retro twilight gm post", out)
    assert cli.main(["gm", "post"]) == 2


def test_a_seat_taken_back_from_the_computer_gets_its_packet_by_mail(mail, tmp_path, capsys):
    """Issue 32.6: the packet of a player who takes his seat back goes out by itself."""
    d, _ = _game(mail, tmp_path, capsys)
    _post(capsys, d)
    before = [x for x in _inbox(mail, "s2") if "Paket für S2" in x[0]]
    code, out = run(capsys, "gm", "computer", d, "S2", "--passwort-datei", tmp_path / "gm.txt", "--ohne-bild")
    assert code == 0, out
    _post(capsys, d)
    code, out = run(capsys, "gm", "computer", d, "S2", "--aus", "--passwort-datei", tmp_path / "gm.txt",
                    "--ohne-bild")
    assert code == 0, out
    code, out = _post(capsys, d)
    assert code == 0 and "Paket für S2" in out, out
    after = [x for x in _inbox(mail, "s2") if "Paket für S2" in x[0]]
    assert len(after) == len(before) + 1, (before, after)
    assert len([x for x in _inbox(mail, "s1") if "Paket für S1" in x[0]]) == len(before)    # the others' not again


def test_an_unattended_pass_opens_the_master_file_with_the_passphrase_from_the_environment(mail, tmp_path, capsys,
                                                                                            monkeypatch):
    d, _ = _game(mail, tmp_path, capsys)
    code, out = run(capsys, "gm", "post", "einrichten", d, "--spielleiter-passwort-umgebung", "TW_GM")
    assert code == 0, out
    monkeypatch.setattr("sys.stdin.isatty", lambda: False, raising=False)
    monkeypatch.delenv("TW_GM", raising=False)
    code, out = _post(capsys, d)
    assert code == 1 and "TW_GM ist nicht gesetzt" in out, out
    monkeypatch.setenv("TW_GM", GM_PW)
    code, out = _post(capsys, d)
    assert code == 0 and "Paket für S1" in out, out
    assert GM_PW not in (d / "post.ini").read_text()
