"""What every widget shares: the component protocol, the modal scene, word wrapping.

A widget is a component: `update(inp)` returns an event or None, `draw()` draws and
changes nothing. A widget that ends (an alert answered, a file chosen) sets `finished`
and `result`; the update that ends it returns the result, or CANCEL when the result is
None (the player backed out), so `if ev is not None` always means "something happened".
`Modal(widget)` pushes any widget as a scene of its own: it draws the scene below, then
the widget, and pops itself with the widget's result.
"""
from __future__ import annotations

import re

from ..input import Input
from ..scenes import Scene
from .look import Look, look_for, resolve


class _Cancel:
    """The event of a widget that ended with no result (Esc, Abbruch)."""

    def __repr__(self) -> str:
        return "CANCEL"

    def __bool__(self) -> bool:
        return False


CANCEL = _Cancel()

RETURN_KEYS = ("RETURN", "KP_ENTER")


class Widget:
    finished: bool = False
    result = None

    def __init__(self, machine=None, lang: str | None = None):
        self.machine = resolve(machine)
        self.look: Look = look_for(self.machine)
        self.lang = lang

    def update(self, inp: Input):
        return None

    def draw(self) -> None:
        pass

    def finish(self, result):
        self.finished = True
        self.result = result
        return CANCEL if result is None else result

    def reset(self) -> None:
        self.finished = False
        self.result = None

    def modal(self) -> "Modal":
        return Modal(self)

    def put_at(self, x: int | None, y: int | None) -> None:
        """Put the widget (its w and h known) at (x, y), centred on the screen where None."""
        self.x = (self.machine.width - self.w) // 2 if x is None else x
        self.y = (self.machine.height - self.h) // 2 if y is None else y

    def draw_frame_and_label(self) -> None:
        """For one-line fields (number, text): the panel when standing alone, and the label."""
        lk = self.look
        if self.framed:
            m = lk.cw
            lk.panel(self.x - m, self.y - m, self.w + 2 * m, self.h + 2 * m)
        if self.label:
            lk.text(self.x, self.y + (self.h - lk.ch) // 2, self.label)


class Modal(Scene):
    """A widget as a scene on top of the stack, over the scene that opened it."""

    pointer = "arrow"

    def __init__(self, widget: Widget):
        self.widget = widget

    def below(self) -> Scene | None:
        app = self.app
        if app is None or self not in app.stack:
            return None
        i = app.stack.index(self)
        return app.stack[i - 1] if i > 0 else None

    def get_machine(self):
        b = self.below()
        return b.get_machine() if b is not None else self.widget.machine

    def update(self, inp: Input) -> None:
        self.widget.update(inp)
        if self.widget.finished:
            self.close(self.widget.result)

    def draw(self) -> None:
        b = self.below()
        if b is not None:
            b.draw()
        else:
            self.widget.look.desktop(self.widget.machine.width, self.widget.machine.height)
        self.widget.draw()


def wrap(text: str, cols: int) -> list[str]:
    """Break `text` into lines of at most `cols` characters, at spaces where possible.

    Newlines in the text are kept; a word longer than a line is cut, a path after one of its
    "/" (or "\\", a list after a ",") where it can be, so that no folder's name is broken
    (issue 33.8). A line that starts with spaces keeps them, and so do the lines it wraps
    into (indented lists).
    """
    cols = max(1, cols)
    out: list[str] = []
    for para in text.split("\n"):
        if len(para) <= cols:
            out.append(para)
            continue
        body = para.lstrip(" ")
        indent = " " * min(len(para) - len(body), cols // 2)
        start = len(out)
        cols_here = cols - len(indent)
        line = ""
        for word in body.split(" "):
            if len(word) > cols_here:
                if line:
                    out.append(line)
                    line = ""
                pieces = _cut_word(word, cols_here)
                out.extend(pieces[:-1])
                word = pieces[-1]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols_here:
                line += " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
        out[start:] = [indent + ln for ln in out[start:]]
    return out


def _by_index(word: str, cols: int) -> list[str]:
    """Cut by index: taking the rest off a long word each time copies it again."""
    cut = (len(word) - 1) // cols * cols                     # leaves 1..cols
    return [word[i:i + cols] for i in range(0, cut, cols)] + [word[cut:]]


_SEPARATORS = ("/", "\\", ",")


def _cut_word(word: str, cols: int) -> list[str]:
    """A word longer than a line as lines of at most `cols`: a path after its separators (a
    list without spaces after its commas),
    each line as many whole parts as fit; anything else (or a part longer than a line) by
    index. Linear in the word's length (issue 18: a word of megabytes)."""
    if not any(sep in word for sep in _SEPARATORS):
        return _by_index(word, cols)
    out: list[str] = []
    line = ""
    for part in re.split(r"(?<=[/\\,])", word):
        if len(line) + len(part) <= cols:
            line += part
            continue
        if line:
            out.append(line)
        pieces = _by_index(part, cols)                       # a name longer than a line: cut
        out.extend(pieces[:-1])
        line = pieces[-1]
    return out + [line]


def printable(s: str, font: str | None = None) -> str:
    """`s` with every character the font cannot draw (or a control character) shown as '?'.

    Odd file names (undecodable bytes, emoji, tabs) must still show as something.
    """
    have = None
    try:
        from .. import fonts

        if font:
            have = fonts.art(font).glyphs
    except Exception:
        have = None
    out = []
    for ch in s:
        ok = ch.isprintable() and not ("\ud800" <= ch <= "\udfff")
        if ok and have is not None:
            ok = ch in have
        elif ok:
            ok = ord(ch) < 0x100
        out.append(ch if ok else "?")
    return "".join(out)


def hit(inp: Input, rect) -> bool:
    x, y, w, h = rect
    return inp.inside(x, y, w, h)
