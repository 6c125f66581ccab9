"""EMPERADO 3b (Befreien), 3c (Verschieben) and the end of the game."""
import pytest

from emperado_helpers import K, position
from ports.emperado import rules, world
from ports.emperado.actions import Attack, Done, Move
from ports.emperado.events import Battle
from ports.emperado.state import NEUTRAL
from ports.emperado.texts import explain
from retro.play import Refusal
from retro.dice import Dice


@pytest.mark.parametrize("att,dfd,dice", [
    (2, 1, (1, 1)), (3, 2, (2, 2)), (4, 3, (3, 3)), (9, 2, (3, 2)), (50, 50, (3, 3)), (2, 7, (1, 3)),
])
def test_dice_attacker_one_less_than_armies_defender_all_at_most_three(att, dfd, dice):
    # EMPERADO 3b: der Angreifer erhält für die bleibende Armee keinen Würfel, dem Verteidiger
    # stehen alle Armeen zur Verfügung, höchstens drei Würfel
    assert rules.dice_counts(att, dfd) == dice


def test_the_manuals_example_alberta_attacks_ontario():
    # EMPERADO 3b Beispiel: Alb. 9 Armeen 6,4,3 / Ont. 2 Armeen 5,4: beide verlieren eine Armee
    assert rules.dice_counts(9, 2) == (3, 2)
    assert rules.compare([6, 4, 3], [5, 4]) == (1, 1)


def test_sorted_compared_from_the_highest_ties_to_the_defender():
    # EMPERADO 3b: der Größe nach sortiert, paarweise, bei Gleichstand gewinnt der Verteidiger
    assert rules.compare([1, 6, 6], [6, 5, 1]) == (2, 1)   # unsorted it would be (1, 2)
    assert rules.compare([3, 3, 3], [3, 3, 3]) == (3, 0)
    assert rules.compare([6], [6, 6, 6]) == (1, 0)          # only as many as the smaller side
    assert rules.compare([2, 5], [4]) == (0, 1)


def test_one_click_is_one_round_of_dice():
    # EMPERADO 3b: Links-/Rechtsklick = 1 / 5 Angriffe
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 40, "ontario": 40})
    st.dice = Dice(11)
    rules.apply(st, Attack(K["alberta"], K["ontario"], 1))
    lost = (40 - st.armies[K["alberta"]]) + (40 - st.armies[K["ontario"]])
    assert lost == 3                       # one roll of 3 against 3 dice decides 3 armies
    rules.apply(st, Attack(K["alberta"], K["ontario"], 5))
    lost = (80 - st.armies[K["alberta"]] - st.armies[K["ontario"]])
    assert lost == 18
    e = st.events[-1]
    assert isinstance(e, Battle) and (e.src, e.dst) == (K["alberta"], K["ontario"])


# EMPERADO 3b: alle Würfeleien elektronisch
def test_the_dice_are_the_states_dice():
    a = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 40, "ontario": 40})
    b = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 40, "ontario": 40})
    for st in (a, b):
        st.dice = Dice(99)
        rules.apply(st, Attack(K["alberta"], K["ontario"], 7))
    assert a.armies == b.armies and a.dice == b.dice


def test_attacks_stop_when_one_army_is_left():
    # EMPERADO 3b: der Angreifer muss mit einer Armee stehen bleiben
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 3, "ontario": 99})
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.armies[K["alberta"]] == 1 and st.owner[K["ontario"]] == 1
    with pytest.raises(Refusal) as e:
        rules.apply(st, Attack(K["alberta"], K["ontario"], 1))
    assert "nur eine Armee" in explain(e.value)


def test_a_liberated_country_changes_hands_and_all_armies_but_one_march_in():
    # EMPERADO 3b: im Falle eines Erfolges befreien; our decision: all but one march in
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 60, "ontario": 1})
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.owner[K["ontario"]] == 0
    assert st.armies[K["alberta"]] == 1
    assert st.armies[K["ontario"]] >= 57 and st.conquered == 1
    assert st.events[-1].won
    # the liberated country may act again in this turn: it received no armies by moving
    assert rules.is_active(st, K["ontario"])


def test_neutral_countries_must_be_beaten_to_be_liberated():
    # EMPERADO 1: Geister-Armee, die bei einem Befreiungsversuch geschlagen werden muss
    st = position(6, own={0: ["alberta"]}, armies={"alberta": 30})
    st.owner[K["ontario"]] = NEUTRAL
    st.armies[K["ontario"]] = 1
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.owner[K["ontario"]] == 0


# EMPERADO 3b
@pytest.mark.parametrize("src,dst,text", [
    ("alberta", "japan", "keine Nachbarn"),
    ("alberta", "weststaaten", "Ihr eigenes Land"),
    ("ontario", "alberta", "gehört nicht Ihnen"),
    ("alberta", "alberta", "dasselbe Land"),
])
def test_impossible_liberations_say_why(src, dst, text):
    st = position(6, own={0: ["alberta", "weststaaten"]}, armies={"alberta": 9})
    before = st.to_dict()
    with pytest.raises(Refusal) as e:
        rules.apply(st, Attack(K[src], K[dst], 1))
    assert text in explain(e.value)
    assert st.to_dict() == before          # nothing changed


def test_sea_links_can_be_attacked_across():
    # EMPERADO 3b: Nachbarschaft über ein Meer hinweg
    st = position(6, own={0: ["alaska"], 1: ["kamtschatka"]}, armies={"alaska": 50})
    rules.apply(st, Attack(K["alaska"], K["kamtschatka"], 100))
    assert st.owner[K["kamtschatka"]] == 0


def test_active_countries_are_own_with_more_than_one_army():
    # EMPERADO 3b: aktive Länder (Stern in der Infobox)
    st = position(6, own={0: ["alberta", "weststaaten"]}, armies={"alberta": 4})
    assert rules.is_active(st, K["alberta"]) and not rules.is_active(st, K["weststaaten"])
    assert not rules.is_active(st, K["ontario"])
    assert set(rules.attack_targets(st, K["alberta"])) == \
        {K["alaska"], K["nordwestterritorium"], K["ontario"]}
    assert rules.move_targets(st, K["alberta"]) == [K["weststaaten"]]


# -- 3c Verschieben ---------------------------------------------------------------------------
def test_moving_leaves_one_army_behind():
    # EMPERADO 3c: immer eine Armee im Ursprungsland
    st = position(6, own={0: ["alberta", "weststaaten"]}, armies={"alberta": 8})
    rules.apply(st, Move(K["alberta"], K["weststaaten"], 5))
    assert st.armies[K["alberta"]] == 3 and st.armies[K["weststaaten"]] == 6
    rules.apply(st, Move(K["alberta"], K["weststaaten"], 20))
    assert st.armies[K["alberta"]] == 1 and st.armies[K["weststaaten"]] == 8


# EMPERADO 3b, 3c: only the countries with a star can be chosen; the others say why
def test_why_a_country_cannot_act_matches_the_star():
    st = position(6, own={0: ["alberta", "weststaaten", "oststaaten", "quebec"], 1: ["mexiko"]},
                  armies={"alberta": 8, "weststaaten": 5})
    rules.apply(st, Move(K["alberta"], K["weststaaten"], 2))
    for c in range(60):
        assert (rules.why_inactive(st, c) is None) == rules.is_active(st, c)
    assert rules.why_inactive(st, K["alberta"]) is None
    assert "durch Verschieben" in explain(rules.why_inactive(st, K["weststaaten"]))
    assert "nur eine Armee" in explain(rules.why_inactive(st, K["quebec"]))
    assert "gehört nicht Ihnen" in explain(rules.why_inactive(st, K["mexiko"]))


def test_a_country_that_received_armies_by_moving_cannot_act_this_turn():
    # EMPERADO 3c: EIN LAND, DAS DURCH VERSCHIEBEN ARMEEN ERHALTEN HAT, KANN IN DIESER RUNDE
    # KEINE AKTIONEN MEHR UNTERNEHMEN
    st = position(6, own={0: ["alberta", "weststaaten", "oststaaten"], 1: ["mexiko"]},
                  armies={"alberta": 8, "weststaaten": 5})
    rules.apply(st, Move(K["alberta"], K["weststaaten"], 5))
    assert not rules.is_active(st, K["weststaaten"])
    for action in (Attack(K["weststaaten"], K["mexiko"], 1), Move(K["weststaaten"], K["oststaaten"], 1)):
        with pytest.raises(Refusal) as e:
            rules.apply(st, action)
        assert "durch Verschieben" in explain(e.value)
    # the giving country may still act; next turn the receiver is free again
    rules.apply(st, Attack(K["alberta"], K["ontario"], 1))
    rules.apply(st, Done())
    assert st.frozen == []


# EMPERADO 3c
def test_moving_only_to_own_neighbours():
    st = position(6, own={0: ["alberta", "quebec"]}, armies={"alberta": 8})
    with pytest.raises(Refusal) as e:
        rules.apply(st, Move(K["alberta"], K["ontario"], 1))
    assert "gehört Ihnen nicht" in explain(e.value)
    with pytest.raises(Refusal):
        rules.apply(st, Move(K["alberta"], K["quebec"], 1))


# -- the end ----------------------------------------------------------------------------------
def test_a_party_with_no_country_is_out_and_skipped():
    # EMPERADO 1/3: wer kein Land mehr hat, scheidet aus
    st = position(3, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 80})
    for c in range(60):
        if st.owner[c] == 1 and c != K["ontario"]:
            st.owner[c] = 2
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.parties[1].out and st.parties[1].cards == []
    rules.apply(st, Done())
    assert st.current == 2


def test_the_game_ends_when_one_party_holds_every_country_neutrals_included():
    # EMPERADO: die Welt befreien: every country, the neutral ones too
    st = position(2, own={0: [c.key for c in world.COUNTRIES if c.key != "ontario"]},
                  armies={"alberta": 80})
    st.owner[K["ontario"]] = NEUTRAL
    assert st.winner is None
    rules.apply(st, Attack(K["alberta"], K["ontario"], 100))
    assert st.winner == 0 and st.phase == "ende"
    with pytest.raises(Refusal) as e:
        rules.apply(st, Done())
    assert "zu Ende" in explain(e.value)
