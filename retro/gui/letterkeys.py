"""An on-screen letter keyboard for entering a name with the mouse alone.

ACME asks both players for their names this way: the letters are clicked with the mouse
and a click on "Ende" finishes. Keys: A-Z, Ä Ö Ü ß, the digits, a space bar, delete and
Ende. Typing on the real keyboard works as well (Backspace deletes, Return is Ende);
letters come out as capitals, as the keys show them. The name is at most `max_len`
characters and at least `min_len` before Ende is taken. Esc gives up: the result is None.
"""
from __future__ import annotations

from ..input import Input
from .base import RETURN_KEYS, Widget
from ..lang import texts as words

ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÄÖÜß", "0123456789")
SPACE, DELETE, END = " ", "\b", "\n"


def _upper(ch: str) -> str:
    return ch if ch == "ß" else ch.upper()


class LetterKeyboard(Widget):
    def __init__(self, prompt: str = "", name: str = "", *, max_len: int = 12, min_len: int = 1,
                 end_label: str | None = None, delete_label: str | None = None,
                 x: int | None = None, y: int | None = None, machine=None,
                 lang: str | None = None):
        super().__init__(machine, lang)
        w = words(lang)
        self.prompt = prompt
        self.max_len = max_len
        self.min_len = min_len
        self.end_label = w["end"] if end_label is None else end_label
        self.delete_label = w["delete"] if delete_label is None else delete_label
        self.allowed = set("".join(ROWS)) | {" "}
        self.name = "".join(_upper(c) for c in name if _upper(c) in self.allowed)[:max_len]
        self.rejected = 0
        self.flash = 0
        self.layout(x, y)

    def layout(self, x, y) -> None:
        lk = self.look
        in_bar = lk.titles_in_title_bar
        self.kw = lk.cw * 2 + 4
        self.kh = lk.bh
        g = 2
        cols = len(ROWS[0])
        t = lk.title_bar_h if in_bar else 0  # the window's title bar holds the prompt
        prompt_h = 0 if in_bar else lk.bh    # or the prompt is a line of its own
        keys_h = (len(ROWS) + 1) * (self.kh + g) - g
        self.w = cols * (self.kw + g) - g + 4 * lk.cw
        self.h = t + lk.cw + prompt_h + lk.bh + 2 * lk.gap + keys_h + lk.cw
        self.x = (self.machine.width - self.w) // 2 if x is None else x
        self.y = (self.machine.height - self.h) // 2 if y is None else y
        left = self.x + 2 * lk.cw
        self.prompt_y = self.y + lk.cw + (lk.bh - lk.ch) // 2
        name_y = self.y + t + lk.cw + prompt_h
        self.name_rect = (left, name_y, self.max_len * lk.cw + 8 + lk.cw, lk.bh)
        top = name_y + lk.bh + 2 * lk.gap
        self.keys: list[tuple[str, tuple[int, int, int, int]]] = []
        for r, row in enumerate(ROWS):
            for c, ch in enumerate(row):
                self.keys.append((ch, (left + c * (self.kw + g), top + r * (self.kh + g),
                                       self.kw, self.kh)))
        # bottom row: space bar (4 keys wide), delete (3), Ende (3)
        ry = top + len(ROWS) * (self.kh + g)
        unit = self.kw + g
        self.keys.append((SPACE, (left, ry, 4 * unit - g, self.kh)))
        self.keys.append((DELETE, (left + 4 * unit, ry, 3 * unit - g, self.kh)))
        self.keys.append((END, (left + 7 * unit, ry, 3 * unit - g, self.kh)))

    def label(self, key: str) -> str:
        return {SPACE: "", DELETE: self.delete_label, END: self.end_label}.get(key, key)

    # -- input -------------------------------------------------------------------------
    def press_key(self, key: str):
        """What clicking a key does; returns the name when Ende finished it."""
        if key == END:
            if len(self.name.strip()) >= self.min_len:
                return self.finish(self.name.strip())
            self._refuse()
        elif key == DELETE:
            self.name = self.name[:-1]
        elif key in self.allowed and len(self.name) < self.max_len:
            if key == SPACE and not self.name:
                self._refuse()  # a name does not start with a space
            else:
                self.name += key
        else:
            self._refuse()
        return None

    def _refuse(self) -> None:
        self.rejected += 1
        self.flash = 6

    def update(self, inp: Input):
        if self.finished:
            return None
        if self.flash:
            self.flash -= 1
        for ch in inp.text:
            if ch in "\r\n":
                continue
            u = _upper(ch)
            if u in self.allowed:
                self.press_key(u)
            else:
                self._refuse()
        if not inp.text and "SPACE" in inp.keys:
            self.press_key(SPACE)
        if inp.key("BACKSPACE", "DELETE"):
            self.press_key(DELETE)
        if inp.key(*RETURN_KEYS):
            r = self.press_key(END)
            if r is not None:
                return r
        if inp.key("ESCAPE"):
            return self.finish(None)           # given up: the caller gets None
        if inp.clicked("L"):
            for key, rect in self.keys:
                if inp.inside(*rect):
                    return self.press_key(key)
        return None

    # -- drawing -----------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        if lk.titles_in_title_bar:
            lk.window(self.x, self.y, self.w, self.h, self.prompt, close=False)
        else:
            lk.panel(self.x, self.y, self.w, self.h)
            if self.prompt:
                lk.text(self.x + 2 * lk.cw, self.prompt_y, self.prompt)
        lk.field(*self.name_rect, self.name, cursor=len(self.name) < self.max_len,
                 flash=self.flash > 0)
        for key, rect in self.keys:
            lk.button(*rect, self.label(key), default=key == END, exit=key in (END, DELETE))
