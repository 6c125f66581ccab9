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
    quit
    anything malformed                       -> error <reason>  (the position is unchanged)

`position` answers nothing when it succeeds. Blank lines are ignored.
"""
from __future__ import annotations

from retro.play import Refusal

from .ai import Search
from .board import BLACK, OPENINGS, WHITE
from .notation import parse, spell
from .rules import Position, perft
from .texts import explain

MAX_PERFT = 6


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


def _go(pos: Position, words: list[str], tt: dict) -> str:
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
    m = search.run()
    return "bestmove none" if m is None else f"bestmove {spell(pos, m)}"


def run(in_stream, out_stream) -> int:
    """Serve commands until `quit` or the end of the input; returns the exit code."""
    pos = Position.opening("standard")
    tt: dict = {}

    def answer(line: str) -> None:
        out_stream.write(line + "\n")
        out_stream.flush()

    for raw in in_stream:
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
                answer(f"perft {n} {perft(pos, depth=n)}")
            elif cmd == "go":
                answer(_go(pos, args, tt))
            else:
                raise _Bad(f"unknown command '{cmd}'")
        except _Bad as e:
            answer(f"error {e}")
    return 0
