"""What the launcher calls for Twilight Imperium: the machine, the command line (play by
e-mail without screens, see cli.py), the sim and the bench.

No window game yet (no `start`): the screens are written elsewhere.
"""
from __future__ import annotations

import argparse
import json
import time

MACHINE = "amiga_hires_lace"


def cli(options):
    """`retro twilight gm|player|hotseat ...`; with no arguments the window game (None)."""
    args = list(getattr(options, "game_args", []) or [])
    if not args:
        return None
    from . import cli as command_line
    return command_line.main(args, seed=getattr(options, "seed", None))


def _settings(args, seed):
    from .state import Settings
    return Settings(players=args.players, seed=seed, race_mode=args.rassen, map_mode=args.karte,
                    home_mode=args.heimat, max_rounds=args.max_rounds)


def _parser(prog):
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--karte", choices=("fertig", "bauen"), default="fertig")
    ap.add_argument("--rassen", choices=("los", "wunsch"), default="los")
    ap.add_argument("--heimat", choices=("wuerfeln", "bieten"), default="wuerfeln")
    ap.add_argument("--max-rounds", dest="max_rounds", type=int, default=30)
    return ap


def play_computer_game(settings):
    """A whole game of computer races; returns the final state."""
    from . import ai, setup
    game = setup.new_game(settings)
    while game.phase != "ende":
        ai.play_round_of_orders(game)
    return game


def summary(game) -> dict:
    from . import progress
    return {
        "seed": game.settings.seed,
        "players": len(game.players),
        "winner": [game.players[p].race for p in game.winners],
        "how": game.victory,
        "rounds": game.round,
        "progress": {pl.race: {"step": progress.STEPS[pl.progress].name, "rounds": pl.step_rounds}
                     for pl in game.players},
        "planets": {pl.race: len(game.owned(pl.index)) for pl in game.players},
        "battles": sum(1 for _, _, t in game.log if t.startswith("Raumschlacht")),
    }


def sim(argv) -> int:
    """`retro sim twilight --players N --seed S --games K`: one JSON line per game."""
    from .errors import Refused
    args = _parser("retro sim twilight").parse_args(argv)
    for i in range(args.games):
        try:
            game = play_computer_game(_settings(args, args.seed + i))
        except Refused as e:
            print(e.message())
            return 2
        print(json.dumps(summary(game), ensure_ascii=False))
    return 0


def bench(argv) -> int:
    """Timings: whole computer games, one movement phase, one space battle."""
    from . import ai, engine, setup
    args = _parser("retro bench twilight").parse_args(argv)
    games = max(args.games, 3)
    t = time.perf_counter()
    rounds = 0
    for i in range(games):
        rounds += play_computer_game(_settings(args, args.seed + i)).round
    dt = time.perf_counter() - t
    print(f"whole computer game ({args.players} races): {dt / games * 1000:.1f} ms "
          f"({rounds / games:.1f} rounds, {rounds / dt:.0f} rounds/s)")
    # one phase resolution: the movement phase of round 3
    game = setup.new_game(_settings(args, args.seed))
    while not (game.round == 3 and game.phase == "bewegung"):
        ai.play_round_of_orders(game)
    orders = {p: ai.orders_for(game, p) for p in engine.missing(game)}
    import copy
    reps = 50
    t_orders = time.perf_counter()
    for _ in range(reps):
        for p in engine.missing(game):
            ai.orders_for(game, p)
    t_orders = time.perf_counter() - t_orders
    t_res = 0.0
    for _ in range(reps):
        g = copy.deepcopy(game)
        t0 = time.perf_counter()
        engine.play(g, orders)
        t_res += time.perf_counter() - t0
    print(f"computer orders for one movement phase: {t_orders / reps * 1000:.2f} ms")
    # a player's program: his view from the packet data, then his computer race's orders
    from . import view
    t_view = time.perf_counter()
    views = [view.project(game, p) for _ in range(reps) for p in engine.missing(game)]
    t_view = time.perf_counter() - t_view
    t_vo = time.perf_counter()
    for v in views[:len(engine.missing(game)) * 10]:
        ai.orders_for(v, v.viewer)
    t_vo = time.perf_counter() - t_vo
    print(f"player's view from packet data (all races): {t_view / reps * 1000:.2f} ms; "
          f"computer orders from the views: {t_vo / 10 * 1000:.2f} ms")
    print(f"movement phase resolution (incl. battles that follow): {t_res / reps * 1000:.2f} ms")
    return 0
