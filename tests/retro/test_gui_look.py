"""The looks: what differs between GEM and Intuition is said by the Look, not by widgets
asking for the look's name."""
import inspect
import re
from pathlib import Path

import pytest

from retro.gui import GemLook, IntuitionLook, Look, look_for
from retro.gui.testing import setup

GUI = Path(__file__).resolve().parents[2] / "retro" / "gui"


@pytest.fixture(params=["st_high", "st_low"])
def gem(request):
    return look_for(setup(request.param))


@pytest.fixture(params=["amiga_hires_lace", "amiga_low"])
def intuition(request):
    return look_for(setup(request.param))


def test_gem_metrics(gem):
    # GEM resource files lay a dialog out in character cells: one cell of border all round,
    # the title a row of the grid; its text fields have no frame to stay clear of
    assert gem.dialog_margin == gem.cw
    assert gem.dialog_top == gem.bh + gem.gap
    assert gem.field_inset == 0
    assert gem.title_bar_h == gem.bar_h
    assert gem.menu_title_x == gem.cw
    assert gem.shortcut_width("Q") == gem.tw("^Q")       # the ST shows Control+Q as ^Q


def test_intuition_metrics(intuition):
    lk = intuition
    assert lk.dialog_margin == lk.cw + 4                  # clear of the window's border
    assert lk.dialog_top == lk.bar_h + lk.gap             # room for the title bar
    assert lk.field_inset == 4                            # inside the string gadget's ridge
    assert lk.title_bar_h == lk.bar_h + 1
    assert lk.menu_title_x == lk.cw // 2
    assert lk.shortcut_width("Q") == 8 + lk.cw + lk.tw("Q")   # the Amiga key glyph, then Q


def test_gem_behaviour(gem):
    # form_alert: an icon, the buttons together; the menus drop on hover (no right button);
    # a scroll bar has an arrow at each end; the item selector puts the pattern in the path
    assert not gem.titles_in_title_bar
    assert gem.alert_shows_icon and not gem.alert_buttons_spread
    assert not gem.alt_keys_choose_buttons
    assert not gem.menu_on_right_button
    assert gem.scroll_arrows_at_both_ends
    assert not gem.file_fields_under_list


def test_intuition_behaviour(intuition):
    # the keyboard's prompt and a dialog's title go in the window's title bar; EasyRequest has
    # no icon and spreads its buttons, Amiga-V/B answer it; the menus need the right button;
    # 2.0 puts both scroll arrows at the bottom; ASL has pattern, drawer and file fields
    lk = intuition
    assert lk.titles_in_title_bar
    assert not lk.alert_shows_icon and lk.alert_buttons_spread
    assert lk.alt_keys_choose_buttons
    assert lk.menu_on_right_button
    assert not lk.scroll_arrows_at_both_ends
    assert lk.file_fields_under_list


def test_selection_and_menu_colours(gem, intuition):
    # the monochrome ST can only invert; Intuition fills a selection with the accent colour
    assert gem.selection_colours == (gem.ink, gem.paper)
    assert intuition.selection_colours == (intuition.accent, intuition.dark)
    assert gem.menu_colours == (gem.paper, gem.ink)
    assert intuition.menu_colours == (intuition.light, intuition.dark)


def test_alerts_sit_high_in_gem_and_centred_in_intuition(gem, intuition):
    assert gem.alert_y(400, 100) == 100                   # a third of the free space above
    assert intuition.alert_y(400, 100) == 150


def test_the_pager_fills_the_window(gem, intuition):
    # GEM: the window's whole inside; Intuition: one line lower, so its recess shows
    assert gem.pager_body(10, 20, 300, 200) == gem.window(10, 20, 300, 200, "T")
    x, y, w, h = intuition.window(10, 20, 300, 200, "T")
    assert intuition.pager_body(10, 20, 300, 200) == (x, y + 1, w, h - 1)


def test_both_looks_give_every_member_the_base_declares():
    declared = set(Look.__annotations__)
    methods = {n for n, v in vars(Look).items()
               if inspect.isfunction(v) and "raise NotImplementedError" in inspect.getsource(v)}
    assert declared and methods
    for cls in (GemLook, IntuitionLook):
        for n in declared | methods:
            assert n in vars(cls), f"{cls.__name__} does not give {n}"


def test_no_widget_branches_on_the_look_name():
    pattern = re.compile(r"""\.name\s*[!=]=\s*["'](gem|intuition)["']""")
    offenders = [f"{f.name}:{i}" for f in sorted(GUI.glob("*.py"))
                 for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1)
                 if pattern.search(line)]
    assert offenders == []
