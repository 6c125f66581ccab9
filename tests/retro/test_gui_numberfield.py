"""The number field: EMPERADO's -9..99 and '-' for "wait for Return" (EMPERADO's menus)."""
import pytest

from retro.gui import CANCEL, DASH, NumberField

from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup, typed


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def field(machine, value=None, **kw):
    return NumberField(value, machine=machine, **kw)


def test_typed_digits_make_the_number_and_return_gives_it(machine):
    f = field(machine)
    f.update(typed("4"))
    f.update(typed("2"))
    assert f.text == "42"
    assert f.update(keys("RETURN")) == 42
    assert f.finished and f.result == 42


def test_refuses_letters_and_numbers_outside_the_range(machine):
    f = field(machine)
    for s in "12":
        f.update(typed(s))
    f.update(typed("3"))            # 123 > 99
    f.update(typed("x"))
    f.update(typed("ä"))
    assert f.text == "12"
    assert f.rejected == 3
    g = field(machine)
    g.update(typed("-"))
    g.update(typed("1"))
    g.update(typed("2"))            # -12 < -9
    assert g.text == "-1" and g.rejected == 1


def test_dash_alone_is_a_value(machine):
    f = field(machine)
    f.update(typed("-"))
    assert f.value == DASH
    assert f.update(keys("RETURN")) == DASH


def test_dash_can_be_switched_off_and_range_configured(machine):
    f = field(machine, lo=0, hi=5, allow_dash=False)
    f.update(typed("-"))
    f.update(typed("7"))
    assert f.text == "" and f.rejected == 2
    f.update(typed("5"))
    assert f.value == 5
    assert f.update(keys("RETURN")) == 5


def test_empty_field_refuses_return_and_esc_cancels(machine):
    f = field(machine)
    assert f.update(keys("RETURN")) is None and not f.finished
    assert f.update(keys("ESCAPE")) is CANCEL
    assert f.finished and f.result is None


def test_backspace_and_keypad_minus(machine):
    f = field(machine)
    f.update(typed("9"))
    f.update(keys("BACKSPACE"))
    assert f.text == ""
    f.update(keys("KP_MINUS"))    # no text from the keypad: the key counts
    f.update(keys("3"))
    assert f.value == -3


def test_plus_minus_gadgets_count_like_the_originals(machine):
    f = field(machine, 10)
    r = f.rects()
    f.update(click_at(r["plus"]))                       # left: 1
    assert f.value == 11
    f.update(click_at(r["plus"], button="R"))           # right: 5
    assert f.value == 16
    f.update(click_at(r["minus"], shift=True))          # shift: x20
    assert f.value == -4
    f.update(click_at(r["minus"], shift=True))          # clamped at -9
    assert f.value == -9
    f.update(click_at(r["plus"], button="R", shift=True))
    assert f.value == 91
    f.update(click_at(r["plus"], button="R"))
    assert f.value == 96
    f.update(click_at(r["plus"]))
    f.update(click_at(r["plus"], button="R"))           # clamped at 99
    assert f.value == 99


def test_first_key_replaces_a_given_value(machine):
    f = field(machine, 7)
    f.update(typed("3"))
    assert f.value == 3
    f.update(typed("0"))
    assert f.value == 30


def test_refusal_flashes_the_field(machine):
    import pyxel

    f = field(machine, 1)
    bx, by, bw, bh = f.rects()["box"]
    f.draw()
    before = pyxel.pget(bx + bw - 3, by + bh // 2)
    f.update(typed("z"))
    f.draw()
    after = pyxel.pget(bx + bw - 3, by + bh // 2)
    assert before != after


def test_standing_alone_it_has_an_ok_button(machine):
    f = field(machine, 3)
    assert f.update(click_at(f.rects()["ok"])) == 3
    g = NumberField(3, x=10, y=10, machine=machine)    # inside a port's screen: no OK button
    assert "ok" not in g.rects()
