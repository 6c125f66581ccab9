from hypothesis import given, strategies as st

from retro.dice import Dice


def test_same_seed_same_rolls():
    assert Dice(42).roll(50) == Dice(42).roll(50)
    assert Dice(42).roll(50) != Dice(43).roll(50)


def test_state_saves_and_restores_mid_game():
    d = Dice(7)
    d.roll(13)
    saved = d.to_text()
    after = d.roll(20)
    assert Dice.from_text(saved).roll(20) == after


def test_known_values_do_not_change_between_versions():
    # saves and replays depend on this sequence: changing the generator breaks old files
    assert Dice(1).roll(10) == Dice.from_text(Dice(1).to_text()).roll(10)
    assert Dice(2026).roll(8) == [2, 6, 3, 1, 4, 4, 1, 2]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(1, 1000))
def test_below_stays_in_range(seed, n):
    d = Dice(seed)
    assert all(0 <= d.below(n) < n for _ in range(20))


def test_d6_is_fair_enough():
    d = Dice(5)
    counts = [0] * 7
    for _ in range(60000):
        counts[d.d6()] += 1
    assert counts[0] == 0
    assert all(9500 < c < 10500 for c in counts[1:])


def test_d10_reads_0_as_10():
    d = Dice(9)
    seen = {d.d10() for _ in range(2000)}
    assert seen == set(range(1, 11))


def test_shuffle_is_a_permutation_and_reproducible():
    a = Dice(3).shuffled(range(60))
    assert sorted(a) == list(range(60)) and a != list(range(60))
    assert a == Dice(3).shuffled(range(60))


def test_bad_state_text_is_refused():
    import pytest

    with pytest.raises(ValueError):
        Dice.from_text("xyz")
