"""retro.stats: a rate and its 95 % interval (Wilson)."""
import pytest

from retro.stats import rate


def test_the_interval_holds_the_rate_and_stays_in_0_to_1():
    for wins, games in ((0, 10), (10, 10), (3, 7), (40, 240), (0, 240)):
        r = rate(wins, games)
        assert 0.0 <= r.low <= r.share <= r.high <= 1.0
    assert rate(0, 240).low == 0.0 and rate(240, 240).high == 1.0


def test_known_values_and_narrowing_with_more_games():
    r = rate(50, 100)
    assert r.low == pytest.approx(0.4038, abs=1e-4) and r.high == pytest.approx(0.5962, abs=1e-4)
    assert rate(500, 1000).high - rate(500, 1000).low < r.high - r.low


def test_impossible_counts_are_refused():
    with pytest.raises(ValueError):
        rate(5, 4)
