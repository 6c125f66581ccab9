"""EMPERADO's port interface (see retro/catalog.py): the window, the kiosk demo, sim, bench.

    retro emperado [--odds] [--graph] [--colour]   the start box (EMPERADO 1), then the game
    retro sim emperado --players 6 --seed 1 --games 100 [--ai emperado --ai baseline ...]
                       [--rotate] [--human 0,2] [--param solidarity=20 ...]
                       [--max-rounds 300] [--summary] [--no-history]
    retro bench emperado [--games 9]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from . import ai, rules
from .state import PARAM_MAX, PARAM_MIN, PlayerSetting, Settings, default_players

MACHINE = "st_high"


# The screens import pyxel: they are loaded only when the window is opened, so that the
# launcher's look at this module and a windowless sim or bench never need pyxel.
def start(app, options):
    from .screens import start as start_screens

    return start_screens(app, options)


def demo(app, options):
    from .screens import demo as demo_screens

    return demo_screens(app, options)


def bench_scenes(app):
    from .screens import bench_scenes as scenes

    return scenes(app)


GAME_HELP = """usage: retro emperado [--odds] [--graph] [--colour]

EMPERADO (Atari ST, 1988). Extras beside the faithful game, all off by default
(the box "Extras" in the Spielmenu switches them too):
  --odds     show the chance to liberate before the click
  --graph    a graph of countries and armies per party at the end
  --colour   fill the parties with colours instead of patterns

Saves (*.EMP) and SETTINGS.EMP live in the data folder (retro --data DIR).
Without a window: retro sim emperado --help, retro bench emperado."""


def cli(options):
    """`retro emperado --help` prints the game's options; otherwise the window opens."""
    args = list(getattr(options, "game_args", None) or [])
    if "--help" in args or "-h" in args:
        print(GAME_HELP)
        return 0
    return None


_PARAM_ALIASES = {
    "solidarity": "solidarity", "solidarisierungsgrad": "solidarity",
    "coalition": "coalition", "koalitionsneigung": "coalition",
    "handicap": "handicap", "laenderhandicap": "handicap", "länderhandicap": "handicap",
}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="retro sim emperado",
                                description="EMPERADO games of computer parties, no window")
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--ai", action="append", default=[],
                   help="player per seat (emperado, baseline); repeat or comma-separate")
    p.add_argument("--rotate", action="store_true", help="shift the seats by one each game")
    p.add_argument("--human", default="", help="seats flagged human (played by their --ai)")
    p.add_argument("--param", action="append", default=[], help="name=value, e.g. solidarity=20")
    p.add_argument("--max-rounds", type=int, default=300)
    p.add_argument("--no-history", dest="history", action="store_false",
                   help="leave out the countries and armies per party per round")
    p.add_argument("--summary", action="store_true", help="end with a summary line")
    return p


def _settings(args, humans: set[int]) -> Settings:
    players = [PlayerSetting(p.name, i in humans) for i, p in enumerate(default_players(args.players))]
    s = Settings(players=players)
    for item in args.param:
        name, _, value = item.partition("=")
        key = _PARAM_ALIASES.get(name.strip().lower())
        if key is None:
            raise SystemExit(f"unknown parameter {name!r}")
        v = int(value)
        if not PARAM_MIN <= v <= PARAM_MAX:
            raise SystemExit(f"{name} must be in {PARAM_MIN}..{PARAM_MAX}")
        setattr(s, key, v)
    return s


def play_game(settings: Settings, seed: int, seats: list[str], max_rounds: int = 300):
    """One game of computer parties; returns (state, seconds per turn list)."""
    st = rules.new_state(settings, seed)
    players = [ai.make(name) for name in seats]
    turn_times = []
    t0 = time.perf_counter()
    turn = st.turns
    while st.phase != "ende" and st.round <= max_rounds:
        rules.apply(st, players[st.current].next_action(st))
        if st.turns != turn:
            now = time.perf_counter()
            turn_times.append(now - t0)
            t0, turn = now, st.turns
    return st, turn_times


def sim(argv) -> int:
    args = _parser().parse_args(argv)
    names = [n for item in args.ai for n in item.split(",") if n] or ["emperado"]
    for n in names:
        if n not in ai.PLAYERS:
            print(f"unknown AI {n!r}; known: {', '.join(ai.PLAYERS)}", file=sys.stderr)
            return 2
    base_seats = (names * args.players)[:args.players]
    humans = {int(x) for x in args.human.split(",") if x.strip()}
    settings = _settings(args, humans)
    wins_by_ai: dict[str, int] = {}
    wins_by_seat = [0] * args.players
    rounds = []
    for g in range(args.games):
        k = g % args.players if args.rotate else 0
        seats = base_seats[-k:] + base_seats[:-k] if k else list(base_seats)
        seed = args.seed + g
        st, _ = play_game(settings, seed, seats, args.max_rounds)
        w = st.winner
        # "history": per finished round (and the round the game was won in), for each party
        # [countries, armies]
        line = {"game": g, "seed": seed, "seats": seats, "winner": w,
                "winner_ai": seats[w] if w is not None else None, "rounds": st.round,
                "countries": [st.count(p) for p in range(args.players)],
                "armies": [st.total_armies(p) for p in range(args.players)]}
        if args.history:
            line["history"] = st.history
        print(json.dumps(line))
        rounds.append(st.round)
        if w is not None:
            wins_by_ai[seats[w]] = wins_by_ai.get(seats[w], 0) + 1
            wins_by_seat[w] += 1
    if args.summary:
        seats_of = {n: base_seats.count(n) for n in set(base_seats)}
        print(json.dumps({"summary": True, "games": args.games, "wins_by_ai": wins_by_ai,
                          "seats_by_ai": seats_of, "wins_by_seat": wins_by_seat,
                          "draws": args.games - sum(wins_by_seat),
                          "rounds_median": statistics.median(rounds) if rounds else 0,
                          "params": {k: getattr(settings, k) for k in
                                     ("solidarity", "coalition", "handicap")},
                          "humans": sorted(humans)}))
    return 0


def bench(argv) -> int:
    p = argparse.ArgumentParser(prog="retro bench emperado")
    p.add_argument("--games", type=int, default=9)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    from . import odds
    t = time.perf_counter()
    fresh = odds._Tables()
    fresh.ensure(100, 100)
    print(f"odds table 100x100 (conquest chance and expected losses): "
          f"{1000 * (time.perf_counter() - t):.1f} ms")
    game_times, turn_times, rounds = [], [], []
    for g in range(args.games):
        t = time.perf_counter()
        st, turns = play_game(Settings(players=default_players(6)), args.seed + g, ["emperado"] * 6)
        game_times.append(time.perf_counter() - t)
        turn_times += turns
        rounds.append(st.round)
    print(f"6-party game, 6 x emperado AI: median {statistics.median(game_times):.3f} s "
          f"over {args.games} games (median {statistics.median(rounds)} rounds; target < 5 s)")
    print(f"one computer turn: median {1000 * statistics.median(turn_times):.2f} ms, "
          f"max {1000 * max(turn_times):.2f} ms over {len(turn_times)} turns (target < 50 ms)")
    game_times = []
    for g in range(args.games):
        t = time.perf_counter()
        play_game(Settings(players=default_players(6)), args.seed + g, ["baseline"] * 6)
        game_times.append(time.perf_counter() - t)
    print(f"6-party game, 6 x baseline AI: median {statistics.median(game_times):.3f} s")
    _bench_log(args.seed)
    return 0


def _bench_log(seed: int) -> None:
    """Laden replays the whole log; Shift+R replays the turn in progress (game.py)."""
    from .actions import Place
    from .game import Game

    g = Game(Settings(players=default_players(6)), seed)
    players = [ai.make("emperado") for _ in range(6)]
    while g.state.phase != "ende" and g.state.round <= 300:
        g.play(players[g.state.current].next_action(g.state))
    text = g.to_text()
    t = time.perf_counter()
    Game.from_text(text)
    load_ms = 1000 * (time.perf_counter() - t)
    g = Game(g.initial, g.seed, g.actions[:len(g.actions) // 2])
    while g.state.phase != "einsetzen":
        g.play(players[g.state.current].next_action(g.state))
    g.play(Place(g.state.countries_of(g.state.current)[0], 1))
    t = time.perf_counter()
    g.undo()
    undo_ms = 1000 * (time.perf_counter() - t)
    print(f"Laden of a whole game ({len(text.splitlines()) - 4} actions, replayed and checked): "
          f"{load_ms:.1f} ms; Shift+R in mid-game: {undo_ms:.2f} ms")
