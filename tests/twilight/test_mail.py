"""Files as real mail brings them [pbem; issue 10, items 3 and 4]: the sealed block survives a
mail body (76 characters a line, clear begin and end lines, quoted, with CR LF and trailing
spaces, quoted-printable or base64), the in-box is read whatever the files are called (a
mail saved whole too), a file without orders is named, a later file replaces an earlier
one and says so, and the game master is told the truth about new packets."""
import email.message
import email.policy
import re

from .test_cli import _awaited, _packets, new_game, run


def _orders_file(capsys, tmp_path, packets, s, folder, text=None):
    """Player s's orders file (his computer race decides, or `text`), written to folder."""
    folder.mkdir(exist_ok=True)
    if text is None:
        code, said = run(capsys, "player", "auto", packets[s], "--passwort-datei", tmp_path / f"s{s[1:]}.txt",
                         "--ausgabe", folder)
    else:
        (tmp_path / "b.txt").write_text(text, encoding="utf-8")
        code, said = run(capsys, "player", "orders", packets[s], tmp_path / "b.txt", "--passwort-datei",
                         tmp_path / f"s{s[1:]}.txt", "--ausgabe", folder)
    assert code == 0, said
    return re.search(r"geschrieben: (\S+)", said).group(1)


def _mail(body: str, attach: str | None = None, qp: bool = False) -> bytes:
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"], m["To"], m["Subject"] = "anna@example.org", "spielleiter@example.org", "Re: Twilight, Runde 1"
    m.set_content(body, cte="quoted-printable" if qp else None)
    if attach is not None:
        m.add_attachment(attach.encode("utf-8"), maintype="text", subtype="plain", filename="befehle.txt")
    return m.as_bytes()


def test_orders_arrive_in_mail_bodies_attachments_and_under_any_name(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    packets, sent = _packets(out), tmp_path / "gesendet"
    files = {s: open(_orders_file(capsys, tmp_path, packets, s, sent), encoding="utf-8").read()
             for s in ("S1", "S2", "S3", "S4")}
    for text in files.values():
        lines = text.splitlines()
        assert lines[0] == "-----BEGIN TWILIGHT BEFEHLE-----" and lines[-1] == "-----END TWILIGHT BEFEHLE-----"
        assert all(len(x) <= 76 and x == x.rstrip() for x in lines)
    inbox = d / "eingang"
    # S1: pasted into the body of a reply, quoted, with trailing spaces and CR LF, quoted-printable
    quoted = "\r\n".join("> " + x + "  " for x in files["S1"].splitlines())
    (inbox / "Re Twilight.eml").write_bytes(_mail("Hallo,\nhier meine Befehle:\n\n" + quoted + "\n\nGruß, Anna\n",
                                                  qp=True))
    # S2: the file as a mail attachment (base64), the mail saved whole
    (inbox / "mail_von_bert.eml").write_bytes(_mail("Anbei.", attach=files["S2"]))
    # S3: the file renamed as an old mail program did; S4: a stray file beside it
    (inbox / "BEFEHLE.TXT").write_text(files["S3"].replace("\n", "\r\n"), encoding="utf-8")
    (inbox / "bild.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)) * 4)
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0
    assert "angenommen: Re Twilight.eml (S1)" in out and "angenommen: mail_von_bert.eml (S2)" in out
    assert "angenommen: BEFEHLE.TXT (S3)" in out
    assert "abgelehnt: bild.jpg: Das ist keine Befehlsdatei. Darin steht keine" in out
    assert (d / "abgelehnt" / "bild.jpg").exists() and (d / "archiv" / "BEFEHLE.TXT").exists()
    # a partial run: no new packets, and it says which still count
    assert "Neue Pakete" not in out and "Keine neuen Pakete: es gelten weiter die Pakete von Schritt 0" in out
    assert _awaited(out) == ["S4"]
    # S4's last orders decide: a later file replaces his earlier one and says so; the earlier,
    # arriving after it, is refused
    first = _orders_file(capsys, tmp_path, packets, "S4", tmp_path / "erste", "STIMME fuer=nein\n")
    second = _orders_file(capsys, tmp_path, packets, "S4", tmp_path / "zweite", "STIMME fuer=ja\n")
    (inbox / "b.txt").write_bytes(open(second, "rb").read())
    (inbox / "c.txt").write_bytes(open(first, "rb").read())
    (inbox / "a.txt").write_bytes(open(second, "rb").read())
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "angenommen: a.txt (S4)" in out
    assert "abgelehnt: b.txt: Diese Befehlsdatei wurde schon einmal eingereicht" in out
    assert "abgelehnt: c.txt: Diese Befehle von S4 sind älter als die schon angenommenen (a.txt)" in out
    assert "Neue Pakete" in out and "Ausgewertet: Runde 1, 1. Politikphase." in out


def test_a_later_file_of_the_same_player_replaces_his_earlier_one(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    packets = _packets(out)
    first = _orders_file(capsys, tmp_path, packets, "S2", tmp_path / "eins", "STIMME fuer=nein\n")
    second = _orders_file(capsys, tmp_path, packets, "S2", tmp_path / "zwei", "STIMME fuer=ja\n")
    (d / "eingang" / "x1.txt").write_bytes(open(first, "rb").read())
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "angenommen: x1.txt (S2)" in out and "ersetzt" not in out
    (d / "eingang" / "x2.txt").write_bytes(open(second, "rb").read())
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "angenommen: x2.txt (S2)" in out and "ersetzt die früheren Befehle von S2 (x1.txt)" in out
