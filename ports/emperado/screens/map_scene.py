"""The enlarged map (EMPERADO 2, 3): one quarter at a time, a name box and an info box in
every country; the name boxes take the clicks of the turn.

The pointer at an edge shows the next quarter, past a pole the overview comes back. A
click on an own name box places armies (3a, left 1, right 5, Shift x20), or chooses the
country; then a foreign neighbour is liberated (3b) or an own one receives armies (3c).
A click beside the name boxes drops the cross-hair; a right click there opens the
Spielmenü.
"""
from __future__ import annotations

import pyxel

from retro.input import Input

from . import commands, layout as L
from .base import MapScreen
from .mapdraw import BLACK, WHITE, arrow, box, country_name, info_text
from .views import overlays, status_line, text

QUARTER_MARK = (L.W - 30, 2)      # the four little boxes that say which quarter is shown


class MapScene(MapScreen):
    view = "map"

    def handle_map(self, inp: Input, arrived: str | None, human: bool) -> None:
        g, look = self.g, self.g.look
        if arrived is not None:
            nxt = L.next_quarter(look.quarter, arrived)
            if nxt == "overview":
                g.show_map("overview")
                return
            if nxt is not None:
                look.quarter = nxt
        c = L.country_box_at(look.quarter, inp.x, inp.y, lambda k: info_text(g.state, k))
        look.hover = c
        n = inp.click_count()
        if not n:
            return
        if c is None:
            # EMPERADO 3b: a click beside the name boxes drops the cross-hair; 4: a right
            # click there switches to the Spielmenü
            if look.selected is not None:
                look.selected = None
            elif inp.clicked("R") and human:
                g.show("menu")
            return
        if human:
            commands.click_country(g, c, n)

    def draw(self) -> None:
        g, look = self.g, self.g.look
        st, q = g.state, look.quarter
        pyxel.cls(WHITE)
        img = g.painter.image(2, st.owner, None, bool(g.extras.get("colour")))
        ox, oy = L.quarter_origin(q)
        pyxel.blt(0, L.STRIP, img, ox, oy, L.W, L.MAP_H)
        if g.turn.review is not None:       # under the boxes, which stay readable
            for a, b, won in g.turn.review.attacks():
                arrow(*L.centre_on_screen(q, a), *L.centre_on_screen(q, b), won)
        for c in range(len(st.owner)):
            r = L.name_box_on_screen(q, c)
            if r is None:
                continue
            line = L.leader_big(c)              # boxes over the sea beside their country
            if line:
                pyxel.line(*L.big_to_screen(q, *line[:2]), *L.big_to_screen(q, *line[2:]), BLACK)
            box(*r, country_name(c), inverted=c == look.selected, bold=c == look.hover,
                font=L.NAME_FONT)
            s = info_text(st, c)
            ix, iy, iw, ih = L.info_box_big(c, s)
            sx, sy = L.big_to_screen(q, ix, iy)
            box(sx, sy, iw, ih, s)
        # the strip: the status and which quarter is shown
        pyxel.rect(0, 0, L.W, L.STRIP, WHITE)
        text(4, 0, status_line(g, self.view, 72))
        qx, qy = QUARTER_MARK
        for (a, b) in L.QUARTERS:
            r = (qx + a * 12, qy + b * 6, 11, 5)
            if (a, b) == tuple(q):
                pyxel.rect(*r, BLACK)
            else:
                pyxel.rectb(*r, BLACK)
        pyxel.line(0, L.STRIP - 1, L.W - 1, L.STRIP - 1, BLACK)
        overlays(g, self.view, self.machine)
