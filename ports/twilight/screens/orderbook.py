"""The orders a player builds on his desk by pointing: typed orders (orders.py), each
checked with all before it by the rules (link.check_orders: engine.check_all) as it is
made, so that a refusal comes at once with the rules' reason and the orders already made
stay. A purchase of a unit already bought at that dock raises its count instead.

Nothing here imports pyxel; nothing here writes or reads an order's text.
"""
from __future__ import annotations

from dataclasses import replace

from .link import (CLI, MESSAGES, PHASE_ORDER, Bid, Build, Give, Move, Refusal, Research, Wish, check_orders, economy, explain,
                   hexes, movement, preview, research, units)


class OrderBook:
    def __init__(self, view, player: int):
        self.view = view
        self.player = player
        self.orders: list = []
        self._warned = ([], [])
        self.given, self.lapsed = self._pending()

    def _pending(self) -> tuple:
        """The orders he gave ahead in an earlier packet and that are not carried out yet
        (his packet's view keeps them: view.ahead) start his book, so that the desk shows
        them with the credits they commit, and the orders file he writes keeps them (a new
        file for a phase replaces the orders given for it). (given, [(order, why it does
        not hold now)])."""
        plan = self.view.ahead.get(self.player, {})
        order = {ph: i for i, ph in enumerate(PHASE_ORDER)}
        lapsed = []
        for ph in sorted(plan, key=lambda x: order.get(x, len(order))):
            if self._try(self.orders + list(plan[ph])) is None:
                continue                   # a phase's orders together (a list of tiles: the first allowed)
            for o in plan[ph]:
                reason = self.add(o)
                if reason is not None:
                    lapsed.append((o, reason))
        return list(self.orders), lapsed

    # -- changing ------------------------------------------------------------------------
    def _try(self, orders: list):
        """None if the rules take all these orders, else the refusal's German reason."""
        try:
            check_orders(self.view, self.player, orders)
        except Refusal as e:
            if "{line}" not in MESSAGES.get(e.key, "{line}"):
                e.params.pop("line", None)         # the desk shows the order itself, in words
            return explain(e)
        self.orders = list(orders)
        return None

    def add(self, order):
        """Add an order (a second purchase of a unit at a dock counts up); the refusal's
        reason, or None when it was taken."""
        if isinstance(order, Build):
            for i, o in enumerate(self.orders):
                if isinstance(o, Build) and (o.planet, o.unit) == (order.planet, order.unit):
                    more = replace(o, n=o.count + order.count)
                    return self._try(self.orders[:i] + [more] + self.orders[i + 1:])
        if isinstance(order, Give) and not order.card:        # credits to the same player add up
            for i, o in enumerate(self.orders):
                if isinstance(o, Give) and o.to == order.to and not o.card:
                    more = replace(o, credits=o.credits + order.credits)
                    return self._try(self.orders[:i] + [more] + self.orders[i + 1:])
        return self._try(self.orders + [order])

    def wish(self, race: str):
        """His race wish with this race added at its end, or taken out if it was in it
        (one WUNSCH order, the first wished first)."""
        now = next((o for o in self.orders if isinstance(o, Wish)), None)
        wished = list(now.races) if now else []
        wished = [r for r in wished if r != race] if race in wished else wished + [race]
        rest = [o for o in self.orders if not isinstance(o, Wish)]
        return self._try(rest + ([Wish(self.player, tuple(wished))] if wished else []))

    def bid(self, step: int = 0, place: str = ""):
        """His bid (one GEBOT order): its credits changed by step (never below 0; the rules
        say how high), or a home place added at the end of his wishes or taken out."""
        now = next((o for o in self.orders if isinstance(o, Bid)), None)
        credits, places = (now.amount, list(now.places)) if now else (0, [])
        credits = max(0, credits + step)
        if place:
            places = [x for x in places if x != place] if place in places else places + [place]
        rest = [o for o in self.orders if not isinstance(o, Bid)]
        return self._try(rest + [Bid(self.player, credits, tuple(places))])

    def remove(self, i: int):
        """Take order i back (the others are checked again: one may have needed it)."""
        if 0 <= i < len(self.orders):
            return self._try(self.orders[:i] + self.orders[i + 1:])
        return None

    def warnings(self) -> list:
        """What `player orders` warns of before he sends them, in its words: cargo his
        movements leave behind without a carrier, and each order of a later phase that the
        phases before it may yet make impossible (link.preview)."""
        if self._warned[0] != self.orders:
            v, p = self.view, self.player
            said = [CLI["left_behind"].format(system=lab, units=units.UNITS[u].count(n))
                    for lab, u, n in movement.left_behind(v, p, self.orders)]
            said += [CLI["ahead_warning"].format(line=o.text(), reason=explain(e))
                     for o, e in preview(v, p, self.orders)]
            self._warned = (list(self.orders), said)
        return self._warned[1]

    # -- what they come to -----------------------------------------------------------------
    def cost(self, o) -> int:
        """The credits an order commits: a purchase, a technology."""
        v, p = self.view, self.player
        if isinstance(o, Build):
            return economy.price(v, o.unit) * o.count
        if isinstance(o, Research):
            return research.price(v, p, o.tech)
        return 0

    def spent(self) -> int:
        """Credits the purchases and technologies ordered cost."""
        return sum(self.cost(o) for o in self.orders)

    def credits_left(self) -> int:
        return self.view.players[self.player].credits - self.spent()

    def sent(self, label: str) -> dict:
        """Units already ordered away from a system (unit -> count)."""
        out = {}
        for o in self.orders:
            if isinstance(o, Move) and o.src == label:
                for u, n in o.ships:
                    out[u] = out.get(u, 0) + n
        return out

    def movable(self, label: str) -> dict:
        """What he may still send from a system: his units there less those ordered away."""
        have = movement.available(self.view, self.player, label)
        gone = self.sent(label)
        return {u: have.get(u, 0) - gone.get(u, 0) for u in units.UNITS
                if have.get(u, 0) - gone.get(u, 0) > 0 and (u in units.MOVERS or u in units.CARGO)}

    def reach(self, label: str, ships: dict) -> tuple:
        """(destinations -> movement points used, the slowest ship's points) for these ships
        from this system, as the rules' movement.check computes them."""
        v, p = self.view, self.player
        movers = [u for u in units.MOVERS if ships.get(u)]
        if not movers:
            return {}, 0
        mp = min(movement.movement_points(v, p, u) for u in movers)
        blocked = movement.enemy_systems(v, p)
        return movement.reachable(v, p, label, mp, blocked), mp

    def path(self, label: str, ships: dict, dst: str) -> list:
        """A cheapest way there (labels after the start, the target last), found among the
        systems the rules' movement.reachable reaches: each step a neighbour (or through a
        wormhole to its other end) one movement point on, never on from a nebula or a rift.
        [] when none is found so (through an asteroid field, which is never a target)."""
        reach, _ = self.reach(label, ships)
        if dst not in reach:
            return []
        v = self.view
        cost = dict(reach, **{label: 0})
        stops = {lab for lab in cost if _kind(v, lab) in ("nebel", "riss")} - {label}
        way, here = [dst], dst
        while here != label:
            back = [q for q in cost if cost[q] == cost[here] - 1 and q not in stops and _mouth(v, q, here) is not False]
            if not back:
                return [dst]
            q = min(back, key=lambda x: hexes.ALL.index(hexes.parse(x)))
            mouth = _mouth(v, q, here)
            if mouth:
                way.append(mouth)                      # the wormhole's end entered
            if q != label:
                way.append(q)
            here = q
        return way[::-1]


def _kind(view, lab: str) -> str:
    from .tileinfo import tile_at
    t = tile_at(view, hexes.parse(lab))
    return t.kind if t is not None else ""


def _mouth(view, a: str, b: str):
    """How one movement point takes a ship from a to b: None when b is a neighbour of a,
    the label of the wormhole end next to a when b is its other end, False when it does not."""
    pa, pb = hexes.parse(a), hexes.parse(b)
    if pb in hexes.neighbours(pa):
        return None
    for nb in hexes.neighbours(pa):
        if nb in view.map and {_kind(view, hexes.label(nb)), _kind(view, b)} == {"alpha", "beta"}:
            return hexes.label(nb)
    return False
