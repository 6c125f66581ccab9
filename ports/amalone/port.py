"""aMalone's entry points for the launcher (see retro/catalog.py): the window game and its
kiosk demo (screens/), the engine protocol, sims and benchmarks."""
from __future__ import annotations

import argparse
import sys
import time

from retro.portkit import screens

from .options import game_parser
from .texts import BLURB, SCROLL  # noqa: F401  (the menu's words, kept in the texts)

MACHINE = "amiga_low"
# the title menu (retro/catalog.py): what it shows of the original, and the port's place
TITLE, PLATFORM, YEAR, LANGUAGE, ORDER = "aMalone", "Amiga", "1994", "nl", 4
start, demo, bench_scenes = screens("ports.amalone.screens")

def cli(options):
    """`retro amalone --engine`: the line protocol on stdin/stdout; --help, or an unknown
    option (2): said here; else None (the window)."""
    from retro.catalog import parse_game_args
    args, code = parse_game_args(game_parser(), options)
    if code is not None:
        return code
    if args.engine:
        from .engine import run
        return run(sys.stdin, sys.stdout)
    return None


class _Parser(argparse.ArgumentParser):
    def error(self, message):           # argparse's one-line error, as `retro sim amalone: ...`
        self.exit(2, f"{self.prog}: {message}\n")


def _openings(text: str) -> str:
    from .board import OPENINGS
    bad = [name for name in text.split(",") if name not in OPENINGS]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown opening '{bad[0]}'")
    return text


def sim_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="retro sim amalone", add_help=True,
                description="aMalone games of the computer against itself, no window")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--level", type=int, default=3, choices=range(1, 6), help="Black's level")
    p.add_argument("--level-white", type=int, default=None, choices=range(1, 6))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--opening", default="standard", choices=("standard", "belgian", "german"))
    p.add_argument("--openings", default=None, type=_openings,
                   help="comma-separated openings, one after the other (each with both colours "
                        "when --swap is given); instead of --opening")
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--random-plies", type=int, default=2,
                   help="the first plies are random legal moves, so that seeds give other games")
    p.add_argument("--no-draw", action="store_true",
                   help="play on through repetitions (sims use the threefold rule by default)")
    p.add_argument("--movetime", type=int, default=None, metavar="MS",
                   help="the first player thinks MS milliseconds of CPU time a move (level 5's "
                        "search without its depth and node limits) instead of --level")
    p.add_argument("--opponent", default=None, choices=("greedy", "old"),
                   help="White is the greedy one-ply mover, or the earlier version kept in "
                        "--old-engine at --old-level (default: our search at --level-white)")
    p.add_argument("--old-engine", default=None, metavar="DIR",
                   help="a folder holding an earlier version's ai.py, rules.py and board.py (default: "
                        "those of commit 7f9de42, before issue 13, taken from git)")
    p.add_argument("--old-level", type=int, default=5, choices=range(1, 6))
    p.add_argument("--old-movetime", type=int, default=None, metavar="MS",
                   help="the earlier version stops after MS milliseconds of CPU time a move too")
    p.add_argument("--swap", action="store_true",
                   help="colours swapped every second game: the first player is Black, then White")
    p.add_argument("--summary", action="store_true",
                   help="a last line with the first player's wins, draws, marbles and plies")
    return p


def _players(args) -> tuple:
    """The first player (Black unless swapped) and the second, as seat levels."""
    from . import opponents
    first = opponents.Timed(args.movetime) if args.movetime else args.level
    if args.opponent == "greedy":
        second = opponents.Greedy()
    elif args.opponent == "old":
        second = opponents.Old(args.old_level, args.old_engine,
                               args.old_movetime)
    else:
        second = args.level_white if args.level_white is not None else args.level
    return first, second


def _name(level):
    return level if isinstance(level, int) else level.name


def _schedule(args, n: int) -> tuple[str, bool]:
    """Game n's opening and whether the first player has Black."""
    names = args.openings.split(",") if args.openings else [args.opening]
    per = 2 if args.swap else 1
    return names[(n - 1) // per % len(names)], not (args.swap and n % 2 == 0)


def sim_games(args):
    """The games `retro sim amalone` plays (retro/simulate.py runs them)."""
    from retro.dice import Dice
    from retro.play import Refusal, Seat
    from retro.simulate import SimGame

    from .game import DrawRule, Settings
    from .match import RULES
    first, second = _players(args)
    dice = Dice(args.seed)

    def opening(match, d):
        if args.opponent == "old":       # said here, where retro.simulate explains a Refusal
            from .opponents import load_engine
            try:
                load_engine(second.folder)
            except (OSError, ImportError) as e:
                raise Refusal("sim.no_engine", reason=str(e)) from None
        # random legal plies first, so that seeds give other games
        while match.awaited and len(match.log) < args.random_plies:
            match.play(match.awaited[0], d.choice(RULES.legal(match.state, None)))

    for n in range(1, max(0, args.games) + 1):
        d = dice.fork()
        name, first_black = _schedule(args, n)
        # a pair of games with colours swapped starts from the same random plies
        seed = args.seed * 1000 + ((n + 1) // 2 if args.swap else n)
        d = Dice(seed) if args.swap else d
        settings = Settings(name, max(1, args.max_plies),
                            None if args.no_draw else DrawRule(repetitions=3))
        seats = [Seat.cpu(first), Seat.cpu(second)] if first_black else \
            [Seat.cpu(second), Seat.cpu(first)]
        yield SimGame(RULES, settings, seed, seats, prelude=lambda m, d=d: opening(m, d),
                      info={"n": n, "opening": name, "first_black": first_black,
                            "levels": [_name(s.level) for s in seats]})


def sim_line(match, game, args, seconds: float) -> dict:
    from .board import BLACK
    st = match.state
    winner = st.winner
    if winner is not None:
        result = ("black", "white")[winner]
    else:
        result = "draw" if st.over else "unfinished"
    levels = game.info["levels"]
    line = {"game": game.info["n"], "opening": game.info["opening"],
            "levels": {"black": levels[0], "white": levels[1]},
            "result": result, "plies": len(st.plies),
            "off": {"black": st.position.lost[BLACK], "white": st.position.lost[1 - BLACK]},
            "winner": None if winner is None else ("black", "white")[winner],
            "seconds": round(seconds, 2)}
    if args.swap or args.opponent or args.movetime:
        line["first"] = "black" if game.info["first_black"] else "white"
    return line


def sim_summary(lines, args) -> dict | None:
    """With --summary: the first player's score over all games (a draw is half a point)."""
    if not args.summary or not lines:
        return None
    won = drawn = lost = unfinished = 0
    off_by, off_against, plies_to_win = 0, 0, []
    for line in lines:
        me = line.get("first", "black")
        other = "white" if me == "black" else "black"
        off_by += line["off"][other]
        off_against += line["off"][me]
        if line["winner"] == me:
            won += 1
            plies_to_win.append(line["plies"])
        elif line["winner"] == other:
            lost += 1
        else:
            drawn += 1
            unfinished += line["result"] == "unfinished"
    first, second = _players(args)
    return {"summary": True, "first": _name(first), "second": _name(second), "games": len(lines),
            "won": won, "drawn": drawn, "lost": lost, "unfinished": unfinished,
            "points_pct": round(100 * (won + drawn / 2) / len(lines), 1),
            "marbles_off": {"by_first": off_by, "by_second": off_against},
            "plies_per_win": round(sum(plies_to_win) / len(plies_to_win), 1) if plies_to_win else None}


def bench_match(level: int = 4):
    """A computer game for `retro bench`'s slice figures: level 4 against itself."""
    from retro.play import Match, Seat

    from .game import DrawRule, Settings
    from .match import RULES
    return Match(RULES, Settings("standard", 300, DrawRule(repetitions=3)), 1,
                 [Seat.cpu(level), Seat.cpu(level)], checkpoints=False)


def bench_figures(quick: bool = False) -> dict:
    """`retro bench`'s table: move generations and search nodes a second from the standard
    opening, and whole computer games a minute (level 3 against itself, as `retro sim`
    plays; quick: level 2, shorter measurements)."""
    from retro.benchloop import per_second
    from retro.play import play_out

    from .rules import Position, generate
    p = Position.opening("standard")
    movegen = per_second(generate, 2000 if quick else 20000, p.own, p.opp)
    s = _searched(p, 200 if quick else 2000)
    level, spend = (2, 0.5) if quick else (3, 3.0)
    t, games = time.perf_counter(), 0
    while not games or time.perf_counter() - t < spend:
        play_out(bench_match(level))
        games += 1
    return {"movegen_per_s": movegen, "search_nodes_per_s": s.nodes / max(s.elapsed, 1e-9),
            "games_per_minute": 60 * games / (time.perf_counter() - t),
            "note": f"games at level {level} against itself; search {s.elapsed:.1f} s from "
                    f"the standard opening (depth {s.depth_done})"}


def bench_table(plies: int, movetime_ms: float, out=print) -> dict:
    """The transposition table kept between moves against cleared at each: a game of level
    5's evaluation at movetime_ms of CPU a move (played with the table cleared), then each of
    its positions searched again in order by the side to move's engine with a table kept
    from its last move; mean depth finished and nodes per CPU second, both ways."""
    from retro.dice import Dice

    from .ai import Search
    from .rules import Position
    from .zobrist import zobrist
    pos, keys, positions = Position.opening("standard"), [], []
    dice = Dice(25)
    for _ in range(2):
        keys.append(zobrist(pos))
        pos = pos.play(dice.choice(pos.legal_moves()))
    for _ in range(plies):
        if pos.winner() is not None:
            break
        positions.append((pos, list(keys)))
        keys.append(zobrist(pos))
        pos = pos.play(Search(pos, 5, depth=60, nodes=10 ** 9, movetime_ms=movetime_ms,
                              history=keys[:-1], clock=time.process_time).run())
    figures = {}
    for name, keep in (("cleared", False), ("kept", True)):
        tables = [{}, {}]
        depths, nodes, cpu, to4 = [], 0, 0.0, []
        for p, history in positions:
            tt = tables[p.turn] if keep else {}
            s = Search(p, 5, depth=60, nodes=10 ** 9, movetime_ms=movetime_ms, tt=tt,
                       history=history, clock=time.process_time)
            s.run()
            depths.append(s.depth_done)
            to4 += [it[2] for it in s.iterations if it[0] == 4]
            nodes += s.nodes
            cpu += s.elapsed
        figures[name] = (sum(depths) / len(depths), nodes / max(cpu, 1e-9), depths,
                         sum(to4) / max(1, len(to4)))
        out(f"table    {name:7s} {len(positions)} positions at {movetime_ms:.0f} ms CPU: mean depth "
            f"{figures[name][0]:.2f}, {figures[name][1]:.0f} nodes/CPU s, "
            f"{figures[name][3]:.0f} nodes to finish depth 4, depths "
            f"{''.join(str(min(d, 9)) for d in depths)}")
    return figures


def bench(argv) -> int:
    """Move generations per second, perft(4), how deep the computer gets in 2 s, and how long
    its 5 ms slices really take; then the table kept between moves, converting a lead (the
    suite's positions played out against the defensive mover and the previous version) and,
    when asked, the ladder of levels. `retro bench` then adds a whole computer game's slices
    as a screen runs them (bench_match)."""
    p = _bench_parser()
    args = p.parse_args(list(argv))
    _set_constants(args.set)
    seconds = max(0.01, args.seconds)
    part = args.only
    if part in (None, "engine"):
        _bench_engine(seconds)
    if part in (None, "table") and args.table_plies > 0:
        bench_table(args.table_plies, args.table_ms if args.table_ms is not None else 100 * seconds)
    if part in (None, "convert") and args.convert > 0:
        _bench_convert(p, args, args.convert_ms if args.convert_ms is not None else 50 * seconds)
    if part in (None, "ladder") and args.ladder > 0:
        _bench_ladder(args)
    return 0


def _bench_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="retro bench amalone", description="aMalone's engine figures; then "
                "a whole computer game's thinking slices and the scenes' frame times")
    p.add_argument("--seconds", type=float, default=2.0, metavar="S",
                   help="how long each search runs (default 2)")
    p.add_argument("--only", default=None, choices=("engine", "table", "convert", "ladder"),
                   help="one part only")
    p.add_argument("--table-plies", type=int, default=8, metavar="N",
                   help="plies of the game the table kept between moves is measured on (default 8)")
    p.add_argument("--table-ms", type=float, default=None, metavar="MS",
                   help="CPU milliseconds a move for that (default: 100 per second of --seconds)")
    p.add_argument("--convert", type=int, default=2, metavar="N",
                   help="converting: the first N positions of the suite (default 2, a glimpse; "
                        "0 none; the whole suite: --convert 999)")
    p.add_argument("--convert-ms", type=float, default=None, metavar="MS",
                   help="CPU milliseconds a move for both sides when converting (default: 50 per "
                        "second of --seconds, 100; the issue's target is at 2000)")
    p.add_argument("--against", default="defensive,previous",
                   help="comma-separated opponents of the side ahead: defensive, previous, greedy, "
                        "compact (a defender with its own evaluation, searching as level 5 does), "
                        "ours (our own search: the mirror)")
    p.add_argument("--against-ms", type=float, default=None, metavar="MS",
                   help="converting: the opponents' CPU milliseconds a move (default: as "
                        "--convert-ms); a leader given more time than its opponent measures what "
                        "a faster search would be worth")
    p.add_argument("--leader", default="ours", choices=("ours", "compact"),
                   help="converting: who plays the side ahead (default ours; compact with "
                        "--against compact: how many leads the defender converts against itself)")
    p.add_argument("--suite", default="suite", metavar="NAME|PATH",
                   help="the positions converted: suite (converting_suite.json, default), caps "
                        "(cap_positions.json: games against an outside engine that ended at a "
                        "300-ply cap) or a file of that format")
    p.add_argument("--ids", default=None, metavar="N,N,..",
                   help="converting: only the suite's positions with these ids (each keeps its "
                        "dice; --convert and --convert-from then count among them)")
    p.add_argument("--convert-plies", type=int, default=150, metavar="N",
                   help="six off within this many plies counts as converted (default 150)")
    p.add_argument("--convert-from", type=int, default=0, metavar="N",
                   help="converting starts at the suite's position N+1 (default 0): runs over "
                        "parts of the suite add up")
    p.add_argument("--ladder", type=int, default=0, metavar="GAMES",
                   help="games for each neighbouring pair of levels at their own limits "
                        "(default 0: none)")
    p.add_argument("--pairs", default="2,3,4,5", help="the upper levels of the ladder's pairs")
    p.add_argument("--games-from", type=int, default=0, metavar="N",
                   help="the ladder plays games N.. of its seed's series (default 0): runs with "
                        "other N play other games, and their counts add up")
    p.add_argument("--seed", type=int, default=300, help="the ladder's seed")
    p.add_argument("--verbose", action="store_true", help="a line per converting game")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="set a constant of evaluation.py or ai.py for this run (e.g. BREAK_OUT=0, "
                        "CONTEMPT=600, PLAN=0: without the plan for uneven marbles), to measure what a "
                        "term is worth")
    p.add_argument("--cleared", action="store_true",
                   help="converting: the side ahead clears its table at every move (as before); "
                        "the ladder: both sides do")
    return p


def _bench_convert(p, args, convert_ms: float) -> None:
    """Converting a lead: the suite's positions played out against each opponent."""
    from . import converting
    try:
        entries = converting.load_suite(args.suite)
    except (OSError, ValueError, KeyError, TypeError) as e:
        p.error(f"--suite {args.suite}: {e}")
    places = list(range(len(entries)))
    if args.ids:
        try:
            wanted = {int(n) for n in args.ids.split(",")}
        except ValueError:
            p.error(f"--ids {args.ids}: numbers separated by commas")
        places = [i for i, e in enumerate(entries) if e.get("id") in wanted]
        missing = sorted(wanted - {entries[i].get("id") for i in places})
        if missing:
            p.error(f"--ids: the suite has no position {', '.join(map(str, missing))}")
    places = places[args.convert_from:args.convert_from + args.convert]
    entries = [entries[i] for i in places]
    unknown = sorted(set(args.against.split(",")) - set(converting.PLAYERS))
    if unknown:
        p.error(f"--against: no opponent {', '.join(unknown)} ({', '.join(converting.PLAYERS)})")
    if args.against_ms is not None and args.against_ms <= 0:
        p.error(f"--against-ms {args.against_ms:g}: more than 0 milliseconds")
    for who in args.against.split(","):
        c0 = time.process_time()
        r = converting.convert(entries, who, convert_ms, args.convert_plies,
                               keep=not args.cleared, out=print if args.verbose else None,
                               places=places, opponent_ms=args.against_ms, by=args.leader)
        plies = [row["plies"] for row in r["rows"] if row["won"]]
        times = f"{convert_ms:.0f} ms CPU" if r["opponent_ms"] == convert_ms else \
            f"{convert_ms:.0f} ms CPU (the opponent {r['opponent_ms']:.0f} ms)"
        leader = "" if args.leader == "ours" else f" (leader: {args.leader})"
        print(f"convert  against {who:9s}{leader} at {times}: {r['won']}/"
              f"{r['positions']} won outright within {args.convert_plies} plies = {r['pct']} % "
              f"(95 %: {r['interval'][0]}-{r['interval'][1]}), plies per win "
              f"{sum(plies) / len(plies) if plies else 0:.0f}, "
              f"{time.process_time() - c0:.0f} s CPU")
        missed = [f"{row['n']}: {row['why']} {row['end']}" for row in r["rows"] if not row["won"]]
        if missed:
            print(f"         not won (position: why, marbles off defender-leader): "
                  f"{', '.join(missed)}")


def _bench_ladder(args) -> None:
    """The ladder: each pair of neighbouring levels at their own limits."""
    from . import converting
    for upper in (int(x) for x in args.pairs.split(",")):
        c0 = time.process_time()
        r = converting.ladder(upper, args.ladder, args.seed,
                              out=print if args.verbose else None, first=args.games_from,
                              keep=not args.cleared)
        print(f"ladder   level {upper} vs {upper - 1}: {r['games']} games "
              f"({args.games_from + 1}-{args.games_from + r['games']}), +{r['won']} "
              f"={r['drawn']} -{r['lost']}, {r['pct']} % (95 %: {r['interval'][0]}-"
              f"{r['interval'][1]}), {time.process_time() - c0:.0f} s CPU")


def _set_constants(settings) -> None:
    """--set NAME=VALUE: a whole-number constant of evaluation.py (first) or ai.py."""
    from . import ai, evaluation
    for text in settings:
        name, _, value = text.partition("=")
        mod = evaluation if hasattr(evaluation, name) else ai
        if not isinstance(getattr(mod, name, None), int) or not value.lstrip("-").isdigit():
            raise SystemExit(f"retro bench amalone: --set {text}: no such whole-number constant")
        setattr(mod, name, int(value))
        evaluation.MATERIAL = evaluation.material(evaluation.MARBLE, evaluation.TRADE)
        evaluation.PLAN_MATERIAL = evaluation.material(evaluation.MARBLE, evaluation.PLAN_TRADE)
        print(f"set      {mod.__name__.rsplit('.', 1)[-1]}.{name} = {value}")


def _searched(position, movetime_ms: float):
    """A search from `position` run to its time in 10 ms steps, as the screens run it."""
    from .ai import Search
    s = Search(position, depth=30, movetime_ms=movetime_ms)
    while not s.step(10):
        pass
    return s


def _bench_engine(seconds: float) -> None:
    from retro.benchloop import per_second, timed

    from .ai import Search
    from .board import OPENING_NAMES
    from .rules import Position, generate, perft
    for name in OPENING_NAMES:
        p = Position.opening(name)
        print(f"movegen {name:8s} {per_second(generate, 20000, p.own, p.opp):10.0f} generations/s "
              f"({len(generate(p.own, p.opp))} moves)")
    n, dt = timed(perft, Position.opening("standard"), depth=4)
    print(f"perft(4) standard = {n} in {dt:.2f} s")
    for name in OPENING_NAMES:
        s = _searched(Position.opening(name), seconds * 1000)
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


def conformance_case():
    """What tests/test_conformance.py plays: three seeds of random moves; random play seldom
    pushes six off, so the draw rule (our extra) ends the quiet games."""
    from .game import DrawRule, Settings
    from .match import RULES
    settings = Settings("standard", 400, DrawRule(repetitions=3, quiet_plies=60))
    return RULES, settings, dict(seeds=(1, 2, 3), think_positions=2)


def shown_texts():
    """{font: texts} of everything the screens show (tests/test_conformance.py checks each
    character against topaz8): the screens' texts, the rules' messages in the status line,
    the help files in the pager."""
    from . import helpfile
    from .screens.texts_screen import all_texts, t
    from .texts import TEXTS as CORE
    shown = list(all_texts())
    shown += [t(key, lang, max=512, Colour=0) for lang in ("nl", "en")
              for key in ("Black", "White", "game.full", "game.won")]
    shown += [text for table in CORE.values() for text in table.values()]
    shown += [helpfile.help_text(lang=lang) for lang in ("nl", "en")]
    return {"topaz8": shown}
