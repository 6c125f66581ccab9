"""The galaxy map: every tile of a game's galaxy on the left, the players and the details
of the tile under the pointer in Intuition windows on the right, the menu bar on the right
mouse button. A click on a tile (or Z, or the wheel) shows its surroundings larger; a click
on the zoomed tile, Esc, the wheel back or "Übersicht" shows the whole galaxy again.

The scene shows a state (a state.Game, or a player's view.PlayerView): it never changes
it, and it makes none but the demo's (`GalaxyScene.demo()`).
"""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.look import look_for
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from . import tiledraw
from .hexgeo import HexLayout
from .link import PHASES, demo_game, hexes, races
from .screen_texts import GALAXY as T
from .tileinfo import details, layout

MAP_W = 446                                # the map's part of the screen; the windows right of it
TOP = 11                                   # under the screen's title bar
OVERVIEW = HexLayout(224, 257, 40)         # rings 0-3: 440 x 485 pixels
ZOOM_R = 84                                # the zoomed tile and its neighbours, larger
ZOOM_REACH = 2                             # tiles drawn around the zoomed one (clipped)
SIDE_X, SIDE_W = 450, 188
ROW = 9                                    # a line of Topaz in a window
STARS = 140


class GalaxyScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, game, title: str | None = None):
        self.game = game
        self.hover = None                  # the position under the pointer
        self.zoom = None                   # the zoomed position, None: the whole galaxy
        self.title = title                 # the screen's title; None: the round and phase
        self.look = look_for(self.machine)
        self._layer = None                 # the stars and tiles as last drawn, and of what
        self._layer_key = None
        self.menubar = MenuBar([Menu(T["menu"], [
            MenuItem("overview", T["overview"], "U"), MenuItem("zoom", T["zoom"], "Z"),
            SEPARATOR, MenuItem("close", T["close"], "Q")])], title=self.screen_title(), machine=self.machine)

    @classmethod
    def demo(cls, players: int = 4, seed: int = 1, rounds: int = 0) -> GalaxyScene:
        """The galaxy of a new game (computer races play it on to `rounds`)."""
        return cls(demo_game(players, seed, rounds))

    # -- where things are ---------------------------------------------------------------
    def layout(self) -> HexLayout:
        if self.zoom is None:
            return OVERVIEW
        return HexLayout(OVERVIEW.cx, OVERVIEW.cy, ZOOM_R, self.zoom)

    def shown(self) -> list:
        """The positions drawn now, inner first."""
        if self.zoom is None:
            return list(hexes.ALL)
        return [p for p in hexes.ALL if hexes.distance(p, self.zoom) <= ZOOM_REACH]

    def tile_under(self, x: int, y: int):
        """The position of a tile of the galaxy under the pixel, or None."""
        if not (0 <= x < MAP_W and TOP <= y < self.machine.height):
            return None
        pos = self.layout().at(x, y)
        if pos not in hexes.ON_MAP or pos not in layout(self.game) or pos not in self.shown():
            return None
        return pos

    # -- input --------------------------------------------------------------------------
    def menu_took(self, inp: Input) -> bool:
        """The menu bar's turn first (True: it took this frame's input); else the tile under
        the pointer is looked up."""
        self.menubar.title = self.screen_title()      # the state may have gone on
        chosen = self.menubar.update(inp)
        if chosen is not None:
            self.choose(chosen)
            return True
        if self.menubar.busy:
            return True
        self.hover = self.tile_under(inp.x, inp.y)
        return False

    def update(self, inp: Input) -> None:
        if self.menu_took(inp):
            return
        if inp.clicked("L") and self.hover is not None:
            self.set_zoom(None if self.hover == self.zoom else self.hover)
            self.hover = self.tile_under(inp.x, inp.y)
        elif inp.wheel:
            self.choose("zoom" if inp.wheel > 0 else "overview")
        elif inp.key("Z"):
            self.choose("zoom")
        elif inp.key("ESCAPE", "BACKSPACE"):
            self.choose("overview" if self.zoom is not None else "close")

    def set_zoom(self, pos) -> None:
        self.zoom = pos
        self.menubar.title = self.screen_title()

    def screen_title(self) -> str:
        g = self.game
        title = self.title or T["title"].format(round=g.round, phase=PHASES.get(g.phase, g.phase))
        return title if self.zoom is None else title + " - " + T["zoomed"].format(label=hexes.label(self.zoom))

    def choose(self, what) -> None:
        if what == "overview":
            self.set_zoom(None)
        elif what == "zoom":
            self.set_zoom(self.hover or self.zoom or hexes.CENTRE)
        elif what == "close":
            self.close()

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        self.draw_map()
        self.draw_side()
        self.menubar.draw()

    def draw_map(self) -> None:
        """The stars and tiles left, the zoomed and the pointed tile marked."""
        lay = self.layout()
        self._map_layer()
        pyxel.blt(0, TOP, self._layer, 0, TOP, MAP_W, self.machine.height - TOP)
        pyxel.clip(0, TOP, MAP_W, self.machine.height - TOP)
        if self.zoom is not None:
            tiledraw.mark(pyxel, lay, self.zoom, P.WHITE, inset=5, width=2)
        if self.hover is not None:
            tiledraw.mark(pyxel, lay, self.hover)
        pyxel.clip()

    def draw_side(self) -> None:
        """The windows right of the map: the players, the tile pointed at or the hints."""
        y = self._players()
        focus = self.hover or self.zoom
        if focus is not None:
            self._system(focus, y)
        else:
            self._hint(y)

    def _map_layer(self) -> None:
        """The stars and tiles, drawn again only when the state or the zoom has changed (a
        picture of what is shown, not a state of the game: 37 tiles a frame cost 15 ms)."""
        g = self.game
        key = (self.zoom, repr(g.space), repr(layout(g)),
               tuple((n, ps.owner, ps.ground, ps.pds, ps.dock) for n, ps in g.planets.items()),
               tuple((pl.home, pl.race, pl.name) for pl in g.players))
        if self._layer_key == key:
            return
        if self._layer is None:
            self._layer = pyxel.Image(MAP_W, self.machine.height)
        img = self._layer
        img.cls(P.BLACK)
        seed = 12345
        for _ in range(STARS):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            x, y = seed % MAP_W, TOP + (seed // MAP_W) % (self.machine.height - TOP)
            img.pset(x, y, P.GREY if seed & 3 else P.WHITE)
        tiledraw.draw_all(img, self.layout(), g, self.shown(), big=self.zoom is not None)
        self._layer_key = key

    def side(self) -> tuple:
        """(y, h) of the players' window, and the top of the window under it."""
        h = self.look.title_bar_h + 10 + len(self.game.players) * 2 * ROW
        return TOP + 2, h, TOP + 2 + h + 4

    def inside(self, y: int, h: int) -> tuple:
        """Where the text of a side window at y, h high, goes: (x, y, w, h)."""
        t = self.look.title_bar_h
        return SIDE_X + 4 + 3, y + t + 3, SIDE_W - 8 - 6, h - t - 2 - 6

    def _window(self, y: int, h: int, title: str) -> tuple:
        """An Intuition window at the right, its inside dark like the map: (x, y, w, h) inside."""
        bx, by, bw, bh = self.look.window(SIDE_X, y, SIDE_W, h, title, close=False)
        pyxel.rect(bx, by, bw, bh, P.SPACE)
        return self.inside(y, h)

    def _players(self) -> int:
        wy, h, below = self.side()
        x, y, w, _ = self._window(wy, h, T["players"])
        for pl in self.game.players:
            col = P.race_colour(pl.index)
            pyxel.rect(x, y, 7, 7, col)
            screen.text(x + 10, y, f"{pl.label} {pl.name}"[:w // 8 - 1], col, "topaz8")
            screen.text(x + 10, y + ROW, _race_name(pl.race)[:(w - 10) // 6], P.GREY, "st6x6")
            y += 2 * ROW
        return below

    def _system(self, pos, y: int) -> None:
        h = self.machine.height - y - 2
        x, y, w, bh = self._window(y, h, T["system"].format(label=hexes.label(pos)))
        for k, line in enumerate(details(self.game, pos, w // 8)[:bh // ROW]):
            screen.text(x, y + k * ROW, line.text, line.col, "topaz8")

    def _hint(self, y: int) -> None:
        lines = T["hint"]
        x, y, _, _ = self._window(y, self.look.title_bar_h + 10 + len(lines) * ROW, T["help"])
        for k, line in enumerate(lines):
            screen.text(x, y + k * ROW, line, P.GREY, "topaz8")


def _race_name(key: str) -> str:
    r = races.RACES.get(key)
    return r.name if r else "?"
