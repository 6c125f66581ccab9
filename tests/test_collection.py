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


# -- the declared port surface (retro.catalog.SURFACE) ------------------------------------------------
def test_every_built_port_provides_what_the_surface_declares():
    from retro import catalog
    built = [g.key for g in catalog.GAMES if catalog.port_module(g.key) is not None]
    assert built
    for key in built:
        assert catalog.check_port(catalog.port_module(key)) == [], key


def test_the_surface_check_catches_a_stray_port():
    import types
    from retro import catalog
    mod = types.ModuleType("ports.stray.port")
    mod.MACHINE = "c64"
    mod.start = lambda app: None                 # one parameter short
    mod.sim_parser = lambda: None                # half of the sim
    problems = catalog.check_port(mod)
    assert any(p.startswith("MACHINE = 'c64'") for p in problems)
    assert any(p.startswith("conformance_case is missing") for p in problems)
    assert "start cannot be called as start(app, options)" in problems
    assert any("retro sim" in p for p in problems)


def test_the_surface_is_what_the_machine_layer_calls():
    # every name retro/ looks up on a port module is declared
    import re
    from pathlib import Path
    from retro import catalog
    root = Path(__file__).resolve().parents[1] / "retro"
    used = set()
    for f in root.rglob("*.py"):
        text = f.read_text(encoding="utf-8")
        used |= set(re.findall(r"(?:hasattr|getattr)\((?:mod|port|first\.mod), \"(\w+)\"", text))
        used |= set(re.findall(r"\b(?:mod|port)\.(\w+)\(", text))
    assert used and used <= set(catalog.BY_NAME), used - set(catalog.BY_NAME)
