"""Computer players for ACME (an extra: the author's "ACME 2" announced one), pure.

A player is a generator that yields between small pieces of work and returns one action;
retro.play drives it a slice at a time (GeneratorThinker). It reads only what a player at
the board sees: the map, the armies, the calendar, how many cards the others hold (never
their kinds), and its own cards.

    random   any legal action (the yardstick, and the conformance test's mover)
    greedy   all armies on its strongest front, attacks whatever it outnumbers
    acme     plays on the exact odds of ACME's dice (retro.odds): attacks when the chance
             to conquer is good, goes for whole continents and breaks the opponent's,
             keeps enough armies at threatened borders, brings idle armies to the front
"""
from __future__ import annotations

from collections import deque

from retro.odds import BattleOdds

from .actions import Advance, Attack, Done, Halt, Place, Regroup, Trade
from .rules import DICE, attackable, can_attack_from, may_trade, movable
from .state import MAX_ARMIES
from .world import world as world_of

LEVELS = ("random", "greedy", "acme")
ODDS = BattleOdds(DICE, warm=30)
_SLICE = 8           # candidates looked at between two yields


# -- the random mover -------------------------------------------------------------------------------
def random_action(state, dice):
    """A random legal action, biased so that random games end: armies placed in one go,
    attacks far more often than not, few regroupings."""
    me, ph = state.current, state.phase
    w = world_of(state.settings.map)
    if ph == "serie":
        return Trade(dice.below(4) != 0)
    if ph == "setzen":
        mine = state.countries_of(me)
        front = [c for c in mine if attackable(state, c)] or mine
        n = state.to_place if dice.below(3) else dice.randint(1, state.to_place)
        return Place(dice.choice(front), n)
    if ph == "nachruecken":
        src = state.conquest[0]
        if dice.below(3) == 0:
            return Halt()
        return Advance(dice.randint(1, state.armies[src] - 1))
    if ph == "angriff":
        sources = [c for c in state.countries_of(me) if can_attack_from(state, c)]
        if sources and dice.below(10):
            src = dice.choice(sources)
            return Attack(src, dice.choice(attackable(state, src)), min(3, state.armies[src] - 1))
        return Done()
    if ph == "verschieben":
        moves = [(c, n) for c in state.countries_of(me) if movable(state, c)
                 for n in w.neighbours[c] if state.owner[n] == me]
        if moves and dice.below(3) == 0:
            c, n = dice.choice(moves)
            return Regroup(c, n, dice.randint(1, movable(state, c)))
        return Done()
    raise ValueError(f"no action in phase {ph}")


def _random(state, dice):
    return random_action(state, dice)
    yield  # makes this a generator (never reached)


# -- the greedy one ----------------------------------------------------------------------------------
def _greedy(state, dice):
    me, ph = state.current, state.phase
    yield
    if ph == "serie":
        return Trade(True)
    if ph == "setzen":
        mine = state.countries_of(me)
        front = [c for c in mine if attackable(state, c)] or mine
        best = max(front, key=lambda c: (state.armies[c], -c))
        return Place(best, state.to_place)
    if ph == "nachruecken":
        src = state.conquest[0]
        return Advance(state.armies[src] - 1) if not attackable(state, src) else Halt()
    if ph == "angriff":
        best, margin = None, 0
        for c in state.countries_of(me):
            if not can_attack_from(state, c):
                continue
            for d in attackable(state, c):
                m = state.armies[c] - 1 - state.armies[d]
                if m > margin:
                    best, margin = (c, d), m
        if best:
            return Attack(best[0], best[1], min(3, state.armies[best[0]] - 1))
    return Done()


# -- the real thing ---------------------------------------------------------------------------------
class _View:
    """What the acme player works out once per decision: continents, holders, threats."""

    def __init__(self, state, me):
        w = world_of(state.settings.map)
        self.w, self.st, self.me = w, state, me
        self.mine_in = [sum(1 for c in m if state.owner[c] == me) for m in w.members]
        self.holder = [state.owner[m[0]] if all(state.owner[c] == state.owner[m[0]] for c in m)
                       else None for m in w.members]

    def value(self, dst) -> float:
        """How much taking dst is worth: a country, a continent made or broken."""
        w, st = self.w, self.st
        k = w.countries[dst].continent
        members = len(w.members[k])
        bonus = w.continents[k].bonus
        v = 1.0 + 2.0 * bonus * (self.mine_in[k] / members) ** 2
        if self.mine_in[k] == members - 1:
            v += 3.0 * bonus                        # the continent is then ours
        if self.holder[k] is not None and self.holder[k] != self.me:
            v += 2.0 * bonus                        # breaks the other's continent
        if st.count(st.owner[dst]) == 1:
            v += 5.0                                # his last country
        return v

    def threat(self, c) -> int:
        st = self.st
        return max((st.armies[n] for n in self.w.neighbours[c] if st.owner[n] != self.me), default=0)


ATTACK_CHANCE = 0.55      # attack when the chance to conquer is at least this...
CARD_CHANCE = 0.40        # ...or this while nothing was conquered this turn (a card)


def _acme(state, dice):
    me, ph = state.current, state.phase
    top = max(state.armies) + state.to_place
    yield from ODDS.prepare(top, top)
    view = _View(state, me)
    yield
    if ph == "serie":
        return Trade(True)
    if ph == "setzen":
        return (yield from _place(state, me, view))
    if ph == "nachruecken":
        src, dst = state.conquest
        keep = view.threat(src)
        spare = state.armies[src] - 1 - (keep if attackable(state, src) else 0)
        if view.threat(dst) == 0 and attackable(state, src):
            spare = 0                                # the conquest is safe: stay at the front
        return Advance(min(spare, state.armies[src] - 1)) if spare > 0 else Halt()
    if ph == "angriff":
        a = yield from _attack(state, me, view)
        return a if a is not None else Done()
    if ph == "verschieben":
        m = _regroup(state, me)
        return m if m is not None else Done()
    return Done()


def _place(state, me, view):
    mine = state.countries_of(me)
    # first the borders of whole continents that are outnumbered
    for k, h in enumerate(view.holder):
        if h != me:
            continue
        for c in view.w.members[k]:
            need = view.threat(c) + 1 - state.armies[c]
            if need > 0 and state.armies[c] < MAX_ARMIES:
                return Place(c, min(need, state.to_place, MAX_ARMIES - state.armies[c]))
    yield
    best, best_score = None, -1.0
    for i, c in enumerate(mine):
        if i % _SLICE == 0:
            yield
        if state.armies[c] >= MAX_ARMIES:
            continue
        for d in attackable(state, c):
            p = ODDS.conquer(min(MAX_ARMIES, state.armies[c] + state.to_place), state.armies[d])
            s = p * view.value(d)
            if s > best_score:
                best, best_score = c, s
    if best is None:
        best = min((c for c in mine if state.armies[c] < MAX_ARMIES),
                   key=lambda c: (state.armies[c], c), default=mine[0])
    return Place(best, max(1, min(state.to_place, MAX_ARMIES - state.armies[best])))


def _attack(state, me, view):
    best, best_score = None, 0.0
    threshold = CARD_CHANCE if state.conquered == 0 else ATTACK_CHANCE
    for i, c in enumerate(state.countries_of(me)):
        if i % _SLICE == 0:
            yield
        if not can_attack_from(state, c):
            continue
        for d in attackable(state, c):
            p = ODDS.conquer(state.armies[c], state.armies[d])
            if p < threshold:
                continue
            s = p * view.value(d)
            if s > best_score:
                best, best_score = (c, d), s
    if best is None:
        return None
    return Attack(best[0], best[1], min(3, state.armies[best[0]] - 1))


def _regroup(state, me):
    """Idle armies one step towards the front (each army moves once: VERSCHIEBEN)."""
    w = world_of(state.settings.map)
    mine = state.countries_of(me)
    dist = {}
    q = deque()
    for c in mine:
        if attackable(state, c):
            dist[c] = 0
            q.append(c)
    while q:
        c = q.popleft()
        for n in w.neighbours[c]:
            if state.owner[n] == me and n not in dist:
                dist[n] = dist[c] + 1
                q.append(n)
    movers = [c for c in mine if dist.get(c, 0) > 0 and movable(state, c) > 0]
    if not movers:
        return None
    src = max(movers, key=lambda c: (movable(state, c), -c))
    dst = min((n for n in w.neighbours[src] if state.owner[n] == me and n in dist
               and state.armies[n] < MAX_ARMIES), key=lambda n: (dist[n], -state.armies[n], n),
              default=None)
    if dst is None or dist[dst] >= dist[src]:
        return None
    return Regroup(src, dst, min(movable(state, src), MAX_ARMIES - state.armies[dst]))


PLAYERS = {"random": _random, "greedy": _greedy, "acme": _acme}


def decide(state, level: str, dice):
    """The generator for `level`'s next action in `state` (retro.play.GeneratorThinker)."""
    return PLAYERS.get(level, _acme)(state, dice)


__all__ = ["LEVELS", "decide", "random_action", "may_trade"]
