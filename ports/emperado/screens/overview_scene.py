"""The overview (EMPERADO 2): the whole world below the strip with the box "Armeen" and a
pattern box per party; an info box (party, armies, `*`) in every country.

Past the north or south edge, or a left click on the map, leads to the enlarged map; the
box "Armeen" switches the info boxes off and on, a party's pattern box shows its
countries alone; a right click opens the Spielmenü (or drops the cross-hair). During a
computer turn the arrows of its liberation attempts are drawn (Grafikzeit, 4b).
"""
from __future__ import annotations

import pyxel

from retro.gui.look import look_for
from retro.input import Input

from . import layout as L
from .base import MapScreen
from .mapdraw import BLACK, WHITE, arrow, box, info_text
from .patterns import PARTY_ART, party_colour
from .texts_screen import t
from .views import overlays, status_line, text

_STRIP_TILES: dict = {}


class OverviewScene(MapScreen):
    view = "overview"

    def handle_map(self, inp: Input, arrived: str | None, human: bool) -> None:
        g, look = self.g, self.g.look
        if arrived in ("top", "bottom"):
            # past the poles: the enlarged map, the quarter under the pointer
            look.quarter = (1 if inp.x >= L.W // 2 else 0, 0 if arrived == "top" else 1)
            g.show_map("map")
            return
        if inp.clicked("L"):
            if L.inside(L.ARMIES_BOX, inp.x, inp.y):
                look.show_armies = not look.show_armies
                return
            for p in range(g.state.n_parties):
                if L.inside(L.party_box(p), inp.x, inp.y):
                    look.only = None if look.only == p else p
                    return
            if inp.y >= L.STRIP:
                look.quarter = L.quarter_for_click(inp.x, inp.y)
                g.show_map("map")
            return
        if inp.clicked("R"):
            if look.selected is not None:
                look.selected = None
            elif human:
                g.show("menu")

    def draw(self) -> None:
        g, look = self.g, self.g.look
        st = g.state
        pyxel.cls(WHITE)
        img = g.painter.image(1, st.owner, look.only, bool(g.extras.get("colour")))
        pyxel.blt(0, L.STRIP, img, 0, 0, L.W, L.MAP_H)
        if g.turn.review is not None:       # under the info boxes, which stay readable
            for a, b, won in g.turn.review.attacks():
                (x1, y1), (x2, y2) = L.overview_point(a), L.overview_point(b)
                arrow(x1, y1, x2, y2, won)
        for c in range(len(st.owner)):
            # EMPERADO 2: the box 'Armeen' switches the info boxes on and off
            if not look.show_armies or (look.only is not None and st.owner[c] != look.only):
                continue
            s = info_text(st, c)
            x, y, w, h = L.info_box_overview(c, s)
            box(x, y, w, h, s, inverted=c == look.selected)
        self.draw_strip()
        overlays(g, self.view, self.machine)

    def draw_strip(self) -> None:
        g = self.g
        x, y, w, h = L.ARMIES_BOX
        on = g.look.show_armies
        look_for(self.machine).button(x, y, w, h, "", selected=on, exit=False)
        label = t("armies_box", g.lang)
        text(x + (w - len(label) * 6) // 2, y + 4, label, WHITE if on else BLACK, L.BOX_FONT)
        n = g.state.n_parties
        for p in range(n):
            self._pattern_box(p, *L.party_box(p), selected=g.look.only == p)
        sx = L.party_box(n - 1)[0] + 40
        room = (L.W - sx - (64 if g.is_demo else 4)) // 8
        text(sx, 0, status_line(g, self.view)[:room])
        pyxel.line(0, L.STRIP - 1, L.W - 1, L.STRIP - 1, BLACK)

    def _pattern_box(self, p, x, y, w, h, selected=False) -> None:
        """A party's box in the strip: its pattern (or colour) beside its letter."""
        pyxel.rect(x, y, w, h, WHITE)
        px0 = x + 12
        if self.g.extras.get("colour"):
            pyxel.rect(px0, y + 2, w - 14, h - 4, party_colour(p))
        else:
            # the tile starts on the screen's 8-pixel grid so that it looks as it did
            ox, oy = px0 % 8, (y + 2) % 8
            tw, th = w - 14, h - 4
            pyxel.blt(px0, y + 2, _strip_tile(p, tw + ox, th + oy), ox, oy, tw, th)
        pyxel.rectb(x, y, w, h, BLACK)
        if selected:
            pyxel.rectb(x + 1, y + 1, w - 2, h - 2, BLACK)
        text(x + 3, y + 4, self.g.state.parties[p].letter, BLACK, L.BOX_FONT)


def _strip_tile(p: int, w: int, h: int):
    """Party p's pattern, w x h, painted once into an image: the strip is drawn every frame
    and a pixel-by-pixel fill cost most of a frame."""
    key = (p % len(PARTY_ART), w, h)
    img = _STRIP_TILES.get(key)
    if img is None:
        img = pyxel.Image(w, h)
        img.cls(WHITE)
        art = PARTY_ART[key[0]]
        for yy in range(h):
            row = art[yy % 8]
            for xx in range(w):
                if row[xx % 8] == "#":
                    img.pset(xx, yy, BLACK)
        _STRIP_TILES[key] = img
    return img
