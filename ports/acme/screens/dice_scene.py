"""One attack's roll (ANGRIFFE): how many armies attack (1 to 3, one stays behind), the dice
spinning until a mouse click stops them, then the results pair by pair, the highest first;
then the dice close by themselves (the panel keeps the result), and a click while the pairs
are shown goes on to the game at once.

Over the game scene, which it draws underneath. The faces that spin are the screen's own
(they do not touch the game's dice); the roll itself is the rules' (Attack played on the
match when the click stops the dice), so a replay rolls the same.
"""
from __future__ import annotations

import pyxel

from retro import sound
from retro.dice import Dice
from retro.input import Input
from retro.play import Refusal
from retro.scenes import Scene

from .. import texts
from ..actions import Attack
from ..events import Battle
from ..rules import DICE
from . import layout as L
from . import palette as P
from . import panel

SPIN = 3                 # frames a spinning face shows
REVEAL = 12              # frames between two pairs shown
BUTTON_W = 16
BUTTON_GAP = 4           # room for the default button's frame, drawn outwards (retro.gui.look)


def choice_rect(n: int) -> tuple[int, int, int, int]:
    """The button for attacking with n armies (1-3), in the dice's place."""
    return (L.PANEL_X + 4 + (n - 1) * (BUTTON_W + BUTTON_GAP), L.DICE_Y + 12, BUTTON_W, 13)


class DiceScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, game, src: int, dst: int):
        self.game, self.src, self.dst = game, src, dst
        st = game.state
        self.most = min(3, st.armies[src] - 1)
        self.count = min(self.most, game.last_dice) if self.most > 1 else 1
        self.step = "choose" if self.most > 1 else "spin"
        if self.step == "spin":
            sound.play("acme.dice", loop=True)
        self.faces = Dice(pyxel.frame_count if hasattr(pyxel, "frame_count") else 0)
        self.frames = 0
        self.result: Battle | None = None
        self._spin_faces()

    def close(self, result=None) -> None:
        sound.stop("acme.dice")
        super().close(result)

    def _spin_faces(self) -> None:
        st = self.game.state
        na, nd = DICE.dice(st.armies[self.src], st.armies[self.dst], self.count)
        self.spinning = ([self.faces.d6() for _ in range(na)], [self.faces.d6() for _ in range(nd)])

    def update(self, inp: Input) -> None:
        self.frames += 1
        if self.step == "choose":
            for n in range(1, self.most + 1):
                if inp.key(str(n)) or (inp.clicked("L") and L.inside(choice_rect(n), inp.x, inp.y)):
                    self.count = n
                    self._start()
                    return
            if inp.key("RETURN", "KP_ENTER"):
                self._start()
            elif inp.key("ESCAPE") or inp.clicked("R") or \
                    (inp.clicked("L") and L.inside(L.UUPS, inp.x, inp.y)):
                self.close()                   # Uups: the attack is broken off
            return
        if self.step == "spin":
            if self.frames % SPIN == 0:
                self._spin_faces()
            if inp.pressed or inp.key("RETURN", "KP_ENTER", "SPACE"):
                self._roll()
            return
        e = self.result
        pairs = min(len(e.attacker), len(e.defender))
        acted = bool(inp.pressed or inp.keys)
        # a click or key while the pairs are shown is never lost: the result at once, and the
        # click goes on to the game (Fertig, the next target); unasked the dice close when
        # every pair is shown, and the panel keeps the result
        shown = 3 if acted else min(3, 1 + self.frames // REVEAL)
        self.game.battle = (e.attacker, e.defender, shown, [a <= d for a, d in zip(e.attacker, e.defender)])
        if acted or (shown >= pairs and self.frames >= REVEAL * pairs):
            game = self.game
            self.close()
            game.attack_over()
            if acted:
                game.update(inp)

    def _start(self) -> None:
        self.game.last_dice = self.count
        self.step, self.frames = "spin", 0
        self._spin_faces()
        sound.play("acme.dice", loop=True)      # the rattle, until the click stops the dice

    def _roll(self) -> None:
        sound.stop("acme.dice")
        g = self.game
        try:
            events = g.match.play(g.state.current, Attack(self.src, self.dst, self.count))
        except Refusal as e:            # checked before the dice opened; never expected
            g.message = texts.explain(e)
            self.close()
            return
        self.result = next(e for e in events if isinstance(e, Battle))
        self.step, self.frames = "show", 0
        g.battle = (self.result.attacker, self.result.defender, 1,
                    [a <= d for a, d in zip(self.result.attacker, self.result.defender)])

    def draw(self) -> None:
        g = self.game
        if self.step == "spin":
            g.battle = (tuple(sorted(self.spinning[0], reverse=True)),
                        tuple(sorted(self.spinning[1], reverse=True)), 0, None)
        g.draw()
        if self.step == "choose":
            x, y, w, h = L.PANEL_X + 2, L.DICE_Y, L.PANEL_W - 4, 3 * (L.DIE + L.DIE_GAP)
            pyxel.rect(x, y, w, h, P.PANEL)
            panel.small(L.PANEL_X + 4, L.DICE_Y + 2, texts.SCREEN["dice_how_many"])
            for n in range(1, 4):
                g.look.button(*choice_rect(n), str(n), default=n == self.count,
                              disabled=n > self.most)
        text = {"choose": texts.SCREEN["how_many"], "spin": texts.SCREEN["dice_stop"]}.get(self.step)
        if text:
            pyxel.rect(0, L.STATUS_Y + 1, L.MAP_W, L.H - L.STATUS_Y - 1, P.WHITE)
            name = g.world.countries
            panel.small(2, L.STATUS_Y + 1, f"{name[self.src].name} - {name[self.dst].name}")
            panel.small(2, L.STATUS_Y + 7, text)
