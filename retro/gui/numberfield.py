"""A number field: typed digits, Backspace, and - / + gadgets (left click 1, right 5, Shift x20).

EMPERADO's menus take numbers from -9 to 99, and a lone `-` meaning "wait for Return";
both the range and the dash are settings. What is typed is kept only while it can still
become a number in the range, so "123" in -9..99 or "-12" is refused at the third key,
and letters are refused at once (the field flashes and counts the refusal).
"""
from __future__ import annotations

from ..input import Input
from .base import RETURN_KEYS, Widget

DASH = "-"


def _prefix_ok(t: str, lo: int, hi: int) -> bool:
    """Can `t` (digits, maybe after a minus) still grow into a number in lo..hi?"""
    neg = t.startswith("-")
    digits = t[1:] if neg else t
    if not digits:
        return neg and lo < 0
    if not digits.isdigit() or not digits.isascii():
        return False
    if len(digits) > 1 and digits[0] == "0":
        return False
    d = int(digits)
    width = len(str(max(abs(lo), abs(hi))))
    for k in range(0, width - len(digits) + 1):
        if k and d == 0:
            break  # "0" does not take more digits
        a, b = d * 10 ** k, d * 10 ** k + 10 ** k - 1 if k else d
        if neg:
            a, b = -b, -a
            if d == 0:
                continue  # "-0" is no number
        if a <= hi and b >= lo:
            return True
    return False


class NumberField(Widget):
    def __init__(self, value=None, lo: int = -9, hi: int = 99, *, allow_dash: bool = True,
                 label: str = "", x: int | None = None, y: int | None = None,
                 cancellable: bool = True, ok_label: str | None = None, machine=None,
                 lang: str | None = None):
        super().__init__(machine, lang)
        if lo > hi:
            raise ValueError(f"empty range {lo}..{hi}")
        self.lo, self.hi = lo, hi
        self.allow_dash = allow_dash
        self.label = label
        self.cancellable = cancellable
        self.text = ""
        self.fresh = True          # the first key typed replaces a value given from outside
        self.rejected = 0          # how many keys were refused (tests, and the flash)
        self.flash = 0
        self.focused = True
        self.set_value(value)
        self.framed = x is None
        # standing alone (framed) it gets an OK button, so the mouse alone can finish it
        if ok_label is None and self.framed:
            from ..lang import texts as words

            ok_label = words(lang)["ok"]
        self.ok_label = ok_label or ""
        self.place(x, y)

    # -- value ------------------------------------------------------------------------
    @property
    def value(self):
        """An int in lo..hi, DASH, or None while the field is empty or half typed."""
        t = self.text
        if t == DASH:
            return DASH if self.allow_dash else None
        try:
            v = int(t)
        except ValueError:
            return None
        return v if self.lo <= v <= self.hi else None

    def ready(self) -> bool:
        """Filled in (a Dialog's exit buttons ask this)."""
        return self.value is not None

    def set_value(self, value) -> None:
        if value is None:
            self.text = ""
        elif value == DASH:
            self.text = DASH if self.allow_dash else ""
        else:
            self.text = str(max(self.lo, min(self.hi, int(value))))
        self.fresh = True

    # -- layout -------------------------------------------------------------------------
    def place(self, x: int | None, y: int | None) -> None:
        lk = self.look
        self.digits = max(len(str(self.lo)), len(str(self.hi)), 1)
        self.label_w = lk.tw(self.label) + (lk.cw if self.label else 0)
        self.box_w = (self.digits + 1) * lk.cw + 8
        self.btn_w = lk.bh
        self.ok_w = lk.tw(self.ok_label) + 2 * lk.cw if self.ok_label else 0
        self.w = self.label_w + self.box_w + 2 + 2 * self.btn_w + (lk.cw + self.ok_w if self.ok_w else 0)
        self.h = lk.bh
        self.put_at(x, y)

    def rects(self) -> dict:
        bx = self.x + self.label_w
        mx = bx + self.box_w + 2
        out = {"box": (bx, self.y, self.box_w, self.h),
               "minus": (mx, self.y, self.btn_w, self.h),
               "plus": (mx + self.btn_w, self.y, self.btn_w, self.h)}
        if self.ok_w:
            out["ok"] = (mx + 2 * self.btn_w + self.look.cw, self.y, self.ok_w, self.h)
        return out

    # -- input ---------------------------------------------------------------------------
    def type_char(self, ch: str) -> bool:
        """Offer one typed character; False (and a flash) when refused."""
        if ch == "+":
            self.step(1)
            return True
        cand = ch if self.fresh else self.text + ch
        ok = _prefix_ok(cand, self.lo, self.hi) or (cand == DASH and self.allow_dash)
        if not ok:
            self.rejected += 1
            self.flash = 6
            return False
        self.text = cand
        self.fresh = False
        return True

    def backspace(self) -> None:
        self.text = self.text[:-1]
        self.fresh = False

    def step(self, n: int) -> None:
        v = self.value
        base = v if isinstance(v, int) else max(self.lo, min(self.hi, 0))
        self.text = str(max(self.lo, min(self.hi, base + n)))
        self.fresh = True

    def edit(self, inp: Input) -> None:
        """The keyboard part: typed characters, Backspace, Up/Down (used inside dialogs too)."""
        if self.flash:
            self.flash -= 1
        text = inp.text
        if not text:  # keys pyxel gave no text for (the keypad, tests pressing keys)
            for k in ("MINUS", "KP_MINUS"):
                if k in inp.keys:
                    text += "-"
            text += "".join(k for k in inp.keys if len(k) == 1 and k.isdigit())
        for ch in text:
            self.type_char(ch)
        if inp.key("BACKSPACE", "DELETE"):
            self.backspace()
        if inp.key("UP", "KP_PLUS", "PLUS") and not inp.text:
            self.step(1)
        if inp.key("DOWN"):
            self.step(-1)

    def click(self, inp: Input) -> bool:
        """The mouse part: the - and + gadgets. True when the click was ours."""
        n = inp.click_count()
        if not n:
            return False
        r = self.rects()
        if inp.inside(*r["plus"]):
            self.step(n)
        elif inp.inside(*r["minus"]):
            self.step(-n)
        elif inp.inside(*r["box"]):
            self.focused = True
        else:
            return False
        return True

    def update(self, inp: Input):
        if self.finished:
            return None
        ok = "ok" in self.rects() and inp.clicked("L") and inp.inside(*self.rects()["ok"])
        if not ok:
            self.click(inp)
        self.edit(inp)
        if ok or inp.key(*RETURN_KEYS):
            v = self.value
            if v is None:
                self.rejected += 1
                self.flash = 6
            else:
                return self.finish(v)
        elif inp.key("ESCAPE") and self.cancellable:
            return self.finish(None)
        return None

    # -- drawing -------------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        self.draw_frame_and_label()
        r = self.rects()
        lk.field(*r["box"], self.text, cursor=self.focused, flash=self.flash > 0)
        lk.button(*r["minus"], "-", exit=False)
        lk.button(*r["plus"], "+", exit=False)
        if "ok" in r:
            lk.button(*r["ok"], self.ok_label, default=True)
