"""retro.odds: exact battle odds with the dice rule as a parameter (EMPERADO's and ACME's)."""
import hashlib
from fractions import Fraction
from itertools import product

import pytest

from retro.dice import Dice
from retro.odds import BattleOdds, DiceRule, round_table_exact

EMPERADO = DiceRule()                              # EMPERADO 3b: 3 against up to 3, ties to the defender
ACME = DiceRule(defender_matches=True)             # ACME ANGRIFFE: the defender rolls as many as the attacker

# sha256 of the EMPERADO odds as ports/emperado/odds.py computed them before the
# mathematics moved here (conquer and expected losses for 0..60 x 0..60 and four big battles)
EMPERADO_DIGEST = "b5c0d573924929b6b216e2ad583b30c07740b76a21353cf0dd14290a3177cb77"


def _digest(odds: BattleOdds) -> str:
    vals = []
    for a in range(0, 61):
        for d in range(0, 61):
            vals.append(repr(odds.conquer(a, d)))
            vals.append(repr(odds.expected_losses(a, d)))
    for a, d in ((250, 1), (400, 300), (999, 999), (201, 200)):
        vals.append(repr(odds.conquer(a, d)))
        vals.append(repr(odds.expected_losses(a, d)))
    return hashlib.sha256("\n".join(vals).encode()).hexdigest()


def test_emperado_odds_are_identical_to_before_the_move():
    # EMPERADO 3b: the shared mathematics gives exactly the numbers the port had
    assert _digest(BattleOdds(EMPERADO)) == EMPERADO_DIGEST
    odds = BattleOdds(EMPERADO)
    assert odds.conquer(10, 7) == 0.37342531979334603
    assert odds.conquer(3, 1) == 0.7542438271604939


def test_dice_counts_per_rule():
    # EMPERADO 3b: the attacker rolls for all but one army, the defender for all, at most 3
    assert EMPERADO.dice(5, 1) == (3, 1)
    assert EMPERADO.dice(2, 5) == (1, 3)
    # ACME ANGRIFFE: the defender rolls as many dice as the attacker, if he has the armies
    assert ACME.dice(2, 5) == (1, 1)
    assert ACME.dice(4, 2) == (3, 2)
    assert ACME.dice(10, 10, chosen=2) == (2, 2)
    assert ACME.dice(1, 3) == (0, 0)


def test_ties_go_to_the_side_the_rule_names():
    assert EMPERADO.compare([4], [4]) == (1, 0)
    assert DiceRule(ties="attacker").compare([4], [4]) == (0, 1)
    # highest against highest, middle against middle
    assert ACME.compare([6, 2, 1], [5, 3, 1]) == (2, 1)


@pytest.mark.parametrize("na,nd", [(1, 1), (2, 1), (2, 2), (3, 1), (3, 2), (3, 3)])
def test_one_roll_matches_a_full_enumeration_of_the_dice(na, nd):
    # ACME ANGRIFFE: pairs compared from the highest; equal or lower attacker die loses
    counts = {}
    for a in product(range(1, 7), repeat=na):
        for d in product(range(1, 7), repeat=nd):
            sa, sd = sorted(a, reverse=True), sorted(d, reverse=True)
            lost = sum(1 for x, y in zip(sa, sd) if x <= y)
            counts[lost] = counts.get(lost, 0) + 1
    total = 6 ** (na + nd)
    want = tuple(Fraction(counts.get(k, 0), total) for k in range(min(na, nd) + 1))
    assert round_table_exact(ACME, na, nd) == want


def _conquer_by_enumeration(rule: DiceRule, a: int, d: int, memo=None, chosen=None) -> Fraction:
    """The chance to conquer by recursion over every roll (exact fractions, small armies);
    chosen(a, d): the dice the attacker chooses (None: all he may)."""
    memo = {} if memo is None else memo
    if d == 0:
        return Fraction(1)
    na, nd = rule.dice(a, d, chosen(a, d) if chosen else None)
    if na == 0 or nd == 0:
        return Fraction(0)
    if (a, d) in memo:
        return memo[(a, d)]
    total = Fraction(0)
    n = 6 ** (na + nd)
    for ra in product(range(1, 7), repeat=na):
        for rd in product(range(1, 7), repeat=nd):
            la, ld = rule.compare(ra, rd)
            total += Fraction(1, n) * _conquer_by_enumeration(rule, a - la, d - ld, memo, chosen)
    memo[(a, d)] = total
    return total


@pytest.mark.parametrize("rule", [EMPERADO, ACME], ids=["emperado", "acme"])
def test_the_markov_chain_matches_enumerating_every_battle(rule):
    odds = BattleOdds(rule)
    memo = {}
    for a in range(1, 7):
        for d in range(1, 6):
            exact = _conquer_by_enumeration(rule, a, d, memo)
            assert odds.conquer(a, d) == pytest.approx(float(exact), abs=1e-12)


def test_acme_odds_against_simulated_battles():
    # a sanity check of the rule as the rules of a game roll it
    odds = BattleOdds(ACME)
    dice = Dice(7)
    wins = 0
    n = 4000
    for _ in range(n):
        a, d = 6, 4
        while d and a > 1:
            na, nd = ACME.dice(a, d)
            la, ld = ACME.compare(dice.roll(na), dice.roll(nd))
            a, d = a - la, d - ld
        wins += d == 0
    p = odds.conquer(6, 4)
    assert abs(wins / n - p) < 4 * (p * (1 - p) / n) ** 0.5


def test_a_table_grows_in_slices():
    odds = BattleOdds(ACME)
    steps = sum(1 for _ in odds.prepare(30, 20))
    assert steps == 30 + 1 + 20        # a row or a column per step
    assert odds.tables.ready(30, 20)
    assert odds.needed(3) >= 4


def test_a_thrifty_attacker_rolls_one_die_where_the_defender_would_match_more():
    # ACME ANGRIFFE: the attacker attacks "mit bis zu drei Armeen" and the defender rolls as many
    # dice as he; every pair the defender wins on a tie, so against a defender who would match,
    # one die a roll costs the attacker least for each army the defender loses (0.71 against
    # 0.64 and 0.58 for two and three pairs), and all his dice where the defender has fewer
    thrifty, plain = BattleOdds(ACME, thrifty=True), BattleOdds(ACME)
    assert [thrifty.dice(a, d) for a, d in ((10, 3), (10, 9), (10, 2), (10, 1), (3, 2), (3, 1), (2, 5))] == \
        [1, 1, 3, 3, 1, 2, 1]
    assert [plain.dice(a, d) for a, d in ((10, 3), (3, 2))] == [3, 2]
    memo = {}
    for a in range(1, 7):
        for d in range(1, 6):
            exact = _conquer_by_enumeration(ACME, a, d, memo, thrifty.dice)
            assert thrifty.conquer(a, d) == pytest.approx(float(exact), abs=1e-12)
    assert thrifty.conquer(10, 3) > 0.94 > 0.88 > plain.conquer(10, 3)
    assert thrifty.conquer(10, 6) > 0.62 > 0.51 > plain.conquer(10, 6)
    for a, d in ((10, 2), (10, 1), (4, 1)):          # against fewer armies nothing changes
        assert thrifty.conquer(a, d) == plain.conquer(a, d)
    assert not BattleOdds(EMPERADO, thrifty=True).thrifty     # a defender who never matches: all dice
