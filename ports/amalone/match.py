"""aMalone behind the game protocol (retro.play): the rules of play, the notation as the text
of an action, the computer as a Thinker, and the game record as the save file.

    match = Match(RULES, Settings("belgian"), seats=[Seat.human(), Seat.cpu(3)])
    match.play(BLACK, parse(match.state.position, "3A1-A0"))

An action is a move id (rules.MOVE_ID); its text is its notation in the position it is
played in (aMalone Notatie), so the log of a game *is* its record. Our extras add three
actions when the options are on: a move played with a draw offer (`Offer`, text `3A1-A0 (=)`),
accepting it (`AcceptDraw`, `remise`) and resigning (`Resign`, `opgave`). aMalone has no
dice: the seed only varies the computer's choice between moves of equal score.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Outcome, Refusal, Rules, SearchThinker, Thinker

from . import record, verdict
from .ai import LEVELS, Search, table_finished
from .board import BLACK, WHITE
from .game import AGREED, ENDINGS, OFFER, RESIGN, GameState, Settings
from .notation import parse, spell
from .rules import Position
from .texts import explain


@dataclass(frozen=True)
class Ply:
    """The event of a move: who moved, the move id, and whether a marble went off."""
    colour: int
    move: int
    pushed_off: bool


@dataclass(frozen=True)
class Offer:
    """A move played with a draw offer (the computer's, when the option is on)."""
    move: int


@dataclass(frozen=True)
class AcceptDraw:
    """The side to move takes the draw offered with the last ply."""


@dataclass(frozen=True)
class Resign:
    """The side to move gives up."""


@dataclass(frozen=True)
class Ended:
    """The event of a game the players ended: `how` is "resign" or "agreed"."""
    colour: int
    how: str


def search_thinker(search: Search, state: GameState | None = None) -> SearchThinker:
    """The alpha-beta search (ai.Search) as the protocol's Thinker; with a GameState whose
    options allow it, its verdict (verdict.py) may resign, offer or accept a draw."""
    return SearchThinker(search, lambda s: _verdict(state, s))


def _verdict(st: GameState | None, search: Search):
    m, score = search.best_move, search.best_score
    if st is None or m is None:
        return m
    pos = st.position
    if st.offer_pending and verdict.accepts_draw(score):
        return AcceptDraw()
    if st.resign and verdict.resigns(score, pos.lost[pos.turn], pos.lost[1 - pos.turn]):
        return Resign()
    if st.offer_draw and verdict.offers_draw(score, st):
        return Offer(m)
    return m


class Amalone(Rules):
    game = record.GAME
    file_kind = record.KIND
    file_version = record.VERSION
    levels = tuple(sorted(LEVELS))
    endings = ENDINGS
    default_level = 2

    def new(self, settings: Settings, seed: int) -> GameState:
        return GameState.of(settings)

    def awaited(self, st: GameState) -> tuple:
        if st.over or st.full:
            return ()
        return (st.position.turn,)

    def check(self, st: GameState, player, m) -> None:
        if st.winner is not None or st.over:
            raise Refusal("notation.game_over")
        if isinstance(m, Resign):
            return
        if isinstance(m, AcceptDraw):
            if not st.offer_pending:
                raise Refusal("game.no_offer")
            return
        if st.full:
            raise Refusal("game.full", max=st.max_plies)
        move = m.move if isinstance(m, Offer) else m
        if not isinstance(move, int) or isinstance(move, bool) or not st.position.is_legal(move):
            raise Refusal("notation.illegal")

    def apply(self, st: GameState, player, m) -> list:
        colour = st.position.turn
        if isinstance(m, Resign):
            st.resign_now()
            return [Ended(colour, "resign")]
        if isinstance(m, AcceptDraw):
            st.agree_draw()
            return [Ended(colour, "agreed")]
        if isinstance(m, Offer):
            st.offers.append(len(st.plies))
            return [Ply(colour, m.move, st.push(m.move))]
        return [Ply(colour, m, st.push(m))]

    def outcome(self, st: GameState) -> Outcome | None:
        return st.outcome

    def parse(self, text: str, st: GameState):
        t = text.strip()
        if t == RESIGN:
            return Resign()
        if t == AGREED:
            return AcceptDraw()
        if t.endswith(OFFER.strip()) and t != OFFER.strip():
            return Offer(parse(st.position, t[:-len(OFFER.strip())].strip()))
        return parse(st.position, text)

    def spell(self, m, st: GameState) -> str:
        if isinstance(m, Resign):
            return RESIGN
        if isinstance(m, AcceptDraw):
            return AGREED
        if isinstance(m, Offer):
            return spell(st.position, m.move) + OFFER
        return spell(st.position, m)

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return explain(refusal, lang)

    def legal(self, st: GameState, player) -> list:
        return st.legal_moves()

    def thinker(self, st: GameState, player, level, dice) -> Thinker:
        if hasattr(level, "thinker"):        # a benchmark's player (opponents.py)
            return level.thinker(st, dice)
        return search_thinker(Search(st.position, level if level in LEVELS else self.default_level,
                                    dice=dice, history=st.history_keys(), tt=self.table(st)), st)

    def table(self, st: GameState) -> dict:
        """The side to move's table, kept between its moves of this game: what it learned
        last move orders and cuts this one. No clock gets into it (the levels count depth and
        nodes; a search left unfinished, a hint the player did not wait for, costs the
        table), so a seed still reproduces a game; an undo or a load starts with none, and
        from there the computer may play otherwise than it did."""
        tt = st.tables.get(st.position.turn)
        if tt is None or not table_finished(tt):
            tt = st.tables[st.position.turn] = {}
        return tt

    def copy(self, st: GameState) -> GameState:
        return st.copy()

    def snapshot(self, st: GameState) -> dict:
        black, white = st.start.fields()
        return {"start": [black, white, st.start.turn, list(st.start.lost)], "opening": st.opening,
                "plies": list(st.plies), "max": st.max_plies, "offers": list(st.offers),
                "ended": list(st.ended) if st.ended else None}

    # the record of aMalone Notatie is the save file
    def write_record(self, match) -> str:
        return record.to_text(match.state)

    def read_record(self, body: str, version: int = 1, settings: Settings | None = None):
        return record.read(body, settings)


RULES = Amalone()


__all__ = ["RULES", "Amalone", "Ply", "Ended", "Offer", "AcceptDraw", "Resign", "search_thinker",
           "Settings", "GameState", "BLACK", "WHITE", "Position"]
