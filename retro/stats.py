"""A rate measured over games, with its 95 % interval: what every benchmark prints.

    rate(wins=40, games=240) -> Rate(wins=40, games=240, share=0.1667, low=0.125, high=0.219)

The interval is Wilson's score interval: it stays inside 0..1 and is honest for rates near
0 or 1 and for a few dozen games, where the normal approximation is not.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054      # the normal quantile of 97.5 %


@dataclass(frozen=True)
class Rate:
    wins: int
    games: int
    share: float
    low: float
    high: float

    def as_dict(self) -> dict:
        return {"wins": self.wins, "games": self.games, "rate": round(self.share, 4),
                "interval": [round(self.low, 4), round(self.high, 4)]}

    def text(self) -> str:
        return (f"{self.wins}/{self.games} = {100 * self.share:.1f} % "
                f"(95 %: {100 * self.low:.1f}-{100 * self.high:.1f} %)")


def rate(wins: int, games: int, z: float = Z95) -> Rate:
    """The share of `wins` in `games` and its Wilson interval (0..1 for no games)."""
    if not 0 <= wins <= games:
        raise ValueError(f"{wins} wins in {games} games")
    if games == 0:
        return Rate(0, 0, 0.0, 0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return Rate(wins, games, p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))
