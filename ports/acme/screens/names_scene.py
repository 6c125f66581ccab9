"""EINGABE DER NAMEN: a short greeting, then both players enter their names by clicking the
letters with the mouse (retro.gui.letterkeys), "Ende" to finish; then the game.

Our addition: a player named COMPUTER is played by the computer (ACME 2's announced
computer opponent). Esc on the keyboard goes back to the greeting, Esc on the greeting
back to the title menu. "Neues Spiel" asks the names anew on empty fields (a name kept there
had the new one typed after it), with the same number of players and the same map.
"""
from __future__ import annotations

import time

import pyxel

from retro import screen
from retro.gui.alert import Alert
from retro.gui.letterkeys import LetterKeyboard
from retro.input import Input
from retro.scenes import Scene

from .. import texts
from ..state import NAME_MAX, PlayerSetting, Settings
from . import palette as P
from .game_scene import GameScene

BANNER = """
.####...####..##...##.#####.
##..##.##..##.###.###.##....
##..##.##.....#######.##....
######.##.....##.#.##.####..
##..##.##.....##...##.##....
##..##.##..##.##...##.##....
##..##..####..##...##.#####.
"""
COMPUTER = "COMPUTER"
ESCAPED = -1                           # the greeting's answer to Esc: no button of it


def banner(x: int, y: int, scale: int, col: int) -> None:
    for r, row in enumerate(BANNER.strip("\n").splitlines()):
        for c, ch in enumerate(row):
            if ch == "#":
                pyxel.rect(x + c * scale, y + r * scale, scale, scale, col)


class NamesScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, names=None, events: str = "normal", *, players: int = 2, world: int = 29,
                 seed: int | None = None, greet: bool = True):
        self.names = list(names or [])[:players]
        self.events = events
        self.players = players
        self.world = world
        self.seed = seed
        self.greet = greet
        self.given: list[str] = []
        self.started = False

    def update(self, inp: Input) -> None:
        if self.started:
            return
        self.started = True
        if self.greet:
            self._greeting()
        else:
            self._next_name()

    def _greeting(self) -> None:
        """The greeting: Los goes on to the names, Esc back to the title menu (our addition)."""
        self.given = []
        a = Alert(texts.SCREEN["greeting"].replace("|", "\n"), [texts.SCREEN["greeting_go"]],
                  icon=None, cancel=ESCAPED, machine=self.machine, lang="de")
        self.ask(a, lambda r: self.close() if r == ESCAPED else self._next_name())

    def _next_name(self) -> None:
        n = len(self.given)
        if n == self.players:
            self._begin()
            return
        default = self.names[n] if n < len(self.names) else ""
        kb = LetterKeyboard(texts.screen("name_prompt", n=n + 1), default, max_len=NAME_MAX,
                            machine=self.machine, lang="de")
        self.ask(kb, self._named)

    def _named(self, name) -> None:
        if name is None:                   # Esc on the keyboard: back to the greeting
            return self._greeting()
        n = len(self.given)
        name = (name or "").strip() or texts.screen("default_name", n=n + 1)
        self.given.append(name)
        self._next_name()

    def _begin(self) -> None:
        players = tuple(PlayerSetting(name, name == COMPUTER or name.startswith(COMPUTER + " "))
                        for name in _distinct(self.given))
        seed = self.seed if self.seed is not None else time.time_ns() % (1 << 62)
        settings = Settings(players, self.events, self.world)
        self.app.replace(GameScene(settings, seed, again=NamesScene))

    def draw(self) -> None:
        pyxel.cls(P.DEEP)
        banner(105, 13, 4, P.BORDER[0])          # the title in blocks, as the manual's banner
        banner(104, 12, 4, P.PLAYER[0])
        screen.text(92, 166, "EXPUGNA ET IMPERA", P.PLAYER[1], "st8x8")
        screen.text(22, 186, texts.SCREEN["hint_computer"], P.WHITE, "st6x6")


def _distinct(names: list[str]) -> list[str]:
    """Two players of the same name get a number (COMPUTER, COMPUTER 2)."""
    out = []
    for name in names:
        new, k = name, 2
        while new in out:
            new = f"{name[:NAME_MAX - 2]} {k}"
            k += 1
        out.append(new)
    return out
