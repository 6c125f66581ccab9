"""A game of EMPERADO on screen: what its five screens share.

The screens are Scenes (overview_scene, map_scene, menu_scene, table_scene, end_scene);
`Playing.show(view)` puts another in the place of the one on screen. What they share is
here: the Match (retro.play) with its listener, the bookkeeping of the turn (the info box
of 4b, the review of a computer turn), the message line and how the player looks at the
maps. The rules are never changed from here: the players' actions go to the Match
(commands.py); the computer plays through retro.driver, in the frames' slices, and its
"Fertig" is held (`match.hold`) until the Zugtabelle or the Grafikzeit has shown its turn
(4b, 5), then `go_on()` releases it. How the screens follow the turns (the info box, the
review, a party out, "Schnell zu Ende") is following.py's part of Playing.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from retro import closing, storage
from retro.driver import DEMO, PLAY, Driver
from retro.play import Seat

from ..actions import Done
from ..match import GAME
from . import layout as L
from .base import ST_HIGH
from .end_scene import EndScene
from .following import Following
from .map_scene import MapScene
from .mapdraw import MapPainter
from .menu_scene import MenuScene
from .overview_scene import OverviewScene
from .review import Review
from .table_scene import TableScene
from .texts_screen import explain, t

FPS = ST_HIGH.fps
MESSAGE_SECONDS = 5
LEVEL = "emperado"          # the computer parties on screen


@dataclass
class Look:
    """How the player looks at the world; it stays as it is when the screens change."""
    map_view: str = "overview"       # where a right click from the Spielmenü returns to
    quarter: tuple = (0, 0)          # of the enlarged map
    show_armies: bool = True         # the box "Armeen"
    only: int | None = None          # the party whose countries alone the overview shows
    selected: int | None = None      # the country chosen to act from (the cross-hair)
    hover: int | None = None
    hide_kinds: bool = False         # Spielmenü: Shift+K
    show_moves: bool = False         # Zugtabelle: Shift+B
    prev_edge: str | None = "start"  # the screen edge the pointer was at


class Messages:
    """The message line: a text stays a few seconds, then gives the bottom of the map back."""

    def __init__(self, fps: int = FPS):
        self.text = ""
        self._shown, self._age, self._limit = "", 0, MESSAGE_SECONDS * fps

    def tick(self) -> None:
        if self.text != self._shown:
            self._shown, self._age = self.text, 0
        elif self.text:
            self._age += 1
            if self._age > self._limit:
                self.text = self._shown = ""


@dataclass
class Turn:
    """The turn as the screens follow it."""
    seen: object = None              # (turns, party) of the turn last begun on screen, or "ende"
    info: list | None = None         # the info box (Infozeit, 4b): what the party receives
    info_left: int | None = None     # frames it stays; None: until Return or a click
    review: Review | None = None     # a computer party's turn
    skip: bool = False               # "weiter" while the computer thinks: go on once it is done
    over_frames: int = 0             # frames since the end


KEPT = "ZULETZT.EMP"      # the game under way when the window was closed

# the screens of a game by their view (base.GameScreen's subclasses; none imports this module)
SCREENS = {s.view: s for s in (OverviewScene, MapScene, MenuScene, TableScene, EndScene)}


def make_screen(view: str, g):
    return SCREENS[view](g)


class Playing(Following):
    def __init__(self, match, lang: str = "de", *, extras: dict | None = None, folder=None,
                 is_demo: bool = False, think_ms: float | None = None):
        self.match = match
        self.lang = lang
        self.extras = {"odds": False, "graph": False, "colour": False, **(extras or {})}
        self.folder = Path(folder) if folder is not None else None
        self.is_demo = is_demo
        self.think_ms = think_ms         # a fixed slice instead of the app's (tests)
        self.painter = MapPainter()
        self.look = Look()
        self.messages = Messages()
        self.turn = Turn()
        self.alerts: list[tuple[str, str]] = []   # (kind, text) of the alerts still to show
        self.fast = False                # "Schnell zu Ende": no human left, no review, no pauses
        # the kiosk's demo: a computer's turn on the map (its arrows for the Grafikzeit), then
        # its Zugtabelle for the Tabellenzeit only (issue 23.3)
        self.map_first = is_demo
        match.seats = self.seat          # EMPERADO 4c: C or M in the settings, changeable in play
        match.hold = lambda player, action: isinstance(action, Done) and not self.fast
        # no pace: the Zugtabelle and the Grafikzeit show a computer's turn once it is done
        self.driver = Driver(match, mode=DEMO if is_demo else PLAY, clock=lambda: self.scene.now(),
                             wait=self.computer_waits)
        self.driver.listen(self._heard)
        self.scene = make_screen("overview", self)
        if not is_demo and closing.note(self.kept_path()):
            self.messages.text = t("kept", lang, name=KEPT)

    # -- questions ----------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def settings(self):
        return self.match.state.settings

    @property
    def view(self) -> str:
        return self.scene.view

    @property
    def fps(self) -> int:
        return FPS

    def seat(self, state, party: int) -> Seat:
        return Seat(computer=self.is_demo or not state.parties[party].human, level=LEVEL)

    def human_turn(self) -> bool:
        st = self.state
        return st.phase != "ende" and st.parties[st.current].human and not self.is_demo

    @property
    def cpu_done(self) -> bool:
        """The computer on turn has decided "Fertig" and its turn is being reviewed."""
        return self.turn.review is not None and self.match.held is not None

    def folder_path(self) -> Path:
        """Where Sichern and Laden start: the data folder (or, when it cannot be used, the
        home folder, so that the player can choose another)."""
        return self.folder if self.folder is not None else storage.data_dir_or_home(GAME)

    def kept_path(self) -> Path:
        """Where a game under way is kept when the window is closed (retro.closing)."""
        return self.folder_path() / KEPT

    def keep_on_close(self) -> None:
        if not self.is_demo:
            closing.keep(self.match, self.kept_path())

    def say(self, what) -> None:
        self.messages.text = what if isinstance(what, str) else explain(what, self.lang)

    # -- the screens ----------------------------------------------------------------------------
    def show(self, view: str) -> None:
        """Put the screen `view` where the current one is (it keeps the pointer drawn)."""
        old = self.scene
        if old.view == view:
            return
        new = make_screen(view, self)
        new.pointer = old.pointer
        self.scene = new
        app = old.app
        if app is not None and app.top is old:
            app.replace(new)
        elif app is not None and old in app.stack:     # under a box that is closing
            app.stack[app.stack.index(old)] = new
            new.app = app

    def show_map(self, view: str) -> None:
        """The overview or the enlarged map, and the one the Spielmenü returns to."""
        self.look.map_view = view
        self.show(view)

    def think(self, budget_ms: float) -> None:
        """The computer on turn thinks (idle_work): the driver's slice of the frame."""
        self.driver.frame(budget_ms if self.think_ms is None else self.think_ms)

    # -- one frame ------------------------------------------------------------------------------
    def begin_frame(self, inp) -> str | None:
        """Messages age, a new turn is noticed; the edge the pointer has just reached."""
        self.messages.tick()
        look = self.look
        edge = L.edge_of(inp.x, inp.y)
        arrived = edge if edge != look.prev_edge and look.prev_edge != "start" else None
        look.prev_edge = edge
        return arrived

    def update_info(self, inp) -> bool:
        """The info box takes the frame's input: Return, Space or a click close it. True when
        the click goes on to the screen as well: a box shown for the Infozeit is there to be
        read, and a click that closes it early also does what it does on the map; a box that
        waits ("-", EMPERADO 4b: "Warten auf [Return] oder Mausklick") is answered by it."""
        turn = self.turn
        if inp.key("RETURN", "KP_ENTER", "SPACE") or inp.pressed:
            timed = turn.info_left is not None
            turn.info = None
            return timed and bool(inp.pressed)
        if turn.info_left is not None:
            turn.info_left -= 1
            if turn.info_left <= 0:
                turn.info = None
        return False

    def pointer(self, view: str) -> str:
        """EMPERADO 3a/3b: circle while placing, arrow after, cross-hair once a country is
        chosen; the busy bee while a computer thinks."""
        if view == "over":
            return "arrow"
        info = self.turn.info
        if self.turn.review is not None and self.match.held is None and info is None:
            return "busy"
        if view in ("overview", "map") and self.human_turn() and info is None:
            if self.look.selected is not None:
                return "crosshair"
            return "circle" if self.state.phase == "einsetzen" else "arrow"
        return "arrow"

