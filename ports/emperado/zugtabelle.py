"""What the Zugtabelle (EMPERADO 5) lists about a turn, read from State.events. Pure.

The events of a turn (rules.py) are one entry per action: ["E", land, n, vorher],
["B", von, nach, A, V, erfolg, A', V'], ["V", von, nach, n], ["K", n]. A computer party
attacks in steps of a few dice rounds and thinks again between them, so one liberation
attempt can be several "B" events; the manual's table has one line per attempt.
"""
from __future__ import annotations

from dataclasses import dataclass


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
    steps: int                         # "B" events merged into this line


def trades(events) -> list[int]:
    """Armies received for symbol cards this turn (EMPERADO 3a)."""
    return [e[1] for e in events if e[0] == "K"]


def placings(events) -> list[Placing]:
    """One line per country that received armies, in the order first placed (EMPERADO 5)."""
    got: dict[int, list[int]] = {}
    for e in events:
        if e[0] == "E":
            if e[1] not in got:
                got[e[1]] = [0, e[3]]
            got[e[1]][0] += e[2]
    return [Placing(c, n, before) for c, (n, before) in got.items()]


def attempts(events) -> list[Attempt]:
    """One line per liberation attempt (EMPERADO 5: origin, target, success).

    Consecutive attack steps on the same pair are one attempt; a move in between does
    not split it (the moves are listed apart, Shift+B), an attack elsewhere does."""
    out: list[Attempt] = []
    for e in events:
        if e[0] != "B":
            continue
        src, dst = e[1], e[2]
        if out and (out[-1].src, out[-1].dst) == (src, dst) and not out[-1].won:
            first = out[-1]
            out[-1] = Attempt(src, dst, bool(e[5]), first.armies_before, (e[6], e[7]),
                              first.steps + 1)
        else:
            out.append(Attempt(src, dst, bool(e[5]), (e[3], e[4]), (e[6], e[7]), 1))
    return out


def moves(events) -> list[tuple[int, int, int]]:
    """(from, to, armies) of each move (EMPERADO 5, shown with Shift+B)."""
    return [(e[1], e[2], e[3]) for e in events if e[0] == "V"]
