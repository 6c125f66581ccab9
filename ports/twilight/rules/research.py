"""The technology phase [seed]: technologies bought with credits along the tree."""
from __future__ import annotations

from retro.play import Refusal

from . import technology
from .orders import Research
from .sofar import of

BREAKTHROUGH = 15


def price(game, player: int, key: str) -> int:
    return max(5, technology.TECHS[key].cost - game.race(player).tech_discount)


def check(game, order, sofar, discount: int = 0) -> None:
    """A FORSCHE order (orders.Research) after the player's earlier orders of the phase (a Sofar)."""
    sofar = of(sofar)
    p = order.player
    if not isinstance(order, Research):
        raise Refusal("wrong_phase", verb=order.VERB)
    key = order.tech
    if key not in technology.TECHS:
        raise Refusal("bad_tech", tech=key, known=", ".join(t.name for t in technology.TECHS.values()))
    earlier = sofar.techs
    if len(earlier) >= technology.MAX_PER_PHASE:
        raise Refusal("tech_limit", n=technology.MAX_PER_PHASE)
    owned = list(game.players[p].techs) + earlier
    if key in owned:
        raise Refusal("tech_owned", tech=technology.TECHS[key].name)
    if not technology.available(owned, key):
        raise Refusal("tech_needs", tech=technology.TECHS[key].name,
                      needs=", ".join(technology.TECHS[n].name for n in technology.TECHS[key].needs if n not in owned))
    cost = sum(price(game, p, k) for k in earlier) + price(game, p, key)
    if cost - discount > game.players[p].credits:
        raise Refusal("no_money", need=cost - discount, have=game.players[p].credits)


def resolve(game, orders: list, discounted: list) -> None:
    first = set(discounted)
    for o in orders:
        p, key = o.player, o.tech
        pl = game.players[p]
        cost = price(game, p, key) - (BREAKTHROUGH if p in first else 0)
        first.discard(p)
        cost = max(0, cost)
        if key in pl.techs or not technology.available(pl.techs, key) or cost > pl.credits:
            game.note("research_failed", player=p, tech=key)
            continue
        pl.credits -= cost
        pl.techs.append(key)
        game.note("researched", player=p, tech=key, n=cost)
