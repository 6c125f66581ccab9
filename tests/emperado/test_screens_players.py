"""EMPERADO 4c, the box Spieler: a retro.gui Dialog of name fields and C/M boxes."""
import pytest
import pyxel

from retro.input import Input
from retro.testing import ensure_pyxel

from ports.emperado.screens import testing as T
from ports.emperado.screens.dialogs import CANCEL, OK, PlayersDialog
from ports.emperado.state import PlayerSetting, Settings

WHITE, BLACK = 0, 1


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def box(parties=3, humans=(0,), lang="de"):
    s = Settings(players=[PlayerSetting(f"Spieler {'ABCDEF'[i]}", i in humans)
                          for i in range(parties)])
    return s, PlayersDialog(s, lang)


def click_in(rect, dx=None):
    x, y, w, h = rect
    x = x + (w // 2 if dx is None else dx)
    return Input(x, y + h // 2, pressed={"L"}, held={"L"})


def keys(*names, text="", shift=False):
    return Input(keys=set(names), text=text, shift=shift)


# EMPERADO 4c: "die Namen der teilnehmenden Spieler über die Tastatur eingeben"
def test_names_typed_with_umlauts_go_into_the_settings():
    s, d = box()
    d.update(keys(text="Jörg"))
    d.update(keys("TAB"))
    d.update(keys(text="Weiß"))
    assert d.update(keys("RETURN")) == OK
    d.apply(s)
    assert [p.name for p in s.players] == ["Jörg", "Weiß", "Spieler C"]


# EMPERADO 4c: "durch Betätigen der Taste [*] ... ( C = Computer, M = Mensch )"
def test_star_turns_over_the_party_with_the_cursor_and_never_enters_a_name():
    s, d = box()
    d.update(keys("DOWN"))
    d.update(keys("END"))
    d.update(keys(text="*"))
    assert d.human == [True, True, False] and d.names[1] == "Spieler B"
    d.update(keys(text="x*y"))
    assert d.human == [True, False, False] and d.names[1] == "Spieler Bxy"
    assert d.item(("flag", 1)).label == "C"


# EMPERADO 4c: "oder Mausklick in die betreffende Box"
def test_a_click_in_the_box_turns_it_over_and_shows_m_inverted():
    s, d = box()
    d.draw()
    x, y, w, h = d.flag_rect(2)
    assert pyxel.pget(x + 3, y + 3) == WHITE                # C: plain
    d.update(click_in(d.flag_rect(2)))
    assert d.human == [True, False, True] and d.focus == 2
    d.draw()
    assert pyxel.pget(x + 3, y + 3) == BLACK                # M: inverted, as GEM selects
    assert d.item(("flag", 2)).label == "M"
    assert d.update(click_in(d.rect(d.item(OK)))) == OK
    d.apply(s)
    assert s.players[2].human


# EMPERADO 4c
def test_a_click_in_a_name_edits_it_there():
    s, d = box()
    cw = d.look.cw
    d.update(click_in(d.name_rect(1), dx=7 * cw + 2))        # after "Spieler"
    assert d.focus == 1
    d.update(keys(text="in"))
    assert d.names[1] == "Spielerin B"


# EMPERADO 4c
def test_an_empty_name_is_refused_and_abbruch_changes_nothing():
    s, d = box()
    for _ in range(9):
        d.update(keys("BACKSPACE"))
    assert d.names[0] == ""
    assert d.update(keys("RETURN")) is None and not d.finished
    d.update(keys(text="*"))
    assert d.update(keys("ESCAPE")) == CANCEL
    assert [p.name for p in s.players] == ["Spieler A", "Spieler B", "Spieler C"]
    assert [p.human for p in s.players] == [True, False, False]


# EMPERADO 4c
def test_names_are_kept_to_sixteen_letters_the_font_can_draw():
    s, d = box(parties=2)
    d.update(keys(text="Maximilian von Habsburg"))
    assert d.names[0] == "Maximilian von H"
    d.update(keys("BACKSPACE"))
    d.update(keys(text="\U0001F600"))
    assert d.names[0] == "Maximilian von "


# EMPERADO 4c
def test_six_parties_fit_on_the_screen_in_both_languages():
    for lang in ("de", "en"):
        s, d = box(parties=6, lang=lang)
        assert d.x >= 0 and d.y >= 0
        assert d.x + d.w <= d.machine.width and d.y + d.h <= d.machine.height
        assert d.item(("flag", 0)).label == ("M" if lang == "de" else "H")


# EMPERADO 4c
def test_the_box_from_the_spielmenu_renames_a_party_in_play(tmp_path):
    app, g = T.make(parties=3, folder=tmp_path)
    T.menu_click(app, g, "spieler")
    assert type(app.top.widget) is PlayersDialog
    T.key(app, "DOWN")
    T.key(app, "DOWN")
    T.key(app, text="Zweistein")
    T.key(app, "RETURN")
    assert app.top is g.scene and g.state.parties[2].name == "Zweistein"
