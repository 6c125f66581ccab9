"""The game master's screens, headless: a new game's questions and their refusals (a file
that is no public key, a folder with a game in it: requesters naming them, nothing chosen
lost), the map picture and the deadline of `gm new`; the master file opened from the start
screen (a wrong passphrase refused, asked again with what was typed); the desk's gadgets
(gm deadline, gm run with a refused file, gm computer, gm skip) saying what the command line
says; a damaged master file refused naming it."""
from __future__ import annotations

import datetime
import time

import pytest

from ports.twilight.screens import link
from ports.twilight.screens import palette as P
from ports.twilight.screens.gm_desk import GmDeskScene
from ports.twilight.screens.gm_new import GmNewScene
from ports.twilight.screens.secret import PassphraseRequester
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.input import Input

from .screen_helpers import click, key, keys_game, press, pyxel_on, run, said, typed

GM_PW = "passphrase-des-spielleiters"


@pytest.fixture
def pyx():
    return pyxel_on()


def _keys(t, names=("Anna", "Bert")):
    for n in names:
        (t / n).mkdir()
        link.make_key(n, f"passphrase-von-{n}", t / n / "schluessel.txt", t, 16)


def _chosen(app, scene, i, name):
    press(app, scene.seat_buttons(i)[0])
    assert isinstance(app.top.widget, FileSelector)
    typed(app, name)
    key(app, "RETURN")


def test_a_new_game_refuses_naming_the_file_and_keeps_what_was_chosen(tmp_path, pyx):
    _keys(tmp_path)
    (tmp_path / "oeffentlich_Falsch.txt").write_text("Kein Schlüssel\n", encoding="utf-8")
    scene = GmNewScene(tmp_path, cost=16, pictures=False)
    app = run(scene, Input(5, 500))
    press(app, scene.count_buttons()[0])                      # four players down to three ...
    assert scene.players == 3
    press(app, scene.count_buttons()[0])                      # ... and no fewer
    assert scene.players == 3
    press(app, scene.mode_button(0))
    assert scene.modes["karte"] == "bauen"
    # the economy (issue 35): the rules' income first, the faster one a click away, and back
    assert scene.modes["wirtschaft"] == "original" and "Wirtschaft" in said(scene)
    press(app, scene.mode_button(3))
    assert scene.modes["wirtschaft"] == "schnell"
    _chosen(app, scene, 0, "oeffentlich_Anna.txt")
    _chosen(app, scene, 1, "oeffentlich_Falsch.txt")
    assert isinstance(app.top.widget, Alert) and app.top.widget.message.startswith("oeffentlich_Falsch.txt: ")
    key(app, "RETURN")
    assert scene.seats[1]["file"] is None and scene.seats[0]["name"] == "Anna"
    _chosen(app, scene, 1, "oeffentlich_Anna.txt")                # Anna's again: refused, naming it
    assert isinstance(app.top.widget, Alert) and app.top.widget.message.startswith("oeffentlich_Anna.txt: ")
    assert "S1" in app.top.widget.message
    key(app, "RETURN")
    _chosen(app, scene, 1, "oeffentlich_Bert.txt")
    press(app, scene.seat_buttons(2)[1])
    press(app, scene.folder.rects()["box"])
    typed(app, str(tmp_path / "spiel"))
    scene.pw.set_text(GM_PW)
    scene.again.set_text(GM_PW)
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done"
    gm = scene.made[0]
    assert gm.game.settings.map_mode == "bauen" and gm.computer == [2] and gm.game.settings.names[:2] == ("Anna", "Bert")
    assert gm.game.settings.economy == "schnell" and "Wirtschaft schnell" in scene.made[2]
    again = GmNewScene(tmp_path, cost=16, pictures=False)   # the same folder again: refused, naming it
    app = run(again, Input(5, 500))
    again.folder.set_text(str(tmp_path / "spiel"))
    for i in range(again.players):
        again.seats[i]["computer"] = True
    again.pw.set_text(GM_PW)
    again.again.set_text(GM_PW)
    press(app, again.make_rect)
    app.frame(Input(5, 500))
    msg = app.top.widget.message
    assert isinstance(app.top.widget, Alert) and str(tmp_path / "spiel") in msg and "schon ein Spiel" in msg
    key(app, "RETURN")
    assert app.top is again and again.state == "typing" and again.pw.text == GM_PW


def test_a_new_game_with_the_map_picture_and_a_deadline_then_the_desk(tmp_path, pyx):
    from retro import screen
    _keys(tmp_path, ("Anna", "Bert", "Carl"))
    scene = GmNewScene(tmp_path, cost=16, players=3)
    app = run(scene, Input(5, 500))
    for i, n in enumerate(("Anna", "Bert", "Carl")):
        _chosen(app, scene, i, f"oeffentlich_{n}.txt")
    anna = link.keys.read_public(tmp_path / "oeffentlich_Anna.txt")[1]
    assert scene.seats[0]["fingerprint"] == anna.phone and anna.phone in said(scene)   # as `gm new` says it
    scene.folder.set_text(str(tmp_path / "spiel"))
    press(app, scene.days.rects()["box"])
    typed(app, "3")
    scene.pw.set_text(GM_PW)
    scene.again.set_text(GM_PW)
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done"
    assert f"Fingerabdruck {scene.made[1].public.phone}" in scene.made[2].splitlines()[0]
    assert f"S1 Anna: Fingerabdruck {anna.phone}" in scene.made[2]
    assert (tmp_path / "spiel" / "ausgang" / "paket_0000_S1.png").exists()
    assert screen.current() == P.MACHINE                     # the picture's machine put back
    press(app, scene.ok_rect)
    desk = app.top
    assert isinstance(desk, GmDeskScene) and desk.gm.deadline()
    text = said(desk)
    assert "Frist: " + desk.gm.deadline() in text and "sieht alles" in desk.screen_title()
    assert "S1: paket_0000_S1.txt" in text and "An: Anna, keine Adresse" in text and text.count("fehlt") == 3


def _opened(game, app_scene=None):
    start = StartScene(None, folder=game, pictures=False)
    app = run(start, Input(5, 500))
    press(app, start.button_rect(CHOICES.index("gm_file")))
    sel = app.top.widget
    assert isinstance(sel, FileSelector) and sel.name == "meister.txt"
    key(app, "RETURN")
    return app


def test_the_master_file_opened_a_wrong_passphrase_asked_again(tmp_path, pyx, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    app = _opened(game)
    ask = app.top.widget
    assert isinstance(ask, PassphraseRequester) and "meister.txt" in " ".join(ask.lines)
    typed(app, GM_PW + "x")
    key(app, "RETURN")
    msg = app.top.widget.message
    assert isinstance(app.top.widget, Alert) and "meister.txt" in msg and "Falsche Passphrase" in msg
    key(app, "RETURN")
    assert isinstance(app.top.widget, PassphraseRequester) and app.top.widget.field.text == GM_PW + "x"
    key(app, "BACKSPACE")
    key(app, "RETURN")
    desk = app.top
    assert isinstance(desk, GmDeskScene)
    text = said(desk)
    assert "Spielleiter" in desk.menubar.title and "sieht alles" in desk.menubar.title
    assert text.count("fehlt") == 4 and "Eingang: leer" in text


def test_the_desks_gadgets_do_what_the_commands_do(tmp_path, pyx, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    gm = link.gm_open(game, GM_PW, pictures=False)
    desk = GmDeskScene(gm)
    app = run(desk, Input(5, 500))
    buttons = {what: rect for what, _, rect in desk.buttons()}
    sent = gm.packet_path(0).read_bytes()
    press(app, buttons["days"])                               # how many days: 7 offered, 3 typed
    app.frame(Input(5, 500, text="3"))
    key(app, "RETURN")
    assert desk.work is not None and "Runde wird ausgewertet" in said(desk)
    t = time.time()
    app.frame(Input(5, 500))
    assert "Frist für diesen Schritt" in "\n".join(desk.report) and gm.deadline()
    until = datetime.datetime.strptime(gm.deadline(), "%Y-%m-%d %H:%M").replace(tzinfo=datetime.timezone.utc)
    assert abs(until.timestamp() - (t + 3 * 86400)) < 120
    # issue 22.7: the packets sent stay as they are (the deadline goes out with the next ones)
    assert gm.packet_path(0).read_bytes() == sent and link.CLI["deadline_next"] in "\n".join(desk.report)
    assert link.gm_open(game, GM_PW).deadline() == gm.deadline()       # saved
    press(app, desk.report_ok())
    press(app, buttons["no_days"])
    app.frame(Input(5, 500))
    assert not gm.deadline()
    d, pk, v = link.open_packet(gm.packet_path(0), "passphrase-von-Anna", tmp_path / "daten" / "twilight" /
                                "schluessel.txt")
    link.write_orders(d, pk, [], game / "eingang")
    (game / "eingang" / "paket.txt").write_text(gm.packet_path(1).read_text(encoding="utf-8"), encoding="utf-8")
    press(app, desk.report_ok())
    assert "Eingang (2)" in said(desk)
    press(app, buttons["run"])
    app.frame(Input(5, 500))
    report = "\n".join(desk.report)
    assert "angenommen: befehle_0000_S1.txt (S1)" in report and "abgelehnt: paket.txt: " in report
    assert (game / "abgelehnt" / "paket.txt").exists() and "da befehle_0000_S1.txt" in said(desk)
    press(app, desk.report_ok())
    wy, h, _ = desk.side()
    x, y, w, _ = desk.inside(wy, h)
    app.frame(click(x + 20, y + 2 * 9 + 3))                    # S2 picked ...
    assert desk.selected == 1
    press(app, {what: rect for what, _, rect in desk.buttons()}["computer"])      # ... a computer seat
    app.frame(Input(5, 500))
    assert gm.computer == [1] and "S2 wird jetzt von einer Computerrasse gespielt." in desk.report
    press(app, desk.report_ok())
    step = gm.game.step
    press(app, buttons["skip"])                                # S3, S4 skipped: the step goes on
    app.frame(Input(5, 500))
    assert "übersprungen: S3 (es gelten seine Daueraufträge)" in desk.report and gm.game.step > step
    assert link.gm_open(game, GM_PW).match.to_text() == gm.match.to_text()       # saved after every step
    gm.set_deadline(time.time() - 60)                          # his time is up: said, and gm run skips him
    assert "fehlt, Frist vorbei" in said(desk)


def test_a_damaged_master_file_is_refused_naming_it(tmp_path, pyx, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    text = (game / "meister.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    k = len(lines) // 2
    lines[k] = lines[k][:-4] + ("AAAA" if not lines[k].endswith("AAAA") else "BBBB")
    (game / "meister.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    app = _opened(game)
    if isinstance(app.top.widget, PassphraseRequester):      # refused once opened, or as it is read
        typed(app, GM_PW)
        key(app, "RETURN")
    msg = app.top.widget.message
    assert isinstance(app.top.widget, Alert) and msg.startswith(str(game / "meister.txt") + ": "), msg


def test_every_text_of_the_game_masters_screens_can_be_drawn():
    from ports.twilight.screens import gm_texts
    from retro import fonts

    def strings(v):
        return [v] if isinstance(v, str) else [x for y in (v.values() if isinstance(v, dict) else v)
                                               for x in strings(y)]
    texts = [x for d in (gm_texts.NEW, gm_texts.OPEN, gm_texts.DESK, gm_texts.POST) for x in strings(d)]
    for font in ("topaz8", "st6x6"):
        assert not set().union(*(fonts.missing(x, font) for x in texts)), font


def test_a_monkey_on_the_game_masters_screens_breaks_nothing(tmp_path, pyx, monkeypatch):
    import random
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    rnd = random.Random(3)
    for scene in (GmNewScene(tmp_path, cost=16, pictures=False), GmDeskScene(link.gm_open(game, GM_PW, False))):
        app = run(scene, Input(5, 500))
        for _ in range(300):
            x, y = rnd.randrange(640), rnd.randrange(512)
            app.frame(rnd.choice([click(x, y), Input(x, y), Input(x, y, wheel=rnd.choice((-1, 1))),
                                  Input(x, y, keys={rnd.choice(("TAB", "RETURN", "UP", "DOWN", "BACKSPACE"))}),
                                  Input(x, y, text="x1")]))
            if app.quit_requested or not app.stack:
                break


def test_the_desk_does_nothing_over_what_another_program_saved_or_is_doing(tmp_path, pyx, monkeypatch):
    """Issue 32: the desk's gadgets and the post's pass (cron, the watch) on one master file:
    a gadget neither saves over what another program saved since the desk opened the file,
    nor works while another holds the game's lock."""
    import subprocess
    import sys
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    gm = link.gm_open(game, GM_PW, pictures=False)
    desk = GmDeskScene(gm)
    app = run(desk, Input(5, 500))
    buttons = {what: rect for what, _, rect in desk.buttons()}
    holder = subprocess.Popen([sys.executable, "-c", "import fcntl, sys; f = open(sys.argv[1], 'a'); "
                               "fcntl.flock(f, fcntl.LOCK_EX); print('locked', flush=True); sys.stdin.read()",
                               str(game / ".sperre")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"          # a pass of the post at work
        press(app, buttons["run"])
        app.frame(Input(5, 500))
        assert isinstance(app.top.widget, Alert) and "arbeitet gerade" in app.top.widget.message
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    key(app, "RETURN")
    other = link.gm_open(game, GM_PW, pictures=False)               # the watch took a step meanwhile
    other.set_deadline(time.time() + 86400)
    master = (game / "meister.txt").read_bytes()
    press(app, buttons["run"])
    app.frame(Input(5, 500))
    assert isinstance(app.top.widget, Alert) and "von einem anderen Programm gespeichert" in app.top.widget.message
    assert (game / "meister.txt").read_bytes() == master                 # nothing saved over it
