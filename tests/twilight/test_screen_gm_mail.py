"""The game master's screens, headless, for what goes out by mail: each seat's e-mail address
(taken from the public file, corrected, a bad one refused naming the seat, nothing typed
lost) into the master file and onto the desk's list of packets; a new game of passwords on
screen (each password twice, at least 10 characters, no two the same, the strength shown);
Zurücknehmen (asked in a requester, OK or Esc) and Verlauf (the steps in a pager) on the desk."""
from __future__ import annotations

import pytest

from ports.twilight.screens import link
from ports.twilight.screens.gm_desk import GmDeskScene
from ports.twilight.screens.gm_new import GmNewScene
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.gui.numberfield import NumberField
from retro.gui.pager import TextPager
from retro.input import Input

from .screen_helpers import key, keys_game, press, pyxel_on, run, said, typed

GM_PW = "passphrase-des-spielleiters"


@pytest.fixture
def pyx():
    return pyxel_on()


def message(app) -> str:
    assert isinstance(app.top.widget, Alert), app.top
    return app.top.widget.message


def test_the_addresses_come_from_the_public_files_are_corrected_and_reach_the_desk(tmp_path, pyx):
    link.make_key("Anna", "passphrase-von-Anna", tmp_path / "A" / "schluessel.txt", tmp_path, 16, "anna@example.org")
    link.make_key("Bert", "passphrase-von-Bert", tmp_path / "B" / "schluessel.txt", tmp_path, 16)
    scene = GmNewScene(tmp_path, cost=16, pictures=False, players=3)
    app = run(scene, Input(5, 500))
    for i, name in enumerate(("oeffentlich_Anna.txt", "oeffentlich_Bert.txt")):
        press(app, scene.seat_buttons(i)[0])
        assert isinstance(app.top.widget, FileSelector)
        typed(app, name)
        key(app, "RETURN")
    assert scene.seats[0]["address"].text == "anna@example.org" and scene.seats[1]["address"].text == ""
    assert "anna@example.org" in said(scene)
    press(app, scene.seat_buttons(2)[1])                      # S3 a computer: no address asked
    assert scene.seats[2]["address"] not in scene.fields
    press(app, scene.seats[1]["address"].rects()["box"])
    typed(app, "bert@beispiel .de")
    scene.folder.set_text(str(tmp_path / "spiel"))
    scene.pw.set_text(GM_PW)
    scene.again.set_text(GM_PW)
    press(app, scene.make_rect)                               # a space in Bert's: refused, naming S2
    msg = message(app)
    assert msg.startswith("S2: Ungültige E-Mail-Adresse: bert@beispiel .de") and not (tmp_path / "spiel").exists()
    key(app, "RETURN")
    assert app.top is scene and scene.focused is scene.seats[1]["address"]
    assert scene.seats[1]["address"].text == "bert@beispiel .de" and scene.pw.text == GM_PW      # nothing lost
    scene.seats[1]["address"].set_text("bert@beispiel.de")
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done", getattr(app.top, "widget", None) and message(app)
    gm = scene.made[0]
    assert [gm.address(p) for p in range(3)] == ["anna@example.org", "bert@beispiel.de", ""]
    assert "    An: Anna <anna@example.org>" in scene.made[2]     # what gm new says, on the screen
    press(app, scene.ok_rect)
    desk = app.top
    assert isinstance(desk, GmDeskScene)
    text = said(desk)
    assert "S1: paket_0000_S1.txt" in text and "An: Anna <anna@example.org>" in text
    assert "An: Bert <bert@beispiel.de>" in text and "An: niemand (Computer)" in text
    again = link.gm_open(tmp_path / "spiel", GM_PW, pictures=False)        # kept in the master file
    assert again.address(1) == "bert@beispiel.de"


def _password_game(scene, app, pws):
    press(app, scene.kind_button())
    assert scene.passwords and scene.seat_buttons(0)[0] is None and "Passwort" in scene.pw.label
    for i, pw in enumerate(pws):
        s = scene.seats[i]
        press(app, s["pw"].rects()["box"])
        typed(app, pw)
        key(app, "TAB")
        assert scene.focused is s["again"]
        typed(app, pw)


def test_a_new_game_of_passwords_on_screen(tmp_path, pyx):
    scene = GmNewScene(tmp_path, cost=16, pictures=False, players=3)
    app = run(scene, Input(5, 500))
    pws = ["anna-passwort!", "bert-kurz", "carl-passwort!"]
    _password_game(scene, app, pws)
    text = said(scene)
    assert "anna-passwort" not in text and "Stärke: " in text and "Passwörter" in text
    scene.seats[0]["address"].set_text("anna@example.org")
    scene.folder.set_text(str(tmp_path / "spiel"))
    scene.pw.set_text("spielleiter-geheim")
    scene.again.set_text("spielleiter-geheim")
    press(app, scene.make_rect)                               # Bert's is too short: refused, naming S2
    assert message(app) == "S2: Ein Passwort hat mindestens 10 Zeichen."
    key(app, "RETURN")
    assert scene.focused is scene.seats[1]["pw"] and scene.seats[1]["pw"].text == "bert-kurz"
    scene.seats[1]["pw"].set_text("bert-passwort!")
    press(app, scene.make_rect)                               # ... and its repetition differs now
    assert message(app) == "S2: Die Wiederholung des Passworts stimmt nicht."
    key(app, "RETURN")
    assert scene.focused is scene.seats[1]["again"]
    scene.seats[1]["again"].set_text("anna-passwort!")
    scene.seats[1]["pw"].set_text("anna-passwort!")
    press(app, scene.make_rect)                               # the same as Anna's: refused
    assert message(app) == "S2: dasselbe Passwort wie S1 - jeder Spieler braucht ein eigenes."
    key(app, "RETURN")
    assert scene.focused is scene.seats[1]["pw"]
    scene.pw.set_text("anna-passwort!")
    scene.again.set_text("anna-passwort!")
    for f in ("pw", "again"):
        scene.seats[1][f].set_text("bert-passwort!")
    press(app, scene.make_rect)                               # the game master's the same as Anna's
    assert message(app).startswith("Passwort: dasselbe wie das von S1") and scene.focused is scene.pw
    key(app, "RETURN")
    for f in ("pw", "again"):
        scene.seats[1][f].set_text("bert-passwort!")
    scene.pw.set_text("kurz-gm")
    scene.again.set_text("kurz-gm")
    press(app, scene.make_rect)                               # the game master's own: 10 as well
    assert message(app) == "Passwort: Ein Passwort hat mindestens 10 Zeichen." and scene.focused is scene.pw
    key(app, "RETURN")
    scene.pw.set_text("spielleiter-geheim")
    scene.again.set_text("spielleiter-geheim")
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done"
    assert all(not s["pw"].text for s in scene.seats) and not scene.pw.text     # the passwords forgotten
    game = tmp_path / "spiel"
    assert link.pbem.GameMaster.mode_of(game) == "passwort"
    gm = link.gm_open(game, "spielleiter-geheim", pictures=False)
    assert gm.address(0) == "anna@example.org" and gm.computer == []
    d, pk, v = link.open_packet(gm.packet_path(1), "bert-passwort!")           # Bert's packet opens with his
    assert pk.header["spieler"] == "S2"
    press(app, scene.ok_rect)
    assert "An: Spieler 1 <anna@example.org>" in said(app.top)     # a game of passwords names no one


def test_a_computer_seat_in_a_game_of_passwords_needs_none(tmp_path, pyx):
    scene = GmNewScene(tmp_path, cost=16, pictures=False, players=3)
    app = run(scene, Input(5, 500))
    _password_game(scene, app, ["anna-passwort!", "bert-passwort!"])
    press(app, scene.seat_buttons(2)[1])
    assert scene.seats[2]["pw"] not in scene.fields
    scene.folder.set_text(str(tmp_path / "spiel"))
    scene.pw.set_text("spielleiter-geheim")
    scene.again.set_text("spielleiter-geheim")
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done" and scene.made[0].computer == [2]


def _desk(tmp_path, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    game = keys_game(tmp_path, tmp_path / "daten")
    desk = GmDeskScene(link.gm_open(game, GM_PW, pictures=False))
    return game, desk, run(desk, Input(5, 500))


def test_rollback_on_the_desk_asks_first_and_shows_the_state_then(tmp_path, pyx, monkeypatch):
    game, desk, app = _desk(tmp_path, monkeypatch)
    gm = desk.gm
    buttons = {what: rect for what, _, rect in desk.buttons()}
    press(app, buttons["rollback"])                           # nothing resolved yet: refused, saying so
    assert "nichts zurückzunehmen" in message(app) and str(game / "meister.txt") in message(app)
    key(app, "RETURN")
    for _ in range(2):                                        # two steps on: everyone skipped
        press(app, buttons["skip"])
        app.frame(Input(5, 500))
        press(app, desk.report_ok())
    steps = gm.game.step
    assert steps >= 2
    press(app, buttons["rollback"])
    ask = app.top.widget
    assert isinstance(ask, NumberField) and ask.value == 1 and ask.hi == steps
    key(app, "ESCAPE")                                        # Abbruch: nothing taken back
    assert app.top is desk and desk.work is None and gm.game.step == steps
    press(app, buttons["rollback"])
    key(app, "RETURN")                                        # the 1 offered
    app.frame(Input(5, 500))
    assert gm.game.step == steps - 1 and "1 Schritt(e) zurückgenommen." in desk.report
    assert desk.game is gm.game and f"Runde {gm.game.round}" in desk.screen_title()
    assert link.gm_open(game, GM_PW, pictures=False).game.step == steps - 1        # saved
    assert gm.packet_path(0).exists() and f"paket_{steps - 1:04d}_S1.txt" in said(desk)


def test_replay_on_the_desk_lists_every_step_in_a_pager(tmp_path, pyx, monkeypatch):
    game, desk, app = _desk(tmp_path, monkeypatch)
    buttons = {what: rect for what, _, rect in desk.buttons()}
    for _ in range(3):
        press(app, buttons["skip"])
        app.frame(Input(5, 500))
        press(app, desk.report_ok())
    press(app, buttons["replay"])
    pager = app.top.widget
    assert isinstance(pager, TextPager)
    steps = link.gm_steps(desk.gm)
    assert len(pager.lines) == len(steps) == desk.gm.game.step + 1
    assert pager.lines[0].startswith("Schritt 0: Runde 1, ") and "Verlauf" in pager.title
    i, r, ph = steps[-1]
    assert pager.lines[-1] == f"Schritt {i}: Runde {r}, {link.PHASES.get(ph, ph)}"
    key(app, "RETURN")
    assert app.top is desk


def test_a_long_list_of_packets_turns_with_the_wheel(tmp_path, pyx):
    names = ("Anna", "Bert", "Carl", "Dora", "Emil", "Frida")
    for n in names:
        link.make_key(n, f"passphrase-von-{n}", tmp_path / n / "schluessel.txt", tmp_path, 16,
                      f"{n.lower()}.mit.einem.langen.namen@beispiel-verein.example.org")
    gm, _, said_ = link.gm_new(tmp_path / "spiel", [tmp_path / f"oeffentlich_{n}.txt" for n in names], GM_PW, 3,
                               cost=16, pictures=False)
    assert "    An: Frida <frida.mit.einem.langen.namen@beispiel-verein.example.org>" in said_
    desk = GmDeskScene(gm)
    app = run(desk, Input(5, 500))
    text = said(desk)
    assert "... weiter mit dem Mausrad" in text and "S6: paket_0000_S6.txt" not in text
    y, h = desk.packets_box()
    for _ in range(30):
        app.frame(Input(desk.inside(y, h)[0] + 10, y + 30, wheel=-1))
    text = said(desk)
    assert "S6: paket_0000_S6.txt" in text and "beispiel-verein.example.org>" in text.split("S6: ")[-1]
