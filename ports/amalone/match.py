"""aMalone behind the game protocol (retro.play): the rules of play, the notation as the text
of an action, the computer as a Thinker, and the game record as the save file.

    match = Match(RULES, Settings("belgian"), seats=[Seat.human(), Seat.cpu(3)])
    match.play(BLACK, parse(match.state.position, "3A1-A0"))

An action is a move id (rules.MOVE_ID); its text is its notation in the position it is
played in (aMalone Notatie), so the log of a game *is* its record. aMalone has no dice:
the seed only varies the computer's choice between moves of equal score.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Outcome, Refusal, Rules, Thinker

from . import record
from .ai import LEVELS, Search
from .board import BLACK, WHITE
from .game import GameState, Settings
from .notation import parse, spell
from .rules import Position
from .texts import explain


@dataclass(frozen=True)
class Ply:
    """The event of a move: who moved, the move id, and whether a marble went off."""
    colour: int
    move: int
    pushed_off: bool


class SearchThinker(Thinker):
    """The alpha-beta search (ai.Search) as the protocol's Thinker."""

    def __init__(self, search: Search):
        self.search = search

    def step(self, budget_ms: float):
        if not self.done and self.search.step(budget_ms):
            self.done, self.action = True, self.search.best_move
        return self.action if self.done else None


class Amalone(Rules):
    game = record.GAME
    file_kind = record.KIND
    file_version = record.VERSION
    levels = tuple(sorted(LEVELS))
    default_level = 2

    def new(self, settings: Settings, seed: int) -> GameState:
        return GameState.of(settings)

    def awaited(self, st: GameState) -> tuple:
        if st.over or st.full:
            return ()
        return (st.position.turn,)

    def check(self, st: GameState, player, m) -> None:
        if st.winner is not None:
            raise Refusal("notation.game_over")
        if st.full:
            raise Refusal("game.full", max=st.max_plies)
        if not isinstance(m, int) or not st.position.is_legal(m):
            raise Refusal("notation.illegal")

    def apply(self, st: GameState, player, m) -> list:
        colour = st.position.turn
        return [Ply(colour, m, st.push(m))]

    def outcome(self, st: GameState) -> Outcome | None:
        w = st.winner
        if w is not None:
            return Outcome((w,), "six_off" if st.position.lost[1 - w] >= 6 else "no_move")
        if st.drawn:
            return Outcome((), "draw")
        return None

    def parse(self, text: str, st: GameState) -> int:
        return parse(st.position, text)

    def spell(self, m: int, st: GameState) -> str:
        return spell(st.position, m)

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return explain(refusal, lang)

    def legal(self, st: GameState, player) -> list:
        return st.legal_moves()

    def thinker(self, st: GameState, player, level, dice) -> Thinker:
        return SearchThinker(Search(st.position, level if level in LEVELS else self.default_level,
                                    dice=dice, history=st.history_keys()))

    def copy(self, st: GameState) -> GameState:
        return st.copy()

    def snapshot(self, st: GameState) -> dict:
        black, white = st.start.fields()
        return {"start": [black, white, st.start.turn, list(st.start.lost)], "opening": st.opening,
                "plies": list(st.plies), "max": st.max_plies}

    # the record of aMalone Notatie is the save file
    def write_record(self, match) -> str:
        return record.to_text(match.state)

    def read_record(self, body: str, version: int = 1, settings: Settings | None = None):
        return record.read(body, settings)


RULES = Amalone()


__all__ = ["RULES", "Amalone", "Ply", "SearchThinker", "Settings", "GameState", "BLACK", "WHITE",
           "Position"]
