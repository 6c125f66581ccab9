"""Raumkampfphase and Invasionsphase [pbem], nebula fighters [seed]."""
import pytest
from retro.play import Refusal

from ports.twilight.rules import combat, engine
from ports.twilight.rules.orders import Fight, Land
from ports.twilight.reports.texts import dice_text, explain

from .helpers import FixedDice, blank, put, to_phase, told


def _no_bonus(g):
    # races with combat bonuses would blur the dice arithmetic
    for pl in g.players:
        pl.race = "hacan"


def test_hits_on_combat_value_with_zero_as_ten():
    # pbem Kampf: hit on a d10 of at least the combat value; 0 counts as 10
    g = blank()
    _no_bonus(g)
    g.dice = FixedDice([7, 8, 10])
    hits, dice = combat.roll_hits(g, 0, {"cruiser": 3}, "MR")
    assert hits == 2 and dice == [7, 8, 10]
    assert dice_text(dice) == "7,8,0"


def test_fighters_have_no_combat_value_in_a_nebula():
    # seed Nebel: Jäger haben keinen Kampfwert in einem Nebel
    g = blank()
    _no_bonus(g)
    put(g, "1.1", "NB1")
    g.dice = FixedDice([10, 10])
    hits, dice = combat.roll_hits(g, 0, {"fighter": 2, "cruiser": 1}, "1.1")
    assert hits == 1 and len(dice) == 1
    # but they can be taken as losses
    g.add("1.1", 0, "fighter", 2)
    g.add("1.1", 0, "cruiser", 1)
    assert combat.take_losses(g, "1.1", 0, 1) == ["fighter"]


def test_pds_fire_first_then_rounds_until_one_side_is_gone():
    # pbem Kampf: PDS fire first, once; attacker and defender fire; each picks losses
    g = blank()
    _no_bonus(g)
    put(g, "1.1", "P07")
    g.planets["Coorneeq"].owner, g.planets["Coorneeq"].pds = 1, 1
    g.add("1.1", 0, "cruiser", 2)
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 1, "cruiser", 1)
    # PDS hits (6); round 1: attacker 8, 1 ; defender 1  -> defender cruiser dies
    g.dice = FixedDice([6, 8, 1, 1])
    won = combat.space_battle(g, "1.1", 0, 1, {0: {"verluste": ["carrier", "cruiser"]}})
    assert won == 0
    assert g.count("1.1", 0, "carrier") == 0 and g.count("1.1", 0, "cruiser") == 2
    assert g.players[0].battles_won == 1
    assert any("P.D.S." in t for t in told(g))


def test_losses_fall_together():
    # decide: both sides roll, then both remove their losses
    g = blank()
    _no_bonus(g)
    g.add("MR", 0, "cruiser", 1)
    g.add("MR", 1, "cruiser", 1)
    g.dice = FixedDice([9, 9])
    assert combat.space_battle(g, "MR", 0, 1, {}) is None
    assert "MR" not in g.space


def test_attacker_may_retreat_after_a_round():
    # pbem Kampf: the attacker may break off after each round and retreat
    g = blank()
    _no_bonus(g)
    g.add("MR", 0, "cruiser", 2)
    g.add("MR", 1, "cruiser", 2)
    g.dice = FixedDice([1, 1, 1, 1])
    won = combat.space_battle(g, "MR", 0, 1, {0: {"rueckzug": 1, "nach": "1.3"}})
    assert won == 1
    assert g.count("1.3", 0, "cruiser") == 2 and g.count("MR", 1, "cruiser") == 2


def test_defender_may_retreat_instead_of_fighting():
    # seed Raumkampfphase: Kampf oder Rückzug
    g = blank()
    g.add("MR", 0, "cruiser", 1)
    g.add("MR", 1, "carrier", 1)
    g.add("MR", 1, "ground", 2)
    won = combat.space_battle(g, "MR", 0, 1, {1: {"rueckzug": "sofort", "nach": "1.2"}})
    assert won == 0
    assert g.space["1.2"][1] == {"carrier": 1, "ground": 2}


def test_defender_is_told_he_may_only_retreat_before_the_battle():
    # pbem Kampf: only the attacker may break off after a round [decide: the defender is told so]
    g = blank()
    g.add("MR", 0, "cruiser", 1)
    g.add("MR", 1, "carrier", 1)
    to_phase(g, "raumkampf")
    g.combats, g.combat_defender = ["MR"], {"MR": [1]}
    with pytest.raises(Refusal) as e:
        engine.submit(g, 1, [Fight(1, "MR", 1)])
    assert "rueckzug=sofort" in explain(e.value)
    engine.submit(g, 1, [Fight(1, "MR", "sofort", to="1.2")])
    engine.submit(g, 0, [Fight(0, "MR", 2)])


def test_no_retreat_into_supernova_or_enemies():
    g = blank()
    for lab in ("1.1", "1.2", "1.3", "1.4", "1.5"):
        put(g, lab, "SN1")
    g.add("1.6", 2, "cruiser", 1)
    assert combat.retreat_target(g, "MR", 0) is None


def test_convention_of_nxill_one_round_only():
    # TI1 Konvention von Nxill: Raumschlachten dauern nur eine Runde
    g = blank()
    _no_bonus(g)
    g.laws.append("nxill")
    g.add("MR", 0, "cruiser", 3)
    g.add("MR", 1, "cruiser", 3)
    g.dice = FixedDice([1] * 6)
    combat.space_battle(g, "MR", 0, 1, {})
    assert g.count("MR", 1, "cruiser") == 3 and g.count("MR", 0, "cruiser") == 0
    assert sum(g.count(at, 0, "cruiser") for at in g.systems()) == 3


def test_invasion_bombard_pds_and_ground_combat():
    # pbem Invasion: dreadnoughts bombard first, PDS fire at the landing troops, ground combat
    g = blank()
    _no_bonus(g)
    put(g, "1.1", "P07")
    ps = g.planets["Coorneeq"]
    ps.owner, ps.ground = 1, 2
    g.add("1.1", 0, "dreadnought", 1)
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "ground", 3)
    to_phase(g, "invasion")
    # bombard 5 (>=4: one ground force dies); ground round: attacker 8,8,1 vs defender 1
    g.dice = FixedDice([5, 8, 8, 1, 1])
    engine.submit(g, 0, [Land(0, "1.1", "Coorneeq", 3)])
    engine.advance(g)
    assert ps.owner == 0 and ps.ground == 3


def test_no_bombardment_of_a_planet_with_pds():
    # pbem Zerstörer: never bombards a planet with a PDS
    g = blank()
    _no_bonus(g)
    put(g, "1.1", "P07")
    ps = g.planets["Coorneeq"]
    ps.owner, ps.ground, ps.pds = 1, 1, 1
    g.add("1.1", 0, "dreadnought", 1)
    g.add("1.1", 0, "ground", 2)
    g.dice = FixedDice([1, 1, 1, 8, 1, 8])   # PDS misses; ground rounds: 1,1 vs 8; 1 vs 8
    assert combat.ground_battle(g, "Coorneeq", 0, 2) is False
    assert not any("Bombardement" in t for t in told(g))
    assert ps.owner == 1


def test_neutral_planet_taken_and_held_with_a_control_marker():
    # seed Kontrollmarker: Planeten ohne Bodentruppen bleiben unter Kontrolle
    g = blank()
    put(g, "1.1", "P07")
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "ground", 1)
    assert combat.ground_battle(g, "Coorneeq", 0, 1)
    g.planets["Coorneeq"].ground = 0        # the troops leave again
    assert g.planets["Coorneeq"].owner == 0
    assert "Coorneeq" in g.owned(0)


def test_landing_refused_while_enemy_ships_are_there():
    g = blank()
    put(g, "1.1", "P07")
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "ground", 1)
    g.add("1.1", 1, "cruiser", 1)
    to_phase(g, "invasion")
    with pytest.raises(Refusal) as e:
        engine.submit(g, 0, [Land(0, "1.1", "Coorneeq", 1)])
    assert "feindliche" in explain(e.value)


def test_truce_breaker_pays():
    # TI1 Kurzer Waffenstillstand: wer angreift, zahlt 35
    g = blank()
    g.laws.append("short_truce")
    g.players[0].credits, g.players[1].credits = 40, 0
    g.add("MR", 0, "cruiser", 1)
    g.add("MR", 1, "cruiser", 1)
    g.dice = FixedDice([10, 1])
    combat.space_battle(g, "MR", 0, 1, {})
    assert g.players[0].credits == 5 and g.players[1].credits == 35
