"""Helpers for headless tests and benchmarks: one pyxel per process, driven by Input values."""
from __future__ import annotations

import os

from . import screen
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


def pixel(x: int, y: int) -> int:
    import pyxel

    return pyxel.pget(x, y)
