"""Twilight Imperium behind the game protocol (retro.play): the phases as Rules, one
player's orders for a step as the action, the computer races as Thinkers.

    match = Match(RULES, Settings(players=4), seed=5, seats=[Seat.human()] + [Seat.cpu()] * 3)
    match.play(0, RULES.parse("S1 STIMME fuer=ja ; S1 HANDEL mit=S2", match.state))

Orders are simultaneous: `awaited` names every player whose orders for the step are still
missing, and the step is resolved (engine.advance) when the last of them is in. An action's
text is one line, the player's orders joined by " ; ", or "S3 -" for none; the events are
the log entries of the resolution (state.LogEvent). The e-mail game (pbem.py) keeps its own
master file; a Match is the game on one machine (hot seat, sims, benchmarks).
"""
from __future__ import annotations

from dataclasses import replace

from retro.play import GeneratorThinker, Outcome, Refusal, Rules, Thinker

from . import ai, engine, history, notation, novice, setup
from .orders import Orders
from .state import Game, Settings
from .texts import explain

NOVICE, PLANNER = 1, 2       # the computer's levels: random legal orders, the planning race


class Twilight(Rules):
    game = "twilight"
    file_kind = "partie"
    file_version = 1
    levels = (NOVICE, PLANNER)
    default_level = PLANNER

    def new(self, settings: Settings, seed: int) -> Game:
        return setup.new_game(replace(settings, seed=int(seed)))

    def awaited(self, g: Game) -> tuple:
        return tuple(engine.missing(g))

    def check(self, g: Game, player, action) -> None:
        if not isinstance(action, Orders):
            raise Refusal("bad_order", line=str(action))
        if action.player != player:
            raise Refusal("foreign_order", line=action.text())
        engine.check_all(g, player, list(action.orders))

    def apply(self, g: Game, player, action: Orders) -> list:
        n = len(g.log)
        engine.submit(g, player, list(action.orders), trusted=True)     # check() has passed
        if engine.ready(g):
            engine.advance(g)
        return g.log[n:]

    def outcome(self, g: Game) -> Outcome | None:
        return Outcome(tuple(g.winners), g.victory) if g.phase == "ende" else None

    def actor(self, g: Game, action):
        return action.player

    def parse(self, text: str, g: Game) -> Orders:
        return notation.parse_orders(text)

    def spell(self, action: Orders, g: Game) -> str:
        return action.text()

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return explain(refusal, lang or "de")

    def random_action(self, g: Game, player, dice) -> Orders:
        return novice.orders(g, player, dice)

    def thinker(self, g: Game, player, level, dice) -> Thinker:
        # the planning race takes its dice from its own seed and the step (ai._dice), not
        # from `dice`: so it gives the same orders on a player's packet as here
        if level == NOVICE:
            return GeneratorThinker(novice.think(g, player, dice))
        return ai.Planner(g, player)

    def snapshot(self, g: Game) -> dict:
        return {"round": g.round, "phase": g.phase, "digest": history.digest(g)}

    def settings_to_json(self, settings: Settings) -> str:
        return settings.to_text()

    def settings_from_json(self, data: str) -> Settings:
        return Settings.from_text(data)


RULES = Twilight()

__all__ = ["RULES", "Twilight", "Orders", "Settings", "NOVICE", "PLANNER"]
