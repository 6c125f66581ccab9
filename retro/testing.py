"""Helpers for headless tests and benchmarks: one pyxel per process, driven by Input values.
(The game protocol's conformance test is retro.conformance, pure; it is named here too for
the tests that still import it from here.)"""
from __future__ import annotations

import os

from . import screen
from .conformance import conformance  # noqa: F401  (its place is retro.conformance)
from .input import Input
from .machines import MACHINES, Machine


def ensure_pyxel(machine: Machine | str = "amiga_hires_lace") -> None:
    """Initialise pyxel headless once per process, then switch to `machine`."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    m = MACHINES[machine] if isinstance(machine, str) else machine
    if screen.initialised():
        screen.apply(m)
    else:
        screen.init(m, headless=True, fps=1000)


def click(x: int, y: int, button: str = "L", shift: bool = False) -> Input:
    return Input(x=x, y=y, pressed={button}, held={button}, shift=shift)


def press(*keys: str, shift: bool = False, text: str = "") -> Input:
    return Input(keys=set(keys), keys_held=set(keys), shift=shift, text=text)


def typed(text: str) -> Input:
    return Input(text=text)


def answer_a_box(monkey) -> None:
    """What a smart monkey does when a box is open on top of a game: random input, a list
    key, Return or Esc (the deep monkey tests of every port share it). `monkey` has `dice`,
    `key(name)` and `random_input()`."""
    d = monkey.dice
    r = d.below(10)
    if r < 4:
        monkey.random_input()
    elif r < 5:
        monkey.key(d.choice(["DOWN", "UP"]))
    elif r < 8:
        monkey.key("RETURN")
    else:
        monkey.key("ESCAPE")
