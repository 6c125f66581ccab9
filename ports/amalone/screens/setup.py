"""Stelling opzetten at the screen: the core's SetUp (ports/amalone/setup_mode.py) takes the
clicks; this checks the position before play starts. Pure (no pyxel).

Our decisions where the original is silent: the marbles a colour lacks of its 14 count as
pushed off, so a colour with fewer than 9 on the board has already lost and the position
is refused; the side that begins must have a move.
"""
from __future__ import annotations

from retro.play import Refusal

from ..board import BLACK, OPENINGS, SQ, WHITE
from ..rules import MARBLES, WIN_OFF, Position
from ..setup_mode import SetUp


def squares(setup: SetUp, colour: int) -> set[int]:
    return {SQ[f] for f, c in setup.fields.items() if c == colour}


def from_opening(name: str = "standard") -> SetUp:
    black, white = OPENINGS[name]
    return SetUp(Position.from_fields(black, white, BLACK))


def click(setup: SetUp, field: str, button: str) -> None:
    """Left: the beginner's marble; right: the opponent's (a Refusal beyond 14)."""
    ok = setup.left(field) if button == "L" else setup.right(field)
    if not ok:
        colour = setup.beginner if button == "L" else 1 - setup.beginner
        raise Refusal("setup.too_many", Colour=colour)


def check(setup: SetUp) -> Position:
    """The position to play from, or a Refusal saying what is wrong with it."""
    for colour in (BLACK, WHITE):
        n = setup.count(colour)
        if n > MARBLES:
            raise Refusal("setup.too_many", Colour=colour)
        if MARBLES - n >= WIN_OFF:
            raise Refusal("setup.won", Colour=colour, n=n)
    try:
        pos = setup.position()
    except (ValueError, Refusal):
        raise Refusal("setup.too_many", Colour=BLACK) from None
    lost = (MARBLES - setup.count(BLACK), MARBLES - setup.count(WHITE))
    pos = Position(pos.black, pos.white, pos.turn, lost)
    if not pos.legal_moves():
        raise Refusal("setup.no_moves", Colour=setup.beginner)
    return pos
