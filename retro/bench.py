"""`retro bench [GAME]`: benchmark figures, printed, never pass/fail.

Without GAME: the median time of update + draw per frame of every scene we know (the
menu, each widget in each look, and the scenes the ports offer through bench_scenes).
With GAME: that port's own figures (its `bench`), then its scenes' frame times.
"""
from __future__ import annotations

import math
import statistics
import sys
import time

from . import catalog
from .input import Input

FRAMES = 120


def wander(i: int, w: int, h: int) -> Input:
    """A pointer that sweeps the screen, with a click now and then (keeps scenes busy)."""
    x = int((w / 2) + (w / 2 - 1) * math.sin(i / 17))
    y = int((h / 2) + (h / 2 - 1) * math.cos(i / 23))
    return Input(x=x, y=y)


def time_scene(app, scene, frames: int = FRAMES, think_ms: float = 8.0) -> tuple[float, float]:
    """Median milliseconds per frame of `scene` (pushed on `app`): (update + draw, background work).

    Background work is the scene's `idle_work` slice (a computer player thinking), given
    `think_ms` as the real app does; it is timed apart because it fills its budget by design.
    """
    app.push(scene)
    m = scene.get_machine()
    frame_times, work_times = [], []
    for i in range(frames):
        inp = wander(i, m.width, m.height)
        app.last_input = inp
        app.frame_no += 1                # the app's clock (scene.now(): the computer's pace)
        t0 = time.perf_counter()
        scene.update(inp)
        t1 = time.perf_counter()
        if app.top is scene:
            scene.idle_work(think_ms)
        t2 = time.perf_counter()
        if app.top is scene:
            app.draw()
        t3 = time.perf_counter()
        frame_times.append((t1 - t0) + (t3 - t2))
        work_times.append(t2 - t1)
        if app.top is not scene:  # the scene closed itself or opened a dialog
            break
    while app.top is not scene and len(app.stack) > 1:
        app.pop()
    if app.top is scene:
        app.pop()
    if not frame_times:
        return float("nan"), float("nan")
    return statistics.median(frame_times) * 1000, statistics.median(work_times) * 1000


def scenes(app, game: str | None = None):
    """(name, scene factory) pairs to time."""
    out = []
    if game is None:
        from .launcher import Launcher

        out.append(("launcher", lambda: Launcher(None)))
        try:
            from .gui import gallery
        except ImportError:
            gallery = None
        if gallery is not None and hasattr(gallery, "bench_scenes"):
            out.extend(gallery.bench_scenes())
    keys = [game] if game else [g.key for g in catalog.GAMES]
    for key in keys:
        mod = catalog.port_module(key)
        if mod is not None and hasattr(mod, "bench_scenes"):
            out.extend((f"{key}:{name}", make) for name, make in mod.bench_scenes(app))
    return out


SLICE_MS = 8.0


def bench_slices(key: str, match, budget_ms: float = SLICE_MS, max_slices: int = 1000) -> None:
    """How long the computer's slices really take when a screen gives it `budget_ms` a frame:
    a computer game (the port's bench_match) played through Match.think, slice by slice."""
    from .play import describe_slices, slice_times

    t = time.perf_counter()
    times = slice_times(match, budget_ms, max_slices)
    state = "the game over" if match.over else "the game goes on"
    print(f"{key}: thinking slices, {describe_slices(times, budget_ms)} "
          f"({len(match.log)} actions, {state}; {time.perf_counter() - t:.1f} s)")


def parser():
    import argparse

    p = argparse.ArgumentParser(
        prog="retro bench", description="Benchmark figures, printed: without GAME every scene's "
        "frame time and a glimpse of each game's thinking slices; with GAME that game's own "
        "figures (retro bench GAME --help for its options).")
    p.add_argument("game", nargs="?", choices=[g.key for g in catalog.GAMES])
    return p


def main(argv: list[str]) -> int:
    argv = list(argv)
    game = argv[0] if argv and not argv[0].startswith("-") else None
    if game is None:
        parser().parse_args(argv)           # --help, or an error for an option of nobody's
    elif game not in catalog.BY_KEY:
        print(f"retro bench: unknown game {game!r}", file=sys.stderr)
        return 2
    if game is not None:
        mod = catalog.port_module(game)
        if mod is not None and hasattr(mod, "bench"):
            code = mod.bench(argv[1:])
            sys.stdout.flush()
            if code:
                return int(code)
    for key in [game] if game else [g.key for g in catalog.GAMES]:
        mod = catalog.port_module(key)
        if mod is not None and hasattr(mod, "bench_match"):
            # all ports: a glimpse (1.2 s each); one port: a longer stretch of its game
            bench_slices(key, mod.bench_match(), max_slices=1000 if game else 150)
            sys.stdout.flush()
    from .scenes import App, Scene
    from .testing import ensure_pyxel

    ensure_pyxel()
    root = Scene()
    app = App(root, think_ms=0)
    print(f"frame time, median of {FRAMES} frames: update + draw (target < 4 ms), and the")
    print("computer's thinking slice per frame (budget 8 ms, so the pointer never freezes):")
    for name, make in scenes(app, game):
        ms, work = time_scene(app, make())
        flag = "" if ms < 4 else "   (over target)"
        extra = f"   + thinking {work:6.2f} ms" if work > 0.05 else ""
        print(f"  {name:32s} {ms:7.3f} ms{extra}{flag}")
    return 0
