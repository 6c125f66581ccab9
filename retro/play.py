"""The one game protocol every port implements, and the one Match that drives it. Pure: no pyxel.

    Refusal(key, **params)    a rule's no: a key and values, made text only where it is shown
    Rules                     one object per port: new, awaited, check, apply, outcome, parse, spell
    Outcome(winners, reason)  how a game ended
    Thinker                   a computer player, advanced by step(budget_ms) a slice at a time
    Seat                      who plays a side: a human, or the computer at a level
    Match                     seats + the record (settings, seed, actions) + the state: play,
                              think, undo and redo by replay, save and load, listeners

A game is its settings, its seed and the list of actions taken: the state is always what
`rules.new(settings, seed)` becomes after those actions, so undo replays the log without the
last action, a save is the log (with a snapshot to check the replay against), and a kiosk
demo or `retro sim` is a Match whose seats are all computers.

The contract of a port's Rules (`retro.conformance` checks it for every port):
- `new(settings, seed)` deals or sets up the game; every chance lives in the state's
  `retro.dice.Dice`, so that the same actions give the same state on every machine.
- `awaited(state)` names the players who must act now: one in turn-based games, several
  while simultaneous orders are collected (Twilight), none once the game is over.
- `check(state, player, action)` raises Refusal and changes nothing; `apply` then carries the
  action out on the state (it may assume `check` passed) and returns the events it caused:
  typed values (dataclasses), never finished sentences.
- `parse(text, state)` and `spell(action, state)` are each other's inverse, so every log is
  readable and round-trips; a malformed text is a Refusal too.
- `thinker(state, player, level, dice)` makes the computer's Thinker. It reads the state and
  never changes it; its randomness comes from `dice`, never from the game's dice.
"""
from __future__ import annotations

import gc
import json
import logging
import math
import time
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable

from .dice import Dice

log = logging.getLogger("retro.play")


# -- a rule says no --------------------------------------------------------------------------
class Refusal(Exception):
    """The one way a rule, a parser or a file says no: a key naming the text, and its values.

    The text is made where it is shown (`Rules.explain(refusal, lang)`), in the game's
    language; `str()` gives the key and values for logs and tracebacks."""

    def __init__(self, key: str, /, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.key
        return self.key + " " + " ".join(f"{k}={v!r}" for k, v in sorted(self.params.items(),
                                                                         key=lambda kv: kv[0]))

    def __repr__(self) -> str:
        return f"Refusal({self.key!r}, {self.params!r})"


# The protocol's own refusals, in the collection's three languages; a port's explain()
# falls back to these (`generic_text`), so that no port repeats them.
GENERIC_TEXTS = {
    "de": {
        "not_your_turn": "Sie sind nicht am Zug.",
        "game_over": "Das Spiel ist zu Ende.",
        "no_undo": "Es gibt keinen Zug zum Zurücknehmen.",
        "no_redo": "Es gibt keinen Zug zum Wiederholen.",
        "load_mismatch": "Der Spielstand passt nicht zu seinem Protokoll.",
        "bad_record": "Zeile {line}: {reason}",
        "bad_file": "Die Datei ist beschädigt: {reason}",
        "after_end": "das Spiel war da schon zu Ende",
    },
    "nl": {
        "not_your_turn": "U bent niet aan zet.",
        "game_over": "De partij is afgelopen.",
        "no_undo": "Er is geen zet om terug te nemen.",
        "no_redo": "Er is geen zet om opnieuw te spelen.",
        "load_mismatch": "De partij klopt niet met haar zetten.",
        "bad_record": "Regel {line}: {reason}",
        "bad_file": "Het bestand is beschadigd: {reason}",
        "after_end": "de partij was al afgelopen",
    },
    "en": {
        "not_your_turn": "It is not your turn.",
        "game_over": "The game is over.",
        "no_undo": "There is no move to take back.",
        "no_redo": "There is no move to redo.",
        "load_mismatch": "The saved game does not match its moves.",
        "bad_record": "Line {line}: {reason}",
        "bad_file": "The file is damaged: {reason}",
        "after_end": "the game was already over",
    },
}


def generic_text(refusal: Refusal, lang: str | None = None, explain=None) -> str:
    """The text of one of the protocol's own refusals (its key, if it is none of them).
    `explain` turns a nested refusal (the reason of a bad record line) into text."""
    from .storage import DAMAGE, excerpts
    table = GENERIC_TEXTS.get(lang or "de", GENERIC_TEXTS["en"])
    template = table.get(refusal.key) or DAMAGE.get(lang or "de", DAMAGE["en"]).get(refusal.key)
    if template is None:
        return refusal.key
    params = excerpts(refusal.params, lang)     # a file's megabyte quoted by its beginning
    reason = params.get("reason")
    if isinstance(reason, Refusal):
        params["reason"] = explain(reason, lang) if explain else generic_text(reason, lang)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


# -- how a game ends -------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    """The winners (empty for a draw) and why the game ended (a key: "six_off", "world"...)."""
    winners: tuple = ()
    reason: str = ""

    @property
    def draw(self) -> bool:
        return not self.winners


# -- who plays a side ------------------------------------------------------------------------
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


# -- the computer thinks in slices -----------------------------------------------------------
class Thinker:
    """A computer player's decision, made a slice at a time so that no frame is blocked.

    `step(budget_ms)` works for about that long and returns the decided action, or None
    while it has not decided yet; once decided it keeps returning that action (`done`)."""

    done: bool = False
    action: Any = None
    longest: float = 0.0    # seconds: its longest piece of work between two looks at the clock; a
                            # Match carries it from thinker to thinker, so a new one starts knowing it

    def step(self, budget_ms: float) -> Any:  # pragma: no cover - interface
        raise NotImplementedError

    def run(self) -> Any:
        """Think to the end in one go (sims, tests)."""
        while True:
            a = self.step(1e9)
            if self.done:
                return a


PLAY_COST: dict = {}     # game -> seconds: the longest check and play of a computer's action seen
MARGIN = 0.0006          # seconds a slice keeps free for the looks at the clock and the loop around it


def _cpu() -> float:
    """This thread's CPU seconds: what a piece of work costs, whatever else the machine
    does (a wall-clock measure would take a moment the system gave another program for the
    piece's own length, and shrink every later slice to a piece). perf_counter where the
    system has no thread clock."""
    try:
        return time.thread_time()
    except (AttributeError, OSError):
        return time.perf_counter()


class GeneratorThinker(Thinker):
    """A thinker written as a generator: it yields (nothing) after each small piece of work
    and returns the action. `slices` counts the steps that returned undecided."""

    def __init__(self, gen):
        self._gen = gen
        self.slices = 0

    def step(self, budget_ms: float) -> Any:
        """Pieces of work while the next one, as long as the longest so far, still fits in
        the budget (one piece at least): a slice does not run over by a piece."""
        if self.done:
            return self.action
        deadline = time.perf_counter() + budget_ms / 1000.0
        gen = self._gen
        while True:
            started = _cpu()
            try:
                next(gen)
            except StopIteration as stop:
                self.done, self.action, self._gen = True, stop.value, None
                return stop.value
            # the longest piece so far (CPU), fading (3 % a piece) so that one stall (a first
            # import, a collection) does not leave every later slice a single piece long; the
            # next piece is let start only with room for a quarter more than that, and MARGIN
            self.longest = max(_cpu() - started, self.longest * 0.97)
            if time.perf_counter() + self.longest * 1.25 + MARGIN >= deadline:
                self.slices += 1
                return None


    def run(self) -> Any:
        """To the end in one go, without looking at the clock (sims)."""
        if not self.done:
            gen = self._gen
            try:
                while True:
                    next(gen)
            except StopIteration as stop:
                self.done, self.action, self._gen = True, stop.value, None
        return self.action


class SearchThinker(Thinker):
    """A resumable search as a Thinker: `search.step(budget_ms)` works for about that long
    and returns True once it has finished; `decide(search)` then gives the action (its best
    move, or what a port makes of it)."""

    def __init__(self, search, decide):
        self.search, self._decide = search, decide

    def step(self, budget_ms: float) -> Any:
        if not self.done and self.search.step(budget_ms):
            self.done, self.action = True, self._decide(self.search)
        return self.action if self.done else None


class Decided(Thinker):
    """A thinker whose action is known at once (a forced move, a random mover)."""

    def __init__(self, action):
        self.done, self.action = True, action

    def step(self, budget_ms: float) -> Any:
        return self.action


# -- the rules of one game -------------------------------------------------------------------
class Rules:
    """What a port implements (override the protocol's methods; the rest has defaults).

    `settings` and `state` are the port's own values; `player` is whatever `awaited`
    returns (an index in every port so far); an action is a value with a text form."""

    game = "?"                  # the port's key (`retro GAME`): files name it
    file_kind = "match"         # the kind and version of its save files (retro.storage)
    file_version = 1
    levels: tuple = ()          # the computer's levels, weakest first
    endings: tuple = ()         # every Outcome.reason the game has (the conformance test holds
                                # each ending to it): how a game really ends
    default_level: Any = None
    thinker_dice = True         # False: the computer has no chance of its own (EMPERADO's),
                                # so Match gives its thinker dice=None instead of a new cup

    # -- the protocol ----------------------------------------------------------------------
    def new(self, settings, seed: int):
        raise NotImplementedError

    def awaited(self, state) -> tuple:
        raise NotImplementedError

    def check(self, state, player, action) -> None:
        raise NotImplementedError

    def apply(self, state, player, action) -> list:
        raise NotImplementedError

    def outcome(self, state) -> Outcome | None:
        raise NotImplementedError

    def parse(self, text: str, state):
        raise NotImplementedError

    def spell(self, action, state) -> str:
        raise NotImplementedError

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        """The refusal as the player reads it, in `lang` (the port's language by default)."""
        return generic_text(refusal, lang, self.explain)

    # -- who acts ---------------------------------------------------------------------------
    def actor(self, state, action):
        """Who plays `action` when a log line does not say: the one awaited player (None for
        a note, which no player plays). Ports whose actions name their player override it."""
        if self.is_note(action):
            return None
        who = self.awaited(state)
        return who[0] if len(who) == 1 else None

    def turn(self, state):
        """A key naming the turn in progress: retro.driver tells TurnBegan when it changes.
        By default the players awaited; ports with turns of several actions override it."""
        return tuple(self.awaited(state))

    def may_play(self, state, player) -> bool:
        """May `player` give an action now? One of the awaited, by default; Twilight's mail
        game lets a player send orders for later phases while others are awaited."""
        return player in self.awaited(state)

    def is_note(self, action) -> bool:
        """A logged action that is no move of the game (a settings change in play): anyone may
        give it at any time, and undo passes over it and keeps it."""
        return False

    def undoable(self, state, action) -> bool:
        """May this action, the last move of the log, be taken back? (EMPERADO: only within
        the turn in progress.)"""
        return True

    def undo_may_stop(self, state) -> bool:
        """May an undo (or a redo) leave the game in this state, or does it go one action
        further? (EMPERADO: not while a march-in is awaited, which would only ask the same
        question again: the liberation goes back with its march-in.)"""
        return True

    def is_checkpoint(self, action) -> bool:
        """After this action the Match keeps a copy of the state, so that an undo replays
        only from there (EMPERADO: the end of a turn)."""
        return False

    # -- computer players and random play ----------------------------------------------------
    def legal(self, state, player) -> list:
        """Every action `player` may take now (or a fair sample where there are too many)."""
        raise NotImplementedError

    def random_action(self, state, player, dice: Dice):
        """A random legal action: the conformance test's mover, and the computer's fallback
        when its thinker asks for a refused action (logged: see Match.strict)."""
        return dice.choice(self.legal(state, player))

    def thinker(self, state, player, level, dice: Dice) -> Thinker:
        return Decided(self.random_action(state, player, dice))

    # -- state, settings, files --------------------------------------------------------------
    def copy(self, state):
        import copy
        return copy.deepcopy(state)

    def snapshot(self, state):
        """A JSON-able picture of everything the rules need: two states are the same game
        when their snapshots are equal."""
        raise NotImplementedError

    def settings_to_json(self, settings):
        return settings

    def settings_from_json(self, data):
        return data

    def write_record(self, match: "Match") -> str:
        """The body of a save file: settings, seed, one action per line, and a snapshot."""
        lines = ["settings " + json.dumps(self.settings_to_json(match.settings), ensure_ascii=False),
                 f"seed {match.seed}", f"actions {len(match.log)}"]
        lines += match.texts()
        lines.append("snapshot " + json.dumps(self.snapshot(match.state), ensure_ascii=False))
        return "\n".join(lines) + "\n"

    def read_record(self, body: str, version: int = 1, settings=None) -> "RecordText":
        """The settings, seed, action lines and snapshot of a save file's body; Refusal
        ("bad_file") when it cannot be read at all. `settings`: the Match's own, for a file
        format that carries only part of them (this one carries them all)."""
        from .storage import Damage, damage, number_line, parse_json_line
        lines = body.splitlines() + [""] * 4     # a file that ends early: empty lines, said so
        at = 2                                   # the file's line (its header is line 1)
        try:                                     # what is wrong, where, in the player's words
            if not lines[0].startswith("settings "):
                raise Damage("file.expected", line=at, word="settings", found=lines[0])
            settings = self.settings_from_json(parse_json_line(lines[0][9:], at))
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


# -- what a Match tells its listeners --------------------------------------------------------
@dataclass(frozen=True)
class Played:
    """`player` played `action`; `events` are what the rules said happened."""
    player: Any
    action: Any
    events: tuple = ()


@dataclass(frozen=True)
class Rebuilt:
    """The state was replaced: "undo", "redo", "load", "new" or "settings"."""
    why: str


@dataclass(frozen=True)
class Held:
    """A computer decided `action` and waits for `Match.release()` (a screen reviews it first)."""
    player: Any
    action: Any


@dataclass(frozen=True)
class Refused:
    """The computer asked for `action`, which the rules refuse (`refusal`): a bug in the port's
    thinker. In play it is logged and told, and a random legal action is played instead; with
    `Match.strict` (tests) it is raised as ComputerRefused."""
    player: Any
    action: Any
    refusal: Refusal


class ComputerRefused(AssertionError):
    """A computer's thinker asked for an action the rules refuse (Match.strict)."""


@dataclass(frozen=True)
class Entry:
    """One line of the log: who played what, and its text as spelled when it was played."""
    player: Any
    action: Any
    text: str = field(default="", compare=False)


# -- the match -------------------------------------------------------------------------------
class Listeners:
    """What a Match (and a retro.driver.Driver) tells: fn(message) for each listener."""

    listeners: list

    def listen(self, fn: Callable) -> Callable:
        """fn(message) for every message told; returns fn (to unlisten it)."""
        self.listeners.append(fn)
        return fn

    def unlisten(self, fn: Callable) -> None:
        if fn in self.listeners:
            self.listeners.remove(fn)

    def _tell(self, message) -> None:
        for fn in list(self.listeners):
            fn(message)


class Match(Listeners):
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
        return self._play(player, action)

    def play_text(self, player, text: str) -> tuple:
        return self.play(player, self.rules.parse(text, self.state))

    def _play(self, player, action) -> tuple:
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

    # -- the computer -------------------------------------------------------------------------
    def dice_for(self, player) -> Dice:
        """The computer's own cup for its next decision: from the seed, the length of the log
        and the player, so that a seed replays the same computer game however it is sliced."""
        p = player if isinstance(player, int) else zlib.crc32(repr(player).encode())
        return Dice((self.seed * 0x9E3779B97F4A7C15 + len(self.log) * 0xBF58476D1CE4E5B9
                     + (p + 1) * 0x94D049BB133111EB) & ((1 << 64) - 1))

    def thinker_for(self, player) -> Thinker:
        th = self._thinkers.get(player)
        if th is None:
            level = self.seat(player).level
            if level is None:
                level = self.rules.default_level
            dice = self.dice_for(player) if self.rules.thinker_dice else None
            th = self._thinkers[player] = self.rules.thinker(self.state, player, level, dice)
            th.longest = max(th.longest, self._longest_piece)
        return th

    def think(self, budget_ms: float, max_actions: int | None = None) -> bool:
        """Let the computers that are awaited think for about `budget_ms` (a scene's
        idle_work); play what they decide, at most `max_actions` of it (a screen that
        paces the computer's moves takes one). True when an action was played or held."""
        timer = self.timer
        deadline = timer() + budget_ms / 1000.0
        acted = 0
        while self.held is None and (max_actions is None or acted < max_actions):
            who = self.computers_awaited() if self.rules.outcome(self.state) is None else []
            if not who:
                break
            left = (deadline - timer()) * 1000.0
            if acted and left <= (self._longest_piece * 1.25 + MARGIN) * 1000.0:
                break                  # no room for a piece of the next one's thinking
            player = who[0]
            th = self.thinker_for(player)
            decided_before = th.done
            action = th.step(max(0.0, left))
            self._longest_piece = max(self._longest_piece, th.longest)
            if not th.done:
                break                  # the budget is used up: go on in the next slice
            cost = PLAY_COST.get(self.rules.game, 0.0)
            if not decided_before and cost > MARGIN and timer() + cost + MARGIN > deadline:
                break                  # decided, but playing it (a phase resolved) is for the next slice
            self._thinkers.pop(player, None)
            self._computer_plays(player, action)
            acted += 1
            if timer() + PLAY_COST.get(self.rules.game, 0.0) + MARGIN >= deadline:
                break
        return acted > 0

    def _computer_plays(self, player, action) -> None:
        started = _cpu()
        try:
            self._computer_plays_now(player, action)
        finally:
            game = self.rules.game
            PLAY_COST[game] = max(PLAY_COST.get(game, 0.0), _cpu() - started)

    def _computer_plays_now(self, player, action) -> None:
        try:
            self.check(player, action)
        except Refusal as refusal:
            # a computer that asks for the impossible is a bug: an error in tests; in play
            # it is logged and told, and the game goes on with a random legal action
            if self.strict:
                raise ComputerRefused(f"{self.rules.game}: the computer's {action!r} for "
                                      f"{player!r} is refused: {refusal}") from None
            log.error("%s: the computer's %r for %r is refused (%s); a random legal action "
                      "is played instead", self.rules.game, action, player, refusal)
            self._tell(Refused(player, action, refusal))
            action = self.rules.random_action(self.state, player, self.dice_for(player))
            self.check(player, action)
        if self.hold is not None and self.hold(player, action):
            self.held = (player, action)
            self._tell(Held(player, action))
            return
        self._play(player, action)

    def release(self) -> tuple:
        """Play the action a computer decided and `hold` kept back."""
        if self.held is None:
            return ()
        (player, action), self.held = self.held, None
        return self._play(player, action)

    def drop_held(self) -> None:
        """Forget a held decision (the side changed hands): the computer thinks again."""
        self.held = None
        self._thinkers.clear()

    def step_computer(self) -> bool:
        """Let the first awaited computer think to the end and play (sims): False when no
        computer is awaited or the game is over."""
        if self.held is not None or self.rules.outcome(self.state) is not None:
            return False
        who = self.computers_awaited()
        if not who:
            return False
        th = self.thinker_for(who[0])
        action = th.run()
        self._thinkers.pop(who[0], None)
        self._computer_plays(who[0], action)
        return True

    def advise(self, player, level=None) -> Thinker:
        """A thinker for a human's hint: what the computer at `level` would play now. It is
        stale once `version` changes."""
        return self.rules.thinker(self.state, player,
                                  self.rules.default_level if level is None else level,
                                  self.dice_for(player))

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
            self._play(entry.player, entry.action)
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

    # -- files ---------------------------------------------------------------------------------
    def to_text(self) -> str:
        return self.rules.write_record(self)

    @classmethod
    def from_text(cls, rules: Rules, body: str, seats=None, version: int = 1, *,
                  settings=None, checkpoints: bool = True) -> "Match":
        """Replay a save file's body, checking every action; Refusal("bad_record", line=,
        reason=) names the first line that does not replay, "load_mismatch" a replay that
        does not end in the saved snapshot. `settings`: what the file does not carry, for
        rules whose files hold only part of the settings (aMalone's records: the start)."""
        rec = rules.read_record(body, version, settings)
        try:
            m = cls(rules, rec.settings, rec.seed, seats, checkpoints=checkpoints)
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
            m._play(player, action)
        if rec.snapshot is not None and rules.snapshot(m.state) != rec.snapshot:
            raise Refusal("load_mismatch")
        m.version = 0
        return m

    def save(self, path) -> None:
        """Write the game (atomically, the previous file kept); storage.StorageError if it
        cannot be written."""
        from . import storage
        r = self.rules
        storage.save(path, r.game, r.file_kind, r.file_version, self.to_text())

    @classmethod
    def load(cls, rules: Rules, path, seats=None, **kw) -> "Match":
        """storage.StorageError for a file that cannot be used, Refusal for one whose game
        does not replay."""
        from . import storage
        version, body = storage.load(path, rules.game, rules.file_kind, rules.file_version)
        return cls.from_text(rules, body, seats, version, **kw)


# -- computer-only games: sims, benchmarks and kiosk demos -------------------------------------
def play_out(match: Match, stop: Callable | None = None, max_actions: int | None = None) -> Match:
    """Let the computers play until the game is over, a human is awaited, `stop(match)` says
    so (checked after every action) or `max_actions` have been played."""
    n = 0
    while max_actions is None or n < max_actions:
        if stop is not None and stop(match):
            break
        if not match.step_computer():
            break
        n += 1
    return match


def slice_times(match: Match, budget_ms: float = 8.0, max_slices: int = 100_000,
                clock=time.perf_counter, cpu: list | None = None) -> list[float]:
    """A computer game as a screen plays it, `think(budget_ms)` once a frame: the
    milliseconds each slice took (for `retro bench`; never asserted in a test). `cpu`, a
    list, gets each slice's CPU milliseconds: on a busy machine the wall time of a slice
    includes the time other processes had the core, its CPU time does not."""
    out = []
    gc.unfreeze()               # as a screen's Driver does when its game starts (retro.driver)
    gc.collect()
    gc.freeze()
    while len(out) < max_slices and match.outcome is None and match.computers_awaited():
        t, c = clock(), time.thread_time()
        match.think(budget_ms)
        out.append((clock() - t) * 1000.0)
        if cpu is not None:
            cpu.append((time.thread_time() - c) * 1000.0)
    gc.unfreeze()
    return out


def describe_slices(times: list[float], budget_ms: float) -> str:
    """'N slices, median X ms, worst Y ms (budget B ms)'."""
    if not times:
        return "no slices"
    s = sorted(times)
    med = s[len(s) // 2]
    p99 = s[min(len(s) - 1, math.ceil(len(s) * 0.99) - 1)]
    return (f"{len(s)} slices of {budget_ms:g} ms asked: median {med:.2f} ms, "
            f"99th percentile {p99:.2f} ms, worst {s[-1]:.2f} ms")


__all__ = ["Refusal", "Outcome", "Seat", "HUMAN", "Thinker", "GeneratorThinker", "SearchThinker", "Decided",
           "Rules", "RecordText", "Listeners", "Match", "Played", "Rebuilt", "Held", "Refused", "ComputerRefused",
           "Entry", "play_out",
           "slice_times", "describe_slices", "generic_text", "GENERIC_TEXTS"]
