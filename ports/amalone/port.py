"""aMalone's entry points for the launcher (see retro/catalog.py): the window game and its
kiosk demo (screens/), the engine protocol, sims and benchmarks."""
from __future__ import annotations

import argparse
import json
import sys
import time

from .screens import bench_scenes, demo, start  # noqa: F401  (light: they import lazily)

MACHINE = "amiga_low"

USAGE = """usage: retro amalone [PLIES] [--engine]

  PLIES      size of the game buffer in plies (default 512), as `aMalone 1024` on the Amiga
  --engine   play through the engine protocol on standard input and output (no window):
             isready, position startpos|belgian|german [moves ...],
             position fields black=... white=... [turn=black|white], moves, perft N,
             go depth N | go movetime MS, quit
"""


def cli(options):
    """`retro amalone --engine`: the line protocol on stdin/stdout; else None (the window)."""
    args = getattr(options, "game_args", [])
    if "--help" in args or "-h" in args:
        print(USAGE, end="")
        return 0
    if "--engine" in args:
        from .engine import run
        return run(sys.stdin, sys.stdout)
    return None


def max_plies(options, default: int = 512) -> int:
    """`retro amalone 1024` (aMalone Programma start): the ply buffer from the arguments."""
    for arg in getattr(options, "game_args", []):
        if arg.isdigit() and int(arg) > 0:
            return int(arg)
    return default


class _Parser(argparse.ArgumentParser):
    def error(self, message):           # a bad argument is a message, not a crash
        raise ValueError(message)


def _sim_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="retro sim amalone", add_help=False)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--level", type=int, default=3, choices=range(1, 6), help="Black's level")
    p.add_argument("--level-white", type=int, default=None, choices=range(1, 6))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--opening", default="standard", choices=("standard", "belgian", "german"))
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--random-plies", type=int, default=2,
                   help="the first plies are random legal moves, so that seeds give other games")
    p.add_argument("--no-draw", action="store_true",
                   help="play on through repetitions (sims use the threefold rule by default)")
    return p


def sim(argv) -> int:
    """Computer against computer, one JSON line per game."""
    from retro.dice import Dice

    from .ai import Search, game_history
    from .board import BLACK
    from .game import DrawRule, Game
    try:
        args = _sim_parser().parse_args(list(argv))
    except ValueError as e:
        print(f"retro sim amalone: {e}", file=sys.stderr)
        return 2
    levels = (args.level, args.level_white if args.level_white is not None else args.level)
    dice = Dice(args.seed)
    draw = None if args.no_draw else DrawRule(repetitions=3)
    for n in range(1, max(0, args.games) + 1):
        game = Game(args.opening, max_plies=max(1, args.max_plies), draw_rule=draw)
        players = (dice.fork(), dice.fork())
        start = time.perf_counter()
        opening_dice = dice.fork()
        while game.state == "playing" and len(game.plies) < args.random_plies:
            game.play(opening_dice.choice(game.legal_moves()))
        while game.state == "playing":
            turn = game.turn
            history = game_history(game.positions[:-1])
            game.play(Search(game.position, levels[turn], dice=players[turn], history=history).run())
        winner = game.winner
        if winner is not None:
            result = ("black", "white")[winner]
        else:
            result = "draw" if game.state == "draw" else "unfinished"
        print(json.dumps({
            "game": n, "opening": args.opening, "levels": {"black": levels[0], "white": levels[1]},
            "result": result, "plies": len(game.plies),
            "off": {"black": game.position.lost[BLACK], "white": game.position.lost[1 - BLACK]},
            "winner": None if winner is None else ("black", "white")[winner],
            "seconds": round(time.perf_counter() - start, 2),
        }), flush=True)
    return 0


def _percentile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * q))]


def bench_game_slices(level: int = 5, budget_ms: float = 8.0, seed: int = 1,
                      max_plies: int = 300, out=None) -> dict:
    """A whole computer game as the screen plays it (Session.think, what GameScene.idle_work
    calls each frame with App.think_ms = 8): the time every slice really took, wall clock and
    this thread's CPU time (the wall clock also counts other programs taking the CPU)."""
    from .screens.session import Player, Session, Settings
    out = out or sys.stdout
    s = Session(Settings(draw=True), [Player(True, level), Player(True, level)], seed=seed)
    wall, cpu = [], []
    start = time.perf_counter()
    while s.playing and len(s.game.plies) < max_plies:
        t, c = time.perf_counter(), time.thread_time()
        s.think(budget_ms)
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    wall.sort()
    cpu.sort()
    r = {"plies": len(s.game.plies), "state": s.game.state, "slices": len(wall),
         "seconds": time.perf_counter() - start,
         "wall": (_percentile(wall, 0.5), _percentile(wall, 0.99), wall[-1]),
         "cpu": (_percentile(cpu, 0.5), _percentile(cpu, 0.99), cpu[-1]),
         "over": sum(1 for x in cpu if x > budget_ms + 2)}
    print(f"game     level {level} against {level}, {budget_ms:g} ms slices: {r['plies']} plies "
          f"({r['state']}), {r['slices']} slices in {r['seconds']:.0f} s; cpu median/p99/worst "
          f"{r['cpu'][0]:.1f}/{r['cpu'][1]:.1f}/{r['cpu'][2]:.1f} ms, wall "
          f"{r['wall'][0]:.1f}/{r['wall'][1]:.1f}/{r['wall'][2]:.1f} ms; "
          f"{r['over']} slices over {budget_ms + 2:g} ms cpu", file=out)
    return r


def bench(argv) -> int:
    """Move generations per second, perft(4), how deep the computer gets in 2 s, and how long
    its 5 ms slices really take. `--game [LEVEL]` adds a whole computer game's slices as the
    screen runs them (level 5 takes minutes)."""
    from .ai import Search
    from .board import OPENING_NAMES
    from .rules import Position, generate, perft
    seconds = 2.0                          # `--seconds S` changes the search runs
    argv = list(argv)
    if "--seconds" in argv:
        i = argv.index("--seconds")
        try:
            seconds = max(0.01, float(argv[i + 1]))
        except (IndexError, ValueError):
            print("retro bench amalone: --seconds needs a number", file=sys.stderr)
            return 2
    for name in OPENING_NAMES:
        p = Position.opening(name)
        own, opp = p.own, p.opp
        reps = 20000
        t = time.perf_counter()
        for _ in range(reps):
            generate(own, opp)
        dt = time.perf_counter() - t
        print(f"movegen {name:8s} {reps / dt:10.0f} generations/s ({len(generate(own, opp))} moves)")
    t = time.perf_counter()
    n = perft(Position.opening("standard"), depth=4)
    print(f"perft(4) standard = {n} in {time.perf_counter() - t:.2f} s")
    for name in OPENING_NAMES:
        s = Search(Position.opening(name), depth=30, movetime_ms=seconds * 1000)
        while not s.step(10):
            pass
        print(f"search   {name:8s} depth {s.depth_done} in {s.elapsed:.2f} s, {s.nodes} nodes, "
              f"{s.nodes / max(s.elapsed, 1e-9):.0f} nodes/s")
    # how well the computer keeps to its slices (what a screen gives it per frame)
    s = Search(Position.opening("german"), level=4)
    slices, cpu = [], []
    while True:
        t, c = time.perf_counter(), time.process_time()
        done = s.step(5)
        slices.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        if done:
            break
    slices.sort()
    cpu.sort()
    print(f"slices   5 ms asked, level 4 from german: {len(slices)} slices, wall median "
          f"{slices[len(slices) // 2]:.1f} ms worst {slices[-1]:.1f} ms, cpu median "
          f"{cpu[len(cpu) // 2]:.1f} ms worst {cpu[-1]:.1f} ms")
    if "--game" in argv:
        i = argv.index("--game")
        word = argv[i + 1] if i + 1 < len(argv) else ""
        bench_game_slices(int(word) if word in ("1", "2", "3", "4", "5") else 5)
    return 0
