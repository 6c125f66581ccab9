"""The one screen-side driver of a Match: how a scene lets the computer play. Pure: no pyxel.

    driver = Driver(match, Pace(play=0.3, demo=0.15), DEMO if is_demo else PLAY,
                    clock=scene.now, wait=lambda: bool(scene.alerts))
    driver.listen(scene.heard)        # Played, Held, Rebuilt (the Match's), and the driver's:
                                      # TurnBegan, Ended, Hinted
    driver.announce()                 # the turn in progress: TurnBegan (or Ended) now
    ...
    def idle_work(self, budget_ms):   # every frame
        driver.frame(budget_ms)       # the computer thinks a slice; a hint too
    driver.hint(player)               # what the computer would play: Hinted(player, action)

- **Pace in seconds**, one setting for each way a game is watched: `play` (a human plays
  or watches at the screen), `demo` (the kiosk), `fast` (the computers play the rest out).
  It is the least time between two actions of the computer, on the driver's `clock`
  (a scene's `now()`: the app's clock, which counts frames in headless tests). A pace of
  0 lets the computer play as many actions a frame as fit into the frame's slice; a pace
  above 0 plays one, then waits. It spaces the computer's actions that follow each other,
  and its first after a game begins (or is loaded), so that one sees the board first; its
  answer to a human's action (or to an undo) comes as soon as it is thought of.
- **Slices inside the frame's budget**: `frame(budget_ms)` gives `Match.think` what is
  left of the frame's budget, one action at a time, and stops once the budget is spent,
  so a frame is never blocked (the browser build has no threads). `fast_ms` is the least
  slice in the fast mode (the screen shows little then).
- **Messages instead of polling**: the Match's Played, Held and Rebuilt go on to the
  driver's listeners, followed, when the turn in progress has changed (`Rules.turn`), by
  `TurnBegan(players, turn)`, and once the game is over by `Ended(outcome)`. A Rebuilt
  (undo, load, a new game) announces the turn it left again.
- **Hints through the same slices**: `hint(player, level)` thinks what the computer would
  play for a human (Match.advise) in the frames' slices and tells `Hinted(player, action)`;
  a move played or a state rebuilt makes the hint stale, and it is dropped.
- `wait()` (the screen's): True while the computer must not go on (an alert to answer,
  a turn being reviewed); `mode` may change at any time (EMPERADO's "Schnell zu Ende").
"""
from __future__ import annotations

import gc
import time
from dataclasses import dataclass
from typing import Any, Callable

from .match import Match
from .messages import Held, Listeners, Played, Rebuilt
from .protocol import Outcome

PLAY, DEMO, FAST = "play", "demo", "fast"
FAST_MS = 15.0          # the least slice a frame in the fast mode (of 20 ms at 50 Hz)


@dataclass(frozen=True)
class Pace:
    """Seconds between two actions of the computer: at the screen, in a demo, played out fast."""
    play: float = 0.0
    demo: float = 0.0
    fast: float = 0.0

    def of(self, mode: str) -> float:
        return float(getattr(self, mode))


@dataclass(frozen=True)
class TurnBegan:
    """A turn has begun (or the state was rebuilt within one): `players` are awaited now,
    `turn` is the rules' key of the turn (`Rules.turn`)."""
    players: tuple
    turn: Any = None


@dataclass(frozen=True)
class Ended:
    """The game is over (told once, until a Rebuilt makes it run again)."""
    outcome: Outcome


@dataclass(frozen=True)
class Hinted:
    """The hint asked for `player`: what the computer would play now."""
    player: Any
    action: Any


_UNSEEN = object()
_START = object()       # the pace counts from the first frame


class Driver(Listeners):
    """Drives one Match for a screen: the computer's pace, its slices, messages and hints."""

    def __init__(self, match: Match, pace: Pace = Pace(), mode: str = PLAY, *,
                 clock: Callable[[], float] = time.monotonic, wait: Callable[[], bool] | None = None,
                 timer: Callable[[], float] = time.perf_counter, fast_ms: float = FAST_MS):
        self.match = match
        self.pace = pace
        self.mode = mode
        self.clock = clock            # seconds, for the pace
        self.timer = timer            # seconds, for the frame's budget
        self.wait = wait
        self.fast_ms = fast_ms
        self.listeners: list[Callable] = []
        self._turn: Any = _UNSEEN
        self._ended = False
        self._last: Any = _START               # the clock when the computer last played
        self._hint: tuple | None = None        # (player, thinker, match version)
        match.listen(self._heard)
        # what lives when a game starts (the program, its images and fonts, the game set up)
        # is not looked through again by the collector while it is played: a full collection
        # of all that took 7-10 ms, inside a computer's thinking slice. What is garbage now (a
        # game before, frozen at its own start) is collected first, or it would be kept frozen
        # for this game too (App.let_go unfreezes when the menu is back).
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def close(self) -> None:
        """Stop listening to the match (the screen is gone)."""
        self.match.unlisten(self._heard)

    # -- what the match tells, and the driver's own messages (listen, unlisten: Listeners) -----
    def _heard(self, message) -> None:
        if isinstance(message, (Played, Rebuilt)):
            self._hint = None                  # stale: the position has changed
            if not (isinstance(message, Played) and self._computer(message.player)):
                self._last = None              # the computer's answer to a human is not paced
        if isinstance(message, Rebuilt):
            self._turn, self._ended = _UNSEEN, False
            if message.why in ("new", "load"):
                self._last = _START
        self._tell(message)
        if not isinstance(message, Held):
            self.announce()

    def announce(self) -> None:
        """Tell TurnBegan (or Ended) if the turn in progress has not been told yet."""
        m = self.match
        outcome = m.outcome
        if outcome is not None:
            if not self._ended:
                self._ended, self._turn = True, _UNSEEN
                self._tell(Ended(outcome))
            return
        self._ended = False
        key = m.rules.turn(m.state)
        if key != self._turn:
            self._turn = key
            self._tell(TurnBegan(m.awaited, key))

    def _computer(self, player) -> bool:
        return player is not None and self.match.seat(player).computer

    # -- questions ----------------------------------------------------------------------------------
    @property
    def seconds(self) -> float:
        """The pace now: seconds between two actions of the computer."""
        return self.pace.of(self.mode)

    @property
    def thinking(self) -> bool:
        """A computer is awaited and may think (the game runs, nothing is held)."""
        m = self.match
        return m.held is None and not m.over and bool(m.computers_awaited())

    @property
    def hinting(self) -> bool:
        return self._hint is not None

    def due(self) -> bool:
        """Has the pace's time passed since the computer's last action?"""
        s = self.seconds
        if s <= 0:
            return True
        if self._last is _START:
            self._last = self.clock()
        return self._last is None or self.clock() - self._last >= s

    # -- a frame -----------------------------------------------------------------------------------
    def frame(self, budget_ms: float) -> bool:
        """The frame's background work (a scene's idle_work): the computer thinks and plays
        within `budget_ms` (at least `fast_ms` in the fast mode), as its pace allows; a
        hint is thought of. True when the computer played (or held) an action."""
        if self.mode == FAST:
            budget_ms = max(budget_ms, self.fast_ms)
        timer = self.timer
        deadline = timer() + budget_ms / 1000.0
        acted = False
        while self.thinking and not (self.wait is not None and self.wait()) and self.due():
            left = (deadline - timer()) * 1000.0
            if left <= 0 and acted:
                break
            if not self.match.think(max(left, 0.0), max_actions=1):
                break                          # the slice is used up: on in the next frame
            acted = True
            self._last = self.clock()
            if self.seconds > 0 or timer() >= deadline:
                break
        if self._hint is not None and not acted:
            self._think_hint(max((deadline - timer()) * 1000.0, 0.0))
        self.announce()
        return acted

    # -- hints -------------------------------------------------------------------------------------
    def hint(self, player, level=None) -> None:
        """Think, in the coming frames' slices, of what the computer at `level` would play for
        `player` now; Hinted(player, action) tells it."""
        m = self.match
        self._hint = (player, m.advise(player, level), m.version)

    def cancel_hint(self) -> None:
        self._hint = None

    def _think_hint(self, budget_ms: float) -> None:
        player, thinker, version = self._hint
        if version != self.match.version:
            self._hint = None
            return
        thinker.step(budget_ms)
        if thinker.done:
            self._hint = None
            self._tell(Hinted(player, thinker.action))


__all__ = ["Driver", "Pace", "TurnBegan", "Ended", "Hinted", "PLAY", "DEMO", "FAST", "FAST_MS"]
