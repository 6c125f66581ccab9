"""The technology phase [seed]: technologies bought with credits along the tree."""
from __future__ import annotations

from . import technology
from .errors import Refused

BREAKTHROUGH = 15


def price(game, player: int, key: str) -> int:
    return max(5, technology.TECHS[key].cost - game.race(player).tech_discount)


def check(game, order, sofar: list, discount: int = 0) -> None:
    p = order.player
    if order.verb != "FORSCHE":
        raise Refused("wrong_phase", verb=order.verb)
    key = technology.find(order.get("tech"))
    if key is None:
        raise Refused("bad_tech", tech=order.get("tech"), known=", ".join(t.name for t in technology.TECHS.values()))
    earlier = [technology.find(o.get("tech")) for o in sofar if o.verb == "FORSCHE"]
    if len(earlier) >= technology.MAX_PER_PHASE:
        raise Refused("tech_limit", n=technology.MAX_PER_PHASE)
    owned = list(game.players[p].techs) + earlier
    if key in owned:
        raise Refused("tech_owned", tech=technology.TECHS[key].name)
    if not technology.available(owned, key):
        raise Refused("tech_needs", tech=technology.TECHS[key].name,
                      needs=", ".join(technology.TECHS[n].name for n in technology.TECHS[key].needs if n not in owned))
    cost = sum(price(game, p, k) for k in earlier) + price(game, p, key)
    if cost - discount > game.players[p].credits:
        raise Refused("no_money", need=cost - discount, have=game.players[p].credits)


def resolve(game, orders: list, discounted: list) -> None:
    first = set(discounted)
    for o in orders:
        p = o.player
        key = technology.find(o.get("tech"))
        pl = game.players[p]
        cost = price(game, p, key) - (BREAKTHROUGH if p in first else 0)
        first.discard(p)
        cost = max(0, cost)
        if key in pl.techs or not technology.available(pl.techs, key) or cost > pl.credits:
            game.note("research_failed", player=f"S{p + 1}", tech=technology.TECHS[key].name)
            continue
        pl.credits -= cost
        pl.techs.append(key)
        game.note("researched", player=f"S{p + 1}", tech=technology.TECHS[key].name, n=cost)
