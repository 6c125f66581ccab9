"""Computer parties for EMPERADO, playing by the same rules with the same information.

EMPERADO 5: the computer uses no hidden information (not the kinds of the others'
cards), and whether a party is human only through the Solidarisierungsgrad and the
Länderhandicap (the latter is in rules.income). The Koalitionsneigung (4a) works on
strength alone.

A player is asked for one action at a time: `decide(state)` is a generator that yields
after each small piece of work and returns the action, so that the protocol's
GeneratorThinker (retro.play) spreads the thinking over frames; `thinker(name, state)`
makes one, and `thinker(...).run()` thinks to the end in one go.

Two players:
  EmperadoAI  continent-minded: concentrates its armies, attacks on the exact odds of
              odds.py, wants a card every turn, breaks others' continents, defends its
              own, brings idle armies to the front; honours the parameters of 4a.
  BaselineAI  the yardstick: all armies on its strongest front country, attacks whenever
              the chance to conquer is even or better, never moves armies.
  AllMarchAI  EmperadoAI that marches all in where it may choose (a benchmark)
  ProxyAI     EmperadoAI with the parameters' effect on its own play switched off: in
              `retro sim emperado --proxy-human SEAT` it plays a seat flagged human and so
              stands in for a human of the computer's strength (the parameters still act on
              how the others treat it, and the Länderhandicap on its income).
"""
from __future__ import annotations

import zlib
from collections import deque

from retro.play import GeneratorThinker

from . import leanings, world
from .actions import Attack, Done, MarchIn, Move, Place
from .events import Moved
from .odds import ODDS, conquer, prepare
from .state import NEUTRAL, State

_CONT = tuple(c.continent for c in world.COUNTRIES)
_NB = world.NEIGHBOURS
_MEMBERS = world.CONTINENT_COUNTRIES
_BONUS = tuple(c.bonus for c in world.CONTINENTS)
_SLICE = 12          # candidates looked at between two time checks
LEAST = 0.25         # no liberation attempted below this chance to conquer...
FLOOR = 0.30         # ...nor below this one against a party leaned on fully (4a)
_NO_LEANINGS = {}    # ProxyAI: every party 0


class Player:
    """A computer party: `decide(state)`, a generator, reads the state and never changes it."""
    name = "?"

    def decide(self, state: State):  # pragma: no cover - interface
        raise NotImplementedError
        yield


def _warm(st: State):
    """Grow the odds table in slices before looking anything up in it."""
    top = max(st.armies) + st.to_place
    if not ODDS.tables.ready(top, top):      # mostly it is grown already: no slices to make
        yield from prepare(top, top)


# -- the yardstick -----------------------------------------------------------------------------
class BaselineAI(Player):
    name = "baseline"

    def decide(self, st: State):
        me, owner, armies = st.current, st.owner, st.armies
        yield from _warm(st)
        yield
        if st.phase == "nachruecken":
            return MarchIn(st.march[3])          # all but one, as without the option
        mine = st.countries_of(me)
        if st.phase == "einsetzen":
            front = [c for c in mine if any(owner[n] != me for n in _NB[c])]
            best = max(front or mine, key=lambda c: (armies[c], -c))
            return Place(best, st.to_place)
        best, best_p = None, 0.5
        for i, src in enumerate(mine):
            if i % _SLICE == 0:
                yield
            a = armies[src]
            if a < 2 or src in st.frozen:
                continue
            for dst in _NB[src]:
                if owner[dst] != me:
                    p = conquer(a, armies[dst])
                    if p >= best_p:
                        best, best_p = (src, dst), p
        if best:
            return Attack(best[0], best[1], 100)
        return Done()


# -- the real thing ----------------------------------------------------------------------------
class EmperadoAI(Player):
    name = "emperado"
    follows_parameters = True   # the parameters of 4a shape its play (ProxyAI: not)

    # tuning (chosen by sim runs against BaselineAI, see original_docs/emperado.md)
    ATTACK_CHANCE = 0.60      # attack when the chance to conquer is at least this...
    CARD_CHANCE = 0.45        # ...or this while no country is liberated yet this turn
    PRIZE_CHANCE = 0.45       # ...or this for a prize (a continent made or broken)
    ROUNDS = 3                # dice rounds per attack action before thinking again
    MAX_MOVES = 8             # moves per turn (3c)

    def decide(self, st: State):
        me = st.current
        if st.phase == "nachruecken":
            return self._march(st, me)
        yield from _warm(st)
        ctx = _Context(st, me, self.follows_parameters)
        yield
        if st.phase == "einsetzen":
            return (yield from self._place(st, me, ctx))
        a = yield from self._attack(st, me, ctx)
        if a is not None:
            return a
        m = self._fortify(st, me)
        return m if m is not None else Done()

    # 3a: where the armies go
    def _place(self, st: State, me: int, ctx: "_Context"):
        mine = st.countries_of(me)
        placed = st.income.total - st.to_place
        allowance = st.income.total // 2 - placed
        if allowance > 0:
            need, where = 0, None
            for ci in ctx.held:
                for c in _MEMBERS[ci]:
                    threat = max((st.armies[n] for n in _NB[c]
                                  if st.owner[n] != me and st.owner[n] != NEUTRAL), default=0)
                    lack = threat + 2 - st.armies[c]
                    if threat and lack > need:
                        need, where = lack, c
            if where is not None:
                return Place(where, min(need, allowance, st.to_place))
        yield
        best, best_score = None, -1.0
        extra = st.to_place
        for i, src in enumerate(mine):
            if i % _SLICE == 0:
                yield
            for dst in _NB[src]:
                if st.owner[dst] == me or ctx.threshold(1.0, st.owner[dst]) is None:
                    continue                  # 4a: no armies massed against a party spared
                v = ctx.value(dst) * ctx.weight(st.owner[dst]) * ctx.jitter(src, dst)
                p = conquer(st.armies[src] + extra, st.armies[dst])
                s = p * v
                if s > best_score:
                    best, best_score = src, s
        if best is None:
            best = max(mine, key=lambda c: (st.armies[c], -c))
        return Place(best, st.to_place)

    # 3b: which liberation next
    def _attack(self, st: State, me: int, ctx: "_Context"):
        best, best_score = None, 0.0
        least = max(0.0, LEAST - 0.05 * ctx.impatience)   # never hopeless, unless the map stalls
        for i, src in enumerate(st.countries_of(me)):
            if i % _SLICE == 0:
                yield
            if st.armies[src] < 2 or src in st.frozen:
                continue
            for dst in _NB[src]:
                if st.owner[dst] == me:
                    continue
                p = conquer(st.armies[src], st.armies[dst])
                if p < least:
                    continue
                thr = self.ATTACK_CHANCE
                if st.conquered == 0:
                    thr = min(thr, self.CARD_CHANCE)
                if ctx.prize(dst):
                    thr = min(thr, self.PRIZE_CHANCE)
                thr = ctx.threshold(thr, st.owner[dst])
                if thr is None or p < thr:
                    continue
                score = p * ctx.value(dst) * ctx.weight(st.owner[dst]) * ctx.jitter(src, dst)
                if score > best_score:
                    best, best_score = (src, dst), score
        if best is None:
            return None
        return Attack(best[0], best[1], self.ROUNDS)

    # 3b with the option march_choice: how many march into the country just liberated
    SPEARHEAD = 1.5           # the new country leads on: it weighs this much more

    def _march(self, st: State, me: int) -> MarchIn:
        """The armies split between the two countries by the strongest foe each borders;
        a country with no foe beside it keeps as few as it may."""
        src, dst, least, most = st.march
        total = st.armies[src] + st.armies[dst]

        def threat(c: int) -> int:
            foes = [st.armies[n] for n in _NB[c] if st.owner[n] != me]
            return max(foes) + 1 if foes else 0

        behind, ahead = threat(src), threat(dst) * self.SPEARHEAD
        if not ahead:
            return MarchIn(least if behind else most)
        n = round(total * ahead / (behind + ahead))
        return MarchIn(max(least, min(most, n)))

    # 3c: idle armies to the front, one step a turn
    def _fortify(self, st: State, me: int):
        if sum(1 for e in st.events if isinstance(e, Moved)) >= self.MAX_MOVES:
            return None
        mine = st.countries_of(me)
        dist = {}
        q = deque()
        for c in mine:
            if any(st.owner[n] != me for n in _NB[c]):
                dist[c] = 0
                q.append(c)
        while q:
            c = q.popleft()
            for n in _NB[c]:
                if st.owner[n] == me and n not in dist:
                    dist[n] = dist[c] + 1
                    q.append(n)
        movers = [c for c in mine if dist.get(c, 0) > 0 and st.armies[c] > 1
                  and c not in st.frozen]
        if not movers:
            return None
        src = max(movers, key=lambda c: (st.armies[c], -c))
        dst = min((n for n in _NB[src] if st.owner[n] == me and n in dist),
                  key=lambda n: (dist[n], -st.armies[n], n))
        return Move(src, dst, st.armies[src] - 1)


class ProxyAI(EmperadoAI):
    """The stand-in for a human of the computer's strength (the benchmark's proxy seat)."""
    name = "proxy"
    follows_parameters = False


class AllMarchAI(EmperadoAI):
    """EmperadoAI that lets all armies but one march in even when it may choose (the
    option march_choice): the benchmark of that choice (original_docs/emperado.md)."""
    name = "allmarch"

    def _march(self, st: State, me: int) -> MarchIn:
        return MarchIn(st.march[3])


class _Context:
    """What EmperadoAI works out once per decision: continents, strengths, the parameters."""

    def __init__(self, st: State, me: int, parameters: bool = True):
        self.st, self.me = st, me
        n = st.n_parties
        counts = [0] * n
        armies = [0] * n
        for c, o in enumerate(st.owner):
            if o >= 0:
                counts[o] += 1
                armies[o] += st.armies[c]
        self.counts = counts
        # per continent, in one pass over its countries (this runs for every decision):
        # who holds it whole, how many countries are missing, and its priority
        owner, arms = st.owner, st.armies
        self.holder, self.missing, self.prio = [], [], []
        for ci, m in enumerate(_MEMBERS):
            first = owner[m[0]]
            whole = True
            missing = own = foe = 0
            for c in m:
                o = owner[c]
                if o != first:
                    whole = False
                if o == me:
                    own += arms[c]
                else:
                    missing += 1
                    foe += arms[c]
            self.holder.append(first if whole else None)
            self.missing.append(missing)
            mine = len(m) - missing
            self.prio.append((_BONUS[ci] + 1) * (mine / len(m)) ** 2
                             * (own + 1) / (own + foe + 1) * 3.0)
        self.held = [ci for ci, h in enumerate(self.holder) if h == me]
        # the parameters of EMPERADO 4a, as leanings -1..1 towards each party
        strength = [counts[q] + armies[q] / 3.0 for q in range(n)]
        self.lean = leanings.leanings(st, me, strength) if parameters else _NO_LEANINGS
        worn = leanings.weariness(st)
        if worn:                               # a long war: finish the weakest off
            q = leanings.the_weakest(st, me, strength)
            if q is not None:
                self.lean = dict(self.lean)
                self.lean[q] = min(1.0, self.lean.get(q, 0.0) + worn)
        self.impatience = leanings.impatience(st)
        self.hash = zlib.crc32(bytes(o + 1 for o in owner), st.turns) ^ (sum(arms) * 40503)

    def weight(self, owner: int) -> float:
        """How much more (or less) a target of this owner is worth: x4 at lean 1, /4 at -1."""
        return 4.0 ** self.lean.get(owner, 0.0)

    def jitter(self, src: int, dst: int) -> float:
        """A factor 0.9..1.1 per pair, fixed by the position: equal candidates are told
        apart by it instead of by their order, so that a small lean (x 4^lean) decides a
        few of them, a large one most, and the parameters act smoothly (4a)."""
        h = ((self.hash ^ (src * 61 + dst)) * 2654435761) & 0xFFFFFFFF
        return 0.9 + 0.2 * ((h >> 8) & 0xFFFF) / 0xFFFF

    def threshold(self, base: float, owner: int) -> float | None:
        """The chance to conquer asked for against this owner; None: spare it now.

        A lean towards the owner lowers it towards FLOOR, a lean away raises it towards
        certainty (at -1 the owner is spared); a map standing still lowers every
        threshold round by round (leanings.impatience), so that no game stalls."""
        b = self.lean.get(owner, 0.0)
        if b > 0:
            thr = base - (base - FLOOR) * b
        elif b < 0:
            if b <= -1.0:
                return None
            thr = base + (1.0 - base) * -b
        else:
            thr = base
        if self.impatience:
            thr = max(0.0, min(thr, FLOOR) - 0.05 * self.impatience)
        return thr

    def prize(self, dst: int) -> bool:
        """Taking dst completes one of my continents or breaks someone else's."""
        ci = _CONT[dst]
        h = self.holder[ci]
        return self.missing[ci] == 1 or (h is not None and h != NEUTRAL and h != self.me)

    def value(self, dst: int) -> float:
        st = self.st
        ci = _CONT[dst]
        v = 1.0 + self.prio[ci]
        h = self.holder[ci]
        if h is not None and h != NEUTRAL and h != self.me:
            v += _BONUS[ci]                       # break a continent
        if self.missing[ci] == 1:
            v += 2 * _BONUS[ci]                   # make one
        o = st.owner[dst]
        if o != NEUTRAL and self.counts[o] <= 2:
            v += 2.0                              # finish a party off
        return v


PLAYERS = {"emperado": EmperadoAI, "baseline": BaselineAI, "proxy": ProxyAI,
           "allmarch": AllMarchAI}


def make(name: str) -> Player:
    return PLAYERS[name]()


ONE = {name: cls() for name, cls in PLAYERS.items()}      # they keep nothing between decisions


def thinker(name: str, state: State) -> GeneratorThinker:
    """The party `name` deciding its next action in `state`, as the protocol's Thinker."""
    return GeneratorThinker(ONE[name].decide(state))
