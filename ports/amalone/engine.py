"""`retro amalone --engine`: the computer player behind a line protocol on stdin/stdout,
in the style of UCI and the Abalone Engine Protocol (AEP), so that other programs can drive
it. Two dialects, one set of commands: moves are written in aMalone notation (`3A1-A0`)
until `aep` switches to the AEP's spelling in the usual coordinates (`a1b2`, abapro.py).

    aep                                      -> id name ..., id author ..., readyok
                                                (from now on: the AEP's move spelling)
    isready                                  -> readyok
    position startpos|standard|belgian|german [moves M1 M2 ...]
    position fields black=A1,A2,... white=D1,D2,... [turn=black|white] [moves M1 ...]
    position abp <the 61 fields, rows I to A> [1|2] [moves M1 ...]
    moves                                    -> moves M1 M2 ...      (every legal move)
    perft N                                  -> perft N COUNT         (0 <= N <= 6)
    go [depth N] [movetime MS] [nodes N] [level L] [infinite]
                                             -> info depth D nodes N score S time MS pv M ...
                                                (one line per finished depth), then
                                                bestmove M  (bestmove none: game over)
                                                plain `go` is level 4
    ucinewgame | newgame                     a new game: the table forgotten
    stop                                     while a search or a perft runs: it ends at once
                                             (bestmove: the best move found so far)
    quit
    anything malformed                       -> error <reason>  (the position is unchanged)

`position ... moves ...` carries the game: the positions the moves pass through are the
search's history, so going back to one of them counts as a draw (repetitions are seen).
`position` answers nothing when it succeeds. The transposition table is kept while the
positions given extend (or take back) the last game's, so that what the search learned
during one move helps it on the next; a position of another game, or `ucinewgame` (also
spelt `newgame`), clears it. Blank lines are ignored. Input is read while
the engine thinks (between slices of the search, no threads): `stop` and `quit` end it,
`isready` is answered at once, anything else waits until the search is over; the input is
read from its descriptor into a line buffer of our own (see _Input), so that no line waits
unseen. A perft runs for PERFT_SECONDS at most and looks at the input between pieces of
perft 3. The score S is from the side to move's view, 1000 = a marble.
"""
from __future__ import annotations

import os
import select
from collections import deque

from retro.play import Refusal

from . import abapro, notation
from .ai import Search, game_history
from .board import BLACK, OPENINGS, WHITE
from .rules import Position, perft
from .texts import explain

NAME = "aMalone"
AUTHOR = "retro (after aMalone, Amiga 1994)"

MAX_PERFT = 6
PERFT_SECONDS = 120.0      # a perft that would take longer is stopped and says so
# a perft 3 takes some 0.03 s of CPU at most from the openings' positions (perft 4 took a
# second: `stop` waited for it); the input is looked at after each piece, a select costs nothing
PERFT_PIECE = 3
SLICE_MS = 20              # the search thinks this long between two looks at the input


class _Bad(Exception):
    pass


def _opening(word: str) -> Position:
    if word == "startpos":
        word = "standard"
    if word not in OPENINGS:
        raise _Bad(f"unknown position '{word}'")
    return Position.opening(word)


def _fields(words: list[str]) -> tuple[Position, list[str]]:
    black = white = None
    turn = BLACK
    rest = list(words)
    while rest and rest[0] != "moves":
        key, eq, value = rest.pop(0).partition("=")
        if not eq:
            raise _Bad(f"expected key=value, got '{key}'")
        names = [v for v in value.split(",") if v]
        if key == "black":
            black = names
        elif key == "white":
            white = names
        elif key == "turn":
            if value not in ("black", "white"):
                raise _Bad(f"turn must be black or white, not '{value}'")
            turn = BLACK if value == "black" else WHITE
        else:
            raise _Bad(f"unknown key '{key}'")
    if black is None or white is None:
        raise _Bad("position fields needs black=... and white=...")
    try:
        return Position.from_fields(black, white, turn), rest
    except Refusal as e:
        raise _Bad(explain(e, "en")) from None


class Dialect:
    """How moves are written: aMalone's notation, or the AEP's in the usual coordinates."""

    def __init__(self, name: str = "amalone"):
        self.name = name
        self.spelling = abapro if name == "aep" else notation

    def spell(self, pos: Position, m: int) -> str:
        return self.spelling.spell(pos, m)

    def parse(self, pos: Position, text: str) -> int:
        return self.spelling.parse(pos, text)


def _abp(words: list[str]) -> tuple[Position, list[str]]:
    rows = []
    rest = list(words)
    while rest and rest[0] != "moves":
        rows.append(rest.pop(0))
    try:
        return abapro.position(rows), rest
    except Refusal as e:
        raise _Bad(explain(e, "en")) from None


def _position(words: list[str], dialect: Dialect) -> list[Position]:
    """The positions of the game `position ...` gives: the start, then one per move."""
    if not words:
        raise _Bad("position needs startpos, belgian, german, fields or abp")
    if words[0] == "fields":
        pos, rest = _fields(words[1:])
    elif words[0] == "abp":
        pos, rest = _abp(words[1:])
    else:
        pos, rest = _opening(words[0]), words[1:]
    game = [pos]
    if rest:
        if rest[0] != "moves":
            raise _Bad(f"unexpected '{rest[0]}'")
        for i, text in enumerate(rest[1:], 1):
            try:
                pos = pos.play_unchecked(dialect.parse(pos, text))
            except Refusal as e:
                raise _Bad(f"move {i} '{text}': {explain(e, 'en')}") from None
            game.append(pos)
    return game


def _int(word: str, what: str, low: int, high: int) -> int:
    try:
        value = int(word)
    except ValueError:
        raise _Bad(f"{what} must be a number, not '{word}'") from None
    if not low <= value <= high:
        raise _Bad(f"{what} must be between {low} and {high}")
    return value


class _Input:
    """The command lines, read so that a running search can look whether one has come:
    `ready()` gives the next line without waiting, `lines()` waits for it.

    A real file is read as raw bytes with os.read into a line buffer of our own, and select
    asks the descriptor whether more has come. Reading it through sys.stdin's readline lost
    commands: one read took several lines into Python's buffer, select then saw nothing more
    on the descriptor, and a `stop` or `isready` waited there unseen while the search went on
    for ever. Nothing else may read the stream. A stream without a descriptor (StringIO)
    always has its next line at once."""

    def __init__(self, stream):
        self.stream = stream
        self.waiting: list[str] = []      # read while thinking, answered after it
        self._lines: deque[str] = deque()  # read from the descriptor, not looked at yet
        self._part = b""                  # the start of a line whose end has not come
        self._ended = False
        try:
            self.fd = stream.fileno()
        except (AttributeError, OSError, ValueError):
            self.fd = None

    def _read(self, wait: bool) -> None:
        """What the descriptor has now (wait: until something comes) into the line buffer."""
        if self._ended:
            return
        if not wait:
            try:
                r, _, _ = select.select([self.fd], [], [], 0)
            except (OSError, ValueError):
                return
            if not r:
                return
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:                      # the end of the input: a last line without its end
            self._ended = True
            if self._part:
                self._lines.append(self._part.decode("utf-8", "replace"))
                self._part = b""
            return
        *whole, self._part = (self._part + data).split(b"\n")
        self._lines.extend(line.decode("utf-8", "replace") + "\n" for line in whole)

    def _next(self, wait: bool) -> str | None:
        if self.fd is None:
            return self.stream.readline() or None
        if not self._lines:
            self._read(wait)
            while wait and not self._lines and not self._ended:
                self._read(wait)          # a line that came in pieces
        return self._lines.popleft() if self._lines else None

    def ready(self) -> str | None:
        """The next line if one is there now (None: nothing yet, or the input has ended)."""
        return self._next(wait=False)

    def lines(self):
        while True:
            if self.waiting:
                yield self.waiting.pop(0)
                continue
            line = self._next(wait=True)
            if line is None:
                return
            yield line


def _interrupted(inp: _Input, answer) -> str | None:
    """What came in while thinking: "stop" or "quit" end the thinking; isready is answered."""
    while True:
        line = inp.ready()
        if line is None:
            return None
        word = line.split()[0] if line.split() else ""
        if word in ("stop", "quit"):
            if word == "quit":
                inp.waiting.append(line)
            return word
        if word == "isready":
            answer("readyok")
        elif word:
            inp.waiting.append(line)


def _perft_pieces(pos: Position, n: int):
    """perft N as the sum of pieces of perft PERFT_PIECE or less: a stop waits for one."""
    if n <= PERFT_PIECE or pos.winner() is not None:
        yield perft(pos, depth=n)
        return
    for m in pos.legal_moves():
        yield from _perft_pieces(pos.play(m), n - 1)


def _perft(pos: Position, n: int, inp: _Input, answer) -> str:
    """perft N, piece by piece, so that it can be stopped or run out of time."""
    import time
    deadline = time.perf_counter() + PERFT_SECONDS
    total = 0
    for piece in _perft_pieces(pos, n):
        total += piece
        if n > PERFT_PIECE and (_interrupted(inp, answer) or time.perf_counter() > deadline):
            return f"error perft {n} stopped"
    return f"perft {n} {total}"


def _go(game: list[Position], words: list[str], tt: dict, dialect: Dialect,
        inp: _Input | None = None, answer=None) -> str:
    pos = game[-1]
    limits: dict = {}
    level = 4
    words = list(words)
    while words:
        key = words.pop(0)
        if key == "infinite":
            limits["depth"] = 60         # until `stop`
            continue
        if not words:
            raise _Bad(f"go {key} needs a number")
        value = words.pop(0)
        if key == "depth":
            limits["depth"] = _int(value, "depth", 1, 20)
        elif key == "movetime":
            limits["movetime_ms"] = _int(value, "movetime", 1, 3_600_000)
        elif key == "nodes":
            limits["nodes"] = _int(value, "nodes", 1, 10 ** 9)
        elif key == "level":
            level = _int(value, "level", 1, 5)
        else:
            raise _Bad(f"unknown go option '{key}'")
    if "movetime_ms" in limits and "depth" not in limits:
        limits["depth"] = 20           # think until the time is up
    if "depth" in limits and "nodes" not in limits:
        limits["nodes"] = 10 ** 9      # a depth or a time asked for: not the level's node limit
    search = Search(pos, level, tt=tt, history=game_history(game[:-1]), **limits)
    told = 0
    while True:
        finished = search.step(SLICE_MS)
        told = _info(search, told, pos, dialect, answer)
        if finished or (inp is not None and _interrupted(inp, answer)):
            break                        # stop: the best move found so far
    m = search.best_move
    return "bestmove none" if m is None else f"bestmove {dialect.spell(pos, m)}"


def _info(search: Search, told: int, pos: Position, dialect: Dialect, answer) -> int:
    """An `info` line for every depth the search finished since the last look."""
    if answer is None:
        return told
    for depth, score, nodes, seconds, pv in search.iterations[told:]:
        words, p = [], pos
        for m in pv:
            words.append(dialect.spell(p, m))
            p = p.play_unchecked(m)
        answer(f"info depth {depth} nodes {nodes} score {score} time {round(seconds * 1000)} "
               f"pv {' '.join(words)}")
    return len(search.iterations)


def same_game(old: list[Position], new: list[Position]) -> bool:
    """Whether `new` is the game `old` went on (or taken back): one is the other's start.
    The transposition table is kept between the moves of one game, cleared for another."""
    n = min(len(old), len(new))
    return old[:n] == new[:n]


def run(in_stream, out_stream) -> int:
    """Serve commands until `quit` or the end of the input; returns the exit code."""
    game = [Position.opening("standard")]     # the start and a position after each move
    # a table for each side to move: the two sides' searches judge a draw oppositely (each
    # side's contempt), and a table written under other draw values is cleared (ai.Search)
    tables: tuple[dict, dict] = ({}, {})
    dialect = Dialect()

    def answer(line: str) -> None:
        out_stream.write(line + "\n")
        out_stream.flush()

    inp = _Input(in_stream)
    for raw in inp.lines():
        words = raw.split()
        if not words:
            continue
        cmd, args = words[0], words[1:]
        try:
            if cmd == "quit":
                return 0
            pos = game[-1]
            if cmd == "isready":
                answer("readyok")
            elif cmd == "aep":
                dialect = Dialect("aep")
                answer(f"id name {NAME}")
                answer(f"id author {AUTHOR}")
                answer("readyok")
            elif cmd == "position":
                new = _position(args, dialect)
                if not same_game(game, new):
                    for tt in tables:
                        tt.clear()       # another game: what the tables know is of no use
                game = new
            elif cmd in ("ucinewgame", "newgame"):
                for tt in tables:
                    tt.clear()
            elif cmd == "moves":
                if args:
                    raise _Bad("moves takes no arguments")
                answer(" ".join(["moves"] + [dialect.spell(pos, m) for m in pos.legal_moves()]))
            elif cmd == "perft":
                if len(args) != 1:
                    raise _Bad("perft needs one number")
                n = _int(args[0], "perft depth", 0, MAX_PERFT)
                answer(_perft(pos, n, inp, answer))
            elif cmd == "go":
                answer(_go(game, args, tables[pos.turn], dialect, inp, answer))
            elif cmd == "stop":
                pass                     # nothing is running: nothing to stop
            else:
                raise _Bad(f"unknown command '{cmd}'")
        except _Bad as e:
            answer(f"error {e}")
    return 0
