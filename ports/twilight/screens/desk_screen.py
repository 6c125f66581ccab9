"""The player's desk, after his packet is opened: the galaxy map as his packet shows it
(GalaxyScene's drawing, on the packet's view), and at the right his sheet (race, credits,
resources and influence, his step on the progress track and what the next one lacks),
six pages (Befehle, Rasse, Technik, Kauf, Politik, Karten) and "Befehle speichern" (with the
player's post set up, then "Per E-Mail senden": desk_post.py).

Orders are made by pointing: a click on a system with his ships picks them (a click on a
ship's row counts one more, after all of them none), the systems they reach are marked
and the pointed one says its cost and its special rule; a click on the target makes the
movement. A click on a technology, a unit at a dock or a vote makes that order. Each is
checked by the rules at once (orderbook.py); a refusal is a requester with their reason,
and what was picked stays. A click on an order takes it back.
"""
from __future__ import annotations

from pathlib import Path

import pyxel

from retro import screen
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.input import Input

from . import desk_pages as pages
from . import palette as P
from . import tiledraw
from .desk_actions import DeskActions
from .desk_post import DeskPost
from .desk_texts import DESK as T
from .galaxy_screen import SIDE_W, SIDE_X, TOP, GalaxyScene
from .link import PHASES, Card, Lay, Move, hexes, legal_placements, units
from .orderbook import OrderBook

TABS = ("orders", "race", "tech", "buy", "vote", "cards")
TAB_W, TAB_H = SIDE_W // 3, 15
ROW = 9                                    # a row of a page (the 6x6 font)
FONT, CW = "st6x6", 6
SAVE_H = 17


class DeskScene(DeskPost, DeskActions, GalaxyScene):
    save_label = T["save"]             # the menu's and the button's words (the hot seat: "abgeben")

    def __init__(self, desk, packet, view, path=None):
        self.me = packet.player
        pl = view.players[self.me]
        super().__init__(view, T["title"].format(player=self.me + 1, name=pl.name, round=view.round,
                                                 phase=PHASES.get(view.phase, view.phase)))
        self.desk, self.packet, self.path = desk, packet, Path(path) if path else None
        self.book = OrderBook(view, self.me)
        self.tab = "orders"
        self.src = None                    # the system whose ships are picked
        self.picked: dict = {}
        self.rift = ""                     # leaving a rift: "" follows the roll's side, "bleiben" stays
        self.tile = None                   # the tile of his hand to lay (the galaxy's building)
        self.card = None                   # the action card to aim at a system
        self.scroll = 0
        self.saved_to = None               # where the orders were last written
        self.saved_orders = list(self.book.orders) or None     # those given ahead are not unsaved
        self.mouse = (0, 0)
        self.menubar = MenuBar([Menu(T["menu"], [
            MenuItem("save", self.save_label, "S"), MenuItem("overview", T["overview"], "U"),
            MenuItem("zoom", T["zoom"], "Z"), SEPARATOR, MenuItem("close", T["close"], "Q")])],
            title=self.screen_title(), machine=self.machine)

    # -- where things are ---------------------------------------------------------------
    def sheet_rows(self) -> list:
        return pages.sheet(self.game, self.me, self.book, (SIDE_W - 14) // CW)

    def sheet_h(self) -> int:
        return self.look.title_bar_h + 8 + len(self.sheet_rows()) * ROW

    def tab_rect(self, i: int) -> tuple:
        y = TOP + 2 + self.sheet_h() + 3
        return SIDE_X + (i % 3) * TAB_W, y + (i // 3) * TAB_H, TAB_W - 1, TAB_H - 1

    def page_box(self) -> tuple:
        """The page window: (y, h)."""
        y = self.tab_rect(3)[1] + TAB_H + 3
        return y, self.machine.height - SAVE_H - 4 - y

    def save_rect(self) -> tuple:
        return SIDE_X, self.machine.height - SAVE_H - 1, SIDE_W, SAVE_H

    def tile_under(self, x: int, y: int):
        """The tile under the pixel; with a tile of his hand picked, a free place too."""
        pos = super().tile_under(x, y)
        if pos is None and self.tile is not None and 0 <= x < SIDE_X - 4 and TOP <= y:
            at = self.layout().at(x, y)
            return at if at in hexes.ON_MAP and at in self.shown() else None
        return pos

    def rows(self) -> list:
        v, p, b = self.game, self.me, self.book
        cols = (SIDE_W - 14) // CW
        t = self.tab
        if t == "orders":
            target = self.hover if self.src is None or self.hover != hexes.parse(self.src) else None
            return pages.orders_page(v, p, b, self.src, self.picked, target, cols, self.rift, self.tile)
        if t == "race":
            return pages.race_page(v, p, cols)
        if t == "tech":
            return pages.tech_page(v, p, b, cols)
        if t == "buy":
            return pages.buy_page(v, p, b, cols)
        if t == "vote":
            return pages.vote_page(v, p, cols, b)
        return pages.cards_page(v, p, cols, self.card)

    def row_at(self, x: int, y: int):
        py, ph = self.page_box()
        x0, y0, w, h = self.inside(py, ph)
        if not (x0 <= x < x0 + w and y0 <= y < y0 + h):
            return None
        k = (y - y0) // ROW + self.scroll
        rows = self.rows()
        return rows[k] if 0 <= k < len(rows) else None

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.poll_errand() or self.menu_took(inp):     # the orders being mailed: nothing else meanwhile
            return
        self.mouse = (inp.x, inp.y)
        if inp.clicked("L"):
            self.click(inp.x, inp.y)
        elif inp.wheel and inp.x >= SIDE_X:
            self.scroll = max(0, min(self.scroll - inp.wheel, max(0, len(self.rows()) - 5)))
        elif inp.wheel:
            self.choose("zoom" if inp.wheel > 0 else "overview")
        elif inp.key("Z"):
            self.choose("zoom")
        elif inp.key("ESCAPE"):
            if self.src is not None or self.tile is not None or self.card is not None:
                self.pick(None)
                self.tile = self.card = None
            else:
                self.choose("overview" if self.zoom is not None else "close")

    def click(self, x: int, y: int) -> None:
        for i, t in enumerate(TABS):
            tx, ty, tw, th = self.tab_rect(i)
            if tx <= x < tx + tw and ty <= y < ty + th:
                self.tab, self.scroll = t, 0
                return
        sx, sy, sw, sh = self.save_rect()
        if sx <= x < sx + sw and sy <= y < sy + sh:
            return self.choose("save")
        row = self.row_at(x, y)
        if row is not None:
            return self.act(row[2])
        pos = self.hover
        if pos is None:
            return
        lab = hexes.label(pos)
        if self.tile is not None:
            self.offer(Lay(self.me, self.tile, lab), then=lambda: self.choose_tile(None))
        elif self.card is not None:
            key, self.card = self.card, None
            self.offer(Card(self.me, key, lab))
        elif self.src is None:
            if any(u in units.MOVERS for u in self.book.movable(lab)):
                self.pick(lab)
            else:
                self.set_zoom(None if pos == self.zoom else pos)
        elif lab == self.src:
            self.pick(None)
        else:
            ships = tuple((u, self.picked[u]) for u in units.UNITS if self.picked.get(u))
            self.offer(Move(self.me, self.src, lab, ships, self.rift), then=lambda: self.pick(None))

    def pick(self, lab) -> None:
        """Pick the ships of a system (all with a drive of their own), or none."""
        self.src, self.tab, self.scroll, self.rift = lab, "orders", 0, ""
        have = self.book.movable(lab) if lab else {}
        self.picked = {u: n for u, n in have.items() if u in units.MOVERS}

    # -- drawing ------------------------------------------------------------------------
    def draw_map(self) -> None:
        super().draw_map()
        lay = self.layout()
        pyxel.clip(0, TOP, SIDE_X - 4, self.machine.height - TOP)
        col = P.race_colour(self.me)
        for o in self.book.orders:                 # the movements ordered: an arrow each
            if isinstance(o, Move):
                (ax, ay), (bx, by) = lay.centre(hexes.parse(o.src)), lay.centre(hexes.parse(o.dst))
                pyxel.line(ax, ay, bx, by, col)
                pyxel.circ(bx, by, 3, col)
        if self.tile is not None:                  # where the tile picked may go
            for key, pos in legal_placements(self.game.building, self.me):
                if key == self.tile:
                    tiledraw.mark(pyxel, lay, pos, col, inset=2, width=2)
        if self.src is None:
            pyxel.clip()
            return
        reach, _ = self.book.reach(self.src, self.picked)
        shown = set(self.shown())
        for lab in reach:
            if hexes.parse(lab) in shown:
                tiledraw.mark(pyxel, lay, hexes.parse(lab), P.race_colour(self.me), inset=2, width=2)
        if hexes.parse(self.src) in shown:
            tiledraw.mark(pyxel, lay, hexes.parse(self.src), P.WHITE, inset=3, width=2)
        if self.hover is not None and hexes.label(self.hover) in reach:     # the way there, step by step
            way = [self.src] + self.book.path(self.src, self.picked, hexes.label(self.hover))
            for a, b in zip(way, way[1:]):
                pa, pb = hexes.parse(a), hexes.parse(b)
                if pb in hexes.neighbours(pa):                 # a wormhole's jump is not drawn
                    (ax, ay), (bx, by) = lay.centre(pa), lay.centre(pb)
                    pyxel.line(ax, ay, bx, by, P.WHITE)
                    pyxel.circ(bx, by, 2, P.WHITE)
        pyxel.clip()

    def draw(self) -> None:
        super().draw()
        self.draw_errand()

    def draw_side(self) -> None:
        lk = self.look
        pl = self.game.players[self.me]
        x, y, w, _ = self._window(TOP + 2, self.sheet_h(), T["sheet"].format(player=self.me + 1, name=pl.name))
        self._rows(self.sheet_rows(), x, y, 99)
        for i, t in enumerate(TABS):
            lk.button(*self.tab_rect(i), self.tab_label(t), selected=t == self.tab, exit=False)
        py, ph = self.page_box()
        x, y, w, h = self._window(py, ph, self.tab_label(self.tab))
        under = self.row_at(self.mouse[0], self.mouse[1])
        rows, most = self.rows()[self.scroll:], h // ROW
        if len(rows) > most:                       # more below: the wheel over the page scrolls
            rows = rows[:most - 1] + [(T["more"], P.GREY, None)]
        self._rows(rows, x, y, most, under)
        lk.button(*self.save_rect(), self.save_label, default=True)

    def tab_label(self, tab: str) -> str:
        """A page's name; in the set-up's races phase Politik asks for the race wishes."""
        if tab == "buy" and self.game.phase == "gebote":
            return T["tab_bid"]
        return T["tab_wish"] if tab == "vote" and self.game.phase == "wuensche" else T["tabs"][tab]

    def _rows(self, rows: list, x: int, y: int, most: int, under=None) -> None:
        cols = (SIDE_W - 14) // CW
        for k, (text, col, action) in enumerate(rows[:most]):
            if under is not None and action and under[2] == action:      # the row a click takes
                pyxel.rect(x - 2, y + k * ROW - 2, SIDE_W - 10, ROW, P.SYSTEM)
            if action and action[0] == "remove":
                if not text.startswith(" "):
                    screen.text(x, y + k * ROW, T["remove"], P.RED, FONT)
                screen.text(x + 2 * CW, y + k * ROW, text[:cols - 2], col, FONT)
            else:
                screen.text(x, y + k * ROW, text[:cols], col, FONT)
