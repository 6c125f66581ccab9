"""NIM's one screen on the ST's low resolution: the rows of matches, a click takes the match
clicked and those right of it; the computer plays through retro.driver."""
from __future__ import annotations

import pyxel

from retro import screen, sound
from retro.driver import DEMO, PLAY, Driver, Ended, Pace
from retro.play import Match, Played, Refusal, Seat
from retro.scenes import Scene

from .rules import RULES, SETTINGS, Take
from .texts import t

PACE = Pace(play=0.4, demo=0.3)
ROW_Y, ROW_STEP, MATCH_STEP = 40, 30, 16


class NimScene(Scene):
    machine = "st_low"
    pointer = "arrow"
    lang = "de"

    def __init__(self, options=None, demo: bool = False):
        self.is_demo = demo
        seed = getattr(options, "seed", None) or 1
        seats = [Seat.cpu("klug"), Seat.cpu("zufall")] if demo else [Seat.human(), Seat.cpu("klug")]
        self.match = Match(RULES, SETTINGS, seed, seats)
        self.driver = Driver(self.match, PACE, DEMO if demo else PLAY, clock=self.now)
        self.driver.listen(self._heard)
        self.ended_at: float | None = None
        self.message = ""

    def _heard(self, message) -> None:
        if isinstance(message, Played):
            sound.play("nim.take")
        elif isinstance(message, Ended):
            self.ended_at = self.now()

    def match_at(self, x: int, y: int):
        """(row, index) of the match under the pointer, or None."""
        for row, n in enumerate(self.match.state.heaps):
            top = ROW_Y + row * ROW_STEP
            if top <= y < top + 20:
                left = 160 - n * MATCH_STEP // 2
                k = (x - left) // MATCH_STEP
                if 0 <= k < n and x >= left:
                    return row, k
        return None

    def update(self, inp) -> None:
        if inp.key("ESCAPE"):
            self.driver.close()
            self.close()
            return
        if self.match.over:
            again = inp.clicked("L") or inp.key("RETURN") if not self.is_demo \
                else self.now() - (self.ended_at or 0) >= 2.0
            if again:
                self.match.new_game(seed=self.match.seed + 1)
                self.ended_at = None
            return
        if inp.clicked("L") and self.match.humans_awaited():
            hit = self.match_at(inp.x, inp.y)
            if hit is not None:
                row, k = hit
                try:
                    self.match.play(self.match.humans_awaited()[0],
                                    Take(row, self.match.state.heaps[row] - k))
                    self.message = ""
                except Refusal as e:
                    self.message = self.match.explain(e, "de")

    def idle_work(self, budget_ms: float) -> None:
        self.driver.frame(budget_ms)

    def draw(self) -> None:
        pyxel.cls(0)
        screen.text(160 - screen.text_width("NIM") // 2, 12, "NIM", 15)
        for row, n in enumerate(self.match.state.heaps):
            top = ROW_Y + row * ROW_STEP
            left = 160 - n * MATCH_STEP // 2
            for k in range(n):
                x = left + k * MATCH_STEP + 6
                pyxel.rect(x, top + 4, 3, 16, 8)
                pyxel.rect(x, top, 3, 5, 1)            # the red head
        m = self.match
        if m.over:
            line = t("won", "de", n=m.outcome.winners[0] + 1)
        elif m.humans_awaited():
            line = self.message or t("your_turn", "de")
        else:
            line = t("thinking", "de")
        screen.text(160 - screen.text_width(line) // 2, 182, line, 15)
