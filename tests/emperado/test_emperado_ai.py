"""Computer parties (EMPERADO 4a, 5): same rules, no hidden information, parameters, slices."""
import pytest

from emperado_helpers import K, position, settings
from ports.emperado import ai, odds, rules
from ports.emperado.actions import Attack, Done, Move
from ports.emperado.match import RULES
from ports.emperado.port import computers
from retro.play import Match, play_out


def decide(name, st):
    """The computer party's next action, thought to the end in one go."""
    return ai.thinker(name, st).run()


@pytest.mark.parametrize("name", ["emperado", "baseline"])
def test_computer_players_only_make_legal_moves_and_finish_games(name):
    # EMPERADO 5: die Computerparteien spielen nach genau den gleichen Regeln (the Match
    # checks every action they choose)
    m = Match(RULES, settings(4), 3, computers([name] * 4), checkpoints=False)
    play_out(m, stop=lambda m: m.state.round > 60)
    st = m.state
    assert any(isinstance(e.action, Done) for e in m.log)
    assert st.winner is not None or st.round > 60
    assert all(a >= 1 for a in st.armies)


# EMPERADO 5: the computer thinks while the table shows (house rule: slices)
def test_thinking_in_slices_gives_the_same_action():
    st = rules.new_state(settings(6), 8)
    th = ai.thinker("emperado", st)
    got, slices = None, 0
    while not th.done:
        got = th.step(0.0)         # no time at all: one slice per call
        slices += 1
    assert slices > 1 and th.slices == slices - 1
    assert got == decide("emperado", st)


def _duel(**params):
    """Alberta (party 0, computer) may attack Ontario (party 1, human) or Weststaaten (party 2,
    computer); both equally strong, same continent."""
    st = position(3, own={0: ["alberta", "alaska", "nordwestterritorium"], 1: ["ontario"],
                          2: ["weststaaten"]},
                  armies={"alberta": 12, "ontario": 3, "weststaaten": 3}, **params)
    st.parties[1].human = True
    st.conquered = 1                          # a card is already won this turn
    return st


# EMPERADO 4a Solidarisierungsgrad: test_emperado_parameters.py


def test_koalitionsneigung_the_weaker_turn_on_the_strongest():
    # EMPERADO 4a Koalitionsneigung
    def duel(k):
        st = _duel(coalition=k)
        for c in range(60):                   # party 2 is far the strongest
            if st.owner[c] == 1 and c != K["ontario"]:
                st.owner[c] = 2
                st.armies[c] = 6
        st.parties[1].human = False
        return st
    a = decide("emperado", duel(99))
    assert a == Attack(K["alberta"], K["weststaaten"], a.count)
    a = decide("emperado", duel(0))          # without it: the weaker neighbour
    assert a == Attack(K["alberta"], K["ontario"], a.count)


def test_human_flags_matter_only_through_the_solidarisierungsgrad():
    # EMPERADO 5: whether a party is human is used only through Solidarisierungsgrad and
    # Länderhandicap (the latter is a rule, rules.income)
    st = rules.new_state(settings(5, coalition=25, solidarity=0), 21)
    for _ in range(40):
        a = decide("emperado", st)
        flipped = st.copy()
        for i, p in enumerate(flipped.parties):
            if i != st.current:
                p.human = not p.human
        assert decide("emperado", flipped) == a
        rules.apply(st, a)


def test_no_hidden_information_the_kinds_of_other_parties_cards():
    # EMPERADO 5: keine Informationen wie die Art der Symbolkarten
    st = rules.new_state(settings(4), 4)
    for _ in range(25):
        a = decide("emperado", st)
        other = st.copy()
        for i, p in enumerate(other.parties):
            if i != st.current:
                p.cards = ["kanone"] * len(p.cards)
        assert decide("emperado", other) == a
        rules.apply(st, a)


# EMPERADO 3b: über 50 % erst bei deutlicher Überlegenheit
def test_no_hopeless_attacks():
    st = position(3, own={0: ["alberta"], 1: ["ontario", "weststaaten", "alaska", "nordwestterritorium"]},
                  armies={"alberta": 4, "ontario": 9, "weststaaten": 9, "alaska": 9,
                          "nordwestterritorium": 9})
    for name in ("emperado", "baseline"):
        assert decide(name, st) == Done()


# EMPERADO 3b (the baseline player we measure against)
def test_baseline_attacks_whenever_the_odds_are_even_or_better():
    for armies, attacks in ((9, True), (8, False)):
        st = position(3, own={0: ["alberta", "alaska", "nordwestterritorium", "weststaaten"],
                              1: ["ontario"]}, armies={"alberta": armies, "ontario": 5})
        assert (odds.conquer(armies, 5) >= 0.5) == attacks
        a = decide("baseline", st)
        assert (a == Attack(K["alberta"], K["ontario"], 100)) == attacks


def test_idle_armies_go_towards_the_front():
    # EMPERADO 6: Armeen in den Grenzländern konzentrieren
    st = position(3, own={0: ["alberta", "weststaaten", "oststaaten", "ontario", "quebec",
                              "suedstaaten", "nordwestterritorium", "alaska"]},
                  armies={"ontario": 7})
    for c in ("mexiko", "groenland", "neufundland", "antillen", "kamtschatka"):
        st.armies[K[c]] = 30
    a = decide("emperado", st)
    assert isinstance(a, Move) and a.src == K["ontario"] and a.count == 6
