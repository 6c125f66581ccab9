"""`retro sim GAME`: computer-only games with no window, one JSON line per game, for every port.

One loop over retro.play.Match; a port only says which games to play and what a line
reports. It offers, in its port.py:

    sim_parser() -> argparse.ArgumentParser    its options (prog "retro sim GAME")
    sim_games(args) -> iterable of SimGame      the games to play, in order
    sim_line(match, game, args, seconds) -> dict  the JSON line of one finished game
    sim_summary(lines, args) -> dict | None     optional: a last line after all games

Bad options get argparse's one-line error and exit status 2; settings the rules refuse
(a Refusal from `rules.new`) are a message on standard error and status 2 too.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .autoplay import play_out
from .match import Match
from .refusal import Refusal


def whole(low: int = 0):
    """An argparse type: a whole number of at least `low` (the usual one-line error else)."""
    import argparse

    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if n < low:
            raise argparse.ArgumentTypeError(f"{n} is less than {low}")
        return n
    parse.__name__ = f"whole number >= {low}"
    return parse


@dataclass
class SimGame:
    """One computer game: the rules, its settings and seed, the seats (all computers), a
    `prelude(match)` played first (random opening moves), and `stop(match)` to end early."""
    rules: Any
    settings: Any
    seed: int
    seats: Any
    prelude: Callable | None = None
    stop: Callable | None = None
    info: dict = field(default_factory=dict)     # what the port wants back in sim_line


def play(game: SimGame) -> Match:
    m = Match(game.rules, game.settings, game.seed, game.seats, checkpoints=False, spell=False)
    if game.prelude is not None:
        game.prelude(m)
    return play_out(m, stop=game.stop)


def run(port, argv, out=None) -> int:
    out = out or sys.stdout
    parser = port.sim_parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as e:              # argparse has printed its one-line error
        return int(e.code or 0)
    lines = []
    rules = None
    try:
        for game in port.sim_games(args):
            rules = game.rules
            t = time.perf_counter()
            m = play(game)
            line = port.sim_line(m, game, args, time.perf_counter() - t)
            print(json.dumps(line, ensure_ascii=False), file=out, flush=True)
            lines.append(line)
    except Refusal as e:           # settings the rules do not take
        text = rules.explain(e, "en") if rules is not None else str(e)
        print(f"{parser.prog}: error: {text}", file=sys.stderr)
        return 2
    summary = getattr(port, "sim_summary", None)
    if summary is not None:
        last = summary(lines, args)
        if last is not None:
            print(json.dumps(last, ensure_ascii=False), file=out, flush=True)
    return 0
