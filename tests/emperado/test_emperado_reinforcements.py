"""EMPERADO 3a: Einsetzen: base, continent, country and card bonus; placing 1 / 5 / x20."""
from pathlib import Path

import pytest

from emperado_helpers import K, position
from ports.emperado import rules, world
from ports.emperado.actions import Attack, Done, Place
from ports.emperado.events import Placed, Traded
from ports.emperado.state import HANDICAP_RULE, OLD_HANDICAP_RULE, Settings
from ports.emperado.texts import explain
from retro.input import Input
from retro.play import Refusal

FIXTURES = Path(__file__).parent / "fixtures"
SUED = ["kolumbien", "venezuela", "peru", "brasilien", "bolivien", "argentinien"]
MITTEL = ["mexiko", "panama", "antillen"]
SEVEN_MORE = ["ural", "japan", "korea", "siam", "indien", "china", "persien"]


def test_the_manuals_example_six_parties_16_countries_sued_and_mittelamerika():
    # EMPERADO 3a Beispiel: 6 Teilnehmer, 16 Länder (Länderbonus 3), Südamerika(3) und
    # Mittelamerika(1) (Kontinentbonus 4), Grundbonus 3: 10 Armeen + evtl. Kartenbonus
    st = position(6, own={0: SUED + MITTEL + SEVEN_MORE})
    assert st.count(0) == 16
    st.parties[0].held = [4, 7]      # both held at the end of its last turn
    inc = rules.income(st, 0)
    assert (inc.base, inc.countries, inc.continents, inc.total) == (3, 3, 4, 10)


def test_continent_bonus_only_after_defending_it_for_a_whole_round():
    # EMPERADO 3a: BONUS NUR, WENN ... EINE RUNDE LANG ERFOLGREICH VERTEIDIGT
    st = position(6, own={0: SUED + MITTEL + SEVEN_MORE})
    st.parties[0].held = []                      # just completed: nothing yet
    assert rules.income(st, 0).continents == 0
    # play it through: party 0 ends its turn holding both, the five others pass
    st.phase, st.to_place = "handeln", 0
    rules.apply(st, Done())
    for _ in range(5):
        rules.apply(st, Place(st.countries_of(st.current)[0], st.to_place))
        rules.apply(st, Done())
    assert st.current == 0 and st.income.continents == 4 and st.income.total >= 10


# EMPERADO 3a
def test_a_continent_lost_in_between_gives_nothing():
    st = position(6, own={0: SUED + MITTEL + SEVEN_MORE})
    st.parties[0].held = [4, 7]
    st.owner[K["panama"]] = 1                   # someone liberated Panama meanwhile
    assert rules.income(st, 0).continents == 3


@pytest.mark.parametrize("parties,countries,bonus", [
    (6, 9, 0), (6, 10, 1), (6, 12, 1), (6, 13, 2), (6, 16, 3),
    (4, 14, 0), (4, 15, 1), (2, 30, 1), (2, 33, 2), (3, 20, 1), (5, 11, 0), (5, 12, 1),
])
def test_country_bonus_from_60_divided_by_the_parties_at_the_start(parties, countries, bonus):
    # EMPERADO 3a Länderbonus: eine Armee ab 60/Teilnehmer Ländern, je 3 weitere eine mehr
    assert rules.country_bonus(countries, parties) == bonus


# EMPERADO 3a
def test_threshold_counts_the_parties_at_the_start_not_those_left():
    st = position(6, own={0: SUED + MITTEL + ["ural"]})     # 10 countries
    for p in range(2, 6):
        st.parties[p].out = True
    assert rules.income(st, 0).countries == 1               # 60/6 = 10, not 60/2


def test_laenderhandicap_negative_helps_humans_positive_helps_computers():
    # EMPERADO 4a Länderhandicap: Betrag wird zur Länderzahl hinzugezählt
    st = position(6, own={0: SUED + MITTEL}, humans=1, handicap=-4)   # 9 countries, human
    assert rules.income(st, 0).countries == rules.country_bonus(9 + 4, 6) == 2
    st2 = position(6, own={0: SUED + MITTEL}, humans=1, handicap=4)
    assert rules.income(st2, 0).countries == 0         # computers only
    st3 = position(6, own={1: SUED + MITTEL}, humans=1, handicap=4)
    assert rules.income(st3, 1).countries == rules.country_bonus(13, 6) == 2
    st4 = position(6, own={1: SUED + MITTEL}, humans=1, handicap=-4)
    assert rules.income(st4, 1).countries == 0


# EMPERADO 4a Länderhandicap, our decision: "einen Vorteil" needs a side to have it over
def test_with_no_human_alive_the_handicap_helps_no_computer_and_old_games_keep_their_rule():
    st = position(6, own={1: SUED + MITTEL}, humans=1, handicap=4)
    assert rules.income(st, 1).countries == rules.country_bonus(13, 6)     # a human alive
    st.parties[0].out = True
    assert rules.income(st, 1).countries == 0                              # none alive
    st.settings.handicap_rule = OLD_HANDICAP_RULE      # games saved by file versions 1-3
    assert rules.income(st, 1).countries == rules.country_bonus(13, 6)
    assert "handicap_rule" not in st.settings.to_dict()                    # as they wrote it
    assert Settings.from_dict(st.settings.to_dict()).handicap_rule == OLD_HANDICAP_RULE
    assert st.settings.for_new_game().handicap_rule == HANDICAP_RULE == Settings().handicap_rule
    assert Settings().to_dict()["handicap_rule"] == HANDICAP_RULE


# EMPERADO 4g: the saves of before keep their Länderhandicap and replay to their snapshot
def test_old_saves_load_with_the_old_handicap_rule():
    from retro.play import Match
    from ports.emperado.match import RULES
    for name in ("MITTE_V2.EMP", "ALT_V1.EMP", "ENDE_V2.EMP"):
        m = Match.load(RULES, FIXTURES / name)
        assert m.state.settings.handicap_rule == OLD_HANDICAP_RULE
        assert "handicap_rule" not in m.to_text().splitlines()[0]
    # a game of computers of version 3 (no key), where the old rule still gave them the handicap
    from retro.play import Seat
    old = Settings(players=[p for p in Settings().players[:3]], handicap=6)
    old.handicap_rule = OLD_HANDICAP_RULE
    m = Match(RULES, old, 5, lambda state, p: Seat.cpu("emperado"))
    while m.state.turns < 12:
        m.step_computer()
    assert m.state.income.countries > 0 and "handicap_rule" not in m.to_text().splitlines()[0]
    assert Match.from_text(RULES, m.to_text(), version=3).state.to_dict() == m.state.to_dict()


def test_placing_one_five_or_twenty_times_as_many():
    # EMPERADO 3a: links 1, rechts 5 Armeen, mit Shift 20 mal so viele
    counts = [Input(pressed={b}, shift=s).click_count() for s in (False, True) for b in "LR"]
    assert counts == [1, 5, 20, 100]
    st = rules.new_state(position(6).settings, 5)
    me = st.current
    c = st.countries_of(me)[0]
    st.to_place = 30
    rules.apply(st, Place(c, 1))
    rules.apply(st, Place(c, 5))
    assert st.armies[c] == 7 and st.to_place == 24 and st.phase == "einsetzen"
    rules.apply(st, Place(c, 100))          # more than is left places the rest
    assert st.armies[c] == 31 and st.to_place == 0 and st.phase == "handeln"
    # EMPERADO 5: the Zugtabelle shows each placing with the armies before it in brackets
    assert [e for e in st.events if isinstance(e, Placed)] == [Placed(c, 1, 1), Placed(c, 5, 2),
                                                               Placed(c, 24, 7)]


def test_all_armies_must_be_placed_before_anything_else():
    # EMPERADO 3a: solange Armeen zu verteilen sind (Kreis), erst dann Pfeil
    st = rules.new_state(position(6).settings, 5)
    mine = st.countries_of(st.current)
    with pytest.raises(Refusal) as e:
        rules.apply(st, Done())
    assert "noch 3 Armeen" in explain(e.value)
    nb = world.NEIGHBOURS[mine[0]][0]
    with pytest.raises(Refusal):
        rules.apply(st, Attack(mine[0], nb, 1))
    foreign = next(c for c in range(60) if st.owner[c] != st.current)
    with pytest.raises(Refusal) as e:
        rules.apply(st, Place(foreign, 1))
    assert "gehört nicht Ihnen" in explain(e.value)


# -- Kartenbonus -----------------------------------------------------------------------------
def test_sets_three_alike_or_three_different():
    # EMPERADO 3a: 3 gleiche oder 3 verschiedene Symbolkarten
    assert rules.find_set(["reiter", "reiter", "reiter"]) == ["reiter"] * 3
    assert sorted(rules.find_set(["kanone", "soldat", "reiter"])) == ["kanone", "reiter", "soldat"]
    assert rules.find_set(["reiter", "reiter", "soldat", "soldat"]) is None
    assert rules.find_set(["reiter"]) is None


def _pass_turn(st):
    if st.phase == "einsetzen":
        rules.apply(st, Place(st.countries_of(st.current)[0], st.to_place))
    rules.apply(st, Done())


def test_a_card_after_a_turn_with_a_liberation_and_none_without():
    # EMPERADO 3a: nach jeder Runde, in der ein Land befreit wurde, eine Symbolkarte
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 30})
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.owner[K["ontario"]] == 0
    rules.apply(st, Done())
    assert len(st.parties[0].cards) == 1 and st.parties[0].card_last_turn
    assert st.parties[0].cards[0] in ("reiter", "soldat", "kanone")
    for _ in range(6):
        _pass_turn(st)
    assert len(st.parties[0].cards) == 1 and not st.parties[0].card_last_turn


def test_cards_are_traded_at_the_start_of_the_turn_and_the_bonus_rises():
    # EMPERADO 3a: Kartenbonus; steigt nach jedem Kartentausch um eine Armee
    st = position(6, own={0: ["alberta"]})
    st.phase = "handeln"
    rules.apply(st, Done())
    st.parties[0].cards = ["reiter", "soldat", "kanone", "reiter"]
    bonus = st.card_bonus
    for _ in range(5):
        _pass_turn(st)
    # the clock may have moved the bonus once in these turns; the trade pays what it shows
    assert st.current == 0
    assert st.income.cards >= bonus and st.parties[0].cards == ["reiter"]
    assert st.card_bonus == st.income.cards + 1
    assert st.events[0] == Traded(st.income.cards)


def test_card_bonus_rises_once_per_round_plus_one_party():
    # EMPERADO 3a: steigt in jeder Runde (genauer nach 1 Runde + 1 Spieler)
    st = position(4, own={0: ["alberta"]})
    st.phase, st.to_place = "handeln", 0
    start = st.card_bonus
    seen = []
    for _ in range(15):
        _pass_turn(st)
        seen.append(st.card_bonus - start)
    # 4 parties: a rise after every 5 turns
    assert seen == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3]


def test_the_spielmenu_shows_only_what_everyone_may_know():
    # EMPERADO 4: Armeen zu verteilen, Länder, Anzahl und Art der eigenen Karten, Anzahl der
    # Karten der Gegner mit "+", nächster Kartenbonus, Rundennummer
    st = position(3, own={0: ["alberta"]})
    st.parties[0].cards = ["reiter"]
    st.parties[1].cards, st.parties[1].card_last_turn = ["kanone", "soldat"], True
    info = rules.menu_info(st)
    assert info["cards"] == ["reiter"] and info["countries"] == 1
    assert info["others"] == [(1, 2, True), (2, 0, False)]
    assert info["card_bonus"] == st.card_bonus and info["round"] == 1
