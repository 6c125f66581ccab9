"""The window's close button [issue 14, item 9]: pyxel ends the program at once, so a game
under way is kept in a file of its own (ZULETZT.EMP, ZULETZT.ACM, laatste.aml), named on
the next start and loaded like any save; quitting through the game's own Ende keeps
nothing, and neither do kiosk demos or games not yet begun."""
import argparse

import pytest

from retro import storage
from retro.dice import Dice
from retro.input import Input
from retro.play import Match
from retro.scenes import App, Scene
from retro.testing import ensure_pyxel


@pytest.fixture(autouse=True)
def folder(tmp_path):
    storage.set_data_dir(str(tmp_path))
    yield tmp_path
    storage.set_data_dir(None)


def _moves(match, n):
    """n legal actions of whoever is awaited (the rules' own random mover)."""
    dice = Dice(5)
    for _ in range(n):
        p = match.awaited[0]
        match.play(p, match.rules.random_action(match.state, p, dice))


class Keeper(Scene):
    def __init__(self, said, name):
        self.said, self.name = said, name

    def on_window_closed(self):
        self.said.append(self.name)
        if self.name == "broken":
            raise OSError("disk full")


def test_every_scene_on_the_stack_keeps_its_game_the_top_first_unless_the_program_chose_to_end():
    said = []
    app = App(Keeper(said, "menu"))
    app.push(Keeper(said, "broken"))
    app.push(Keeper(said, "game"))
    app.window_closed()
    assert said == ["game", "broken", "menu"]         # one scene's trouble costs no other's game
    said.clear()
    app.quit_chosen = True                            # Ende, or Esc in the menu
    app.window_closed()
    assert said == []


def _emperado(tmp_path, demo=False):
    from ports.emperado.screens import testing
    from ports.emperado.screens.playing import KEPT, Playing
    from ports.emperado.match import RULES
    ensure_pyxel("st_high")
    if demo:
        g = Playing(Match(RULES, testing.settings(2, humans=()), 1), folder=tmp_path, is_demo=True)
        app = App(g.scene)
    else:
        app, g = testing.make(parties=2, humans=(0, 1), folder=tmp_path)
    return app, g.match, tmp_path / KEPT, lambda: testing.make(parties=2, humans=(0, 1), folder=tmp_path)[1].messages.text


def _acme(tmp_path, demo=False):
    from ports.acme.screens.game_scene import GameScene
    from ports.acme.screens.menu import KEPT, folder
    from ports.acme.state import PlayerSetting, Settings
    ensure_pyxel("st_low")
    s = Settings((PlayerSetting("ANNA", True), PlayerSetting("BERT", True)), "oft")
    sc = GameScene(s, 3, demo=demo)
    return App(sc), sc.match, folder() / KEPT, lambda: GameScene(s, 3).message


def _amalone(tmp_path, demo=False):
    from ports.amalone.screens import palette
    from ports.amalone.screens.extras import Extras, human
    from ports.amalone.screens.files import KEPT, folder
    from ports.amalone.screens.game_screen import GameScene
    ensure_pyxel(palette.MACHINE)
    opts = argparse.Namespace(game="amalone", game_args=[], seed=1, lang=None, kiosk=False)
    sc = GameScene(opts, Extras(lang="nl"), [human(), human()], demo=demo)
    return (App(sc), sc.match, folder() / KEPT,
            lambda: GameScene(opts, Extras(lang="nl"), [human(), human()]).message)


PORTS = {"emperado": _emperado, "acme": _acme, "amalone": _amalone}


@pytest.mark.parametrize("port", sorted(PORTS))
def test_closing_the_window_keeps_the_game_under_way_and_the_next_start_names_it(port, folder):
    app, match, kept, next_start_says = PORTS[port](folder)
    app.frame(Input(x=10, y=10))
    app.window_closed()
    assert not kept.exists()                           # nothing played yet: nothing to keep
    _moves(match, 3)
    app.window_closed()
    assert kept.exists()
    again = Match.load(match.rules, kept)
    assert again.rules.snapshot(again.state) == match.rules.snapshot(match.state)
    assert kept.name in next_start_says()


@pytest.mark.parametrize("port", sorted(PORTS))
def test_a_kiosk_demo_keeps_nothing(port, folder):
    app, match, kept, _ = PORTS[port](folder, demo=True)
    for _ in range(3):
        if match.awaited:
            _moves(match, 1)
    app.window_closed()
    assert not kept.exists()
