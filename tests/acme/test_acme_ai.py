"""The computer opponent (our extra, announced for ACME 2): legal, sliced, and stronger than
the random and the greedy mover. Strength is measured in `retro sim acme` (see the docs);
here only that it holds over a handful of games with the seats swapped."""
from retro.dice import Dice
from retro.play import Match, play_out

from ports.acme.match import RULES, seats_of
from ports.acme.state import PlayerSetting, Settings


def _games(a, b, n, events="normal"):
    wins = 0
    for g in range(n):
        levels = (a, b) if g % 2 == 0 else (b, a)
        s = Settings(tuple(PlayerSetting(f"C{i}", True, lv) for i, lv in enumerate(levels)), events)
        m = play_out(Match(RULES, s, 100 + g, seats_of, checkpoints=False))
        assert m.over
        wins += levels[m.outcome.winners[0]] == a
    return wins


def test_acme_beats_the_random_mover():
    assert _games("acme", "random", 10) >= 9


def test_acme_beats_the_greedy_mover_most_of_the_time():
    assert _games("acme", "greedy", 12) >= 8


def test_the_computer_never_sees_the_other_players_cards():
    # the decision is the same whatever cards the other player holds
    m = Match(RULES, Settings(), 4, seats_of)
    st = m.state
    other = 1 - st.current
    first = RULES.thinker(st, st.current, "acme", Dice(1)).run()
    st.cards[other] = ["artillerie", "kavallerie", "infanterie", "infanterie"]
    assert RULES.thinker(st, st.current, "acme", Dice(1)).run() == first


def test_four_players_end_too():
    s = Settings(tuple(PlayerSetting(f"C{i}", True, "acme") for i in range(4)), "oft")
    m = play_out(Match(RULES, s, 9, seats_of, checkpoints=False))
    assert m.over and len(m.state.out) == 3
