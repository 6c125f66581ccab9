"""`retro amalone --engine`: the computer player behind a line protocol on stdin/stdout,
in the style of UCI and the Abalone Engine Protocol, so that other programs can drive it.
Moves are written in aMalone notation. One answer line per command that asks something:

    isready                                  -> readyok
    position startpos|standard|belgian|german [moves M1 M2 ...]
    position fields black=A1,A2,... white=D1,D2,... [turn=black|white] [moves M1 ...]
    moves                                    -> moves M1 M2 ...      (every legal move)
    perft N                                  -> perft N COUNT         (0 <= N <= 6)
    go depth N | go movetime MS | go level L | go nodes N  (may be combined; plain `go`
                                             is level 4) -> bestmove M  (bestmove none: game over)
    stop                                     while a search or a perft runs: it ends at once
                                             (bestmove: the best move found so far)
    quit
    anything malformed                       -> error <reason>  (the position is unchanged)

`position` answers nothing when it succeeds. Blank lines are ignored. Input is read while
the engine thinks (between slices of the search, no threads): `stop` and `quit` end it,
`isready` is answered at once, anything else waits until the search is over. A perft runs
for PERFT_SECONDS at most.
"""
from __future__ import annotations

from retro.play import Refusal

from .ai import Search
from .board import BLACK, OPENINGS, WHITE
from .notation import parse, spell
from .rules import Position, perft
from .texts import explain

MAX_PERFT = 6
PERFT_SECONDS = 120.0      # a perft that would take longer is stopped and says so
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


def _position(words: list[str]) -> Position:
    if not words:
        raise _Bad("position needs startpos, belgian, german or fields")
    if words[0] == "fields":
        pos, rest = _fields(words[1:])
    else:
        pos, rest = _opening(words[0]), words[1:]
    if rest:
        if rest[0] != "moves":
            raise _Bad(f"unexpected '{rest[0]}'")
        for i, text in enumerate(rest[1:], 1):
            try:
                pos = pos.play_unchecked(parse(pos, text))
            except Refusal as e:
                raise _Bad(f"move {i} '{text}': {explain(e, 'en')}") from None
    return pos


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
    `ready()` without waiting (select on a real file; a StringIO always has its next line)."""

    def __init__(self, stream):
        self.stream = stream
        self.waiting: list[str] = []      # read while thinking, answered after it
        try:
            self.fd = stream.fileno()
        except (AttributeError, OSError, ValueError):
            self.fd = None

    def ready(self) -> str | None:
        """The next line if one is there now (None: nothing yet, or the input has ended)."""
        if self.fd is not None:
            import select
            try:
                r, _, _ = select.select([self.fd], [], [], 0)
            except (OSError, ValueError):
                return None
            if not r:
                return None
        line = self.stream.readline()
        return line if line else None

    def lines(self):
        while True:
            if self.waiting:
                yield self.waiting.pop(0)
                continue
            line = self.stream.readline()
            if not line:
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
    """perft N as the sum of pieces of perft 4 or less (about a second each at most)."""
    if n <= 4 or pos.winner() is not None:
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
        if n > 4 and (_interrupted(inp, answer) or time.perf_counter() > deadline):
            return f"error perft {n} stopped"
    return f"perft {n} {total}"


def _go(pos: Position, words: list[str], tt: dict, inp: _Input | None = None, answer=None) -> str:
    limits: dict = {}
    level = 4
    if len(words) % 2:
        raise _Bad("go takes pairs: depth N, movetime MS, level L, nodes N")
    for key, value in zip(words[::2], words[1::2]):
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
    search = Search(pos, level, tt=tt, **limits)
    while not search.step(SLICE_MS):
        if inp is not None and _interrupted(inp, answer):
            break                        # stop: the best move found so far
    m = search.best_move
    return "bestmove none" if m is None else f"bestmove {spell(pos, m)}"


def run(in_stream, out_stream) -> int:
    """Serve commands until `quit` or the end of the input; returns the exit code."""
    pos = Position.opening("standard")
    tt: dict = {}

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
            if cmd == "isready":
                answer("readyok")
            elif cmd == "position":
                pos = _position(args)
                tt.clear()
            elif cmd == "moves":
                if args:
                    raise _Bad("moves takes no arguments")
                answer(" ".join(["moves"] + [spell(pos, m) for m in pos.legal_moves()]))
            elif cmd == "perft":
                if len(args) != 1:
                    raise _Bad("perft needs one number")
                n = _int(args[0], "perft depth", 0, MAX_PERFT)
                answer(_perft(pos, n, inp, answer))
            elif cmd == "go":
                answer(_go(pos, args, tt, inp, answer))
            elif cmd == "stop":
                pass                     # nothing is running: nothing to stop
            else:
                raise _Bad(f"unknown command '{cmd}'")
        except _Bad as e:
            answer(f"error {e}")
    return 0
