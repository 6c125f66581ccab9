"""How good a position is for the side to move: the computer's evaluation (ai.py searches it).

The terms every strong Abalone program shares: material first, then distance from the
centre (the biggest positional term), cohesion, and marbles the other side can push off
next. On top of them, the terms that turn a lead into six marbles off: the material scale
rises with every marble (a trade helps the side ahead), the opponent's marbles on the edge
next to ours are pressure, and a loose marble (no friend beside it) is a target. Whenever one
side has lost more marbles than the other, the plan for uneven marbles (PLAN, issue 35) judges
the position: the centre double, cohesion much more, trades less. Without it (PLAN = 0) the
side ahead counts the other side's marbles out of the middle and those in touch with its own
instead (BREAK_*, issue 25). original_docs/amalone.md has the measurements of each.

The centre term is kept up to date move by move (`centre`, MOVE_CENTRE, PUSH_CENTRE): the
search hands it down instead of counting it again in every leaf.
"""
from __future__ import annotations

from .board import FIELDS, NEIGHBOUR, RING, SHIFT, SIZE, distance_from_centre
from .rules import (EDGE, MOVE_CELLS, MOVE_COUNT, MOVE_DIR, MOVE_PUSH, RING_EDGE, pushoff_targets)

# Material: the value of the marbles a side has lost, 0-5 (six is the end of the game).
# Each marble is worth TRADE more than the last, so that trading one for one helps the side
# ahead: (0, 1000, 2300, 3900, 5800, 8000).
MARBLE = 1000
TRADE = 300


def material(marble: int = MARBLE, trade: int = TRADE) -> tuple[int, ...]:
    """The material scale for 0-5 marbles lost (rebuilt when a benchmark sets TRADE)."""
    return tuple(marble * k + trade * k * (k - 1) // 2 for k in range(6))


MATERIAL = material()
CENTRE = (100, 70, 40, 15, -20)    # by ring: GG, ring 1 .. the edge
COHESION = 4                       # per pair of own neighbours
THREAT_TO_MOVE = 600               # the side to move can push a marble off right now
THREATENED = 150                   # per own marble the side to move can lose next move
PRESSURE = 12                      # per opponent marble on the edge with one of ours beside it
LOOSE = 10                         # per opponent marble with no marble of its own beside it
# Converting a lead (issue 25), counted for the side ahead only and only with PLAN off: the
# behind side's marbles out of the middle (rings 2-4) and its marbles touching the side ahead's
# (a compact group in the centre is what holds a lead off; breaking it up is how the lead
# becomes six off).
BREAK_OUT = 15                     # per marble of the side behind outside GG and ring 1
BREAK_CONTACT = 8                  # per marble of the side behind next to one of the side ahead
BREAK_PAIRS = 0                    # per pair of neighbours the side behind has (a cost to it)
# The plan for uneven marbles (issue 35.1), on since it was measured (0 turns it off): the
# outside engine's games ended with its marbles in one group in the centre and ours spread
# round it near the edge, 2-4 marbles ahead, and a deep search found that lead mostly paid
# for. With PLAN on, whenever one side has lost more marbles than the other, both sides count
# the centre PLAN_CENTRE % as much, cohesion PLAN_COHESION a pair, trades at PLAN_TRADE, and no
# BREAK_* terms: the side ahead first gathers its marbles and takes the middle, the side behind
# holds together. It gave away fewer leads to the compact defender and converted more of the
# suite, and level 5 beat level 4 as often as before.
PLAN = 1
PLAN_CENTRE = 200
PLAN_COHESION = 30
PLAN_TRADE = 50
PLAN_MATERIAL = material(MARBLE, PLAN_TRADE)

# The centre weight of every square (0 off the board: a marble pushed off counts nothing).
CENTRE_AT = [0] * SIZE
for _sq in FIELDS:
    CENTRE_AT[_sq] = CENTRE[distance_from_centre(_sq)]

# How much a move changes the mover's own centre sum, and the centre weights of the three
# squares of a push line (the first pushed marble leaves the first, the last lands on the
# second or third).
MOVE_CENTRE = [0] * MOVE_COUNT
PUSH_CENTRE = [(0, 0, 0)] * MOVE_COUNT
for _m in range(MOVE_COUNT):
    MOVE_CENTRE[_m] = sum(CENTRE_AT[NEIGHBOUR[MOVE_DIR[_m]][sq]] - CENTRE_AT[sq]
                          for sq in MOVE_CELLS[_m])
    if MOVE_PUSH[_m]:
        PUSH_CENTRE[_m] = tuple(CENTRE_AT[sq] if sq >= 0 else 0 for sq in MOVE_PUSH[_m])


_OUTER = RING[2] | RING[3] | RING[4]


def centre(own: int, opp: int) -> int:
    """The centre term counted from scratch: own marbles' ring weights minus the opponent's."""
    s = 0
    for k in range(5):
        ring = RING[k]
        s += CENTRE[k] * ((own & ring).bit_count() - (opp & ring).bit_count())
    return s


# The edges with the shift towards them: positive shifts, then negative ones (as positive).
_UP = tuple((EDGE[d], SHIFT[d]) for d in range(6) if SHIFT[d] > 0)
_DOWN = tuple((EDGE[d], -SHIFT[d]) for d in range(6) if SHIFT[d] < 0)


def static(own: int, opp: int, lost_own: int, lost_opp: int, cen: int) -> int:
    """Everything but the side to move's own push-offs (the search looks at those: its
    quiescence step). `cen`: centre(own, opp), handed down by the search. The marbles the
    opponent could push off next are rules.pushoff_targets(opp, own), written out here (the
    hottest function of the search)."""
    hit = 0
    for edge, sh in _UP:
        t = own & edge
        if t:
            h2 = opp & (opp << sh)
            hit |= t & ((h2 << sh) | ((own & ((h2 & (h2 << sh)) << sh)) << sh))
    for edge, sh in _DOWN:
        t = own & edge
        if t:
            h2 = opp & (opp >> sh)
            hit |= t & ((h2 >> sh) | ((own & ((h2 & (h2 >> sh)) >> sh)) >> sh))
    cohesion = COHESION
    if PLAN and lost_opp != lost_own:
        s = PLAN_MATERIAL[lost_opp] - PLAN_MATERIAL[lost_own] + cen * PLAN_CENTRE // 100
        cohesion = PLAN_COHESION
    else:
        s = MATERIAL[lost_opp] - MATERIAL[lost_own] + cen
    s -= THREATENED * hit.bit_count()
    s += cohesion * ((own & (own >> 1)).bit_count() + (own & (own >> 12)).bit_count()
                     + (own & (own >> 11)).bit_count() - (opp & (opp >> 1)).bit_count()
                     - (opp & (opp >> 12)).bit_count() - (opp & (opp >> 11)).bit_count())
    near_own = own << 1 | own >> 1 | own << 12 | own >> 12 | own << 11 | own >> 11
    near_opp = opp << 1 | opp >> 1 | opp << 12 | opp >> 12 | opp << 11 | opp >> 11
    s += PRESSURE * (opp & RING_EDGE & near_own).bit_count()
    s += LOOSE * ((opp & ~near_opp).bit_count() - (own & ~near_own).bit_count())
    if lost_opp != lost_own and (BREAK_OUT or BREAK_CONTACT or BREAK_PAIRS) and not PLAN:
        if lost_opp > lost_own:        # the side to move is ahead
            s += BREAK_OUT * (opp & _OUTER).bit_count() + BREAK_CONTACT * (opp & near_own).bit_count() \
                - BREAK_PAIRS * ((opp & (opp >> 1)).bit_count() + (opp & (opp >> 12)).bit_count()
                                 + (opp & (opp >> 11)).bit_count())
        else:
            s -= BREAK_OUT * (own & _OUTER).bit_count() + BREAK_CONTACT * (own & near_opp).bit_count() \
                - BREAK_PAIRS * ((own & (own >> 1)).bit_count() + (own & (own >> 12)).bit_count()
                                 + (own & (own >> 11)).bit_count())
    return s


def evaluate(own: int, opp: int, lost_own: int, lost_opp: int) -> int:
    """Score for the side to move (owning `own`) without searching; positive is good for it."""
    s = static(own, opp, lost_own, lost_opp, centre(own, opp))
    if pushoff_targets(own, opp):
        s += THREAT_TO_MOVE
    return s


__all__ = ["evaluate", "static", "centre", "MATERIAL", "MARBLE", "CENTRE_AT", "MOVE_CENTRE",
           "PUSH_CENTRE", "THREAT_TO_MOVE"]
