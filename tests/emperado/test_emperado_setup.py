"""EMPERADO 1 (Teilnehmer) and 4a-4c, 6 (the settings)."""
import pytest

from emperado_helpers import settings
from ports.emperado import rules
from ports.emperado.state import (NEUTRAL, NEUTRAL_ARMIES, Settings,
                                  beginner_settings, default_players, BEGINNER_RANGES)
from ports.emperado.texts import explain
from retro.play import Refusal


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_each_party_after_the_first_gets_one_country_more(n):
    # EMPERADO 1: die Spieler, die nachfolgend am Zuge sind, erhalten je ein Land mehr
    st = rules.new_state(settings(n), seed=n)
    counts = [st.count(p) for p in range(n)]
    assert all(counts[i + 1] == counts[i] + 1 for i in range(n - 1))
    neutral = st.count(NEUTRAL)
    assert sum(counts) + neutral == 60
    # as many as possible are dealt: one more round of "one more" would not fit
    assert neutral < n
    assert neutral == {2: 1, 3: 0, 4: 2, 5: 0, 6: 3}[n]


def test_the_deal_is_random_and_reproducible_from_the_seed():
    # EMPERADO 1: Länder zugelost
    a = rules.new_state(settings(6), seed=1)
    b = rules.new_state(settings(6), seed=1)
    c = rules.new_state(settings(6), seed=2)
    assert a.owner == b.owner and a.owner != c.owner


def test_left_over_countries_are_neutral_with_a_ghost_army_and_never_move():
    # EMPERADO 1: übrige Länder weiß, Geister-Armee, keine Aktionen
    st = rules.new_state(settings(6), seed=3)
    neutral = [c for c in range(60) if st.owner[c] == NEUTRAL]
    assert len(neutral) == 3 and all(st.armies[c] == NEUTRAL_ARMIES for c in neutral)
    seen = set()
    from ports.emperado.actions import Done, Place
    for _ in range(13):          # two rounds and a bit: the turn only ever visits parties
        seen.add(st.current)
        rules.apply(st, Place(st.countries_of(st.current)[0], st.to_place))
        rules.apply(st, Done())
    assert seen == set(range(6))
    assert [c for c in range(60) if st.owner[c] == NEUTRAL] == neutral
    assert all(st.armies[c] == NEUTRAL_ARMIES for c in neutral)


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_parties(n):
    # EMPERADO 1: Teilnehmerzahl (2-6)
    with pytest.raises(Refusal) as e:
        rules.new_state(Settings(players=default_players(n)), 1)
    assert "2 und 6" in explain(e.value)


def test_human_or_computer_per_party():
    # EMPERADO 4c: C = Computer, M = Mensch
    st = rules.new_state(settings(4, humans=2), 1)
    assert [p.human for p in st.parties] == [True, True, False, False]
    assert [p.letter for p in st.parties] == list("ABCD")


@pytest.mark.parametrize("field,value", [("solidarity", -10), ("coalition", 100), ("handicap", "5")])
def test_parameters_between_minus_9_and_99(field, value):
    # EMPERADO 4a: Zahleneingabe zwischen -9 und 99
    s = settings(3)
    setattr(s, field, value)
    with pytest.raises(Refusal) as e:
        s.check()
    assert "-9 und 99" in explain(e.value)


def test_times_between_0_and_99_or_wait():
    # EMPERADO 4b: 1-99 Sekunden, 0 = aus, - = warten
    s = settings(3, info_time=0, table_time=None, graphic_time=99)
    s.check()
    s.info_time = 100
    with pytest.raises(Refusal):
        s.check()


def test_beginner_settings_of_chapter_6():
    # EMPERADO 6: Teilnehmerzahl 2-4, Solidarisierungsgrad -9-0, Koalitionsneigung 10-30,
    # Länderhandicap -5-0
    assert BEGINNER_RANGES == {"parties": (2, 4), "solidarity": (-9, 0), "coalition": (10, 30),
                               "handicap": (-5, 0)}
    s = beginner_settings()
    s.check()
    lo, hi = BEGINNER_RANGES["parties"]
    assert lo <= len(s.players) <= hi
    for key in ("solidarity", "coalition", "handicap"):
        lo, hi = BEGINNER_RANGES[key]
        assert lo <= getattr(s, key) <= hi


def test_every_party_needs_a_name():
    # EMPERADO 4c: die Namen der teilnehmenden Spieler
    s = settings(3)
    s.players[1].name = "  "
    with pytest.raises(Refusal) as e:
        s.check()
    assert "Spieler 2" in explain(e.value)
