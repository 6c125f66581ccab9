"""Hot-seat play on one machine: the same engine, the program as game master.

Human players type their orders (text form); computer races think in slices.
"""
from __future__ import annotations

from . import ai, engine, setup
from .orders import parse_all


class HotSeat:
    def __init__(self, settings, humans=()):
        self.game = setup.new_game(settings)
        self.humans = set(humans)
        self.planners = {}

    def waiting_for(self) -> list:
        """Human players whose orders are still missing."""
        return [p for p in engine.missing(self.game) if p in self.humans]

    def give(self, player: int, text: str) -> None:
        """A human's orders for this phase; Refused with a German message if not allowed."""
        engine.submit(self.game, player, parse_all(text))

    def step(self, budget_ms: float = 5.0) -> bool:
        """Let the computer races think for a while; resolve when everyone has spoken.
        Returns True when a phase was resolved."""
        g = self.game
        if g.phase == "ende":
            return False
        for p in engine.missing(g):
            if p in self.humans:
                continue
            pl = self.planners.get(p)
            if pl is None or pl.game is not g:
                pl = self.planners[p] = ai.Planner(g, p)
            if pl.step(budget_ms):
                engine.submit(g, p, pl.orders)
                del self.planners[p]
            return False
        if engine.ready(g):
            engine.advance(g)
            self.planners = {}
            return True
        return False
