"""What the hot-seat game's screens draw alike: words wrapped into lines, big letters."""
from __future__ import annotations

import pyxel

from retro import screen


def wrap_words(text: str, cols: int, indent: str = "  ") -> list:
    """`text` in lines of at most `cols` characters, broken between words; the lines after
    the first indented by `indent`."""
    out, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > cols:
            out.append(line)
            line = indent + word
        else:
            line = (line + " " + word) if line else word
    return out + ([line] if line else [])


def ink(text: str) -> tuple:
    """The pixels of `text` in Topaz, as (x, y) (to draw it larger, a square each)."""
    cw, ch = screen.char_size("topaz8")
    img = pyxel.Image(len(text) * cw, ch)
    img.cls(0)
    img.text(0, 0, text, 1, screen.font_for("topaz8"))
    return tuple((x, y) for y in range(ch) for x in range(len(text) * cw) if img.pget(x, y))
