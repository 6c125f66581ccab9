"""A one-line text field for names and file names: GEM's editable text, Intuition's string gadget.

Typed characters go in at the cursor (umlauts and ß too); Backspace deletes before it,
Delete under it; Left/Right/Home/End move it (Shift+Left/Right jump to the ends, as
Intuition does). A character is refused - the field flashes and counts it - when the
text is full, when it is not in the field's `allowed` set, or when the machine's font
cannot draw it (`retro.fonts.missing`), so a name can always be shown.

A text given from outside is replaced by the first key typed (as NumberField does), so
Tab into a field and type a new name; a click in the field or a cursor key keeps it for
editing. While that holds, the text is shown selected (inverted).

Alone (`TextField(...).modal()`) Return finishes with the text, stripped, once it has
`min_len` characters; Esc cancels. Inside a Dialog it is the item `Edit`.
"""
from __future__ import annotations

import string

from ..input import Input
from .base import RETURN_KEYS, Widget

# What TOS and AmigaDOS take in a file name without trouble (no path separators, no wildcards)
FILE_CHARS = frozenset(string.ascii_letters + string.digits + "_-.!#$%&'()@^{}~")


def _can_draw(ch: str, font: str) -> bool:
    try:
        from .. import fonts

        return not fonts.missing(ch, font)
    except Exception:          # no font data: the Latin-1 the ST and Amiga fonts share
        return ch.isprintable() and ord(ch) < 0x100


class TextField(Widget):
    arrows_move_focus = True   # in a Dialog, Up/Down go to the field above/below (GEM form_do)

    def __init__(self, text: str = "", max_len: int = 12, *, allowed=None, min_len: int = 0,
                 upper: bool = False, cols: int | None = None, label: str = "",
                 x: int | None = None, y: int | None = None, cancellable: bool = True,
                 ok_label: str | None = None, machine=None, lang: str | None = None):
        super().__init__(machine, lang)
        self.max_len = max(1, max_len)
        self.allowed = None if allowed is None else frozenset(allowed)
        self.min_len = min_len
        self.upper = upper
        self.label = label
        self.cancellable = cancellable
        self.rejected = 0          # how many characters were refused (tests, and the flash)
        self.flash = 0
        self.focused = True
        self.text = ""
        self.cols = max(2, cols or self.max_len + 1)   # cells shown: the text and the cursor
        self.set_text(text)
        self.framed = x is None
        if ok_label is None and self.framed:   # alone it needs a button for the mouse
            from ..lang import texts as words

            ok_label = words(lang)["ok"]
        self.ok_label = ok_label or ""
        self.place(x, y)

    # -- text --------------------------------------------------------------------------
    @property
    def value(self) -> str:
        return self.text

    def ready(self) -> bool:
        """Long enough to be taken (a Dialog's exit buttons ask this)."""
        return len(self.text.strip()) >= self.min_len

    def set_text(self, text: str) -> None:
        """A text from outside: what cannot be typed into this field is left out."""
        kept = "".join(c for c in (text or "") if self.accepts(self._case(c)))
        self.text = "".join(self._case(c) for c in kept)[:self.max_len]
        self.pos = len(self.text)
        self.start = 0
        self.fresh = bool(self.text)
        self._scroll()

    def _case(self, ch: str) -> str:
        return ch.upper() if self.upper and ch != "ß" else ch

    def accepts(self, ch: str) -> bool:
        if len(ch) != 1 or not ch.isprintable():
            return False
        if self.allowed is not None and ch not in self.allowed:
            return False
        return _can_draw(ch, self.look.font)

    def enter(self) -> None:
        """Focus arrives from the keyboard (Tab, arrows): cursor at the end, text selected."""
        self.pos = len(self.text)
        self.fresh = bool(self.text)
        self._scroll()

    # -- layout ------------------------------------------------------------------------
    def place(self, x: int | None, y: int | None) -> None:
        lk = self.look
        self.inset = lk.field_inset
        self.label_w = lk.tw(self.label) + (lk.cw if self.label else 0)
        self.box_w = self.cols * lk.cw + 2 * self.inset
        self.ok_w = lk.tw(self.ok_label) + 2 * lk.cw if self.ok_label else 0
        self.w = self.label_w + self.box_w + (lk.cw + self.ok_w if self.ok_w else 0)
        self.h = lk.bh
        self.put_at(x, y)

    def rects(self) -> dict:
        bx = self.x + self.label_w
        out = {"box": (bx, self.y, self.box_w, self.h)}
        if self.ok_w:
            out["ok"] = (bx + self.box_w + self.look.cw, self.y, self.ok_w, self.h)
        return out

    def _scroll(self) -> None:
        """Keep the cursor inside the cells shown (a long text scrolls, as on the Amiga)."""
        n = self.cols
        if self.pos < self.start:
            self.start = self.pos
        elif self.pos > self.start + n - 1:
            self.start = self.pos - n + 1
        self.start = max(0, min(self.start, max(0, len(self.text) - n + 1)))

    # -- editing -----------------------------------------------------------------------
    def type_char(self, ch: str) -> bool:
        """Offer one typed character at the cursor; False (and a flash) when refused."""
        ch = self._case(ch)
        base, pos = (("", 0) if self.fresh else (self.text, self.pos))
        if not self.accepts(ch) or len(base) >= self.max_len:
            return self._refuse()
        self.text = base[:pos] + ch + base[pos:]
        self.pos = pos + 1
        self.fresh = False
        self._scroll()
        return True

    def _refuse(self) -> bool:
        self.rejected += 1
        self.flash = 6
        return False

    def _move(self, pos: int) -> None:
        self.pos = max(0, min(len(self.text), pos))
        self.fresh = False
        self._scroll()

    def edit(self, inp: Input) -> None:
        """The keyboard part (used inside dialogs too)."""
        if self.flash:
            self.flash -= 1
        text = inp.text
        if not text and "SPACE" in inp.keys:   # a key pressed with no text (tests, some layouts)
            text = " "
        for ch in text:
            if ch in "\r\n\t":                 # Return and Tab are keys, not text
                continue
            self.type_char(ch)
        if inp.key("BACKSPACE"):        # a selected text loses its last letter, as before
            if self.pos > 0:
                self.text = self.text[:self.pos - 1] + self.text[self.pos:]
            self._move(self.pos - 1)
        if inp.key("DELETE"):
            self.text = self.text[:self.pos] + self.text[self.pos + 1:]
            self._move(self.pos)
        if inp.key("LEFT"):
            self._move(0 if inp.shift else self.pos - 1)
        if inp.key("RIGHT"):
            self._move(len(self.text) if inp.shift else self.pos + 1)
        if inp.key("HOME"):
            self._move(0)
        if inp.key("END"):
            self._move(len(self.text))

    def click(self, inp: Input) -> bool:
        """The mouse part: a left click in the field puts the cursor there. True when ours."""
        if not inp.clicked("L") or not inp.inside(*self.rects()["box"]):
            return False
        self.focused = True
        tx = self.rects()["box"][0] + self.inset
        self._move(self.start + max(0, inp.x - tx + self.look.cw // 2) // self.look.cw)
        return True

    def update(self, inp: Input):
        if self.finished:
            return None
        r = self.rects()
        ok = "ok" in r and inp.clicked("L") and inp.inside(*r["ok"])
        if not ok:
            self.click(inp)
        self.edit(inp)
        if ok or inp.key(*RETURN_KEYS):
            if self.ready():
                return self.finish(self.text.strip())
            self._refuse()
        elif inp.key("ESCAPE") and self.cancellable:
            return self.finish(None)
        return None

    # -- drawing -----------------------------------------------------------------------
    def draw(self) -> None:
        import pyxel

        lk = self.look
        self.draw_frame_and_label()
        rs = self.rects()
        bx, by, bw, bh = rs["box"]
        shown = self.text[self.start:self.start + self.cols]
        lk.field(bx, by, bw, bh, shown, cursor=self.focused, flash=self.flash > 0,
                 pos=self.pos - self.start)
        if self.focused and self.fresh and shown and not self.flash:
            # selected: the next key replaces it
            tx, ty = bx + self.inset, by + (bh - lk.ch) // 2
            fill, ink = lk.selection_colours
            pyxel.rect(tx, ty, lk.tw(shown), lk.ch, fill)
            lk.text(tx, ty, shown, ink)
        if "ok" in rs:
            lk.button(*rs["ok"], self.ok_label, default=True)


def edit_fields(fields: list, focus: int, inp: Input) -> tuple[int, bool]:
    """A form of several fields, as a requester of the originals works it: a click puts the
    cursor in a field, the one with the cursor takes the keys, Tab / Down / Return go to the
    next (Shift+Tab back), Up to the one before, Return in the last submits. Returns the
    field with the cursor now and whether the form is submitted."""
    for i, f in enumerate(fields):
        if f.click(inp):
            focus = i
    for i, f in enumerate(fields):
        f.focused = i == focus
    fields[focus].edit(inp)
    if inp.key("TAB", "DOWN") or inp.key("RETURN", "KP_ENTER") and focus < len(fields) - 1:
        focus = (focus + (-1 if inp.shift else 1)) % len(fields)
        fields[focus].enter()
    elif inp.key("UP"):
        focus = (focus - 1) % len(fields)
    elif inp.key("RETURN", "KP_ENTER"):
        return focus, True
    return focus, False
