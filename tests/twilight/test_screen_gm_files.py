"""The game master finds his files (issue 33.8): a new game's folder typed without a path is
made where the file requesters open (the data folder), not in the program's working folder;
"Spielleiterdatei öffnen" then opens in the last game's folder, "Paket öffnen" lists packets
(not meister.txt) and opens where the last packet was; a long path in a requester's message
breaks after a "/", never inside a name."""
from __future__ import annotations

import pytest

from ports.twilight.screens.gm_new import GmNewScene
from ports.twilight.screens.secret import PassphraseRequester
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.fileselector import FileSelector
from retro.input import Input

from .screen_helpers import key, keys_game, press, pyxel_on, run, typed

GM_PW = "passwort-des-spielleiters"


@pytest.fixture
def data(tmp_path, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))
    elsewhere = tmp_path / "woanders"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)                     # where the program was started
    pyxel_on()
    return tmp_path / "daten" / "twilight"


def _new_game_of_passwords(app, scene, name):
    press(app, scene.kind_button())
    assert scene.passwords
    press(app, scene.count_buttons()[0])
    assert scene.players == 3
    for i in (0, 1):
        scene.seats[i]["pw"].set_text(f"passwort-von-s{i + 1}")
        scene.seats[i]["again"].set_text(f"passwort-von-s{i + 1}")
    press(app, scene.seat_buttons(2)[1])             # the computer plays S3
    press(app, scene.folder.rects()["box"])
    typed(app, name)
    scene.pw.set_text(GM_PW)
    scene.again.set_text(GM_PW)
    press(app, scene.make_rect)
    app.frame(Input(5, 500))
    assert scene.state == "done", getattr(app.top, "widget", None)


def test_a_new_games_folder_is_made_where_the_requesters_open(data, tmp_path):
    start = StartScene(None, key_cost=16)
    app = run(start, Input(5, 500))
    x, y, w, h = start.button_rect(CHOICES.index("new_gm"))
    press(app, (x, y, w, h))
    scene = app.top
    assert isinstance(scene, GmNewScene)
    scene.cost = 16
    _new_game_of_passwords(app, scene, "spiel1")
    assert (data / "spiel1" / "meister.txt").exists()
    assert not (tmp_path / "woanders" / "spiel1").exists()
    key(app, "RETURN")                                # to the desk, then back to the start
    key(app, "ESCAPE")
    while app.top is not start:
        app.top.close()
    press(app, start.button_rect(CHOICES.index("gm_file")))
    fs = app.top.widget
    assert isinstance(fs, FileSelector)
    assert fs.folder.resolve() == (data / "spiel1").resolve()     # the last game's, no "Mutter" needed
    assert ("meister.txt", False) in fs.entries
    key(app, "RETURN")
    assert isinstance(app.top.widget, PassphraseRequester)


def test_the_packet_requester_lists_packets_and_opens_where_the_last_packet_was(data, tmp_path, monkeypatch):
    game = keys_game(tmp_path, tmp_path / "daten")
    out = game / "ausgang"
    (out / "meister.txt").write_text("keine Datei eines Spielers\n", encoding="utf-8")
    start = StartScene(None, key_cost=16)
    app = run(start, Input(5, 500))
    press(app, start.button_rect(CHOICES.index("packet")))
    fs = app.top.widget
    assert isinstance(fs, FileSelector)
    assert fs.folder.resolve() == data.resolve()                  # no packet opened yet: the data folder
    fs.folder = out
    fs.scan()
    files = [n for n, is_dir in fs.entries if not is_dir]
    assert "paket_0000_S1.txt" in files and "meister.txt" not in files, files
    typed(app, "paket_0000_S1.txt")
    key(app, "RETURN")
    typed(app, "passphrase-von-Anna")
    key(app, "RETURN")
    from .screen_helpers import first_contact
    first_contact(app)
    from ports.twilight.screens.desk_screen import DeskScene
    assert isinstance(app.top, DeskScene)
    app.top.close()
    press(app, start.button_rect(CHOICES.index("packet")))
    assert app.top.widget.folder.resolve() == out.resolve()


def test_a_long_path_in_a_requester_breaks_after_a_slash_never_inside_a_name(data):
    from retro.gui.alert import Alert
    path = "/home/anna/.local/share/pyxel/retro/twilight/spiel-mit-langem-namen/ausgang/befehle_0012_S1.txt"
    a = Alert(f"Befehle geprüft und geschrieben:\n{path}\n\nSchicke diese Datei an den Spielleiter.",
              machine=StartScene.machine)
    first = next(i for i, ln in enumerate(a.lines) if ln.startswith("/"))
    lines = a.lines[first:a.lines.index("", first)]
    assert "".join(lines) == path, a.lines
    assert all(ln.endswith("/") for ln in lines[:-1]), a.lines
