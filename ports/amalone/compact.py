"""The compact defender (issue 35): a benchmark's opponent that plays a lost position as the
strong outside engines do, which held our leads off for 150-270 plies: its marbles in one
group in the centre, never a marble offered, searching as deep as our level 5 does in the
same time (the same alpha-beta, ai.Search, with this evaluation instead of ours).

Its evaluation knows no plan, only the three things such engines count: marbles, how close
together (pairs of neighbours) and how close to the centre each side's marbles are, and its
own marbles the other side could push off next. At the root it plays only moves after which
the other side can push nothing off, when it has one (`safe_moves`): it never offers a marble.
"""
from __future__ import annotations

import time

from .ai import Search, safe_moves
from .rules import Position, pushoff_targets

MARBLE = 1000        # linear: trading one for one neither helps nor hurts it
COHESION = 30        # per pair of neighbours (its own minus the other side's)
CENTRE = 1           # times the ring weights of evaluation.CENTRE (the search hands them down)
OFFERED = 500        # per own marble the other side can push off next


def _pairs(b: int) -> int:
    return (b & (b >> 1)).bit_count() + (b & (b >> 12)).bit_count() + (b & (b >> 11)).bit_count()


def static(own: int, opp: int, lost_own: int, lost_opp: int, cen: int) -> int:
    """The defender's value of a position for the side to move (as evaluation.static is
    called: `cen` is evaluation.centre(own, opp), kept up to date by the search)."""
    return (MARBLE * (lost_opp - lost_own) + CENTRE * cen
            + COHESION * (_pairs(own) - _pairs(opp))
            - OFFERED * pushoff_targets(opp, own).bit_count())


def search(pos: Position, keys=(), dice=None, movetime_ms: float | None = None, tt=None,
           level: int = 5, clock=time.process_time) -> Search:
    """The defender's search: level's depth and nodes, or as deep as movetime_ms of CPU allows;
    `keys` the game's earlier positions (a repetition is a draw, which suits the side behind)."""
    limits = dict(depth=60, nodes=10 ** 9, movetime_ms=movetime_ms) if movetime_ms else {}
    safe = safe_moves(pos)
    return Search(pos, level, dice=dice, history=keys, tt=tt, clock=clock, evaluation=static,
                  only=safe or None, **limits)


def player(movetime_ms: float | None = None, level: int = 5):
    """The defender as a converting player (position, keys of the game's positions, dice) ->
    move, its table kept between its moves as an engine keeps its own."""
    tt: dict = {}

    def play(pos: Position, keys: list[int], dice) -> int | None:
        s = search(pos, keys[:-1], dice, movetime_ms, tt, level)
        m = s.run()
        play.last = s
        return m
    play.last = None
    return play


__all__ = ["static", "safe_moves", "search", "player"]
