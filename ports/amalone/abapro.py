"""Moves and positions in the usual Abalone coordinates, as the Abalone Engine Protocol's
programs write them (the engine's `aep` dialect): rows A-I from Black's side, diagonals 1-9
(board.abalone_name; the reference's table maps them to aMalone's fields).

A move in the Aba-Pro spelling:
- inline (one marble, or a row moving along itself, pushing or not): the rearmost marble's
  field and the field it moves to, `a1b2`; the row is every own marble in front of it;
- broadside: the fields of the two end marbles and where the first of them goes, `c6c7d6`;
  we write the end in the lower row (on one row: the lower diagonal) first and read
  either order.
We write lower case and read either case.

A position (`position abp ...`): the 61 fields row by row from I (White's back row) to A,
each row from its lowest diagonal up, `1` Black, `2` White, `0` or `.` empty, then who is to
move (`1` Black, the default, or `2`); the rows may be written apart or together. Marbles
missing from a colour's 14 count as pushed off.
"""
from __future__ import annotations

from retro.play import Refusal

from .board import (BLACK, NAME, NEIGHBOUR, WHITE, abalone_name, direction_between, from_abalone,
                    is_field_rc, mask_of, square)
from .rules import MARBLES, MOVE_CELLS, MOVE_DIR, MOVE_ID, MOVE_INLINE, Position


def _name(sq: int) -> str:
    return abalone_name(sq).lower()


def spell(pos: Position, m: int) -> str:
    """Move m (legal in pos) in the Aba-Pro spelling."""
    cells = MOVE_CELLS[m]
    d = MOVE_DIR[m]
    if MOVE_INLINE[m]:
        tail = cells[-1]                   # the head is first: the rearmost marble is last
        return _name(tail) + _name(NEIGHBOUR[d][tail])
    first, last = sorted((cells[0], cells[-1]))
    return _name(first) + _name(last) + _name(NEIGHBOUR[d][first])


def _field(text: str) -> int:
    try:
        return from_abalone(text)
    except (ValueError, IndexError):
        raise Refusal("abapro.field", field=text) from None


def parse(pos: Position, text: str) -> int:
    """The move id `text` spells in pos; Refusal("abapro.*") when it is no legal move."""
    t = text.strip()
    if len(t) not in (4, 6):
        raise Refusal("abapro.format", text=text)
    own = pos.own
    a, b = _field(t[0:2]), _field(t[2:4])
    if len(t) == 4:                        # inline: the rear marble and where it goes
        d = direction_between(a, b)
        if d is None:
            raise Refusal("abapro.not_neighbour", text=text)
        cells = [a]
        while len(cells) < 4 and cells[-1] >= 0 and own >> cells[-1] & 1:
            cells.append(NEIGHBOUR[d][cells[-1]])
        cells = cells[:-1]                 # the own marbles from the rear one forward
        if not cells or len(cells) > 3:
            raise Refusal("abapro.illegal", text=text)
    else:                                  # broadside: both ends, where the first goes
        to = _field(t[4:6])
        d = direction_between(a, to)
        if d is None:
            raise Refusal("abapro.not_neighbour", text=text)
        cells = _row(a, b)
        if cells is None or direction_between(a, cells[1]) in (d, (d + 3) % 6):
            raise Refusal("abapro.illegal", text=text)
    m = MOVE_ID.get((mask_of(cells), d))
    if m is None or m not in pos.legal_moves():
        raise Refusal("abapro.illegal", text=text)
    return m


def _row(a: int, b: int) -> list[int] | None:
    """The fields from a to b when they are the ends of a straight row of two or three."""
    for d in range(6):
        c = NEIGHBOUR[d][a]
        if c == b:
            return [a, b]
        if c >= 0 and NEIGHBOUR[d][c] == b:
            return [a, c, b]
    return None


def position(rows: list[str]) -> Position:
    """A position from the words after `position abp` (before `moves`)."""
    text = "".join(rows)
    turn = BLACK
    if len(text) == 62:
        turn = {"1": BLACK, "2": WHITE}.get(text[-1], -1)
        text = text[:-1]
    if len(text) != 61 or turn < 0 or set(text) - set("012."):
        raise Refusal("abapro.position")
    fields = ([], [])
    i = 0
    for r in range(9, 0, -1):              # row I first
        for c in range(1, 10):
            if is_field_rc(r, c):
                ch = text[i]
                i += 1
                if ch in "12":
                    fields[int(ch) - 1].append(square(r, c))
    black, white = ([NAME[sq] for sq in f] for f in fields)
    lost = tuple(min(MARBLES - 1, max(0, MARBLES - len(f))) for f in (black, white))
    return Position.from_fields(black, white, turn, lost)


def board_text(pos: Position) -> str:
    """The position as `position abp` writes it (rows from I to A, then who moves)."""
    rows = []
    for r in range(9, 0, -1):
        row = ""
        for c in range(1, 10):
            if is_field_rc(r, c):
                b = 1 << square(r, c)
                row += "1" if pos.black & b else "2" if pos.white & b else "0"
        rows.append(row)
    return " ".join(rows) + " " + ("1" if pos.turn == BLACK else "2")


__all__ = ["spell", "parse", "position", "board_text"]
