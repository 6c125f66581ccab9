"""Game records: a header naming the start position, then one ply per line in aMalone
notation (aMalone Notatie: "Hiermee is het mogelijk om een partij op te slaan op diskette,
en naderhand weer te laden").

    stelling standard            (or belgian, german, or opzet for a set-up position)
    zwart A0 A1 ...              (opzet only: the fields of each colour,
    wit D0 D1 ...                 who begins, and the marbles already off: black white)
    begint zwart
    af 0 0
    zetten
    3A1-A0
    ...

On disk the text sits inside retro.storage's wrapper (game "amalone", kind "record"); the
Match (retro.play) writes and reads it through the rules (match.py), replays and checks
every line, and reports the first bad one by its line number in the file.
"""
from __future__ import annotations

from dataclasses import replace

from retro.play import RecordText, Refusal

from .board import BLACK, OPENINGS, WHITE
from .game import DEFAULT_MAX_PLIES, GameState, Settings
from .rules import Position

GAME, KIND, VERSION = "amalone", "record", 1
COLOUR_WORDS = {"zwart": BLACK, "wit": WHITE}


def to_text(state: GameState) -> str:
    lines = []
    if state.opening is not None:
        lines.append(f"stelling {state.opening}")
    else:
        black, white = state.start.fields()
        lines += ["stelling opzet", "zwart " + " ".join(black), "wit " + " ".join(white),
                  "begint " + ("zwart", "wit")[state.start.turn],
                  f"af {state.start.lost[BLACK]} {state.start.lost[WHITE]}"]
    lines.append("zetten")
    lines += state.notation()
    return "\n".join(lines) + "\n"


def read(body: str, settings: Settings | None = None, first_line: int = 2) -> RecordText:
    """The start and the move lines of a record (not replayed yet); Refusal("bad_record")
    naming the first bad header line. `settings`: the buffer and draw rule to play with.
    `first_line`: the file's line number of the body's first line (2 inside the storage
    wrapper), so that messages point at the line the player sees."""
    settings = settings or Settings()
    lines = body.splitlines()
    i = 0

    def bad(key: str, **params):
        return Refusal("bad_record", line=first_line + i, reason=Refusal(key, **params))

    def next_line() -> list[str]:
        nonlocal i
        while i < len(lines) and not lines[i].strip():
            i += 1
        return lines[i].split() if i < len(lines) else []

    words = next_line()
    if len(words) != 2 or words[0] != "stelling":
        raise bad("record.header")
    name = words[1]
    if name in OPENINGS:
        start: Position | str = name
        i += 1
    elif name == "opzet":
        i += 1
        fields: dict[str, list[str]] = {}
        for key in ("zwart", "wit"):
            words = next_line()
            if not words or words[0] != key:
                raise bad("record.header")
            seen: set[str] = set()
            for name in words[1:]:           # a field named twice holds two marbles
                if name in seen:
                    raise bad("setup.both", field=name)
                seen.add(name)
            fields[key] = words[1:]
            i += 1
        words = next_line()
        if len(words) != 2 or words[0] != "begint" or words[1] not in COLOUR_WORDS:
            raise bad("record.header")
        turn = COLOUR_WORDS[words[1]]
        i += 1
        lost = (0, 0)
        words = next_line()
        if words and words[0] == "af":
            if len(words) != 3 or not all(w.isdigit() and int(w) < 14 for w in words[1:]):
                raise bad("record.header")
            lost = (int(words[1]), int(words[2]))
            i += 1
        try:
            start = Position.from_fields(fields["zwart"], fields["wit"], turn, lost)
        except Refusal as e:
            raise Refusal("bad_record", line=first_line + i, reason=e) from None
    else:
        raise bad("record.opening", name=name)
    if next_line() != ["zetten"]:
        raise bad("record.header")
    i += 1
    moves, numbers = [], []
    for j in range(i, len(lines)):
        if lines[j].strip():
            if len(moves) >= settings.max_plies:
                i = j
                raise bad("record.full", max=settings.max_plies)
            moves.append(lines[j].strip())
            numbers.append(first_line + j)
    return RecordText(replace(settings, start=start), 0, moves, None, first_line=first_line,
                      line_numbers=numbers)


__all__ = ["to_text", "read", "GAME", "KIND", "VERSION", "DEFAULT_MAX_PLIES"]
