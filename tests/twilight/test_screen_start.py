"""The start screen, headless: its five ways in and Ende as gadgets (click, keys 1-6, the
arrows and Return, the menu on the right button); the one that comes later opens a
requester saying so, the game master's two their screens, "Galaxie ansehen" the galaxy map of a demo game."""
from __future__ import annotations

import pytest

from ports.twilight.screens import palette as P
from ports.twilight.screens.galaxy_screen import GalaxyScene
from ports.twilight.screens.screen_texts import START
from ports.twilight.screens.start_screen import CHOICES, TITLE_Y, StartScene
from retro.gui.base import Modal
from retro.gui.fileselector import FileSelector
from retro.input import Input

from .screen_helpers import click, pyxel_on, run


@pytest.fixture
def pyx():
    return pyxel_on()


def _centre(scene, i):
    x, y, w, h = scene.button_rect(i)
    return x + w // 2, y + h // 2


def test_the_start_screen_shows_title_and_every_choice(pyx):
    scene = StartScene(None)
    run(scene, Input(5, 500))
    assert [START["items"][c] for c in CHOICES] == ["Paket öffnen", "Schlüssel anlegen", "Neues Spiel als Spielleiter",
                                                   "Spielleiterdatei öffnen", "Hot-Seat-Spiel",
                                                   "Galaxie ansehen", "Ende"]
    title = {pyx.pget(x, y) for x in range(40, 600) for y in range(TITLE_Y, TITLE_Y + 32)}
    assert {P.RACE[0], P.RACE[4], P.RED} <= title          # the title's copper gradient
    x, y, w, h = scene.button_rect(0)
    assert pyx.pget(x + 3, y + 3) == P.BLUE                # the first gadget selected
    x, y, w, h = scene.button_rect(1)
    assert pyx.pget(x + 3, y + 3) == P.GREY


def test_keys_choose_too(pyx):
    scene = StartScene(None)
    app = run(scene, Input(5, 500))
    app.frame(Input(5, 500, keys={"4"}))
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, FileSelector)     # the master file's
    app.frame(Input(5, 500, keys={"ESCAPE"}))
    assert app.top is scene
    app.frame(Input(5, 500, keys={"DOWN"}))
    app.frame(Input(5, 500, keys={"RETURN"}))
    from ports.twilight.screens.hotseat_setup import HotseatSetup
    assert isinstance(app.top, HotseatSetup)            # Hot-Seat-Spiel: its set-up


def test_galaxie_ansehen_opens_the_map_of_a_demo_game_and_esc_comes_back(pyx):
    scene = StartScene(None, demo_players=5)
    app = run(scene, Input(5, 500))
    x, y = _centre(scene, CHOICES.index("galaxy"))
    app.frame(click(x, y))
    assert isinstance(app.top, GalaxyScene) and len(app.top.game.players) == 5
    assert app.top.game.round == 1 and len(app.top.game.map) == 37
    app.frame(Input(5, 500, keys={"ESCAPE"}))
    assert app.top is scene and not app.quit_requested


def test_ende_esc_the_close_gadget_and_the_menu_leave(pyx):
    for inp in ("ende", Input(5, 500, keys={"ESCAPE"}), Input(5, 500, keys={"7"}), "close"):
        scene = StartScene(None)
        app = run(scene, Input(5, 500))
        if inp == "ende":
            inp = click(*_centre(scene, CHOICES.index("quit")))
        elif inp == "close":
            from ports.twilight.screens.start_screen import WIN_X, WIN_Y
            inp = click(WIN_X + 3, WIN_Y + 3)
        app.frame(inp)
        assert app.quit_requested
    scene = StartScene(None)
    app = run(scene, Input(5, 500))
    bar = scene.menubar
    tx, ty, _, _ = bar.title_rects[0]
    dx, dy, _, _ = bar.drop_rects[0]
    row = dy + 1 + CHOICES.index("galaxy") * bar.item_h + 2
    app.frame(Input(tx + 2, ty + 2, held={"R"}))
    app.frame(Input(dx + 10, row, held={"R"}))
    app.frame(Input(dx + 10, row, released={"R"}))
    assert isinstance(app.top, GalaxyScene)


def test_the_port_starts_with_it():
    """What ports/twilight/port.py will say (added at merge): start(app, options) -> this scene."""
    import argparse

    from ports.twilight.screens.start_screen import start
    scene = start(None, argparse.Namespace(game="twilight", game_args=[], seed=7, lang=None, kiosk=False))
    assert isinstance(scene, StartScene) and scene.get_machine() is P.MACHINE and scene._seed() == 7


def test_the_screenshots_are_written(tmp_path):
    from ports.twilight.screens import shots
    written = shots.shots(tmp_path)
    assert sorted(p.name for p in written) == sorted([
        "desk.png", "desk_build.png", "desk_tech.png", "galaxy.png", "galaxy_zoom.png", "gm_desk.png", "gm_new.png", "gm_new_pw.png",
        "gm_post.png", "gm_desk_post.png", "desk_send.png",
        "key.png", "key_done.png", "open.png", "first_contact.png", "start.png",
        # the hot-seat game's (hotseat_shots.py)
        "hotseat_setup.png", "cover.png", "build.png", "history.png", "victory.png", "demo.png", "hotseat.png"])
    for p in written:
        data = p.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[16:24] == (640).to_bytes(4, "big") + (512).to_bytes(4, "big")


def test_a_monkey_on_the_start_screen_and_the_map_breaks_nothing(pyx, tmp_path, monkeypatch):
    """Random clicks, drags with the right button, wheel turns and keys, 600 frames: every
    scene it reaches draws, and it comes back to the start screen or ends the app."""
    from retro.dice import Dice
    d = Dice(20)
    keys = ["3", "4", "5", "6", "Z", "UP", "DOWN", "RETURN", "ESCAPE", "SPACE"]
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path))     # its keys and files go here
    scene = StartScene(None, demo_players=6, key_cost=16)
    app = run(scene, Input(5, 500))
    reached = set()
    for _ in range(600):
        if app.quit_requested:
            scene = StartScene(None, demo_players=3, key_cost=16)
            app = run(scene, Input(5, 500))
        x, y = d.below(640), d.below(512)
        r = d.below(12)
        if r < 4:
            inp = click(x, y)
        elif r < 6:
            inp = Input(x, y, held={"R"})
        elif r < 7:
            inp = Input(x, y, released={"R"})
        elif r < 8:
            inp = Input(x, y, wheel=d.choice([-1, 1]))
        elif r < 10 and not isinstance(app.top, StartScene):
            inp = Input(x, y, keys={d.choice(["RETURN", "ESCAPE"])})
        else:
            inp = Input(x, y, keys={d.choice(keys if isinstance(app.top, StartScene) else keys[4:])})
        app.frame(inp)
        reached.add(type(app.top).__name__)
    assert {"StartScene", "GalaxyScene", "Modal"} <= reached
