"""NIM's entry points for the launcher (retro/catalog.py): the window game, the kiosk demo,
`retro sim nim`, `retro bench nim` and the conformance case."""
from __future__ import annotations

import argparse

from .texts import BLURB, SCROLL  # noqa: F401  (the menu's words, kept in the texts)

MACHINE = "st_low"
TITLE, PLATFORM, YEAR, LANGUAGE, ORDER = "NIM", "Atari ST", "1987", "de", 5


def start(app, options):
    from .screen import NimScene
    return NimScene(options)


def demo(app, options):
    from .screen import NimScene
    return NimScene(options, demo=True)


def bench_scenes(app):
    from .screen import NimScene
    return [("game", lambda: NimScene(None)), ("demo", lambda: NimScene(None, demo=True))]


def conformance_case():
    from .rules import RULES, SETTINGS
    return RULES, SETTINGS, dict(seeds=(1, 2, 3), instant_levels=("zufall", "klug"))


def _levels(text: str) -> list:
    out = [w.strip() for w in text.split(",") if w.strip()]
    if len(out) != 2 or any(w not in ("zufall", "klug") for w in out):
        raise argparse.ArgumentTypeError("two levels of zufall, klug: klug,zufall")
    return out


def sim_parser() -> argparse.ArgumentParser:
    from retro.simulate import whole
    p = argparse.ArgumentParser(prog="retro sim nim", description="NIM of two computers")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=whole(0), default=1)
    p.add_argument("--levels", type=_levels, default=["klug", "zufall"])
    return p


def sim_games(args):
    from retro.play import Seat
    from retro.simulate import SimGame

    from .rules import RULES, SETTINGS
    for g in range(args.games):
        yield SimGame(RULES, SETTINGS, args.seed + g, [Seat.cpu(lv) for lv in args.levels],
                      info={"n": g})


def sim_line(match, game, args, seconds) -> dict:
    w = match.outcome.winners[0]
    return {"game": game.info["n"], "seed": game.seed, "levels": args.levels, "winner": w,
            "winner_level": args.levels[w], "moves": len(match.log), "seconds": round(seconds, 4)}


def bench_match():
    from retro.play import Match, Seat

    from .rules import RULES, SETTINGS
    return Match(RULES, SETTINGS, 1, [Seat.cpu("klug"), Seat.cpu("zufall")], checkpoints=False)
