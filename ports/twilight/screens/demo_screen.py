"""The kiosk's demo: four computer races play a game on a prepared map on the hot-seat
table (hotseat_screen.HotseatScene with `demo`), at the kiosk's pace; "Maus klicken zum
Spielen" on the map, and any click or key goes back to the menu (retro/kiosk.py)."""
from __future__ import annotations

import time

from .hotseat_game import hotseat_match

DEMO_ROUNDS = 6


def demo_scene(app=None, options=None, seed: int | None = None, players: int = 4):
    from .hotseat_screen import HotseatScene
    if seed is None:
        seed = getattr(options, "seed", None)
    if seed is None:
        seed = int(time.time()) % 10_000
    seats = [(f"Computer {i + 1}", True) for i in range(players)]
    return HotseatScene(hotseat_match(seats, "fertig", int(seed), DEMO_ROUNDS), demo=True)
