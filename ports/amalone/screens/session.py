"""A game at the screen: who plays each colour, the extras chosen, and the computer's
thinking in slices. Pure (no pyxel): the game screen draws it, the tests drive it.

The computer thinks only while `think(budget_ms)` is called (the scene's idle_work), a
few milliseconds a frame, so the pointer never freezes; a position that changes under it
(undo, a loaded game) starts the search again.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from retro.dice import Dice

from ..ai import Search, zobrist
from ..game import DEFAULT_MAX_PLIES, DrawRule, Game
from ..notation import spell
from ..rules import Position

HINT_LEVEL = 3


@dataclass
class Player:
    computer: bool = False
    level: int = 2          # 1-5 (ai.LEVELS)


@dataclass
class Settings:
    """The extras, each off by default (the original had none of them), and the language."""
    lang: str = "nl"
    undo: bool = False
    hint: bool = False
    draw: bool = False
    opening: str = "standard"


@dataclass
class Session:
    settings: Settings = field(default_factory=Settings)
    players: list = field(default_factory=lambda: [Player(False), Player(True, 2)])
    max_plies: int = DEFAULT_MAX_PLIES
    seed: int = 0

    def __post_init__(self):
        self.dice = Dice(self.seed)
        self.search: Search | None = None
        self._retired: Search | None = None   # a finished search, freed in the next slice
        self.hint_search: Search | None = None
        self.hint_move: int | None = None
        self.hint_pos: Position | None = None
        self._keys: list = []          # (position, Zobrist key) of the game so far
        self.new_game()

    # -- the game ------------------------------------------------------------------------
    def draw_rule(self) -> DrawRule | None:
        return DrawRule(repetitions=3) if self.settings.draw else None

    def new_game(self, start: Position | str | None = None) -> None:
        self.game = Game(self.settings.opening if start is None else start,
                         max_plies=self.max_plies, draw_rule=self.draw_rule())
        self._reset_thinking()

    def adopt(self, game: Game) -> None:
        """A loaded game replaces the running one."""
        game.draw_rule = self.draw_rule()
        self.game = game
        self._reset_thinking()

    def set_draw(self, on: bool) -> None:
        self.settings.draw = on
        self.game.draw_rule = self.draw_rule()

    def _reset_thinking(self) -> None:
        self.search = None
        self.hint_search = None
        self.hint_move = None
        self.hint_pos = None

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def playing(self) -> bool:
        return self.game.state == "playing"

    def computer_to_move(self) -> bool:
        return self.playing and self.players[self.game.turn].computer

    def human_to_move(self) -> bool:
        return self.playing and not self.players[self.game.turn].computer

    def play(self, m: int) -> str:
        """Play move id m (GameMessage if not legal); returns its notation."""
        text = spell(self.game.position, m)
        self.game.play(m)
        self._reset_thinking()
        return text

    # -- the computer player ---------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.computer_to_move()

    def think(self, budget_ms: float) -> str | None:
        """Let the computer think for up to budget_ms; the notation of its move once played."""
        start = time.perf_counter()
        # Freeing a finished search's table (up to 400,000 entries at level 5) takes a
        # millisecond or two: it happens here, at the start of a slice and inside its budget,
        # not after a search that ended just before its slice did.
        self._retired = None
        if not self.computer_to_move():
            self.search = None
            return None
        pos = self.game.position
        if self.search is None or self.search.position is not pos:
            self.search = Search(pos, self.players[pos.turn].level, dice=self.dice.fork(),
                                 history=self.history())
        left = budget_ms - (time.perf_counter() - start) * 1000
        if not self.search.step(max(0.5, left)):
            return None
        m = self.search.best_move
        self._retired, self.search = self.search, None
        if m is None:
            return None
        return self.play(m)

    def history(self) -> list[int]:
        """Zobrist keys of the game's earlier positions, so that the computer (as in
        `retro sim`) prefers progress to going back to a position it has seen. Kept from
        frame to frame: only new positions are keyed (undo keeps the earlier objects)."""
        earlier = self.game.positions[:-1]
        keys = self._keys
        n = 0
        while n < len(keys) and n < len(earlier) and keys[n][0] is earlier[n]:
            n += 1
        del keys[n:]
        keys.extend((p, zobrist(p)) for p in earlier[n:])
        return [k for _, k in keys]

    # -- the extras -------------------------------------------------------------------------
    def start_hint(self) -> None:
        if self.human_to_move():
            self.hint_move = None
            self.hint_pos = self.game.position
            self.hint_search = Search(self.hint_pos, HINT_LEVEL, dice=self.dice.fork(),
                                      history=self.history())

    def think_hint(self, budget_ms: float) -> str | None:
        """Step the hint's search; its move in notation once found."""
        s = self.hint_search
        if s is None:
            return None
        if s.position is not self.game.position:
            self.hint_search = None
            return None
        if not s.step(budget_ms):
            return None
        self.hint_search = None
        self.hint_move = s.best_move
        return None if s.best_move is None else spell(s.position, s.best_move)

    def undo(self) -> bool:
        """Take back a ply; against the computer, back to the human's last move."""
        if not self.game.undo():
            return False
        if self._one_human() and self.players[self.game.turn].computer and self.game.plies:
            self.game.undo()
        self._reset_thinking()
        return True

    def redo(self) -> bool:
        if not self.game.redo():
            return False
        if self._one_human() and self.players[self.game.turn].computer and self.game.redo_list \
                and self.game.state == "playing":
            self.game.redo()
        self._reset_thinking()
        return True

    def _one_human(self) -> bool:
        return sum(1 for p in self.players if not p.computer) == 1
