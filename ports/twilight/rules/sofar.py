"""A player's orders of a step so far, with the running totals the checks ask about (cards
played, credits given, units bought per planet, ships sent from each system ...), kept up
to date as each order is added: checking n orders takes time linear in n, however many a
file holds (20,000 lines once took minutes, each order summing up all before it)."""
from __future__ import annotations

from collections import Counter

from .orders import Build, Card, Give, Land, Move, Research, Sabotage, Vote


class Sofar(list):
    """A list of orders; append() (and extend()) keep the totals."""

    def __init__(self, orders=()):
        super().__init__()
        self.cards = Counter()            # action card key -> played
        self.card_targets = set()         # (card key, target)
        self.sabotages = 0
        self.votes = 0
        self.given = Counter()            # action card key -> given away
        self.paid = 0                     # credits given
        self.bought = Counter()           # unit key -> bought
        self.built_at = Counter()         # planet -> units bought there (docks not counted)
        self.dock_planets = set()         # planets a new dock is bought for
        self.used = {}                    # (system, unit) -> sent from there
        self.landed = Counter()           # system -> ground forces landed from there
        self.land_targets = {}            # system -> planets landed on
        self.techs = []                   # technologies bought, in order
        self.extend(orders)

    def append(self, o) -> None:
        super().append(o)
        if isinstance(o, Card):
            self.cards[o.card] += 1
            self.card_targets.add((o.card, o.target))
        elif isinstance(o, Sabotage):
            self.sabotages += 1
        elif isinstance(o, Vote):
            self.votes += 1
        elif isinstance(o, Give):
            if o.card:
                self.given[o.card] += 1
            self.paid += o.credits
        elif isinstance(o, Build):
            self.bought[o.unit] += o.count
            if o.unit == "dock":
                self.dock_planets.add(o.planet)
            else:
                self.built_at[o.planet] += o.count
        elif isinstance(o, Move):
            for u, n in o.units().items():
                self.used[(o.src, u)] = self.used.get((o.src, u), 0) + n
        elif isinstance(o, Land):
            self.landed[o.system] += o.count
            self.land_targets.setdefault(o.system, set()).add(o.planet)
        elif isinstance(o, Research):
            self.techs.append(o.tech)

    def extend(self, orders) -> None:
        for o in orders:
            self.append(o)


def of(orders) -> Sofar:
    """The orders as a Sofar (itself if it is one)."""
    return orders if isinstance(orders, Sofar) else Sofar(orders)
