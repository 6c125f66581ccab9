"""The cover between two players at one machine: "Bitte an SPIELER übergeben" over the
stars, nothing of anybody's hand. A click (or Return) asks for his passphrase; the right one
opens his desk (hotseat_desk.HotseatDesk), a wrong one is refused. The menu bar (the right
mouse button) holds the game's menu, "Spiel sichern" and "Spiel beenden" (Esc too), and so
do the two buttons under his; the table answers: the game is kept, nothing of it is shown."""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.alert import Alert
from retro.gui.look import look_for
from retro.gui.menubar import Menu, MenuBar, MenuItem
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .hotseat_draw import ink as _ink
from .hotseat_texts import HOTSEAT as T
from .link import PHASES
from .secret import PassphraseRequester

STARS = 160
BUTTON = (220, 340, 200, 17)
MENU_BUTTONS = (((196, 372, 120, 17), "save"), ((324, 372, 120, 17), "close"))   # the game's menu
TITLE_Y = 130                     # above the passphrase requester


class CoverScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, game, player: int, secret, on_open, on_menu=None):
        """`secret`: his passphrase's hotseat_file.Secret (or the passphrase itself);
        `on_open(player, passphrase)`: the passphrase was right (the table opens his desk);
        `on_menu(what)`: "save" or "close" chosen in the game's menu (the table's)."""
        self.game, self.player, self.secret, self.on_open = game, player, secret, on_open
        self.on_menu = on_menu
        self.look = look_for(self.machine)
        self.name = game.players[player].name
        self.refused = 0
        self.ink = _ink(T["cover"].format(name=self.name))
        self.menubar = MenuBar([Menu(T["menu"], [MenuItem("save", T["save"], "S"),
                                                 MenuItem("close", T["close"], "Q")])],
                               title=T["cover_title"], machine=self.machine)

    def update(self, inp: Input) -> None:
        chosen = self.menubar.update(inp)
        if chosen is not None:
            return self.choose(chosen)
        if self.menubar.busy:
            return
        if inp.key("ESCAPE"):
            return self.choose("close")
        if inp.key("RETURN", "KP_ENTER", "SPACE") or inp.clicked("L") and inp.inside(*BUTTON):
            return self.ask_secret()
        for rect, what in MENU_BUTTONS:
            if inp.clicked("L") and inp.inside(*rect):
                return self.choose(what)

    def choose(self, what) -> None:
        if self.on_menu is not None:
            self.on_menu(what)

    def ask_secret(self) -> None:
        phase = PHASES.get(self.game.phase, self.game.phase)
        self.ask(PassphraseRequester(T["cover_ask"].format(name=self.name),
                                     T["cover_ask_text"].format(name=self.name, phase=phase),
                                     T["secret_label"], ok="OK", cancel=T["cancel"], machine=self.machine),
                 on_result=self.answered)

    def answered(self, text) -> None:
        if text is None:
            return
        right = self.secret.matches(text) if hasattr(self.secret, "matches") else text == self.secret
        if not right:
            self.refused += 1
            self.ask(Alert(T["wrong"], title=T["cover_title"], icon="stop", machine=self.machine))
            return
        self.close()
        self.on_open(self.player, text)

    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        seed = 777
        for _ in range(STARS):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            pyxel.pset(seed % 640, (seed // 640) % 512, P.GREY if seed & 3 else P.WHITE)
        col = P.race_colour(self.player)
        text = T["cover"].format(name=self.name)
        scale = 2
        w = len(text) * 8 * scale
        for px, py in self.ink:
            pyxel.rect((640 - w) // 2 + px * scale, TITLE_Y + py * scale, scale, scale, col)
        sub = T["cover_sub"].format(name=self.name)
        screen.text((640 - len(sub) * 8) // 2, TITLE_Y + 44, sub, P.GREY, "topaz8")
        self.look.button(*BUTTON, T["cover_open"], default=True)
        if self.on_menu is not None:
            for rect, what in MENU_BUTTONS:
                self.look.button(*rect, T[what])
        self.menubar.draw()

