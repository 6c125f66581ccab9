"""Exact odds of EMPERADO's dice (chapter 3b), for the player's information and the AI.

The mathematics is retro.odds' (`BattleOdds`), for EMPERADO's dice rule (`rules.DICE`,
retro.odds' default): one table for the whole program, warmed for the usual range.

    round_table(a, d)      chances that the attacker loses 0..min(a, d) armies in one roll
    conquer(A, D)          chance that A armies (one staying home) take D, attacking to the end
    expected_losses(A, D)  armies each side loses on average doing so
    needed(D)              the fewest armies with an even chance or better
    prepare(A, D)          a generator making conquer(A, D) instant, a row or column a slice
"""
from __future__ import annotations

from retro.odds import LIMIT, BattleOdds  # noqa: F401  (LIMIT: where the table stops)

from .rules import DICE

ODDS = BattleOdds(DICE, warm=40)     # the usual range, about 15 ms at import

round_table = ODDS.round_table
round_table_exact = ODDS.round_table_exact
prepare = ODDS.prepare
conquer = ODDS.conquer
expected_losses = ODDS.expected_losses
needed = ODDS.needed


def fresh() -> BattleOdds:
    """A new, empty table of EMPERADO's odds (benchmarks, tests of the slices)."""
    return BattleOdds(DICE)
