"""Computer players for ACME (an extra: the author's "ACME 2" announced one), pure.

A player is a generator that yields between small pieces of work and returns one action;
retro.play drives it a slice at a time (GeneratorThinker). It reads only what a player at
the board sees: the map, the armies, the calendar, how many cards the others hold (never
their kinds), and its own cards.

    random   any legal action (the yardstick, and the conformance test's mover)
    greedy   all armies on its strongest front, attacks whatever it outnumbers
    acme     plays on the exact odds of ACME's dice (retro.odds), rolling one die where the
             defender would match more; tries each way to place its armies out against
             the others' next turn (with dice of its own, their cards drawn anew) and takes
             the best; attacks when the chance to conquer is good, goes for whole continents
             and breaks the opponent's, lets armies follow and regroups where they lower the
             risk of the others' next turn the most
"""
from __future__ import annotations

from collections import deque

from retro.dice import Dice
from retro.odds import BattleOdds
from retro.play import GeneratorThinker

from .actions import Advance, Attack, Done, Halt, Place, Regroup, Trade
from .rules import DICE, apply, attackable, can_attack_from, may_trade, movable, reinforcements
from .state import CARD_KINDS, MAX_ARMIES
from .world import world as world_of

LEVELS = ("random", "greedy", "acme")
ODDS = BattleOdds(DICE, warm=30, thrifty=True)
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
# The acme player reads the board as `_Board` does: what each own country risks in the others'
# next turn (their strongest neighbour there and all the armies they will place, on the exact
# odds) and what losing it would cost, and what taking a country is worth (the country, a
# continent made or broken, his last country). Its attacks roll one die where the defender
# would match more (retro.odds, thrifty: the cheapest armies for each the defender loses). It
# places its armies by trying them out: for each way to place them (its rule of thumb, or all
# of them on one of the countries best placed to attack) it plays the rest of its turn and the
# others' next turn a dozen times with dice of its own (the others as a player who puts his
# armies on his strongest front and attacks what he outnumbers), and takes the way that leaves
# it best off: armies, reinforcements, countries. The rest of the turn is rules of thumb:
# attack while the chance to conquer is good (lower before the turn's first conquest, for the
# card), let as many armies follow a conquest as leave both countries safest with an eye on the
# next attack, and regroup where an army lowers the risk the most or comes nearer the front.

ATTACK_CHANCE = 0.55   # attack when the chance to conquer is at least this...
CARD_CHANCE = 0.40     # ...or this while nothing was conquered this turn (a card)
LOSS = 0.40            # an own army lost, counted in countries (what an attack is worth)
KILL = 0.15            # an army the other loses
CARD = 1.5             # the card a turn's first conquest brings
HOLD = 1.0             # a held continent's bonus counted in each of its countries' worth
LAST = 5.0             # a player's last country
FOLLOW_PUSH = 0.5      # what a stack ready for the next attack is worth when armies follow
DRIFT = 0.05           # an army one step nearer the front, when regrouping
ROLLOUTS = 12          # games played out for each way to place the armies
CANDIDATES = 6         # countries tried for all the armies (besides the rule of thumb)
W_REINF = 3.0          # reinforcements ahead of the others, against armies, in the trial's reckoning
W_COUNTRY = 0.3        # countries ahead of the others


class _Board:
    """What the acme player works out once per decision: counts, continents, holders, threats."""

    def __init__(self, state, me):
        w = world_of(state.settings.map)
        self.w, self.st, self.me = w, state, me
        owner = state.owner
        self.counts = [0] * state.n_players
        for o in owner:
            self.counts[o] += 1
        self.mine_in = [sum(1 for c in m if owner[c] == me) for m in w.members]
        self.holder = [owner[m[0]] if all(owner[c] == owner[m[0]] for c in m) else None for m in w.members]
        self.coming = [self._coming(p) if p != me else 0.0 for p in range(state.n_players)]
        self._threat = {}
        self._worth = {}
        self._risk = {}

    def _coming(self, p) -> float:
        """The armies player p places in his next turn, as far as the board tells (a series
        for certain with five cards, likely with four)."""
        st, w = self.st, self.w
        bonus = sum(w.continents[k].bonus for k, h in enumerate(self.holder) if h == p)
        cards = len(st.cards[p])
        series = st.series_value() if cards >= 5 else 0.5 * st.series_value() if cards == 4 else 0
        return max(3, self.counts[p] // 3) + bonus + series

    def threat(self, c, taken=None) -> float:
        """The armies that may fall on own country c in the others' next turn (with `taken`
        ours too)."""
        t = self._threat.get(c) if taken is None else None
        if t is None:
            st, me, coming = self.st, self.me, self.coming
            t = 0.0
            for n in self.w.neighbours[c]:
                o = st.owner[n]
                if o != me and n != taken:
                    t = max(t, st.armies[n] + coming[o])
            if taken is None:
                self._threat[c] = t
        return t

    def worth(self, c) -> float:
        """What losing own country c costs: the country, a continent held, the last one."""
        v = self._worth.get(c)
        if v is None:
            k = self.w.countries[c].continent
            v = 1.0
            if self.holder[k] == self.me:
                v += HOLD * self.w.continents[k].bonus
            if self.counts[self.me] == 1:
                v += LAST
            self._worth[c] = v
        return v

    def risk(self, c, a, threat=None) -> float:
        """Own country c with a armies: its worth times its chance to fall in the others' turn."""
        if threat is None:
            key = (c, a)
            r = self._risk.get(key)
            if r is None:
                t = self.threat(c)
                r = self._risk[key] = 0.0 if t < 2 else self.worth(c) * ODDS.conquer(int(t + 0.5), a)
            return r
        return 0.0 if threat < 2 else self.worth(c) * ODDS.conquer(int(threat + 0.5), a)

    def value(self, dst) -> float:
        """How much taking dst is worth: a country, a continent made or broken, his last."""
        w = self.w
        k = w.countries[dst].continent
        members = len(w.members[k])
        bonus = w.continents[k].bonus
        v = 1.0 + 2.0 * bonus * (self.mine_in[k] / members) ** 2
        if self.mine_in[k] == members - 1:
            v += 3.0 * bonus                        # the continent is then ours
        if self.holder[k] is not None and self.holder[k] != self.me:
            v += 2.0 * bonus                        # breaks the other's continent
        if self.counts[self.st.owner[dst]] == 1:
            v += LAST                               # his last country
        return v

    def offence(self, c, a) -> float:
        """The best attack from c with a armies, to the end: what it gains less what it costs
        (0 if none is worth it)."""
        st, me = self.st, self.me
        card = CARD if st.conquered == 0 else 0.0
        best = 0.0
        if a < 2:
            return best
        for d in self.w.neighbours[c]:
            if st.owner[d] != me:
                p = ODDS.conquer(a, st.armies[d])
                al, dl = ODDS.expected_losses(a, st.armies[d])
                best = max(best, p * (self.value(d) + card) - LOSS * al + KILL * dl)
        return best


def _acme(state, dice):
    me = state.current
    top = max(state.armies) + state.to_place
    yield from ODDS.prepare(top, top)
    board = _Board(state, me)
    yield
    if state.phase == "setzen" and state.to_place >= _due(state, me):   # nothing placed yet: try them out
        return (yield from _place_tried(state, board, dice))
    return (yield from _acme_rest(state, me, board))


def _due(state, me) -> int:
    return reinforcements(state, me).total


def _place(state, board):
    """The rule of thumb: first the borders of whole continents that are outnumbered, then
    everything on the country with the best attack."""
    me = board.me
    for k, h in enumerate(board.holder):
        if h != me:
            continue
        for c in board.w.members[k]:
            need = _strongest_neighbour(state, me, c) + 1 - state.armies[c]
            if need > 0 and state.armies[c] < MAX_ARMIES:
                return Place(c, min(need, state.to_place, MAX_ARMIES - state.armies[c]))
    yield
    mine = state.countries_of(me)
    best, best_score = None, -1.0
    for i, c in enumerate(mine):
        if i % _SLICE == 0:
            yield
        if state.armies[c] >= MAX_ARMIES:
            continue
        for d in attackable(state, c):
            p = ODDS.conquer(min(MAX_ARMIES, state.armies[c] + state.to_place), state.armies[d])
            s = p * board.value(d)
            if s > best_score:
                best, best_score = c, s
    if best is None:
        best = min((c for c in mine if state.armies[c] < MAX_ARMIES),
                   key=lambda c: (state.armies[c], c), default=mine[0])
    return Place(best, max(1, min(state.to_place, MAX_ARMIES - state.armies[best])))


def _strongest_neighbour(state, me, c) -> int:
    w = world_of(state.settings.map)
    return max((state.armies[n] for n in w.neighbours[c] if state.owner[n] != me), default=0)


def _place_tried(state, board, dice):
    """Each way to place the armies played out ROLLOUTS times (the same dice for each way):
    the rule of thumb, and all of them on one of the CANDIDATES countries whose best attack and
    safety gain the most from them; the best on the average."""
    me, left = board.me, state.to_place
    scored = []
    for c in state.countries_of(me):
        a = state.armies[c]
        if a < MAX_ARMIES and attackable(state, c):
            k = min(left, MAX_ARMIES - a)
            scored.append((board.offence(c, a + k) + board.risk(c, a) - board.risk(c, a + k), -c, c))
    scored.sort(reverse=True)
    ways = [None] + [c for _, _, c in scored[:CANDIDATES]]
    seeds = [dice.next64() for _ in range(ROLLOUTS)]
    yield
    best, best_total = None, None
    for way in ways:
        total = 0.0
        for seed in seeds:
            st = _as_seen(state, me, seed)
            if way is None:
                while st.phase == "setzen":
                    apply(st, _finish(_place(st, _Board(st, me))))
            else:
                apply(st, Place(way, left))
            total += yield from _play_out(st, me, seed)
        if best_total is None or total > best_total + 1e-9:
            best, best_total = way, total
    if best is None:
        return (yield from _place(state, board))
    return Place(best, left)


def _as_seen(state, me, seed):
    """A copy of the game as `me` sees it: the others' cards, which he does not know, drawn
    anew (as many as each holds) with the trial's dice."""
    st = state.copy()
    d = Dice(seed ^ 0x5DEECE66D)
    for p in range(st.n_players):
        if p != me:
            st.cards[p] = [d.choice(CARD_KINDS) for _ in st.cards[p]]
    return st


def _finish(gen):
    """A player's generator run to its action (inside a trial: no slices of its own)."""
    return GeneratorThinker(gen).run()


def _play_out(st, me, seed):
    """The rest of this turn by the rules of thumb and the others' turns as the greedy player
    plays them, with the trial's own dice; what the board is then worth to `me` (a generator:
    it yields every few actions)."""
    st.dice = Dice(seed)
    turns = st.turns
    steps = 0
    while st.phase != "ende" and not (st.current == me and st.turns > turns) and steps < 500:
        if st.current == me:
            a = _finish(_acme_rest(st, me))
        else:
            a = _finish(_greedy(st, None))
        apply(st, a)
        steps += 1
        if steps % 16 == 0:
            yield
    return _worth_to(st, me)


def _worth_to(st, me) -> float:
    """A board's worth to `me` after a trial: armies ahead of the others, reinforcements ahead
    of the strongest other, countries ahead."""
    n = st.count(me)
    if n == 0:
        return -1000.0
    if n == len(st.owner):
        return 1000.0
    mine = st.total_armies(me)
    theirs = sum(st.armies) - mine
    others = [p for p in st.living() if p != me]
    r = reinforcements(st, me).total - max(reinforcements(st, p).total for p in others)
    return mine - theirs + W_REINF * r + W_COUNTRY * (2 * n - len(st.owner))


def _acme_rest(state, me, board=None):
    """The rest of a turn, and every decision inside a trial: the rules of thumb."""
    board = board or _Board(state, me)
    ph = state.phase
    if ph == "serie":
        return Trade(True)
    if ph == "setzen":
        return (yield from _place(state, board))
    if ph == "nachruecken":
        return (yield from _follow(state, board))
    if ph == "angriff":
        a = yield from _attack(state, board)
        return a if a is not None else Done()
    if ph == "verschieben":
        m = yield from _regroup(state, board)
        return m if m is not None else Done()
    return Done()


def _attack(state, board):
    """The best attack whose chance to conquer is good (lower before the turn's first conquest:
    the card): the chance times the worth of the country."""
    best, best_score = None, 0.0
    threshold = CARD_CHANCE if state.conquered == 0 else ATTACK_CHANCE
    owner, armies, me = state.owner, state.armies, board.me
    for i, c in enumerate(state.countries_of(me)):
        if i % _SLICE == 0:
            yield
        if armies[c] < 2:
            continue
        for d in board.w.neighbours[c]:
            if owner[d] == me:
                continue
            p = ODDS.conquer(armies[c], armies[d])
            if p < threshold:
                continue
            s = p * board.value(d)
            if s > best_score:
                best, best_score = (c, d), s
    if best is None:
        return None
    return Attack(best[0], best[1], ODDS.dice(state.armies[best[0]], state.armies[best[1]]))


def _follow(state, board):
    """As many armies into the conquest as leave both countries safest, with an eye on the
    next attack from either."""
    src, dst = state.conquest
    a, m = state.armies[src], state.armies[dst]
    yield
    best, best_score = 0, None
    for n in range(0, a):
        s = -board.risk(src, a - n) - board.risk(dst, m + n)
        s += FOLLOW_PUSH * max(board.offence(src, a - n), board.offence(dst, m + n))
        if best_score is None or s > best_score + 1e-9:
            best, best_score = n, s
    return Advance(best) if best > 0 else Halt()


def _regroup(state, board):
    """The move that lowers the risk the most, or brings idle armies nearer the front."""
    w, me = board.w, board.me
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
    yield
    best, best_score = None, 0.01
    for i, src in enumerate(mine):
        if i % _SLICE == 0:
            yield
        free = movable(state, src)
        if free <= 0:
            continue
        a = state.armies[src]
        r0 = board.risk(src, a)
        for dst in w.neighbours[src]:
            if state.owner[dst] != me or state.armies[dst] >= MAX_ARMIES:
                continue
            b = state.armies[dst]
            rd0 = board.risk(dst, b)
            step = dist.get(src, 99) - dist.get(dst, 99)
            for k in range(1, min(free, MAX_ARMIES - b) + 1):
                s = r0 + rd0 - board.risk(src, a - k) - board.risk(dst, b + k) + DRIFT * k * step
                if s > best_score:
                    best, best_score = Regroup(src, dst, k), s
    return best


PLAYERS = {"random": _random, "greedy": _greedy, "acme": _acme}


def decide(state, level: str, dice):
    """The generator for `level`'s next action in `state` (retro.play.GeneratorThinker)."""
    return PLAYERS.get(level, _acme)(state, dice)


__all__ = ["LEVELS", "decide", "random_action", "may_trade"]
