"""Mail as players' programs send it (issue 32): an orders file pasted into a mail written in
HTML only (a plain one, Outlook's paragraphs, quoted-printable), and an orders file saved
again as UTF-16 (with a byte-order mark either way, without one, attached with
charset=utf-16); each is read and taken by `gm run`."""
import email.encoders
import email.mime.base
import email.mime.multipart
import email.mime.text
import html
import re

from ports.twilight.mail import inbox, pbem

from .test_cli import run
from .test_pbem import make_table, one_orders_file


def _table(tmp_path):
    """A game of four at its first step, and each player's orders file (his desk wrote it)."""
    gm, desks, dirs = make_table(tmp_path, seed=4)
    files = {}
    for p in range(4):
        path = one_orders_file(gm, desks, dirs, p)
        files[p] = path.read_text(encoding="utf-8")
        path.unlink()                           # not in the in-box itself: only as the mail brings it
    return gm, files


def _run(capsys, gm, pwfiles) -> str:
    code, out = run(capsys, "gm", "run", gm.folder, "--passwort-datei", pwfiles / "gm.txt", "--ohne-bild")
    assert code == 0, out
    return out


def _html_mail(markup: str, cte: str = "8bit", charset: str = "utf-8") -> bytes:
    m = email.mime.text.MIMEText(markup, "html", charset)
    if cte == "quoted-printable":
        del m["Content-Transfer-Encoding"]
        m.set_payload(markup.encode(charset))
        email.encoders.encode_quopri(m)
    m["From"], m["To"], m["Subject"] = "anna@example.org", "spielleiter@example.org", "Befehle"
    return m.as_bytes()


def _plain_html(text: str) -> str:
    """A webmail's HTML: the lines as <br> in a <div>, a style sheet and a script beside."""
    body = "<br>\n".join(html.escape(x) for x in text.splitlines())
    return ("<html><head><style>div { font-family: monospace; } /* -----BEGIN TWILIGHT BEFEHLE----- */</style>"
            "<script>var x = '<p>-----END TWILIGHT BEFEHLE-----</p>';</script></head>"
            f"<body><div dir=\"ltr\">Hallo,<br><br>hier meine Befehle:<br><br>{body}<br><br>Gruß, Anna</div>"
            "</body></html>")


def _outlook(text: str) -> str:
    """Outlook's HTML: every line a paragraph of class MsoNormal with an empty <o:p>, blank
    lines as &nbsp;, the source cut at spaces (in tags and in the text) to lines of 76."""
    paras = ['<p class=MsoNormal><span style=\'font-family:"Courier New"\'>' + (html.escape(x) or "&nbsp;")
             + "<o:p></o:p></span></p>" for x in text.splitlines()]
    source = ("<html xmlns:o=\"urn:schemas-microsoft-com:office:office\"><head><meta http-equiv=Content-Type "
              "content=\"text/html; charset=windows-1252\"><style><!-- p.MsoNormal {margin:0cm;} --></style>"
              "</head><body lang=DE link=\"#0563C1\"><div class=WordSection1><p class=MsoNormal>Hallo,<o:p></o:p>"
              "</p><p class=MsoNormal><o:p>&nbsp;</o:p></p>" + "".join(paras)
              + "<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>Gr&uuml;&szlig;e<o:p></o:p></p>"
              "</div></body></html>")
    lines, row = [], ""
    for word in source.split(" "):
        if row and len(row) + 1 + len(word) > 76:
            lines.append(row)
            row = word
        else:
            row = f"{row} {word}" if row else word
    return "\r\n".join(lines + [row])


def _paragraphs(text: str) -> str:
    return "<html><body>" + "".join(f"<p>{html.escape(x)}</p>" for x in text.splitlines()) + "</body></html>"


def test_orders_pasted_into_html_only_mails_are_read(tmp_path, pwfiles, capsys):
    gm, files = _table(tmp_path)
    box = gm.folder / pbem.INBOX
    (box / "webmail.eml").write_bytes(_html_mail(_plain_html(files[0])))
    (box / "outlook.eml").write_bytes(_html_mail(_outlook(files[1]), "quoted-printable", "windows-1252"))
    (box / "outlook_8bit.eml").write_bytes(_html_mail(_outlook(files[2]), "8bit", "windows-1252"))
    (box / "qp.eml").write_bytes(_html_mail(_paragraphs(files[3]), "quoted-printable"))
    assert b"=\n" in (box / "qp.eml").read_bytes() or b"=\r\n" in (box / "qp.eml").read_bytes()  # soft breaks
    for name in ("webmail.eml", "outlook.eml", "outlook_8bit.eml", "qp.eml"):
        a = inbox.read(box / name)
        assert len(a.orders) == 1 and not a.others, name
    out = _run(capsys, gm, pwfiles)
    for name, s in (("webmail.eml", "S1"), ("outlook.eml", "S2"), ("outlook_8bit.eml", "S3"), ("qp.eml", "S4")):
        assert f"angenommen: {name} ({s})" in out, out
    assert "abgelehnt" not in out and "Neue Pakete" in out


def test_a_mail_in_text_and_html_gives_its_orders_file_once(tmp_path, pwfiles, capsys):
    gm, files = _table(tmp_path)
    m = email.mime.multipart.MIMEMultipart("alternative")
    m["From"], m["To"], m["Subject"] = "anna@example.org", "spielleiter@example.org", "Befehle"
    wrapped = "\n".join(x[i:i + 60] for x in files[0].splitlines() for i in range(0, len(x) or 1, 60))
    m.attach(email.mime.text.MIMEText("Hallo,\n\n" + wrapped, "plain", "utf-8"))     # cut at 60: spaced apart
    m.attach(email.mime.text.MIMEText(_outlook(files[0]), "html", "utf-8"))
    (gm.folder / pbem.INBOX / "beides.eml").write_bytes(m.as_bytes())
    assert len(inbox.read(gm.folder / pbem.INBOX / "beides.eml").orders) == 1
    out = _run(capsys, gm, pwfiles)
    assert "angenommen: beides.eml (S1)" in out and "abgelehnt" not in out, out


def test_html_as_text():
    assert inbox.html_text("<p class=MsoNormal>a&nbsp;&amp;\r\nb<o:p></o:p></p><p>c<br>d</p>"
                           "<style>x</style><script>y</script><pre>e\n  f</pre>") == "a & b\nc\nd\ne\n  f"
    assert inbox.html_text("<ul><li>eins</li><li>zwei</li></ul><h1>T</h1><table><tr><td>1</td></tr></table>") \
        == "eins\nzwei\nT\n1"


def _utf16_mail(text: str) -> bytes:
    m = email.mime.multipart.MIMEMultipart()
    m["From"], m["To"], m["Subject"] = "dora@example.org", "spielleiter@example.org", "Befehle"
    m.attach(email.mime.text.MIMEText("Anbei.", "plain", "utf-8"))
    part = email.mime.base.MIMEBase("text", "plain", charset="utf-16")
    part.set_payload(text.encode("utf-16"))
    email.encoders.encode_base64(part)
    part.add_header("Content-Disposition", "attachment", filename="befehle.txt")
    m.attach(part)
    return m.as_bytes()


def test_orders_files_saved_as_utf16_are_read(tmp_path, pwfiles, capsys):
    gm, files = _table(tmp_path)
    box = gm.folder / pbem.INBOX
    (box / "le.txt").write_bytes(b"\xff\xfe" + files[0].replace("\n", "\r\n").encode("utf-16-le"))
    (box / "be.txt").write_bytes(b"\xfe\xff" + files[1].encode("utf-16-be"))
    (box / "ohne_bom.txt").write_bytes(files[2].encode("utf-16-le"))
    (box / "mail.eml").write_bytes(_utf16_mail(files[3]))
    out = _run(capsys, gm, pwfiles)
    for name, s in (("le.txt", "S1"), ("be.txt", "S2"), ("ohne_bom.txt", "S3"), ("mail.eml", "S4")):
        assert f"angenommen: {name} ({s})" in out, out
    assert "abgelehnt" not in out and "Neue Pakete" in out


def test_decode_knows_byte_order_marks_and_utf16_without_one():
    text = "S1 STIMME fuer=ja  # Jäger\n"
    for raw in (text.encode("utf-8-sig"), text.encode("utf-16"), b"\xfe\xff" + text.encode("utf-16-be"),
                text.encode("utf-16-le"), text.encode("utf-16-be"), text.encode("cp1252"), text.encode("utf-8")):
        assert inbox.decode(raw) == text, raw
    assert inbox.decode(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00") is not None          # a picture: no error


def test_player_orders_reads_a_utf16_text_file(tmp_path, pwfiles, capsys):
    from .test_cli import new_game, _packets
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    for i, (name, raw) in enumerate((("le.txt", "STIMME fuer=ja\r\n".encode("utf-16")),
                                     ("be.txt", b"\xfe\xff" + "STIMME fuer=ja\n".encode("utf-16-be")))):
        (tmp_path / name).write_bytes(raw)
        code, said = run(capsys, "player", "orders", _packets(out)[f"S{i + 1}"], tmp_path / name,
                         "--passwort-datei", tmp_path / f"s{i + 1}.txt", "--ausgabe", tmp_path / "aus")
        assert code == 0, said
        assert re.search(rf"^S{i + 1} STIMME fuer=ja$", said, re.M), said
