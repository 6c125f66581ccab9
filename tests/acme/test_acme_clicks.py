"""A click on ACME's map makes an action and asks the rules' check once; the refusal's key
names the real reason, and the screen words it from the key (issue 36.4)."""
import pytest

from acme_helpers import board, c
from acme_screens import click_country
from retro.input import Input
from retro.play import Refusal
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.acme import rules
from ports.acme.actions import Attack, Place, Regroup
from ports.acme.match import Acme
from ports.acme.screens import palette as P
from ports.acme.screens.dice_scene import DiceScene
from ports.acme.screens.game_scene import GameScene
from ports.acme.state import PlayerSetting, Settings
from ports.acme.world import WORLD_29 as W


def refused(st, action) -> Refusal:
    with pytest.raises(Refusal) as e:
        rules.check(st, action)
    return e.value


# -- the rules: a source without its target ------------------------------------------------------
def test_an_attack_without_its_target_says_whether_its_source_is_good():
    # ACME ANGRIFFE: an attack from an own country with more than one army on a foreign
    # neighbour; the first click chooses the source, which the rules judge before the target
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 3, "Brasilien": 1, "Algerien": 4})
    assert refused(st, Attack(c("Peru"), None)).key == "no_target"          # the source is good
    assert refused(st, Attack(c("Brasilien"), None)).key == "too_few"
    assert refused(st, Attack(c("Algerien"), None)).key == "not_own"
    st = board({"Algerien": 0, "Spanien": 0, "Ägypten": 0, "Sudan": 0, "Brasilien": 0},
               {"Algerien": 3})
    no = refused(st, Attack(c("Algerien"), None))
    assert no.key == "no_enemy" and no.params["country"].id == c("Algerien")
    # a whole attack from there says the same reason, not "no neighbours"
    assert refused(st, Attack(c("Algerien"), c("Japan"), 1)).key == "no_enemy"


def test_a_regrouping_without_its_target_says_whether_its_source_is_good():
    # ACME VERSCHIEBEN: armies move between own neighbouring countries, one always stays; a
    # source with no own neighbour has nowhere to move (our wording, original_docs/acme.md)
    st = board({"Peru": 0, "Brasilien": 0, "Japan": 0}, {"Peru": 3, "Japan": 4}, phase="verschieben")
    assert refused(st, Regroup(c("Peru"), None)).key == "no_target"
    assert refused(st, Regroup(c("Brasilien"), None)).key == "none_free"     # its one army stays
    assert refused(st, Regroup(c("Japan"), None)).key == "no_friend"         # no own neighbour
    assert refused(st, Regroup(c("Algerien"), None)).key == "not_own"


def test_a_click_beside_the_conquest_names_the_conquered_country():
    # ACME ANGRIFFE: the conquered country is clicked for each army more, the attacking one to stop
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 4, "Brasilien": 3}, phase="nachruecken")
    st.conquest = [c("Peru"), c("Brasilien")]
    no = refused(st, Attack(c("Japan"), None))
    assert no.key == "finish_conquest" and no.params["country"].id == c("Brasilien")


# -- the screen: one check a click -----------------------------------------------------------------
@pytest.fixture
def pyx():
    ensure_pyxel(P.MACHINE)
    import pyxel
    return pyxel


@pytest.fixture
def checks(monkeypatch):
    """The actions the rules' check is asked about."""
    seen = []
    real = Acme.check

    def counted(self, st, player, action):
        seen.append(action)
        return real(self, st, player, action)
    monkeypatch.setattr(Acme, "check", counted)
    return seen


def attacking(mine: dict):
    sc = GameScene(Settings((PlayerSetting("ANTON"), PlayerSetting("BERTA"))), 7)
    app = App(sc)
    app.frame(Input(x=300, y=190))
    st = sc.state
    for name, n in mine.items():
        if n > 1:                       # the neighbours of a country with armies: foreign
            for x in W.neighbours[c(name)]:
                st.owner[x] = 1 - st.current
    for name, n in mine.items():
        st.owner[c(name)], st.armies[c(name)] = st.current, n
    st.phase, st.to_place, st.locked = "angriff", 0, {}
    return app, sc


def test_each_click_asks_check_once_and_shows_the_reason_it_names(pyx, checks):
    app, sc = attacking({"Algerien": 3, "Spanien": 1, "Ägypten": 1, "Sudan": 1, "Peru": 4})
    click_country(app, sc, c("Algerien"))
    assert checks == [Attack(c("Algerien"), None)] and sc.src is None
    assert sc.message == "Aus Algerien kann nicht angegriffen werden: es grenzt an kein fremdes Land."
    checks.clear()
    click_country(app, sc, c("Peru"))                         # a good source: chosen, no word
    assert checks == [Attack(c("Peru"), None)] and sc.src == c("Peru") and sc.message == ""
    checks.clear()
    sc.state.owner[c("Japan")] = 1 - sc.state.current
    click_country(app, sc, c("Japan"))                        # no neighbour of Peru
    assert len(checks) == 1 and sc.message == "Peru und Japan sind keine Nachbarn."
    checks.clear()
    target = next(n for n in W.neighbours[c("Peru")] if sc.state.owner[n] != sc.state.current)
    click_country(app, sc, target)                            # the whole attack: the dice
    assert checks == [Attack(c("Peru"), target, 1)] and isinstance(app.top, DiceScene)


def test_a_regroup_source_without_an_own_neighbour_says_so(pyx, checks):
    # ACME VERSCHIEBEN: only to an own neighbour; the screen says so at the first click
    app, sc = attacking({"Japan": 4})
    sc.state.phase = "verschieben"
    assert not any(sc.state.owner[n] == sc.state.current for n in W.neighbours[c("Japan")])
    click_country(app, sc, c("Japan"))
    assert len(checks) == 1 and sc.src is None
    assert sc.message == "Aus Japan kann nicht verschoben werden: es grenzt an kein eigenes Land."


def test_a_placing_and_a_regrouping_are_checked_once_as_they_are_played(pyx, checks):
    app, sc = attacking({"Peru": 5, "Brasilien": 2})
    st = sc.state
    st.phase, st.to_place = "setzen", 3
    click_country(app, sc, c("Peru"))
    assert checks == [Place(c("Peru"), 1)] and st.armies[c("Peru")] == 6
    st.phase, st.to_place = "verschieben", 0
    checks.clear()
    click_country(app, sc, c("Peru"))                         # the source
    click_country(app, sc, c("Brasilien"), shift=True)        # five at once: its five free
    assert checks == [Regroup(c("Peru"), None), Regroup(c("Peru"), c("Brasilien"), 5)]
    assert st.armies[c("Brasilien")] == 7 and sc.src is None and sc.emptied == c("Peru")
