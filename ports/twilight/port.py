"""What the launcher calls for Twilight Imperium: the machine, the window game (the start
screen, screens/start_screen.py), the command line (play by e-mail without screens, see
cli.py), the sim (retro/simulate.py over match.RULES), the bench and the conformance case
of the game protocol.
"""
from __future__ import annotations

import argparse
import time

MACHINE = "amiga_hires_lace"


def start(app, options):
    """The window game: the start screen (screens/start_screen.py)."""
    from .screens.start_screen import start as start_screen
    return start_screen(app, options)


def bench_scenes(app):
    from .screens.start_screen import bench_scenes as scenes
    return scenes(app)


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
                    home_mode=args.heimat, max_rounds=args.max_rounds, flow=getattr(args, "flow", 2))


def _parser(prog):
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--karte", choices=("fertig", "bauen"), default="fertig")
    ap.add_argument("--rassen", choices=("los", "wunsch"), default="los")
    ap.add_argument("--heimat", choices=("wuerfeln", "bieten"), default="wuerfeln")
    ap.add_argument("--max-rounds", dest="max_rounds", type=int, default=30)
    ap.add_argument("--level", type=int, default=2, choices=(1, 2),
                    help="the computer races: 1 random legal orders, 2 the planning race")
    ap.add_argument("--flow", type=int, default=2, choices=(1, 2),
                    help="2: orders reach ahead (a mail a round); 1: one phase after another (the first games)")
    ap.add_argument("--summary", action="store_true", help="end with a summary line (wins by race and kind)")
    return ap


def _computer_match(settings, level: int = 2):
    from retro.play import Match, Seat
    from .match import RULES
    return Match(RULES, settings, settings.seed, [Seat.cpu(level)] * settings.players, checkpoints=False)


# -- `retro sim twilight` (the loop is retro/simulate.py) -------------------------------------------
def sim_parser() -> argparse.ArgumentParser:
    return _parser("retro sim twilight")


def sim_games(args):
    """`retro sim twilight --players N --seed S --games K`: seeds S, S+1, ..."""
    from retro.play import Seat
    from retro.simulate import SimGame
    from .match import RULES
    for i in range(args.games):
        seed = args.seed + i
        yield SimGame(RULES, _settings(args, seed), seed, [Seat.cpu(args.level)] * max(0, args.players))


def sim_line(match, game, args, seconds: float) -> dict:
    return summary(match.state)


def sim_summary(lines, args):
    """`--summary`: wins by race and by kind of victory, how often each race played, rounds."""
    if not getattr(args, "summary", False):
        return None
    return table(lines)


def table(lines) -> dict:
    import statistics
    wins, seats, kinds = {}, {}, {}
    for line in lines:
        for race in line["progress"]:
            seats[race] = seats.get(race, 0) + 1
        for race in line["winner"]:
            wins[race] = wins.get(race, 0) + 1
        kinds[line["how"]] = kinds.get(line["how"], 0) + 1
    rounds = [x["rounds"] for x in lines] or [0]
    return {"summary": True, "games": len(lines), "wins_by_race": dict(sorted(wins.items())),
            "games_by_race": dict(sorted(seats.items())), "victories": dict(sorted(kinds.items())),
            "rounds_median": statistics.median(rounds), "rounds_min": min(rounds), "rounds_max": max(rounds)}


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
        "battles": sum(1 for e in game.log if e.code == "battle"),
    }


# -- `retro bench twilight` ----------------------------------------------------------------------------
def bench_match():
    """A computer game of 4 races for the generic slice figures (retro.bench.bench_slices)."""
    from .state import Settings
    return _computer_match(Settings(players=4, seed=1))


def _bench_parser():
    ap = _parser("retro bench twilight")
    ap.add_argument("--mail", type=int, default=0, metavar="N",
                    help="N whole games by mail (keys, files): mail steps in 12 rounds and to the end")
    ap.add_argument("--table", type=int, default=0, metavar="N",
                    help="N computer games for 3, 4, 5 and 6 players: wins by race and kind, rounds")
    ap.add_argument("--costs", action="store_true", help="what a password guess and the keys cost; checking")
    return ap


def bench(argv) -> int:
    """Timings: whole computer games, one movement phase, one space battle; with --mail,
    --table, --costs the figures of the e-mail game (bench_mail.py)."""
    import copy

    from retro.play import play_out

    from . import ai, bench_mail, engine, view
    args = _bench_parser().parse_args(argv)
    if args.mail or args.table or args.costs:
        if args.costs:
            print("costs:", bench_mail.costs(), f"checking 20000 order lines: {bench_mail.checking()} s")
        for i in range(args.mail):
            print("mail:", bench_mail.mail_game(args.seed + i, args.players, args.karte == "bauen", args.flow))
        if args.table:
            for n, t in bench_mail.race_table(args.table, seed=args.seed, flow=args.flow).items():
                print(f"table {n} players:", {k: v for k, v in t.items() if k != "summary"})
        return 0
    args.flow = 1              # the figures below are of one phase, as the first program played them
    games = max(args.games, 3)
    t = time.perf_counter()
    rounds = 0
    for i in range(games):
        rounds += play_out(_computer_match(_settings(args, args.seed + i), args.level)).state.round
    dt = time.perf_counter() - t
    print(f"whole computer game ({args.players} races): {dt / games * 1000:.1f} ms "
          f"({rounds / games:.1f} rounds, {rounds / dt:.0f} rounds/s)")
    # one phase resolution: the movement phase of round 3
    match = play_out(_computer_match(_settings(args, args.seed), args.level),
                     stop=lambda m: m.state.round == 3 and m.state.phase == "bewegung" and not m.state.pending)
    game = match.state
    orders = {p: ai.orders_for(game, p) for p in engine.missing(game)}
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


# -- tests/test_conformance.py ---------------------------------------------------------------------------
def conformance_case():
    """Random legal orders (novice.py) from five seeds, in a game that goes through every
    phase (wishes, bids, the galaxy built by the players, then the rounds with their sabotage
    phases) and ends after four rounds, so that random play ends; both computer levels at
    sixteen positions of those games."""
    from .match import RULES
    from .state import Settings
    settings = Settings(players=4, max_rounds=4, map_mode="bauen", race_mode="wunsch", home_mode="bieten")
    return RULES, settings, dict(seeds=(1, 2, 3, 4, 5), think_positions=16)
