"""Computer-only games: sims, benchmarks and kiosk demos play a Match whose seats are all
computers. `play_out` plays to the end; `slice_times` plays as a screen would, a slice a frame,
and `describe_slices` says how long the slices took (`retro bench`). Pure: no pyxel."""
from __future__ import annotations

import gc
import math
import time
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .match import Match


def play_out(match: Match, stop: Callable | None = None, max_actions: int | None = None) -> Match:
    """Let the computers play until the game is over, a human is awaited, `stop(match)` says
    so (checked after every action) or `max_actions` have been played."""
    n = 0
    while max_actions is None or n < max_actions:
        if stop is not None and stop(match):
            break
        if not match.step_computer():
            break
        n += 1
    return match


def slice_times(match: Match, budget_ms: float = 8.0, max_slices: int = 100_000,
                clock=time.perf_counter, cpu: list | None = None) -> list[float]:
    """A computer game as a screen plays it, `think(budget_ms)` once a frame: the
    milliseconds each slice took (for `retro bench`; never asserted in a test). `cpu`, a
    list, gets each slice's CPU milliseconds: on a busy machine the wall time of a slice
    includes the time other processes had the core, its CPU time does not."""
    out = []
    gc.unfreeze()               # as a screen's Driver does when its game starts (retro.driver)
    gc.collect()
    gc.freeze()
    while len(out) < max_slices and match.outcome is None and match.computers_awaited():
        t, c = clock(), time.thread_time()
        match.think(budget_ms)
        out.append((clock() - t) * 1000.0)
        if cpu is not None:
            cpu.append((time.thread_time() - c) * 1000.0)
    gc.unfreeze()
    return out


def describe_slices(times: list[float], budget_ms: float) -> str:
    """'N slices, median X ms, worst Y ms (budget B ms)'."""
    if not times:
        return "no slices"
    s = sorted(times)
    med = s[len(s) // 2]
    p99 = s[min(len(s) - 1, math.ceil(len(s) * 0.99) - 1)]
    return (f"{len(s)} slices of {budget_ms:g} ms asked: median {med:.2f} ms, "
            f"99th percentile {p99:.2f} ms, worst {s[-1]:.2f} ms")
