"""What every screen of a game does in a frame, and the part the two maps share.

`GameScreen.update` is the frame: the messages age and a new turn is noticed (which may
put another screen in this one's place: that one then reads the frame's input), the info
box or the screen's own `handle` takes the input, the review's clock runs, the pointer is
chosen. `idle_work` lets the computer think. A screen draws its view, then `overlays`.
"""
from __future__ import annotations

from dataclasses import replace

from retro.input import Input
from retro.machines import MACHINES

from ..port import MACHINE as BASE     # the machine, named once: the port's
from retro.scenes import Scene

from . import commands, layout as L
from .patterns import COLOUR_PALETTE

ST_HIGH = MACHINES[BASE]
# the colour mode (an extra): ST high resolution's size with a palette of our own
ST_COLOUR = replace(ST_HIGH, key="st_high_colour", colours=len(COLOUR_PALETTE), bits=3,
                    palette=tuple(COLOUR_PALETTE)).with_palette(COLOUR_PALETTE)


class GameScreen(Scene):
    view = "?"
    pointer = "arrow"

    def __init__(self, g):
        self.g = g                       # the Playing: the match and what the screens share

    @property
    def lang(self) -> str:               # the game's language (retro.scenes' sound note)
        return self.g.lang

    @property
    def machine(self):
        return ST_COLOUR if self.g.extras.get("colour") else ST_HIGH

    @property
    def is_demo(self) -> bool:
        """The kiosk ends a demo on any input (retro.kiosk looks at the scene on top)."""
        return self.g.is_demo

    def on_window_closed(self) -> None:
        self.g.keep_on_close()

    def entered(self) -> None:
        self.g.driver.announce()        # the turn in progress, when the first screen starts

    def update(self, inp: Input) -> None:
        g = self.g
        arrived = g.begin_frame(inp)
        if g.turn.info is None or g.update_info(inp):
            g.scene.handle(inp, arrived)
        g.end_frame()
        if g.alerts and self.app is not None and self.app.top is g.scene:
            commands.announce(g)        # a party out: its alert before anything goes on
        elif g.state.phase == "nachruecken" and g.human_turn() and not g.fast \
                and self.app is not None and self.app.top is g.scene:
            commands.ask_march(g)       # our option: how many march in
        if g.fast and g.scene.view != "over":
            g.scene.pointer = "busy"
        else:
            g.scene.pointer = g.pointer(g.scene.view)

    def handle(self, inp: Input, arrived: str | None) -> None:
        """This screen's own reading of the frame's input (`arrived`: the edge just reached)."""

    def idle_work(self, budget_ms: float) -> None:
        self.g.think(budget_ms)

    def box_at(self, boxes, x: int, y: int) -> str | None:
        for i, name in enumerate(boxes):
            if L.inside(L.menu_box(i), x, y):
                return name
        return None

    def click_boxes(self, boxes, inp) -> bool:
        """A left click on the row of boxes (the Spielmenü's, the Zugtabelle's) does the box's
        command; beside the row it shows the overview. True when the click was beside it."""
        name = self.box_at(boxes, inp.x, inp.y)
        if name is not None:
            commands.box(self.g, name)
            return False
        if not L.inside(L.menu_bar_rect(len(boxes)), inp.x, inp.y):
            self.g.show_map("overview")
            return True
        return False


class MapScreen(GameScreen):
    """The overview and the enlarged map: the keys of the end, of a computer turn and
    Shift+R, then the map's own clicks (`handle_map`)."""

    def handle(self, inp: Input, arrived: str | None) -> None:
        g = self.g
        human = g.human_turn()
        review = g.turn.review
        if g.fast:
            if inp.key("ESCAPE"):
                g.stop_fast()           # back to watching turn by turn
            return
        if g.state.phase == "ende" and (inp.clicked("R") or inp.key("RETURN", "KP_ENTER")):
            g.show("over")              # the map after the end: back to the winner's box
            return
        if review is not None and inp.key("ESCAPE"):
            commands.table_wait(g)      # EMPERADO 4b: Esc sets the table to wait
            g.show("table")
            if g.cpu_done:
                review.left = None
            return
        if review is not None and g.settings.table_time != 0:
            # EMPERADO 5: a key or a right click on the map brings the table back
            if inp.keys or inp.clicked("R"):
                g.show("table")
                if g.cpu_done:
                    review.start(g.settings.table_time)
                return
        if review is not None and g.cpu_done and g.settings.table_time == 0:
            if review.left is None and (inp.key("RETURN", "KP_ENTER") or inp.pressed):
                g.go_on()
                return
        if human and inp.shift and inp.key_down("R"):     # once a press, never by key repeat
            commands.undo(g)
            return
        if human and inp.key_down("ESCAPE") and g.look.selected is not None:
            g.look.selected = None      # issue 24.14: Esc takes back the choice of a country
            return
        self.handle_map(inp, arrived, human)

    def handle_map(self, inp: Input, arrived: str | None, human: bool) -> None:
        pass
