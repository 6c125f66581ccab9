"""Issue 32 items 1 and 4 on the screens, headless: the game master's screen of the post writes
the same post.ini as `gm post einrichten` for the same answers (a password file, an environment
variable, asked and kept in memory, saved into a file of his); a bad server or sender is
refused in German with nothing typed lost; in the browser every gadget of the post says that
it works only in the program on the computer; against the real servers (post/localservers.py;
skipped without dovecot and aiosmtpd) "Prüfen" says what `gm post pruefen` says, the player's
desk mails its orders file, the game master's desk makes one pass on its own master file (the
map pictures drawn by the frame loop) and the start screen fetches the new packet - each in a
thread while the frames go on."""
from __future__ import annotations

import os
import stat
import threading
import time

import pytest

from ports.twilight.post import config, localservers, servers
from ports.twilight.post.localservers import address_of, password_of
from ports.twilight.screens import link, post_work
from ports.twilight.screens.desk_screen import DeskScene
from ports.twilight.screens.gm_desk import GmDeskScene
from ports.twilight.screens.post_screen import PostScene
from ports.twilight.screens.secret import PassphraseRequester
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.gui.pager import TextPager
from retro.input import Input

from .screen_helpers import key, press, pyxel_on, run, said, typed
from .test_cli import run as cli
from .test_pbem import GM_PW, PWS

REST = Input(5, 500)
DEADLINE = 120.0                    # seconds a thread of the post may take on a loaded machine
NO_NET = "nur im Programm auf dem Rechner"


@pytest.fixture
def pyx():
    return pyxel_on()


@pytest.fixture(autouse=True)
def forget_passwords():
    post_work.PASSWORDS.clear()
    yield
    post_work.PASSWORDS.clear()


def _game(tmp_path, capsys, computers=()):
    """A game of passwords of four, each seat with its address (s1@example.test ...)."""
    (tmp_path / "alle.txt").write_text("\n".join([GM_PW] + PWS) + "\n", encoding="utf-8")
    (tmp_path / "gm.txt").write_text(GM_PW + "\n", encoding="utf-8")
    d = tmp_path / "spiel"
    addresses = [a for s in range(1, 5) for a in ("--adresse", f"S{s}={address_of(f's{s}')}")]
    code, out = cli(capsys, "gm", "new", d, "--players", 4, "--passwoerter", tmp_path / "alle.txt", "--kosten", 16,
                    "--seed", 3, *addresses)
    assert code == 0, out
    if computers:
        code, out = cli(capsys, "gm", "computer", d, *computers, "--passwort-datei", tmp_path / "gm.txt")
        assert code == 0, out
    return d


def _fill(app, scene, **typed_in):
    """Text typed into the screen's fields as he types it: a click in the field, then the keys."""
    for name, text in typed_in.items():
        f = getattr(scene, name)
        press(app, f.rects()["box"])
        if f.text:
            f.set_text("")
        typed(app, text)


def _gadget(app, scene, what, times=1):
    for _ in range(times):
        press(app, scene.rects[what])


def _message(app) -> str:
    w = getattr(app.top, "widget", None)
    assert isinstance(w, Alert), w
    return w.message


def _until_done(app, scene):
    """Frames until the scene's errand has ended (a deadline, never for ever)."""
    end = time.monotonic() + DEADLINE
    while scene.errand is not None:
        assert time.monotonic() < end, "the post's thread did not end"
        app.frame(REST)
        time.sleep(0.005)


class Gate:
    """Holds the post's thread at a call (servers.mailbox, servers.Sender) until go(): so that
    a test sees frames drawn while the thread is still at work, without timing anything."""

    def __init__(self, monkeypatch, name):
        self.entered, self.open = threading.Event(), threading.Event()
        real = getattr(servers, name)

        def held(*a, **kw):
            self.entered.set()
            assert self.open.wait(DEADLINE)
            return real(*a, **kw)
        monkeypatch.setattr(servers, name, held)

    def reached(self):
        assert self.entered.wait(DEADLINE), "the post's thread never came to the server"

    def go(self):
        self.open.set()


# -- the same post.ini as the command line ---------------------------------------------------------
CASES = {
    "datei": (["--imap", "imap.example.org", "--smtp", "smtp.example.org:465", "--benutzer", "spielleiter",
               "--absender", "gm@example.org", "--kennwort-datei", "{t}/pw.txt", "--ca-datei", "{t}/ca.pem"],
              dict(server_in="imap.example.org", user_in="spielleiter", server_out="smtp.example.org:465",
                   sender="gm@example.org", pw_file="{t}/pw.txt", ca="{t}/ca.pem"), {"mode": 2}),
    "umgebung": (["--pop3", "pop.example.org:110", "--sicherheit", "keine", "--smtp", "smtp.example.org",
                  "--smtp-sicherheit", "tls", "--smtp-benutzer", "postmeister", "--absender", "gm@example.org",
                  "--kennwort-umgebung", "TW_POST"],
                 dict(server_in="pop.example.org:110", server_out="smtp.example.org", user_out="postmeister",
                      sender="gm@example.org", pw_env="TW_POST"), {"kind": 1, "sec_in": 1, "sec_out": 2, "mode": 3}),
    "fragen": (["--maildir", "{t}/Maildir", "--smtp", "smtp.example.org", "--absender", "gm@example.org"],
               dict(maildir="{t}/Maildir", server_out="smtp.example.org", sender="gm@example.org",
                    pw="nur-im-speicher"), {"kind": 2}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_post_screen_writes_what_gm_post_einrichten_writes(case, tmp_path, capsys, pyx):
    d = _game(tmp_path, capsys)
    argv, fields, gadgets = CASES[case]
    code, out = cli(capsys, "gm", "post", "einrichten", d, *[a.format(t=tmp_path) for a in argv])
    assert code == 0, out
    by_cli = (d / "post.ini").read_text(encoding="utf-8")
    (d / "post.ini").unlink()
    desk = GmDeskScene(link.gm_open(d, GM_PW, pictures=False))
    app = run(desk, REST)
    assert "post_pass" not in {w for w, _, _ in desk.buttons()}          # no post yet: no pass
    press(app, {w: r for w, _, r in desk.buttons()}["post"])
    scene = app.top
    assert isinstance(scene, PostScene)
    for what in ("kind", "mode"):                     # the kind, where the password is: its fields shown
        _gadget(app, scene, what, gadgets.get(what, 0))
    _fill(app, scene, **{k: v.format(t=tmp_path) for k, v in fields.items()})
    for what in ("sec_in", "sec_out"):                # the security, from the port's default on
        _gadget(app, scene, what, gadgets.get(what, 0))
    _gadget(app, scene, "save")
    assert app.top is scene, _message(app)
    assert (d / "post.ini").read_text(encoding="utf-8") == by_cli
    assert "Die Post für" in "\n".join(scene.said) and "ist eingerichtet" in "\n".join(scene.said)
    if case == "fragen":                              # typed: in memory for this run, in no file
        assert post_work.remembered(d) == "nur-im-speicher" and "nur-im-speicher" not in by_cli
    key(app, "ESCAPE")                                # saved: closes without asking
    assert app.top is desk and "post_pass" in {w for w, _, _ in desk.buttons()}


def test_the_password_saved_into_his_file_as_kennwort_speichern_does(tmp_path, capsys, pyx, monkeypatch):
    d = _game(tmp_path, capsys)
    secret = tmp_path / "geheim.txt"
    monkeypatch.setattr("getpass.getpass", lambda prompt="": "Mein-Postfach-Kennwort")
    code, out = cli(capsys, "gm", "post", "einrichten", d, "--imap", "imap.example.org", "--smtp", "smtp.example.org",
                    "--absender", "gm@example.org", "--kennwort-speichern", secret)
    assert code == 0, out
    by_cli = (d / "post.ini").read_text(encoding="utf-8")
    (d / "post.ini").unlink()
    secret.unlink()
    scene = PostScene(d)
    app = run(scene, REST)
    _gadget(app, scene, "mode")                        # fragen -> jetzt speichern in
    _fill(app, scene, server_in="imap.example.org", server_out="smtp.example.org", sender="gm@example.org",
          pw_file=str(secret), pw="Mein-Postfach-Kennwort", again="Mein-Postfach-Kennwort!")
    _gadget(app, scene, "save")
    assert "Wiederholung stimmt nicht" in _message(app) and not (d / "post.ini").exists()
    key(app, "RETURN")
    assert scene.focused is scene.again and scene.pw.text == "Mein-Postfach-Kennwort"      # nothing lost
    _fill(app, scene, again="Mein-Postfach-Kennwort")
    _gadget(app, scene, "save")
    assert (d / "post.ini").read_text(encoding="utf-8") == by_cli
    assert secret.read_text(encoding="utf-8") == "Mein-Postfach-Kennwort\n"
    assert stat.S_IMODE(os.stat(secret).st_mode) == 0o600
    assert scene.mode == "datei" and scene.pw.text == "" and scene.pw_file.text == str(secret)
    assert "nur für dich lesbar" in "\n".join(scene.said)


def test_a_bad_server_or_sender_is_refused_in_german_and_nothing_is_lost(tmp_path, capsys, pyx):
    d = _game(tmp_path, capsys)
    scene = PostScene(d)
    app = run(scene, REST)
    _fill(app, scene, server_in="imap example.org", server_out="smtp.example.org", sender="gm@example.org")
    _gadget(app, scene, "save")
    assert "Kein Server: imap example.org (so: mail.example.org oder mail.example.org:993)." in _message(app)
    key(app, "RETURN")
    _fill(app, scene, server_in="imap.example.org:imap")
    _gadget(app, scene, "save")
    assert "Kein Server: imap.example.org:imap" in _message(app)
    key(app, "RETURN")
    _fill(app, scene, server_in="imap.example.org", server_out="")
    _gadget(app, scene, "save")
    assert "Senden (SMTP): kein Server angegeben" in _message(app) and scene.focused is scene.server_out
    key(app, "RETURN")
    _fill(app, scene, server_out="smtp.example.org", sender="spielleiter at example.org")
    _gadget(app, scene, "save")
    assert "Ungültige E-Mail-Adresse: spielleiter at example.org" in _message(app)
    key(app, "RETURN")
    assert not (d / "post.ini").exists() and scene.server_in.text == "imap.example.org"
    assert "Die Angaben sind noch nicht gespeichert" in (key(app, "ESCAPE") or _message(app))


def test_in_the_browser_every_gadget_of_the_post_says_it_works_only_on_the_computer(tmp_path, capsys, pyx,
                                                                                    monkeypatch):
    d = _game(tmp_path, capsys)
    code, out = cli(capsys, "gm", "post", "einrichten", d, "--imap", "imap.example.org", "--smtp",
                    "smtp.example.org", "--absender", "gm@example.org", "--kennwort-datei", tmp_path / "gm.txt")
    assert code == 0, out
    link.post_setup(link.post_folder_of_player(), link.PostAnswers(imap="imap.example.org", smtp="smtp.example.org",
                                                                   sender="s1@example.org"), gm=False)
    monkeypatch.setattr("sys.platform", "emscripten")
    threads = threading.active_count()
    desk = GmDeskScene(link.gm_open(d, GM_PW, pictures=False))
    app = run(desk, REST)
    for what in ("post", "post_pass"):
        press(app, {w: r for w, _, r in desk.buttons()}[what])
        assert NO_NET in _message(app) and desk.errand is None
        key(app, "RETURN")
        assert app.top is desk
    scene = PostScene(d)                               # had it opened: Prüfen says the same
    app = run(scene, REST)
    _gadget(app, scene, "check")
    assert NO_NET in _message(app) and scene.errand is None
    player, app = _player_desk(d, tmp_path)
    written = _save_orders(app, player)
    assert written.exists() and NO_NET in _message(app) and player.errand is None
    assert threading.active_count() == threads         # no thread in the browser


def test_the_desk_makes_no_pass_on_a_master_file_another_program_saved(tmp_path, capsys, pyx):
    """The pass would save the desk's state over what cron's pass, the watch or a command
    saved meanwhile: the desk says to open the master file again instead."""
    d = _game(tmp_path, capsys)
    code, out = cli(capsys, "gm", "post", "einrichten", d, "--imap", "imap.example.org", "--smtp",
                    "smtp.example.org", "--absender", "gm@example.org")
    assert code == 0, out
    desk = GmDeskScene(link.gm_open(d, GM_PW, pictures=False))
    app = run(desk, REST)
    buttons = {w: r for w, _, r in desk.buttons()}
    press(app, buttons["days"])                        # the desk's own save: still its file
    key(app, "RETURN")
    app.frame(REST)
    assert desk.gm.deadline() and desk.master_stat() == desk.master_seen
    press(app, desk.report_ok())
    code, out = cli(capsys, "gm", "deadline", d, "--keine", "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0, out
    press(app, buttons["post_pass"])
    assert "von einem anderen Programm gespeichert" in _message(app) and str(d / "meister.txt") in _message(app)
    assert desk.errand is None and desk.gm.deadline()


def _player_desk(d, tmp_path, s=1):
    """S{s}'s desk on his packet, copied to a folder of his own."""
    mine = tmp_path / f"s{s}"
    mine.mkdir(exist_ok=True)
    packet = mine / f"paket_0000_S{s}.txt"
    packet.write_bytes((d / "ausgang" / packet.name).read_bytes())
    desk, pk, view = link.open_packet(packet, PWS[s - 1])
    scene = DeskScene(desk, pk, view, packet)
    return scene, run(scene, REST)


def _save_orders(app, desk):
    """Befehle speichern: the file requester's name taken; with his post set up, "Per E-Mail
    senden" offered and clicked. The orders file written."""
    press(app, desk.save_rect())
    assert isinstance(app.top.widget, FileSelector)
    key(app, "RETURN")
    ask = app.top.widget
    assert isinstance(ask, Alert) and "per E-Mail" in ask.message and ask.buttons[0] == "Per E-Mail senden", ask
    press(app, ask.button_rects[0])
    return desk.saved_to


# -- against the real servers -------------------------------------------------------------------
servers_here = pytest.mark.skipif(bool(localservers.missing()), reason=localservers.missing() or "servers")


@pytest.fixture(scope="module")
def mail():
    if localservers.missing():
        pytest.skip(localservers.missing())
    with localservers.LocalMail(["gm", "s1"]) as m:
        yield m


def _clear(mail):
    for u in ("gm", "s1"):
        m = mail.imap(u)
        try:
            for folder in [x.split(b' "." ')[-1].decode().strip('"') for x in m.list()[1] if x]:
                if m.select(f'"{folder}"')[0] == "OK" and m.search(None, "ALL")[1][0]:
                    m.store("1:*", "+FLAGS.SILENT", r"(\Deleted)")
                    m.expunge()
        finally:
            m.logout()


def _subjects(mail, user, folder="INBOX"):
    m = mail.imap(user)
    try:
        if m.select(f'"{folder}"')[0] != "OK":
            return []
        import email
        import email.policy
        return [str(email.message_from_bytes(m.fetch(i, "(BODY.PEEK[HEADER])")[1][0][1],
                                             policy=email.policy.default)["Subject"])
                for i in m.search(None, "ALL")[1][0].split()]
    finally:
        m.logout()


@servers_here
def test_pruefen_on_the_screen_says_what_gm_post_pruefen_says_while_the_frames_go_on(mail, tmp_path, capsys, pyx,
                                                                                     monkeypatch):
    _clear(mail)
    d = _game(tmp_path, capsys)
    (tmp_path / "mailpw.txt").write_text(password_of("gm") + "\n", encoding="utf-8")
    p = mail.ports
    scene = PostScene(d)
    app = run(scene, REST)
    _gadget(app, scene, "mode", 2)                    # fragen -> speichern -> datei
    _fill(app, scene, server_in=f"127.0.0.1:{p['imaps']}", server_out=f"127.0.0.1:{p['smtp']}",
          sender=address_of("gm"), pw_file=str(tmp_path / "mailpw.txt"), ca=mail.ca_file)
    gate = Gate(monkeypatch, "mailbox")
    _gadget(app, scene, "check")
    gate.reached()
    app.frame(REST)                                   # a frame while the thread waits at the server
    assert scene.errand is not None and scene.errand.busy() and "Die Server werden gefragt" in said(scene)
    gate.go()
    _until_done(app, scene)
    lines = "\n".join(scene.said)
    assert f"Abholen (IMAP 127.0.0.1:{p['imaps']}): angemeldet" in lines, lines
    assert f"Senden (SMTP 127.0.0.1:{p['smtp']}): angemeldet" in lines, lines
    assert not (d / "post.ini").exists()              # checked, not saved
    checked = list(scene.said)
    _gadget(app, scene, "save")
    code, out = cli(capsys, "gm", "post", "pruefen", d)
    assert code == 0 and out.splitlines() == checked, (out, checked)
    _gadget(app, scene, "mode", 2)                     # datei -> umgebung -> fragen: typed, wrongly
    _fill(app, scene, pw="falsch")
    _gadget(app, scene, "check")
    _until_done(app, scene)
    assert "\n".join(scene.said).count(f"Anmeldung als {address_of('gm')} bei 127.0.0.1 wurde abgelehnt") == 2


@servers_here
def test_orders_mailed_from_the_desk_a_pass_on_the_game_masters_desk_and_the_packet_fetched(
        mail, tmp_path, capsys, pyx, monkeypatch):
    _clear(mail)
    d = _game(tmp_path, capsys, computers=("S2", "S3", "S4"))
    p = mail.ports
    (tmp_path / "mailpw.txt").write_text(password_of("gm") + "\n", encoding="utf-8")
    code, out = cli(capsys, "gm", "post", "einrichten", d, "--imap", f"127.0.0.1:{p['imaps']}", "--smtp",
                    f"127.0.0.1:{p['smtp']}", "--absender", address_of("gm"), "--ca-datei", mail.ca_file,
                    "--kennwort-datei", tmp_path / "mailpw.txt", "--bestaetigung-minuten", "0")
    assert code == 0, out
    code, out = cli(capsys, "player", "post", "einrichten", "--imap", f"127.0.0.1:{p['imap']}", "--sicherheit",
                    "starttls", "--smtp", f"127.0.0.1:{p['smtp']}", "--absender", address_of("s1"), "--ca-datei",
                    mail.ca_file)                     # his password: asked
    assert code == 0, out
    # the player: saved, "Per E-Mail senden", the game master's address and his password asked
    player, app = _player_desk(d, tmp_path)
    written = _save_orders(app, player)
    ask = app.top.widget
    assert isinstance(ask, PassphraseRequester) and "Adresse des Spielleiters" in " ".join(ask.lines)
    typed(app, "spielleiter at example")
    key(app, "RETURN")
    assert "spielleiter at example" in _message(app)
    key(app, "RETURN")
    assert app.top.widget.field.text == "spielleiter at example"       # kept, to correct
    app.top.widget.field.set_text(address_of("gm"))
    key(app, "RETURN")
    ask = app.top.widget
    assert isinstance(ask, PassphraseRequester) and address_of("s1") in " ".join(ask.lines)
    gate = Gate(monkeypatch, "Sender")
    typed(app, password_of("s1"))
    key(app, "RETURN")
    gate.reached()
    app.frame(REST)
    assert player.errand.busy() and "Befehle werden gesendet" in said(player)
    gate.go()
    _until_done(app, player)
    assert _message(app) == f"Befehle gesendet an {address_of('gm')}: {written.name}"
    key(app, "RETURN")
    assert any("Befehle von S1" in x for x in _subjects(mail, "gm"))
    home = link.post_folder_of_player()                # the address typed: remembered for the game
    assert link.game_master_of(config.load(home), player.game_id(), home) == address_of("gm")
    # the game master's desk: one pass on its own master file, the pictures drawn by the frame loop
    gm = link.gm_open(d, GM_PW, pictures=link.map_picture)
    drawn_by_the_loop = []
    picture = gm.picture
    gm.picture = lambda game: drawn_by_the_loop.append(threading.current_thread() is threading.main_thread()) \
        or picture(game)
    desk = GmDeskScene(gm)
    app = run(desk, REST)
    steps = gm.game.step
    gate = Gate(monkeypatch, "mailbox")
    press(app, {w: r for w, _, r in desk.buttons()}["post_pass"])
    gate.reached()
    app.frame(REST)
    assert desk.errand.busy() and "Post wird abgeholt" in said(desk)
    gate.go()
    _until_done(app, desk)
    report = "\n".join(desk.report)
    assert desk.show_report and "1 neue Mail(s) abgeholt." in report and "angenommen: " in report, report
    assert f"Quittung an {address_of('s1')}" in report and "Mail(s) gesendet" in report, report
    assert gm.game.step == steps + 1 and desk.game is gm.game and desk.gm is gm
    assert link.gm_open(d, GM_PW, pictures=False).match.to_text() == gm.match.to_text()      # saved
    assert drawn_by_the_loop and all(drawn_by_the_loop) and gm.picture_path(0).exists()
    assert gm.picture is not picture and desk.errand is None
    # the player again: "Paket öffnen" offers "Pakete abholen" (his password remembered this run)
    start = StartScene(None)
    app = run(start, REST)
    press(app, start.button_rect(CHOICES.index("packet")))
    ask = app.top.widget
    assert isinstance(ask, Alert) and ask.buttons[0] == "Pakete abholen"
    press(app, ask.button_rects[0])
    assert start.errand is not None
    _until_done(app, start)
    pager = app.top.widget
    assert isinstance(pager, TextPager), getattr(pager, "message", pager)
    text = "\n".join(pager.lines)
    assert "Befehle angekommen" in text and "Paket(e) abgeholt nach" in text and f"paket_{steps + 1:04d}_S1.txt" in text
    key(app, "RETURN")
    sel = app.top.widget
    assert isinstance(sel, FileSelector) and (sel.folder / f"paket_{steps + 1:04d}_S1.txt").exists()
    assert config.load(link.post_folder_of_player()).password == "fragen"      # and it was never written
    assert password_of("s1") not in "".join(f.read_text(errors="replace") for f in tmp_path.rglob("*.ini"))
