"""The one Match: a game being played, whatever the port. Pure: no pyxel.

    Seat    who plays a side: a human, or the computer at a level
    Match   seats + the record (settings, seed, actions) + the state: play, undo and redo by
            replay, whole games (new, reconfigure, adopt), files (retro.matchfile); its computer
            seats think in slices (ComputerTurns: retro.thinking); it tells (retro.messages)

The state is always what `rules.new(settings, seed)` becomes after the log's actions, so an
undo replays the log without the last move (from the nearest checkpoint) and a save is the log.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

from . import matchfile
from .messages import Entry, Listeners, Played, Rebuilt
from .protocol import Outcome, Rules
from .refusal import Refusal
from .thinking import ComputerTurns


@dataclass(frozen=True)
class Seat:
    """A human at the screen, or the computer at `level` (a port's level: 1-5, a name...)."""
    computer: bool = False
    level: Any = None

    @classmethod
    def human(cls) -> "Seat":
        return cls(False, None)

    @classmethod
    def cpu(cls, level=None) -> "Seat":
        return cls(True, level)


HUMAN = Seat()


class Match(Listeners, ComputerTurns):
    """One game being played: the rules, the seats, the record and the state.

    seats: a list (one Seat per player index; missing ones are human) or a function
    `seats(state, player) -> Seat` (EMPERADO decides human or computer in its settings).
    checkpoints: keep a copy of the state at each `rules.is_checkpoint` action so that undo
    replays only from there (screens); sims switch it off.
    listen(fn): fn(message) for every Played, Held, Rebuilt and Refused (Listeners).
    """

    strict = False             # a computer's refused action raises (tests set it: tests/conftest.py)
    timer = staticmethod(time.perf_counter)     # the clock of think()'s budget

    def __init__(self, rules: Rules, settings, seed: int = 0, seats=None, *,
                 checkpoints: bool = True, spell: bool = True):
        self.rules = rules
        self.settings = settings
        self.seed = int(seed)
        self.seats = seats if seats is not None else []
        self.keep_checkpoints = checkpoints
        self.spell_as_played = spell      # sims switch it off: texts() then spells by replay
        self.listeners: list[Callable] = []
        self.hold: Callable | None = None     # hold(player, action) -> True: wait for release()
        self._reset(rules.new(settings, self.seed))

    def _reset(self, state) -> None:
        self.state = state
        self.log: list[Entry] = []
        self.redo_list: list[Entry] = []      # taken back, the next one last
        self._checkpoints: list[tuple[int, Any]] = []
        self.held: tuple | None = None
        self._thinkers: dict = {}
        self._longest_piece = 0.0             # seconds: the longest piece of its thinkers' work (Thinker.longest)
        self.version = 0

    # -- questions --------------------------------------------------------------------------
    @property
    def awaited(self) -> tuple:
        return tuple(self.rules.awaited(self.state))

    @property
    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def over(self) -> bool:
        return self.rules.outcome(self.state) is not None

    def seat(self, player) -> Seat:
        s = self.seats
        if callable(s):
            return s(self.state, player)
        if isinstance(player, int) and 0 <= player < len(s):
            return s[player]
        return HUMAN

    def humans_awaited(self) -> list:
        return [p for p in self.awaited if not self.seat(p).computer]

    def computers_awaited(self) -> list:
        return [p for p in self.awaited if self.seat(p).computer]

    def texts(self) -> list[str]:
        """The log, one line per action, as the rules spelled each when it was played."""
        if self.spell_as_played or not self.log:
            return [e.text for e in self.log]
        state = self.rules.new(self.settings, self.seed)     # spelled now, each in its position
        out = []
        for e in self.log:
            out.append(self.rules.spell(e.action, state))
            self.rules.apply(state, e.player, e.action)
        return out

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return self.rules.explain(refusal, lang)

    # -- playing ----------------------------------------------------------------------------
    def check(self, player, action) -> None:
        """Refusal if `player` may not play `action` now; changes nothing."""
        rules = self.rules
        if not rules.is_note(action):
            if self.held is not None:
                raise Refusal("not_your_turn", player=player)
            if rules.outcome(self.state) is not None:
                raise Refusal("game_over")
            if not rules.may_play(self.state, player):
                raise Refusal("not_your_turn", player=player)
        rules.check(self.state, player, action)

    def play(self, player, action) -> tuple:
        """Check, apply, log and announce one action; its events. Refusal: nothing changed."""
        self.check(player, action)
        return self.play_checked(player, action)

    def play_text(self, player, text: str) -> tuple:
        return self.play(player, self.rules.parse(text, self.state))

    def play_checked(self, player, action) -> tuple:
        """Apply, log and announce an action its caller has already checked (a record being
        replayed, a mail game's orders checked when they came in); its events. Nothing is
        checked again: an action the rules would refuse leaves the game in disorder."""
        # spelled in the position it is played in (aMalone's "+" depends on it)
        text = self.rules.spell(action, self.state) if self.spell_as_played else ""
        events = tuple(self.rules.apply(self.state, player, action) or ())
        entry = Entry(player, action, text)
        self.log.append(entry)
        self.version += 1
        self._thinkers.clear()
        rl = self.redo_list
        if rl and not self.rules.is_note(action):
            if rl[-1] == entry:
                rl.pop()              # replaying the game as it was keeps the rest
            else:
                rl.clear()
        if self.keep_checkpoints and self.rules.is_checkpoint(action):
            self._checkpoints.append((len(self.log), self.rules.copy(self.state)))
        self._tell(Played(player, action, events))
        return events

    # -- undo and redo, by replay ----------------------------------------------------------------
    def _last_move(self) -> int | None:
        for i in range(len(self.log) - 1, -1, -1):
            if not self.rules.is_note(self.log[i].action):
                return i
        return None

    def can_undo(self) -> bool:
        i = self._last_move()
        return i is not None and self.held is None and self.rules.undoable(self.state, self.log[i].action)

    def can_redo(self) -> bool:
        return bool(self.redo_list) and self.held is None

    def undo(self, to_human: bool = False) -> list[Entry]:
        """Take back the last move (the notes given since stay); with `to_human`, go on until
        a human is to act (against the computer: back to the human's own last move).
        Returns the entries taken back, the last one first; Refusal("no_undo") if none."""
        if not self.can_undo():
            raise Refusal("no_undo")
        taken = []
        while True:
            i = self._last_move()
            entry = self.log[i]
            self._rebuild_without(i)
            taken.append(entry)
            self.redo_list.append(entry)
            if not self.can_undo():
                break
            if self.rules.undo_may_stop(self.state) and (not to_human or self.humans_awaited()):
                break
        self._tell(Rebuilt("undo"))
        return taken

    def redo(self, to_human: bool = False) -> list[Entry]:
        if not self.can_redo():
            raise Refusal("no_redo")
        done = []
        while self.redo_list:
            entry = self.redo_list[-1]
            try:
                self.check(entry.player, entry.action)
            except Refusal:
                self.redo_list.clear()
                break
            self.play_checked(entry.player, entry.action)
            done.append(entry)
            if self.over:
                break
            if self.rules.undo_may_stop(self.state) and (not to_human or self.humans_awaited()):
                break
        if not done:
            raise Refusal("no_redo")
        self._tell(Rebuilt("redo"))
        return done

    def _rebuild_without(self, i: int) -> None:
        """The state replayed from the nearest checkpoint before entry i, without entry i."""
        kept = self.log[:i] + self.log[i + 1:]
        cps = [(n, s) for n, s in self._checkpoints if n <= i]
        start, state = cps[-1] if cps else (0, None)
        state = self.rules.copy(state) if state is not None else self.rules.new(self.settings, self.seed)
        self._checkpoints = cps
        self.state = state
        self.log = kept[:start]
        for e in kept[start:]:
            self.rules.apply(state, e.player, e.action)   # they were legal when played
            self.log.append(e)
            if self.keep_checkpoints and self.rules.is_checkpoint(e.action):
                self._checkpoints.append((len(self.log), self.rules.copy(state)))
        self.version += 1
        self._thinkers.clear()
        self.held = None

    # -- whole games ---------------------------------------------------------------------------
    def new_game(self, settings=None, seed: int | None = None) -> None:
        if settings is not None:
            self.settings = settings
        if seed is not None:
            self.seed = int(seed)
        self._reset(self.rules.new(self.settings, self.seed))
        self._tell(Rebuilt("new"))

    def reconfigure(self, settings) -> None:
        """Play the same log under other settings (an option of the table switched in play,
        such as aMalone's draw rule): the state is replayed, the log and redo list kept."""
        self.settings = settings
        state = self.rules.new(settings, self.seed)
        self._checkpoints = []
        for i, e in enumerate(self.log, 1):
            self.rules.apply(state, e.player, e.action)
            if self.keep_checkpoints and self.rules.is_checkpoint(e.action):
                self._checkpoints.append((i, self.rules.copy(state)))
        self.state = state
        self.version += 1
        self._thinkers.clear()
        self.held = None
        self._tell(Rebuilt("settings"))

    def replayed(self, upto: int | None = None):
        """The state after the first `upto` actions of the log (all by default): a fresh
        replay, to check against or to show a game's history."""
        state = self.rules.new(self.settings, self.seed)
        for e in self.log[: len(self.log) if upto is None else upto]:
            self.rules.apply(state, e.player, e.action)
        return state

    def adopt(self, other: "Match") -> None:
        """Take over another match's game (a loaded one), keeping seats and listeners."""
        self.settings, self.seed = other.settings, other.seed
        self.state, self.log = other.state, other.log
        self.redo_list, self._checkpoints = [], other._checkpoints
        self.held, self._thinkers = None, {}
        self.version += 1
        self._tell(Rebuilt("load"))

    # -- files (retro.matchfile) ------------------------------------------------------------------
    def to_text(self) -> str:
        return self.rules.write_record(self)

    @classmethod
    def from_text(cls, rules: Rules, body: str, seats=None, version: int = 1, *,
                  settings=None, checkpoints: bool = True) -> "Match":
        """Replay a save file's body, checking every action; Refusal("bad_record", line=,
        reason=) names the first line that does not replay, "load_mismatch" a replay that
        does not end in the saved snapshot. `settings`: what the file does not carry, for
        rules whose files hold only part of the settings (aMalone's records: the start)."""
        return matchfile.replay(cls, rules, body, seats, version, settings=settings,
                                checkpoints=checkpoints)

    def save(self, path) -> None:
        """Write the game (atomically, the previous file kept); storage.StorageError if it
        cannot be written."""
        matchfile.save(self, path)

    @classmethod
    def load(cls, rules: Rules, path, seats=None, **kw) -> "Match":
        """storage.StorageError for a file that cannot be used, Refusal for one whose game
        does not replay."""
        return matchfile.load(cls, rules, path, seats, **kw)
