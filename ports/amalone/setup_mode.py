"""Setting up a position (aMalone Stelling opzetten), pure so the screen only forwards clicks.

The lamp shows who begins. The left button on a field puts a marble of that player there,
or empties the field if such a marble was there already; the right button puts a marble of
the opponent there. Where the original is silent we decided: the right button also empties
a field that already holds the opponent's marble, either button replaces a marble of the
other colour, and no colour gets more than 14 marbles (the click is then refused).
"""
from __future__ import annotations

from .board import BLACK, SQ, WHITE
from .rules import MARBLES, Position


class SetUp:
    def __init__(self, start: Position | None = None):
        self.fields: dict[str, int] = {}        # field name -> BLACK / WHITE
        self.beginner = BLACK                   # the player the lamp is next to
        if start is not None:
            black, white = start.fields()
            self.fields = {**{f: BLACK for f in black}, **{f: WHITE for f in white}}
            self.beginner = start.turn

    def count(self, colour: int) -> int:
        return sum(1 for c in self.fields.values() if c == colour)

    def _put(self, field: str, colour: int) -> bool:
        if field not in SQ:
            return False
        if self.fields.get(field) == colour:
            del self.fields[field]               # clicking the same colour again empties
            return True
        if self.count(colour) >= MARBLES:
            return False
        self.fields[field] = colour
        return True

    def left(self, field: str) -> bool:
        """Left button: the beginner's marble, or empty again. False when refused."""
        return self._put(field, self.beginner)

    def right(self, field: str) -> bool:
        """Right button: the opponent's marble, or empty again."""
        return self._put(field, 1 - self.beginner)

    def switch_beginner(self) -> None:
        self.beginner = 1 - self.beginner

    def clear(self) -> None:
        self.fields.clear()

    def position(self) -> Position:
        black = [f for f, c in self.fields.items() if c == BLACK]
        white = [f for f, c in self.fields.items() if c == WHITE]
        return Position.from_fields(black, white, self.beginner)
