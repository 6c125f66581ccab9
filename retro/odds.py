"""Exact odds of Risk-like dice battles, with the dice rule as a parameter. Pure.

A `DiceRule` says how many dice each side rolls for the armies it has and who wins an
equal pair; EMPERADO and ACME each name their own rule and share the mathematics:

    odds = BattleOdds(DiceRule(defender_matches=True))      # ACME
    odds.conquer(5, 3)            # chance that 5 armies (one staying home) take 3
    odds.expected_losses(5, 3)    # armies each side loses on average, attacking to the end
    odds.round_table(3, 2)        # P(attacker loses k) for one roll of 3 dice against 2
    BattleOdds(rule, thrifty=True)   # the attacker rolls one die where the defender matches more

`round_table_exact` counts every roll of the dice; `conquer` solves the Markov chain
over (attacker, defender) armies exactly and keeps it as a table that grows a row or a
column at a time, in slices (`prepare`) for computer players that must not block a frame.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

LIMIT = 200   # armies per side kept in a table; beyond it the odds are scaled (see _scaled)


@dataclass(frozen=True)
class DiceRule:
    """How a battle is rolled.

    attacker_max / defender_max: the most dice a side rolls; `stays`: armies the attacker
    must leave at home (they roll no die); `defender_matches`: the defender rolls no more
    dice than the attacker (ACME); `ties`: who wins an equal pair, "defender" or "attacker".
    """
    attacker_max: int = 3
    defender_max: int = 3
    stays: int = 1
    defender_matches: bool = False
    ties: str = "defender"
    sides: int = 6

    def dice(self, attacker: int, defender: int, chosen: int | None = None) -> tuple[int, int]:
        """Dice rolled by (attacker, defender) for these armies; `chosen`: how many the
        attacker chose to roll (ACME lets him take fewer than he could)."""
        na = max(0, min(self.attacker_max, attacker - self.stays))
        if chosen is not None:
            na = max(0, min(na, chosen))
        nd = max(0, min(self.defender_max, defender))
        if self.defender_matches:
            nd = min(nd, na)
        return na, nd

    def compare(self, att_rolls, def_rolls) -> tuple[int, int]:
        """Losses (attacker, defender): both sorted, highest against highest."""
        a = sorted(att_rolls, reverse=True)
        d = sorted(def_rolls, reverse=True)
        att_loss = def_loss = 0
        attacker_wins_ties = self.ties == "attacker"
        for x, y in zip(a, d):
            if x > y or (x == y and attacker_wins_ties):
                def_loss += 1
            else:
                att_loss += 1
        return att_loss, def_loss


def _rolls(n: int, sides: int):
    """Every roll of n dice as (its faces in any one order, how many ordered rolls show them):
    56 rolls of three dice instead of 216, which makes the tables' first use quick (one
    program start used to spend a quarter of a second here, in a frame)."""
    for faces in combinations_with_replacement(range(1, sides + 1), n):
        ways = factorial(n)
        for k in Counter(faces).values():
            ways //= factorial(k)
        yield faces, ways


@lru_cache(maxsize=None)
def round_table_exact(rule: DiceRule, att_dice: int, def_dice: int) -> tuple[Fraction, ...]:
    """P(attacker loses k armies), k = 0..min(att_dice, def_dice), by counting every roll."""
    pairs = min(att_dice, def_dice)
    counts = [0] * (pairs + 1)
    defence = list(_rolls(def_dice, rule.sides))
    for a, ways_a in _rolls(att_dice, rule.sides):
        for d, ways_d in defence:
            counts[rule.compare(a, d)[0]] += ways_a * ways_d
    total = rule.sides ** (att_dice + def_dice)
    return tuple(Fraction(c, total) for c in counts)


@lru_cache(maxsize=None)
def round_table(rule: DiceRule, att_dice: int, def_dice: int) -> tuple[float, ...]:
    return tuple(float(p) for p in round_table_exact(rule, att_dice, def_dice))


@lru_cache(maxsize=None)
def _moves(rule: DiceRule, na: int, nd: int) -> tuple[tuple[int, int, float], ...]:
    """One roll of na against nd dice: (attacker loses, defender loses, chance)."""
    m = min(na, nd)
    return tuple((k, m - k, p) for k, p in enumerate(round_table(rule, na, nd)))


class _Tables:
    """win[A][D], att_loss[A][D], def_loss[A][D] for A <= amax, D <= dmax.

    The chain from (A, D) only reaches (a, d) with a <= A and d <= D, so the table grows
    a row (one more attacker) or a column (one more defender) at a time, never recomputing."""

    def __init__(self, rule: DiceRule, thrifty: bool = False):
        self.rule = rule
        self.thrifty = thrifty and rule.defender_matches
        # one roll's outcomes for every pair of dice counts, looked up per cell (hot loop)
        self.moves = {(na, nd): _moves(rule, na, nd) for na in range(1, rule.attacker_max + 1)
                      for nd in range(1, rule.defender_max + 1)}
        self.amax = -1
        self.dmax = 0
        self.win: list[list[float]] = []
        self.att_loss: list[list[float]] = []
        self.def_loss: list[list[float]] = []

    def ready(self, a: int, d: int) -> bool:
        return a <= self.amax and d <= self.dmax

    def steps(self, a: int, d: int):
        """Grow to hold (a, d), yielding after every row or column (a few ms at most)."""
        while d > self.dmax:
            self._add_column()
            yield
        while a > self.amax:
            self._add_row()
            yield

    def ensure(self, a: int, d: int) -> None:
        for _ in self.steps(a, d):
            pass

    def _cell(self, a: int, d: int) -> tuple[float, float, float]:
        if d == 0:
            return 1.0, 0.0, 0.0           # the country has fallen
        rule = self.rule
        na = min(rule.attacker_max, a - rule.stays)          # rule.dice, written out: hot
        nd = min(rule.defender_max, d)
        if rule.defender_matches and nd > na:
            nd = na
        if na <= 0 or nd <= 0:
            return 0.0, 0.0, 0.0           # the attacker has no die left: the attack is over
        if self.thrifty and nd == na:
            na = nd = 1                    # BattleOdds.dice: one die against a matching defender
        w = el = ed = 0.0
        win, al, dl = self.win, self.att_loss, self.def_loss
        for k, j, p in self.moves[(na, nd)]:
            w += p * win[a - k][d - j]
            el += p * (k + al[a - k][d - j])
            ed += p * (j + dl[a - k][d - j])
        return w, el, ed

    def _add_row(self) -> None:
        a = self.amax + 1
        self.win.append([])
        self.att_loss.append([])
        self.def_loss.append([])
        for d in range(self.dmax + 1):
            w, el, ed = self._cell(a, d)
            self.win[a].append(w)
            self.att_loss[a].append(el)
            self.def_loss[a].append(ed)
        self.amax = a

    def _add_column(self) -> None:
        d = self.dmax + 1
        for a in range(self.amax + 1):
            w, el, ed = self._cell(a, d)
            self.win[a].append(w)
            self.att_loss[a].append(el)
            self.def_loss[a].append(ed)
        self.dmax = d


def _scaled(attacker: int, defender: int) -> tuple[int, int]:
    """Armies beyond LIMIT: the same ratio at LIMIT (an approximation that slightly
    understates how decisive a big advantage is; no game of ours gets there often)."""
    big = max(attacker, defender)
    if big <= LIMIT:
        return attacker, defender
    return max(2, round(attacker * LIMIT / big)), max(1, round(defender * LIMIT / big))


class BattleOdds:
    """The exact odds of one dice rule, attacking until the defender falls or the attacker
    has no die left (one table per rule, grown as needed).

    `thrifty` (a rule whose defender matches the attacker's dice, ACME's): the attacker rolls
    as many dice as he may while the defender has fewer armies than that (the defender then
    rolls fewer dice and loses more than the attacker), and a single die otherwise: every pair
    then favours the defender (he wins the ties), and one pair a roll costs the attacker the
    least for each army the defender loses (ACME: 0.58 for three pairs, 0.64 for two, 0.71
    for one; near the best attack for the chance to conquer, which a dynamic programme over
    the dice gives within a hundredth). Otherwise the attacker always rolls all he may."""

    def __init__(self, rule: DiceRule = DiceRule(), warm: int = 0, thrifty: bool = False):
        self.rule = rule
        self.tables = _Tables(rule, thrifty)
        self.thrifty = self.tables.thrifty
        if warm:
            self.tables.ensure(warm, warm)

    def dice(self, attacker: int, defender: int) -> int:
        """How many dice the attacker rolls with these armies (see `thrifty`)."""
        na, nd = self.rule.dice(attacker, defender)
        return 1 if self.thrifty and nd == na > 0 else na

    def round_table(self, att_dice: int, def_dice: int) -> tuple[float, ...]:
        return round_table(self.rule, att_dice, def_dice)

    def round_table_exact(self, att_dice: int, def_dice: int) -> tuple[Fraction, ...]:
        return round_table_exact(self.rule, att_dice, def_dice)

    def prepare(self, attacker: int, defender: int):
        """A generator that makes conquer(attacker, defender) instant, in slices of a few ms."""
        a, d = _scaled(attacker, defender)
        yield from self.tables.steps(a, d)

    def conquer(self, attacker: int, defender: int) -> float:
        """Chance that `attacker` armies (those that stay home included) take `defender`."""
        if defender <= 0:
            return 1.0
        if attacker <= self.rule.stays:
            return 0.0
        attacker, defender = _scaled(attacker, defender)
        t = self.tables
        if attacker > t.amax or defender > t.dmax:
            t.ensure(attacker, defender)
        return t.win[attacker][defender]

    def expected_losses(self, attacker: int, defender: int) -> tuple[float, float]:
        """Expected armies lost by (attacker, defender) when attacking to the end."""
        if defender <= 0 or attacker <= self.rule.stays:
            return 0.0, 0.0
        a, d = _scaled(attacker, defender)
        self.tables.ensure(a, d)
        f = max(attacker, defender) / max(a, d)
        return self.tables.att_loss[a][d] * f, self.tables.def_loss[a][d] * f

    def needed(self, defender: int, chance: float = 0.5, limit: int = 999) -> int:
        """The fewest armies that take `defender` armies with at least `chance`."""
        a = self.rule.stays + 1
        while a < limit and self.conquer(a, defender) < chance:
            a += 1
        return a


__all__ = ["DiceRule", "BattleOdds", "round_table", "round_table_exact", "LIMIT"]
