"""Helpers for tests of screens that use the widgets (the gui's own tests, and ports')."""
from __future__ import annotations

from ..input import Input
from ..machines import MACHINES
from ..testing import ensure_pyxel

LOOK_MACHINES = {"gem": "st_high", "intuition": "amiga_hires_lace"}


def setup(machine_key: str):
    """Headless pyxel on that machine; returns the Machine."""
    ensure_pyxel(machine_key)
    return MACHINES[machine_key]


def centre(rect) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def click_at(rect, button: str = "L", shift: bool = False) -> Input:
    """A click in the middle of a widget's rectangle (x, y, w, h)."""
    x, y = centre(rect)
    return Input(x=x, y=y, pressed={button}, held={button}, shift=shift)


def keys(*names: str, text: str = "", ctrl: bool = False, alt: bool = False,
         shift: bool = False) -> Input:
    return Input(keys=set(names), keys_held=set(names), text=text, ctrl=ctrl, alt=alt, shift=shift)


def typed(text: str) -> Input:
    return Input(text=text)
