"""A game of aMalone in progress: the start position, the plies played, undo and redo.

The list of plies is the game (aMalone Notatie: a game is saved as its moves). aMalone
keeps a buffer of 512 plies by default and takes another maximum on the command line
(aMalone Programma start); when the buffer is full the game stops taking moves and says so,
so that the player can save it and go on with a larger buffer.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import BLACK, WHITE
from .notation import parse, spell
from .rules import Position, pushed
from .texts import GameMessage

DEFAULT_MAX_PLIES = 512


@dataclass(frozen=True)
class DrawRule:
    """Our addition (the original has none), OFF unless asked for: a draw after the same
    position with the same side to move occurs `repetitions` times, or after `quiet_plies`
    plies in a row without a marble pushed off. None switches a part off."""
    repetitions: int | None = 3
    quiet_plies: int | None = None


class Game:
    def __init__(self, start: Position | str = "standard", max_plies: int = DEFAULT_MAX_PLIES,
                 draw_rule: DrawRule | None = None):
        if isinstance(start, str):
            self.opening: str | None = start
            start = Position.opening(start)
        else:
            self.opening = None          # a set-up position
        if max_plies < 1:
            raise ValueError("max_plies must be at least 1")
        self.start = start
        self.max_plies = max_plies
        self.draw_rule = draw_rule
        self.plies: list[int] = []
        self.positions: list[Position] = [start]
        self.redo_list: list[int] = []   # plies taken back, the next one last
        self._quiet = [0]                # plies since the last push-off, per position

    # -- state ----------------------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def turn(self) -> int:
        return self.position.turn

    @property
    def winner(self) -> int | None:
        return self.position.winner()

    @property
    def drawn(self) -> bool:
        rule = self.draw_rule
        if rule is None or self.winner is not None:
            return False
        if rule.quiet_plies is not None and self._quiet[-1] >= rule.quiet_plies:
            return True
        if rule.repetitions is not None:
            p = self.position
            same = sum(1 for q in self.positions
                       if q.black == p.black and q.white == p.white and q.turn == p.turn)
            if same >= rule.repetitions:
                return True
        return False

    @property
    def over(self) -> bool:
        return self.winner is not None or self.drawn

    @property
    def full(self) -> bool:
        """The ply buffer is full while the game goes on: the screen offers to save."""
        return not self.over and len(self.plies) >= self.max_plies

    @property
    def state(self) -> str:
        if self.winner is not None:
            return "won"
        if self.drawn:
            return "draw"
        if self.full:
            return "full"
        return "playing"

    def legal_moves(self) -> list[int]:
        if self.over or self.full:
            return []
        return self.position.legal_moves()

    # -- playing --------------------------------------------------------------------------
    def play(self, m: int) -> None:
        """Play move id m, or raise GameMessage and leave the game as it was."""
        if self.over:
            raise GameMessage("notation.game_over")
        if self.full:
            raise GameMessage("game.full", max=self.max_plies)
        pos = self.position
        if not pos.is_legal(m):
            raise GameMessage("notation.illegal")
        off = pushed(m, pos.own, pos.opp)[1]
        self.positions.append(pos.play_unchecked(m))
        self.plies.append(m)
        self._quiet.append(0 if off else self._quiet[-1] + 1)
        if self.redo_list and self.redo_list[-1] == m:
            self.redo_list.pop()         # replaying the game as it was keeps the rest
        else:
            self.redo_list.clear()

    def play_text(self, text: str) -> int:
        """Play a move in aMalone notation; raises NotationError / GameMessage."""
        if self.full:
            raise GameMessage("game.full", max=self.max_plies)
        m = parse(self.position, text)
        self.play(m)
        return m

    def try_play(self, text: str, lang: str | None = None) -> str | None:
        """None when played, else the message for the player (the game is unchanged)."""
        try:
            self.play_text(text)
        except GameMessage as e:
            return e.message(lang)
        return None

    def undo(self) -> bool:
        if not self.plies:
            return False
        self.redo_list.append(self.plies.pop())
        self.positions.pop()
        self._quiet.pop()
        return True

    def redo(self) -> bool:
        if not self.redo_list or self.full or self.over:
            return False
        m = self.redo_list[-1]
        self.play(m)
        return True

    def set_max_plies(self, max_plies: int) -> None:
        if max_plies < 1:
            raise ValueError("max_plies must be at least 1")
        self.max_plies = max_plies

    # -- the log ------------------------------------------------------------------------------
    def notation(self) -> list[str]:
        """Every ply in aMalone notation, as a game record lists them."""
        return [spell(self.positions[i], m) for i, m in enumerate(self.plies)]

    def result_text(self, lang: str | None = None) -> str:
        from .texts import text
        if self.winner is not None:
            return text("game.won", lang, Colour=self.winner)
        if self.drawn:
            return text("game.draw", lang)
        if self.full:
            return text("game.full", lang, max=self.max_plies)
        return ""


__all__ = ["Game", "DrawRule", "DEFAULT_MAX_PLIES", "BLACK", "WHITE"]
