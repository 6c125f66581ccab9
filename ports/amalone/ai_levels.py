"""The computer's levels: how deep it looks and how many positions it may count, never how
long it thinks, so that a seed reproduces a computer game on any machine.

`noise`: a level that plays by eye adds a random amount (from the game's dice) of up to this
many points to each of its moves' values, so that it sometimes misses the best one.
`quiesce`: False for a level that judges its moves at a glance, without looking at the
push-offs they allow (it walks into them now and then, as a beginner does).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    depth: int
    nodes: int | None = None
    noise: int = 0
    quiesce: bool = True


LEVELS = {
    1: Limits(1, noise=60, quiesce=False),     # the beginner: one ply, by eye
    2: Limits(2),                # sees the reply
    3: Limits(3),
    4: Limits(4, 60_000),
    5: Limits(6, 250_000),       # depth 5 and as much of 6 as the nodes allow
}
