"""The game on screen: the map, the panel, the menu bar; placing, attacking, regrouping by mouse.

The game is a retro.play.Match; this scene draws the match's state and hands the clicks on
the map to clicks.py, which makes ACME's actions of them. What happens (a catastrophe, a
battle of the computer, the end) reaches the scene through the match's listener
(listener.py) and is shown as GEM alerts, one after the other. An attack opens the dice
(dice_scene.py). The computer plays through retro.driver: it thinks
in idle_work slices and plays an action at its pace, so that one can follow it.
"""
from __future__ import annotations

from retro import closing, sound
from retro.driver import DEMO, FAST, PLAY, Driver, Pace
from retro.gui.alert import Alert
from retro.gui.look import look_for
from retro.input import Input
from retro.play import Match, Refusal
from retro.scenes import Scene

from .. import texts
from ..actions import Done, Halt, SetEvents, Trade
from ..match import RULES, seats_of
from ..world import world as world_of
from . import clicks, layout as L, listener, menu, panel, palette as P
from .mapdraw import MapPainter
from .mapgeo import geo

PACE = Pace(play=0.28, demo=0.12)    # seconds between two actions of the computer
SHOW = Pace(play=1.2, demo=0.5)      # seconds its attack (the dice) or conquest stays shown
DEMO_PAUSE = 200         # frames the end of a demo game stays


class GameScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, settings, seed: int, *, demo: bool = False, match: Match | None = None,
                 again=None):
        self.is_demo = demo
        self.again = again                 # again(names, events) -> the scene a new game starts on
        self.match = match or Match(RULES, settings, seed, seats_of)
        self.driver = Driver(self.match, PACE, DEMO if demo else PLAY, clock=self.now,
                             wait=lambda: bool(self.queue) or self._showing())
        self.driver.listen(self._heard)
        self.world = world_of(self.match.settings.map)
        self.geo = geo(self.match.settings.map)
        self.painter = MapPainter(self.geo)
        self.look = look_for(self.machine)
        self.menubar = menu.bar(self.match.state.settings.events, self.machine)
        self.src: int | None = None        # the country chosen to attack or regroup from
        self.emptied: int | None = None    # the regroup source whose free armies all left
        self.info: int | None = None       # the country last right-clicked
        self.cards_up = False
        self.battle = None                 # (attacker dice, defender dice, pairs shown, losses)
        self.shown: int | None = None      # the country the computer placed on, attacked, took
        self.show_until = 0.0              # its attack shown until then (the scene's clock)
        self.dice_go = None                # "phase"/"turn": the dice go once it has been shown
        self.message = ""
        self.queue: list = []              # alerts waiting: (text, buttons, on_result)
        self.frames = 0
        self.end_frames = 0
        self.last_dice = 3
        if not demo and closing.note(menu.folder() / menu.KEPT):
            self.message = texts.screen("kept", name=menu.KEPT)
        if self.state.phase == "serie":
            self.ask_series()

    def on_window_closed(self) -> None:
        if not self.is_demo:
            closing.keep(self.match, menu.folder() / menu.KEPT)

    # -- what the match says ------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def names(self) -> list:
        return [p.name for p in self.state.settings.players]

    def human(self) -> bool:
        return bool(self.match.humans_awaited()) and not self.is_demo

    def _heard(self, message) -> None:
        listener.heard(self, message)

    def show(self) -> None:
        """The computer's attack or conquest stays shown SHOW seconds."""
        self.show_until = self.now() + SHOW.of(self.driver.mode)

    def _showing(self) -> bool:
        """The computer's attack is still shown: its next action waits (not in the fast mode)."""
        return self.driver.mode != FAST and self.now() < self.show_until

    def faster(self) -> None:
        """A click or a key while the computer plays: the rest of its turn fast."""
        self.driver.mode = FAST
        self.show_until = 0.0

    def alert(self, text: str, buttons=None, on_result=None, icon="note",
              jingle: str = "gem.bell") -> None:
        """An alert after the ones waiting; it sounds GEM's bell, or its own jingle."""
        if self.is_demo:
            self.message = text.replace("\n", " ")
            sound.play(jingle)
            return
        self.queue.append((text, buttons or [texts.SCREEN["ok"]], on_result, icon, jingle))

    def ask_series(self) -> None:
        if not self.match.humans_awaited() or self.is_demo:
            return
        me = self.state.current
        text = texts.screen("ask_series", name=self.names[me], n=self.state.series_value())
        self.queue.append((text.replace("|", "\n"), [texts.SCREEN["yes"], texts.SCREEN["no"]],
                           lambda r: self.play(Trade(r == 0)), "question", "gem.bell"))

    # -- one frame ---------------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        self.frames += 1
        if self.dice_go and not self._showing():
            if self.dice_go == "turn":
                self.message, self.shown = "", None
            self.battle, self.dice_go = None, None
        chosen = self.menubar.update(inp)
        if chosen is not None:
            menu.choose(self, chosen)
            return
        if self.menubar.busy:           # a menu open, or the click that closed it
            return
        if self.queue:
            text, buttons, on_result, icon, jingle = self.queue.pop(0)
            sound.play(jingle)
            self.ask(Alert(text, buttons, icon=icon, machine=self.machine, lang="de"), on_result)
            return
        if self.is_demo:
            self._update_demo(inp)
            return
        if (self.match.computers_awaited() and not self.match.humans_awaited()
                and (inp.clicked("L") or inp.key("SPACE", "RETURN", "KP_ENTER"))):
            self.faster()                      # the computer's turn: the rest of it fast
            return
        if inp.clicked("R"):
            self._right_click(inp.x, inp.y)
        elif inp.clicked("L"):
            n = 5 if inp.shift else 1          # Shift: five at once (our addition)
            if L.inside(L.UUPS, inp.x, inp.y):
                self.uups()
            elif L.inside(L.DONE, inp.x, inp.y):
                self.done()
            elif L.on_map(inp.x, inp.y):
                c = self.geo.near(inp.x - L.MAP_X, inp.y - L.MAP_Y)
                if c is not None:
                    self.click(c, n)
        elif inp.key("ESCAPE"):
            self.uups()
        self.pointer = self._pointer()

    def _pointer(self) -> str:
        if self.match.computers_awaited():
            return "busy"
        return "crosshair" if self.src is not None else "arrow"

    def _update_demo(self, inp: Input) -> None:
        if inp.pressed or inp.keys:
            self.close()                   # alone; in the kiosk its guard does this first
        elif self.match.over:
            self.end_frames += 1
            if self.end_frames > DEMO_PAUSE:
                self.end_frames = 0
                self.match.new_game(seed=self.match.seed + 1)

    def _right_click(self, x, y) -> None:
        """A country's name and armies at the right edge; the card display turns the player's
        own cards up and back down (EINTAUSCH VON SERIEN, AUFSTELLEN DER ARMEEN)."""
        if L.inside(L.CARDS, x, y):
            if self.human():
                self.cards_up = not self.cards_up
        elif L.on_map(x, y):
            self.info = self.geo.near(x - L.MAP_X, y - L.MAP_Y)

    # -- the player's clicks -------------------------------------------------------------------------
    def play(self, action) -> bool:
        try:
            self.match.play(self.state.current, action)
        except Refusal as e:
            self.message = texts.explain(e)
            return False
        return True

    def click(self, c: int, n: int = 1) -> None:
        """A left click on country c by the human on turn (n: armies for a Shift-click)."""
        clicks.click(self, c, n)

    def attack_over(self) -> None:
        """The dice scene closed: keep the attack chosen while it can go on."""
        clicks.attack_over(self)

    def uups(self) -> None:
        """Uups breaks an attack or a regrouping off (ANGRIFFE, VERSCHIEBEN)."""
        if not self.human():
            return
        if self.state.phase == "nachruecken":
            self.play(Halt())
        self.src = None
        self.message = ""

    def done(self) -> None:
        """Fertig: the attacks are over; then the turn (VERSCHIEBEN)."""
        if self.human() and self.state.phase in ("angriff", "verschieben"):
            self.src, self.message = None, ""      # the status line asks what comes next
            self.play(Done())

    def set_events(self, frequency: str) -> None:
        self.match.play(None, SetEvents(frequency))
        menu.check_frequency(self.menubar, frequency)

    def new_game(self) -> None:
        """A new game: the names asked anew on empty fields (names_scene.py, which made this
        scene), with the same players and map; for a scene made without them, the same players
        on new dice."""
        if self.again is None:
            self.match.new_game(seed=self.match.seed + 1)
            return
        s = self.state.settings
        self.app.replace(self.again(None, s.events, players=len(s.players), world=s.map))

    # -- the computer ---------------------------------------------------------------------------------
    def idle_work(self, budget_ms: float) -> None:
        self.driver.frame(budget_ms)

    # -- drawing ---------------------------------------------------------------------------------------
    def prompt(self) -> str:
        st = self.state
        name = self.names[st.current]
        if st.phase == "ende":
            return self.message
        if self.match.computers_awaited():
            text = self.message or texts.screen("computer_thinks", name=name)
            more = text + " " + texts.SCREEN["cpu_faster"]      # when it fits the two lines
            if (self.driver.mode == PLAY and not self.match.humans_awaited()
                    and len(panel.wrap(more, 42)) <= 2):
                text = more
            return text
        if self.message:
            return self.message
        cname = lambda c: self.world.countries[c].name      # noqa: E731
        if st.phase == "setzen":
            return texts.screen("prompt_place", name=name, n=st.to_place)
        if st.phase == "nachruecken":
            return texts.screen("prompt_follow", country=cname(st.conquest[1]), src=cname(st.conquest[0]))
        if st.phase == "angriff":
            if self.src is not None:
                return texts.screen("prompt_target", country=cname(self.src))
            return texts.screen("prompt_attack", name=name)
        if st.phase == "verschieben":
            if self.src is not None:
                return texts.screen("prompt_regroup_to", country=cname(self.src))
            return texts.screen("prompt_regroup", name=name)
        return texts.screen("prompt_series", name=name)

    def phase_label(self) -> str:
        st = self.state
        return texts.screen("phase_" + st.phase, n=st.to_place)

    def draw(self) -> None:
        import pyxel
        st = self.state
        if self.src is None and self.shown is not None:
            self.painter.paint(st.owner, self.shown)        # the computer's country, steady
        else:
            self.painter.paint(st.owner, self.src if (self.frames // 12) % 2 == 0 else None)
        self.painter.draw(st.armies, st.owner)
        human = self.human()
        panel.draw(st, self.names, cards_up=self.cards_up and human, info=self.info,
                   battle=self.battle, prompt_phase=self.phase_label(),
                   uups=human and (self.src is not None or st.phase == "nachruecken"),
                   done=human and st.phase in ("angriff", "verschieben"), look=self.look)
        pyxel.rect(0, L.STATUS_Y, L.MAP_W, L.H - L.STATUS_Y, P.WHITE)
        pyxel.line(0, L.STATUS_Y, L.MAP_W - 1, L.STATUS_Y, P.BLACK)
        for i, line in enumerate(panel.wrap(self.prompt(), 42)[:2]):
            panel.small(2, L.STATUS_Y + 1 + 6 * i, line)
        self.menubar.draw()

