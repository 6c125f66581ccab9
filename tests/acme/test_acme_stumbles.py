"""What new players stumbled over in ACME (issue 33.10): a click on an own country with
armies but no foreign neighbour says so; Esc on the name keyboard goes back to the greeting
and Esc there to the title menu; after "Fertig" the status line asks for the regrouping; the
country box of a right click is cleared when the turn changes; countries with an article take
their case after a preposition ("Angriff aus dem Deutschen Bund")."""
import pytest

from acme_screens import click, click_country
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.gui.letterkeys import LetterKeyboard
from retro.input import Input
from retro.scenes import App, Scene
from retro.testing import ensure_pyxel

from ports.acme import texts
from ports.acme.screens import layout as L, palette as P
from ports.acme.screens.game_scene import GameScene
from ports.acme.screens.names_scene import NamesScene
from ports.acme.state import PlayerSetting, Settings
from ports.acme.world import CountryRef, WORLD_29 as W


@pytest.fixture
def pyx():
    ensure_pyxel(P.MACHINE)
    import pyxel
    return pyxel


def c(name):
    return W.find(name)


def two(seed=7):
    sc = GameScene(Settings((PlayerSetting("ANTON"), PlayerSetting("BERTA"))), seed, again=NamesScene)
    app = App(sc)
    app.frame(Input(x=300, y=190))
    return app, sc


def _attacking(sc, mine: dict):
    """The player on turn attacks; he holds the countries of `mine` (name -> armies)."""
    st = sc.state
    me = st.current
    for name, n in mine.items():
        st.owner[c(name)], st.armies[c(name)] = me, n
    st.phase, st.to_place, st.locked = "angriff", 0, {}
    return me


def test_a_country_with_armies_but_no_foreign_neighbour_says_so(pyx):
    app, sc = two()
    _attacking(sc, {"Algerien": 3, "Spanien": 1, "Ägypten": 1, "Sudan": 1})
    click_country(app, sc, c("Algerien"))
    assert sc.src is None
    assert sc.message == "Aus Algerien kann nicht angegriffen werden: es grenzt an kein fremdes Land.", sc.message
    _attacking(sc, {"Spanien": 1})
    click_country(app, sc, c("Spanien"))                       # one army: the old sentence
    assert sc.message == "In Spanien steht nur eine Armee; sie muß dort bleiben."


class Menu(Scene):
    """Stands for the title menu under the game."""


def test_esc_on_the_names_goes_back_to_the_greeting_and_from_there_to_the_menu(pyx):
    menu = Menu()
    app = App(menu)
    names = NamesScene(seed=3)
    menu.push(names)
    app.frame(Input())
    assert isinstance(app.top.widget, Alert) and "Willkommen" in app.top.widget.message
    app.frame(Input(keys={"RETURN"}))
    assert isinstance(app.top.widget, LetterKeyboard)
    app.frame(Input(text="ANNA"))
    app.frame(Input(keys={"RETURN"}))                          # the first name given
    assert isinstance(app.top.widget, LetterKeyboard) and names.given == ["ANNA"]
    app.frame(Input(keys={"ESCAPE"}))                          # back to the greeting
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, Alert)
    assert "Willkommen" in app.top.widget.message and names.given == []
    app.frame(Input(keys={"RETURN"}))                          # Los: the names again
    assert isinstance(app.top.widget, LetterKeyboard)
    app.frame(Input(keys={"ESCAPE"}))
    app.frame(Input(keys={"ESCAPE"}))                          # Esc on the greeting: the menu
    assert app.top is menu


def test_after_fertig_the_status_line_asks_for_the_regrouping(pyx):
    app, sc = two()
    me = _attacking(sc, {"Algerien": 3})
    other = next(i for i in range(W.n) if sc.state.owner[i] != me)
    click_country(app, sc, other)                              # a foreign country without a source
    assert sc.message
    x, y, w, h = L.DONE
    click(app, x + 3, y + 3)
    assert sc.state.phase == "verschieben"
    assert sc.prompt() == texts.screen("prompt_regroup", name=sc.names[me])


def test_the_country_box_is_cleared_when_the_turn_changes(pyx):
    app, sc = two()
    me = _attacking(sc, {"Algerien": 3})
    click_country(app, sc, c("Rußland"), button="R")
    assert sc.info == c("Rußland")
    x, y, w, h = L.DONE
    click(app, x + 3, y + 3)                                   # the attacks end
    assert sc.info == c("Rußland")                             # still his turn: it stays
    click(app, x + 3, y + 3)                                   # the turn ends
    assert sc.state.current != me and sc.info is None


def test_the_status_line_says_aus_dem_deutschen_bund(pyx):
    app, sc = two()
    _attacking(sc, {"Deutscher Bund": 5})
    click_country(app, sc, c("Deutscher Bund"))
    assert sc.src == c("Deutscher Bund")
    assert sc.prompt().startswith("Angriff aus dem Deutschen Bund:"), sc.prompt()


@pytest.mark.parametrize("key,params,said", [
    ("too_few", {"country": "vereinigte-staaten"}, "In den Vereinigten Staaten steht nur eine Armee; sie muß dort bleiben."),
    ("too_few", {"country": "osmanisches-reich"}, "Im Osmanischen Reich steht nur eine Armee; sie muß dort bleiben."),
    ("none_free", {"country": "sudan"}, "Aus dem Sudan kann keine Armee mehr verschoben werden."),
    ("not_own", {"country": "deutscher-bund"}, "Der Deutsche Bund gehört nicht Ihnen."),
    ("not_adjacent", {"a": "kapland", "b": "frankreich"}, "Das Kapland und Frankreich sind keine Nachbarn."),
    ("finish_conquest", {"country": "deutscher-bund"}, "Erst den Deutschen Bund anklicken: wie viele Armeen sollen nachrücken?"),
])
def test_countries_with_an_article_take_their_case(key, params, said):
    from retro.play import Refusal
    refs = {k: CountryRef(29, W.by_key[v]) for k, v in params.items()}
    assert texts.explain(Refusal(key, **refs)) == said


def test_the_computers_moves_say_the_case_too():
    name = texts.country_name
    assert texts.screen("cpu_moved", name="BERTA", n=2, src=name("Rußland"), country=name("Deutscher Bund")) == \
        "BERTA zieht 2 Armeen von Rußland in den Deutschen Bund."
    assert texts.screen("cpu_placed", name="BERTA", n=1, country=name("Osmanisches Reich")) == \
        "BERTA setzt eine Armee ins Osmanische Reich."
    assert texts.screen("cpu_attack", name="BERTA", src=name("Sudan"), country=name("Vereinigte Staaten"),
                        att="6", dfd="1") == "BERTA: Sudan greift die Vereinigten Staaten an, 6 gegen 1."
