"""Computer races: simple but purposeful orders for every phase.

They expand with loaded carriers towards the richest free planets, escort them with
warships, attack weaker neighbours, reach for Mecatol Rex late in the game, buy
technologies the progress track asks for, vote in their own interest and play their
action cards. Every order is checked with the engine before it is given, so a computer
race never sends an illegal order.

A Planner is the game protocol's Thinker (retro.play.GeneratorThinker): its generator
yields after each piece of work and returns the orders (orders.Orders), so that it thinks
in slices; orders_for(game, p) runs it to the end. Its own dice come from the seed, round,
phase and player, so the game's dice are never touched. `game` may be the game master's
state or a player's view (view.PlayerView, built from his packet): a computer race only
reads what its packet shows plus its own hand, and gives the same orders on both.
"""
from __future__ import annotations

import zlib

from retro.dice import Dice
from retro.play import GeneratorThinker, Refusal

from . import cards, engine, galaxy, hexes, movement, technology, tiles, units
from .orders import Bid, Build, Card, Fight, Land, Lay, Move, Orders, Research, Sabotage, Trade, Vote, Wish
from .research import price as tech_price

TECH_WISH = ("xrd", "antimatter", "hylar_laser", "fluxar", "xlite", "wexcon", "hylar_bomb", "x89")


def _dice(game, p: int) -> Dice:
    # on a player's view (view.PlayerView) the seed is his own secret one, never the game's
    seed = getattr(game, "ai_seed", game.settings.seed)
    step = getattr(game, "step", len(game.record))
    salt = zlib.crc32(f"{seed} {game.round} {game.phase} {p} {step}".encode())
    return Dice(seed * 1000003 + salt)


def strength(game, fleet: dict, player: int) -> float:
    """Expected hits per round."""
    s = 0.0
    for u in units.SHIPS:
        c = units.UNITS[u].combat - (game.race(player).combat_bonus if player is not None else 0)
        s += fleet.get(u, 0) * max(0.0, min(1.0, (11 - c) / 10))
    return s


class Planner(GeneratorThinker):
    """One computer race's orders for the current phase, worked out in slices: step(budget_ms)
    returns its orders.Orders once decided (retro.play.Thinker)."""

    def __init__(self, game, player: int):
        self.game, self.player = game, player
        self.orders: list = []
        super().__init__(self._think())

    def _try(self, order) -> bool:
        try:
            engine.check(self.game, order, self.orders)
        except Refusal:
            return False
        self.orders.append(order)
        return True

    def _think(self):
        g, p = self.game, self.player
        if p in engine.awaited(g) and getattr(g, "viewer", p) == p:
            fn = getattr(self, "_" + g.phase, None)
            if fn:
                yield from fn(g, p, _dice(g, p))
        return Orders(p, tuple(self.orders))

    # -- set-up ------------------------------------------------------------------------------
    def _wuensche(self, g, p, d):
        from .races import ORDER
        self._try(Wish(p, tuple(d.shuffled(ORDER)[:2])))
        yield

    def _gebote(self, g, p, d):
        self._try(Bid(p, d.randint(0, 5)))
        yield

    def _aufbau(self, g, p, d):
        k, pos = galaxy.choose_placement(g.building, p, d)
        self._try(Lay(p, k, hexes.label(pos)))
        yield

    # -- politics ----------------------------------------------------------------------------
    def _politik(self, g, p, d):
        if g.political_card:
            card = cards.POLITICAL[g.political_card]
            if card.kind == cards.ELECTION:
                if g.political_card == "execution":
                    others = [q for q in g.active() if q != p]
                    target = max(others, key=lambda q: (g.players[q].progress, len(g.players[q].cards), -q))
                    self._try(Vote(p, target))
                else:
                    self._try(Vote(p, p))
            else:
                yes = self._likes(g, p, g.political_card, d)
                self._try(Vote(p, "ja" if yes else "nein"))
                if yes and "bribery" in g.players[p].cards:
                    self._try(Card(p, "bribery"))
        yield
        pl = g.players[p]
        n = len(g.players)
        for q in ((p + 1) % n, (p - 1) % n):
            if q != p and q not in pl.partners and not g.players[q].out:
                self._try(Trade(p, q))
        yield

    def _likes(self, g, p, key, d) -> bool:
        me = g.players[p]
        avg_prog = sum(g.players[q].progress for q in g.active()) / max(1, len(g.active()))
        behind = me.progress < avg_prog
        if key == "free_trade":
            return me.trade >= 1
        if key in ("long_truce", "short_truce"):
            mine = sum(strength(g, fl.get(p, {}), p) for fl in g.space.values())
            best = max(sum(strength(g, fl.get(q, {}), q) for fl in g.space.values()) for q in g.active())
            return mine < best
        if key in ("council", "expansion", "humane_labor", "limits"):
            # brakes on the leaders: only who lags behind wants them
            home = set(g.home_planets(p))
            outside = len([x for x in g.owned(p) if x not in home])
            return behind and (key != "expansion" or outside <= 2)
        if key == "mecatol_holder":
            return g.planets["Mecatol Rex"].owner == p
        if key == "arms_reduction":
            mine = sum(g.count(l, p, "dreadnought") for l in g.systems())
            return mine <= 1
        if key == "revote":
            return bool(g.laws) and not self._likes(g, p, g.laws[-1], d)
        return d.random() < 0.5

    # -- economy -----------------------------------------------------------------------------
    def _wirtschaft(self, g, p, d):
        pl = g.players[p]
        if "trade_boom" in pl.cards:
            self._try(Card(p, "trade_boom"))
        docks = [n for n in g.owned(p) if g.planets[n].dock]
        totals = {}
        for fl in g.space.values():
            for u, k in fl.get(p, {}).items():
                totals[u] = totals.get(u, 0) + k
        reserve = 0
        nxt = self._next_tech(g, p)
        if nxt and len(pl.techs) < 2 + g.round // 3:
            reserve = tech_price(g, p, nxt)
        for planet in docks:
            wants = []
            if totals.get("carrier", 0) < 2 + len(g.owned(p)) // 4:
                wants.append(("carrier", 1))
            wants += [("ground", 3), ("cruiser", 2), ("dreadnought", 1), ("ground", 2), ("cruiser", 2)]
            if g.planets[planet].pds == 0 and planet in g.home_planets(p):
                wants.insert(1, ("pds", 1))
            for unit, n in wants:
                for k in range(n, 0, -1):
                    o = Build(p, planet, unit, k)
                    spent = sum(units.UNITS[x.unit].cost * x.count for x in self.orders if isinstance(x, Build))
                    if spent + units.UNITS[unit].cost * k > pl.credits - reserve + 10 * any(
                            isinstance(x, Card) for x in self.orders):
                        continue
                    if self._try(o):
                        totals[unit] = totals.get(unit, 0) + k
                        break
            yield
        # a new dock on a rich planet away from home
        spare = [n for n in g.owned(p) if not g.planets[n].dock and tiles.PLANET_VALUES[n][0] >= 2]
        if spare and pl.credits - reserve > 30:
            self._try(Build(p, max(spare, key=lambda n: (tiles.PLANET_VALUES[n][0], n)), "dock"))
        yield

    # -- movement ----------------------------------------------------------------------------
    def _bewegung(self, g, p, d):
        if "ion_storm" in g.players[p].cards:   # close the home system when enemies are near
            home = g.players[p].home
            near = any(hexes.distance(home, hexes.parse(lab)) <= 2 and any(q != p for q in g.present(lab))
                       for lab in g.space)
            if near:
                self._try(Card(p, "ion_storm", hexes.label(home)))
        mine = sorted(lab for lab, fl in g.space.items() if any(fl.get(p, {}).get(u) for u in units.MOVERS))
        claimed = set()
        for lab in mine:
            self._move_fleet(g, p, lab, claimed, d)
            yield

    def _move_fleet(self, g, p, lab, claimed, d):
        fl = dict(g.space[lab][p])
        home = hexes.label(g.players[p].home)
        send = {u: fl.get(u, 0) for u in units.MOVERS if fl.get(u, 0)}
        if lab == home and sum(send.values()) > 1:   # keep one warship at home
            for u in ("cruiser", "dreadnought"):
                if send.get(u):
                    send[u] -= 1
                    break
        send = {u: n for u, n in send.items() if n}
        if not send:
            return
        cap = send.get("carrier", 0) * movement.capacity(g, p)
        cargo = {}
        spare_ground = fl.get("ground", 0) + sum(max(0, g.planets[n].ground - 1) for n in g.planets_in(lab)
                                                  if g.planets[n].owner == p)
        for u, have in (("ground", spare_ground), ("fighter", fl.get("fighter", 0))):
            k = min(have, cap)
            if k:
                cargo[u] = k
                cap -= k
        mp = min(movement.movement_points(g, p, u) for u in send)
        blocked = movement.enemy_systems(g, p)
        reach = movement.reachable(g, p, lab, mp, blocked) if galaxy.tile(
            g.map[hexes.parse(lab)]).kind != tiles.RIFT else {}
        my_str = strength(g, {**send, **{"fighter": cargo.get("fighter", 0)}}, p)
        best, best_score = None, 0.5
        for dst, used in reach.items():
            if dst in claimed:
                continue
            score = self._value(g, p, dst, my_str, cargo.get("ground", 0)) / (1 + 0.3 * used)
            score += d.random() * 0.1
            if score > best_score:
                best, best_score = dst, score
        if best is None:   # nothing in reach: step towards the nearest prize
            best = self._towards(g, p, lab, reach)
        if best is None:
            return
        if not self._try(Move(p, lab, best, tuple({**send, **cargo}.items()))):
            if not self._try(Move(p, lab, best, tuple(send.items()))):
                return
        if cargo.get("ground"):
            claimed.add(best)

    def _value(self, g, p, dst, my_str, ground) -> float:
        v = 0.0
        enemy_str = sum(strength(g, f, q) for q, f in g.space.get(dst, {}).items() if q != p)
        if enemy_str > my_str * 0.8:
            return 0.0
        step = g.players[p].progress
        for n in g.planets_in(dst):
            ps = g.planets[n]
            worth = sum(tiles.PLANET_VALUES[n]) + 1
            if n == "Mecatol Rex":
                worth += 4 * step
            if ps.owner is None and ground:
                v += worth * 2
            elif ps.owner not in (None, p) and ground > ps.ground + ps.pds + 1:
                home_bonus = 3 if n in g.home_planets(ps.owner) else 1
                v += worth * 1.5 * home_bonus
        if enemy_str and my_str > enemy_str * 1.5:
            v += 3 * enemy_str
        return v

    def _towards(self, g, p, lab, reach):
        goals = [g.system_of(n) for n, ps in g.planets.items() if ps.owner != p]
        if not goals or not reach:
            return None
        def dist(l):
            return min(hexes.distance(hexes.parse(l), hexes.parse(t)) for t in goals)
        here = dist(lab)
        options = [(dist(l), l) for l in reach
                   if galaxy.tile(g.map[hexes.parse(l)]).kind not in (tiles.NEBULA,)]
        if not options:
            return None
        best = min(options)
        return best[1] if best[0] < here else None

    # -- space combat ------------------------------------------------------------------------
    def _raumkampf(self, g, p, d):
        for lab in g.combats:
            if p not in g.present(lab):
                continue
            mine = strength(g, g.space[lab][p], p)
            theirs = sum(strength(g, f, q) for q, f in g.space[lab].items() if q != p)
            if mine < theirs * 0.5:
                self._try(Fight(p, lab, "sofort"))
            else:
                self._try(Fight(p, lab, 2 if mine < theirs else "nie",
                                losses=("fighter", "cruiser", "carrier", "dreadnought")))
                for key in ("direct_hit", "morale"):
                    if key in g.players[p].cards:
                        self._try(Card(p, key, lab))
            yield

    # -- invasion ----------------------------------------------------------------------------
    def _invasion(self, g, p, d):
        landed = False
        for lab, fl in sorted(g.space.items()):
            aboard = fl.get(p, {}).get("ground", 0)
            if not aboard or not g.planets_in(lab):
                continue
            targets = []
            for n in g.planets_in(lab):
                ps = g.planets[n]
                if ps.owner is None:
                    targets.append((sum(tiles.PLANET_VALUES[n]) + 5, n, 1))
                elif ps.owner != p and aboard > ps.ground + ps.pds:
                    targets.append((sum(tiles.PLANET_VALUES[n]), n, aboard))
            targets.sort(reverse=True)
            left = aboard
            for _, n, k in targets:
                k = min(left, max(k, 1) if g.planets[n].owner is None else left)
                if g.planets[n].owner is None and len(targets) == 1:
                    k = left   # everything ashore: the carrier is free again
                if k and self._try(Land(p, lab, n, k)):
                    left -= k
                    landed = landed or g.planets[n].owner is not None
            yield
        if landed and "assault" in g.players[p].cards:
            self._try(Card(p, "assault"))

    # -- technology --------------------------------------------------------------------------
    def _next_tech(self, g, p):
        owned = g.players[p].techs
        for k in TECH_WISH:
            if technology.available(owned, k):
                return k
        return None

    def _technologie(self, g, p, d):
        pl = g.players[p]
        k = self._next_tech(g, p)
        if k is None:
            return
        if "breakthrough" in pl.cards and tech_price(g, p, k) > pl.credits:
            self._try(Card(p, "breakthrough"))
        self._try(Research(p, k))
        yield

    # -- sabotage ----------------------------------------------------------------------------
    def _sabotage(self, g, p, d):
        n = g.players[p].cards.count("sabotage")
        if not n:
            return
        leader = max(g.active(), key=lambda q: (g.players[q].progress, g.influence(q)))
        for i, (q, k, t) in enumerate(engine.played_now(g)):
            hurts = t and p in g.present(t) if t else False
            if q != p and (q == leader or hurts) and n:
                if self._try(Sabotage(p, i + 1)):
                    n -= 1
        yield


def orders_for(game, player: int) -> list:
    """The race's orders for this phase, thought to the end in one go."""
    return list(Planner(game, player).run().orders)
