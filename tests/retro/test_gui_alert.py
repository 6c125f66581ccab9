"""Alerts: up to three buttons, answered by click, Return (default) or Esc (cancel)."""
import pytest

from retro.gui import Alert, Modal, wrap
from retro.input import Input
from retro.scenes import App, Scene
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def test_click_returns_the_index(machine):
    for i in range(3):
        a = Alert("Wirklich?", ["Ja", "Nein", "Vielleicht"], machine=machine)
        assert a.update(click_at(a.button_rects[i])) == i
        assert a.finished and a.result == i


def test_return_gives_the_default_and_esc_the_cancel(machine):
    a = Alert("Sichern?", ["Ja", "Nein", "Später"], default=2, machine=machine)
    assert a.update(keys("RETURN")) == 2
    b = Alert("Sichern?", ["Ja", "Nein", "Später"], machine=machine)
    assert b.update(keys("ESCAPE")) == 2          # cancel: the last button
    c = Alert("Fertig.", machine=machine)         # one button: OK from retro.lang
    assert c.buttons == ["OK"]
    assert c.update(keys("ESCAPE")) == 0


def test_click_beside_the_buttons_does_nothing(machine):
    a = Alert("Text", ["A", "B"], machine=machine)
    assert a.update(Input(x=1, y=1, pressed={"L"}, held={"L"})) is None
    assert not a.finished


def test_more_than_three_buttons_is_a_programming_error(machine):
    with pytest.raises(ValueError):
        Alert("x", ["1", "2", "3", "4"], machine=machine)


def test_long_messages_are_wrapped_inside_the_box(machine):
    text = "Dies ist eine recht lange Meldung, die über mehrere Zeilen gehen muss, " * 3
    a = Alert(text, ["OK"], machine=machine)
    assert len(a.lines) > 2
    lk = a.look
    assert all(a.text_x + lk.tw(line) <= a.x + a.w for line in a.lines)
    assert " ".join(a.lines).split() == text.split()


def test_wrap_keeps_newlines_and_cuts_long_words():
    assert wrap("ab cd\nef", 10) == ["ab cd", "ef"]
    assert wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]


def test_drawn_in_the_machine_look(machine):
    import pyxel

    a = Alert("Hallo", ["OK"], machine=machine)
    pyxel.cls(machine.accent if machine.look == "gem" else machine.ink)
    a.draw()
    lk = a.look
    if machine.look == "gem":   # GEM: black frame, white inside, OUTLINED ring
        assert pyxel.pget(a.x, a.y + a.h // 2) == lk.ink
        assert pyxel.pget(a.x + 1, a.y + a.h // 2) == lk.paper
        assert pyxel.pget(a.x - 3, a.y + a.h // 2) == lk.ink
    else:                       # Intuition: a window with an accent title bar
        assert pyxel.pget(a.x + a.w // 2, a.y + 2) == lk.accent
        assert pyxel.pget(a.x, a.y + a.h // 2) == lk.light
        assert pyxel.pget(a.x + a.w - 1, a.y + a.h // 2) == lk.dark


class Below(Scene):
    def __init__(self, machine):
        self.machine = machine
        self.results = []
        self.drawn = 0

    def resumed(self, result):
        self.results.append(result)

    def draw(self):
        self.drawn += 1


def test_as_a_modal_scene_it_draws_the_scene_below_and_returns_the_index(machine):
    below = Below(machine)
    app = App(below, think_ms=0)
    a = Alert("Nochmal?", ["Ja", "Nein"], machine=machine)
    app.push(Modal(a))
    app.frame(Input())
    assert below.drawn == 1 and app.top is not below
    app.frame(click_at(a.button_rects[1]))
    assert app.top is below and below.results == [1]


def test_ok_cancel_requester_in_three_languages(machine):
    from retro.gui import ok_cancel

    assert ok_cancel("?", machine=machine).buttons == ["OK", "Abbruch"]
    assert ok_cancel("?", machine=machine, lang="nl").buttons == ["OK", "Annuleren"]
    r = ok_cancel("?", machine=machine, lang="en")
    assert r.buttons == ["OK", "Cancel"] and r.update(keys("ESCAPE")) == 1
