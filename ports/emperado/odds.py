"""Exact odds of EMPERADO's dice (chapter 3b), for the player's information and the AI.

`round_table(a, d)`: the chances that the attacker loses 0..min(a, d) armies in one roll
of a dice against d, by enumerating all 6^(a+d) rolls. `conquer(A, D)`: the chance that a
country with A armies takes one with D by attacking until it falls or one army is left,
a Markov chain over (attacker, defender) armies solved exactly and cached as a table.
"""
from __future__ import annotations

from functools import lru_cache
from fractions import Fraction
from itertools import product

from .rules import compare


@lru_cache(maxsize=None)
def round_table_exact(att_dice: int, def_dice: int) -> tuple[Fraction, ...]:
    """P(attacker loses k armies), k = 0..min(att_dice, def_dice), as exact fractions."""
    pairs = min(att_dice, def_dice)
    counts = [0] * (pairs + 1)
    for a in product(range(1, 7), repeat=att_dice):
        for d in product(range(1, 7), repeat=def_dice):
            counts[compare(list(a), list(d))[0]] += 1
    total = 6 ** (att_dice + def_dice)
    return tuple(Fraction(c, total) for c in counts)


@lru_cache(maxsize=None)
def round_table(att_dice: int, def_dice: int) -> tuple[float, ...]:
    return tuple(float(p) for p in round_table_exact(att_dice, def_dice))


LIMIT = 200   # armies per side kept in the table; beyond it the odds are scaled (see _scaled)


@lru_cache(maxsize=None)
def _moves(na: int, nd: int) -> tuple[tuple[int, int, float], ...]:
    """One roll of na against nd dice: (attacker loses, defender loses, chance)."""
    m = min(na, nd)
    return tuple((k, m - k, p) for k, p in enumerate(round_table(na, nd)))


class _Tables:
    """win[A][D], att_loss[A][D], def_loss[A][D] for A <= amax, D <= dmax.

    The chain from (A, D) only reaches (a, d) with a <= A and d <= D, so the table grows
    a row (one more attacker) or a column (one more defender) at a time, never recomputing."""

    def __init__(self):
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
        if a <= 1:
            return 0.0, 0.0, 0.0           # one army must stay: the attack is over
        w = el = ed = 0.0
        win, al, dl = self.win, self.att_loss, self.def_loss
        for k, j, p in _moves(min(3, a - 1), min(3, d)):
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


_T = _Tables()
_T.ensure(40, 40)          # the usual range, about 15 ms at import


def prepare(attacker: int, defender: int):
    """A generator that makes conquer(attacker, defender) instant, in slices of a few ms
    (for computer players that must not block a frame)."""
    a, d = _scaled(attacker, defender)
    yield from _T.steps(a, d)


def conquer(attacker: int, defender: int) -> float:
    """Chance that `attacker` armies (one of them staying home) take `defender` armies."""
    if defender <= 0:
        return 1.0
    if attacker <= 1:
        return 0.0
    attacker, defender = _scaled(attacker, defender)
    _T.ensure(attacker, defender)
    return _T.win[attacker][defender]


def expected_losses(attacker: int, defender: int) -> tuple[float, float]:
    """Expected armies lost by (attacker, defender) when attacking to the end."""
    if defender <= 0 or attacker <= 1:
        return 0.0, 0.0
    a, d = _scaled(attacker, defender)
    _T.ensure(a, d)
    f = max(attacker, defender) / max(a, d)
    return _T.att_loss[a][d] * f, _T.def_loss[a][d] * f


def needed(defender: int, chance: float = 0.5, limit: int = 999) -> int:
    """The fewest armies that take `defender` armies with at least `chance`."""
    a = 2
    while a < limit and conquer(a, defender) < chance:
        a += 1
    return a
