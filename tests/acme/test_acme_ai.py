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


def _attack_from(st, src, armies, dst_armies):
    """The state at the attacks with one country of the player on turn holding `armies` and
    all its foreign neighbours `dst_armies`; every other country of his one army."""
    from ports.acme.world import world
    me = st.current
    w = world(st.settings.map)
    st.phase, st.to_place, st.conquered = "angriff", 0, 1
    for c in range(w.n):
        st.armies[c] = 1 if st.owner[c] == me else 2
    st.armies[src] = armies
    for d in w.neighbours[src]:
        if st.owner[d] != me:
            st.armies[d] = dst_armies
    return st


def test_the_computer_rolls_one_die_where_the_defender_would_match_more():
    # ACME ANGRIFFE: "mit bis zu drei Armeen", the defender rolling as many; against three or
    # more defenders one die a roll costs the attacker least (retro.odds, thrifty), all three
    # against fewer defenders than that
    from ports.acme.actions import Attack
    from ports.acme.rules import attackable
    m = Match(RULES, Settings(), 4, seats_of)
    st = m.state
    src = next(c for c in st.countries_of(st.current) if attackable(st, c))
    for defenders, dice in ((3, 1), (5, 1), (2, 3), (1, 3)):
        s = _attack_from(st.copy(), src, 12, defenders)
        a = RULES.thinker(s, s.current, "acme", Dice(1)).run()
        assert isinstance(a, Attack) and a.src == src and a.dice == dice, (defenders, a)
        RULES.check(s, s.current, a)


def test_the_computer_places_all_its_armies_the_way_its_trials_find_best():
    # our extra: it plays each way to place its armies out with dice of its own, never the
    # game's: the game's dice are untouched, and the same position gives the same placement
    from ports.acme.actions import Place
    m = Match(RULES, Settings(), 6, seats_of)
    st = m.state
    assert st.phase == "setzen"
    dice_before = st.dice.to_text()
    first = RULES.thinker(st, st.current, "acme", Dice(3)).run()
    assert isinstance(first, Place) and st.owner[first.country] == st.current
    assert st.dice.to_text() == dice_before
    assert RULES.thinker(st, st.current, "acme", Dice(3)).run() == first
