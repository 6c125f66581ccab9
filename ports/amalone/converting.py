"""Converting a lead (issue 25): positions in which one side leads by 2-4 marbles, taken from
games between different levels and styles (`converting_suite.json`, made by `make_suite`),
played out by the side ahead against a defensive mover that keeps its marbles together in
the centre, against the previous version of our computer and against the compact defender
(compact.py, issue 35: our search with such engines' evaluation; the positions `cap_positions.json`,
where games against an outside engine stopped at a cap); and the ladder of levels.
`retro bench amalone --convert N --ladder N` prints them (port.bench).

Everything here is played by its own loop (not retro.play's Match): each player is a
function (position, keys of the game's positions, dice) -> move, our search keeps its
transposition table between its moves as the engine protocol does, and every time limit is
CPU time (time.process_time), so that other programs on the machine take no thinking away.
"""
from __future__ import annotations

import itertools
import json
import math
import time
from pathlib import Path

from retro.dice import Dice

from . import compact
from .ai import Search
from .board import FIELDS, distance_from_centre
from .opponents import best_move_by, from_history, greedy_move, load_engine
from .rules import MOVE_ID, WIN_OFF, Position, pushoff_targets
from .zobrist import zobrist

SUITE = Path(__file__).with_name("converting_suite.json")
# Positions from games against an outside engine that ended at a 300-ply cap with us ahead
# (issue 35): the leader to move, 10, 60 and 120 plies after its last push-off.
CAPS = Path(__file__).with_name("cap_positions.json")
SUITES = {"suite": SUITE, "caps": CAPS}
# The computer before issue 25 (main's head when the issue's work began): the "previous
# version" the leader plays against.
PREVIOUS = "78d9217"
_FILES = ("ai.py", "ai_levels.py", "board.py", "evaluation.py", "rules.py", "zobrist.py")
MAX_PLIES = 150            # a lead converted: six off within this many plies of the position


# -- the players ------------------------------------------------------------------------------
_DIST = [0] * 121
for _sq in FIELDS:
    _DIST[_sq] = distance_from_centre(_sq)


def _pairs(b: int) -> int:
    return (b & (b >> 1)).bit_count() + (b & (b >> 12)).bit_count() + (b & (b >> 11)).bit_count()


def _defensive_value(pos: Position, m: int, q: Position) -> int:
    mine = q.opp                                   # the mover's marbles after the move
    value = 5000 if pos.pushes_off(m) else 0
    value -= 3000 * pushoff_targets(q.own, mine).bit_count()
    value += 12 * _pairs(mine)
    b, dist = mine, 0
    while b:
        low = b & -b
        dist += _DIST[low.bit_length() - 1]
        b ^= low
    return value - 20 * dist


def defensive_move(pos: Position, dice) -> int | None:
    """The defender: a push-off when one is there, else the move that leaves none of its
    marbles to be pushed off next and its marbles closest together in the centre (ties at
    random). It never attacks: it waits in a compact group for the other side to break it."""
    return best_move_by(pos, dice, _defensive_value)


def searcher(movetime_ms: float | None = None, level: int = 5, keep: bool = True):
    """Our search as a player: `level`'s evaluation (its depth and nodes when movetime_ms is
    None, else as deep as that much CPU time allows), the table kept between its moves."""
    tt: dict = {}

    def play(pos: Position, keys: list[int], dice) -> int | None:
        if not keep:
            tt.clear()
        limits = dict(depth=60, nodes=10 ** 9, movetime_ms=movetime_ms) if movetime_ms else {}
        s = Search(pos, level, dice=dice, history=keys[:-1], tt=tt, clock=time.process_time,
                   **limits)
        m = s.run()
        play.last = s
        return m
    play.last = None
    return play


def previous_folder(commit: str = PREVIOUS) -> Path:
    """A folder holding the computer of `commit` (its ai.py and the modules it imports),
    taken out of the git history once and kept in the temporary folder."""
    return from_history(commit, _FILES, "-full")


def previous(movetime_ms: float | None = None, level: int = 5, commit: str = PREVIOUS):
    """The previous version as a player (at `level`'s limits, or as deep as movetime_ms of
    CPU time allows), a fresh table every move as it had through the engine protocol."""
    ai, rules = load_engine(previous_folder(commit))

    def play(pos: Position, keys: list[int], dice) -> int | None:
        old = rules.Position(pos.black, pos.white, pos.turn, pos.lost)
        limits = dict(depth=60, nodes=10 ** 9, movetime_ms=movetime_ms) if movetime_ms else {}
        s = ai.Search(old, level, dice=dice, history=keys[:-1], clock=time.process_time,
                      **limits)
        m = s.run()
        return None if m is None else MOVE_ID[(rules.MOVE_FROM[m], rules.MOVE_DIR[m])]
    return play


def _by(fn):
    def play(pos, keys, dice):
        return fn(pos, dice)
    return play


PLAYERS = {"defensive": lambda ms: _by(defensive_move), "greedy": lambda ms: _by(greedy_move),
           "previous": lambda ms: previous(ms), "compact": lambda ms: compact.player(ms),
           "ours": lambda ms: searcher(ms)}


# -- playing ------------------------------------------------------------------------------------
def play_out(pos: Position, players, dice, max_plies: int, repetitions: int = 3):
    """Play from pos, players[colour] choosing; (winner or None, plies, position, why):
    why is "six off", "repetition", "no move" or "cap"."""
    keys = [zobrist(pos)]
    times = {keys[0]: 1}
    for ply in range(max_plies):
        if pos.winner() is not None:
            return pos.winner(), ply, pos, "six off"
        m = players[pos.turn](pos, keys, dice)
        if m is None:
            return 1 - pos.turn, ply, pos, "no move"
        pos = pos.play(m)
        k = zobrist(pos)
        keys.append(k)
        times[k] = times.get(k, 0) + 1
        if times[k] >= repetitions and pos.winner() is None:
            return None, ply + 1, pos, "repetition"
    return pos.winner(), max_plies, pos, "six off" if pos.winner() is not None else "cap"


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % interval of a proportion k/n (Wilson's formula), as fractions."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def leader(pos: Position) -> int:
    return 0 if pos.lost[0] < pos.lost[1] else 1


def load_suite(path: Path | str = SUITE) -> list[dict]:
    """The positions of a suite file: a path, or a name of SUITES ("suite", "caps")."""
    path = SUITES.get(str(path), path)
    return json.loads(Path(path).read_text())["positions"]


def suite_position(entry: dict) -> Position:
    return Position.from_fields(entry["black"], entry["white"], entry["turn"], tuple(entry["lost"]))


def convert(entries, opponent: str, movetime_ms: float, max_plies: int = MAX_PLIES,
            seed: int = 25, keep: bool = True, out=None, places=None,
            opponent_ms: float | None = None, by: str = "ours") -> dict:
    """The leader (our level 5 at movetime_ms of CPU a move) against `opponent` (at
    opponent_ms, else the same) from each suite position: how many it wins outright within
    max_plies. `places`: each entry's index in its suite, 0, 1, 2.. when not given (each
    position's dice follow its index, so runs over parts of the suite add up). `by`: who
    leads, "ours" or another of PLAYERS ("compact": the mirror, issue 35; `keep` is ours only)."""
    if opponent_ms is None:
        opponent_ms = movetime_ms
    won = 0
    rows = []
    for i, entry in zip(places if places is not None else itertools.count(), entries):
        pos = suite_position(entry)
        lead = leader(pos)
        players = [None, None]
        players[lead] = searcher(movetime_ms, keep=keep) if by == "ours" else PLAYERS[by](movetime_ms)
        players[1 - lead] = PLAYERS[opponent](opponent_ms)
        c0 = time.process_time()
        winner, plies, end, why = play_out(pos, players, Dice(seed * 1000 + i), max_plies)
        ok = winner == lead
        won += ok
        row = {"n": entry["id"], "lead": f"{pos.lost[1 - lead]}-{pos.lost[lead]}",
               "won": ok, "why": why, "plies": plies,
               "end": f"{end.lost[1 - lead]}-{end.lost[lead]}",
               "cpu": round(time.process_time() - c0, 1)}
        rows.append(row)
        if out:
            out(row)
    lo, hi = wilson(won, len(rows))
    return {"opponent": opponent, "movetime_ms": movetime_ms, "opponent_ms": opponent_ms,
            "leader": by, "positions": len(rows), "won": won,
            "pct": round(100 * won / max(1, len(rows)), 1),
            "interval": (round(100 * lo, 1), round(100 * hi, 1)), "rows": rows}


# -- the suite ------------------------------------------------------------------------------------
def _level(level: int, keep: bool = True):
    """Our `level` at its own limits; with `keep`, its table kept between its moves, as the
    window game keeps it (match.Amalone.table)."""
    tt: dict = {}

    def play(pos, keys, dice):
        return Search(pos, level, dice=dice, history=keys[:-1], tt=tt if keep else None).run()
    return play


# Who plays whom in the games the suite is taken from: levels and styles (our levels 1-4,
# the greedy one-ply mover, the defensive mover) in both colours, three openings.
MATCHES = (("2", "3"), ("3", "2"), ("3", "greedy"), ("greedy", "3"), ("4", "3"), ("3", "4"),
           ("2", "greedy"), ("defensive", "3"), ("1", "2"), ("3", "defensive"), ("4", "2"),
           ("2", "4"))


def _style(name: str):
    if name.isdigit():
        return _level(int(name))
    return PLAYERS[name](None)


def make_suite(games: int = 48, seed: int = 2500, random_plies: int = 2, max_plies: int = 300,
               out=None) -> dict:
    """Play `games` games (MATCHES in turn, openings in turn) and keep from each the first
    position in which the side to move leads by the game's aim (2, 3, 4 marbles in turn) or
    more, up to 4, and two marbles or more still to push off; a game that ends first gives its
    last position with a lead of 2-4 (and two or more to go), if any."""
    openings = ("standard", "belgian", "german")
    found = []
    for g in range(games):
        black, white = MATCHES[g % len(MATCHES)]
        opening = openings[g // len(MATCHES) % 3]
        dice = Dice(seed + g)
        pos = Position.opening(opening)
        players = (_style(black), _style(white))
        keys = [zobrist(pos)]
        aim = 2 + g % 3
        fallback = None
        for ply in range(max_plies + 1):
            if pos.winner() is not None:
                break
            lead = pos.lost[1 - pos.turn] - pos.lost[pos.turn]
            if 2 <= lead <= 4 and pos.lost[1 - pos.turn] <= WIN_OFF - 2:
                b, w = pos.fields()
                fallback = {"id": len(found) + 1, "black": sorted(b), "white": sorted(w),
                            "turn": pos.turn, "lost": list(pos.lost),
                            "from": {"black": black, "white": white, "opening": opening,
                                     "seed": seed + g, "ply": ply}}
                if lead >= aim:
                    break
            if ply == max_plies:
                break
            if ply < random_plies:
                m = dice.choice(pos.legal_moves())
            else:
                m = players[pos.turn](pos, keys, dice)
            if m is None:
                break
            pos = pos.play(m)
            keys.append(zobrist(pos))
        if fallback is not None:
            found.append(fallback)
            if out:
                out(fallback)
    return {"made_by": f"python -c 'from ports.amalone.converting import write_suite; "
                       f"write_suite({games}, {seed})'",
            "rule": "from each game the first position where the side to move leads by the "
                    "game's aim (2, 3, 4 in turn) or more, up to 4, with two or more still to push "
                    "off (else the game's last such); the first 2 plies random",
            "positions": found}


def write_suite(games: int = 48, seed: int = 2500, path: Path = SUITE) -> None:
    suite = make_suite(games, seed, out=lambda e: print(json.dumps(e), flush=True))
    path.write_text(json.dumps(suite, indent=0) + "\n")


# -- the ladder -----------------------------------------------------------------------------------
def ladder(upper: int, games: int, seed: int = 300, max_plies: int = 400, out=None,
           first: int = 0, keep: bool = True) -> dict:
    """Level `upper` against level upper - 1 at the levels' own limits (each side's table
    kept between its moves, as on the screen; `keep` False: a fresh one each move), colours
    swapped every second game, openings standard and Belgian in turn, 2 random first plies
    (both games of a pair from the same), threefold repetition a draw: upper's points.
    Games first .. first + games - 1 of the seed's series: runs with other `first`s play other
    games, so their counts add up."""
    won = drawn = lost = 0
    for n in range(first, first + games):
        opening = ("standard", "belgian")[n // 2 % 2]
        dice = Dice(seed * 1000 + n // 2)
        pos = Position.opening(opening)
        for _ in range(2):
            pos = pos.play(dice.choice(pos.legal_moves()))
        up_colour = n % 2
        players = [None, None]
        players[up_colour] = _level(upper, keep)
        players[1 - up_colour] = _level(upper - 1, keep)
        winner, plies, end, why = play_out(pos, players, dice, max_plies)
        won += winner == up_colour
        lost += winner == 1 - up_colour
        drawn += winner is None
        if out:
            out({"game": n + 1, "upper": "black" if up_colour == 0 else "white",
                 "result": why, "winner": winner, "plies": plies + 2,
                 "off": list(end.lost)})
    points = won + drawn / 2
    lo, hi = wilson(points, games)
    return {"pair": f"{upper}-{upper - 1}", "games": games, "first": first, "won": won, "drawn": drawn,
            "lost": lost, "pct": round(100 * points / max(1, games), 1),
            "interval": (round(100 * lo, 1), round(100 * hi, 1))}


def kept_changes(level: int, plies: int, seed: int = 25) -> dict:
    """What keeping the table does at a level's own limits: a game of `level` against itself
    with a fresh table each move, and each of its positions searched again by the side to
    move with its table kept from its last search; how many moves differ, and the nodes."""
    dice = Dice(seed)
    pos, keys = Position.opening("standard"), []
    for _ in range(2):
        keys.append(zobrist(pos))
        pos = pos.play(dice.choice(pos.legal_moves()))
    tables: list[dict] = [{}, {}]
    differ = fresh_nodes = kept_nodes = n = 0
    while n < plies and pos.winner() is None:
        fresh = Search(pos, level, dice=Dice(seed + n), history=keys)
        fresh.run()
        kept = Search(pos, level, dice=Dice(seed + n), history=keys, tt=tables[pos.turn])
        kept.run()
        differ += kept.best_move != fresh.best_move
        fresh_nodes += fresh.nodes
        kept_nodes += kept.nodes
        keys.append(zobrist(pos))
        pos = pos.play(fresh.best_move)
        n += 1
    return {"level": level, "positions": n, "differ": differ, "fresh_nodes": fresh_nodes,
            "kept_nodes": kept_nodes}


__all__ = ["defensive_move", "kept_changes", "searcher", "previous", "play_out", "convert", "make_suite",
           "write_suite", "load_suite", "ladder", "wilson", "SUITE", "CAPS", "SUITES", "PREVIOUS", "PLAYERS",
           "MAX_PLIES"]
