"""`retro bench [GAME]`: benchmark figures, printed, never pass/fail.

Without GAME: one table of every port's figures (`table`): the frame time of its scenes
(median of each scene's median, and the worst scene), the computer's slices against their
budget (its bench_match played as a screen plays it), move generation and search speed where
they apply and computer games a minute (the port's `bench_figures`, or its bench_match played
to the end), start-up to the first frame and resident memory (a `retro GAME --frames 1` of its
own); then every scene's frame time (the menu, each widget in each look, the ports'
bench_scenes). `--quick` measures less (the test's run), `--json` prints the table as JSON.
With GAME: that port's own figures (its `bench`), then its scenes' frame times.
"""
from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
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
    # the dialogs it opened go without their answers: an answer may open the next dialog (ACME's
    # names: Esc on the keyboard opens the greeting again, and closing that the keyboard)
    if scene in app.stack:
        app.unwind_to(scene)
    if app.top is scene:
        app.pop()
    if not frame_times:
        return float("nan"), float("nan")
    return statistics.median(frame_times) * 1000, statistics.median(work_times) * 1000


def scenes(app, game: str | None = None, ports: bool = True):
    """(name, scene factory) pairs to time: without game the machine layer's (the menu, the
    widgets) and, with `ports`, every port's."""
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
    keys = [game] if game else [g.key for g in catalog.GAMES] if ports else []
    for key in keys:
        mod = catalog.port_module(key)
        if mod is not None and hasattr(mod, "bench_scenes"):
            out.extend((f"{key}:{name}", make) for name, make in mod.bench_scenes(app))
    return out


SLICE_MS = 8.0


def bench_slices(key: str, match, budget_ms: float = SLICE_MS, max_slices: int = 1000) -> None:
    """How long the computer's slices really take when a screen gives it `budget_ms` a frame:
    a computer game (the port's bench_match) played through Match.think, slice by slice."""
    from .autoplay import describe_slices, slice_times

    t = time.perf_counter()
    cpu: list = []
    times = slice_times(match, budget_ms, max_slices, cpu=cpu)
    state = "the game over" if match.over else "the game goes on"
    print(f"{key}: thinking slices, {describe_slices(times, budget_ms)}, worst of CPU "
          f"{max(cpu, default=0):.2f} ms ({len(match.log)} actions, {state}; "
          f"{time.perf_counter() - t:.1f} s)")


def parser():
    import argparse

    p = argparse.ArgumentParser(
        prog="retro bench", description="Benchmark figures, printed: without GAME one table of "
        "every game's figures (frame time, the computer's slices, move generation and search, "
        "computer games a minute, start-up to the first frame, resident memory) and every "
        "scene's frame time; with GAME that game's own figures (retro bench GAME --help for "
        "its options).")
    p.add_argument("game", nargs="?", choices=[g.key for g in catalog.GAMES])
    p.add_argument("--quick", action="store_true", help="measure less: a few seconds a game")
    p.add_argument("--json", action="store_true", help="the table as one JSON object, for scripts")
    p.add_argument("--soak", type=float, metavar="MINUTES",
                   help="instead: the kiosk's attract loop headless for MINUTES of real time, as "
                        "fast as it runs (the app's clock counts frames at 50 Hz), resident memory "
                        "and the worst frame printed each minute")
    p.add_argument("--demo-seconds", type=float, default=None, metavar="S",
                   help="with --soak: each demo's time (the kiosk's own by default)")
    p.add_argument("--idle", type=float, default=30, metavar="S",
                   help="with --soak: the menu's seconds before the next demo (default 30)")
    return p


# -- the kiosk's attract loop for minutes (`retro bench --soak MINUTES`) -----------------------------
def rss_mb() -> float:
    """Resident memory now (Linux: /proc/self/statm), else the peak."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def soak(minutes: float, demo_seconds: float | None = None, idle: float = 30,
         out=print) -> dict:
    """The kiosk as `retro --kiosk` runs it (no video recorder), headless, frames as fast as
    they come for `minutes` of real time; each minute: resident memory, the worst frame and
    the scene it was in, the demos shown. Returns the figures."""
    import argparse

    from . import kiosk, screen, storage
    from .launcher import Launcher
    from .scenes import App

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    data = tempfile.TemporaryDirectory()         # the demos' files, if any, kept from the user's
    storage.set_data_dir(data.name)
    menu = Launcher(argparse.Namespace(lang=None, kiosk=True, idle=idle, seed=None, game=None,
                                       game_args=[]))
    if not screen.initialised():
        screen.init(menu.get_machine(), headless=True, fps=1000, record=False)
    app = App(menu)
    kiosk.guard(app, kiosk.DEMO_SECONDS if demo_seconds is None else demo_seconds)
    start = time.perf_counter()
    end = start + minutes * 60
    minute, worst, worst_in, frames = 1, 0.0, "", 0
    switch = 0.0                  # the worst frame that began a demo or went back to the menu
    shown, last_top, in_demo = [], None, False
    lines = []
    games = {g.key for g in catalog.GAMES if hasattr(catalog.port_module(g.key) or object(), "demo")}
    cycle_done_at = None
    while True:
        now = time.perf_counter()
        if now >= start + minute * 60 or now >= end:
            line = {"minute": minute, "rss_mb": round(rss_mb(), 1), "worst_frame_ms":
                    round(worst * 1000, 1), "worst_in": worst_in, "worst_switch_ms":
                    round(switch * 1000, 1), "frames": frames,
                    "app_seconds": round(app.now()), "demos": len(shown)}
            lines.append(line)
            out(f"minute {minute:3d}: resident {line['rss_mb']:6.1f} MB, worst frame "
                f"{line['worst_frame_ms']:6.1f} ms ({worst_in}), a switch {switch * 1000:6.1f} ms, "
                f"{frames} frames, "
                f"{line['app_seconds']} s on the kiosk's clock, {len(shown)} demos shown")
            minute, worst, frames, switch = minute + 1, 0.0, 0, 0.0
            if now >= end:
                break
        t = time.perf_counter()
        app.frame(Input())
        dt = time.perf_counter() - t
        frames += 1
        top = app.top
        demo = kiosk.demo_on(app)                # a demo is a session, whatever its views
        if top is not last_top:
            last_top = top
            switch = max(switch, dt)
            if demo and not in_demo:
                shown.append((round(app.now()), _game_of(top)))
                if cycle_done_at is None and {g for _, g in shown} >= games:
                    cycle_done_at = len(lines)
            in_demo = demo
        elif dt > worst:
            worst, worst_in = dt, _game_of(top) if top is not None else "-"
    first = lines[cycle_done_at]["rss_mb"] if cycle_done_at is not None and cycle_done_at < len(lines) else None
    result = {"minutes": lines, "demos": shown, "first_cycle_minute": None if cycle_done_at is None
              else cycle_done_at + 1, "rss_after_first_cycle_mb": first,
              "rss_last_mb": lines[-1]["rss_mb"] if lines else None,
              "worst_frame_ms": max((x["worst_frame_ms"] for x in lines), default=None),
              "worst_switch_ms": max((x["worst_switch_ms"] for x in lines), default=None)}
    storage.set_data_dir(None)
    data.cleanup()
    out(f"demos in turn: {', '.join(f'{g}@{s}s' for s, g in shown)}")
    if first is not None:
        out(f"resident memory after the first whole cycle (minute {cycle_done_at + 1}): {first} MB, "
            f"at the end: {result['rss_last_mb']} MB; worst frame {result['worst_frame_ms']} ms, "
            f"worst switch (a demo begins or ends) {result['worst_switch_ms']} ms")
    return result


def _game_of(scene) -> str:
    """The port a scene belongs to (a RETRO_PORTS port's modules are not under ports/), or
    the part of the machine layer ("launcher", "gui")."""
    module = type(scene).__module__
    parts = module.split(".")
    return catalog.key_of(module) or (parts[1] if len(parts) > 1 else module)


# -- the one table (`retro bench` without GAME) ----------------------------------------------------
COLUMNS = (   # (key, heading, format): a row's figures, None where they do not apply
    ("frame_ms", "frame ms", "{:.2f}"), ("frame_worst_ms", "worst", "{:.2f}"),
    ("slice_median_ms", "slice ms", "{:.2f}"), ("slice_worst_ms", "worst", "{:.1f}"),
    ("slice_worst_cpu_ms", "of CPU", "{:.1f}"),
    ("slice_budget_ms", "budget", "{:g}"), ("movegen_per_s", "movegen/s", "{:.0f}"),
    ("search_nodes_per_s", "nodes/s", "{:.0f}"), ("games_per_minute", "games/min", "{:.1f}"),
    ("first_frame_s", "start s", "{:.2f}"), ("rss_mb", "RSS MB", "{:.0f}"),
)

# The child's own peak: VmHWM, the high-water mark of its own memory map (Linux), which exec
# starts afresh. Not ru_maxrss: Linux carries it over fork and exec, so a child of the bench
# said the bench's own peak (33, 77, 84, 88 MB row by row while each game needs 31-34 MB).
# Elsewhere ru_maxrss is all there is (kilobytes; bytes on macOS).
_FIRST_FRAME = """import json, sys, time
from retro.__main__ import main
code = main(sys.argv[2:])
from retro.bench import peak_rss_mb
print(json.dumps({"code": code, "first_frame_s": time.time() - float(sys.argv[1]), "rss_mb": peak_rss_mb()}))
"""


def peak_rss_mb() -> float:
    """This process's own peak resident memory, in MB."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2 ** 20 if sys.platform == "darwin" else peak / 1024


def first_frame(key: str | None) -> dict:
    """Start-up to the first frame drawn, in a process of its own (`retro GAME --frames 1`,
    headless, an empty data folder; without GAME the menu), and that process's own peak
    resident memory then (peak_rss_mb)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYXEL_QUIET="1",
               PYTHONPATH=os.pathsep.join([root] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    with tempfile.TemporaryDirectory() as data:
        argv = [sys.executable, "-c", _FIRST_FRAME, repr(time.time())] + ([key] if key else []) \
            + ["--frames", "1", "--data", data]
        try:
            r = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:          # a machine too loaded to start: no figure
            return {"first_frame_s": None, "rss_mb": None}
    try:
        out = json.loads(r.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"first_frame_s": None, "rss_mb": None}
    return {"first_frame_s": out["first_frame_s"], "rss_mb": out["rss_mb"]}


def games_per_minute(mod, quick: bool) -> float | None:
    """The port's bench_match played to its end, again until a few seconds are spent: whole
    computer games a minute (None when a game does not end within the time)."""
    from .autoplay import play_out

    spend, cap = (0.3, 5.0) if quick else (2.0, 30.0)
    t = time.perf_counter()
    games = 0
    while True:
        m = play_out(mod.bench_match(), stop=lambda m: time.perf_counter() - t > cap)
        if not m.over:
            return None
        games += 1
        if time.perf_counter() - t >= spend:
            return 60 * games / (time.perf_counter() - t)


def port_row(app, key: str, quick: bool) -> tuple[dict, list]:
    """One row of the table: the figures of port `key`; and its scenes' (name, frame ms,
    thinking ms)."""
    from .autoplay import slice_times

    mod = catalog.port_module(key)
    row: dict = {"game": key}
    scene_rows = []
    frames = 30 if quick else FRAMES
    for name, make in (mod.bench_scenes(app) if hasattr(mod, "bench_scenes") else []):
        ms, work = time_scene(app, make(), frames)
        scene_rows.append((f"{key}:{name}", ms, work))
    row.update(_frames(scene_rows))
    if hasattr(mod, "bench_match"):
        cpu: list = []
        times = sorted(slice_times(mod.bench_match(), SLICE_MS, 40 if quick else 150, cpu=cpu))
        if times:
            row.update(slice_median_ms=times[len(times) // 2], slice_worst_ms=times[-1],
                       slice_worst_cpu_ms=max(cpu), slice_budget_ms=SLICE_MS)
    own = dict(mod.bench_figures(quick)) if hasattr(mod, "bench_figures") else {}
    if "games_per_minute" not in own and hasattr(mod, "bench_match"):
        own["games_per_minute"] = games_per_minute(mod, quick)
    row.update(own)
    row.update(first_frame(key))
    for k, _, _ in COLUMNS:
        row.setdefault(k, None)
    return row, scene_rows


def _frames(scene_rows) -> dict:
    ms = [r[1] for r in scene_rows if not math.isnan(r[1])]
    if not ms:
        return {}
    worst = max(scene_rows, key=lambda r: -1 if math.isnan(r[1]) else r[1])
    return {"frame_ms": statistics.median(ms), "frame_worst_ms": worst[1],
            "frame_worst_scene": worst[0]}


def table(quick: bool = False) -> dict:
    """Every port's figures, a row each, the machine layer's scenes ("retro": the menu and
    the widgets) first; and every scene's frame time."""
    from .scenes import App, Scene
    from .testing import ensure_pyxel

    t = time.perf_counter()
    ensure_pyxel()
    app = App(Scene(), think_ms=0)
    frames = 30 if quick else FRAMES
    own = [(name, *time_scene(app, make(), frames)) for name, make in scenes(app, ports=False)]
    retro_row = {"game": "retro", **_frames(own), **first_frame(None)}
    rows, all_scenes = [retro_row], list(own)
    for g in catalog.GAMES:
        if catalog.port_module(g.key) is not None:
            row, scene_rows = port_row(app, g.key, quick)
            rows.append(row)
            all_scenes += scene_rows
    for row in rows:
        for k, _, _ in COLUMNS:
            row.setdefault(k, None)
    return {"quick": quick, "frames": frames, "rows": rows,
            "scenes": [{"name": n, "frame_ms": ms, "thinking_ms": w} for n, ms, w in all_scenes],
            "seconds": time.perf_counter() - t}


def print_table(result: dict) -> None:
    heads = ["game"] + [h for _, h, _ in COLUMNS]
    cells = [[row["game"]] + ["-" if row.get(k) is None else f.format(row[k]) for k, _, f in COLUMNS]
             for row in result["rows"]]
    widths = [max(len(x) for x in col) for col in zip(heads, *cells)]

    def line(xs):
        return " ".join(x.rjust(w) if i else x.ljust(w) for i, (x, w) in enumerate(zip(xs, widths)))
    print("every game's figures (frame: median of its scenes' medians and the worst scene, target "
          "< 4 ms; slice: the computer's think per frame against its budget, its worst in wall and in "
          "CPU time (wall above CPU is other processes' time on the core); start: to the first "
          "frame; RSS: resident memory then):")
    print(line(heads))
    for c in cells:
        print(line(c))
    for row in result["rows"]:
        notes = [f"worst scene {row['frame_worst_scene']}"] if row.get("frame_worst_scene") else []
        notes += [row["note"]] if row.get("note") else []
        if notes:
            print(f"{row['game']}: " + "; ".join(notes))
    print(f"frame time, median of {result['frames']} frames: update + draw, and the computer's "
          f"thinking slice per frame:")
    for sc in result["scenes"]:
        flag = "" if sc["frame_ms"] < 4 else "   (over target)"
        extra = f"   + thinking {sc['thinking_ms']:6.2f} ms" if sc["thinking_ms"] > 0.05 else ""
        print(f"  {sc['name']:32s} {sc['frame_ms']:7.3f} ms{extra}{flag}")
    print(f"({result['seconds']:.0f} s)")


def main(argv: list[str]) -> int:
    argv = list(argv)
    game = argv[0] if argv and not argv[0].startswith("-") else None
    if game is None:
        args = parser().parse_args(argv)    # --help, or an error for an option of nobody's
        if args.soak is not None:
            result = soak(args.soak, args.demo_seconds, args.idle,
                          out=(lambda s: None) if args.json else (lambda s: print(s, flush=True)))
            if args.json:
                print(json.dumps(result))
            return 0
        result = table(args.quick)
        if args.json:
            print(json.dumps(_no_nan(result), allow_nan=False))
        else:
            print_table(result)
        return 0
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
    mod = catalog.port_module(game)
    if mod is not None and hasattr(mod, "bench_match"):
        bench_slices(game, mod.bench_match(), max_slices=1000)      # a stretch of its game
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


def _no_nan(x):
    """JSON has no NaN (a scene that closed at once): None instead."""
    if isinstance(x, float) and math.isnan(x):
        return None
    if isinstance(x, dict):
        return {k: _no_nan(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_no_nan(v) for v in x]
    return x
