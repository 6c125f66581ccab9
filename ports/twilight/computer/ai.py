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

from ..rules import (ahead, cards, economy, engine, galaxy, hexes, movement, politics, progress, technology, tiles,
                     units)
from ..rules.orders import (ANYWHERE, EVERYWHERE, Bid, Build, Card, Discard, Fight, Land, Lay, Move, Orders, Research,
                            Sabotage, Trade, Until, Vote, Wish)
from ..rules.sofar import Sofar
from ..rules.research import price as tech_price

GARRISON = 4          # ground forces a dock planet keeps; the rest are for the carriers
# a conqueror wants his carriers to land on two planets at once (homes have two or three)
WAR_TECH = ("xrd", "fluxar", "wexcon", "hylar_laser", "antimatter", "hylar_bomb", "xlite", "x89")
TECH_WISH = ("xrd", "antimatter", "hylar_laser", "fluxar", "xlite", "wexcon", "hylar_bomb", "x89")


def _dice(game, p: int) -> Dice:
    # on a player's view (view.PlayerView) the seed is his own secret one, never the game's
    seed = getattr(game, "ai_seed", game.settings.seed)
    salt = zlib.crc32(f"{seed} {game.round} {game.phase} {p} {game.step}".encode())
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
        self.orders = Sofar()
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
            if ahead.on(g) and g.phase == "aufbau":
                self.orders.extend(self._lay_preferences(g, p))
                yield
                return Orders(p, tuple(self.orders))
            fn = getattr(self, "_" + g.phase, None)
            if fn:
                yield from fn(g, p, _dice(g, p))
            if ahead.on(g) and g.phase == "politik":
                yield from self._rest_of_round(g, p, _dice(g, p))
            if ahead.on(g) and g.phase == "wuensche" and g.settings.home_mode == "bieten":
                bid = yield from _sub(_imagined(g, _dice(g, p)), p, "gebote")
                self.orders.extend(bid)                        # the bid in the same mail
        return Orders(p, tuple(self.orders))

    # -- flow 2: the whole round in one mail -----------------------------------------------------
    def _rest_of_round(self, g, p, d):
        """Orders for the later phases of the round, worked out on the round as he pictures it
        (his income, his own builds, moves and landings; the others left where they are),
        with his standing orders for battles and sabotage, and BIS technologie."""
        h = _imagined(g, d)
        yield                                    # the round pictured (a copy of the game) is a piece
        me = h.players[p]
        me.credits += economy.income(h, p)
        h.phase = "wirtschaft"
        bought = yield from _sub(h, p, "wirtschaft")
        me.credits -= sum(economy.price(h, o.unit) * o.count for o in bought if isinstance(o, Build))
        me.credits += 10 * sum(1 for o in bought if isinstance(o, Card) and o.card == "trade_boom")
        moves = yield from _sub(h, p, "bewegung")
        h.phase = "bewegung"
        movement.resolve(h, [o for o in moves if isinstance(o, Move)])
        yield
        for lab in {o.dst for o in moves if isinstance(o, Move)}:
            for q in [q for q in h.space.get(lab, {}) if q != p]:
                del h.space[lab][q]              # the battle he means to win
        landings = _all_aboard(h, p, (yield from _sub(h, p, "invasion")))
        research = yield from _sub(h, p, "technologie")
        self.orders.extend(bought + moves + landings + research)
        self.orders.extend([Fight(p, EVERYWHERE, "nie", "", ("fighter", "cruiser", "carrier", "dreadnought")),
                            Sabotage(p, 0, "spitze"), Sabotage(p, 0, "", "", "mich"), Until(p, "technologie")])
        yield

    def _lay_preferences(self, g, p) -> list:
        """All his tiles in the order he would lay them: the one he would lay now first, rich
        systems near his home, red-bordered ones near the others' homes."""
        b = g.building
        home = b.homes[p]
        others = [h for q, h in b.homes.items() if q != p]
        places = [x for x in hexes.ALL if hexes.ring_of(x) >= 1 and x not in b.homes.values()]
        red_places = ",".join(hexes.label(x) for x in sorted(
            places, key=lambda x: (min((hexes.distance(x, h) for h in others), default=9), -hexes.distance(x, home),
                                   hexes.ALL.index(x))))
        first = galaxy.choose_placement(b, p, _dice(g, p)) if b.current() == p else None
        out = [Lay(p, first[0], hexes.label(first[1]))] if first else []
        rest = sorted({k for k in b.hands[p] if not first or k != first[0]},
                      key=lambda k: (galaxy.tile(k).red, -sum(sum(tiles.PLANET_VALUES[n]) for n in galaxy.tile(k).planets), k))
        for k in rest:
            out.append(Lay(p, k, red_places if galaxy.tile(k).red else ANYWHERE))
        return out

    # -- set-up ------------------------------------------------------------------------------
    def _wuensche(self, g, p, d):
        from ..rules.races import ORDER
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
                # the Xxcha buy a brake on him off the table
                if yes or g.political_card not in BRAKES or not g.race(p).can_discard_political or \
                        g.players[p].credits < politics.XXCHA_DISCARD_COST + 10 or not self._try(Discard(p)):
                    self._try(Vote(p, "ja" if yes else "nein"))
                if yes and "bribery" in g.players[p].cards:
                    self._try(Card(p, "bribery"))
        yield
        for q in _trade_partners(g, p):
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
            mine = sum(g.count(at, p, "dreadnought") for at in g.systems())
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
        lift = totals.get("carrier", 0) * movement.capacity(g, p)
        escort = _war(g, p) >= 3 and _outgunned(g, p)
        dock = self._dock_first(g, p, docks)
        if dock and pl.credits - reserve >= units.UNITS["dock"].cost + 10:
            self._try(Build(p, dock, "dock"))
        for planet in docks:
            wants = []
            idle = g.planets[planet].ground - GARRISON      # troops no carrier can take along
            spare = _spare_ground(g, p) + totals.get("ground", 0)
            if totals.get("carrier", 0) < 2 + len(g.owned(p)) // 4 or idle >= lift:
                wants.append(("carrier", 1))
            if _war(g, p) >= 3 and spare >= lift:   # troops waiting: carriers to the front
                wants.insert(0, ("carrier", 2))
            if _war(g, p) >= 3 and escort:          # on the way to three home systems: ships
                wants = [("dreadnought", 1), ("cruiser", 2), ("carrier", 1), ("ground", 2)] + wants
            elif _war(g, p) >= 3 and spare < lift:  # and troops for the carriers
                wants = [("ground", 4), ("carrier", 1)] + wants
            wants += [("ground", 3), ("cruiser", 2), ("dreadnought", 1), ("ground", 2), ("cruiser", 2)]
            if idle >= lift or spare >= lift + GARRISON:  # idle troops help nobody: ships instead
                wants = [w for w in wants if w[0] != "ground"]
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

    def _dock_first(self, g, p, docks):
        """A second dock before anything else when his docks cannot build what his income
        pays for (a home of small planets, as the Hacan's): on the richest planet without one."""
        can_build = sum(economy.dock_limit(g, n) for n in docks)
        if can_build * UNIT_PRICE >= economy.income(g, p):
            return None
        spare = [n for n in g.owned(p) if not g.planets[n].dock and tiles.PLANET_VALUES[n][0] >= 2]
        return max(spare, key=lambda n: (tiles.PLANET_VALUES[n][0], n)) if spare else None

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
        done = self._campaign(g, p, mine)
        yield
        for lab in mine:
            if lab not in done:
                self._move_fleet(g, p, lab, claimed, d)
            yield

    def _load(self, g, p, lab):
        """(ships, cargo, reach, strength) of the fleet he would send from a system: every
        ship but a guard at home, with the ground forces and fighters it can carry."""
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
            return None
        cap = send.get("carrier", 0) * movement.capacity(g, p)
        cargo = {}
        spare_ground = fl.get("ground", 0) + sum(max(0, g.planets[n].ground - _keep(g, p, n)) for n in g.planets_in(lab)
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
        return send, cargo, reach, strength(g, {**send, **{"fighter": cargo.get("fighter", 0)}}, p)

    def _campaign(self, g, p, mine) -> set:
        """A conqueror's campaign against one home system: every fleet that reaches it goes in
        together when, together, they outgun its fleet and bring troops enough for all its
        planets or for the first (the rest stay aboard for the next rounds: a siege, and the
        fleet in the system stays while they suffice); else carriers not full fetch troops and
        the others gather next to it. Returns the systems whose fleets have their orders."""
        if _war(g, p) < 3:
            return set()
        target = _target_home(g, p)
        if target is None:
            return set()
        t_pos = hexes.parse(target)
        troops = sum(g.planets[n].ground + g.planets[n].pds for n in g.planets_in(target) if g.planets[n].owner != p)
        guard = sum(strength(g, f, q) for q, f in g.space.get(target, {}).items() if q != p)
        done = set()
        if target in mine and _siege_holds(g, p, target):
            done.add(target)                   # in the system with troops aboard: the next planet
        fleets = {lab: self._load(g, p, lab) for lab in mine if lab not in done}
        fleets = {lab: f for lab, f in fleets.items() if f is not None}
        ready = {lab: f for lab, f in fleets.items() if target in f[2]}
        power = sum(f[3] for f in ready.values())
        ground = sum(f[1].get("ground", 0) for f in ready.values())
        left = [n for n in g.planets_in(target) if g.planets[n].owner != p]
        first = max(left, key=lambda n: (g.planets[n].dock, -g.planets[n].ground, n)) if left else None
        # enough for all its planets, or for the first of them (the rest stay aboard: a siege)
        enough = ground > troops + 1 or (first is not None and ground >= _need(g, first))
        if ready and power >= 1.2 * guard + 0.5 and enough:
            for lab, (send, cargo, _, _) in ready.items():
                if self._try(Move(p, lab, target, tuple({**send, **cargo}.items()))):
                    done.add(lab)
            return done
        depot = _depot(g, p) if not enough else None
        for lab, (send, cargo, reach, _) in fleets.items():   # a carrier not full fetches troops
            if depot and lab != depot and send.get("carrier") and reach and \
                    cargo.get("ground", 0) < movement.capacity(g, p):
                if self._step_to(g, p, lab, depot, send, cargo, reach):   # fetch troops
                    done.add(lab)
                continue
            here = hexes.distance(hexes.parse(lab), t_pos)
            if here <= 1 or not reach:
                continue                       # gathered beside it (or stuck): wait there
            if self._step_to(g, p, lab, target, send, cargo, reach, stop_short=True):
                done.add(lab)
        return done

    def _step_to(self, g, p, lab, goal, send, cargo, reach, stop_short=False) -> bool:
        """The fleet one move nearer a system (beside it, not in it, when it must wait)."""
        to = hexes.parse(goal)
        here = hexes.distance(hexes.parse(lab), to)
        step = min(reach, key=lambda x: (hexes.distance(hexes.parse(x), to), reach[x], x))
        if stop_short and step == goal:
            return False
        return hexes.distance(hexes.parse(step), to) < here and \
            self._try(Move(p, lab, step, tuple({**send, **cargo}.items())))

    def _move_fleet(self, g, p, lab, claimed, d):
        loaded = self._load(g, p, lab)
        if loaded is None:
            return
        send, cargo, reach, my_str = loaded
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
        home = any(g.planets[n].owner not in (None, p) and n in g.home_planets(g.planets[n].owner)
                   for n in g.planets_in(best))
        if cargo.get("ground") and not home:          # a home system takes more than one landing
            claimed.add(best)

    def _value(self, g, p, dst, my_str, ground) -> float:
        v = 0.0
        enemy_str = sum(strength(g, f, q) for q, f in g.space.get(dst, {}).items() if q != p)
        if enemy_str > my_str * 0.8:
            return 0.0
        step = g.players[p].progress
        war = _war(g, p)
        wants = _wants(g, p)
        leader = _leader(g, p)
        for n in g.planets_in(dst):
            ps = g.planets[n]
            r, i = tiles.PLANET_VALUES[n]
            worth = r * wants["resources"] + i * wants["influence"] + 1
            if n == "Mecatol Rex":
                worth += 4 * step
            home = ps.owner not in (None, p) and n in g.home_planets(ps.owner)
            margin = 0 if (home and war >= 3) or ps.owner == leader else 1   # he dares more there
            if ps.owner == leader:
                worth *= LEADER_WORTH          # each planet taken from him holds him back
            if ps.owner is None and ground:
                v += worth * 2
            elif ps.owner not in (None, p) and ground > ps.ground + ps.pds + margin:
                v += worth * 1.5 * (3 * war if home else 1)
        if enemy_str and my_str > enemy_str * 1.5:
            v += 3 * enemy_str
        return v

    def _towards(self, g, p, lab, reach):
        goals = [g.system_of(n) for n, ps in g.planets.items() if ps.owner != p]
        if not goals or not reach:
            return None
        def dist(at):
            return min(hexes.distance(hexes.parse(at), hexes.parse(t)) for t in goals)
        here = dist(lab)
        options = [(dist(at), at) for at in reach
                   if galaxy.tile(g.map[hexes.parse(at)]).kind not in (tiles.NEBULA,)]
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
                    # the dock first: taken, it builds no more defenders for the rest of the system
                    targets.append((sum(tiles.PLANET_VALUES[n]) + 20 * ps.dock, n, aboard))
            targets.sort(reverse=True)
            left = aboard
            slots = 2 if "wexcon" in g.players[p].techs else 1
            later = [_need(g, n) for _, n, _ in targets[slots:] if g.planets[n].owner not in (None, p)]
            for i, (_, n, k) in enumerate(targets):
                k = min(left, max(k, 1) if g.planets[n].owner is None else left)
                if g.planets[n].owner is not None and i < slots:
                    # a siege: what the planets of the next rounds need stays aboard
                    rest = [_need(g, m) for _, m, _ in targets[i + 1:slots] if g.planets[m].owner not in (None, p)]
                    keep = sum(rest) + sum(later)
                    if left - keep >= _need(g, n):
                        k = left - keep
                if g.planets[n].owner is None and len(targets) == 1:
                    k = left   # everything ashore: the carrier is free again
                if k and self._try(Land(p, lab, n, k)):
                    left -= k
                    landed = landed or g.planets[n].owner is not None
            yield
        if landed and "assault" in g.players[p].cards:
            yield
            self._try(Card(p, "assault"))

    # -- technology --------------------------------------------------------------------------
    def _next_tech(self, g, p):
        owned = g.players[p].techs
        step = min(progress.TOP, g.players[p].progress + 2)
        if len(owned) >= progress.needed(g, step, "techs") + (1 if _war(g, p) >= 3 else 0):
            return None                # enough for the track: the credits go to planets and ships
        for k in (WAR_TECH if _war(g, p) >= 3 else TECH_WISH):
            if technology.available(owned, k):
                return k
        return None

    def _spare_tech(self, g, p, bought=()):
        """A technology beyond the track, when it costs him little of what he holds (a race
        of cheap technology, the Jol-Nar, buys them early): the ones that move and fight first."""
        owned = list(g.players[p].techs) + list(bought)
        left = g.players[p].credits - sum(tech_price(g, p, k) for k in bought)
        for k in WAR_TECH:
            if technology.available(owned, k) and tech_price(g, p, k) * SPARE <= left:
                return k
        return None

    def _technologie(self, g, p, d):
        pl = g.players[p]
        k = self._next_tech(g, p) or self._spare_tech(g, p)
        if k is None:
            return
        if "breakthrough" in pl.cards and tech_price(g, p, k) > pl.credits:
            self._try(Card(p, "breakthrough"))
        yield
        if self._try(Research(p, k)):
            yield                                # each check of a research order is a piece
            more = self._spare_tech(g, p, (k,))
            if more:
                self._try(Research(p, more))
        yield

    # -- sabotage ----------------------------------------------------------------------------
    def _sabotage(self, g, p, d):
        n = g.players[p].cards.count("sabotage")
        if not n:
            return
        leader = max(g.active(), key=lambda q: (g.players[q].progress, g.influence(q)))
        for i, (q, _k, t) in enumerate(engine.played_now(g)):
            hurts = t and p in g.present(t) if t else False
            if q != p and (q == leader or hurts) and n:
                if self._try(Sabotage(p, i + 1)):
                    n -= 1
        yield


CONQUERORS = 6        # of ten computer races, this many set out for the military victory
UNIT_PRICE = 6        # credits a unit costs on the average of what he builds
RICH = 1.3            # an income that far above the average gets no trade agreements
# laws that hold back whoever is ahead: the Xxcha buy them off the table when they are ahead
BRAKES = ("council", "expansion", "humane_labor", "limits", "arms_reduction", "long_truce", "short_truce")
SPARE = 3             # a technology beyond the track when he holds three times its price
LEADER_WORTH = 4      # a planet of the race nearest the throne is worth that much more to take


def _leader(g, p: int):
    """The other race nearest the throne (each step counts as ten resources), when it is
    ahead of him: whoever is behind him is no threat he must stop. Or None."""
    def lead(q):
        return 10 * g.players[q].progress + g.resources(q)
    others = [q for q in g.active() if q != p]
    if not others:
        return None
    q = max(others, key=lambda q: (lead(q), -q))
    return q if lead(q) > lead(p) else None


def _outgunned(g, p: int) -> bool:
    """Whether his whole fleet is too weak to go in against the guard of the home he is after."""
    target = _target_home(g, p)
    if target is None:
        return False
    guard = sum(strength(g, f, q) for q, f in g.space.get(target, {}).items() if q != p)
    mine = sum(strength(g, fl.get(p, {}), p) for fl in g.space.values())
    return mine < 1.5 * guard + 1


def _need(g, n: str) -> int:
    """Ground forces a landing wants to take a planet: half again its defenders, and two."""
    ps = g.planets[n]
    return (3 * (ps.ground + ps.pds)) // 2 + 2


def _keep(g, p: int, n: str) -> int:
    """Ground forces his fleet leaves on a planet of his: two on a conquered home planet."""
    owner = next((q for q in range(len(g.players)) if g.players[q].race and n in g.home_planets(q)), None)
    return 2 if owner not in (None, p) else 1


def _siege_holds(g, p: int, target: str) -> bool:
    """Whether his fleet in a home system it besieges has troops aboard for the next planet."""
    aboard = g.space.get(target, {}).get(p, {}).get("ground", 0)
    left = [n for n in g.planets_in(target) if g.planets[n].owner != p]
    return bool(left) and aboard >= min(_need(g, n) for n in left) and \
        not any(q != p for q in g.present(target))


def _depot(g, p: int):
    """The system of his with most ground forces to spare (at least a carrier's half), or None."""
    spare = {}
    for n, ps in g.planets.items():
        if ps.owner == p:
            lab = g.system_of(n)
            spare[lab] = spare.get(lab, 0) + max(0, ps.ground - 1)
    best = max(spare, key=lambda lab: (spare[lab], lab), default=None)
    return best if best and spare[best] >= units.UNITS["carrier"].capacity // 2 else None


def _spare_ground(g, p: int) -> int:
    """His ground forces on his planets beyond one each (four at a dock): the carriers' load."""
    return sum(max(0, ps.ground - (GARRISON if ps.dock else 1)) for ps in g.planets.values() if ps.owner == p)


def _trade_partners(g, p: int) -> list:
    """Whom he asks for a trade agreement: his neighbours at the table first, then the
    others, as many as the agreements allow; never a race far richer than the rest (it
    would pull ahead on the credits he gives it)."""
    pl, n = g.players[p], len(g.players)
    if pl.trade >= politics.MAX_TRADE:
        return []
    active = g.active()
    rich = RICH * sum(economy.income(g, q) for q in active) / max(1, len(active))
    order = sorted((q for q in active if q != p), key=lambda q: (min((q - p) % n, (p - q) % n), q))
    return [q for q in order if q not in pl.partners and economy.income(g, q) < rich]


def _wants(g, p: int) -> dict:
    """How much he needs resources and influence for his next step (1 = as much as the
    other, more when that is what he lacks): a race poor in influence looks for it."""
    step = min(progress.TOP, g.players[p].progress + 1)
    have = {"resources": g.resources(p), "influence": g.influence(p)}
    out = {}
    for key in have:
        need = progress.needed(g, step, key, p) or 1
        out[key] = 1 + max(0, need - have[key]) / need
    return out


def _target_home(g, p: int):
    """The home system a conqueror goes for: of those not yet all his, the nearest, the
    weakly held first."""
    leader = _leader(g, p)
    bases = [g.players[p].home] + [hexes.parse(lab) for lab, fl in g.space.items() if fl.get(p, {}).get("carrier")]
    options = []
    for q in g.active():
        if q == p or g.players[q].home is None or not g.players[q].race:
            continue
        names = g.home_planets(q)
        if all(g.planets[n].owner == p for n in names):
            continue
        lab = hexes.label(g.players[q].home)
        troops = sum(g.planets[n].ground + g.planets[n].pds for n in names if g.planets[n].owner != p)
        first = 2 if q == leader else 0      # the leader's home first: he is nearest the throne
        near = min(hexes.distance(x, g.players[q].home) for x in bases)   # where his fleets gathered
        options.append((near + troops / 6 - first, lab))
    return min(options)[1] if options else None


def _war(g, p: int) -> int:
    """How much a race is after the others' home systems (the military victory, three of
    them [seed]): a conqueror (a temper its own seed gives it, whatever its race) from the
    start, and each home system it holds already counts double; 3 or more: at war."""
    seed = getattr(g, "ai_seed", g.settings.seed)
    conqueror = zlib.crc32(f"{seed} {p} eroberer".encode()) % 10 < CONQUERORS
    return 1 + 2 * progress.conquered_homes(g, p) + (2 if conqueror else 0)


def _imagined(g, d):
    """A copy of the game to picture the round in (its own dice for the rifts)."""
    import copy
    h = copy.deepcopy(g)
    h.dice = Dice(d.below(2 ** 31))
    h.pending, h.held, h.sabotage_for = {}, {}, ""
    return h


def _sub(h, p: int, phase: str):
    """What he would order in that phase of the pictured round (a generator that yields
    between the pieces of his thinking, as the Planner does)."""
    was = h.phase
    h.phase = phase
    try:
        decided = yield from Planner(h, p)._think()
        return list(decided.orders)
    finally:
        h.phase = was


def _all_aboard(h, p: int, landings: list) -> list:
    """A landing of everything aboard is written anzahl=alle: fewer may arrive than he pictured."""
    out = []
    for o in landings:
        if isinstance(o, Land) and o.count == h.count(o.system, p, "ground") and \
                sum(1 for x in landings if isinstance(x, Land) and x.system == o.system) == 1:
            o = Land(p, o.system, o.planet, EVERYWHERE)
        out.append(o)
    return out


def orders_for(game, player: int) -> list:
    """The race's orders for this phase, thought to the end in one go."""
    return list(Planner(game, player).run().orders)
