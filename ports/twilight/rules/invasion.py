"""The invasion phase [seed, pbem]: carriers unload ground forces onto one planet of
their system (two with Wexcon barges); dreadnoughts bombard, PDS fire, ground combat.
Landing is only possible where no enemy ships are left in the system [decide].
"""
from __future__ import annotations

from retro.play import Refusal

from . import combat, units
from .orders import Land
from .sofar import of


def check(game, order, sofar) -> None:
    """A LANDE order (orders.Land) after the player's earlier orders of the phase (a Sofar)."""
    sofar = of(sofar)
    p = order.player
    if not isinstance(order, Land):
        raise Refusal("wrong_phase", verb=order.VERB)
    lab, planet, n = order.system, order.planet, order.count
    if planet not in game.planets_in(lab):
        raise Refusal("planet_not_here", planet=planet, system=lab)
    aboard = game.count(lab, p, "ground")
    used = sofar.landed[lab]
    if order.all:                      # anzahl=alle: what is aboard there now
        n = max(1, aboard - used)
    if n < 1:
        raise Refusal("bad_number", field="anzahl", value=n)
    if used + n > aboard:
        raise Refusal("not_enough", system=lab, have=units.UNITS["ground"].count(aboard - used), want=n)
    if any(q != p for q in game.present(lab)):
        raise Refusal("enemy_in_space", system=lab)
    targets = sofar.land_targets.get(lab, set()) | {planet}
    if len(targets) > (2 if "wexcon" in game.players[p].techs else 1):
        raise Refusal("one_planet")


def resolve(game, orders: list, assault: list) -> None:
    for o in orders:
        p, lab, planet = o.player, o.system, o.planet
        n = min(o.count, game.count(lab, p, "ground"))
        if n <= 0:
            continue
        game.add(lab, p, "ground", -n)
        game.note("landing", player=p, units=(("ground", n),), planet=planet)
        combat.ground_battle(game, planet, p, n, 1 if p in assault else 0)
