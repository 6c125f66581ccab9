"""The screen's side of our extras (off by default): the computer resigns or offers a draw
through requesters, chosen in the Extra menu; the players requester says what a level means."""
import argparse

import pytest

from retro import storage
from retro.gui.alert import Alert
from retro.input import Input
from retro.play import Seat
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.amalone.board import BLACK, WHITE
from ports.amalone.match import Offer, Resign
from ports.amalone.rules import Position
from ports.amalone.screens import palette
from ports.amalone.screens.extras import Extras, computer, human
from ports.amalone.screens.game_screen import GameScene
from ports.amalone.screens.texts_screen import t

THERE_AND_BACK = ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1")


@pytest.fixture(autouse=True)
def pyx(tmp_path):
    ensure_pyxel(palette.MACHINE)
    storage.set_data_dir(str(tmp_path))
    yield
    storage.set_data_dir(None)


def scene(lang=None, **extras):
    opts = argparse.Namespace(game="amalone", game_args=[], seed=1, lang=lang, kiosk=False)
    sc = GameScene(opts, Extras(lang=lang or "nl", **extras), [human(), human()])
    app = App(sc)
    app.frame(Input(x=300, y=100))
    return app, sc


def until(app, sc, done, frames=600):
    for _ in range(frames):
        if done():
            return
        app.frame(Input(x=300, y=100))
    raise AssertionError("not reached")


def test_resign_and_offer_are_extra_options_off_by_default():
    app, sc = scene()
    for item in ("opt_resign", "opt_offer"):
        assert not sc.menubar.find(item).checked
    assert not sc.match.settings.resign and not sc.match.settings.offer_draw
    sc.command("opt_resign")
    sc.command("opt_offer")
    assert sc.menubar.find("opt_resign").checked and sc.menubar.find("opt_offer").checked
    assert sc.match.settings.resign and sc.game.offer_draw
    assert sc.menubar.find("opt_resign").label == "Computer mag opgeven"


def test_the_computers_draw_offer_is_a_requester_and_yes_ends_the_game():
    app, sc = scene(offer=True)
    for _ in range(10):                   # two people go to and fro: a dead position
        for text in THERE_AND_BACK:
            sc.match.play_text(sc.game.turn, text)
    sc.match.seats = [human(), computer(2)]
    sc.match.play_text(BLACK, "1A1-A0")
    until(app, sc, lambda: isinstance(getattr(app.top, "widget", None), Alert))
    alert = app.top.widget
    assert isinstance(sc.match.log[-1].action, Offer)
    assert alert.message == "Wit biedt remise aan. Aannemen?"
    assert sc.move_lines()[-1] == sc.match.texts()[-1][:-4]      # the list shows the move
    x, y, w, h = alert.button_rects[0]                           # Ja
    app.frame(Input(x=x + 2, y=y + 2, pressed={"L"}, held={"L"}))
    app.frame(Input(x=x + 2, y=y + 2, released={"L"}))
    assert sc.game.outcome.draw and sc.match.outcome.reason == "agreed"
    assert isinstance(app.top.widget, Alert) and app.top.widget.message == "Remise na overleg."


def test_no_to_the_offer_plays_on():
    app, sc = scene(offer=True)
    for _ in range(10):
        for text in THERE_AND_BACK:
            sc.match.play_text(sc.game.turn, text)
    sc.match.seats = [human(), computer(2)]
    sc.match.play_text(BLACK, "1A1-A0")
    until(app, sc, lambda: isinstance(getattr(app.top, "widget", None), Alert))
    app.frame(Input(keys={"RETURN"}))                            # the default: Nee
    assert app.top is sc and sc.game.playing
    assert sc.message == t("offer.declined", "nl")


def test_the_computer_resigns_through_the_end_requester():
    app, sc = scene(resign=True, lang="en")
    sc.new_game(Position.from_fields(["A0", "A1", "A3", "F0", "F2", "F5", "B0", "B2", "C0"], ["GG"],
                                     WHITE, lost=(0, 5)))
    sc.match.seats = [human(), computer(2)]
    until(app, sc, lambda: sc.game.over)
    assert isinstance(sc.match.log[-1].action, Resign)
    assert app.top.widget.message == "White resigns: Black has won."


@pytest.mark.parametrize("lang, black, white", [
    ("nl", "Zwart: beginner, op gevoel", "Wit: sterkst: tot 6 plies"),
    ("en", "Black: beginner, by eye", "White: strongest: to 6 plies")])
def test_the_players_requester_says_what_each_level_means(lang, black, white):
    app, sc = scene(lang=lang)
    sc.match.seats = [Seat.cpu(1), Seat.cpu(5)]
    sc.command("players")
    d = app.top.widget
    assert d.item("babout").text == black and d.item("wabout").text == white
    for _ in range(2):
        app.frame(Input(keys={"UP"}))         # the focused field: Black's level, 1 -> 3
    assert d.values["blevel"] == 3 and d.item("babout").text.endswith(t("level.3", lang))
    for level in range(1, 6):
        assert len(t("Black", lang) + ": " + t(f"level.{level}", lang)) <= 28   # the requester's width
