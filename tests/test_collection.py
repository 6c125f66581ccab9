"""The collection as a player meets it: from the menu into each built game and back again,
with the screen switching machine both ways (issue: launcher switches into each port and back)."""
import argparse

import pyxel

from retro import catalog
from retro.input import Input
from retro.launcher import Launcher
from retro.scenes import App
from retro.testing import ensure_pyxel, press


def menu_app():
    ensure_pyxel("amiga_low")
    menu = Launcher(argparse.Namespace(lang="de", kiosk=False, seed=1, game=None, game_args=[]))
    return App(menu), menu


def test_amalone_from_the_menu_and_back():
    app, menu = menu_app()
    app.frame(press("4"))
    assert app.top is not menu and (pyxel.width, pyxel.height) == (320, 256)
    assert type(app.top).__module__.startswith("ports.amalone")
    app.frame(Input())
    app.frame(press("ESCAPE"))                       # asks "Stoppen?"
    app.frame(Input(alt=True, keys={"V"}))           # Amiga-V: the first button, "Ja"
    assert app.top is menu and not app.quit_requested
    app.frame(Input())
    assert list(pyxel.colors[:4]) == list(menu.get_machine().palette[:4])


def test_emperado_from_the_menu_and_back():
    app, menu = menu_app()
    app.frame(press("1"))
    assert type(app.top).__module__.startswith("ports.emperado")
    assert (pyxel.width, pyxel.height) == (640, 400)
    assert set(pyxel.colors[:2]) == {0xFFFFFF, 0x000000}
    app.frame(Input())
    app.frame(press("ESCAPE"))                       # the start box closes
    assert app.top is menu and (pyxel.width, pyxel.height) == (320, 256)


def test_every_game_either_starts_or_says_it_is_not_built():
    for i, game in enumerate(catalog.GAMES):
        app, menu = menu_app()
        app.frame(press(str(i + 1)))
        if catalog.playable(game.key):
            assert app.top is not menu
            assert (pyxel.width, pyxel.height) == (app.top.get_machine().width, app.top.get_machine().height)
        else:
            assert app.top is menu and game.title in menu.notice
