"""aMalone's entry points for the launcher (see retro/catalog.py): the window game and its
kiosk demo (screens/), the engine protocol, sims and benchmarks."""
from __future__ import annotations

import argparse
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


class _Parser(argparse.ArgumentParser):
    def error(self, message):           # argparse's one-line error, as `retro sim amalone: ...`
        self.exit(2, f"{self.prog}: {message}\n")


def sim_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="retro sim amalone", add_help=True,
                description="aMalone games of the computer against itself, no window")
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


def _levels(args) -> tuple[int, int]:
    return args.level, args.level_white if args.level_white is not None else args.level


def sim_games(args):
    """The games `retro sim amalone` plays (retro/simulate.py runs them)."""
    from retro.dice import Dice
    from retro.play import Seat
    from retro.simulate import SimGame

    from .game import DrawRule, Settings
    from .match import RULES
    levels = _levels(args)
    settings = Settings(args.opening, max(1, args.max_plies),
                        None if args.no_draw else DrawRule(repetitions=3))
    dice = Dice(args.seed)

    def opening(match, d):
        # random legal plies first, so that seeds give other games
        while match.awaited and len(match.log) < args.random_plies:
            match.play(match.awaited[0], d.choice(RULES.legal(match.state, None)))

    for n in range(1, max(0, args.games) + 1):
        d = dice.fork()
        yield SimGame(RULES, settings, args.seed * 1000 + n, [Seat.cpu(levels[0]), Seat.cpu(levels[1])],
                      prelude=lambda m, d=d: opening(m, d), info={"n": n})


def sim_line(match, game, args, seconds: float) -> dict:
    from .board import BLACK
    st = match.state
    winner = st.winner
    if winner is not None:
        result = ("black", "white")[winner]
    else:
        result = "draw" if st.state == "draw" else "unfinished"
    levels = _levels(args)
    return {"game": game.info["n"], "opening": args.opening,
            "levels": {"black": levels[0], "white": levels[1]},
            "result": result, "plies": len(st.plies),
            "off": {"black": st.position.lost[BLACK], "white": st.position.lost[1 - BLACK]},
            "winner": None if winner is None else ("black", "white")[winner],
            "seconds": round(seconds, 2)}


def bench_match(level: int = 4):
    """A computer game for `retro bench`'s slice figures: level 4 against itself."""
    from retro.play import Match, Seat

    from .game import DrawRule, Settings
    from .match import RULES
    return Match(RULES, Settings("standard", 300, DrawRule(repetitions=3)), 1,
                 [Seat.cpu(level), Seat.cpu(level)], checkpoints=False)


def bench(argv) -> int:
    """Move generations per second, perft(4), how deep the computer gets in 2 s, and how long
    its 5 ms slices really take; `retro bench` then adds a whole computer game's slices as a
    screen runs them (bench_match)."""
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
    return 0


def conformance_case():
    """What tests/test_conformance.py plays: three seeds of random moves; random play seldom
    pushes six off, so the draw rule (our extra) ends the quiet games."""
    from .game import DrawRule, Settings
    from .match import RULES
    settings = Settings("standard", 400, DrawRule(repetitions=3, quiet_plies=60))
    return RULES, settings, dict(seeds=(1, 2, 3), think_positions=2)
