"""When the computer gives up, offers a draw, or takes one (our extras, off by default: the
original's computer always played on). It judges by what its search found, so a level's
verdicts are as reproducible as its moves.

- resign: the search sees the game lost by force, or the computer is three marbles behind,
  the other side needs at most two more, and the search finds nothing better;
- offer a draw: the position is dead: marbles even, no push-off for OFFER_QUIET plies, the
  search's score near nought, and it has not offered in the last OFFER_AGAIN plies;
- accept an offer: the search does not think the computer better.
"""
from __future__ import annotations

from .ai import WIN
from .evaluation import MARBLE

RESIGN_BEHIND = 3          # marbles behind ...
RESIGN_NEAR = 4            # ... with at least this many of its own off
RESIGN_SCORE = -2 * MARBLE  # and a search score no better than this
OFFER_QUIET = 40           # plies without a push-off
OFFER_SCORE = 150          # |score| at most this: neither side better
OFFER_AGAIN = 30           # plies between two offers of one side
ACCEPT_SCORE = 100         # accept when the search's score is at most this


def resigns(score: int | None, lost_own: int, lost_opp: int) -> bool:
    """Should the side to move, whose search scored `score`, give up?"""
    if score is None:
        return False
    if score <= -WIN + 64:
        return True
    return lost_own - lost_opp >= RESIGN_BEHIND and lost_own >= RESIGN_NEAR and score <= RESIGN_SCORE


def offers_draw(score: int | None, state) -> bool:
    """Should the side to move (of GameState `state`) offer a draw with its move?"""
    if score is None or abs(score) > OFFER_SCORE:
        return False
    pos = state.position
    if pos.lost[0] != pos.lost[1] or state.quiet[-1] < OFFER_QUIET:
        return False
    mine = len(state.plies) % 2
    recent = [i for i in state.offers if i % 2 == mine and len(state.plies) - i < OFFER_AGAIN]
    return not recent


def accepts_draw(score: int | None) -> bool:
    return score is not None and score <= ACCEPT_SCORE
