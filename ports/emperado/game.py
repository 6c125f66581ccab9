"""A game of EMPERADO = the settings it began with + seed + the list of actions taken.

Settings changed in play (EMPERADO 4a-4c) are actions in that list too (actions.SetValue,
SetPlayer), so everything follows by replaying. Taking back the last action (Shift+R,
EMPERADO 3c) replays the list without its last move, so the dice come back exactly as
they were and a failed liberation cannot be rolled again with luckier dice. Settings
changes are not moves: Shift+R passes over them and they stay (our decision). Saves
(EMPERADO 4f/4g) store the first settings, the seed, the log and a snapshot of the state
(current settings included) to check the replay against.
"""
from __future__ import annotations

import json

from retro import storage

from . import rules
from .actions import Action, Done, changes_between, is_change, parse
from .state import RuleError, Settings, State

GAME = "emperado"
KIND = "game"
VERSION = 2          # 2: settings changes ("S ...") in the log; version 1 files still load
SETTINGS_KIND = "settings"      # EMPERADO 4f: SETTINGS.EMP, loaded at start
SETTINGS_VERSION = 1            # its format did not change with the game's version 2


class Game:
    def __init__(self, settings: Settings, seed: int, actions: list[Action] | tuple = ()):
        self.initial = settings.copy()        # as the game began: the save's header
        self.seed = seed
        self.actions: list[Action] = []
        self.state: State = rules.new_state(self.initial, seed)
        self._mark()
        for a in actions:
            self.play(a)

    @property
    def settings(self) -> Settings:
        """The settings as they are now (the state's; changed only by logged actions)."""
        return self.state.settings

    def play(self, action: Action) -> None:
        """Apply a legal action and log it; RuleError (and no change) if it is impossible."""
        rules.apply(self.state, action)
        self.actions.append(action)
        if isinstance(action, Done):
            self._mark()

    def play_text(self, line: str) -> Action:
        a = parse(line)
        self.play(a)
        return a

    def change(self, new: Settings) -> list[Action]:
        """Log and apply what differs between the current settings and `new` (4a-4c)."""
        done = []
        for a in changes_between(self.settings, new):
            self.play(a)
            done.append(a)
        return done

    # -- Shift+R -------------------------------------------------------------------------
    def _mark(self) -> None:
        """Remember the state at the start of a turn: Shift+R replays only from here."""
        self._turn_start = (len(self.actions), self.state.copy())

    def _last_move(self) -> int | None:
        for i in range(len(self.actions) - 1, -1, -1):
            if not is_change(self.actions[i]):
                return i
        return None

    def can_undo(self) -> bool:
        """Only moves of the turn in progress can be taken back (not a finished turn)."""
        i = self._last_move()
        return i is not None and not isinstance(self.actions[i], Done) \
            and self.state.phase != "ende"

    def undo(self) -> Action:
        """Take back the last move of this turn; settings changed since then stay."""
        if not self.can_undo():
            raise RuleError("no_undo")
        i = self._last_move()
        last = self.actions[i]
        start, snap = self._turn_start
        kept = self.actions[:i] + self.actions[i + 1:]
        self.state = snap.copy()
        self.actions = kept[:start]
        for a in kept[start:]:
            rules.apply(self.state, a)
            self.actions.append(a)
        return last

    # -- text and files --------------------------------------------------------------------
    def log_text(self) -> str:
        return "\n".join(a.text() for a in self.actions)

    def to_text(self) -> str:
        lines = ["settings " + json.dumps(self.initial.to_dict(), ensure_ascii=False),
                 f"seed {self.seed}",
                 f"actions {len(self.actions)}"]
        lines += [a.text() for a in self.actions]
        lines.append("snapshot " + json.dumps(self.state.to_dict(), ensure_ascii=False))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, body: str) -> "Game":
        """Rebuild a game from `to_text`; RuleError (German) if it is damaged or does not add up."""
        lines = body.splitlines()
        try:
            if not lines[0].startswith("settings ") or not lines[1].startswith("seed "):
                raise ValueError("header")
            settings = Settings.from_dict(json.loads(lines[0][9:]))
            seed = int(lines[1][5:])
            n = int(lines[2].split()[1])
            moves = lines[3:3 + n]
            snap_line = lines[3 + n]
            if len(moves) != n or not snap_line.startswith("snapshot "):
                raise ValueError("length")
            snapshot = json.loads(snap_line[9:])
        except (ValueError, IndexError, KeyError, TypeError, AttributeError) as e:
            raise RuleError("bad_file", detail=type(e).__name__) from None
        actions = [parse(m) for m in moves]
        try:
            game = cls(settings, seed, actions)
        except RuleError:
            if actions and settings.players:      # a log the rules refuse: it is not this game's
                raise RuleError("load_mismatch") from None
            raise
        if game.state.to_dict() != snapshot:
            raise RuleError("load_mismatch")
        return game

    def save(self, path) -> None:
        storage.save(path, GAME, KIND, VERSION, self.to_text())

    @classmethod
    def load(cls, path) -> "Game":
        """storage.StorageError for unusable files, RuleError for a log that does not add up."""
        _, body = storage.load(path, GAME, KIND, VERSION)
        return cls.from_text(body)


def save_settings(path, settings: Settings) -> None:
    storage.save(path, GAME, SETTINGS_KIND, SETTINGS_VERSION,
                 json.dumps(settings.to_dict(), ensure_ascii=False))


def load_settings(path) -> Settings:
    _, body = storage.load(path, GAME, SETTINGS_KIND, SETTINGS_VERSION)
    try:
        s = Settings.from_dict(json.loads(body))
        s.check()
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise RuleError("bad_file", detail=type(e).__name__) from None
    return s
