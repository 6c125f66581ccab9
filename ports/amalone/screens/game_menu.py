"""The game screen's Intuition menu (right mouse button) and its players requester.

Project: nieuwe partij, laden, opslaan, help, over, stoppen; Spel: spelers, stelling opzetten,
zet terug / opnieuw, hint; Extra: the options, the openings and English.
"""
from __future__ import annotations

from retro.gui.dialog import Button, Dialog, Label, Number, Radio
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.play import Seat

from ..board import BLACK, WHITE
from .extras import Extras
from .texts_screen import t

OPENINGS = ("standard", "belgian", "german")


def menu_bar(extras: Extras, machine, demo: bool = False) -> MenuBar:
    L = extras.lang

    def it(id_, shortcut="", **kw):
        return MenuItem(id_, t("item." + id_, L), shortcut, **kw)

    menus = [
        Menu(t("menu.project", L), [it("new", "N"), it("load", "O"), it("save", "S"), SEPARATOR,
                                    it("help"), it("about"), SEPARATOR, it("quit", "Q")]),
        Menu(t("menu.game", L), [it("players", "P"), it("setup", "E"), SEPARATOR,
                                 it("undo", "Z", disabled=True), it("redo", "Y", disabled=True),
                                 it("hint", "H", disabled=True)]),
        Menu(t("menu.extra", L), [it("opt_undo", checked=extras.undo), it("opt_hint", checked=extras.hint),
                                  it("opt_draw", checked=extras.draw),
                                  it("opt_resign", checked=extras.resign),
                                  it("opt_offer", checked=extras.offer), SEPARATOR]
             + [it(name, checked=extras.opening == name) for name in OPENINGS]
             + [SEPARATOR, it("opt_lang", checked=False)]),
    ]
    title = t("title", L) + ("  " + t("demo", L) if demo else "")
    return MenuBar(menus, title=title, machine=machine, lang=L)


def ghost(mb: MenuBar, *, undo: bool, redo: bool, hint: bool) -> None:
    """Spel's take-back, replay and hint are ghosted only when they cannot act now (nothing to
    take back or replay, no human to move in a running game). With their Extra switched off
    they stay available, and choosing one says where to switch it on (issue 24.16: ghosted by
    the switches alone, off by default, they looked broken)."""
    for id_, can in (("undo", undo), ("redo", redo), ("hint", hint)):
        mb.find(id_).disabled = not can


def sync(mb: MenuBar, extras: Extras) -> None:
    """The items' check marks after an option changed."""
    for id_, on in (("opt_undo", extras.undo), ("opt_hint", extras.hint), ("opt_draw", extras.draw),
                    ("opt_resign", extras.resign), ("opt_offer", extras.offer)):
        mb.find(id_).checked = on
    for name in OPENINGS:
        mb.find(name).checked = extras.opening == name


class PlayersDialog(Dialog):
    """The players requester: below its buttons, what each colour's level means (it follows
    the number as it is typed)."""

    def update(self, inp):
        result = super().update(inp)
        self.describe()
        return result

    def describe(self) -> None:
        values = self.values
        for key, colour in (("b", "Black"), ("w", "White")):
            level = values.get(key + "level")
            about = t(f"level.{level}", self.lang) if level in LEVEL_KEYS else ""
            self.item(key + "about").text = t(colour, self.lang) + ": " + about


LEVEL_KEYS = (1, 2, 3, 4, 5)


def players_dialog(seats, lang: str, machine) -> Dialog:
    """Who plays each colour: human or computer, the computer's level (1-5) and what it means.
    The requester stands where it stood before the two lines about the levels were added
    below its buttons."""
    items = []
    for row, colour, key in ((0, BLACK, "b"), (2, WHITE, "w")):
        seat = seats[colour]
        items += [
            Label(0, row, t("Black" if colour == BLACK else "White", lang)),
            Radio(key + "h", key, 7, row, t("human", lang), not seat.computer),
            Radio(key + "c", key, 15, row, t("computer", lang, level="").strip(), seat.computer),
            Number(key + "level", 7, row + 1, t("players.level", lang), level_of(seat), 1, 5,
                   allow_dash=False),
        ]
    items += [Button("ok", 0, 4, 12, t("ok", lang), default=True),
              Button("cancel", 15, 4, 12, t("cancel", lang), cancel=True),
              Label(0, 5, "", id="babout"), Label(0, 6, "", id="wabout")]
    title = t("players.title", lang)
    y = Dialog([], 28, 5, title, machine=machine, lang=lang).y
    d = PlayersDialog(items, 28, 7, title, machine=machine, lang=lang, y=y)
    d.describe()
    return d


def level_of(seat) -> int:
    return seat.level if isinstance(seat.level, int) else 2


def seats_from(dialog: Dialog, old) -> list:
    """The seats the players requester answered (a level left empty keeps the old one)."""
    v = dialog.values
    out = list(old)
    for colour, key in ((BLACK, "b"), (WHITE, "w")):
        level = v.get(key + "level") or level_of(old[colour])
        out[colour] = Seat(v.get(key) == key + "c", level)   # a human's level stays for next time
    return out
