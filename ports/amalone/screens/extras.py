"""What the screen adds to a game of aMalone: the language and the extras chosen, each off
by default (the original had none of them). Pure (no pyxel); the game itself is a
retro.play.Match, its seats say who plays each colour.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Seat

from ..game import DEFAULT_MAX_PLIES, DrawRule, Settings

HINT_LEVEL = 3
DEFAULT_LEVEL = 2


@dataclass
class Extras:
    lang: str = "nl"
    undo: bool = False
    hint: bool = False
    draw: bool = False
    resign: bool = False           # the computer may resign a hopeless game
    offer: bool = False            # the computer may offer a draw in a dead one
    opening: str = "standard"      # the opening the next new game starts from

    def settings(self, start=None, max_plies: int = DEFAULT_MAX_PLIES) -> Settings:
        """The game's settings: `start` (a set-up Position) or the chosen opening."""
        return Settings(self.opening if start is None else start, max_plies,
                        DrawRule(repetitions=3) if self.draw else None,
                        resign=self.resign, offer_draw=self.offer)


def human() -> Seat:
    return Seat.human()


def computer(level: int = DEFAULT_LEVEL) -> Seat:
    return Seat.cpu(level)


def default_seats() -> list:
    """Black for the player at the screen, White for the computer at level 2."""
    return [human(), computer(DEFAULT_LEVEL)]
