"""NIM's rules behind retro.play's protocol. Pure: no pyxel."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce

from retro.play import Decided, Outcome, Refusal, Rules

START = (1, 3, 5, 7)


@dataclass
class State:
    heaps: list = field(default_factory=lambda: list(START))
    turn: int = 0
    last: int | None = None        # who took the last match


@dataclass(frozen=True)
class Take:
    row: int                       # from 0
    count: int


@dataclass(frozen=True)
class Taken:                       # an event: what was taken and what is left in the row
    player: int
    row: int
    count: int
    left: int


def good_for_the_mover(heaps) -> bool:
    """Is a position (the other to move next) one the player who left it wins? Misère NIM:
    with no row above one match, an odd number of single matches; else nim-sum 0."""
    if max(heaps, default=0) <= 1:
        return sum(heaps) % 2 == 1
    return reduce(lambda a, b: a ^ b, heaps, 0) == 0


class NimRules(Rules):
    game = "nim"
    file_kind = "nim"
    levels = ("zufall", "klug")
    default_level = "klug"
    endings = ("last_match",)

    def new(self, settings, seed: int) -> State:
        return State(list((settings or {}).get("rows", START)))

    def awaited(self, state) -> tuple:
        return () if sum(state.heaps) == 0 else (state.turn,)

    def check(self, state, player, action) -> None:
        if sum(state.heaps) == 0:
            raise Refusal("game_over")
        if player != state.turn:
            raise Refusal("not_your_turn")
        if not 0 <= action.row < len(state.heaps):
            raise Refusal("no_row", row=action.row + 1)
        if not 1 <= action.count <= state.heaps[action.row]:
            raise Refusal("count", n=state.heaps[action.row], row=action.row + 1)

    def apply(self, state, player, action) -> list:
        state.heaps[action.row] -= action.count
        events = [Taken(player, action.row, action.count, state.heaps[action.row])]
        if sum(state.heaps) == 0:
            state.last = player
        else:
            state.turn = 1 - player
        return events

    def outcome(self, state):
        if sum(state.heaps):
            return None
        return Outcome((1 - state.last,), "last_match")

    def parse(self, text: str, state) -> Take:
        row, colon, count = text.strip().partition(":")
        if not (colon and row.isdigit() and count.isdigit()):
            raise Refusal("syntax", text=text)
        return Take(int(row) - 1, int(count))

    def spell(self, action, state) -> str:
        return f"{action.row + 1}:{action.count}"

    def explain(self, refusal, lang=None) -> str:
        from .texts import t
        if refusal.key in t:
            return t(refusal.key, lang, **refusal.params)
        return super().explain(refusal, lang)

    def legal(self, state, player) -> list:
        if player not in self.awaited(state):
            return []
        return [Take(r, c) for r, h in enumerate(state.heaps) for c in range(1, h + 1)]

    def thinker(self, state, player, level, dice):
        moves = self.legal(state, player)
        if level == "klug":
            good = [m for m in moves if good_for_the_mover(
                [h - m.count if r == m.row else h for r, h in enumerate(state.heaps)])]
            moves = good or moves
        return Decided(dice.choice(moves))

    def snapshot(self, state):
        return {"heaps": list(state.heaps), "turn": state.turn, "last": state.last}


RULES = NimRules()
SETTINGS = {"rows": list(START)}
