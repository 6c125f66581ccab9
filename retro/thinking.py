"""The computer thinks in slices, so that no frame is blocked. Pure: no pyxel.

    Thinker           a computer player's decision, advanced by step(budget_ms)
    GeneratorThinker  a generator that yields between small pieces of work and returns the action
    SearchThinker     a resumable search (step(budget_ms) True when finished) and what to play of it
    Decided           an action known at once
    ComputerTurns     the part of a Match (retro.match) that lets its computer seats think a
                      slice at a time and plays, holds or replaces what they decide

A slice starts a piece of work only while one as long as the longest so far still fits its
budget (MARGIN kept free), and a decided action whose play (PLAY_COST) would not fit is played
in the next slice. Pieces are measured in this thread's CPU time (_cpu).
"""
from __future__ import annotations

import logging
import time
import zlib
from typing import Any

from .dice import Dice
from .messages import ComputerRefused, Held, Refused
from .refusal import Refusal

log = logging.getLogger("retro.play")      # the protocol's one logger, named as before its split


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


def room_for(longest: float, deadline: float) -> bool:
    """May another piece start before `deadline` (perf_counter seconds)? Only with room for a
    quarter more than the longest so far, and MARGIN: a slice does not run over by a piece."""
    return time.perf_counter() + longest * 1.25 + MARGIN < deadline


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
            # import, a collection) does not leave every later slice a single piece long
            self.longest = max(_cpu() - started, self.longest * 0.97)
            if not room_for(self.longest, deadline):
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
    move, or what a port makes of it). A search that measures its pieces as a slice does
    (a `longest` of its own, and room_for) shares it with the Match."""

    def __init__(self, search, decide):
        self.search, self._decide = search, decide

    def step(self, budget_ms: float) -> Any:
        if not self.done:
            search = self.search
            if hasattr(search, "longest"):
                search.longest = max(search.longest, self.longest)
            finished = search.step(budget_ms)
            self.longest = getattr(search, "longest", self.longest)
            if finished:
                self.done, self.action = True, self._decide(search)
        return self.action if self.done else None


class Decided(Thinker):
    """A thinker whose action is known at once (a forced move, a random mover)."""

    def __init__(self, action):
        self.done, self.action = True, action

    def step(self, budget_ms: float) -> Any:
        return self.action


class ComputerTurns:
    """A Match's computer seats (mixed into retro.match.Match, whose state, log, seats, rules,
    check, _play and listeners it uses): each awaited computer's thinker, thought a slice at a
    time by think(), or to the end by step_computer(); what it decides is played, held for
    release(), or (refused by the rules) told and replaced by a random legal action."""

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
        self.play_checked(player, action)

    def release(self) -> tuple:
        """Play the action a computer decided and `hold` kept back."""
        if self.held is None:
            return ()
        (player, action), self.held = self.held, None
        return self.play_checked(player, action)

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
