"""The rules of ACME, section by section of the manual (ACME EINGABE DER NAMEN ... SPIELENDE)."""
import pytest

from acme_helpers import board, c, match, play
from retro.dice import Dice
from retro.play import Match, Refusal

from ports.acme import rules
from ports.acme.actions import Advance, Attack, Done, Halt, Place, Regroup, Trade
from ports.acme.events import (Advanced, Battle, CardDrawn, Conquered, PhaseBegins, Placed,
                               Regrouped, Traded, TurnBegins, Won)
from ports.acme.match import RULES
from ports.acme.state import SERIES_VALUES, PlayerSetting, Settings
from ports.acme.texts import explain
from ports.acme.world import WORLD_29 as W


# -- EINGABE DER NAMEN: the deal ---------------------------------------------------------------
def test_countries_dealt_at_random_and_the_one_with_fewer_begins():
    # ACME EINGABE DER NAMEN: "verteilt der Zufallsgenerator die Länder an beide Spieler und der
    # Spieler, der ein Land weniger hat, beginnt"
    deals = set()
    for seed in range(20):
        st = rules.new_state(Settings(), seed)
        counts = sorted(st.count(p) for p in (0, 1))
        assert counts == [14, 15]
        assert st.count(st.current) == 14
        deals.add(tuple(st.owner))
    assert len(deals) == 20                       # every seed deals anew
    begins = {rules.new_state(Settings(), s).current for s in range(20)}
    assert begins == {0, 1}


# -- VERGABE VON ARMEEN ------------------------------------------------------------------------
def test_one_army_per_three_countries_never_fewer_than_three():
    # ACME VERGABE VON ARMEEN: "für 3 besetzte Länder erhält man eine Armee, man erhält jedoch
    # nie weniger als drei Armeen"
    st = board({n.name: 0 for n in W.countries[:5]})
    assert rules.reinforcements(st, 0).countries == 3             # 5 countries: still three
    st = board({n.name: 0 for n in W.countries[:13]})
    r = rules.reinforcements(st, 0)
    assert r.countries == 4 and r.total == r.countries + r.continents


@pytest.mark.parametrize("continent,bonus", [("Australien", 1), ("Südamerika", 2), ("Afrika", 3),
                                             ("Europa", 4), ("Nordamerika", 4), ("Asien", 5)])
def test_a_whole_continent_brings_its_bonus(continent, bonus):
    # ACME VERGABE VON ARMEEN: the continents' additional armies
    k = next(i for i, x in enumerate(W.continents) if x.name == continent)
    st = board({W.countries[m].name: 0 for m in W.members[k]})
    r = rules.reinforcements(st, 0)
    assert r.continents == bonus and r.countries == max(3, len(W.members[k]) // 3)
    # one country of it lost: no bonus
    st.owner[W.members[k][0]] = 1
    assert rules.reinforcements(st, 0).continents == 0


# -- AUFSTELLEN DER ARMEEN -----------------------------------------------------------------------
def test_one_click_one_army_on_own_countries_only():
    # ACME AUFSTELLEN DER ARMEEN: "ein Mausklick entspricht einer Armee", own countries
    st = board({"Peru": 0}, phase="setzen")
    st.to_place = 3
    events = play(st, Place(c("Peru")))
    assert st.armies[c("Peru")] == 2 and st.to_place == 2 and events == [Placed(c("Peru"), 1, 0)]
    with pytest.raises(Refusal) as e:
        rules.check(st, Place(c("Brasilien")))
    assert explain(e.value) == "Brasilien gehört nicht Ihnen."
    with pytest.raises(Refusal):
        rules.check(st, Attack(c("Peru"), c("Brasilien"), 1))     # first all armies placed
    play(st, Place(c("Peru"), 2))
    assert st.phase == "angriff"


def test_at_most_99_armies_the_rest_is_lost():
    # ACME AUFSTELLEN DER ARMEEN: "Ein Land kann höchstens 99 Armeen aufnehmen. Armeen die
    # darüberhinaus dort aufgestellt werden, verfallen."
    st = board({"Peru": 0}, {"Peru": 97}, phase="setzen")
    st.to_place = 5
    events = play(st, Place(c("Peru"), 5))
    assert st.armies[c("Peru")] == 99 and st.to_place == 0
    assert events[0] == Placed(c("Peru"), 2, 3) and st.lost_to_cap == 3


def test_moving_in_and_regrouping_beyond_99_armies_lose_the_rest_and_say_so():
    # ACME AUFSTELLEN DER ARMEEN: "Ein Land kann höchstens 99 Armeen aufnehmen. Armeen die
    # darüberhinaus dort aufgestellt werden, verfallen." - our decision: so for every army that
    # arrives (ANGRIFFE: the armies that follow a conquest; VERSCHIEBEN), and it is said
    st, _ = _conquest()
    st.armies[c("Peru")], st.armies[c("Brasilien")] = 10, 97
    events = play(st, Advance(5))
    assert st.armies[c("Brasilien")] == 99 and st.armies[c("Peru")] == 5
    assert events[0] == Advanced(c("Peru"), c("Brasilien"), 5, 3) and st.lost_to_cap == 3
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 10, "Brasilien": 98}, phase="verschieben")
    events = play(st, Regroup(c("Peru"), c("Brasilien"), 4))
    assert st.armies[c("Brasilien")] == 99 and st.armies[c("Peru")] == 6
    assert events == [Regrouped(c("Peru"), c("Brasilien"), 4, 3)] and st.lost_to_cap == 3
    assert play(st, Regroup(c("Peru"), c("Brasilien"), 1)) == \
        [Regrouped(c("Peru"), c("Brasilien"), 1, 1)]


# -- ANGRIFFE ------------------------------------------------------------------------------------
def test_defender_rolls_as_many_dice_as_the_attacker_if_he_has_the_armies():
    # ACME ANGRIFFE: "Der Verteidiger verteidigt grundsätzlich mit der selben Anzahl von
    # Armeen (wenn ihm so viele zur Verfügung stehen)"
    st = board({"Peru": 0}, {"Peru": 10, "Brasilien": 5})
    b = play(st, Attack(c("Peru"), c("Brasilien"), 2))[0]
    assert isinstance(b, Battle) and len(b.attacker) == 2 and len(b.defender) == 2
    st = board({"Peru": 0}, {"Peru": 10, "Brasilien": 1})
    b = play(st, Attack(c("Peru"), c("Brasilien"), 3))[0]
    assert len(b.attacker) == 3 and len(b.defender) == 1


def test_up_to_three_armies_one_stays_behind():
    # ACME ANGRIFFE: "mit bis zu drei Armeen ... muß eine Armee als Besatzungsarmee zurückbleiben"
    st = board({"Peru": 0}, {"Peru": 3, "Brasilien": 4})
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Peru"), c("Brasilien"), 3))
    assert e.value.key == "bad_dice" and e.value.params["n"] == 2
    st.armies[c("Peru")] = 1
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Peru"), c("Brasilien"), 1))
    assert e.value.key == "too_few"
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Peru"), c("Japan"), 1))
    assert e.value.key in ("too_few", "not_adjacent")


def test_pairs_compared_from_the_highest_equal_loses_for_the_attacker():
    # ACME ANGRIFFE: "Sind beide Augenzahlen gleich, oder ist die Augenzahl des Angreifers
    # geringer verliert er eine Armee"
    for seed in range(60):
        st = board({"Peru": 0}, {"Peru": 20, "Brasilien": 20}, seed=seed)
        b = play(st, Attack(c("Peru"), c("Brasilien"), 3))[0]
        lost_a = sum(1 for x, y in zip(b.attacker, b.defender) if x <= y)
        assert (b.attacker_lost, b.defender_lost) == (lost_a, 3 - lost_a)
        assert list(b.attacker) == sorted(b.attacker, reverse=True)
        assert st.armies[c("Peru")] == 20 - lost_a and st.armies[c("Brasilien")] == 17 + lost_a


def _conquest(seed_range=range(200)):
    """A board where Peru (4) takes Brasilien (1) with 3 dice, for the first seed that wins."""
    for seed in seed_range:
        st = board({"Peru": 0}, {"Peru": 6, "Brasilien": 1}, seed=seed)
        events = play(st, Attack(c("Peru"), c("Brasilien"), 3))
        if st.owner[c("Brasilien")] == 0:
            return st, events
    raise AssertionError("no conquest")


def test_conquest_moves_the_armies_of_the_last_attack_in_at_once():
    # ACME ANGRIFFE: "so wird automatisch die Anzahl an Armeen in das Land gezogen, die auch am
    # letzten Angriff beteiligt waren"
    st, events = _conquest()
    conq = next(e for e in events if isinstance(e, Conquered))
    assert conq.moved == 3 and st.armies[c("Brasilien")] == 3 and st.armies[c("Peru")] == 3
    assert st.phase == "nachruecken" and PhaseBegins("nachruecken") in events


def test_more_armies_may_follow_until_the_attacking_country_is_clicked():
    # ACME ANGRIFFE: "noch mehr Armeen aus dem Angriffsland in das eroberte Land zu verschieben
    # (sofern mindestens eine Armee zurückbleibt) ... muß das Land angeklickt werden, aus dem
    # der Angriff erfolgte"
    st, _ = _conquest()
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Brasilien"), c("Argentinien"), 1))
    assert e.value.key == "finish_conquest"
    play(st, Advance(1))
    assert st.armies[c("Brasilien")] == 4 and st.armies[c("Peru")] == 2
    with pytest.raises(Refusal) as e:
        rules.check(st, Advance(2))
    assert e.value.key == "one_stays"
    play(st, Halt())                                   # the attacking country clicked again
    assert st.phase == "angriff" and st.conquest is None


def test_uups_breaks_an_attack_off_and_the_turn_goes_on():
    # ACME ANGRIFFE: "Soll der Angriff vorzeitig abgebrochen werden sollte das Feld 'Uups'
    # angeklickt werden" - the attack is the screen's choice of countries; nothing is logged
    # until the dice roll, so breaking off leaves the state as it was
    st = board({"Peru": 0}, {"Peru": 5, "Brasilien": 5})
    before = st.to_dict()
    assert rules.can_attack_from(st, c("Peru"))
    assert st.to_dict() == before and st.phase == "angriff"


# -- VERSCHIEBEN ---------------------------------------------------------------------------------
def test_regroup_only_armies_not_directly_in_an_attack():
    # ACME VERSCHIEBEN: "nur die Armeen umgruppiert werden, die nicht direkt an einem Angriff
    # beteiligt waren (Nicht direkt beteiligt sind z.B. die Armeen, die nach einem Sieg
    # zusätzlich zu den Angriffsarmeen [1-3] in das eroberte Land mitgezogen wurden.)"
    st, _ = _conquest()
    play(st, Advance(2))                         # 3 attackers in, 2 extras follow
    play(st, Done())                             # the attacks are over
    assert st.phase == "verschieben"
    b = c("Brasilien")
    assert st.armies[b] == 5 and rules.movable(st, b) == 2       # only the two extras
    with pytest.raises(Refusal) as e:
        rules.check(st, Regroup(b, c("Peru"), 3))
    assert e.value.key == "regroup_count"
    play(st, Regroup(b, c("Peru"), 2))
    assert rules.movable(st, b) == 0


def test_armies_that_fought_and_marched_in_leave_the_rest_free_to_regroup():
    # ACME VERSCHIEBEN: "nur die Armeen umgruppiert werden, die nicht direkt an einem Angriff
    # beteiligt waren" - Kanada (10) takes Grönland with its first roll: the three that fought
    # marched in, the seven at home fought not, and all but the one that stays may regroup
    for seed in range(200):
        st = board({"Kanada": 0, "Vereinigte Staaten": 0}, {"Kanada": 10, "Grönland": 1}, seed=seed)
        play(st, Attack(c("Kanada"), c("Grönland"), 3))
        if st.owner[c("Grönland")] == 0:
            break
    k = c("Kanada")
    assert st.armies[k] == 7 and st.armies[c("Grönland")] == 3 and st.phase == "nachruecken"
    assert rules.movable(st, k) == 6
    play(st, Halt())
    play(st, Done())
    assert st.phase == "verschieben" and rules.movable(st, k) == 6
    assert rules.movable(st, c("Grönland")) == 0                 # the three that fought
    play(st, Regroup(k, c("Vereinigte Staaten"), 6))
    assert st.armies[k] == 1 and st.armies[c("Vereinigte Staaten")] == 7


def test_with_no_attack_left_the_regrouping_begins_or_the_turn_ends():
    # ACME VERSCHIEBEN: "Wenn nach einem abgeschlossenen Angriff noch weitere
    # Angriffsmöglichkeiten bestehen, kann man noch mehr Feldzüge führen. Wenn diese
    # Möglichkeit nicht mehr besteht, wird der Zug entweder beendet, oder man kann seine Armeen
    # verschieben" - without a click on Fertig
    for seed in range(200):         # Peru's last attacker takes Brasilien: nothing attacks now
        st = board({"Peru": 0, "Argentinien": 0}, {"Peru": 2, "Brasilien": 1, "Argentinien": 3},
                   seed=seed)
        events = play(st, Attack(c("Peru"), c("Brasilien"), 1))
        if st.owner[c("Brasilien")] == 0:
            break
    assert not any(rules.can_attack_from(st, x) for x in st.countries_of(0))
    # Argentinien, among its own now, has two armies free to move
    assert st.phase == "verschieben" and PhaseBegins("verschieben") in events
    assert st.current == 0
    for seed in range(200):         # a lost roll leaves no attack and nothing to move
        st = board({"Peru": 0}, {"Peru": 2, "Brasilien": 5}, seed=seed)
        events = play(st, Attack(c("Peru"), c("Brasilien"), 1))
        if st.armies[c("Peru")] == 1:
            break
    assert st.current == 1 and st.phase == "setzen" and any(isinstance(e, TurnBegins) for e in events)
    # the conquest finished (the attacking country clicked again), nothing left to attack
    st, _ = _conquest()
    for name in ("Neugranada", "Argentinien", "Sudan"):
        st.owner[c(name)] = 0
    events = play(st, Halt())
    assert st.phase == "verschieben" and PhaseBegins("verschieben") in events
    assert rules.movable(st, c("Peru")) == 2      # none of Peru's three at home fought
    # while an attack is possible the attacks go on, until Fertig
    st, _ = _conquest()
    play(st, Advance(2))
    assert st.phase == "angriff"


def test_regroup_once_and_only_to_a_neighbour():
    # ACME VERSCHIEBEN: "nur einmal verschoben werden, und zwar nur in angrenzende Länder"
    st = board({"Peru": 0, "Brasilien": 0, "Argentinien": 0}, {"Peru": 6}, phase="verschieben")
    with pytest.raises(Refusal) as e:
        rules.check(st, Regroup(c("Peru"), c("Japan"), 1))
    assert e.value.key in ("move_foreign", "not_adjacent")
    play(st, Regroup(c("Peru"), c("Brasilien"), 3))
    # the three that arrived cannot go on to Argentinien: only the one that was there (the
    # arrivals stay behind for it)
    assert st.armies[c("Brasilien")] == 4 and rules.movable(st, c("Brasilien")) == 1
    with pytest.raises(Refusal) as e:
        rules.check(st, Regroup(c("Brasilien"), c("Argentinien"), 2))
    assert e.value.key == "regroup_count"
    play(st, Regroup(c("Brasilien"), c("Argentinien"), 1))
    with pytest.raises(Refusal) as e:
        rules.check(st, Regroup(c("Brasilien"), c("Argentinien"), 1))
    assert e.value.key == "none_free"
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Peru"), c("Neugranada"), 1))       # regrouping ends attacks
    assert e.value.key == "attacks_over"


def test_the_first_regrouping_ends_the_attacks():
    # ACME VERSCHIEBEN: the regrouping comes after the attacks (our decision: the first ends them)
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 6})
    play(st, Regroup(c("Peru"), c("Brasilien"), 2))
    assert st.phase == "verschieben"


# -- EINTAUSCH VON SERIEN -------------------------------------------------------------------------
def test_asked_to_trade_only_with_more_than_three_cards_holding_a_series():
    # ACME EINTAUSCH VON SERIEN: "Ist der Eintausch einer Serie von der Kartenzahl her möglich
    # (bei mehr als drei Karten), wird gefragt, ob man eine Serie eintauschen möchte."
    three = ["infanterie"] * 3
    assert not rules.may_trade(board(cards=[three, []]), 0)
    assert rules.may_trade(board(cards=[three + ["kavallerie"], []]), 0)
    assert not rules.may_trade(board(cards=[["infanterie", "infanterie", "kavallerie",
                                             "kavallerie"], []]), 0)
    assert rules.find_series(["infanterie", "kavallerie", "artillerie", "artillerie"]) == \
        ["infanterie", "kavallerie", "artillerie"]


def test_a_series_brings_armies_rising_with_each_trade_never_above_20():
    # ACME: "Die Höchstzahl der Armeen für eine Serie ist auf 20 beschränkt."
    st = board({"Peru": 0}, cards=[["infanterie"] * 4, []], phase="serie")
    assert st.series_value() == 4
    events = play(st, Trade(True))
    assert events[0] == Traded(0, 4, ("infanterie",) * 3)
    assert st.to_place == 4 + 3 and st.phase == "setzen"     # then the armies are handed out
    values = []
    for n in range(12):
        st.series = n
        values.append(st.series_value())
    assert values[:7] == list(SERIES_VALUES) and max(values) == 20 and values[-1] == 20
    assert values == sorted(values)


def test_declining_keeps_the_cards():
    # ACME EINTAUSCH VON SERIEN: "wird gefragt, ob man eine Serie eintauschen möchte"
    st = board({"Peru": 0}, cards=[["infanterie"] * 4, []], phase="serie")
    play(st, Trade(False))
    assert len(st.cards[0]) == 4 and st.phase == "setzen" and st.to_place == 3
    with pytest.raises(Refusal):
        rules.check(st, Trade(True))


def test_a_card_for_every_turn_with_a_conquest():
    # our decision (the parent game): one card at the end of a turn in which a country fell
    st, _ = _conquest()
    play(st, Halt())
    play(st, Done())
    events = play(st, Done())
    card = next(e for e in events if isinstance(e, CardDrawn))
    assert card.player == 0 and st.cards[0] == [card.kind]
    st2 = board({"Peru": 0}, {"Peru": 6})
    play(st2, Done())
    events = play(st2, Done())
    assert not any(isinstance(e, CardDrawn) for e in events) and st2.cards[0] == []


# -- the calendar ----------------------------------------------------------------------------------
def test_calendar_begins_in_january_1853_and_turns_a_month_a_round():
    # ACME EINTAUSCH VON SERIEN: "Das Spiel beginnt im Januar 1853 (1.1853)"; our decision: a
    # month per round (both players had their turn)
    m = match(seed=3)
    assert m.state.date() == (1, 1853)
    dice = Dice(1)
    turns_seen = {}
    while m.state.turns < 30 and not m.over:
        p = m.awaited[0]
        m.play(p, RULES.random_action(m.state, p, dice))
        turns_seen[m.state.turns] = m.state.date()
    assert turns_seen[2] == (2, 1853) and turns_seen[3] == (2, 1853)
    if 24 in turns_seen:
        assert turns_seen[24] == (1, 1854)


def test_calendar_cards_and_series_are_kept_in_saves(tmp_path):
    # our decision (original_docs/acme.md), where the manual is silent
    m = match(seed=4, events="oft")
    dice = Dice(2)
    while m.state.turns < 12 and not m.over:
        p = m.awaited[0]
        m.play(p, RULES.random_action(m.state, p, dice))
    path = tmp_path / "ACME.SAV"
    m.save(path)
    back = Match.load(RULES, path)
    assert back.state.date() == m.state.date() and back.state.cards == m.state.cards
    assert back.state.series == m.state.series and back.state.to_dict() == m.state.to_dict()


# -- SPIELENDE -----------------------------------------------------------------------------------------
def test_the_game_ends_when_one_holds_every_country_and_has_regrouped():
    # ACME SPIELENDE: "wenn ein Spieler alle Länder aller Kontinente besetzt hat und die
    # Umgruppierung seiner Armeen abgeschlossen ist"
    owner = {n.name: 0 for n in W.countries if n.name != "Kapland"}
    for seed in range(200):
        st = board(owner, {"Sudan": 8, "Kapland": 1}, seed=seed)
        play(st, Attack(c("Sudan"), c("Kapland"), 3))
        if st.owner[c("Kapland")] == 0:
            break
    assert st.count(0) == 29 and st.winner is None           # not yet: the regrouping first
    if st.phase == "nachruecken":
        play(st, Halt())
    # nothing left to attack: the regrouping begins by itself (VERSCHIEBEN)
    assert st.phase == "verschieben" and st.winner is None
    events = play(st, Done())
    assert Won(0) in events and st.winner == 0 and st.phase == "ende"
    assert RULES.outcome(st).winners == (0,) and RULES.awaited(st) == ()
    with pytest.raises(Refusal):
        rules.check(st, Done())


def test_settings_the_rules_do_not_take_are_refused():
    # our decision (original_docs/acme.md), where the manual is silent
    with pytest.raises(Refusal) as e:
        RULES.new(Settings((PlayerSetting("A"),)), 1)
    assert e.value.key == "bad_settings"
    with pytest.raises(Refusal):
        RULES.new(Settings(events="manchmal"), 1)


def test_actions_text_round_trips():
    # our decision (original_docs/acme.md), where the manual is silent
    st = rules.new_state(Settings(), 1)
    for a in (Trade(True), Trade(False), Place(c("Rußland"), 3), Attack(c("Peru"), c("Brasilien"), 2),
              Advance(4), Halt(), Regroup(c("Ägypten"), c("Sudan"), 1), Done()):
        text = RULES.spell(a, st)
        assert RULES.parse(text, st) == a and text.isascii()
    assert RULES.parse("setze Rußland", st) == Place(c("Rußland"), 1)
    for bad in ("", "FLIEGE nach Hause", "SETZE Atlantis 1", "SETZE Peru 0", "ANGRIFF Peru"):
        with pytest.raises(Refusal) as e:
            RULES.parse(bad, st)
        assert explain(e.value)


def test_refusals_carry_country_ids_and_explain_names_them():
    # values only: the rules name no country in German; explain() words it for the player
    from ports.acme.world import CountryRef
    st = board({"Peru": 0, "Brasilien": 1}, {"Peru": 3, "Brasilien": 4})
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Brasilien"), c("Peru"), 1))
    assert e.value.key == "not_own" and e.value.params["country"] == CountryRef(29, c("Brasilien"))
    assert "Brasilien" in explain(e.value)
    with pytest.raises(Refusal) as e:
        rules.check(st, Attack(c("Peru"), c("Kanada"), 1))
    assert e.value.params == {"a": CountryRef(29, c("Peru")), "b": CountryRef(29, c("Kanada"))}
    assert explain(e.value) == "Peru und Kanada sind keine Nachbarn."
    assert not any(isinstance(v, str) for v in e.value.params.values())
