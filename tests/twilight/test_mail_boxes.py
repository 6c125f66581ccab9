"""A saved mailbox holds many mails (issue 22.3): an mbox and a Maildir folder are read with
the standard library's mailbox module, every mail and every part of it (inline, attached,
quoted-printable, base64, format=flowed, a mail forwarded as an attachment)."""
import email.message
import email.policy
import mailbox

from ports.twilight.mail import inbox

from .test_cli import _packets, new_game, run
from .test_mail import _mail, _orders_file


def _flowed(text: str) -> bytes:
    """A mail whose body a mail program re-flowed (RFC 3676): long lines soft-broken at 40
    (space + CRLF), lines starting with a space or "From " space-stuffed."""
    rows = []
    for line in text.splitlines():
        while len(line) > 40:
            cut = line[:40]
            rows.append(cut + " ")
            line = line[40:]
        rows.append(line)
    body = "\r\n".join((" " + r if r.startswith((" ", "From ", ">")) else r) for r in rows) + "\r\n"
    raw = ("From: c@example.org\r\nTo: gm@example.org\r\nSubject: Befehle\r\nMIME-Version: 1.0\r\n"
           "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\r\n"
           "Content-Transfer-Encoding: 8bit\r\n\r\n" + body)
    return raw.encode("utf-8")


def _forwarded(inner: bytes) -> bytes:
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"], m["To"], m["Subject"] = "d@example.org", "gm@example.org", "Fwd: Befehle"
    m.set_content("Weitergeleitet.")
    m.add_attachment(email.message_from_bytes(inner, policy=email.policy.default))
    return m.as_bytes()


def _four(capsys, tmp_path):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    packets = _packets(out)
    files = {s: open(_orders_file(capsys, tmp_path, packets, s, tmp_path / "gesendet"), encoding="utf-8").read()
             for s in ("S1", "S2", "S3", "S4")}
    mails = [_mail("Hallo,\n\n" + "\n".join("> " + x for x in files["S1"].splitlines()) + "\n", qp=True),
             _mail("Anbei.", attach=files["S2"]),
             _flowed("Hier:\n" + files["S3"]),
             _forwarded(_mail("Anbei.", attach=files["S4"]))]
    return d, mails


def test_an_mbox_with_four_mails_gives_four_orders_files(tmp_path, pwfiles, capsys):
    d, mails = _four(capsys, tmp_path)
    box = mailbox.mbox(str(d / "eingang" / "Posteingang.mbox"))
    for raw in mails:
        box.add(raw)
    box.flush()
    box.close()
    a = inbox.read(d / "eingang" / "Posteingang.mbox")
    assert len(a.orders) == 4 and not a.unreadable
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0, out
    assert out.count("angenommen: Posteingang.mbox_") == 4, out      # each mail taken out of the mbox alone
    for s in ("S1", "S2", "S3", "S4"):
        assert f".eml ({s})" in out, out
    assert "Neue Pakete" in out


def test_a_maildir_folder_gives_every_mail(tmp_path, pwfiles, capsys):
    d, mails = _four(capsys, tmp_path)
    box = mailbox.Maildir(str(d / "eingang" / "Mails"), create=True)
    for raw in mails:
        box.add(raw)
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0, out
    assert sum(f"({s})" in out for s in ("S1", "S2", "S3", "S4")) == 4 and "Neue Pakete" in out, out


def test_unflow_joins_soft_breaks_and_removes_stuffing():
    assert inbox.unflow("abc \r\ndef\r\n From x\r\n", delsp=True) == "abcdef\nFrom x\n"
    assert inbox.unflow("abc \ndef") == "abc def"
    assert inbox.unflow("> abc \n> def\n>> x") == "> abcdef\n>> x".replace("abcdef", "abc def")
