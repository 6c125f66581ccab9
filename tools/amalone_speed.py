"""Speed of the computer before issue 13 (commit opponents.BASELINE, out of git) and now, measured turn about
at the same moment on the same machine, in CPU time (a loaded machine slows both alike):

    python tools/amalone_speed.py [ROUNDS] [SECONDS]

For each round and each version: perft(4) from the standard opening, and a search of SECONDS
(default 2) of CPU time from each opening: the depth it finished, its nodes, nodes per second.
Not a test (benchmarks are never pass/fail): it prints its figures.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ports.amalone import ai, rules  # noqa: E402
from ports.amalone.opponents import load_engine  # noqa: E402

OPENINGS = ("standard", "belgian", "german")


def measure(name, ai_mod, rules_mod, seconds: float, new: bool) -> None:
    p = rules_mod.Position.opening("standard")
    t = time.process_time()
    n = rules_mod.perft(p, depth=4)
    print(f"{name:6s} perft(4) standard = {n} in {time.process_time() - t:.2f} s CPU")
    for opening in OPENINGS:
        p = rules_mod.Position.opening(opening)
        clock = {"clock": time.process_time} if new else {}   # the old one's time is patched
        s = ai_mod.Search(p, depth=30, nodes=10 ** 9, movetime_ms=seconds * 1000, **clock)
        while not s.step(10):
            pass
        print(f"{name:6s} search {opening:8s} depth {s.depth_done} in {s.elapsed:.2f} s CPU, "
              f"{s.nodes} nodes, {s.nodes / max(s.elapsed, 1e-9):.0f} nodes/s")


def main(argv) -> int:
    rounds = int(argv[0]) if argv else 2
    seconds = float(argv[1]) if len(argv) > 1 else 2.0
    old_ai, old_rules = load_engine()
    for _r in range(rounds):
        measure("before", old_ai, old_rules, seconds, False)
        measure("after", ai, rules, seconds, True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
