"""A computer party's turn on screen (EMPERADO 4b, 5): what its Zugtabelle lists and how long
the review of its "Fertig" lasts. No pyxel.

The party thinks and plays in the Match's slices (Playing.think); its "Fertig" is held
until the review is over: the Zugtabelle for the Tabellenzeit, or the map with the arrows
of its liberation attempts for the Grafikzeit, counted from the start of its turn.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import zugtabelle


def frames(seconds, fps: int):
    """A time of EMPERADO 4b in frames: None (`-`, wait) stays None."""
    return None if seconds is None else max(0, int(seconds)) * fps


@dataclass
class Review:
    party: int
    fps: int
    age: int = 0                  # frames since the turn began (Grafikzeit counts from here)
    left: int | None = None       # frames of review left; None = wait for the player
    events: list = field(default_factory=list)   # the turn's events as they were last played

    def start(self, seconds, minimum_from_start: bool = False) -> None:
        """Wait `seconds` (None: until the player goes on). With minimum_from_start the
        time counts from the start of the turn (the Grafikzeit is a minimum, 4b)."""
        f = frames(seconds, self.fps)
        if f is not None and minimum_from_start:
            f = max(0, f - self.age)
        self.left = f

    def attacks(self) -> list[tuple[int, int, bool]]:
        """(from, to, liberated) of this turn's liberation attempts, for the arrows."""
        return [(a.src, a.dst, a.won) for a in zugtabelle.attempts(self.events)]
