"""The end: the winner's box over the map or (an extra, `--graph`) over the graph of
countries and armies per party and round.

A click or Return starts a new game with the same settings (4h), a right click opens the
Spielmenü (to save, load or end; a right click there comes back here). The kiosk demo
starts the next game after a few seconds.
"""
from __future__ import annotations

import pyxel

from retro.gui.look import look_for
from retro.input import Input

from . import commands, layout as L
from .base import GameScreen
from .mapdraw import BLACK, WHITE
from .patterns import party_colour
from .texts_screen import t
from .views import overlays, text

DEMO_SECONDS = 3                   # the demo's next game begins this long after the end
DASHES = (None, 6, 3, 2, 8, 4)     # each party's line in the graph
PANELS = ((84, 226, 0), (250, 392, 1))    # top, bottom, which figure: countries, armies
GRAPH_X = (40, L.W - 40)


class EndScene(GameScreen):
    view = "over"

    def handle(self, inp: Input, arrived: str | None) -> None:
        g = self.g
        g.turn.over_frames += 1
        if g.is_demo:
            if g.turn.over_frames > DEMO_SECONDS * g.fps:
                commands.new_game(g)
            return
        if inp.key("RETURN", "KP_ENTER") or inp.clicked("L"):
            commands.new_game(g)
        elif inp.clicked("R"):
            g.show("menu")

    def draw(self) -> None:
        g = self.g
        st = g.state
        pyxel.cls(WHITE)
        if g.extras.get("graph") and st.history:
            self.draw_graph()
        else:
            img = g.painter.image(1, st.owner, None, bool(g.extras.get("colour")))
            pyxel.blt(0, L.STRIP, img, 0, 0, L.W, L.MAP_H)
        lines = winner_lines(st, g.lang)
        w = max(len(s) for s in lines) * 8 + 32
        x = (L.W - w) // 2
        look_for(self.machine).panel(x, 4, w, 8 + 20 * len(lines))
        for i, s in enumerate(lines):
            text(x + (w - len(s) * 8) // 2, 8 + i * 20, s)
        overlays(g, self.view, self.machine)

    def draw_graph(self) -> None:
        """An extra: countries (upper half) and armies (lower half) of each party per round."""
        g = self.g
        st = g.state
        hist, n = st.history, st.n_parties
        colour = g.extras.get("colour")
        text(16, 60, t("graph_title", g.lang)[:76])
        for p in range(n):      # the legend: each party's letter and line
            lx = 380 + p * 42
            _poly([(lx + 10, 244), (lx + 34, 244)], p, party_colour(p) if colour else BLACK)
            text(lx, 241, st.parties[p].letter, BLACK, L.BOX_FONT)
        x0, x1 = GRAPH_X
        for top, bottom, k in PANELS:
            pyxel.rectb(x0, top, x1 - x0, bottom - top, BLACK)
            peak = max(1, max(row[p][k] for row in hist for p in range(n)))
            text(4, top, str(peak), BLACK, L.BOX_FONT)
            for p in range(n):
                pts = []
                for i, row in enumerate(hist):
                    x = x0 + (x1 - x0 - 4) * i // max(1, len(hist) - 1) + 1
                    y = bottom - 3 - (bottom - top - 6) * row[p][k] // peak
                    pts.append((x, y))
                _poly(pts, p, party_colour(p) if colour else BLACK)
                if pts:
                    text(min(pts[-1][0] + 4, L.W - 8), pts[-1][1] - 3, st.parties[p].letter,
                         BLACK, L.BOX_FONT)


def winner_lines(st, lang: str) -> list[str]:
    """Who won, after how many rounds (the round the world fell in), and what comes next."""
    w_name = st.parties[st.winner].name if st.winner is not None else "-"
    return [t("winner", lang, name=w_name), t("winner_rounds", lang, n=st.round),
            t("over_hint", lang)]


def _poly(points, p, col=BLACK):
    dash = DASHES[p % len(DASHES)]
    k = 0
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        n = max(abs(x2 - x1), abs(y2 - y1), 1)
        for i in range(n + 1):
            if dash is None or (k // dash) % 2 == 0:
                px, py = x1 + (x2 - x1) * i // n, y1 + (y2 - y1) * i // n
                pyxel.rect(px, py, 2, 2, col)
            k += 1
