"""Stelling opzetten (aMalone): put a position together on the board.

The lamp stands beside the player who begins. A left click on a field puts a marble of
that player there (or takes it away), a right click one of the opponent. A click on a
player's box (or Wissel, Space) switches the lamp. Klaar (Return) checks the position and
starts the game from it; Terug (Esc) leaves the game as it was.
"""
from __future__ import annotations

import pyxel

from retro.input import Input
from retro.play import Refusal
from retro.scenes import Scene

from ..board import BLACK, NAME, WHITE
from ..rules import Position
from . import board_view, layout, palette
from . import setup as checks
from .texts_screen import explain, t

BUTTONS = ("clear", "standard", "swap", "done", "cancel")


def button_rect(i: int) -> tuple[int, int, int, int]:
    x, y, w, _ = layout.LIST_BOX
    return x + 8, y + 18 + i * 22, w - 16, 16


class SetupScene(Scene):
    machine = palette.MACHINE
    pointer = "arrow"

    def __init__(self, start: Position | None = None, lang: str = "nl"):
        self.lang = lang
        self.setup = checks.SetUp(start) if start is not None else checks.from_opening()
        self.message = ""
        self.error = False
        self.hover: int | None = None

    def say(self, message: str, error: bool = False) -> None:
        self.message, self.error = message, error

    def update(self, inp: Input) -> None:
        self.hover = layout.field_at(inp.x, inp.y)
        if inp.key("RETURN", "KP_ENTER"):
            self.done()
            return
        if inp.key("ESCAPE"):
            self.close(None)
            return
        if inp.key("SPACE", "TAB"):
            self.setup.switch_beginner()
        for button in ("L", "R"):
            if inp.clicked(button):
                self.click(inp.x, inp.y, button)

    def click(self, x: int, y: int, button: str) -> None:
        sq = layout.field_at(x, y)
        if sq is not None:
            try:
                checks.click(self.setup, NAME[sq], button)
                self.say("")
            except Refusal as e:
                self.say(explain(e, self.lang), True)
            return
        if button != "L":
            return
        for colour, box in ((WHITE, layout.WHITE_BOX), (BLACK, layout.BLACK_BOX)):
            if layout.inside(x, y, box):
                self.setup.beginner = colour
                return
        for i, name in enumerate(BUTTONS):
            if layout.inside(x, y, button_rect(i)):
                self.press(name)
                return

    def press(self, name: str) -> None:
        if name == "clear":
            self.setup.clear()
        elif name == "standard":
            self.setup = checks.from_opening()
        elif name == "swap":
            self.setup.switch_beginner()
        elif name == "done":
            self.done()
        elif name == "cancel":
            self.close(None)
        if name in ("clear", "standard", "swap"):
            self.say("")

    def done(self) -> None:
        try:
            pos = checks.check(self.setup)
        except Refusal as e:
            self.say(explain(e, self.lang), True)
            return
        self.close(pos)

    # -- drawing -------------------------------------------------------------------------
    def draw(self) -> None:
        L = self.lang
        su = self.setup
        pyxel.cls(palette.BACKGROUND)
        board_view.draw_board(None, setup=(checks.squares(su, BLACK), checks.squares(su, WHITE)))
        for colour in (WHITE, BLACK):
            n = su.count(colour)
            board_view.draw_player(colour, su.beginner == colour, t("setup.count", L, n=n), 0, L)
        lk = board_view.look()
        x, y, w, h = layout.LIST_BOX
        lk.panel(x, y, w, h)
        head = t("setup.short", L)
        lk.text(x + (w - lk.tw(head)) // 2, y + 5, head, palette.DARK)
        for i, name in enumerate(BUTTONS):
            lk.button(*button_rect(i), t("setup." + name, L), default=name == "done")
        other = 1 - su.beginner
        help_line = t("setup.left", L, Colour=su.beginner) + "  " + t("setup.right", L, Colour=other)
        right = t("field", L, field=NAME[self.hover]) if self.hover is not None else ""
        message = self.message or t("setup.begins", L, Colour=su.beginner)
        board_view.draw_status(help_line, "", False, right, message, self.error)
        # the screen's title bar
        pyxel.rect(0, 0, layout.WIDTH, layout.BAR_H, palette.LIGHT)
        pyxel.line(0, layout.BAR_H - 1, layout.WIDTH - 1, layout.BAR_H - 1, palette.DARK)
        lk.text(6, 2, t("title", L) + " - " + t("setup.title", L), palette.DARK)
