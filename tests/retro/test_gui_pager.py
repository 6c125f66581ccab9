"""The text pager of EMPERADO's manual: arrows a line, Space a page, Return leaves."""
import pytest

from retro.gui import TextPager
from retro.input import Input
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup

TEXT = "\n".join(f"Zeile {n}" for n in range(200))


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def test_arrows_scroll_one_line(machine):
    p = TextPager(TEXT, "Anleitung", machine=machine)
    p.update(keys("DOWN"))
    p.update(keys("DOWN"))
    assert p.top == 2
    p.update(keys("UP"))
    assert p.top == 1
    p.update(keys("UP"))
    p.update(keys("UP"))
    assert p.top == 0


def test_space_pages_down_and_stops_at_the_end(machine):
    p = TextPager(TEXT, machine=machine)
    p.update(keys("SPACE"))
    assert p.top == p.page
    for _ in range(100):
        p.update(keys("SPACE"))
    assert p.top == len(p.lines) - p.page
    p.update(keys("SPACE", ), )
    p.update(Input(keys={"SPACE"}, shift=True))
    assert p.top == len(p.lines) - 2 * p.page


def test_return_leaves_with_the_line_shown(machine):
    p = TextPager(TEXT, machine=machine)
    p.update(keys("DOWN"))
    assert p.update(keys("RETURN")) == 1
    assert p.finished


def test_wheel_and_scroll_bar(machine):
    p = TextPager(TEXT, machine=machine)
    p.update(Input(wheel=-2))
    assert p.top == 6
    p.update(Input(wheel=1))
    assert p.top == 3
    parts = p.bar.parts()
    p.update(click_at(parts["down"]))
    assert p.top == 4
    p.update(click_at(parts["up"]))
    assert p.top == 3
    # a click on the track below the knob pages down
    kx, ky, kw, kh = p.bar.parts()["knob"]
    tx, ty, tw, th = parts["track"]
    p.update(Input(kx + 1, (ky + kh + ty + th) // 2, pressed={"L"}, held={"L"}))
    assert p.top > 3


def test_dragging_the_knob(machine):
    p = TextPager(TEXT, machine=machine)
    kx, ky, kw, kh = p.bar.parts()["knob"]
    tx, ty, tw, th = p.bar.parts()["track"]
    p.update(Input(kx + 1, ky + 1, pressed={"L"}, held={"L"}))
    p.update(Input(kx + 1, ty + th + 50, held={"L"}))
    assert p.top == len(p.lines) - p.page
    p.update(Input(kx + 1, ty + th + 50, released={"L"}))
    p.update(Input(kx + 1, ty, held={"L"}))           # no longer dragging
    assert p.top == len(p.lines) - p.page


def test_long_lines_are_wrapped_and_text_is_drawn(machine):
    import pyxel

    p = TextPager("Wort " * 200, machine=machine)
    assert all(len(line) <= p.cols for line in p.lines) and len(p.lines) > 1
    pyxel.cls(0)
    p.draw()
    bx, by, bw, bh = p.body
    ink = sum(pyxel.pget(x, y) == p.look.ink for x in range(bx + 2, bx + 60) for y in range(by + 2, by + p.look.ch + 2))
    assert ink > 10


def test_close_box_leaves(machine):
    p = TextPager(TEXT, machine=machine)
    assert p.update(click_at(p.close_rect())) == 0


def test_holding_an_arrow_repeats(machine):
    p = TextPager(TEXT, machine=machine)
    down = p.bar.parts()["down"]
    p.update(click_at(down))
    x, y = down[0] + 2, down[1] + 2
    for _ in range(30):
        p.update(Input(x, y, held={"L"}))
    assert p.top > 3
