"""The start screen (`retro twilight`, and the title menu's Twilight): the title over the
stars, and an Intuition window with a gadget for each way into the game. The game master's
choices open his screens (gm_new.py, gm_open.py), "Hot-Seat-Spiel" the hot-seat game's
set-up (hotseat_setup.py); a part still to come says so in a requester. "Galaxie ansehen" opens the
galaxy map of a demo game. The e-mail game's four choices need `cryptography` for their seals;
where it is not there (a web page that could not load it) a requester says so, in German, and the
hot seat and the galaxy, which never need it, go on. Keys 1-6, the arrows and Return work too; the
right mouse button holds the menu bar. With the player's post set up (post.ini in his data
folder), "Paket öffnen" offers "Pakete abholen" first: `player post abholen` in a thread
(post_work.Errand), what it said in a pager, then the file requester in the packets' folder.
"""
from __future__ import annotations

import functools

import pyxel

from retro import screen
from retro.gui.base import wrap
from retro.gui.look import look_for
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .desk_texts import POST as TP
from .post_work import PostErrands, reason, remember
from .screen_texts import SCREEN_TITLE
from .screen_texts import START as T

CHOICES = ("packet", "key", "new_gm", "gm_file", "hotseat", "galaxy", "quit")
MAIL = ("packet", "key", "new_gm", "gm_file")      # the e-mail game's parts: they need cryptography
SHORTCUTS = {"packet": "P", "key": "K", "new_gm": "N", "gm_file": "S", "hotseat": "H", "galaxy": "G", "quit": "Q"}
WIN_X, WIN_Y, WIN_W, WIN_H = 150, 186, 340, 255
BUTTON_H, BUTTON_GAP = 17, 6
TITLE_Y, TITLE_SCALE = 56, 4
TITLE_ROWS = (P.RACE[0], P.RACE[0], P.RACE[4], P.RACE[4], P.RED, P.RED, P.RED, P.RED)   # a copper gradient
STARS = 220


class StartScene(PostErrands, Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, options=None, demo_players: int = 4, keyfile=None, key_cost: int | None = None,
                 folder=None, pictures: bool = True):
        self.options = options
        self.keyfile = keyfile             # None: the data folder's, as the command line's
        self.key_cost = key_cost           # None: the command line's (tests: cheaper)
        self.folder = folder               # where the file requester starts; None: the data folder
        self.demo_players = demo_players
        self.pictures = pictures           # the game master's packets get their map picture
        self.selected = 0
        self.look = look_for(self.machine)
        self.menubar = MenuBar([Menu(T["menu"], [
            *(MenuItem(c, T["items"][c], SHORTCUTS[c]) for c in CHOICES[:-1]),
            SEPARATOR, MenuItem("quit", T["items"]["quit"], SHORTCUTS["quit"])])],
            title=SCREEN_TITLE, machine=self.machine)

    # -- where things are ---------------------------------------------------------------
    def button_rect(self, i: int) -> tuple:
        t = self.look.title_bar_h
        x = WIN_X + 20
        y = WIN_Y + t + 24 + i * (BUTTON_H + BUTTON_GAP)
        if CHOICES[i] == "quit":
            y += 4
        return x, y, WIN_W - 40, BUTTON_H

    def button_at(self, x: int, y: int):
        for i in range(len(CHOICES)):
            bx, by, bw, bh = self.button_rect(i)
            if bx <= x < bx + bw and by <= y < by + bh:
                return i
        return None

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.poll_errand():                 # his packets being fetched: nothing else meanwhile
            return
        chosen = self.menubar.update(inp)
        if chosen is not None:
            self.choose(chosen)
            return
        if self.menubar.busy:
            return
        under = self.button_at(inp.x, inp.y)
        if under is not None and (inp.x, inp.y) != getattr(self, "_last_xy", None):
            self.selected = under
        self._last_xy = (inp.x, inp.y)
        t = self.look.title_bar_h
        if inp.clicked("L") and inp.inside(WIN_X, WIN_Y, t, t):      # the window's close gadget
            self.choose("quit")
        elif inp.clicked("L") and under is not None:
            self.selected = under
            self.choose(CHOICES[under])
        elif inp.key("DOWN"):
            self.selected = (self.selected + 1) % len(CHOICES)
        elif inp.key("UP"):
            self.selected = (self.selected - 1) % len(CHOICES)
        elif inp.key("RETURN", "KP_ENTER", "SPACE"):
            self.choose(CHOICES[self.selected])
        elif inp.key("ESCAPE"):
            self.choose("quit")
        else:
            for i, c in enumerate(CHOICES):
                if inp.key(str(i + 1)) or inp.key(SHORTCUTS[c]):
                    self.selected = i
                    self.choose(c)
                    break

    def choose(self, what: str) -> None:
        if what in MAIL and not _sealing():
            # the e-mail game seals and signs its files with `cryptography`, which a web page
            # may not have loaded: said in a requester; the hot seat and the galaxy go on
            from retro.gui.alert import Alert

            from .link import MESSAGES
            self.ask(Alert(MESSAGES["no_cryptography"], title=T["no_cryptography_title"], icon="stop",
                           machine=self.machine))
            return
        if what == "quit":
            self.close()
        elif what == "galaxy":
            from .galaxy_screen import GalaxyScene
            self.push(GalaxyScene.demo(self.demo_players, seed=self._seed()))
        elif what == "hotseat":
            from .hotseat_setup import HotseatSetup
            self.push(HotseatSetup(seed=self._seed()))
        elif what == "key":
            self.make_key()
        elif what == "packet":
            if not self.offer_fetch():
                self.open_packet()
        elif what == "new_gm":
            from .gm_new import GmNewScene
            self.push(GmNewScene(self.folder, cost=self.key_cost, pictures=self.pictures))
        elif what == "gm_file":
            from .gm_open import MasterOpener
            self.gm_opener = MasterOpener(self, self.folder, self.pictures)
            self.gm_opener.start()

    def open_packet(self, folder=None) -> None:
        from .opener import PacketOpener
        self.opener = PacketOpener(self, self.keyfile, folder or self.folder, on_key=self.make_key)
        self.opener.start()

    # -- his packets by mail --------------------------------------------------------------
    def offer_fetch(self) -> bool:
        from retro.gui.alert import Alert

        from .link import post_exists, post_folder_of_player
        if not post_exists(post_folder_of_player()):
            return False
        ask = Alert(TP["fetch_ask"], [TP["fetch"], TP["open"], TP["cancel"]], icon="question", default=0, cancel=2,
                    title=TP["title"], machine=self.machine)
        self.ask(ask, on_result=lambda r: self.fetch() if r == 0 else self.open_packet() if r == 1 else None)
        return True

    def fetch(self) -> None:
        """`player post abholen` in a thread, the mailbox's password asked first if need be."""
        from .link import player_fetch, post_folder_of_player, post_settings
        if self.browser_refuses():
            return
        folder = post_folder_of_player()
        try:
            s = post_settings(folder)
        except Exception as e:                 # noqa: BLE001  (post.ini damaged)
            return self.post_refused(TP["fetch_failed"].format(reason=reason(e)))
        self.with_password(folder, s, lambda password: self.run_errand(
            lambda: player_fetch(s, password, folder), lambda e: self._fetched(e, folder), TP["fetching"]).start())

    def _fetched(self, errand, folder) -> None:
        from retro.gui.pager import TextPager
        if errand.error is not None:
            if getattr(errand.error, "key", "") == "post_login":
                remember(folder, None)             # a password typed wrong is asked again
            return self.post_refused(TP["fetch_failed"].format(reason=reason(errand.error)))
        packets, said = errand.result
        pager = TextPager(said, TP["fetched_title"], x=WIN_X - 100, y=WIN_Y - 60, w=WIN_W + 200, h=WIN_H + 80,
                          machine=self.machine)
        self.ask(pager, on_result=lambda _r: self.open_packet(packets[-1].parent) if packets else None)

    def make_key(self) -> None:
        from .key_screen import KeyScene
        from .link import KEY_COST
        self.push(KeyScene(self.keyfile, cost=self.key_cost or KEY_COST))

    def _seed(self) -> int:
        seed = getattr(self.options, "seed", None)
        return 1 if seed is None else int(seed)

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        self._stars()
        self._planet()
        self._title()
        self._window()
        self.draw_errand()
        self.menubar.draw()

    def _stars(self) -> None:
        seed = 777
        w, h = self.machine.width, self.machine.height
        for _ in range(STARS):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            pyxel.pset(seed % w, 12 + (seed // w) % (h - 12), P.WHITE if seed & 7 == 0 else P.GREY)

    def _planet(self) -> None:
        """Mecatol Rex rising at the bottom of the screen, lit from the left."""
        cx, cy, r = 320, 800, 330
        pyxel.circ(cx, cy, r, P.SYSTEM)
        pyxel.dither(0.5)
        pyxel.circ(cx - 18, cy - 10, r - 12, P.BLUE)
        pyxel.dither(1.0)
        pyxel.circ(cx + 12, cy + 14, r - 18, P.SYSTEM)
        pyxel.circb(cx, cy, r, P.GREY)

    def _title(self) -> None:
        text = T["title"]
        cw, ch = screen.char_size("topaz8")
        s = TITLE_SCALE
        x0 = (self.machine.width - len(text) * cw * s) // 2
        ink = _ink(text)
        for x, y in ink:                                   # the shadow first, then the letters
            pyxel.rect(x0 + x * s + 2, TITLE_Y + y * s + 2, s, s, P.SYSTEM)
        for x, y in ink:
            pyxel.rect(x0 + x * s, TITLE_Y + y * s, s, s, TITLE_ROWS[y % len(TITLE_ROWS)])
        sub = T["subtitle"]
        screen.text((self.machine.width - len(sub) * cw) // 2, TITLE_Y + ch * s + 18, sub, P.WHITE, "topaz8")
        ver = T["version"]
        screen.text((self.machine.width - len(ver) * 6) // 2, TITLE_Y + ch * s + 32, ver, P.GREY, "st6x6")

    def _window(self) -> None:
        lk = self.look
        bx, by, bw, _ = lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, T["window"], close=True)
        lk.text(bx + 12, by + 8, T["choose"])
        for i, c in enumerate(CHOICES):
            x, y, w, h = self.button_rect(i)
            lk.button(x, y, w, h, f"{i + 1}  {T['items'][c]}", selected=i == self.selected,
                      default=i == self.selected)
        for k, line in enumerate(wrap(T["hints"][CHOICES[self.selected]], bw // lk.cw - 4)[:2]):
            lk.text(bx + (bw - lk.tw(line)) // 2, WIN_Y + WIN_H - 34 + k * 10, line, P.BLACK)
        keys = T["keys"]
        screen.text((self.machine.width - len(keys) * 6) // 2, WIN_Y + WIN_H + 12, keys, P.GREY, "st6x6")


def _sealing() -> bool:
    from .link import sealing
    return sealing()


@functools.lru_cache(maxsize=4)
def _ink(text: str) -> tuple:
    """The pixels of `text` in Topaz, as (x, y): drawn once into an image and read back."""
    cw, ch = screen.char_size("topaz8")
    img = pyxel.Image(len(text) * cw, ch)
    img.cls(0)
    img.text(0, 0, text, 1, screen.font_for("topaz8"))
    return tuple((x, y) for y in range(ch) for x in range(len(text) * cw) if img.pget(x, y))


def start(app, options):
    """The window game's first scene: what ports/twilight/port.py's start() returns."""
    return StartScene(options)


def bench_scenes(app):
    """The scenes `retro bench` may time (port.py's bench_scenes)."""
    from .galaxy_screen import GalaxyScene
    return [("start", lambda: StartScene(None)), ("galaxy", lambda: GalaxyScene.demo(6, 3, 5))]
