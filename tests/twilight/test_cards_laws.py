"""Political cards [TI1 mechanics], action cards [decide], technologies [TI1, seed], docks [pbem]."""
import pytest

from retro.play import Refusal

from ports.twilight.rules import combat, economy, engine, movement, politics, progress
from ports.twilight.rules.orders import Build, Card, Land, Research, Vote
from ports.twilight.reports.texts import explain

from .helpers import FixedDice, blank, game, put, to_phase


def _plain(g):
    for pl in g.players:
        pl.race = "hacan"


def test_arms_reduction():
    # TI1 Arms Reduction: units cost 2 more; nobody keeps more than 2 dreadnoughts
    g = blank()
    g.add("MR", 0, "dreadnought", 3)
    price = economy.price(g, "cruiser")
    politics.enact(g, "arms_reduction")
    assert economy.price(g, "cruiser") == price + 2
    assert g.count("MR", 0, "dreadnought") == 2


def test_expansion_suppression():
    # TI1 Expansion Suppression: planets beyond 4 outside the home system are abandoned
    g = game(3)
    free = [n for n, ps in g.planets.items() if ps.owner is None][:6]
    for n in free:
        g.planets[n].owner = 0
    politics.enact(g, "expansion")
    home = set(g.home_planets(0))
    assert len([n for n in g.owned(0) if n not in home]) == 4
    # decide: the progress track then asks for no more than home planets + 4
    assert progress.needed(g, 5, "planets", 0) <= len(home) + 4


def test_free_trade():
    g = game(3)
    g.players[0].trade = 2
    before = economy.income(g, 0)
    politics.enact(g, "free_trade")
    assert economy.income(g, 0) == before + 10


def test_humane_labor():
    g = game(3)
    dock = next(n for n in g.owned(0) if g.planets[n].dock)
    politics.enact(g, "humane_labor")
    assert economy.dock_limit(g, dock) <= 2


def test_truce_lasts_its_rounds():
    # TI1 Long Term Truce: 3 rounds
    g = game(3)
    politics.enact(g, "long_truce")
    assert g.law_rounds["long_truce"] == 3
    from ports.twilight.rules.engine import _Phases
    for _ in range(3):
        g.phase = "spielleiter"
        _Phases.spielleiter(g, [], {})
    assert "long_truce" not in g.laws


def test_crown_of_thalnos_and_public_execution():
    g = blank()
    _plain(g)
    politics.elect(g, "thalnos", 1)
    assert combat.bonus(g, 1, "cruiser") == 1 and combat.bonus(g, 0, "cruiser") == 0
    g.players[2].cards = ["sabotage", "morale"]
    politics.elect(g, "execution", 2)
    assert g.players[2].cards == []


def test_mecatol_holder_decides_a_tied_election():
    # TI1 Holder of Mecatol Rex: votes last; decide: so he breaks a tie
    g = blank(4)
    put(g, "1.1", "P19")      # Tar'Mann 1/4
    put(g, "1.2", "P05")      # New Albion 2/2, Starpoint 1/2
    g.planets["Tar'Mann"].owner = g.planets["Starpoint"].owner = 0
    g.planets["Mecatol Rex"].owner = 3
    assert g.influence(0) == g.influence(3) == 6
    g.political_card = "thalnos"
    ballots = [Vote(0, 0), Vote(3, 1)]
    politics.vote(g, ballots, [])
    assert g.crown is None                     # a tie elects nobody
    g.laws.append("mecatol_holder")
    politics.vote(g, ballots, [])
    assert g.crown == 1


def test_bribery_adds_votes():
    g = game(3)
    g.political_card = "nxill"
    p = min(range(3), key=g.influence)
    total = sum(g.influence(q) for q in range(3))
    assert g.influence(p) * 2 <= total          # alone he cannot pass it
    politics.vote(g, [Vote(p, 'ja')], [])
    assert "nxill" not in g.laws
    politics.vote(g, [Vote(p, 'ja')], [p] * 10)   # ten Bestechungen: +60
    assert "nxill" in g.laws


def test_direct_hit_and_morale():
    g = blank()
    _plain(g)
    g.add("MR", 0, "cruiser", 1)
    g.add("MR", 1, "dreadnought", 1)
    g.add("MR", 1, "cruiser", 1)
    g.dice = FixedDice([7, 1])     # morale: 7 + 1 hits the cruiser
    won = combat.space_battle(g, "MR", 0, 1, {0: {"treffer": True, "moral": True}})
    assert won == 0 and g.count("MR", 1, "dreadnought") == 0


def test_assault_card_helps_ground_forces():
    g = blank()
    _plain(g)
    put(g, "1.1", "P07")
    ps = g.planets["Coorneeq"]
    ps.owner, ps.ground = 1, 1
    g.add("1.1", 0, "ground", 1)
    g.dice = FixedDice([7, 1])
    assert combat.ground_battle(g, "Coorneeq", 0, 1, extra=1)


def test_breakthrough_makes_a_technology_cheaper():
    g = game(3)
    to_phase(g, "technologie")
    pl = g.players[0]
    pl.techs, pl.credits, pl.cards = [], 10, ["breakthrough"]
    with pytest.raises(Refusal):
        engine.submit(g, 0, [Research(0, 'xrd')])
    engine.play(g, {0: [Card(0, 'breakthrough'), Research(0, 'xrd')],
                    1: [], 2: []})
    engine.play(g, {0: [], 1: [], 2: []})   # the sabotage phase, nobody answers
    assert "xrd" in pl.techs


def test_technologies_change_the_rules():
    # TI1 technologies and the seed's Anti-Materie-Schutzschirm
    g = blank()
    _plain(g)
    pl = g.players[0]
    assert movement.capacity(g, 0) == 8
    pl.techs = ["xrd", "fluxar", "xlite", "hylar_laser"]
    assert movement.capacity(g, 0) == 10
    assert movement.movement_points(g, 0, "cruiser") == 3
    assert movement.movement_points(g, 0, "dreadnought") == 2
    assert combat.bonus(g, 0, "cruiser") == 1


def test_wexcon_lands_on_two_planets():
    g = blank()
    put(g, "1.1", "P01")          # Abyz and Fria
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "ground", 2)
    to_phase(g, "invasion")
    two = [Land(0, "1.1", "Abyz", 1), Land(0, "1.1", "Fria", 1)]
    with pytest.raises(Refusal):
        engine.submit(g, 0, two)
    g.players[0].techs.append("wexcon")
    engine.submit(g, 0, two)


def test_hylar_bombs_and_x89():
    g = blank()
    _plain(g)
    put(g, "1.1", "P07")
    ps = g.planets["Coorneeq"]
    ps.owner, ps.ground, ps.pds = 1, 4, 1
    g.add("1.1", 0, "dreadnought", 1)
    g.players[0].techs = ["hylar_laser", "hylar_bomb", "x89"]
    g.dice = FixedDice([9, 1, 1, 1, 1])   # bombard hit; PDS misses; the ground force misses
    combat.ground_battle(g, "Coorneeq", 0, 1)
    assert ps.ground == 2


def test_fighters_kept_at_a_dock_and_lost_without_room():
    # pbem Jäger: carried by a carrier or kept at a space dock (2 per dock)
    g = blank()
    put(g, "1.1", "P07")
    ps = g.planets["Coorneeq"]
    ps.owner, ps.dock = 0, True
    g.add("1.1", 0, "fighter", 3)
    movement.strand(g)
    assert g.count("1.1", 0, "fighter") == 2


def test_at_most_six_docks():
    # pbem Raumdock: höchstens sechs je Spieler
    g = game(3)
    to_phase(g, "wirtschaft")
    g.players[0].credits = 999
    free = [n for n, ps in g.planets.items() if ps.owner is None][:7]
    for i, n in enumerate(free):
        g.planets[n].owner = 0
        g.planets[n].dock = i < 4
    docks = sum(1 for n in g.owned(0) if g.planets[n].dock)
    assert docks == 5
    engine.submit(g, 0, [Build(0, free[4], 'dock')])
    with pytest.raises(Refusal) as e:
        engine.submit(g, 0, [Build(0, free[4], 'dock'),
                             Build(0, free[5], 'dock')])
    assert "sechs" in explain(e.value)
