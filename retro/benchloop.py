"""The timing loops of the ports' `retro bench GAME` (their port.py's `bench`), written once.

Figures only, printed by the ports: nothing here is asserted in a test (the machine may be
slow). Wall time (time.perf_counter) unless a `clock` is given.
"""
from __future__ import annotations

import statistics
import time
from typing import Callable, Iterable


def timed(fn: Callable, *args, clock: Callable = time.perf_counter, **kw) -> tuple:
    """(fn(*args, **kw), the seconds it took)."""
    t = clock()
    out = fn(*args, **kw)
    return out, clock() - t


def ms(fn: Callable, *args, **kw) -> float:
    """The milliseconds `fn(*args, **kw)` took."""
    return 1000 * timed(fn, *args, **kw)[1]


def per_second(fn: Callable, reps: int, *args) -> float:
    """How often `fn(*args)` runs a second, over `reps` calls."""
    t = time.perf_counter()
    for _ in range(reps):
        fn(*args)
    return reps / max(time.perf_counter() - t, 1e-9)


def repeated_ms(fn: Callable, reps: int, *args) -> float:
    """The mean milliseconds of `fn(*args)` over `reps` calls."""
    return 1000 / per_second(fn, reps, *args)


def games(make: Callable[[int], object], n: int, play: Callable | None = None) -> list[tuple]:
    """Whole computer games, timed: [(what play(make(i)) gives, seconds)] for i in 0..n-1;
    `play` is retro.play.play_out unless given (it must return the match or a tuple with it)."""
    if play is None:
        from .play import play_out as play
    return [timed(lambda i=i: play(make(i))) for i in range(n)]


def median_ms(seconds: Iterable[float]) -> float:
    return 1000 * statistics.median(seconds)


def load_ms(rules, match) -> float:
    """The milliseconds Laden takes for `match`: its save text replayed and checked."""
    from .play import Match
    text = match.to_text()
    return ms(Match.from_text, rules, text)


def turn_times(match, stop: Callable | None = None) -> list[float]:
    """Play `match` out (retro.play.play_out, `stop(match)` asked after every action): the
    seconds of each turn (a turn ends where match.state.turns changes)."""
    from .play import play_out
    out = []
    last = {"t": time.perf_counter(), "turn": match.state.turns}

    def timed_stop(m) -> bool:
        if m.state.turns != last["turn"]:
            now = time.perf_counter()
            out.append(now - last["t"])
            last.update(t=now, turn=m.state.turns)
        return stop is not None and stop(m)

    play_out(match, stop=timed_stop)
    return out
