"""GEM- and Intuition-style widgets for the ports: the machine's look, drawn with pyxel.

Every widget is a component - `update(inp)` returns an event or None, `draw()` only
draws - and can be pushed as a modal scene with `widget.modal()` (or `Modal(widget)`),
which draws the scene below first and pops itself with the widget's result.
The look (GEM on ST machines, Intuition on Amiga machines) comes from the machine.

    Dialog(items, cols, rows, title)   Button / Check / Radio / Label / Number / Edit items
    Alert(message, buttons, icon=)     -> index of the button
    NumberField(value, lo, hi)         -> int or "-"
    TextField(text, max_len, allowed=) -> the text (a name, a file name); Edit in a Dialog
    TextPager(text, title)             -> first line shown when left
    MenuBar([Menu(title, [MenuItem(id, label, shortcut), SEPARATOR])])  -> item id
    LetterKeyboard(prompt, max_len=)   -> the name
    FileSelector(folder, "*.EMP", mode="save")  -> path or None
    ok_cancel(message)                 an Alert with OK / Abbruch

As a component inside a port's scene (the scene keeps the widget and forwards input):

    self.bar = MenuBar([...], machine=self.machine)
    def update(self, inp):
        chosen = self.bar.update(inp)
        if chosen is not None: ...          # an item's id
        if self.bar.busy: return            # a menu is open: the board ignores this frame
    def draw(self):
        ...board...; self.bar.draw()

As a modal scene (the scene below gets the answer in `resumed`):

    self.push(Alert("Spiel beenden?", ["Ja", "Nein"], icon="question",
                    machine=self.machine).modal())
    def resumed(self, result): ...          # 0 or 1

Labels come from the caller (the port's texts.py); the widgets' own few words (OK,
Abbruch, Ende, Lösch...) from retro.lang in de (default), nl, en.
Pass the port's Machine as `machine=` so the widget uses its look, font and colours.
"""
from __future__ import annotations

from .alert import Alert, ok_cancel
from .base import CANCEL, Modal, Widget, wrap
from .dialog import Button, Check, Dialog, Edit, Label, Number, Radio
from .fileselector import FileSelector
from .letterkeys import LetterKeyboard
from .look import GemLook, IntuitionLook, Look, look_for
from .menubar import SEPARATOR, Menu, MenuBar, MenuItem
from .numberfield import DASH, NumberField
from .pager import TextPager
from .scrollbar import ScrollBar
from .textfield import FILE_CHARS, TextField

__all__ = [
    "Alert", "Button", "CANCEL", "Check", "DASH", "Dialog", "Edit", "FILE_CHARS", "FileSelector",
    "GemLook",
    "IntuitionLook", "Label", "LetterKeyboard", "Look", "Menu", "MenuBar", "MenuItem", "Modal",
    "Number", "NumberField", "Radio", "SEPARATOR", "ScrollBar", "TextField", "TextPager", "Widget",
    "look_for", "ok_cancel", "wrap",
]
