"""The end of the game: who won and how (Herrscher des Universums, military victory, the
end after the last round), each player's step on the progress track, his influence,
resources and conquered home systems, and the tie-break when it decided (most influence,
then most resources: progress.tie_break)."""
from __future__ import annotations

import pyxel

from retro import screen, sound
from retro.gui.look import look_for
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .hotseat_draw import wrap_words
from .hotseat_texts import HOTSEAT as T
from .link import PROGRESS_STEPS, VICTORY, progress

WIN_X, WIN_Y, WIN_W, WIN_H = 40, 60, 560, 380
ROW = 12
BUTTON = (WIN_X + WIN_W // 2 - 60, WIN_Y + WIN_H - 30, 120, 17)


def tie_lines(game) -> list:
    """How the winners were found among the equal ones: [] when nobody was equal."""
    winners, kind = list(game.winners), game.victory
    active = game.active()
    if kind == "militaer":
        pool = [p for p in active if progress.conquered_homes(game, p) >= 3]
    elif kind == "herrscher":
        pool = [p for p in active if game.players[p].progress == progress.TOP]
    else:
        best = max(game.players[p].progress for p in active)
        pool = [p for p in active if game.players[p].progress == best]
    if len(pool) <= 1:
        return []
    names = ", ".join(game.players[p].name for p in pool)
    inf = max(game.influence(p) for p in pool)
    by_inf = [p for p in pool if game.influence(p) == inf]
    why = T["tie_influence"] if len(by_inf) < len(pool) else T["tie_resources"]
    out = [T["tie"].format(names=names, why=why)]
    if len(winners) > 1:
        out.append(T["tie_shared"])
    return out


class VictoryScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, match):
        self.match = match
        self.game = match.state
        self.look = look_for(self.machine)
        sound.play("twilight.victory")

    def update(self, inp: Input) -> None:
        if inp.key("RETURN", "ESCAPE", "SPACE") or inp.clicked("L") and inp.inside(*BUTTON):
            self.close()

    def lines(self) -> list:
        g = self.game
        names = ", ".join(g.players[p].name for p in g.winners)
        out = [(T["victory"].format(names=names), P.race_colour(g.winners[0]) if g.winners else P.WHITE, "topaz8"),
               (VICTORY.get(g.victory, g.victory or ""), P.WHITE, "topaz8"), ("", P.WHITE, "topaz8")]
        for pl in sorted(g.players, key=lambda p: (-p.progress, -g.influence(p.index))):
            out.append((T["victory_row"].format(label=pl.label, name=pl.name, step=PROGRESS_STEPS[pl.progress].name,
                                                inf=g.influence(pl.index), res=g.resources(pl.index),
                                                homes=progress.conquered_homes(g, pl.index)),
                        P.race_colour(pl.index), "st6x6"))
        out.append(("", P.WHITE, "topaz8"))
        out += [(t, P.WHITE, "topaz8") for t in tie_lines(g)]
        return out

    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        lk = self.look
        bx, by, bw, bh = lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, T["victory_title"], close=False)
        pyxel.rect(bx, by, bw, bh, P.SPACE)
        y = by + 8
        for text, col, font in self.lines():
            cw = 6 if font == "st6x6" else 8
            for part in wrap_words(text, (bw - 20) // cw) or [""]:     # a long tie-break: two lines
                screen.text(bx + 10, y, part, col, font)
                y += ROW
        self._track(bx + 10, y + 6, bw - 20)
        lk.button(*BUTTON, T["victory_close"], default=True)

    def _track(self, x: int, y: int, w: int) -> None:
        """The progress track: a box for each step, each player's mark on his."""
        n = len(PROGRESS_STEPS)
        cell = w // n
        for k, step in enumerate(PROGRESS_STEPS):
            pyxel.rectb(x + k * cell, y, cell - 2, 48, P.GREY)
            for j, part in enumerate(wrap_words(step.name, (cell - 6) // 6, indent="")):
                screen.text(x + k * cell + 3, y + 3 + j * 8, part, P.WHITE, "st6x6")
        for pl in self.game.players:
            cx = x + pl.progress * cell + 4 + pl.index * 14
            pyxel.rect(cx, y + 32, 10, 10, P.race_colour(pl.index))

