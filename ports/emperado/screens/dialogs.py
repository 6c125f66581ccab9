"""The settings boxes of EMPERADO 4a-4c (and our Extras), built on retro.gui.

Parameter and Zeiten are retro.gui Dialogs of number fields (-9..99; 0..99 or `-`).
Spieler needs text fields, which retro.gui has not got: PlayersDialog below is the
minimum, a Widget of its own (names typed, C/M by `*` or a click).
`apply_*` copy a finished dialog's values into the Settings.
"""
from __future__ import annotations

from retro.gui.base import RETURN_KEYS, Widget, printable
from retro.gui.dialog import Button, Check, Dialog, Label, Number

from ..state import PARAM_MAX, PARAM_MIN, TIME_MAX, Settings
from .texts_screen import param_names, t, time_names

OK, CANCEL = "ok", "cancel"
DASH = "-"


def _buttons(lang, row, cols):
    return [Button(OK, cols - 22, row, 10, t(lang, "ok"), default=True),
            Button(CANCEL, cols - 11, row, 11, t(lang, "cancel"), cancel=True)]


def parameter_dialog(settings: Settings, lang: str) -> Dialog:
    """EMPERADO 4a: three numbers from -9 to 99, 0 = neutral."""
    names = param_names(lang)
    items, cols = [], 44
    for i, key in enumerate(("solidarity", "coalition", "handicap")):
        items.append(Label(1, i, names[key]))
        items.append(Number(key, 24, i, "", getattr(settings, key), PARAM_MIN, PARAM_MAX,
                            allow_dash=False))
    items += _buttons(lang, 4, cols)
    return Dialog(items, cols, 5, t(lang, "d_parameter"), lang=lang)


def apply_parameters(settings: Settings, values: dict) -> None:
    for key in ("solidarity", "coalition", "handicap"):
        v = values.get(key)
        if isinstance(v, int):
            setattr(settings, key, v)


def times_dialog(settings: Settings, lang: str) -> Dialog:
    """EMPERADO 4b: seconds 1-99, 0 = off, `-` = wait for Return or a click."""
    names = time_names(lang)
    items, cols = [Label(1, 0, t(lang, "d_zeiten_hint"))], 44
    for i, key in enumerate(("info_time", "table_time", "graphic_time")):
        v = getattr(settings, key)
        items.append(Label(1, i + 1, names[key]))
        items.append(Number(key, 24, i + 1, "", DASH if v is None else v, 0, TIME_MAX,
                            allow_dash=True))
    items += _buttons(lang, 5, cols)
    return Dialog(items, cols, 6, t(lang, "d_zeiten"), lang=lang)


def apply_times(settings: Settings, values: dict) -> None:
    for key in ("info_time", "table_time", "graphic_time"):
        v = values.get(key)
        if v == DASH:
            setattr(settings, key, None)
        elif isinstance(v, int):
            setattr(settings, key, v)


def extras_dialog(extras: dict, lang: str) -> Dialog:
    """Our additions beside the faithful default (all off at first)."""
    items = [Check("odds", 1, 0, t(lang, "x_odds"), extras.get("odds", False)),
             Check("graph", 1, 1, t(lang, "x_graph"), extras.get("graph", False)),
             Check("colour", 1, 2, t(lang, "x_colour"), extras.get("colour", False))]
    items += _buttons(lang, 4, 44)
    return Dialog(items, 44, 5, t(lang, "d_extras"), lang=lang)


def settings_menu_dialog(lang: str) -> Dialog:
    """Chapter 1's click box "Menus": the three settings boxes of chapter 4a-c."""
    items = [Button("spieler", 1, 0, 16, t(lang, "b_spieler")),
             Button("parameter", 1, 1, 16, t(lang, "b_parameter")),
             Button("zeiten", 1, 2, 16, t(lang, "b_zeiten")),
             Button(OK, 1, 4, 16, t(lang, "ok"), default=True, cancel=True)]
    return Dialog(items, 18, 5, t(lang, "menus_title"), lang=lang)


class PlayersDialog(Widget):
    """EMPERADO 4c: the parties' names typed on the keyboard, C/M by `*` or a click."""

    MAX_NAME = 16

    def __init__(self, settings: Settings, lang: str, machine=None):
        super().__init__(machine, lang)
        self.lang = lang
        self.names = [p.name for p in settings.players]
        self.human = [p.human for p in settings.players]
        self.focus = 0
        self.fresh = True
        lk = self.look
        self.row_h = lk.bh + lk.gap
        self.w = 40 * lk.cw
        self.h = (len(self.names) + 4) * self.row_h + 2 * lk.cw
        self.x = (self.machine.width - self.w) // 2
        self.y = (self.machine.height - self.h) // 2
        bx = self.x + self.w - 23 * lk.cw
        by = self.y + self.h - lk.cw - lk.bh
        self.ok_rect = (bx, by, 10 * lk.cw, lk.bh)
        self.cancel_rect = (bx + 11 * lk.cw, by, 11 * lk.cw, lk.bh)

    def _row_y(self, i: int) -> int:
        return self.y + self.look.cw + (i + 2) * self.row_h

    def name_rect(self, i: int):
        lk = self.look
        return (self.x + 4 * lk.cw, self._row_y(i), (self.MAX_NAME + 1) * lk.cw + 8, lk.bh)

    def flag_rect(self, i: int):
        lk = self.look
        nx, ny, nw, nh = self.name_rect(i)
        return (nx + nw + 2 * lk.cw, ny, 3 * lk.cw, lk.bh)

    def apply(self, settings: Settings) -> None:
        for p, name, human in zip(settings.players, self.names, self.human):
            p.name = name.strip() or p.name
            p.human = human

    def update(self, inp):
        if self.finished:
            return None
        n = len(self.names)
        if inp.key(*RETURN_KEYS):
            return self.finish(OK)
        if inp.key("ESCAPE"):
            return self.finish(CANCEL)
        if inp.key("TAB", "DOWN"):
            self.focus = (self.focus + (-1 if inp.shift else 1)) % n
            self.fresh = True
        if inp.key("UP"):
            self.focus = (self.focus - 1) % n
            self.fresh = True
        if inp.key("BACKSPACE"):
            self.names[self.focus] = self.names[self.focus][:-1]
            self.fresh = False
        for ch in inp.text:
            if ch == "*":      # the manual's key for C/M
                self.human[self.focus] = not self.human[self.focus]
            elif ch.isprintable() and printable(ch, self.look.font) == ch:
                base = "" if self.fresh else self.names[self.focus]
                if len(base) < self.MAX_NAME:
                    self.names[self.focus] = base + ch
                self.fresh = False
        if inp.clicked("L"):
            if inp.inside(*self.ok_rect):
                return self.finish(OK)
            if inp.inside(*self.cancel_rect):
                return self.finish(CANCEL)
            for i in range(n):
                if inp.inside(*self.flag_rect(i)):
                    self.human[i] = not self.human[i]
                    self.focus = i
                elif inp.inside(*self.name_rect(i)):
                    self.focus = i
                    self.fresh = False
        return None

    def draw(self):
        lk = self.look
        lk.panel(self.x, self.y, self.w, self.h)
        title = t(self.lang, "d_spieler")
        lk.text(self.x + (self.w - lk.tw(title)) // 2, self.y + lk.cw, title)
        lk.text(self.x + 2 * lk.cw, self.y + lk.cw + self.row_h, t(self.lang, "d_spieler_hint"))
        for i, name in enumerate(self.names):
            nx, ny, nw, nh = self.name_rect(i)
            lk.text(self.x + 2 * lk.cw, ny + (nh - lk.ch) // 2, "ABCDEF"[i])
            lk.field(nx, ny, nw, nh, name, cursor=i == self.focus)
            flag = t(self.lang, "human") if self.human[i] else t(self.lang, "computer")
            lk.button(*self.flag_rect(i), flag, exit=False, selected=self.human[i])
        lk.button(*self.ok_rect, t(self.lang, "ok"), default=True)
        lk.button(*self.cancel_rect, t(self.lang, "cancel"))
