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

On disk the text sits inside retro.storage's wrapper (game "amalone", kind "record").
Loading replays and checks every line and reports the first bad one by its line number.
"""
from __future__ import annotations

from .board import BLACK, OPENINGS, WHITE
from .game import DEFAULT_MAX_PLIES, DrawRule, Game
from .notation import NotationError, parse
from .rules import Position, SetupError
from .texts import GameMessage, text

GAME, KIND, VERSION = "amalone", "record", 1
COLOUR_WORDS = {"zwart": BLACK, "wit": WHITE}


class RecordError(GameMessage):
    """The first bad line of a record: `line` (1-based, in the file) and the reason."""

    def __init__(self, line: int, reason: GameMessage):
        super().__init__("record.line", line=line)
        self.line = line
        self.reason = reason

    def message(self, lang: str | None = None) -> str:
        return text("record.line", lang, line=self.line, reason=self.reason.message(lang))


def to_text(game: Game) -> str:
    lines = []
    if game.opening is not None:
        lines.append(f"stelling {game.opening}")
    else:
        black, white = game.start.fields()
        lines += ["stelling opzet", "zwart " + " ".join(black), "wit " + " ".join(white),
                  "begint " + ("zwart", "wit")[game.start.turn],
                  f"af {game.start.lost[BLACK]} {game.start.lost[WHITE]}"]
    lines.append("zetten")
    lines += game.notation()
    return "\n".join(lines) + "\n"


def from_text(body: str, max_plies: int = DEFAULT_MAX_PLIES, draw_rule: DrawRule | None = None,
              first_line: int = 1) -> Game:
    """The game a record describes, or RecordError naming the first bad line.

    `first_line` is the file's line number of the body's first line (2 inside the
    storage wrapper), so that messages point at the line the player sees."""
    lines = body.splitlines()
    i = 0

    def bad(reason: GameMessage):
        return RecordError(first_line + i, reason)

    def next_line() -> list[str]:
        nonlocal i
        while i < len(lines) and not lines[i].strip():
            i += 1
        return lines[i].split() if i < len(lines) else []

    words = next_line()
    if len(words) != 2 or words[0] != "stelling":
        raise bad(GameMessage("record.header"))
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
                raise bad(GameMessage("record.header"))
            fields[key] = words[1:]
            i += 1
        words = next_line()
        if len(words) != 2 or words[0] != "begint" or words[1] not in COLOUR_WORDS:
            raise bad(GameMessage("record.header"))
        turn = COLOUR_WORDS[words[1]]
        i += 1
        lost = (0, 0)
        words = next_line()
        if words and words[0] == "af":
            if len(words) != 3 or not all(w.isdigit() and int(w) < 14 for w in words[1:]):
                raise bad(GameMessage("record.header"))
            lost = (int(words[1]), int(words[2]))
            i += 1
        try:
            start = Position.from_fields(fields["zwart"], fields["wit"], turn, lost)
        except SetupError as e:
            raise bad(e) from None
    else:
        raise bad(GameMessage("record.opening", name=name))
    if next_line() != ["zetten"]:
        raise bad(GameMessage("record.header"))
    i += 1
    # replayed without the draw rule (our extra): a game played on with it off, or
    # saved before it was switched on, must load back as it was; it then judges the end
    game = Game(start, max_plies=max_plies, draw_rule=None)
    while i < len(lines):
        line = lines[i].strip()
        if line:
            if game.over:
                raise bad(GameMessage("record.after_end"))
            if game.full:
                raise bad(GameMessage("record.full", max=max_plies))
            try:
                game.play(parse(game.position, line))
            except NotationError as e:
                raise bad(e) from None
        i += 1
    game.draw_rule = draw_rule
    return game


def save(path, game: Game) -> None:
    """Write the record (atomically, keeping the previous file as .bak)."""
    from retro import storage
    storage.save(path, GAME, KIND, VERSION, to_text(game))


def load(path, max_plies: int = DEFAULT_MAX_PLIES, draw_rule: DrawRule | None = None) -> Game:
    """Read a record: retro.storage.StorageError for a missing/damaged/foreign/newer file,
    RecordError for the first line that does not replay."""
    from retro import storage
    _, body = storage.load(path, GAME, KIND, VERSION)
    return from_text(body, max_plies, draw_rule, first_line=2)


def message(error: Exception, lang: str | None = None) -> str:
    """The player's message for anything `load` raises."""
    from retro import storage
    if isinstance(error, storage.StorageError):
        return storage.message(error, lang or "nl")
    if isinstance(error, GameMessage):
        return error.message(lang)
    raise error
