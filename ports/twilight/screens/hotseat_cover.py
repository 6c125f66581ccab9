"""The cover between two players at one machine: "Bitte an SPIELER übergeben" over the
stars, nothing of anybody's hand. A click (or Return) asks for his passphrase; the right one
opens his desk (hotseat_desk.HotseatDesk), a wrong one is refused."""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.alert import Alert
from retro.gui.look import look_for
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .hotseat_draw import ink as _ink
from .hotseat_texts import HOTSEAT as T
from .link import PHASES
from .secret import PassphraseRequester

STARS = 160
BUTTON = (220, 340, 200, 17)
TITLE_Y = 130                     # above the passphrase requester


class CoverScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, game, player: int, secret, on_open):
        """`secret`: his passphrase's hotseat_file.Secret (or the passphrase itself);
        `on_open(player)`: the passphrase was right (the table opens his desk)."""
        self.game, self.player, self.secret, self.on_open = game, player, secret, on_open
        self.look = look_for(self.machine)
        self.name = game.players[player].name
        self.refused = 0
        self.ink = _ink(T["cover"].format(name=self.name))

    def update(self, inp: Input) -> None:
        if inp.key("RETURN", "KP_ENTER", "SPACE") or inp.clicked("L") and inp.inside(*BUTTON):
            self.ask_secret()

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
        self.on_open(self.player)

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

