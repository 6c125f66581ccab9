"""The invasion phase [seed, pbem]: carriers unload ground forces onto one planet of
their system (two with Wexcon barges); dreadnoughts bombard, PDS fire, ground combat.
Landing is only possible where no enemy ships are left in the system [decide].
"""
from __future__ import annotations

from . import combat, units
from .errors import Refused


def check(game, order, sofar: list) -> None:
    p = order.player
    if order.verb != "LANDE":
        raise Refused("wrong_phase", verb=order.verb)
    lab, planet, n = order.get("ort"), order.get("planet"), order.int("anzahl", 1)
    if planet not in game.planets_in(lab):
        raise Refused("planet_not_here", planet=planet, system=lab)
    if n < 1:
        raise Refused("bad_number", key="anzahl", value=n)
    aboard = game.count(lab, p, "ground")
    used = sum(o.int("anzahl", 1) for o in sofar if o.verb == "LANDE" and o.get("ort") == lab)
    if used + n > aboard:
        raise Refused("not_enough", system=lab, have=units.UNITS["ground"].count(aboard - used), want=n)
    if any(q != p for q in game.present(lab)):
        raise Refused("enemy_in_space", system=lab)
    targets = {o.get("planet") for o in sofar if o.verb == "LANDE" and o.get("ort") == lab} | {planet}
    if len(targets) > (2 if "wexcon" in game.players[p].techs else 1):
        raise Refused("one_planet")


def resolve(game, orders: list, assault: list) -> None:
    for o in orders:
        p, lab, planet = o.player, o.get("ort"), o.get("planet")
        n = min(o.int("anzahl", 1), game.count(lab, p, "ground"))
        if n <= 0:
            continue
        game.add(lab, p, "ground", -n)
        game.note("landing", player=f"S{p + 1}", units=units.UNITS["ground"].count(n), planet=planet)
        combat.ground_battle(game, planet, p, n, 1 if p in assault else 0)
