"""ACME's entry points for the launcher (see retro/catalog.py): the window game, the kiosk
demo, sims, benchmarks and the conformance case.

    retro acme                       the greeting, the names, the game (two at the screen)
    retro sim acme --seed S --games K [--players 2|4] [--map 29|42]
                   [--events oft|normal|selten|nie] [--levels acme,greedy] [--rotate] [--summary]
    retro bench acme
"""
from __future__ import annotations

import argparse
import statistics

from retro.portkit import screens
from retro.simulate import whole
from retro.stats import rate

from .options import game_parser
from .texts import BLURB, SCROLL  # noqa: F401  (the menu's words, kept in the texts)

MACHINE = "st_low"
# the title menu (retro/catalog.py): what it shows of the original, and the port's place
TITLE, PLATFORM, YEAR, LANGUAGE, ORDER = "ACME V1.0", "Atari ST", "1990/91", "de", 2


# The screens import pyxel: they load only when the window opens.
start, demo, bench_scenes = screens("ports.acme.screens")


def cli(options):
    """`retro acme --help` prints the game's options, an unknown one is an error (2);
    otherwise None: the window opens."""
    from retro.catalog import parse_game_args
    return parse_game_args(game_parser(), options)[1]


def _seats(text: str) -> list:
    from .ai import LEVELS
    out = [w.strip() for w in text.split(",") if w.strip()]
    for w in out:
        if w not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {w!r}; levels: {', '.join(LEVELS)}")
    return out


def sim_parser() -> argparse.ArgumentParser:
    from .state import FREQUENCIES
    from .world import WORLDS
    p = argparse.ArgumentParser(prog="retro sim acme",
                                description="ACME games of computer players, no window")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=whole(0), default=1)
    p.add_argument("--players", type=int, choices=(2, 4), default=2)
    p.add_argument("--map", type=int, choices=sorted(WORLDS), default=29)
    p.add_argument("--events", choices=FREQUENCIES, default="normal")
    p.add_argument("--levels", type=_seats, default=["acme"],
                   help="computer level per seat, comma-separated (random, greedy, acme)")
    p.add_argument("--rotate", action="store_true", help="shift the seats by one each game")
    p.add_argument("--max-turns", type=whole(1), default=2000)
    p.add_argument("--summary", action="store_true", help="end with a summary line")
    return p


def sim_games(args):
    from retro.simulate import SimGame

    from .events import Catastrophe, Traded
    from .match import RULES, seats_of
    from .state import PlayerSetting, Settings
    base = (args.levels * args.players)[:args.players]
    for g in range(max(0, args.games)):
        k = g % args.players if args.rotate else 0
        levels = base[-k:] + base[:-k] if k else list(base)
        settings = Settings(tuple(PlayerSetting(f"COMPUTER {i + 1}", True, lv)
                                  for i, lv in enumerate(levels)), args.events, args.map)
        tally = {"catastrophes": {}, "trades": 0}

        def count(message, tally=tally):
            for e in getattr(message, "events", ()):
                if isinstance(e, Catastrophe):
                    tally["catastrophes"][e.kind] = tally["catastrophes"].get(e.kind, 0) + 1
                elif isinstance(e, Traded):
                    tally["trades"] += 1

        yield SimGame(RULES, settings, args.seed + g, seats_of,
                      prelude=lambda m, count=count: m.listen(count),
                      stop=lambda m: m.state.turns >= args.max_turns,
                      info={"n": g, "levels": levels, "tally": tally})


def sim_line(match, game, args, seconds: float) -> dict:
    st = match.state
    month, year = st.date()
    w = st.winner
    return {"game": game.info["n"], "seed": game.seed, "players": args.players, "map": args.map,
            "events": args.events, "levels": game.info["levels"], "winner": w,
            "winner_level": game.info["levels"][w] if w is not None else None,
            "turns": st.turns, "months": st.month + 1, "month": month, "year": year,
            "catastrophes": game.info["tally"]["catastrophes"], "trades": game.info["tally"]["trades"],
            "countries": [st.count(p) for p in range(st.n_players)],
            "seconds": round(seconds, 3)}


def sim_summary(lines, args):
    if not args.summary:
        return None
    wins, seats = {}, {}
    for line in lines:
        for lv in line["levels"]:
            seats[lv] = seats.get(lv, 0) + 1
        if line["winner_level"] is not None:
            wins[line["winner_level"]] = wins.get(line["winner_level"], 0) + 1
    kinds = {}
    for line in lines:
        for k, n in line["catastrophes"].items():
            kinds[k] = kinds.get(k, 0) + n
    games = max(1, len(lines))
    # each level's share of the games it sat in, with Wilson's 95 % interval (retro.stats)
    rates = {lv: rate(wins.get(lv, 0), sum(1 for x in lines if lv in x["levels"])).as_dict() for lv in seats}
    return {"summary": True, "games": len(lines), "wins_by_level": wins, "seats_by_level": seats,
            "win_rate_by_level": rates,
            "unfinished": sum(1 for x in lines if x["winner"] is None),
            "months_median": statistics.median(x["months"] for x in lines) if lines else 0,
            "catastrophes_per_game": {k: round(n / games, 2) for k, n in sorted(kinds.items())},
            "trades_per_game": round(sum(x["trades"] for x in lines) / games, 2),
            "seconds_per_game": round(sum(x["seconds"] for x in lines) / games, 4)}


def bench(argv) -> int:
    p = argparse.ArgumentParser(prog="retro bench acme")
    p.add_argument("--games", type=whole(1), default=50)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    from retro.benchloop import games, load_ms, median_ms, ms
    from retro.odds import BattleOdds
    from retro.play import Match, play_out

    from .match import RULES, seats_of
    from .rules import DICE
    from .state import PlayerSetting, Settings
    print(f"odds table 99x99 with ACME's dice: {ms(lambda: BattleOdds(DICE).tables.ensure(99, 99)):.1f} ms")
    settings = Settings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft")
    played = games(lambda g: Match(RULES, settings, args.seed + g, seats_of, checkpoints=False, spell=False),
                   args.games)
    total = sum(seconds for _, seconds in played)
    actions = sum(len(m.log) for m, _ in played)
    print(f"2 x acme computer, events oft: {args.games / total:.1f} games/s, median "
          f"{median_ms(seconds for _, seconds in played):.1f} ms a game, "
          f"{statistics.median(m.state.month + 1 for m, _ in played)} months, {actions / total:.0f} actions/s")
    m = play_out(Match(RULES, settings, args.seed, seats_of, checkpoints=False))
    print(f"loading a whole game ({len(m.log)} actions, replayed and checked): {load_ms(RULES, m):.1f} ms")
    return 0


def bench_match():
    """A computer game for `retro bench`'s slice figures."""
    from retro.play import Match

    from .match import RULES, seats_of
    from .state import PlayerSetting, Settings
    settings = Settings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft")
    return Match(RULES, settings, 1, seats_of, checkpoints=False)


def conformance_case():
    """What tests/test_conformance.py plays: random games with catastrophes on `oft`."""
    from .match import RULES
    from .state import Settings
    return RULES, Settings(events="oft"), dict(seeds=(1, 2, 3, 4), think_positions=4,
                                               instant_levels=("random",))


def shown_texts():
    """{font: texts} of everything the screens show (tests/test_conformance.py checks each
    character against its font): the templates in the system font and the small one, the
    country names of both maps in the small one."""
    from . import texts
    from .world import WORLDS
    templates = [t.replace("|", " ") for t in texts.all_texts()]
    names = [c.name for w in WORLDS.values() for c in w.countries]
    return {"st8x8": templates, "st6x6": templates + names}
