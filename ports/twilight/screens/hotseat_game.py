"""The hot-seat game's Match: RULES at one machine for 3-6 seats. Nothing here imports pyxel."""
from __future__ import annotations

from retro.play import Match, Seat

from .link import RULES, Settings


def hotseat_match(seats: list, map_mode: str = "fertig", seed: int = 1, max_rounds: int = 30, level: int = 2,
                  economy: str = "original") -> Match:
    """A Match for `seats` (name, computer), the map prepared ("fertig") or built by the
    players ("bauen"); one phase after another (Settings.flow 1), so that the galaxy is built
    tile by tile in snake order and each phase's orders are collected one player after another;
    the economy original (a planet pays its resource value) or schnell (three times it)."""
    settings = Settings(players=len(seats), seed=seed, map_mode=map_mode, max_rounds=max_rounds,
                        names=tuple(n for n, _ in seats), flow=1, economy=economy)
    return Match(RULES, settings, seed, [Seat.cpu(level) if c else Seat.human() for _, c in seats])


def resolved(match: Match) -> int:
    """How many orders of the record belong to steps already resolved. The orders given for
    the step in progress (one per player in flow 1: the last len(pending) of the record, the
    computer races' first) are secret until it is resolved: the history stops before them,
    and the kept file holds them sealed (hotseat_file), never in its record."""
    return len(match.log) - len(match.state.pending)
