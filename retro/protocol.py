"""The one game protocol every port implements: its Rules, and the Outcome that ends a game.
Pure: no pyxel. (retro.play is its face: the names a port uses, from one place.)

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

from dataclasses import dataclass
from typing import Any

from . import matchfile
from .dice import Dice
from .matchfile import RecordText
from .refusal import Refusal, generic_text
from .thinking import Decided, Thinker


@dataclass(frozen=True)
class Outcome:
    """The winners (empty for a draw) and why the game ended (a key: "six_off", "world"...)."""
    winners: tuple = ()
    reason: str = ""

    @property
    def draw(self) -> bool:
        return not self.winners


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

    def write_record(self, match) -> str:
        """The body of a save file: settings, seed, one action per line, and a snapshot
        (retro.matchfile)."""
        return matchfile.write_record(self, match)

    def read_record(self, body: str, version: int = 1, settings=None) -> RecordText:
        """The settings, seed, action lines and snapshot of a save file's body; Refusal
        ("bad_file") when it cannot be read at all. `settings`: the Match's own, for a file
        format that carries only part of them (the default one carries them all)."""
        return matchfile.read_record(self, body, version, settings)
