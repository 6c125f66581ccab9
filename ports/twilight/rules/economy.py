"""The economy phase [seed, pbem]: credits from planets and trade agreements, action
cards drawn, units bought at space docks (placed by the game master in phase 7).
"""
from __future__ import annotations

from retro.play import Refusal

from . import units
from .orders import Build
from .sofar import of
from .politics import TRADE_VALUE
from .state import CREDITS_PER_RESOURCE


def credits_per_resource(settings) -> int:
    """What a resource point pays: 1 as the seed's rules say ("original"), 3 in the faster economy."""
    return CREDITS_PER_RESOURCE[settings.economy]


def income(game, player: int) -> int:
    """A planet pays its resource value [seed] (three times it in the faster economy), a trade
    agreement TRADE_VALUE (more under Free Trade)."""
    pl = game.players[player]
    per_trade = TRADE_VALUE + (5 if "free_trade" in game.laws else 0)
    return game.resources(player) * credits_per_resource(game.settings) + pl.trade * per_trade


def begin(game) -> None:
    """Pay everyone and deal the action cards, before the orders are written."""
    for p in game.active():
        pl = game.players[p]
        got = income(game, p)
        pl.credits += got
        for _ in range(game.race(p).cards_per_round):
            draw_action(game, p)
        game.note("income", player=p, n=got)
    from .politics import enforce
    enforce(game)   # hand limit


def draw_action(game, player: int) -> None:
    if not game.action_deck:
        game.action_deck = game.dice.shuffled(game.discard)
        game.discard = []
    if game.action_deck:
        game.players[player].cards.append(game.action_deck.pop(0))


def price(game, unit: str) -> int:
    return units.UNITS[unit].cost + (2 if "arms_reduction" in game.laws else 0)


def dock_limit(game, planet: str) -> int:
    from .tiles import PLANET_VALUES
    n = PLANET_VALUES[planet][0]
    if "humane_labor" in game.laws:
        n = min(n, 2)
    return max(n, 1)    # [decide] a dock on a 0-resource planet still builds one unit


def check(game, order, sofar, bonus_credits: int = 0) -> None:
    """A BAU order (orders.Build) after the player's earlier orders of the phase (a Sofar)."""
    sofar = of(sofar)
    p = order.player
    if not isinstance(order, Build):
        raise Refusal("wrong_phase", verb=order.VERB)
    planet, unit, n = order.planet, order.unit, order.count
    if planet not in game.planets or game.planets[planet].owner != p:
        raise Refusal("not_your_planet", planet=planet)
    if unit not in units.UNITS:
        raise Refusal("bad_unit", unit=unit, known=", ".join(u.name for u in units.UNITS.values()))
    if n < 1:
        raise Refusal("bad_number", field="anzahl", value=n)
    ps = game.planets[planet]
    if unit == "dock":
        docks = sum(1 for q in game.planets.values() if q.owner == p and q.dock)
        if ps.dock or n != 1 or planet in sofar.dock_planets:
            raise Refusal("one_dock")
        if docks + sofar.bought["dock"] >= units.MAX_DOCKS:
            raise Refusal("max_docks")
    else:
        if not ps.dock:
            raise Refusal("no_dock", planet=planet)
        here = sofar.built_at[planet]
        if here + n > dock_limit(game, planet):
            raise Refusal("dock_full", planet=planet, n=dock_limit(game, planet), want=here + n)
        if unit == "dreadnought" and "arms_reduction" in game.laws:
            have = sum(game.count(at, p, "dreadnought") for at in game.systems())
            if have + sofar.bought["dreadnought"] + n > 2:
                raise Refusal("arms_limit")
    cost = sum(price(game, u) * k for u, k in sofar.bought.items())
    if cost + price(game, unit) * n > game.players[p].credits + bonus_credits:
        raise Refusal("no_money", need=cost + price(game, unit) * n, have=game.players[p].credits + bonus_credits)


def resolve(game, orders: list) -> None:
    """Pay for what was ordered, in the order written; units wait for the game master's phase."""
    for o in orders:
        p, unit, n = o.player, o.unit, o.count
        cost = price(game, unit) * n
        pl = game.players[p]
        if game.planets[o.planet].owner != p or cost > pl.credits:
            game.note("build_failed", player=p, planet=o.planet)
            continue
        pl.credits -= cost
        game.builds.append((p, o.planet, unit, n))
        game.note("bought", player=p, units=((unit, n),), planet=o.planet)


def place_builds(game) -> None:
    """Phase 7: the game master puts the bought units on the map [seed]."""
    for p, planet, unit, n in game.builds:
        ps = game.planets[planet]
        if ps.owner != p:
            game.note("build_lost", player=p, planet=planet)
            continue
        if unit == "dock":
            ps.dock = True
        elif unit == "ground":
            ps.ground += n
        elif unit == "pds":
            ps.pds += n
        else:   # ships, fighters too, appear in space [pbem]
            game.add(game.system_of(planet), p, unit, n)
    game.builds = []
    from .movement import strand
    strand(game)
    from .politics import enforce
    enforce(game)
