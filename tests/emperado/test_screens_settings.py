"""Settings changed in play through the screen's boxes (EMPERADO 4a-4c) are logged:
saves made after them load, undo and replay agree."""
import pytest

from retro import storage
from retro.input import Input
from retro.testing import ensure_pyxel

from ports.emperado.match import RULES
from retro.play import Match
from ports.emperado.screens import testing as T


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def set_parameters(app, g, *values):
    T.set_parameters(app, g, *values)
    assert app.top is g.scene


def set_times(app, g, *values):
    T.set_times(app, g, *values)
    assert app.top is g.scene


def set_player(app, g, party, name=None, flip=False):
    T.set_player(app, g, party, name, flip)
    assert app.top is g.scene


def computers_until_a_human(app, g):
    T.run_until(app, g, lambda: g.state.phase == "ende" or (
        g.state.parties[g.state.current].human and g.turn.review is None and g.turn.info is None),
        6000, Input(*T.PARK))


def save(app, g, name):
    T.save_as(app, g, name)
    assert app.top is g.scene


def load(app, g, name):
    T.load_from(app, g, name)
    assert app.top is g.scene, getattr(getattr(app.top, "widget", None), "message", "")


def log(g):
    return [a.text() for a in T.actions(g)]


# EMPERADO 4a, 4b, 4c, 4f, 4g
def test_every_setting_changed_in_play_is_saved_and_loaded(tmp_path):
    app, g = T.make(parties=4, humans=(0,), seed=14, folder=tmp_path)
    T.play_turn_by_clicks(app, g)
    computers_until_a_human(app, g)
    assert g.state.current == 0 and g.state.round == 2
    T.click_country(app, g, g.state.countries_of(0)[0])       # a move before the changes
    set_parameters(app, g, -4, 25, -9)
    set_times(app, g, 1, 1, 1)
    set_player(app, g, 0, name="Anna")
    set_player(app, g, 1, flip=True)                            # B: computer -> human
    s = g.settings
    assert (s.solidarity, s.coalition, s.handicap) == (-4, 25, -9)
    assert (s.info_time, s.table_time, s.graphic_time) == (1, 1, 1)
    assert g.state.parties[0].name == "Anna" and g.state.parties[1].human
    assert log(g)[-8:] == ["S solidarisierungsgrad -4", "S koalitionsneigung 25",
                            "S laenderhandicap -9", "S infozeit 1", "S tabellenzeit 1",
                            "S grafikzeit 1", "S spieler A M Anna", "S spieler B M Spieler B"]
    assert g.match.settings.handicap == 0                         # the start stays as it was
    T.play_turn_by_clicks(app, g)
    T.run_until(app, g, lambda: g.turn.info is None)
    assert g.state.current == 1 and g.turn.review is None              # B is played by clicks now
    T.click_country(app, g, g.state.countries_of(1)[0])
    set_player(app, g, 1, flip=True)                            # and handed back mid-turn
    assert g.turn.review is not None and log(g)[-1] == "S spieler B C Spieler B"
    computers_until_a_human(app, g)
    assert g.state.current == 0 and g.state.round == 3
    # Länderhandicap -9 in A's favour: its third income counts 9 countries more
    from ports.emperado import rules
    assert g.state.income.countries == rules.country_bonus(g.state.count(0) + 9, 4)
    save(app, g, "MITTE")
    saved, actions = g.state.to_dict(), list(T.actions(g))
    again = Match.load(RULES, tmp_path / "MITTE.EMP")            # once "passt nicht ..."
    assert again.state.to_dict() == saved and [e.action for e in again.log] == actions
    T.click_country(app, g, g.state.countries_of(0)[0])
    set_parameters(app, g, 0, 0, 0)
    load(app, g, "MITTE.EMP")
    assert g.state.to_dict() == saved and T.actions(g) == actions
    assert g.settings.handicap == -9 and g.state.parties[0].name == "Anna"
    assert T.replayed(g).state.to_dict() == saved


# EMPERADO 3c, 4a: Shift+R after a change takes back the move before it, the change stays
def test_shift_r_passes_over_a_settings_change(tmp_path):
    app, g = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path)
    c = g.state.countries_of(0)[0]
    T.click_country(app, g, c)
    before = g.state.armies[c]
    T.click_country(app, g, c)
    set_parameters(app, g, 10, 0, -9)
    T.key(app, "R", shift=True)
    assert g.state.armies[c] == before and g.settings.handicap == -9
    assert log(g)[-1] == "S laenderhandicap -9" and len(log(g)) == 2
    assert T.replayed(g).state.to_dict() == g.state.to_dict()


# EMPERADO 4b: Esc during a computer turn, logged as the Tabellenzeit "-"
def test_esc_in_a_computer_turn_is_logged_and_saved(tmp_path):
    app, g = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path, table=2)
    T.play_turn_by_clicks(app, g)
    assert g.turn.review is not None and g.view == "table"
    T.key(app, "ESCAPE")
    assert g.settings.table_time is None and log(g)[-1] == "S tabellenzeit -"
    for _ in range(2):                        # B and C: each table waits for "weiter"
        T.run_until(app, g, lambda: g.turn.review is not None and g.cpu_done, 3000)
        T.key(app, "RETURN")
    assert g.state.current == 0 and g.settings.table_time is None
    save(app, g, "ESC")
    assert Match.load(RULES, tmp_path / "ESC.EMP").state.to_dict() == g.state.to_dict()


def test_a_damaged_settings_emp_is_said_at_the_start(tmp_path):
    # EMPERADO 4f: SETTINGS.EMP is loaded at the start; the robustness issue: a damaged one was
    # silently replaced by the defaults
    from retro.testing import ensure_pyxel
    from ports.emperado.screens.start_scene import StartScene
    ensure_pyxel("st_high")
    (tmp_path / "SETTINGS.EMP").write_text("RETRO emperado settings 1 crc=00000000\n{}\n")
    sc = StartScene("de", folder=tmp_path)
    assert not sc.loaded and "SETTINGS.EMP ist unbrauchbar" in sc.problem
    assert "beschädigt" in sc.problem
    sc.draw()
    (tmp_path / "SETTINGS.EMP").write_text("RETRO emperado settings 1 crc=zz\n")
    assert "SETTINGS.EMP" in StartScene("en", folder=tmp_path).problem


def test_a_settings_emp_that_is_a_link_loop_is_said_at_the_start(tmp_path):
    # issue 18.3: SETTINGS.EMP linking to itself (or a dangling link) was ignored without a word
    from retro.testing import ensure_pyxel
    from ports.emperado.screens.start_scene import StartScene
    ensure_pyxel("st_high")
    (tmp_path / "SETTINGS.EMP").symlink_to("SETTINGS.EMP")
    sc = StartScene("de", folder=tmp_path)
    assert not sc.loaded
    assert sc.problem == ("SETTINGS.EMP ist unbrauchbar (Datei kann nicht gelesen werden); "
                          "es gelten die Grundeinstellungen.")
    sc.draw()
    (tmp_path / "SETTINGS.EMP").unlink()
    (tmp_path / "SETTINGS.EMP").symlink_to(tmp_path / "WEG.EMP")          # dangling
    assert StartScene("en", folder=tmp_path).problem == \
        "SETTINGS.EMP cannot be used (File not found); the defaults apply."


def test_a_damaged_settings_emp_says_what_is_wrong_in_it(tmp_path):
    # issue 18.3: "beschädigt: ValueError" said nothing
    from retro.testing import ensure_pyxel
    from ports.emperado.screens.start_scene import StartScene
    ensure_pyxel("st_high")
    (tmp_path / "SETTINGS.EMP").write_text(storage.dumps("emperado", "settings", 1, '{"players": 3'))
    assert StartScene("de", folder=tmp_path).problem == (
        "SETTINGS.EMP ist unbrauchbar (Zeile 2, Spalte 14: kein gültiger JSON-Text); "
        "es gelten die Grundeinstellungen.")
    (tmp_path / "SETTINGS.EMP").write_text(storage.dumps("emperado", "settings", 1, '{"players": 3}'))
    assert "Zeile 2: ein Wert der Einstellungen ist falsch" in StartScene("de", folder=tmp_path).problem


def test_an_unusable_data_folder_is_said_at_the_start(tmp_path):
    # the robustness issue: --data naming a file ended EMPERADO at its start
    from retro import storage
    from retro.testing import ensure_pyxel
    from ports.emperado.screens.start_scene import StartScene
    ensure_pyxel("st_high")
    a_file = tmp_path / "file"
    a_file.write_text("x")
    storage.set_data_dir(str(a_file))
    try:
        sc = StartScene("de")
        assert "anderen Ordner" in sc.problem
        sc.draw()
    finally:
        storage.set_data_dir(None)
