"""A text pager, as EMPERADO shows its manual: a window of text with a scroll bar.

Up/Down scroll a line, Space (or Page Down) a page, Shift+Space and Page Up a page back,
Home/End to the ends; the mouse wheel scrolls three lines, the scroll bar does what
scroll bars do. Return (or Esc, or the close box) leaves; the result is the first line
shown, so a port can reopen the manual where the player left it.
"""
from __future__ import annotations

from ..input import Input
from .base import RETURN_KEYS, Widget, printable, wrap
from .scrollbar import ScrollBar


class TextPager(Widget):
    def __init__(self, text, title: str = "", *, x: int = 0, y: int = 0, w: int | None = None,
                 h: int | None = None, first: int = 0, machine=None, lang: str | None = None):
        super().__init__(machine, lang)
        lk = self.look
        self.title = title
        self.x, self.y = x, y
        self.w = self.machine.width - x if w is None else w
        self.h = self.machine.height - y if h is None else h
        self.body = self._body_rect()
        bx, by, bw, bh = self.body
        self.cols = max(1, (bw - 4) // lk.cw)
        self.page = max(1, (bh - 4) // lk.row_h)
        source = text if isinstance(text, str) else "\n".join(text)
        self.lines = [printable(s, lk.font) for s in wrap(source.replace("\t", "    "), self.cols)]
        self.bar = ScrollBar(lk, bx + bw, by, lk.sb_w, bh)
        self.bar.set(first, self.page, len(self.lines))

    def _body_rect(self):
        """The page, left of the scroll bar."""
        lk = self.look
        x, y, w, h = lk.pager_body(self.x, self.y, self.w, self.h)
        return x, y, w - lk.sb_w, h

    @property
    def top(self) -> int:
        return self.bar.first

    def scroll_to(self, first: int) -> None:
        self.bar.set(first, self.page, len(self.lines))

    def close_rect(self):
        t = self.look.title_bar_h
        return self.x, self.y, t, t

    def update(self, inp: Input):
        if self.finished:
            return None
        if inp.key(*RETURN_KEYS, "ESCAPE"):
            return self.finish(self.top)
        if inp.clicked("L") and inp.inside(*self.close_rect()):
            return self.finish(self.top)
        first = self.top
        if inp.key("UP"):
            first -= 1
        if inp.key("DOWN"):
            first += 1
        if inp.key("SPACE"):
            first += -self.page if inp.shift else self.page
        if inp.key("PAGEDOWN"):
            first += self.page
        if inp.key("PAGEUP"):
            first -= self.page
        if inp.key("HOME"):
            first = 0
        if inp.key("END"):
            first = len(self.lines)
        if inp.wheel:
            first -= 3 * inp.wheel
        if first != self.top:
            self.scroll_to(first)
            return None
        self.bar.update(inp)
        return None

    def draw(self) -> None:
        import pyxel

        lk = self.look
        lk.window(self.x, self.y, self.w, self.h, self.title, close=True)
        bx, by, bw, bh = self.body
        lk.page(bx, by, bw, bh)
        pyxel.clip(bx, by, bw, bh)
        for k in range(self.page):
            i = self.top + k
            if i >= len(self.lines):
                break
            lk.text(bx + 2, by + 2 + k * lk.row_h, self.lines[i])
        pyxel.clip()
        self.bar.draw()
