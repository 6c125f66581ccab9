"""What the game screen's menu items, keys and requesters do (aMalone's Project, Spel and Extra
menus): the scene's commands, kept apart so that game_screen.py stays one screen's reading.

Each function takes the GameScene it acts on (`self`).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from retro import saving
from retro.gui.fileselector import FileSelector
from retro.gui.pager import TextPager

from ..match import RULES
from . import files, game_menu
from .extras import HINT_LEVEL
from .texts_screen import t


def command(self, what) -> None:
    m = self.match
    L = self.lang
    x = self.extras
    one_human = sum(1 for s in self.seats if not s.computer) == 1
    if what == "new":
        self.new_game()
    elif what == "load":
        problem = files.folder_problem(L)
        if problem:
            self.say(problem, True)
        self.ask(FileSelector(files.folder(), files.PATTERN, mode="open", name=self.last_file,
                              title=t("file.title_load", L), machine=self.machine, lang=L),
                 lambda result: self.answered("load", result))
    elif what == "save":
        open_save(self)
    elif what == "help":
        text, name = files.help_text(L)
        self.ask(TextPager(text, t("help.title", L) + ": " + name, x=8, y=14, w=304, h=236,
                           machine=self.machine, lang=L))
    elif what == "about":
        self.alert(t("about", L))
    elif what == "quit":
        self.alert(t("quit.ask", L), [t("yes", L), t("no", L)], waiting="quit",
                   icon="question", default=1)
    elif what == "players":
        self.dialog = game_menu.players_dialog(self.seats, L, self.machine)
        self.ask(self.dialog, lambda result: self.answered("players", result))
    elif what == "setup":
        from .setup_screen import SetupScene
        self.ask(SetupScene(self.game.position, L), lambda result: self.answered("setup", result))
    elif what in ("undo", "redo"):
        # against the computer, back to (or on to) the human's own move
        if not x.undo:
            self.say(t("undo.off", L), True)
        elif what == "undo" and m.can_undo():
            m.undo(to_human=one_human)
        elif what == "redo" and m.can_redo() and self.game.playing:
            m.redo(to_human=one_human)
            self.check_end()
        else:
            self.say(t("game.nothing_to_" + what, L), True)
    elif what == "hint":
        if not x.hint:
            self.say(t("hint.off", L), True)
        elif self._can_move():
            self.driver.hint(self.game.turn, HINT_LEVEL)
            self.hint_move = None
            self.say(t("hint.thinking", L))
    elif what == "opt_undo":
        x.undo = not x.undo
    elif what == "opt_hint":
        x.hint = not x.hint
        if not x.hint:
            self.driver.cancel_hint()
            self.hint_move = None
    elif what == "opt_draw":
        x.draw = not x.draw
        m.reconfigure(replace(m.settings, draw=self.extras.settings().draw))
        self.check_end()
    elif what in ("opt_resign", "opt_offer"):
        if what == "opt_resign":
            x.resign = not x.resign
        else:
            x.offer = not x.offer
        m.reconfigure(replace(m.settings, resign=x.resign, offer_draw=x.offer))
    elif what in game_menu.OPENINGS:
        x.opening = what
        self.say(t("opening.next", L, name=t("item." + what, L)))
    elif what == "opt_lang":
        x.lang = "en" if x.lang == "nl" else "nl"
        self.menubar = game_menu.menu_bar(x, self.machine, self.is_demo)
        self.say("")
    game_menu.sync(self.menubar, x)


def accept_offer(self, yes: bool) -> None:
    """The human's answer to the computer's draw offer."""
    from ..match import AcceptDraw
    if yes and self.game.offer_pending and self.human_to_move():
        self.match.play(self.game.turn, AcceptDraw())
    elif not yes:
        self.say(t("offer.declined", self.lang))


def open_save(self) -> None:
    problem = files.folder_problem(self.lang)
    if problem:
        self.say(problem, True)
    self.ask(FileSelector(files.folder(), files.PATTERN, mode="save", name=self.last_file,
                          title=t("file.title_save", self.lang), machine=self.machine,
                          lang=self.lang),
             lambda result: self.answered("save", result))


def adopt(self, loaded, path: str) -> None:
    """A game loaded takes the place of this one."""
    self.match.adopt(loaded)
    self.last_file = Path(path).name
    self.say(t("file.loaded", self.lang, name=self.last_file))
    self.check_end()


def answered(self, waiting: str | None, result) -> None:
    """What the requester opened for `waiting` answered."""
    L = self.lang
    if waiting == "quit" and result == 0:
        self.close()
    elif waiting == "end" and result == 0:
        self.new_game()
    elif waiting == "full" and result == 0:
        open_save(self)
    elif waiting == "save" and isinstance(result, str):
        ok, msg = files.save_match(result, self.match, L)
        if ok:
            self.last_file = Path(result).name
            self.say(msg)
        else:
            self.alert(msg, icon="stop")
    elif waiting in ("load", "load_bak") and isinstance(result, str):
        settings = self.extras.settings(max_plies=self.max_plies)
        saving.load_or_offer(RULES, result, lambda path: files.load_match(path, settings, self.seats, L),
                             adopt=lambda loaded: adopt(self, loaded, result),
                             refuse=lambda msg: self.alert(msg, icon="stop"),
                             offer=lambda msg, bak: self.alert(       # its previous version is whole
                                 t("file.offer_bak", L, reason=msg, bak=bak.name), [t("yes", L), t("no", L)],
                                 waiting="offer_bak:" + str(bak), icon="stop"),
                             offer_backup=waiting == "load")
    elif waiting and waiting.startswith("offer_bak:") and result == 0:
        answered(self, "load_bak", waiting.split(":", 1)[1])
    elif waiting == "players" and result == "ok" and self.dialog is not None:
        self.match.seats = game_menu.seats_from(self.dialog, self.seats)
        self.match.drop_held()          # a computer that was thinking starts again
        self.picked = []
    elif waiting == "setup" and result is not None:
        self.new_game(result)
    elif waiting == "offer":
        accept_offer(self, result == 0)
    if waiting == "players":
        self.dialog = None
