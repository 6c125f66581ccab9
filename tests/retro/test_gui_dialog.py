"""Dialogs of click boxes: Return = default button, Esc = cancel, check/radio/number values."""
import pytest

from retro.gui import Button, Check, Dialog, Label, Number, Radio
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup, typed


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def make(machine, cancel=True):
    items = [
        Label(0, 0, "Spieler:"),
        Radio("two", "players", 10, 0, "2", True), Radio("three", "players", 16, 0, "3"),
        Check("events", 0, 1, "Ereignisse"),
        Number("armies", 0, 2, "Armeen:", 5, 1, 20),
        Button("fast", 0, 3, 10, "Schnell", exit=False),
        Button("off", 12, 3, 10, "Aus", disabled=True),
        Button("ok", 0, 4, 10, "OK", default=True),
    ]
    if cancel:
        items.append(Button("cancel", 12, 4, 10, "Abbruch", cancel=True))
    return Dialog(items, 24, 5, "TEST", machine=machine)


def test_return_chooses_the_default_button(machine):
    d = make(machine)
    assert d.update(keys("RETURN")) == "ok"
    assert d.finished and d.result == "ok"


def test_escape_chooses_cancel_only_where_there_is_one(machine):
    assert make(machine).update(keys("ESCAPE")) == "cancel"
    d = make(machine, cancel=False)
    assert d.update(keys("ESCAPE")) is None and not d.finished


def test_click_boxes(machine):
    d = make(machine)
    d.update(click_at(d.rect(d.item("events"))))
    d.update(click_at(d.rect(d.item("three"))))
    d.update(click_at(d.rect(d.item("fast"))))
    v = d.values
    assert v["events"] is True and v["players"] == "three" and v["fast"] is True
    d.update(click_at(d.rect(d.item("two"))))
    assert d.values["players"] == "two"
    assert not d.finished


def test_disabled_button_is_not_chosen(machine):
    d = make(machine)
    assert d.update(click_at(d.rect(d.item("off")))) is None and not d.finished


def test_exit_button_by_click(machine):
    d = make(machine)
    assert d.update(click_at(d.rect(d.item("cancel")))) == "cancel"


def test_number_field_inside_takes_typing_and_clicks(machine):
    d = make(machine)
    d.update(typed("1"))
    d.update(typed("2"))
    assert d.values["armies"] == 12
    d.update(typed("9"))                 # 129 is out of 1..20
    assert d.values["armies"] == 12
    w = d.item("armies").widget
    d.update(click_at(w.rects()["plus"], button="R"))
    assert d.values["armies"] == 17


def test_selected_toggle_is_drawn_inverted(machine):
    import pyxel

    d = make(machine)
    x, y, w, h = d.rect(d.item("fast"))
    d.draw()
    before = pyxel.pget(x + 4, y + h // 2)
    d.update(click_at((x, y, w, h)))
    d.draw()
    assert pyxel.pget(x + 4, y + h // 2) != before


def test_an_empty_number_field_holds_ok_back_but_not_cancel(machine):
    d = make(machine)
    d.update(keys("BACKSPACE"))
    assert d.values["armies"] is None
    assert d.update(keys("RETURN")) is None and not d.finished
    assert d.item("armies").widget.rejected == 1
    assert d.update(keys("ESCAPE")) == "cancel"
