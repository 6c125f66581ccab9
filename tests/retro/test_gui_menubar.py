"""Menu bar: GEM drops on hover and chooses by click; Intuition while the right button is held
(ACME's PULL-DOWN-MENÜ: abort, restart, info, event frequency)."""
import pytest

from retro.gui import SEPARATOR, Menu, MenuBar, MenuItem
from retro.input import Input
from retro.gui.testing import keys, setup


def bar(machine, title="ACME"):
    return MenuBar([
        Menu("Desk", [MenuItem("info", "Info")]),
        Menu("Spiel", [MenuItem("new", "Neu", "N"), MenuItem("save", "Sichern", "S", disabled=True),
                       SEPARATOR, MenuItem("quit", "Ende", "Q")]),
        Menu("Ereignisse", [MenuItem("often", "oft"), MenuItem("normal", "normal", checked=True)]),
    ], title=title, machine=machine)


def item_point(b, menu, index):
    dx, dy, dw, dh = b.drop_rects[menu]
    return dx + dw // 2, dy + 1 + index * b.item_h + b.item_h // 2


def title_point(b, menu):
    x, y, w, h = b.title_rects[menu]
    return x + w // 2, y + h // 2


@pytest.fixture
def gem():
    return setup("st_high")


@pytest.fixture
def amiga():
    return setup("amiga_hires_lace")


def test_gem_hover_drops_the_menu_and_a_click_chooses(gem):
    b = bar(gem)
    assert b.update(Input(*title_point(b, 1))) is None
    assert b.open == 1 and b.busy
    x, y = item_point(b, 1, 3)
    b.update(Input(x, y))
    assert b.hover == 3
    assert b.update(Input(x, y, pressed={"L"}, held={"L"})) == "quit"
    assert not b.busy


def test_gem_moving_to_another_title_switches_menus(gem):
    b = bar(gem)
    b.update(Input(*title_point(b, 1)))
    b.update(Input(*title_point(b, 2)))
    assert b.open == 2


def test_disabled_items_and_separators_are_never_chosen(gem):
    b = bar(gem)
    b.update(Input(*title_point(b, 1)))
    for i in (1, 2):
        x, y = item_point(b, 1, i)
        assert b.update(Input(x, y, pressed={"L"}, held={"L"})) is None
        b.update(Input(*title_point(b, 1)))


def test_gem_click_elsewhere_closes(gem):
    b = bar(gem)
    b.update(Input(*title_point(b, 0)))
    assert b.update(Input(gem.width - 5, gem.height - 5, pressed={"L"}, held={"L"})) is None
    assert b.open is None


def test_shortcuts(gem, amiga):
    for m in (gem, amiga):
        b = bar(m)
        assert b.update(keys("Q", ctrl=True)) == "quit"
        assert b.update(keys("S", ctrl=True)) is None      # disabled
        assert b.update(keys("N", alt=True)) == "new"
        assert b.update(keys("N")) is None                  # a plain letter is no shortcut


def test_intuition_menus_show_while_the_right_button_is_held(amiga):
    b = bar(amiga)
    tx, ty = title_point(b, 2)
    assert b.update(Input(tx, ty)) is None and not b.busy          # hovering does nothing
    b.update(Input(tx, ty, pressed={"R"}, held={"R"}))
    assert b.busy and b.open == 2
    x, y = item_point(b, 2, 0)
    b.update(Input(x, y, held={"R"}))
    assert b.hover == 0
    assert b.update(Input(x, y, released={"R"})) == "often"
    assert not b.busy


def test_intuition_release_outside_chooses_nothing(amiga):
    b = bar(amiga)
    b.update(Input(*title_point(b, 1), pressed={"R"}, held={"R"}))
    assert b.update(Input(amiga.width - 2, amiga.height - 2, released={"R"})) is None
    assert not b.busy


def test_gem_bar_is_always_drawn_intuition_shows_screen_title_until_right_button(gem, amiga):
    import pyxel

    setup("st_high")
    b = bar(gem)
    pyxel.cls(gem.ink)
    b.draw()
    assert pyxel.pget(gem.width - 2, 2) == b.look.paper
    assert pyxel.pget(gem.width - 2, b.h - 1) == b.look.ink
    setup("amiga_hires_lace")
    b = bar(amiga, title=None)
    pyxel.cls(amiga.paper)
    b.draw()
    assert pyxel.pget(amiga.width // 2, 2) == amiga.paper           # nothing drawn
    b.update(Input(*title_point(b, 1), pressed={"R"}, held={"R"}))
    b.draw()
    lk = b.look
    assert pyxel.pget(amiga.width - 60, 2) == lk.light              # the menu strip
    x, y = title_point(b, 1)
    assert pyxel.pget(b.title_rects[1][0] + 1, 1) == lk.dark       # open title complemented
    dx, dy, dw, dh = b.drop_rects[1]
    assert pyxel.pget(dx, dy + dh // 2) == lk.dark                  # the menu's frame


# issue 24.6: GEM keeps the menu open on a click on a separator or a ghosted item, and the
# click that closes a menu is the bar's: `busy` in that frame, so it never reaches below
def test_gem_a_click_on_a_separator_or_ghosted_item_keeps_the_menu_open(gem):
    b = bar(gem)
    b.update(Input(*title_point(b, 1)))
    for i in (1, 2):                           # ghosted "Sichern", the separator
        x, y = item_point(b, 1, i)
        b.update(Input(x, y))
        assert b.update(Input(x, y, pressed={"L"}, held={"L"})) is None
        assert b.open == 1 and b.busy


def test_gem_the_click_that_closes_the_menu_is_swallowed(gem):
    b = bar(gem)
    b.update(Input(*title_point(b, 0)))
    b.update(Input(gem.width - 5, gem.height - 5, pressed={"L"}, held={"L"}))
    assert b.open is None and b.busy           # this frame's click is the bar's
    b.update(Input(gem.width - 5, gem.height - 5))
    assert not b.busy
