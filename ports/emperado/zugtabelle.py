"""What the Zugtabelle (EMPERADO 5) lists about a turn, read from State.events. Pure.

The events of a turn (events.py) are one per action: Placed, Battle, Moved, and Traded
for a card trade at its start. A computer party attacks in steps of a few dice rounds
and thinks again between them, so one liberation attempt can be several Battle events;
the manual's table has one line per attempt.
"""
from __future__ import annotations

from dataclasses import dataclass

from .events import Battle, Marched, Moved, Placed, Traded


@dataclass(frozen=True)
class Placing:
    country: int
    count: int          # armies placed there this turn
    before: int         # armies in it before the first of them (the manual's brackets)


@dataclass(frozen=True)
class Attempt:
    src: int
    dst: int
    won: bool
    armies_before: tuple[int, int]     # attacker, defender when the attempt began
    armies_after: tuple[int, int]      # ... and when it ended
    steps: int                         # Battle events merged into this line


def trades(events) -> list[int]:
    """Armies received for symbol cards this turn (EMPERADO 3a)."""
    return [e.armies for e in events if isinstance(e, Traded)]


def placings(events) -> list[Placing]:
    """One line per country that received armies, in the order first placed (EMPERADO 5)."""
    got: dict[int, list[int]] = {}
    for e in events:
        if isinstance(e, Placed):
            if e.country not in got:
                got[e.country] = [0, e.before]
            got[e.country][0] += e.count
    return [Placing(c, n, before) for c, (n, before) in got.items()]


def attempts(events) -> list[Attempt]:
    """One line per liberation attempt (EMPERADO 5: origin, target, success).

    Consecutive attack steps on the same pair are one attempt; a move in between does
    not split it (the moves are listed apart, Shift+B), an attack elsewhere does. With the
    option march_choice the armies after are those left once the choice was made."""
    out: list[Attempt] = []
    for e in events:
        if isinstance(e, Marched) and out and (out[-1].src, out[-1].dst) == (e.src, e.dst):
            a = out[-1]
            out[-1] = Attempt(a.src, a.dst, a.won, a.armies_before, (e.left, e.count), a.steps)
            continue
        if not isinstance(e, Battle):
            continue
        src, dst = e.src, e.dst
        after = (e.attacker_after, e.defender_after)
        if out and (out[-1].src, out[-1].dst) == (src, dst) and not out[-1].won:
            first = out[-1]
            out[-1] = Attempt(src, dst, e.won, first.armies_before, after, first.steps + 1)
        else:
            out.append(Attempt(src, dst, e.won, (e.attacker_before, e.defender_before), after, 1))
    return out


def moves(events) -> list[tuple[int, int, int]]:
    """(from, to, armies) of each move (EMPERADO 5, shown with Shift+B)."""
    return [(e.src, e.dst, e.count) for e in events if isinstance(e, Moved)]
