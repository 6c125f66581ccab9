"""A game of aMalone as plain data: the settings it is played with and the state it is in.

The list of plies is the game (aMalone Notatie: a game is saved as its moves). aMalone
keeps a buffer of 512 plies by default and takes another maximum on the command line
(aMalone Programma start); when the buffer is full the game stops taking moves and says so,
so that the player can save it and go on with a larger buffer. The rules that act on this
state, for the game protocol (retro.play), are in match.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from retro.play import Outcome

from .board import BLACK, WHITE
from .notation import spell
from .rules import Position, pushed

# how a game ends (Outcome.reason): six marbles pushed off, no move left, a resignation,
# a draw agreed, or one of the draw rule's (our extra): a position repeated, plies without
# a push-off
ENDINGS = ("six_off", "no_move", "resign", "agreed", "repetition", "quiet")

DEFAULT_MAX_PLIES = 512
# How a record writes what the players did besides moving (our extras): a ply played with a
# draw offer ends in OFFER; a last line RESIGN (the side to move gave up) or AGREED.
OFFER = " (=)"
RESIGN = "opgave"
AGREED = "remise"


@dataclass(frozen=True)
class DrawRule:
    """Our addition (the original has none), OFF unless asked for: a draw after the same
    position with the same side to move occurs `repetitions` times, or after `quiet_plies`
    plies in a row without a marble pushed off. None switches a part off."""
    repetitions: int | None = 3
    quiet_plies: int | None = None


@dataclass(frozen=True)
class Settings:
    """What a game is played with: the start (an opening's name, or a set-up Position), the
    ply buffer, the draw rule (None: off, as in the original), and whether the computer may
    resign a hopeless game or offer a draw in a dead one (our extras, off by default)."""
    start: Position | str = "standard"
    max_plies: int = DEFAULT_MAX_PLIES
    draw: DrawRule | None = None
    resign: bool = False
    offer_draw: bool = False

    @property
    def opening(self) -> str | None:
        """The opening's name, or None for a set-up position."""
        return self.start if isinstance(self.start, str) else None

    def start_position(self) -> Position:
        return Position.opening(self.start) if isinstance(self.start, str) else self.start


@dataclass
class GameState:
    """The start position, the plies played and the positions they lead to."""
    start: Position
    max_plies: int = DEFAULT_MAX_PLIES
    draw_rule: DrawRule | None = None
    opening: str | None = "standard"
    plies: list = field(default_factory=list)
    positions: list = field(default_factory=list)
    quiet: list = field(default_factory=lambda: [0])    # plies since the last push-off, per position
    _keys: list = field(default_factory=list, repr=False, compare=False)
    resign: bool = False              # the computer may resign / offer a draw (Settings)
    offer_draw: bool = False
    offers: list = field(default_factory=list)   # plies (their index) played with a draw offer
    ended: tuple | None = None        # ("resign", colour) or ("agreed",): ended by the players
    # the computer's transposition tables, one a colour, kept between the moves of this game;
    # a new game, an undo (a replay) and a loaded game start with none
    tables: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self):
        if not self.positions:
            self.positions = [self.start]

    @classmethod
    def of(cls, settings: Settings) -> "GameState":
        if settings.max_plies < 1:
            raise ValueError("max_plies must be at least 1")
        return cls(settings.start_position(), settings.max_plies, settings.draw, settings.opening,
                   resign=settings.resign, offer_draw=settings.offer_draw)

    # -- what the screens and the rules ask --------------------------------------------------
    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def turn(self) -> int:
        return self.position.turn

    @property
    def winner(self) -> int | None:
        if self.ended is not None and self.ended[0] == "resign":
            return 1 - self.ended[1]
        return self.position.winner()

    @property
    def drawn(self) -> bool:
        o = self.outcome
        return o is not None and o.draw

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def full(self) -> bool:
        """The ply buffer is full while the game goes on: the screen offers to save."""
        return not self.over and len(self.plies) >= self.max_plies

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (retro.play's one vocabulary, ENDINGS), or None while it goes
        on; a full ply buffer is no ending: the game waits to be saved and played on."""
        if self.ended is not None:
            if self.ended[0] == "resign":
                return Outcome((1 - self.ended[1],), "resign")
            return Outcome((), "agreed")
        w = self.position.winner()
        if w is not None:
            return Outcome((w,), "six_off" if self.position.lost[1 - w] >= 6 else "no_move")
        rule = self.draw_rule
        if rule is None:
            return None
        if rule.quiet_plies is not None and self.quiet[-1] >= rule.quiet_plies:
            return Outcome((), "quiet")
        if rule.repetitions is not None:
            p = self.position
            same = sum(1 for q in self.positions
                       if q.black == p.black and q.white == p.white and q.turn == p.turn)
            if same >= rule.repetitions:
                return Outcome((), "repetition")
        return None

    @property
    def playing(self) -> bool:
        """Neither over nor stopped by a full ply buffer: a move may be played."""
        return not self.over and not self.full

    @property
    def offer_pending(self) -> bool:
        """The last ply came with a draw offer, and the side to move may accept it."""
        return bool(self.offers) and self.offers[-1] == len(self.plies) - 1 and not self.over

    def resign_now(self) -> None:
        self.ended = ("resign", self.position.turn)

    def agree_draw(self) -> None:
        self.ended = ("agreed",)

    def legal_moves(self) -> list[int]:
        if self.over or self.full:
            return []
        return self.position.legal_moves()

    def push(self, m: int) -> bool:
        """Play move id m (legal: the rules checked it); True when it pushed a marble off."""
        pos = self.position
        off = pushed(m, pos.own, pos.opp)[1]
        self.positions.append(pos.play_unchecked(m))
        self.plies.append(m)
        self.quiet.append(0 if off else self.quiet[-1] + 1)
        return off

    def history_keys(self) -> list[int]:
        """Zobrist keys of the positions before the current one, for the computer (it
        prefers progress to going back to a position of the game); kept as the game grows."""
        from .zobrist import zobrist
        keys = self._keys
        earlier = len(self.positions) - 1
        if len(keys) > earlier:
            del keys[earlier:]
        keys.extend(zobrist(p) for p in self.positions[len(keys):earlier])
        return keys

    def copy(self) -> "GameState":
        return GameState(self.start, self.max_plies, self.draw_rule, self.opening,
                         list(self.plies), list(self.positions), list(self.quiet), list(self._keys),
                         self.resign, self.offer_draw, list(self.offers), self.ended)

    # -- the log --------------------------------------------------------------------------------
    def notation(self) -> list[str]:
        """Every ply in aMalone notation, as a game record lists them; a ply played with a
        draw offer ends in OFFER, and a game the players ended has a last line saying so."""
        offers = set(self.offers)
        lines = [spell(self.positions[i], m) + (OFFER if i in offers else "")
                 for i, m in enumerate(self.plies)]
        if self.ended is not None:
            lines.append(RESIGN if self.ended[0] == "resign" else AGREED)
        return lines

    def result_text(self, lang: str | None = None) -> str:
        from .texts import text
        if self.ended is not None and self.ended[0] == "resign":
            return text("game.resigned", lang, Colour=self.ended[1], winner=self.winner)
        if self.ended == ("agreed",):
            return text("game.agreed", lang)
        if self.winner is not None:
            return text("game.won", lang, Colour=self.winner)
        if self.over:
            return text("game.draw", lang)
        if self.full:
            return text("game.full", lang, max=self.max_plies)
        return ""


__all__ = ["ENDINGS", "Settings", "GameState", "DrawRule", "DEFAULT_MAX_PLIES", "BLACK", "WHITE", "OFFER",
           "RESIGN", "AGREED"]
