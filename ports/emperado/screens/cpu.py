"""A computer party's turn on screen (EMPERADO 5): thinking in slices, then the review.

The party thinks in `think(budget_ms)` slices called from the scene's idle_work, so the
pointer never freezes; each action it decides is played at once (the map and the
Zugtabelle fill as it goes). When it decides "Fertig" the turn is not handed on yet:
the scene shows the Zugtabelle for the Tabellenzeit (or the map with arrows for the
Grafikzeit) and calls `finish()` when that is over. No pyxel here.
"""
from __future__ import annotations

from .. import ai, zugtabelle
from ..actions import Done, Place
from ..state import RuleError


def frames(seconds, fps: int):
    """A time of EMPERADO 4b in frames: None (`-`, wait) stays None."""
    return None if seconds is None else max(0, int(seconds)) * fps


class CpuTurn:
    def __init__(self, game, player: ai.Player, fps: int):
        self.game = game
        self.player = player
        self.party = game.state.current
        self.turn = game.state.turns
        self.fps = fps
        self.done = False          # "Fertig" decided: the review runs
        self.started = False
        self.age = 0               # frames since the turn began (Grafikzeit counts from here)
        self.review_left = None    # frames of review left; None = wait for the player
        self.events: list = []     # what the Zugtabelle shows: state.events as it grows

    def tick(self) -> None:
        self.age += 1

    def think(self, budget_ms: float) -> bool:
        """Think for about budget_ms; True when an action was played."""
        if self.done:
            return False
        st = self.game.state
        if not self.started:
            self.player.start(st)
            self.started = True
        action = self.player.step(budget_ms)
        if action is None:
            return False
        self.started = False
        if isinstance(action, Done):
            self.events = [list(e) for e in st.events]
            self.done = True
            return True
        try:
            self.game.play(action)
        except RuleError:
            # a computer that asks for the impossible must not stall the game: place or end
            if st.phase == "einsetzen":
                self.game.play(Place(st.countries_of(st.current)[0], st.to_place))
            else:
                self.events = [list(e) for e in st.events]
                self.done = True
        self.events = [list(e) for e in st.events]
        return True

    def start_review(self, seconds, minimum_from_start: bool = False) -> None:
        """Wait `seconds` (None: until the player goes on). With minimum_from_start the
        time counts from the start of the turn (the Grafikzeit is a minimum, 4b)."""
        f = frames(seconds, self.fps)
        if f is not None and minimum_from_start:
            f = max(0, f - self.age)
        self.review_left = f

    def finish(self) -> None:
        """Hand the turn on (apply "Fertig")."""
        if self.game.state.turns == self.turn and self.game.state.phase != "ende":
            self.game.play(Done())

    def attacks(self) -> list[tuple[int, int, bool]]:
        """(from, to, liberated) of this turn's liberation attempts, for the arrows."""
        return [(a.src, a.dst, a.won) for a in zugtabelle.attempts(self.events)]
