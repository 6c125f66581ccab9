"""The title screen: a 1990 public-domain compilation disk menu on the Amiga's PAL low res.

Copper bars, a chunky logo, the games with machine and year (every port the catalog finds:
four in rows of 30 pixels, more in rows of 24, five at a time), a star field and a sine
scroller. Mouse or keys choose; a game that is not built yet shows a notice and stays in the
menu.
"""
from __future__ import annotations

import math
from dataclasses import replace

from . import catalog, screen, sound
from .input import Input
from .lang import scroller, texts
from .machines import AMIGA_LOW
from .scenes import Scene

# Our own palette for the menu, in Amiga 4-bit words: 32 registers.
PALETTE = (
    "000", "FFF", "002", "F80",
    "004", "006", "008", "00A", "04C", "08E", "0CF", "8EF",   # 4-11 copper blue
    "400", "600", "800", "A20", "C40", "E60", "F90", "FC0",   # 12-19 copper fire
    "888", "555", "CCC", "0F0", "F0F", "0FF", "FF0", "F00",   # 20-27
    "00F", "222", "444", "AAA",                               # 28-31
)
# paper and ink of what the scene stack draws over the menu (F10's "Ton aus"): white on the
# darkest blue, as the menu's own notice; Workbench's were black and navy in these registers
MACHINE = replace(AMIGA_LOW.with_palette(PALETTE), paper=2, ink=1)
BLUE = (4, 5, 6, 7, 8, 9, 10, 11)
FIRE = (12, 13, 14, 15, 16, 17, 18, 19)

# The logo in 5x7 blocks per letter.
LOGO = (
    "####..#####.#####.####...###.",
    "#...#.#.......#...#...#.#...#",
    "#...#.#.......#...#...#.#...#",
    "####..####....#...####..#...#",
    "#.#...#.......#...#.#...#...#",
    "#..#..#.......#...#..#..#...#",
    "#...#.#####...#...#...#..###.",
)
BLOCK = 6
LIST_Y = 92
BLURB_X = 32              # the line under a title: its longest (33 letters) ends 7 pixels inside the bar
TUNE_FADE = 100           # frames the menu's tune takes to come up to its volume
ROW_H = 30                # a row of four games or fewer (the look of the four shipped)
MANY_ROW_H = 24           # a row of more: title and blurb still two lines, the bar tighter
MANY_SHOWN = 5            # rows shown at a time when there are more than four


class Launcher(Scene):
    machine = MACHINE
    pointer = "arrow"
    holds_sessions = True     # the games started from it are let go when it is back (App.let_go)

    def __init__(self, options=None):
        self.options = options
        self.lang = getattr(options, "lang", None)
        self.t = 0
        self.selected = 0
        self.notice: str | None = None
        self.kiosk = bool(getattr(options, "kiosk", False))
        self.idle_since: float | None = None     # the app's clock at the last input
        self.idle_limit = float(getattr(options, "idle", 0) or 30)   # seconds, then a demo
        self.demo_index = 0
        self.built = {g.key: catalog.playable(g.key) for g in catalog.GAMES}
        self.first_row = 0                       # the first game shown when not all fit
        self._words: tuple | None = None         # (blurbs, scroller text) in self.lang

    def rows(self) -> tuple[int, int]:
        """(row height, rows shown): four games or fewer in rows of ROW_H, more in rows of
        MANY_ROW_H, MANY_SHOWN at a time, the list following the selection."""
        n = len(catalog.GAMES)
        return (ROW_H, n) if n <= 4 else (MANY_ROW_H, min(n, MANY_SHOWN))

    def _follow(self) -> None:
        """Keep the selected game among the rows shown."""
        shown = self.rows()[1]
        if self.selected < self.first_row:
            self.first_row = self.selected
        elif self.selected >= self.first_row + shown:
            self.first_row = self.selected - shown + 1
        self.first_row = max(0, min(self.first_row, len(catalog.GAMES) - shown))

    def words(self) -> tuple[dict, str]:
        """Each game's blurb and the scroller's text, in the menu's language (the ports' own
        words, catalog.blurb and scroll_name)."""
        if self._words is None:
            games = catalog.GAMES
            platforms = list(dict.fromkeys(g.platform for g in games if g.platform))
            self._words = ({g.key: catalog.blurb(g.key, self.lang) for g in games},
                           scroller(self.lang, [catalog.scroll_name(g.key, self.lang) for g in games],
                                    platforms))
        return self._words

    # -- input -----------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        self.t += 1
        self.tune_t = getattr(self, "tune_t", 0) + 1
        if self.tune_t <= TUNE_FADE:
            sound.fade(self.tune_t / TUNE_FADE)      # the tune comes up over two seconds
        active = bool(inp.pressed or inp.keys or inp.text)
        if active or self.idle_since is None:
            self.idle_since = self.now()
        if self.notice is not None:
            if inp.pressed or inp.keys:
                self.notice = None
            return
        if self.kiosk and self.now() - self.idle_since >= self.idle_limit:
            self.idle_since = None
            self._start_demo()
            return
        if inp.key("ESCAPE") and not self.kiosk:
            self.app.quit()
            return
        n = len(catalog.GAMES)
        if inp.key("UP"):
            self.selected = (self.selected - 1) % n
        if inp.key("DOWN"):
            self.selected = (self.selected + 1) % n
        self._follow()
        for i in range(n):
            if inp.key(str(i + 1), f"F{i + 1}"):
                self.selected = i
                self.start(i)
                return
        hovered = self.row_at(inp.x, inp.y)
        if hovered is not None and (inp.pressed or (inp.x, inp.y) != getattr(self, "_last_xy", None)):
            self.selected = hovered
            self._follow()
        self._last_xy = (inp.x, inp.y)
        if inp.key("RETURN", "KP_ENTER", "SPACE"):
            self.start(self.selected)
        elif inp.clicked("L") and hovered is not None:
            self.start(hovered)

    def row_at(self, x: int, y: int) -> int | None:
        row_h, shown = self.rows()
        if 16 <= x < 304 and y >= LIST_Y:
            i = (y - LIST_Y) // row_h
            if i < shown and (y - LIST_Y) % row_h < row_h - 4:
                return self.first_row + i
        return None

    def start(self, index: int) -> None:
        game = catalog.GAMES[index]
        mod = catalog.port_module(game.key)
        if mod is None or not hasattr(mod, "start"):
            self.notice = texts(self.lang)["not_built"].format(title=game.title)
            return
        opts = _options_for(self.options, game.key)
        self._leave()
        self.app.push(mod.start(self.app, opts))

    def _start_demo(self) -> None:
        """Kiosk: show the next game that has a demo of computer players."""
        for k in range(len(catalog.GAMES)):
            game = catalog.GAMES[(self.demo_index + k) % len(catalog.GAMES)]
            mod = catalog.port_module(game.key)
            if mod is not None and hasattr(mod, "demo"):
                self._leave()
                self.demo_index = (self.demo_index + k + 1) % len(catalog.GAMES)
                self.app.push(mod.demo(self.app, _options_for(self.options, game.key)))
                return

    def resumed(self, result) -> None:
        self.idle_since = None
        self.entered()

    def entered(self) -> None:
        """The menu's tune, starting quietly (sound.py; a kiosk demo keeps quiet)."""
        self.tune_t = 0
        if not (self.kiosk and sound.demo_quiet):
            sound.play("menu.tune", loop=True)
            sound.fade(0.0)

    def _leave(self) -> None:
        sound.stop("menu.tune")
        sound.fade(1.0)

    # -- drawing -----------------------------------------------------------------------
    def draw(self) -> None:
        import pyxel

        tx = texts(self.lang)
        pyxel.cls(0)
        self._stars()
        self._copper(2, BLUE)
        self._logo(160 - len(LOGO[0]) * BLOCK // 2, 22)
        self._copper(68, BLUE)
        sub = tx["subtitle"]
        screen.text(160 - screen.text_width(sub) // 2, 78, sub, 22)
        blurbs, scroll = self.words()
        games = catalog.GAMES
        row_h, shown = self.rows()
        bar = row_h - 4
        pad = (bar - 18) // 2                   # title and blurb, 18 pixels, amid the bar
        self._follow()
        for k in range(shown):
            i = self.first_row + k
            game = games[i]
            y = LIST_Y + k * row_h
            if i == self.selected:
                for j in range(bar):
                    c = FIRE[min(7, abs(j - bar // 2) * 8 // (bar // 2 + 1))]
                    pyxel.line(16, y + j, 303, y + j, c)
                pyxel.rectb(16, y, 288, bar, 1)
            ink = 1 if i == self.selected else 22
            screen.text(24, y + pad, f"{i + 1}  {game.title}", ink)
            right = f"{game.platform} {game.year}"
            screen.text(296 - screen.text_width(right), y + pad, right, 26 if i != self.selected else 1)
            built = self.built[game.key]
            screen.text(BLURB_X, y + pad + 10, blurbs[game.key],
                        20 if not built else (1 if i == self.selected else 31))
        if self.first_row > 0:                  # more games above and below: small arrows
            pyxel.tri(310, LIST_Y, 307, LIST_Y + 4, 313, LIST_Y + 4, 26)
        if self.first_row + shown < len(games):
            low = LIST_Y + shown * row_h - 5
            pyxel.tri(310, low + 4, 307, low, 313, low, 26)
        screen.text(160 - screen.text_width(tx["help"]) // 2, 216, tx["help"], 20)
        if not self.kiosk:
            screen.text(160 - screen.text_width(tx["help2"]) // 2, 226, tx["help2"], 20)
        self._copper(236, FIRE, height=2)
        self._scroller(scroll, 244)
        if self.notice is not None:
            self._notice(self.notice, tx["back"])

    def _copper(self, y: int, ramp, height: int = 1) -> None:
        import pyxel

        seq = list(ramp) + list(reversed(ramp))
        for k, c in enumerate(seq[:: 2 if height == 2 else 1]):
            pyxel.line(0, y + k, 319, y + k, c)

    def _logo(self, x0: int, y0: int) -> None:
        import pyxel

        for r, row in enumerate(LOGO):
            c = FIRE[min(7, r + 1)]
            for k, ch in enumerate(row):
                if ch == "#":
                    wobble = int(2 * math.sin((self.t + k * 6) / 12))
                    pyxel.rect(x0 + k * BLOCK, y0 + r * BLOCK + wobble, BLOCK - 1, BLOCK - 1, c)

    def _stars(self) -> None:
        import pyxel

        for i in range(40):
            speed = 1 + i % 3
            x = (i * 97 - self.t * speed) % 320
            y = (i * 53) % 256
            pyxel.pset(x, y, (21, 20, 1)[i % 3])

    def _scroller(self, text: str, y: int) -> None:
        cw = screen.char_size()[0]
        offset = self.t * 2
        start = offset // cw
        for k in range(320 // cw + 2):
            ch = text[(start + k) % len(text)]
            x = k * cw - offset % cw
            dy = int(3 * math.sin((x + self.t * 3) / 20))
            screen.text(x, y + dy, ch, 26)

    def _notice(self, line1: str, line2: str) -> None:
        import pyxel

        w = max(screen.text_width(line1), screen.text_width(line2)) + 24
        x, y, h = 160 - w // 2, 110, 40
        pyxel.rect(x, y, w, h, 2)
        pyxel.rectb(x, y, w, h, 1)
        pyxel.rectb(x + 2, y + 2, w - 4, h - 4, 3)
        screen.text(160 - screen.text_width(line1) // 2, y + 10, line1, 1)
        screen.text(160 - screen.text_width(line2) // 2, y + 24, line2, 22)


def _options_for(options, key: str):
    """A copy of the launcher's options for one game (game_args only for a direct start)."""
    import argparse

    ns = argparse.Namespace(**vars(options)) if options is not None else argparse.Namespace()
    for name, default in (("seed", None), ("lang", None), ("kiosk", False), ("game_args", [])):
        if not hasattr(ns, name):
            setattr(ns, name, default)
    if getattr(ns, "game", None) != key:
        ns.game_args = []
    ns.game = key
    return ns
