"""Bewegungsphase and Besondere Spielfeldkacheln [seed], units [pbem]."""
import pytest

from retro.play import Refusal

from ports.twilight.rules import engine, hexes, movement, notation
from ports.twilight.rules.orders import Build, Move
from ports.twilight.reports.texts import explain

from .helpers import FixedDice, blank, put, to_phase, told

A = "1.1"   # a line of systems: 1.1 - 2.2 - 3.3 going outwards ...


def line(g, start, side, n):
    """Labels of n systems in a straight line from start through side."""
    out, pos = [start], hexes.parse(start)
    for _ in range(n):
        pos = hexes.neighbour(pos, side)
        out.append(hexes.label(pos))
    return out


def test_movement_points_per_ship_type():
    # pbem Einheiten: Transporter 1, Kreuzer 2, Zerstörer 1; XRD +1 for carriers [TI1]
    g = blank()
    p = next(i for i, pl in enumerate(g.players) if pl.race != "mentak")
    assert [movement.movement_points(g, p, u) for u in ("carrier", "cruiser", "dreadnought", "fighter")] == [1, 2, 1, 0]
    g.players[p].techs.append("xrd")
    assert movement.movement_points(g, p, "carrier") == 2


def test_cruiser_reaches_two_not_three():
    # pbem Einheiten: Kreuzer Bewegung 2
    g = blank()
    L = line(g, "MR", 1, 3)
    assert set(movement.reachable(g, 0, L[0], 2)) >= {L[1], L[2]}
    assert L[3] not in movement.reachable(g, 0, L[0], 2)


def test_supernova_is_impassable():
    # seed Supernova: absolut unpassierbar
    g = blank()
    L = line(g, "MR", 1, 2)
    put(g, L[1], "SN1")
    r = movement.reachable(g, 0, L[0], 2)
    assert L[1] not in r
    # around it: the target two steps behind the nova needs a detour of three
    assert L[2] not in r


def test_asteroids_need_the_shield_and_never_end_a_move():
    # seed Asteroidenfelder
    g = blank()
    L = line(g, "MR", 1, 2)
    put(g, L[1], "AF1")
    # ring around so that the only short path goes through the field
    assert L[1] not in movement.reachable(g, 0, L[0], 2)
    g.players[0].techs.append("antimatter")
    r = movement.reachable(g, 0, L[0], 2)
    assert L[1] not in r                   # never end there
    assert L[2] in r                       # but pass through with 2 points
    assert L[2] not in movement.reachable(g, 0, L[0], 1)


def test_nebula_stops_a_ship():
    # seed Nebel: jedes Schiff, das in einen Nebel einfliegt, muss seine Bewegung beenden
    g = blank()
    L = line(g, "MR", 1, 3)
    put(g, L[1], "NB1")
    for side in (2, 6):   # block the ways around
        nb = hexes.label(hexes.neighbour(hexes.parse(L[0]), side))
        put(g, nb, "SN1" if side == 2 else "SN2")
    r = movement.reachable(g, 0, L[0], 2)
    assert L[1] in r            # entering with the last point: no effect
    assert L[2] not in r
    # "Keine Technologie kann dies verhindern"
    g.players[0].techs = ["xrd", "antimatter", "xlite", "fluxar"]
    assert L[2] not in movement.reachable(g, 0, L[0], 3)


def test_wormhole_costs_one_point_to_the_other_end():
    # seed Wurmlöcher: ein Bewegungspunkt; sofort am anderen Ende
    g = blank()
    put(g, "3.1", "WA")
    put(g, "3.10", "WB")
    start = next(hexes.label(n) for n in hexes.neighbours(hexes.parse("3.1")) if hexes.ring_of(n) == 2)
    assert hexes.distance(hexes.parse(start), hexes.parse("3.1")) == 1
    r = movement.reachable(g, 0, start, 1)
    assert "3.10" in r and r["3.10"] == 1
    far = [hexes.label(n) for n in hexes.neighbours(hexes.parse("3.10"))]
    r2 = movement.reachable(g, 0, start, 2)
    assert all(f in r2 for f in far)
    # both ways: from beside the beta end to the alpha end, where the ship may also stop
    back = next(hexes.label(n) for n in hexes.neighbours(hexes.parse("3.10")) if hexes.ring_of(n) == 2)
    assert movement.reachable(g, 0, back, 1).get("3.1") == 1
    # and an order through the wormhole is carried out
    g.add(start, 0, "cruiser", 1)
    to_phase(g, "bewegung")
    movement.resolve(g, [Move(0, start, "3.10", (('cruiser', 1),))])
    assert g.count("3.10", 0, "cruiser") == 1


def test_enemy_system_can_be_entered_not_passed():
    # decide: fleets of other races block the way (original_docs, Bewegung)
    g = blank()
    L = line(g, "MR", 1, 2)
    g.add(L[1], 1, "cruiser", 1)
    blocked = movement.enemy_systems(g, 0)
    r = movement.reachable(g, 0, L[0], 2, blocked)
    assert L[1] in r
    assert L[2] not in r                      # not through it
    assert L[2] in movement.reachable(g, 0, L[0], 3, blocked)   # only around


def _rift_setup(rolls, stay=False):
    g = blank()
    put(g, "1.1", "GR1")
    g.add("1.1", 0, "cruiser", 1)
    g.dice = FixedDice(rolls)
    to_phase(g, "bewegung")
    return g


def test_gravity_rift_7_to_10_leaves_freely():
    # seed Gravitationsriss: 7-10 beliebige Richtung, Verlassen kostet nichts
    g = _rift_setup([8])
    far = next(hexes.label(p) for p in hexes.ALL if hexes.distance(p, hexes.parse("1.1")) == 3)
    o = Move(0, "1.1", far, (('cruiser', 1),))
    movement.resolve(g, [o])
    assert g.count(far, 0, "cruiser") == 1


def test_gravity_rift_1_to_6_forced_side_or_stay():
    # seed Gravitationsriss: 1-6 an der entsprechend nummerierten Seite, oder im Riss bleiben
    target = next(hexes.label(p) for p in hexes.ALL if hexes.distance(p, hexes.parse("1.1")) == 3)
    g = _rift_setup([3])
    movement.resolve(g, [Move(0, "1.1", target, (('cruiser', 1),), "bleiben")])
    assert g.count("1.1", 0, "cruiser") == 1
    g = _rift_setup([3])
    side3 = hexes.neighbour(hexes.parse("1.1"), 3)
    movement.resolve(g, [Move(0, "1.1", target, (('cruiser', 1),), "folgen")])
    end = [lab for lab in g.space if g.count(lab, 0, "cruiser")]
    assert len(end) == 1
    d_target = hexes.distance(side3, hexes.parse(target))
    if d_target <= 2:
        assert end == [target]
    else:   # cannot get there from the forced side: stops at the side it was thrown out of
        assert end == [hexes.label(side3)]


def test_gravity_rift_one_ship_at_a_time():
    # seed Gravitationsriss: immer nur für ein einzelnes Schiff auf einmal ausgewürfelt
    target = next(hexes.label(p) for p in hexes.ALL if hexes.distance(p, hexes.parse("1.1")) == 3)
    g = _rift_setup([9, 2])
    g.add("1.1", 0, "cruiser", 1)
    movement.resolve(g, [Move(0, "1.1", target, (('cruiser', 2),), "bleiben")])
    assert g.count(target, 0, "cruiser") == 1 and g.count("1.1", 0, "cruiser") == 1
    assert sum("Riss" in t for t in told(g)) == 2


def test_gravity_rift_fighters_do_not_roll_and_the_exit_comes_first():
    # seed Gravitationsriss: "Jäger sind davon ausgenommen"; "Die Bewegung aus dem Gravitationsriss ist
    # immer vor dem eigentlichen Bewegungssegment"
    g = _rift_setup([9, 9])
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "fighter", 2)
    g.add("2.5", 1, "cruiser", 1)
    out = hexes.label(hexes.neighbour(hexes.parse("1.1"), 2))
    start = len(g.log)
    movement.resolve(g, [Move(1, "2.5", "MR", (('cruiser', 1),)),
                         Move(0, "1.1", out, (('cruiser', 1), ('carrier', 1), ('fighter', 2)))])
    rolls = [t for t in told(g) if t.startswith("Riss")]
    assert len(rolls) == 2 and not any("Jäger" in t for t in rolls)      # cruiser and carrier only
    assert g.count(out, 0, "fighter") == 2 and g.count(out, 0, "carrier") == 1
    assert [t.startswith("Riss") for t in told(g, start)] == [True, True, False]   # before the others


def test_carriers_carry_ground_forces_fighters_and_pds():
    # pbem Einheiten: Transporter trägt Bodentruppen, Jäger, P.D.S.; Kapazität 8
    g = blank()
    g.add("MR", 0, "carrier", 1)
    g.add("MR", 0, "ground", 4)
    g.add("MR", 0, "fighter", 3)
    g.add("MR", 0, "pds", 1)
    to_phase(g, "bewegung")
    o = Move(0, "MR", "1.1", (('carrier', 1), ('ground', 4), ('fighter', 3), ('pds', 1)))
    engine.submit(g, 0, [o])
    too_much = Move(0, "MR", "1.1", (('carrier', 1), ('ground', 6), ('fighter', 3)))
    g.add("MR", 0, "ground", 2)
    with pytest.raises(Refusal) as e:
        engine.submit(g, 0, [too_much])
    assert "fassen" in explain(e.value)
    movement.resolve(g, [o])
    assert g.space["1.1"][0] == {"carrier": 1, "ground": 4, "fighter": 3, "pds": 1}


def test_ground_forces_are_loaded_from_own_planets():
    g = blank()
    put(g, "1.1", "P07")          # Coorneeq
    g.planets["Coorneeq"].owner, g.planets["Coorneeq"].ground = 0, 3
    g.add("1.1", 0, "carrier", 1)
    movement.resolve(g, [Move(0, "1.1", "MR", (('carrier', 1), ('ground', 2)))])
    assert g.planets["Coorneeq"].ground == 1 and g.count("MR", 0, "ground") == 2


def test_orders_that_cannot_be_carried_out_are_refused():
    g = blank()
    g.add("MR", 0, "cruiser", 1)
    to_phase(g, "bewegung")
    bad = [Move(0, "MR", "1.1", (('cruiser', 2),)),     # not enough
           Move(0, "MR", "3.1", (('cruiser', 1),)),     # too far
           Move(0, "MR", "9.9", (('cruiser', 1),)),     # no such system
           None,                                                     # not a number
           Move(0, "MR", "MR", (('cruiser', 1),)),
           Build(0, "Jord", 'cruiser')]
    for o in bad:
        with pytest.raises(Refusal) as e:
            engine.submit(g, 0, [o or notation.parse("S1 BEWEGE von=MR nach=1.1 Kreuzer=x")])
        assert explain(e.value)
    # two orders together may not send more than there is
    with pytest.raises(Refusal):
        engine.submit(g, 0, [Move(0, "MR", "1.1", (('cruiser', 1),)),
                             Move(0, "MR", "1.2", (('cruiser', 1),))])


def test_movement_is_simultaneous():
    # pbem: everyone's moves are put on the map at once; then battles where fleets meet
    g = blank()
    g.add("1.1", 0, "cruiser", 1)
    g.add("1.4", 1, "cruiser", 1)
    to_phase(g, "bewegung")
    engine.submit(g, 0, [Move(0, "1.1", "MR", (('cruiser', 1),))])
    engine.submit(g, 1, [Move(1, "1.4", "MR", (('cruiser', 1),))])
    engine.submit(g, 2, [])
    g.dice = FixedDice([1] * 40)      # nobody hits: the battle waits for orders
    engine.advance(g)
    assert g.phase == "raumkampf" and g.combats == ["MR"]
    assert engine.awaited(g) == [0, 1]
