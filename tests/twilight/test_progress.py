"""Spielziel [seed]: the progress track, the tie-breaks, the military victory."""
from ports.twilight.rules import progress
from ports.twilight.rules.state import PlanetState

from .helpers import game


def _give(g, p, names):
    for n in names:
        g.planets.setdefault(n, PlanetState()).owner = p


def test_track_from_warlord_to_ruler():
    # seed Spielziel: "vom KRIEGSHERRN bis zum HERRSCHER DES UNIVERSUMS"; Bedingungen
    # "militärischer, politischer und wirtschaftlicher Art"
    assert progress.STEPS[0].name == "Kriegsherr"
    assert progress.STEPS[-1].name == "Herrscher des Universums"
    for s in progress.STEPS[1:]:   # military, political and economic conditions on every step
        assert s.planets and s.influence and s.resources


def test_at_most_one_step_per_round_and_all_conditions():
    # TI1: one step per round, only if every condition of the next step holds
    g = game(4, seed=3)
    rich = [n for n in g.planets if g.planets[n].owner is None]
    _give(g, 0, rich)
    g.players[0].techs = ["xrd", "antimatter", "hylar_laser", "fluxar", "xlite"]
    g.players[0].laws_backed = g.players[0].battles_won = 3
    g.round = 2
    assert progress.advance(g) == [0]
    assert g.players[0].progress == 1
    assert progress.advance(g) == [0] and g.players[0].progress == 2
    # one condition missing: no step
    g.players[0].techs = g.players[0].techs[:2]
    assert progress.missing(g, 0, 3) == ["techs"]
    assert progress.advance(g) == []


def test_never_backwards():
    # TI1 (reference, Goal): the track never moves backwards
    g = game(4, seed=3)
    g.players[1].progress = 3
    for n in list(g.owned(1)):
        g.planets[n].owner = None
    progress.advance(g)
    assert g.players[1].progress == 3


def test_council_empowered_moves_only_every_second_round():
    # TI1 Council Empowered: the progress track moves only every second round
    g = game(4, seed=3)
    _give(g, 0, [n for n in g.planets if g.planets[n].owner is None])
    g.laws.append("council")
    g.round = 3
    assert progress.advance(g) == []
    g.round = 4
    assert progress.advance(g) == [0]


def test_same_round_ruler_tie_breaks():
    # seed Spielziel: größter Einfluss, dann meiste Rohstoffe, sonst mehrere Sieger
    g = game(4, seed=3)
    for p in (0, 1):
        g.players[p].progress = progress.TOP
    progress.check_victory(g)
    inf = [g.influence(p) for p in (0, 1)]
    if inf[0] != inf[1]:
        assert g.winners == [0 if inf[0] > inf[1] else 1]
    g.winners = []
    assert progress.tie_break(g, [0, 1]) in ([0], [1], [0, 1])
    for n in list(g.planets):
        g.planets[n].owner = None
    assert progress.tie_break(g, [0, 1]) == [0, 1]


def test_military_victory_with_three_foreign_home_systems():
    # seed militärischer Sieg: 3 weitere Heimatsysteme erobern
    g = game(4, seed=3)
    for q in (1, 2):
        _give(g, 0, g.home_planets(q))
    assert progress.conquered_homes(g, 0) == 2
    assert not progress.check_victory(g)
    _give(g, 0, g.home_planets(3))
    assert progress.check_victory(g)
    assert g.winners == [0] and g.victory == "militaer"
