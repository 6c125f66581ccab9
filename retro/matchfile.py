"""A Match's save file: the default body of a record (settings, seed, one action per line, a
snapshot: `Rules.write_record`/`read_record` use these unless a port writes its own), its replay
into a Match that checks every action (`Match.from_text`), and the file around it through
retro.storage (`Match.save`/`Match.load`). Pure: no pyxel."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .refusal import Refusal


@dataclass
class RecordText:
    """A save file read but not yet replayed. `first_line`: the file's line number of the
    first action (for messages that point at the line the player sees)."""
    settings: Any
    seed: int
    actions: list
    snapshot: Any = None
    first_line: int = 1
    line_numbers: list | None = None     # the file's line of each action, where not consecutive

    def line_of(self, n: int) -> int:
        if self.line_numbers is not None and n < len(self.line_numbers):
            return self.line_numbers[n]
        return self.first_line + n


def write_record(rules, match) -> str:
    """The body of a save file: settings, seed, one action per line, and a snapshot."""
    lines = ["settings " + json.dumps(rules.settings_to_json(match.settings), ensure_ascii=False),
             f"seed {match.seed}", f"actions {len(match.log)}"]
    lines += match.texts()
    lines.append("snapshot " + json.dumps(rules.snapshot(match.state), ensure_ascii=False))
    return "\n".join(lines) + "\n"


def read_record(rules, body: str, version: int = 1, settings=None) -> RecordText:
    """The settings, seed, action lines and snapshot of a save file's body; Refusal
    ("bad_file") when it cannot be read at all. `settings`: the Match's own, for a file
    format that carries only part of them (this one carries them all)."""
    from .storage import Damage, damage, number_line, parse_json_line
    lines = body.splitlines() + [""] * 4     # a file that ends early: empty lines, said so
    at = 2                                   # the file's line (its header is line 1)
    try:                                     # what is wrong, where, in the player's words
        if not lines[0].startswith("settings "):
            raise Damage("file.expected", line=at, word="settings", found=lines[0])
        settings = rules.settings_from_json(parse_json_line(lines[0][9:], at))
        at = 3
        seed = number_line(lines[1], "seed", at)
        at = 4
        n = number_line(lines[2], "actions", at)
        if n < 0:
            raise Damage("file.number", line=at, found=str(n))
        if 3 + n >= len(lines) - 4:          # the moves or the snapshot line missing
            raise Damage("file.ends", line=len(lines) - 3, n=n)
        actions = lines[3:3 + n]
        at = 5 + n
        if not lines[3 + n].startswith("snapshot "):
            raise Damage("file.expected", line=at, word="snapshot", found=lines[3 + n])
        snapshot = parse_json_line(lines[3 + n][9:], at)
        extra = [i for i in range(4 + n, len(lines)) if lines[i].strip()]
        if extra:                            # the save ends with its snapshot
            raise Damage("file.trailing", line=extra[0] + 2, found=lines[extra[0]])
    except (ValueError, IndexError, KeyError, TypeError, AttributeError, RecursionError) as e:
        d = damage(e, at)
        raise Refusal("bad_file", reason=Refusal(d.key, **d.params)) from None
    return RecordText(settings, seed, actions, snapshot, first_line=5)


def replay(match_cls, rules, body: str, seats=None, version: int = 1, *,
           settings=None, checkpoints: bool = True):
    """Replay a save file's body, checking every action; Refusal("bad_record", line=,
    reason=) names the first line that does not replay, "load_mismatch" a replay that
    does not end in the saved snapshot. `settings`: what the file does not carry, for
    rules whose files hold only part of the settings (aMalone's records: the start)."""
    rec = rules.read_record(body, version, settings)
    try:
        m = match_cls(rules, rec.settings, rec.seed, seats, checkpoints=checkpoints)
    except Refusal:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        raise Refusal("bad_file", reason=Refusal("file.settings")) from None
    for n, text in enumerate(rec.actions):
        try:
            over = rules.outcome(m.state) is not None
            try:
                action = rules.parse(text, m.state)
            except Refusal:
                if over:
                    raise Refusal("after_end") from None
                raise
            if over and not rules.is_note(action):
                raise Refusal("after_end")
            player = rules.actor(m.state, action)
            rules.check(m.state, player, action)
        except Refusal as e:
            raise Refusal("bad_record", line=rec.line_of(n), reason=e) from None
        m.play_checked(player, action)   # checked just above
    if rec.snapshot is not None and rules.snapshot(m.state) != rec.snapshot:
        raise Refusal("load_mismatch")
    m.version = 0
    return m


def save(match, path) -> None:
    """Write the game (atomically, the previous file kept); storage.StorageError if it
    cannot be written."""
    from . import storage
    r = match.rules
    storage.save(path, r.game, r.file_kind, r.file_version, match.to_text())


def load(match_cls, rules, path, seats=None, **kw):
    """storage.StorageError for a file that cannot be used, Refusal for one whose game
    does not replay."""
    from . import storage
    version, body = storage.load(path, rules.game, rules.file_kind, rules.file_version)
    return match_cls.from_text(rules, body, seats, version, **kw)
