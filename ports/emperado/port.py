"""EMPERADO's port interface (see retro/catalog.py): the window, the kiosk demo, the games of
`retro sim` (retro/simulate.py plays them), `retro bench`, and the conformance case.

    retro emperado [--odds] [--graph] [--colour] [--march-in]
                       the start box (EMPERADO 1), then the game
    retro sim emperado --players 6 --seed 1 --games 100 [--ai emperado --ai baseline ...]
                       [--rotate] [--human 0,2] [--param solidarity=20 ...]
                       [--proxy-human SEAT] [--max-rounds 300] [--summary] [--no-history]
    retro bench emperado [--games 9]
"""
from __future__ import annotations

import argparse
import statistics

from retro.portkit import screens
from retro.simulate import whole

from .options import game_parser
from .state import PARAM_MAX, PARAM_MIN, PlayerSetting, Settings, default_players
from .texts import BLURB, SCROLL  # noqa: F401  (the menu's words, kept in the texts)

MACHINE = "st_high"
# the title menu (retro/catalog.py): what it shows of the original, and the port's place
TITLE, PLATFORM, YEAR, LANGUAGE, ORDER = "EMPERADO", "Atari ST", "1988", "de", 1


# The screens import pyxel: they are loaded only when the window is opened, so that the
# launcher's look at this module and a windowless sim or bench never need pyxel.
start, demo, bench_scenes = screens("ports.emperado.screens")


def cli(options):
    """`retro emperado --help` prints the game's options, an unknown one is an error (2);
    otherwise None: the window opens."""
    from retro.catalog import parse_game_args
    return parse_game_args(game_parser(), options)[1]


_PARAM_ALIASES = {
    "solidarity": "solidarity", "solidarisierungsgrad": "solidarity",
    "coalition": "coalition", "koalitionsneigung": "coalition",
    "handicap": "handicap", "laenderhandicap": "handicap", "länderhandicap": "handicap",
}
# ai.PLAYERS, named here so that no import is needed
AI_NAMES = ("emperado", "baseline", "proxy", "allmarch")


class _Parser(argparse.ArgumentParser):
    def error(self, message):           # argparse's one-line error, as `retro sim emperado: ...`
        self.exit(2, f"{self.prog}: {message}\n")


def _ai_names(text: str) -> list[str]:
    names = [n for n in text.split(",") if n]
    for n in names:
        if n not in AI_NAMES:
            raise argparse.ArgumentTypeError(f"unknown AI {n!r}; known: {', '.join(AI_NAMES)}")
    return names


def _seat_numbers(text: str) -> list[int]:
    """--human 0,2: seat numbers 0-5."""
    out = []
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        if not (word.isdigit() and int(word) < 6):
            raise argparse.ArgumentTypeError(f"{word!r} is no seat number (0-5)")
        out.append(int(word))
    return out


def _param(text: str) -> tuple[str, int]:
    name, _, value = text.partition("=")
    key = _PARAM_ALIASES.get(name.strip().lower())
    if key is None:
        raise argparse.ArgumentTypeError(f"unknown parameter {name!r}")
    try:
        v = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{name} needs a whole number") from None
    if not PARAM_MIN <= v <= PARAM_MAX:
        raise argparse.ArgumentTypeError(f"{name} must be in {PARAM_MIN}..{PARAM_MAX}")
    return key, v


def sim_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="retro sim emperado",
                description="EMPERADO games of computer parties, no window")
    p.add_argument("--players", type=int, default=6, choices=range(2, 7), metavar="PLAYERS")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=whole(0), default=1)
    p.add_argument("--ai", action="append", default=[], type=_ai_names,
                   help="player per seat (emperado, baseline, allmarch); repeat or comma-separate")
    p.add_argument("--rotate", action="store_true", help="shift the seats by one each game")
    p.add_argument("--human", default=[], type=_seat_numbers,
                   help="seats flagged human (played by their --ai), e.g. 0,2")
    p.add_argument("--param", action="append", default=[], type=_param,
                   help="name=value, e.g. solidarity=20")
    p.add_argument("--proxy-human", type=int, choices=range(6), default=None, metavar="SEAT",
                   help="seat flagged human and played by the computer with the parameters' "
                        "effect on its own play off (ai.ProxyAI): a human of the computer's "
                        "strength; it moves with --rotate; the summary gives its win rate")
    p.add_argument("--march-in", action="store_true",
                   help="the option: the parties choose how many armies march in")
    p.add_argument("--max-rounds", type=whole(1), default=300)
    p.add_argument("--no-history", dest="history", action="store_false",
                   help="leave out the countries and armies per party per round")
    p.add_argument("--summary", action="store_true", help="end with a summary line")
    return p


def _base_seats(args) -> list[str]:
    names = [n for item in args.ai for n in item] or ["emperado"]
    return (names * args.players)[:args.players]


def _humans(args) -> set[int]:
    return {x for x in args.human if x < args.players}


def _settings(args) -> Settings:
    humans = _humans(args)
    players = [PlayerSetting(p.name, i in humans) for i, p in enumerate(default_players(args.players))]
    s = Settings(players=players, march_choice=int(getattr(args, "march_in", False)))
    for key, v in args.param:
        setattr(s, key, v)
    return s


def computers(names: list[str]) -> list:
    """Seats for a game of computers only: each party played by its AI, whether the
    settings flag it human or not (the flag then counts only for the parameters)."""
    from retro.play import Seat
    return [Seat.cpu(n) for n in names]


def sim_games(args):
    """The games `retro sim emperado` plays: seed, seed + 1, ...; with --rotate the seats
    shift by one each game; a game stops after --max-rounds rounds."""
    from retro.simulate import SimGame

    from .match import RULES
    base = _base_seats(args)
    settings = _settings(args)
    limit = args.max_rounds
    for g in range(max(0, args.games)):
        k = g % args.players if args.rotate else 0
        seats = base[-k:] + base[:-k] if k else list(base)
        info = {"game": g, "seats": seats}
        s = settings
        if _proxy(args) is not None:             # the proxy's seat moves with the others
            party = (_proxy(args) + k) % args.players
            seats[party] = "proxy"
            s = settings.copy()
            s.players[party].human = True
            info["proxy"] = party
        yield SimGame(RULES, s, args.seed + g, computers(seats),
                      stop=lambda m: m.state.round > limit, info=info)


def _proxy(args) -> int | None:
    seat = args.proxy_human
    return seat if seat is not None and seat < args.players else None


def sim_line(match, game, args, seconds: float) -> dict:
    """One game: the seats, the winner, the rounds, and each party's countries and armies
    at the end and (`history`) after every round and the round the game was won in."""
    st = match.state
    seats = game.info["seats"]
    w = st.winner
    line = {"game": game.info["game"], "seed": game.seed, "seats": seats, "winner": w,
            "winner_ai": seats[w] if w is not None else None, "rounds": st.round,
            "countries": [st.count(p) for p in range(args.players)],
            "armies": [st.total_armies(p) for p in range(args.players)]}
    if "proxy" in game.info:
        line["proxy"] = game.info["proxy"]
    if args.history:
        line["history"] = st.history
    return line


def sim_summary(lines, args) -> dict | None:
    if not args.summary:
        return None
    base = _base_seats(args)
    wins_by_ai: dict[str, int] = {}
    wins_by_seat = [0] * args.players
    for line in lines:
        w = line["winner"]
        if w is not None:
            wins_by_ai[line["winner_ai"]] = wins_by_ai.get(line["winner_ai"], 0) + 1
            wins_by_seat[w] += 1
    rounds = [line["rounds"] for line in lines]
    settings = _settings(args)
    return {"summary": True, "games": args.games, "wins_by_ai": wins_by_ai,
            "seats_by_ai": _seats_by_ai(base, args),
            "wins_by_seat": wins_by_seat, "draws": args.games - sum(wins_by_seat),
            "rounds_median": statistics.median(rounds) if rounds else 0,
            "params": {k: getattr(settings, k) for k in ("solidarity", "coalition", "handicap")},
            "march_in": bool(settings.march_choice),
            "humans": sorted(_humans(args)), **_proxy_summary(lines, args)}


def _seats_by_ai(base: list[str], args) -> dict:
    seats = list(base)
    if _proxy(args) is not None:
        seats[_proxy(args)] = "proxy"
    return {n: seats.count(n) for n in sorted(set(seats))}


def _proxy_summary(lines, args) -> dict:
    """The proxy seat's wins with their 95 % interval, beside its fair share 1 / parties."""
    if _proxy(args) is None:
        return {}
    from retro.stats import rate
    wins = sum(1 for line in lines if line["winner"] is not None and line["winner"] == line["proxy"])
    r = rate(wins, len(lines))
    return {"proxy": {"seat": _proxy(args), **r.as_dict(), "fair_share": round(1 / args.players, 4),
                      "undecided": sum(1 for line in lines if line["winner"] is None),
                      "text": r.text()}}


def bench_match(seed: int = 1):
    """A computer game for `retro bench`'s slice figures: six EmperadoAI parties."""
    from retro.play import Match

    from .match import RULES
    return Match(RULES, Settings(players=default_players(6)), seed, computers(["emperado"] * 6),
                 checkpoints=False)


def conformance_case():
    """What tests/test_conformance.py plays: three parties, random moves to the end from
    three seeds, both computer levels thinking at six positions of those games."""
    from .match import RULES
    return RULES, Settings(players=default_players(3)), dict(seeds=(1, 2, 3), think_positions=6)


def shown_texts():
    """{font: texts} of everything the screens show (tests/test_conformance.py checks each
    character against its font): the rules' messages and every screen text in the system
    font; the map's boxes (country names, armies, the demo's line) in the small one."""
    from . import texts, world
    from .screens import texts_screen
    big = list(texts.MESSAGES.values())
    for value in vars(texts).values():
        if isinstance(value, str):
            big.append(value)
        elif isinstance(value, dict):
            big += [v for v in value.values() if isinstance(v, str)]
    big += [s.replace("\n", "") for s in texts_screen.all_texts()]
    names = [c.name for c in world.COUNTRIES]
    big += names + [c.name for c in world.CONTINENTS]
    small = names + ["ABCDEFN0123456789*"]
    small += [texts_screen.t(key, lang) for key in ("armies_box", "demo") for lang in ("de", "en")]
    return {"st8x16": big, "st6x6": small}


def _computer_game(seed: int, name: str, checkpoints: bool = False, max_rounds: int = 300):
    """A whole 6-party game of computers; (match, seconds of each turn)."""
    from retro.benchloop import turn_times
    from retro.play import Match

    from .match import RULES
    m = Match(RULES, Settings(players=default_players(6)), seed, computers([name] * 6),
              checkpoints=checkpoints, spell=False)
    return m, turn_times(m, stop=lambda match: match.state.round > max_rounds)


def bench(argv) -> int:
    p = argparse.ArgumentParser(prog="retro bench emperado")
    p.add_argument("--games", type=whole(1), default=9)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    from retro.benchloop import games, median_ms, ms

    from . import odds
    print(f"odds table 100x100 (conquest chance and expected losses): "
          f"{ms(lambda: odds.fresh().conquer(100, 100)):.1f} ms")
    played = games(lambda g: args.seed + g, args.games, play=lambda seed: _computer_game(seed, "emperado"))
    game_times = [seconds for _, seconds in played]
    turn_times = [t for (_, turns), _ in played for t in turns]
    print(f"6-party game, 6 x emperado AI: median {statistics.median(game_times):.3f} s "
          f"over {args.games} games (median {statistics.median(m.state.round for (m, _), _ in played)} "
          f"rounds; target < 5 s)")
    print(f"one computer turn: median {median_ms(turn_times):.2f} ms, "
          f"max {1000 * max(turn_times):.2f} ms over {len(turn_times)} turns (target < 50 ms)")
    played = games(lambda g: args.seed + g, args.games, play=lambda seed: _computer_game(seed, "baseline"))
    print(f"6-party game, 6 x baseline AI: median {statistics.median(s for _, s in played):.3f} s")
    _bench_log(args.seed)
    return 0


def _bench_log(seed: int) -> None:
    """Laden replays the whole log; Shift+R replays the turn in progress (Match.undo)."""
    from retro.benchloop import load_ms, ms
    from retro.play import Match

    from .actions import Place
    from .match import RULES
    whole, _ = _computer_game(seed, "emperado")
    m = Match(RULES, whole.settings, whole.seed, computers(["emperado"] * 6))
    for e in whole.log[:len(whole.log) // 2]:
        m.play(e.player, e.action)
    while m.state.phase != "einsetzen":
        m.step_computer()
    st = m.state
    m.play(st.current, Place(st.countries_of(st.current)[0], 1))
    print(f"Laden of a whole game ({len(whole.log)} actions, replayed and checked): "
          f"{load_ms(RULES, whole):.1f} ms; Shift+R in mid-game: {ms(m.undo):.2f} ms")
