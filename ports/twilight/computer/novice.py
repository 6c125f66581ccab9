"""Random legal orders: the computer race at level 1 (a novice who knows the rules and
nothing else), and the game protocol's random mover (retro.testing.conformance).

Orders are drawn at random from what the player's position offers and kept only if the
engine's check takes them after the ones kept before, so the set is always legal. Its dice
are its own, never the game's.
"""
from __future__ import annotations

from retro.play import Refusal

from ..rules import cards, engine, galaxy, hexes, movement, races, technology, units
from ..rules.orders import (Bid, Build, Card, Discard, Fight, Give, Land, Lay, Move, Orders, Research, Sabotage,
                            Trade, Vote, Wish)


def think(game, p: int, d):
    """A generator: yields after each order tried; returns the orders.Orders kept."""
    kept = []
    if p in engine.awaited(game):
        for o in _candidates(game, p, d):
            try:
                engine.check(game, o, kept)
                kept.append(o)
            except Refusal:
                pass
            yield
    return Orders(p, tuple(kept))


def orders(game, p: int, d) -> Orders:
    gen = think(game, p, d)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def _candidates(g, p, d):
    fn = globals().get("_" + g.phase)
    return fn(g, p, d) if fn else ()


def _cards(g, p, d, keys, target=""):
    for k in keys:
        if k in g.players[p].cards and d.chance(0.5):
            yield Card(p, k, target)


def _wuensche(g, p, d):
    yield Wish(p, tuple(d.shuffled(races.ORDER)[:d.randint(0, 2)]))


def _gebote(g, p, d):
    places = [hexes.label(x) for x in galaxy.home_positions(len(g.players))]
    yield Bid(p, d.randint(0, g.settings.start_credits), tuple(d.shuffled(places)[:d.randint(0, 2)]))


def _aufbau(g, p, d):
    legal = sorted(galaxy.legal_placements(g.building, p))
    if legal:
        tile, pos = d.choice(legal)
        yield Lay(p, tile, hexes.label(pos))


def _politik(g, p, d):
    others = [q for q in g.active() if q != p]
    card = cards.POLITICAL.get(g.political_card)
    if card is not None:
        yield Vote(p, d.choice(g.active()) if card.kind == cards.ELECTION else d.choice(["ja", "nein"]))
    if others and d.chance(0.5):
        yield Trade(p, d.choice(others))
    if others and d.chance(0.3):
        hand = g.players[p].cards
        yield Give(p, d.choice(others), d.choice(hand) if hand and d.chance(0.5) else "", d.randint(0, 10))
    if d.chance(0.2):
        yield Discard(p)
    yield from _cards(g, p, d, ["bribery"])


def _wirtschaft(g, p, d):
    yield from _cards(g, p, d, ["trade_boom"])
    mine = sorted(g.owned(p))
    for planet in mine:
        if g.planets[planet].dock:
            for _ in range(d.randint(0, 2)):
                yield Build(p, planet, d.choice([u for u in units.UNITS if u != "dock"]), d.randint(1, 3))
    if mine and d.chance(0.2):
        yield Build(p, d.choice(mine), "dock")


def _bewegung(g, p, d):
    yield from _cards(g, p, d, ["ion_storm"], d.choice(g.systems()))
    blocked = movement.enemy_systems(g, p)
    for lab in g.systems():
        fleet = g.space.get(lab, {}).get(p, {})
        movers = [u for u in units.MOVERS if fleet.get(u)]
        if not movers or d.chance(0.4):
            continue
        send = {u: d.randint(1, fleet[u]) for u in movers if d.chance(0.7)} or {movers[0]: 1}
        have = movement.available(g, p, lab)
        room = send.get("carrier", 0) * movement.capacity(g, p)
        for u in units.CARGO:
            k = d.randint(0, min(room, have.get(u, 0)))
            if k:
                send[u], room = k, room - k
        mp = min(movement.movement_points(g, p, u) for u in send if u in units.MOVERS)
        reach = sorted(movement.reachable(g, p, lab, mp, blocked))
        dst = d.choice(reach) if reach else d.choice(g.systems())
        yield Move(p, lab, dst, tuple(send.items()), d.choice(["", "bleiben", "folgen"]))


def _raumkampf(g, p, d):
    for lab in g.combats:
        if p in g.present(lab):
            losses = tuple(d.shuffled(units.SHIPS)[:d.randint(0, 4)])
            yield Fight(p, lab, d.choice(["nie", "nie", "sofort", 1, 2]), "", losses)
            yield from _cards(g, p, d, ["direct_hit", "morale"], lab)


def _invasion(g, p, d):
    for lab in g.systems():
        aboard = g.count(lab, p, "ground")
        if aboard and g.planets_in(lab) and d.chance(0.8):
            yield Land(p, lab, d.choice(g.planets_in(lab)), d.randint(1, aboard))
    yield from _cards(g, p, d, ["assault"])


def _technologie(g, p, d):
    yield from _cards(g, p, d, ["breakthrough"])
    for _ in range(d.randint(0, 2)):
        yield Research(p, d.choice(list(technology.TECHS)))


def _sabotage(g, p, d):
    for i in range(len(engine.played_now(g))):
        if d.chance(0.4):
            yield Sabotage(p, i + 1)
