"""Settings changed in play through the screen's boxes (EMPERADO 4a-4c) are logged:
saves made after them load, undo and replay agree."""
import pytest

from retro.input import Input
from retro.testing import ensure_pyxel

from ports.emperado.game import Game
from ports.emperado.screens import testing as T


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def set_parameters(app, sc, *values):
    T.set_parameters(app, sc, *values)
    assert app.top is sc


def set_times(app, sc, *values):
    T.set_times(app, sc, *values)
    assert app.top is sc


def set_player(app, sc, party, name=None, flip=False):
    T.set_player(app, sc, party, name, flip)
    assert app.top is sc


def computers_until_a_human(app, sc):
    T.run_until(app, sc, lambda: sc.state.phase == "ende" or (
        sc.state.parties[sc.state.current].human and sc.cpu is None and sc.info is None),
        6000, Input(*T.PARK))


def save(app, sc, name):
    T.save_as(app, sc, name)
    assert app.top is sc


def load(app, sc, name):
    T.load_from(app, sc, name)
    assert app.top is sc, getattr(getattr(app.top, "widget", None), "message", "")


def log(sc):
    return [a.text() for a in sc.game.actions]


# EMPERADO 4a, 4b, 4c, 4f, 4g
def test_every_setting_changed_in_play_is_saved_and_loaded(tmp_path):
    app, sc = T.make(parties=4, humans=(0,), seed=14, folder=tmp_path)
    T.play_turn_by_clicks(app, sc)
    computers_until_a_human(app, sc)
    assert sc.state.current == 0 and sc.state.round == 2
    T.click_country(app, sc, sc.state.countries_of(0)[0])       # a move before the changes
    set_parameters(app, sc, -4, 25, -9)
    set_times(app, sc, 1, 1, 1)
    set_player(app, sc, 0, name="Anna")
    set_player(app, sc, 1, flip=True)                            # B: computer -> human
    s = sc.settings
    assert (s.solidarity, s.coalition, s.handicap) == (-4, 25, -9)
    assert (s.info_time, s.table_time, s.graphic_time) == (1, 1, 1)
    assert sc.state.parties[0].name == "Anna" and sc.state.parties[1].human
    assert log(sc)[-8:] == ["S solidarisierungsgrad -4", "S koalitionsneigung 25",
                            "S laenderhandicap -9", "S infozeit 1", "S tabellenzeit 1",
                            "S grafikzeit 1", "S spieler A M Anna", "S spieler B M Spieler B"]
    assert sc.game.initial.handicap == 0                         # the start stays as it was
    T.play_turn_by_clicks(app, sc)
    T.run_until(app, sc, lambda: sc.info is None)
    assert sc.state.current == 1 and sc.cpu is None              # B is played by clicks now
    T.click_country(app, sc, sc.state.countries_of(1)[0])
    set_player(app, sc, 1, flip=True)                            # and handed back mid-turn
    assert sc.cpu is not None and log(sc)[-1] == "S spieler B C Spieler B"
    computers_until_a_human(app, sc)
    assert sc.state.current == 0 and sc.state.round == 3
    # Länderhandicap -9 in A's favour: its third income counts 9 countries more
    from ports.emperado import rules
    assert sc.state.income.countries == rules.country_bonus(sc.state.count(0) + 9, 4)
    save(app, sc, "MITTE")
    saved, actions = sc.state.to_dict(), list(sc.game.actions)
    again = Game.load(tmp_path / "MITTE.EMP")                    # once "passt nicht ..."
    assert again.state.to_dict() == saved and again.actions == actions
    T.click_country(app, sc, sc.state.countries_of(0)[0])
    set_parameters(app, sc, 0, 0, 0)
    load(app, sc, "MITTE.EMP")
    assert sc.state.to_dict() == saved and sc.game.actions == actions
    assert sc.settings.handicap == -9 and sc.state.parties[0].name == "Anna"
    assert Game(sc.game.initial, sc.game.seed, actions).state.to_dict() == saved


# EMPERADO 3c, 4a: Shift+R after a change takes back the move before it, the change stays
def test_shift_r_passes_over_a_settings_change(tmp_path):
    app, sc = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path)
    c = sc.state.countries_of(0)[0]
    T.click_country(app, sc, c)
    before = sc.state.armies[c]
    T.click_country(app, sc, c)
    set_parameters(app, sc, 10, 0, -9)
    T.key(app, "R", shift=True)
    assert sc.state.armies[c] == before and sc.settings.handicap == -9
    assert log(sc)[-1] == "S laenderhandicap -9" and len(log(sc)) == 2
    assert Game(sc.game.initial, sc.game.seed, sc.game.actions).state.to_dict() \
        == sc.state.to_dict()


# EMPERADO 4b: Esc during a computer turn, logged as the Tabellenzeit "-"
def test_esc_in_a_computer_turn_is_logged_and_saved(tmp_path):
    app, sc = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path, table=2)
    T.play_turn_by_clicks(app, sc)
    assert sc.cpu is not None and sc.view == "table"
    T.key(app, "ESCAPE")
    assert sc.settings.table_time is None and log(sc)[-1] == "S tabellenzeit -"
    for _ in range(2):                        # B and C: each table waits for "weiter"
        T.run_until(app, sc, lambda: sc.cpu is not None and sc.cpu.done, 3000)
        T.key(app, "RETURN")
    assert sc.state.current == 0 and sc.settings.table_time is None
    save(app, sc, "ESC")
    assert Game.load(tmp_path / "ESC.EMP").state.to_dict() == sc.state.to_dict()
