"""A game of EMPERADO on screen: what its five screens share.

The screens are Scenes (overview_scene, map_scene, menu_scene, table_scene, end_scene);
`Playing.show(view)` puts another in the place of the one on screen. What they share is
here: the Match (retro.play) with its listener, the bookkeeping of the turn (the info box
of 4b, the review of a computer turn), the message line and how the player looks at the
maps. The rules are never changed from here: the players' actions go to the Match
(commands.py); the computer plays through retro.driver, in the frames' slices, and its
"Fertig" is held (`match.hold`) until the Zugtabelle or the Grafikzeit has shown its turn
(4b, 5), then `go_on()` releases it. A new turn and the end reach the screens as the
driver's TurnBegan and Ended.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from retro import closing, sound, storage
from retro.driver import DEMO, FAST, PLAY, Driver, Ended, TurnBegan
from retro.machines import MACHINES
from retro.play import Held, Played, Rebuilt, Seat

from ..actions import Done, is_change
from ..events import Battle, PartyOut
from ..match import GAME
from . import layout as L
from .end_scene import EndScene
from .map_scene import MapScene
from .mapdraw import MapPainter
from .menu_scene import MenuScene
from .overview_scene import OverviewScene
from .review import Review, frames
from .table_scene import TableScene
from .texts_screen import explain, t

FPS = MACHINES["st_high"].fps
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


class Playing:
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

    # -- the turn -----------------------------------------------------------------------------
    def check_turn(self) -> None:
        """A new turn begun on screen: its info box, and the screen it is played on."""
        st, turn, look = self.state, self.turn, self.look
        if st.phase == "ende":
            # once, when the game ends: afterwards a right click may open the Spielmenü
            if turn.seen != "ende":
                turn.seen = "ende"
                self.fast = False
                self.show("over")
                turn.review = None
                look.selected = None
                turn.over_frames = 0
            return
        key = (st.turns, st.current)
        if self.fast and self.humans_left():
            self.stop_fast()                # a party became human again (4c)
        if turn.seen == key:
            return
        turn.seen = key
        look.selected = None
        if self.fast:                       # no info box, no table: the map, and the round
            turn.info, turn.review = None, Review(st.current, self.fps)
            self.messages.text = t("fast_on", self.lang, n=st.round)
            if self.view in ("menu", "table"):
                self.show(look.map_view)
            return
        p, inc = st.parties[st.current], st.income
        info_frames = frames(self.settings.info_time, self.fps)
        if info_frames != 0:
            turn.info = [t("income", self.lang, name=p.name, total=inc.total),
                         t("income_parts", self.lang, base=inc.base, continents=inc.continents,
                           countries=inc.countries, cards=inc.cards)]
            turn.info_left = info_frames
        else:
            turn.info = None
        if self.human_turn():
            turn.review = None
            self.show(look.map_view)        # a human's turn starts on the map (circle pointer)
        else:
            turn.review = Review(st.current, self.fps)
            look.show_moves = False
            if self.settings.table_time != 0 and not self.map_first:
                self.show("table")
            elif self.view in ("menu", "table", "over"):
                self.show(look.map_view)

    def _heard(self, message) -> None:
        """What the Match did (through the driver): a new turn or the end is shown, a
        computer's action fills its Zugtabelle, its held "Fertig" starts the review, a
        loaded or new game starts on the overview."""
        review = self.turn.review
        if isinstance(message, (TurnBegan, Ended)):
            self.check_turn()
        elif isinstance(message, Played):
            if self.fast and is_change(message.action):
                self.check_turn()           # a party may have become human again (4c)
            _sounds(message.events)
            for e in message.events:
                if isinstance(e, PartyOut):
                    self.party_out(e.party)
            if review is not None and not isinstance(message.action, Done) \
                    and not is_change(message.action):
                review.events = list(self.state.events)
        elif isinstance(message, Held):
            if review is not None:
                review.events = list(self.state.events)
                self.start_review()
        elif isinstance(message, Rebuilt) and message.why in ("load", "new"):
            self.turn.review, self.turn.seen = None, None
            self.look.selected = self.look.only = None
            self.show_map("overview")
            self.check_turn()

    # -- a party out, and the computers alone -------------------------------------------------
    def humans_left(self) -> bool:
        return any(p.human and not p.out for p in self.state.parties)

    def party_out(self, party: int) -> None:
        """A party has lost its last country: the message line says it, and a GEM alert when a
        human plays in this game (the computer game runs on only when it is answered). The
        last human out is offered to let the computers play the rest quickly. At the end the
        winner's box says it all."""
        st = self.state
        p = st.parties[party]
        self.messages.text = t("out_line", self.lang, name=p.name, letter=p.letter)
        if self.is_demo or self.fast or st.phase == "ende" \
                or not any(q.human for q in st.parties):
            return
        if p.human and not self.humans_left():
            self.alerts.append(("last_human", t("out_last_human", self.lang, name=p.name,
                                                letter=p.letter)))
        else:
            self.alerts.append(("out", t("out_alert", self.lang, name=p.name, letter=p.letter,
                                         n=len(st.living()))))

    def start_fast(self) -> None:
        """The computers play the rest of the game out: their turns with no info box, no table
        and no pause for the arrows, as many moves a frame as fit into its slice."""
        self.fast = True
        self.driver.mode = FAST
        self.match.release()                # a Fertig held for a review is played now
        self.turn.seen = None
        self.check_turn()
        self.show_map("overview")

    def stop_fast(self) -> None:
        self.fast = False
        self.driver.mode = DEMO if self.is_demo else PLAY
        self.turn.seen = None               # the turn in progress is shown as usual again
        self.messages.text = ""
        self.check_turn()

    def start_review(self) -> None:
        review, s = self.turn.review, self.settings
        if s.table_time != 0 and not self.map_first:
            review.start(s.table_time)
            if self.view in ("overview", "map"):
                review.left = None          # the map waits until the table is back (5)
        else:
            review.start(s.graphic_time, minimum_from_start=True)

    def go_on(self) -> None:
        """The review is over: the computer's "Fertig" is played, the next turn begins."""
        if self.cpu_done:
            self.turn.review = None
            self.match.release()
            self.check_turn()

    def computer_waits(self) -> bool:
        """The computer on turn does not go on under the info box, at the end, or while an
        alert is to be answered (the driver asks before each of its actions, so that a party
        out stops the computers at once for its alert)."""
        turn = self.turn
        return turn.review is None or turn.info is not None or self.view == "over" \
            or bool(self.alerts)

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

    def end_frame(self) -> None:
        """The review's clock: the table counts down while it is shown (or, with the table
        off, the Grafikzeit on the map); then the turn goes on."""
        review = self.turn.review
        if review is None:
            return
        review.age += 1
        if self.cpu_done and review.left is not None and self.turn.info is None:
            if self.map_first and self.settings.table_time != 0 and self.view != "table":
                if review.left <= 0:             # the map has shown the turn: now its table
                    self.show("table")
                    review.start(self.settings.table_time)
                else:
                    review.left -= 1
            elif self.view == "table" or self.settings.table_time == 0:
                if review.left <= 0:
                    self.go_on()
                else:
                    review.left -= 1

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


def _sounds(events) -> None:
    """EMPERADO's voices (the ST's chip): the dice of a liberation attempt, a short call for a
    country liberated, another for a party out (retro/sound.py)."""
    for e in events:
        if isinstance(e, Battle):
            sound.play("emperado.dice")
            if e.won:
                sound.play("emperado.liberated")
        elif isinstance(e, PartyOut):
            sound.play("emperado.out")
