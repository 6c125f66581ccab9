"""The game master's clock: the system's, moved forward by RETRO_TWILIGHT_UHR seconds when
that is set. Deadlines and reminders are read on it, so that a test (or a game master who
wants to see what a deadline will do) lets a deadline pass without waiting for it, as
faketime would; nothing else in the program reads it."""
from __future__ import annotations

import os
import time

VARIABLE = "RETRO_TWILIGHT_UHR"


def now() -> float:
    try:
        return time.time() + float(os.environ.get(VARIABLE, "0") or 0)
    except ValueError:
        return time.time()
