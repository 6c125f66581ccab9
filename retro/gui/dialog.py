"""A dialog of click boxes, laid out in character cells as GEM's resource files were.

Items sit at (col, row) in a grid of character width by button height: buttons, check
boxes, radio boxes, labels, number fields and editable text fields. A click on an exit
button ends the dialog with that button's id; Return chooses the default button, Esc the
cancel button (if the dialog has one). Check, radio, number and text values are read
from `values` at any time. Tab (Shift+Tab) goes from field to field; in a text field
Up/Down do too, as in GEM.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..input import Input
from .base import RETURN_KEYS, Widget
from .numberfield import NumberField
from .textfield import TextField


@dataclass
class Button:
    id: object
    col: int
    row: int
    cols: int
    label: str
    default: bool = False
    cancel: bool = False
    exit: bool = True          # False: a toggle that stays in the dialog (shown inverted when on)
    disabled: bool = False
    selected: bool = False


@dataclass
class Check:
    id: object
    col: int
    row: int
    label: str
    value: bool = False
    disabled: bool = False


@dataclass
class Radio:
    id: object
    group: str
    col: int
    row: int
    label: str
    value: bool = False
    disabled: bool = False


@dataclass
class Label:
    col: int
    row: int
    text: str
    id: object = None
    centre_cols: int = 0       # > 0: centre the text in that many columns


@dataclass
class Number:
    id: object
    col: int
    row: int
    label: str = ""
    value: object = None
    lo: int = -9
    hi: int = 99
    allow_dash: bool = True
    widget: NumberField | None = field(default=None, repr=False)


@dataclass
class Edit:
    """An editable text (a name, a file name): a TextField in the dialog."""
    id: object
    col: int
    row: int
    label: str = ""
    value: str = ""
    max_len: int = 12
    cols: int = 0              # cells shown; 0: max_len + 1 (room for the cursor)
    allowed: object = None     # a set of characters, or None for all the font can draw
    min_len: int = 0           # exit buttons (not cancel) wait until it is this long
    upper: bool = False
    widget: TextField | None = field(default=None, repr=False)


class Dialog(Widget):
    def __init__(self, items, cols: int, rows: int, title: str = "", *, machine=None,
                 lang: str | None = None, x: int | None = None, y: int | None = None):
        super().__init__(machine, lang)
        self.items = list(items)
        self.cols, self.rows = cols, rows
        self.title = title
        lk = self.look
        self.unit_h = lk.bh + lk.gap
        self.margin = lk.dialog_margin
        self.top = lk.dialog_top if title else 0
        self.w = cols * lk.cw + 2 * self.margin
        self.h = rows * self.unit_h - lk.gap + 2 * self.margin + self.top
        self.x = (self.machine.width - self.w) // 2 if x is None else x
        self.y = (self.machine.height - self.h) // 2 if y is None else y
        self.fields: list[Number | Edit] = []
        for it in self.items:
            if isinstance(it, Number):
                fx, fy, _, _ = self.rect(it)
                it.widget = NumberField(it.value, it.lo, it.hi, allow_dash=it.allow_dash,
                                        label=it.label, x=fx, y=fy, machine=self.machine)
            elif isinstance(it, Edit):
                fx, fy, _, _ = self.rect(it)
                it.widget = TextField(it.value, it.max_len, allowed=it.allowed,
                                      min_len=it.min_len, upper=it.upper, cols=it.cols or None,
                                      label=it.label, x=fx, y=fy, machine=self.machine,
                                      lang=self.lang)
            else:
                continue
            it.widget.focused = False
            self.fields.append(it)
        self.focus = 0
        if self.fields:
            self.fields[0].widget.focused = True

    # -- geometry -----------------------------------------------------------------------
    def rect(self, it) -> tuple[int, int, int, int]:
        lk = self.look
        x = self.x + self.margin + it.col * lk.cw
        y = self.y + self.margin + self.top + it.row * self.unit_h
        if isinstance(it, Button):
            w = it.cols * lk.cw
        elif isinstance(it, (Check, Radio)):
            w = lk.check_width(it.label)
        elif isinstance(it, Label):
            w = max(lk.tw(it.text), it.centre_cols * lk.cw)
        elif isinstance(it, (Number, Edit)) and it.widget is not None:
            w = it.widget.w
        else:
            w = lk.cw
        return x, y, w, lk.bh

    # -- values ------------------------------------------------------------------------
    @property
    def values(self) -> dict:
        out = {}
        for it in self.items:
            if isinstance(it, Check):
                out[it.id] = it.value
            elif isinstance(it, Radio):
                if it.value or it.group not in out:
                    out[it.group] = it.id if it.value else None
            elif isinstance(it, (Number, Edit)):
                out[it.id] = it.widget.value
            elif isinstance(it, Button) and not it.exit:
                out[it.id] = it.selected
        return out

    def item(self, id_):
        for it in self.items:
            if getattr(it, "id", None) == id_:
                return it
        raise KeyError(id_)

    def button_for(self, flag: str):
        for it in self.items:
            if isinstance(it, Button) and getattr(it, flag) and not it.disabled:
                return it
        return None

    # -- input -------------------------------------------------------------------------
    def update(self, inp: Input):
        if self.finished:
            return None
        if self.fields:
            n = len(self.fields)
            if inp.key("TAB"):
                self._focus((self.focus + (-1 if inp.shift else 1)) % n)
            elif getattr(self.fields[self.focus].widget, "arrows_move_focus", False):
                if inp.key("DOWN"):
                    self._focus((self.focus + 1) % n)
                elif inp.key("UP"):
                    self._focus((self.focus - 1) % n)
            self.fields[self.focus].widget.edit(inp)
        if inp.key(*RETURN_KEYS):
            b = self.button_for("default")
            if b is not None:
                return self._exit(b)
        if inp.key("ESCAPE"):
            b = self.button_for("cancel")
            if b is not None:
                return self.finish(b.id)
        if inp.clicked("L") or (inp.clicked("R") and self.fields):
            return self._click(inp)
        return None

    def _exit(self, b: Button):
        """Leave by button `b`; any button but cancel first needs every field filled."""
        if not b.cancel:
            for k, f in enumerate(self.fields):
                if not f.widget.ready():
                    self._focus(k)
                    f.widget.flash = 6
                    f.widget.rejected += 1
                    return None
        return self.finish(b.id)

    def _focus(self, i: int) -> None:
        for k, f in enumerate(self.fields):
            arriving = k == i and not f.widget.focused
            f.widget.focused = k == i
            if arriving and hasattr(f.widget, "enter"):
                f.widget.enter()
        self.focus = i

    def _click(self, inp: Input):
        for it in self.items:
            if isinstance(it, (Number, Edit)):
                if it.widget.click(inp):
                    self._focus(self.fields.index(it))
                    return None
                continue
            if not inp.clicked("L") or not inp.inside(*self.rect(it)):
                continue
            if getattr(it, "disabled", False):
                return None
            if isinstance(it, Button):
                if it.exit:
                    return self._exit(it)
                it.selected = not it.selected
            elif isinstance(it, Check):
                it.value = not it.value
            elif isinstance(it, Radio):
                for other in self.items:
                    if isinstance(other, Radio) and other.group == it.group:
                        other.value = other is it
            return None
        return None

    # -- drawing -----------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        if lk.titles_in_title_bar and self.title:
            lk.window(self.x, self.y, self.w, self.h, self.title, close=False)
        else:
            lk.panel(self.x, self.y, self.w, self.h)
            if self.title:
                import pyxel

                ty = self.y + self.margin + (lk.bh - lk.ch) // 2
                tx = self.x + (self.w - lk.tw(self.title)) // 2
                lk.text(tx, ty, self.title)
                pyxel.line(tx, ty + lk.ch + 1, tx + lk.tw(self.title) - 1, ty + lk.ch + 1, lk.ink)
        for it in self.items:
            x, y, w, h = self.rect(it)
            if isinstance(it, Button):
                lk.button(x, y, w, h, it.label, selected=it.selected, default=it.default,
                          disabled=it.disabled, exit=it.exit)
            elif isinstance(it, Check):
                lk.check(x, y, it.label, it.value, it.disabled)
            elif isinstance(it, Radio):
                lk.radio(x, y, it.label, it.value, it.disabled)
            elif isinstance(it, Label):
                tx = x + (w - lk.tw(it.text)) // 2 if it.centre_cols else x
                lk.text(tx, y + (h - lk.ch) // 2, it.text)
            elif isinstance(it, (Number, Edit)):
                it.widget.draw()
