"""The settings boxes of EMPERADO 4a-4c (and our Extras), built on retro.gui.

Parameter and Zeiten are retro.gui Dialogs of number fields (-9..99; 0..99 or `-`),
Spieler one of text fields (the names) and C/M boxes.
`apply_*` copy a finished dialog's values into the Settings.
"""
from __future__ import annotations

from dataclasses import replace

from retro.gui.dialog import Button, Check, Dialog, Edit, Label, Number

from ..state import PARAM_MAX, PARAM_MIN, TIME_MAX, Settings
from .texts_screen import param_names, t, time_names

OK, CANCEL = "ok", "cancel"
DASH = "-"


def _buttons(lang, row, cols):
    return [Button(OK, cols - 22, row, 10, t("ok", lang), default=True),
            Button(CANCEL, cols - 11, row, 11, t("cancel", lang), cancel=True)]


def parameter_dialog(settings: Settings, lang: str) -> Dialog:
    """EMPERADO 4a: three numbers from -9 to 99, 0 = neutral."""
    names = param_names(lang)
    items, cols = [], 47
    for i, key in enumerate(("solidarity", "coalition", "handicap")):
        items.append(Label(1, i, names[key]))
        items.append(Number(key, 24, i, "", getattr(settings, key), PARAM_MIN, PARAM_MAX,
                            allow_dash=False))
        # issue 24.14: each value's range beside it
        items.append(Label(35, i, t("param_range", lang, lo=PARAM_MIN, hi=PARAM_MAX)))
    items += _buttons(lang, 4, cols)
    return Dialog(items, cols, 5, t("d_parameter", lang), lang=lang)


def apply_parameters(settings: Settings, values: dict) -> None:
    for key in ("solidarity", "coalition", "handicap"):
        v = values.get(key)
        if isinstance(v, int):
            setattr(settings, key, v)


def times_dialog(settings: Settings, lang: str) -> Dialog:
    """EMPERADO 4b: seconds 1-99, 0 = off, `-` = wait for Return or a click."""
    names = time_names(lang)
    items, cols = [Label(1, 0, t("d_zeiten_hint", lang))], 44
    for i, key in enumerate(("info_time", "table_time", "graphic_time")):
        v = getattr(settings, key)
        items.append(Label(1, i + 1, names[key]))
        items.append(Number(key, 24, i + 1, "", DASH if v is None else v, 0, TIME_MAX,
                            allow_dash=True))
    items += _buttons(lang, 5, cols)
    return Dialog(items, cols, 6, t("d_zeiten", lang), lang=lang)


def apply_times(settings: Settings, values: dict) -> None:
    for key in ("info_time", "table_time", "graphic_time"):
        v = values.get(key)
        if v == DASH:
            setattr(settings, key, None)
        elif isinstance(v, int):
            setattr(settings, key, v)


def extras_dialog(extras: dict, lang: str, march_choice: int = 0) -> Dialog:
    """Our additions beside the faithful default (all off at first). The choice of how many
    march in is a rule of the game (Settings.march_choice, logged when changed); the others
    only change what the screens show."""
    items = [Check("odds", 1, 0, t("x_odds", lang), extras.get("odds", False)),
             Check("graph", 1, 1, t("x_graph", lang), extras.get("graph", False)),
             Check("colour", 1, 2, t("x_colour", lang), extras.get("colour", False)),
             Check("march", 1, 3, t("x_march", lang), bool(march_choice))]
    items += _buttons(lang, 5, 44)
    return Dialog(items, 44, 6, t("d_extras", lang), lang=lang)


def march_dialog(lang: str, country: str, least: int, most: int) -> Dialog:
    """Nachrücken (our option): how many armies march into the country just liberated;
    all but one is filled in, Return takes it."""
    ask = t("march_ask", lang, country=country)
    cols = max(30, len(ask) + 2)
    items = [Label(1, 0, ask),
             Label(1, 1, t("march_range", lang, lo=least, hi=most)),
             Number("count", cols - 6, 1, "", most, least, most, allow_dash=False),
             Button(OK, cols - 11, 3, 10, t("ok", lang), default=True, cancel=True)]
    return Dialog(items, cols, 4, t("d_march", lang), lang=lang)


def settings_menu_dialog(lang: str) -> Dialog:
    """Chapter 1's click box "Menus": the three settings boxes of chapter 4a-c."""
    items = [Button("spieler", 1, 0, 16, t("b_spieler", lang)),
             Button("parameter", 1, 1, 16, t("b_parameter", lang)),
             Button("zeiten", 1, 2, 16, t("b_zeiten", lang)),
             Button(OK, 1, 4, 16, t("ok", lang), default=True, cancel=True)]
    return Dialog(items, 18, 5, t("menus_title", lang), lang=lang)


class PlayersDialog(Dialog):
    """EMPERADO 4c: the parties' names typed on the keyboard, C/M by `*` or a click.

    A row per party: its letter, its name (a text field; Tab, Up and Down go from name
    to name, the first key typed replaces the name), and a box C or M that a click or
    the key `*` turns over for the party whose name has the cursor.
    """

    MAX_NAME = 16
    FLAG_COL = 22

    def __init__(self, settings: Settings, lang: str, machine=None):
        players = settings.players
        items = [Label(1, 0, t("d_spieler_hint", lang))]
        for i, p in enumerate(players):
            items += [Label(1, i + 1, "ABCDEF"[i]),
                      Edit(("name", i), 3, i + 1, "", p.name, self.MAX_NAME, min_len=1),
                      Button(("flag", i), self.FLAG_COL, i + 1, 3, "", exit=False,
                             selected=p.human)]
        cols = self.FLAG_COL + 3
        items += _buttons(lang, len(players) + 2, cols)
        super().__init__(items, cols, len(players) + 3, t("d_spieler", lang), machine=machine,
                         lang=lang)
        self.parties = len(players)
        self._label_flags()

    @property
    def names(self) -> list[str]:
        return [self.item(("name", i)).widget.text for i in range(self.parties)]

    @property
    def human(self) -> list[bool]:
        return [self.item(("flag", i)).selected for i in range(self.parties)]

    def flag_rect(self, i: int):
        return self.rect(self.item(("flag", i)))

    def name_rect(self, i: int):
        return self.item(("name", i)).widget.rects()["box"]

    def apply(self, settings: Settings) -> None:
        for p, name, human in zip(settings.players, self.names, self.human):
            p.name = name.strip() or p.name
            p.human = human

    def _label_flags(self) -> None:
        for i in range(self.parties):
            b = self.item(("flag", i))
            b.label = t("human", self.lang) if b.selected else t("computer", self.lang)

    def update(self, inp):
        if self.finished:
            return None
        if "*" in inp.text:        # the manual's key for C/M: never part of a name
            flag = self.item(("flag", self.focus))
            for _ in range(inp.text.count("*")):
                flag.selected = not flag.selected
            inp = replace(inp, text=inp.text.replace("*", ""))
        ev = super().update(inp)
        if inp.clicked("L") and not self.finished:
            for i in range(self.parties):      # a click on C/M also puts the cursor in that row
                if inp.inside(*self.flag_rect(i)):
                    self._focus(i)
        self._label_flags()
        return ev
