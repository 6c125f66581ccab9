"""The box at the start (EMPERADO 1): the number of parties (2-6) typed on the keyboard,
the click box "Menus" (Spieler, Parameter, Zeiten) and "Start".

Settings saved as SETTINGS.EMP are loaded here (EMPERADO 4f). Our decision where the
manual is silent: with no SETTINGS.EMP the first party is a human, the others computers.
"""
from __future__ import annotations

import time
from pathlib import Path

import pyxel

from retro import saving, storage
from retro.gui.base import wrap
from retro.gui.look import look_for
from retro.input import Input
from retro.play import Match, Refusal
from retro.scenes import Scene

from ..match import GAME, RULES
from ..settings_file import NAME as SETTINGS_FILE, find as find_settings, load_settings
from ..state import MAX_PARTIES, MIN_PARTIES, PlayerSetting, Settings, default_players
from ..texts import explain
from . import dialogs
from .base import ST_HIGH
from .playing import Playing
from .texts_screen import t
from .views import text

BOX = (160, 120, 320, 160)
MENUS = (190, 236, 110, 28)
START = (340, 236, 110, 28)
NUMBER = (368, 176, 32, 24)


def resize_players(settings: Settings, n: int) -> None:
    """Keep the names and C/M of the first parties; new ones are computers."""
    have = settings.players
    fresh = default_players(n)
    settings.players = [have[i] if i < len(have) else fresh[i] for i in range(n)]


def initial_settings(folder: Path, lang: str = "de") -> tuple[Settings, bool, str]:
    """SETTINGS.EMP from the data folder if it is there and sound, else our defaults; the
    third value says why a SETTINGS.EMP that is there was not used (EMPERADO 4f)."""
    path = find_settings(folder) or folder / SETTINGS_FILE     # in any case (issue 33.11)
    problem = ""
    if path.exists() or path.is_symlink():  # exists() is False for a link that loops: say it
        try:
            return load_settings(path), True, ""
        except storage.StorageError as e:
            problem = t("settings_damaged", lang, reason=storage.message(e, lang).rstrip("."))
        except Refusal as e:            # what is wrong in it; it is no Spielstand
            inner = e.params.get("reason") if e.key == "bad_file" else None
            problem = t("settings_damaged", lang, reason=explain(inner or e, lang).rstrip("."))
        except OSError as e:
            problem = t("settings_damaged", lang, reason=str(e))
    return Settings(players=[PlayerSetting(p.name, i == 0)
                             for i, p in enumerate(default_players(4))]), False, problem


def folder_problem(lang: str) -> str:
    """Why the data folder cannot be used (a read-only home, --data naming a file), or ""."""
    reason = saving.folder_problem(GAME, lang)
    return t("folder_unusable", lang, reason=reason) if reason else ""


class StartScene(Scene):
    machine = ST_HIGH
    pointer = "arrow"

    def __init__(self, lang: str = "de", *, seed: int | None = None, folder=None,
                 extras: dict | None = None):
        self.lang = lang
        self.seed = seed
        self.folder = Path(folder) if folder is not None else storage.data_dir_or_home(GAME)
        self.extras = extras or {}
        self.settings, self.loaded, self.problem = initial_settings(self.folder, lang)
        if not self.problem and folder is None:
            self.problem = folder_problem(lang)
        self.parties = len(self.settings.players)

    def update(self, inp: Input) -> None:
        for ch in inp.text or "".join(k for k in inp.keys if len(k) == 1 and k.isdigit()):
            if ch.isdigit() and MIN_PARTIES <= int(ch) <= MAX_PARTIES:
                self.parties = int(ch)
                resize_players(self.settings, self.parties)
        if inp.key("UP", "PLUS", "KP_PLUS") and self.parties < MAX_PARTIES:
            self.parties += 1
            resize_players(self.settings, self.parties)
        if inp.key("DOWN", "MINUS", "KP_MINUS") and self.parties > MIN_PARTIES:
            self.parties -= 1
            resize_players(self.settings, self.parties)
        if inp.key("RETURN", "KP_ENTER") or (inp.clicked("L") and inp.inside(*START)):
            self.start_game()
        elif inp.clicked("L") and inp.inside(*MENUS):
            self._open("menus", dialogs.settings_menu_dialog(self.lang))
        elif inp.key("ESCAPE"):
            self.close()

    def _open(self, kind: str, widget) -> None:
        self.ask(widget, lambda result: self._answered(kind, widget, result))

    def _answered(self, kind: str, w, result) -> None:
        """What the box `kind` answered."""
        if kind == "menus":
            if result == "spieler":
                self._open("spieler", dialogs.PlayersDialog(self.settings, self.lang, self.machine))
            elif result == "parameter":
                self._open("parameter", dialogs.parameter_dialog(self.settings, self.lang))
            elif result == "zeiten":
                self._open("zeiten", dialogs.times_dialog(self.settings, self.lang))
            return
        if result == dialogs.OK:
            if kind == "spieler":
                w.apply(self.settings)
            elif kind == "parameter":
                dialogs.apply_parameters(self.settings, w.values)
            elif kind == "zeiten":
                dialogs.apply_times(self.settings, w.values)
        self._open("menus", dialogs.settings_menu_dialog(self.lang))

    def start_game(self) -> None:
        seed = self.seed if self.seed is not None else int(time.time() * 1000) % (2 ** 31)
        settings = self.settings.copy()
        if self.extras.get("march"):        # `retro emperado --march-in`
            settings.march_choice = 1
        g = Playing(Match(RULES, settings, seed), self.lang, extras=self.extras,
                    folder=self.folder)
        self.app.replace(g.scene)

    def draw(self) -> None:
        lk = look_for(self.machine)
        lk.desktop(640, 400)
        x, y, w, h = BOX
        lk.panel(x, y, w, h)
        title = t("title", self.lang)
        text(x + (w - 8 * len(title)) // 2, y + 10, title)
        pyxel.line(x + (w - 8 * len(title)) // 2, y + 27, x + (w + 8 * len(title)) // 2 - 1,
                   y + 27, 1)
        ask = t("start_ask", self.lang)
        text(x + 16, NUMBER[1] + 4, ask)
        lk.field(*NUMBER, str(self.parties), cursor=True)
        text(x + 16, y + 32, t("start_hint", self.lang))
        if self.loaded:
            s = t("settings_loaded", self.lang)
            text(x + (w - 8 * len(s)) // 2, y + h + 12, s, 0)
        for i, line in enumerate(wrap(self.problem, 76)):
            text(x + (w - 8 * len(line)) // 2, y + h + 12 + 18 * i, line, 0)
        lk.button(*MENUS, t("menus", self.lang))
        lk.button(*START, t("start", self.lang), default=True)
