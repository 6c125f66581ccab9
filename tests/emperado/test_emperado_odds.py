"""EMPERADO 3b in numbers: exact single-roll outcomes and the chance to conquer."""
from fractions import Fraction
from functools import lru_cache

import pytest

from ports.emperado import odds

REFERENCE = {   # reference/conquest.md: attacker loses 0, 1, 2, 3 (percent)
    (3, 2): (37.17, 33.58, 29.26),
    (3, 3): (13.76, 21.47, 26.47, 38.30),
    (2, 2): (22.76, 32.41, 44.83),
    (2, 3): (12.59, 25.48, 61.93),
    (1, 1): (41.67, 58.33),
    (1, 3): (17.36, 82.64),
}


@pytest.mark.parametrize("dice", sorted(REFERENCE))
def test_single_roll_table_by_full_enumeration(dice):
    # EMPERADO 3b: sorted, pairwise from the highest, ties to the defender
    got = odds.round_table(*dice)
    assert [round(100 * p, 2) for p in got] == list(REFERENCE[dice])
    assert sum(odds.round_table_exact(*dice)) == 1


# EMPERADO 3b
def test_one_against_one_is_exactly_15_in_36():
    assert odds.round_table_exact(1, 1) == (Fraction(15, 36), Fraction(21, 36))


@lru_cache(maxsize=None)
def _exact_win(a, d):
    """The chain again, in fractions and by plain recursion: the test's own reference."""
    if d == 0:
        return Fraction(1)
    if a <= 1:
        return Fraction(0)
    na, nd = min(3, a - 1), min(3, d)
    m = min(na, nd)
    return sum(p * _exact_win(a - k, d - (m - k)) for k, p in enumerate(odds.round_table_exact(na, nd)))


# EMPERADO 3b
@pytest.mark.parametrize("a,d", [(2, 1), (3, 1), (4, 2), (5, 5), (10, 5), (12, 9), (20, 4)])
def test_conquer_chance_matches_the_exact_chain(a, d):
    assert odds.conquer(a, d) == pytest.approx(float(_exact_win(a, d)), abs=1e-12)


# EMPERADO 3b
def test_conquer_edges_and_monotony():
    assert odds.conquer(1, 1) == 0.0 and odds.conquer(5, 0) == 1.0
    assert odds.conquer(2, 1) == pytest.approx(15 / 36)
    for d in (1, 3, 6):
        row = [odds.conquer(a, d) for a in range(2, 40)]
        assert row == sorted(row)


# EMPERADO 3b
def test_an_attacker_needs_about_1_7_times_the_defenders_armies():
    # reference: under these dice rules even chances need ~1.7-1.8 x the defender from 5 up
    for d in (5, 10, 20, 30):
        n = odds.needed(d)
        assert 1.55 * d <= n - 1 <= 1.95 * d, (d, n)
        assert odds.conquer(n, d) >= 0.5 > odds.conquer(n - 1, d)


# EMPERADO 3b
def test_expected_losses():
    al, dl = odds.expected_losses(2, 1)      # one roll, then over either way
    assert al == pytest.approx(21 / 36) and dl == pytest.approx(15 / 36)
    al, dl = odds.expected_losses(30, 10)
    assert 0 < dl <= 10 and 0 < al <= 29
    assert odds.expected_losses(1, 5) == (0.0, 0.0)


# EMPERADO 3b
def test_big_armies_are_answered_and_the_table_grows_in_slices():
    assert odds.conquer(1000, 5) > 0.999
    assert odds.conquer(300, 900) < 1e-6
    assert odds.conquer(180, 100) > 0.5 > odds.conquer(150, 100)
    fresh = odds.fresh()
    assert len(list(fresh.prepare(60, 40))) == 40 + 61    # a column or a row per slice
    assert fresh.conquer(60, 40) == pytest.approx(odds.conquer(60, 40), abs=1e-12)
