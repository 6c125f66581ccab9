"""The computer player: alpha-beta with iterative deepening, a transposition table with
Zobrist keys, and move ordering (the transposition-table move, push-offs, other pushes,
killer moves, history), thinking in slices so that a screen can run it a few
milliseconds per frame (the browser build has no threads).

    s = Search(position, level=3)
    while not s.step(5):        # 5 ms per frame
        ...
    s.best_move

Levels (deterministic: they limit depth and nodes, never time, so that a seed reproduces
a computer game):
    1  one ply: the best position after its own move
    2  two plies: sees the opponent's answer
    3  three plies
    4  four plies
    5  iterative deepening up to six plies, stopping after 400,000 nodes
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from retro.dice import Dice

from .board import FIELDS, NEIGHBOUR, RING, VALID, distance_from_centre
from .rules import (MOVE_CELLS, MOVE_COUNT, MOVE_DELTA, MOVE_DIR, MOVE_PUSH, PUSH1, PUSH2, PUSH3,
                    WIN_OFF, Position, generate, pushoff_targets)
from .rules import apply as _apply

WIN = 1_000_000
INF = 10 * WIN


@dataclass(frozen=True)
class Limits:
    depth: int
    nodes: int | None = None


LEVELS = {
    1: Limits(1),
    2: Limits(2),
    3: Limits(3),
    4: Limits(4),
    5: Limits(6, 400_000),
}

# -- evaluation ----------------------------------------------------------------------------
# The terms every strong program shares: material first, then distance from the centre
# (the biggest positional term), cohesion, and marbles the other side can push off.
MARBLE = 1000
# Weights chosen by short computer matches (level 2 and 3, 20 + 10 games, colours swapped):
# these scored about 60% against (60, 45, 30, 14, 0) with cohesion 6.
CENTRE = (100, 70, 40, 15, -20)    # by ring: GG, ring 1 .. the edge
COHESION = 4                       # per pair of own neighbours
THREAT_TO_MOVE = 600               # the side to move can push a marble off right now
THREATENED = 150                   # per own marble the side to move can lose next move


def evaluate(own: int, opp: int, lost_own: int, lost_opp: int) -> int:
    """Score for the side to move (owning `own`); positive is good for it."""
    s = (lost_opp - lost_own) * MARBLE
    for k in range(5):
        ring = RING[k]
        s += CENTRE[k] * ((own & ring).bit_count() - (opp & ring).bit_count())
    for sa in (1, 12, 11):
        s += COHESION * ((own & (own >> sa)).bit_count() - (opp & (opp >> sa)).bit_count())
    if pushoff_targets(own, opp):
        s += THREAT_TO_MOVE
    s -= THREATENED * pushoff_targets(opp, own).bit_count()
    return s


# -- Zobrist keys ----------------------------------------------------------------------------
def _zobrist():
    dice = Dice(0xA3A10E)          # fixed: keys are the same on every run
    z = [[0] * 121 for _ in range(2)]
    for c in range(2):
        for sq in FIELDS:
            z[c][sq] = dice.next64()
    return z, dice.next64()


Z, ZTURN = _zobrist()
ZMOVE = [[0] * MOVE_COUNT for _ in range(2)]
for _m in range(MOVE_COUNT):
    _d = MOVE_DELTA[_m]
    for _c in range(2):
        _k = 0
        for _sq in FIELDS:
            if _d >> _sq & 1:
                _k ^= Z[_c][_sq]
        ZMOVE[_c][_m] = _k


def zobrist(pos: Position) -> int:
    k = ZTURN if pos.turn else 0
    for sq in FIELDS:
        if pos.black >> sq & 1:
            k ^= Z[0][sq]
        elif pos.white >> sq & 1:
            k ^= Z[1][sq]
    return k


# A quiet move's first ordering guess: how far its marbles come towards the centre.
_CENTRE_GAIN = [0] * MOVE_COUNT
for _m in range(MOVE_COUNT):
    _CENTRE_GAIN[_m] = sum(distance_from_centre(sq) - distance_from_centre(NEIGHBOUR[MOVE_DIR[_m]][sq])
                           for sq in MOVE_CELLS[_m])

_EXACT, _LOWER, _UPPER = 0, 1, 2

# A table entry is one int, not a tuple: a dict of ints is never tracked by Python's garbage
# collector, so its full passes stay short while the table grows (a dict of 400,000 tuples
# cost a 3-6 ms pause in the middle of a frame's slice). Bits: flag 0-1, depth 2-7,
# move + 1 8-19, score + _SCORE_BIAS from 20 up.
_SCORE_BIAS = 1 << 40


def _pack(depth: int, flag: int, score: int, move: int) -> int:
    """One table entry (written out inline in `_ab`, the hot loop)."""
    return (score + _SCORE_BIAS) << 20 | (move + 1) << 8 | depth << 2 | flag


class _Abort(Exception):
    pass


class Search:
    """A resumable search from `position`. step(budget_ms) -> True when finished;
    best_move / best_score / depth_done / nodes tell how far it got."""

    def __init__(self, position: Position, level: int = 3, *, depth: int | None = None,
                 nodes: int | None = None, movetime_ms: float | None = None,
                 dice: Dice | None = None, tt: dict | None = None, history=()):
        limits = LEVELS[max(1, min(5, level))]
        self.position = position
        self.max_depth = min(60, depth if depth is not None else limits.depth)   # 6 bits in the table
        self.max_nodes = nodes if nodes is not None else limits.nodes
        self.movetime = movetime_ms / 1000 if movetime_ms is not None else None
        self.tt = tt if tt is not None else {}
        # Zobrist keys of the positions the game has been through: going back to one of them
        # scores as a draw, so a side that is ahead looks for progress instead of shuffling.
        self.history = frozenset(history)
        self.nodes = 0
        self.depth_done = 0
        self.elapsed = 0.0
        self.best_move: int | None = None
        self.best_score: int | None = None
        self.done = False
        self._killers = [[-1, -1] for _ in range(64)]
        self._move_history = list(_CENTRE_GAIN)
        self._moves = position.legal_moves()
        if dice is not None:
            dice.shuffle(self._moves)     # ties go to a random move: varied computer games
        self._moves.sort(key=lambda m: 0 if PUSH1[m] & position.opp else 1)
        if not self._moves:
            self.done = True
        else:
            self.best_move = self._moves[0]
            if len(self._moves) == 1:
                self.done = True          # nothing to think about
        self._gen = self._iterate()

    # -- driving -------------------------------------------------------------------------------
    def step(self, budget_ms: float) -> bool:
        if self.done:
            return True
        start = time.perf_counter()
        deadline = start + budget_ms / 1000
        stop_at = start - self.elapsed + self.movetime if self.movetime is not None else None
        gen = self._gen
        try:
            while True:
                next(gen)
                now = time.perf_counter()
                if stop_at is not None and now >= stop_at:
                    gen.close()
                    self.done = True
                    break
                if now >= deadline:
                    break
        except StopIteration:
            self.done = True
        self.elapsed += time.perf_counter() - start
        return self.done

    def run(self) -> int | None:
        while not self.step(100):
            pass
        return self.best_move

    # -- the search -------------------------------------------------------------------------------
    def _iterate(self):
        pos = self.position
        own, opp = pos.own, pos.opp
        lost_own, lost_opp = pos.lost[pos.turn], pos.lost[1 - pos.turn]
        key = zobrist(pos)
        colour = pos.turn
        moves = self._moves
        try:
            for depth in range(1, self.max_depth + 1):
                alpha = -INF
                best = None
                scores = {}
                for m in moves:
                    yield
                    o, p, off = _apply(m, own, opp)
                    if off and lost_opp + 1 >= WIN_OFF:
                        score = WIN - 1
                    elif self.history and _child_key(key, m, colour, opp) in self.history:
                        score = 0
                    elif depth == 1:
                        self.nodes += 1
                        score = -evaluate(p, o, lost_opp + off, lost_own)
                    else:
                        k = _child_key(key, m, colour, opp)
                        score = -(yield from self._ab(p, o, lost_opp + off, lost_own, k, 1 - colour,
                                                      depth - 1, -INF, -alpha, 1))
                    scores[m] = score
                    if score > alpha:
                        alpha, best = score, m
                        if depth > 1 and best != self.best_move and m != moves[0]:
                            # a better move found part-way through this iteration counts
                            self.best_move, self.best_score = best, score
                self.best_move, self.best_score, self.depth_done = best, alpha, depth
                moves.sort(key=lambda m: -scores[m])
                if alpha >= WIN - 64 or alpha <= -WIN + 64:
                    break                    # a forced win or loss: looking deeper changes nothing
        except _Abort:
            pass

    def _ab(self, own, opp, lost_own, lost_opp, key, colour, depth, alpha, beta, ply):
        """Negamax alpha-beta as a generator: it yields once per node so that step() can stop."""
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _Abort
        yield
        alpha0 = alpha
        entry = self.tt.get(key)
        tt_move = -1
        if entry is not None:
            e_flag = entry & 3
            e_depth = entry >> 2 & 63
            tt_move = (entry >> 8 & 0xFFF) - 1
            e_score = (entry >> 20) - _SCORE_BIAS
            if e_depth >= depth:
                if e_flag == _EXACT:
                    return e_score
                if e_flag == _LOWER and e_score >= beta:
                    return e_score
                if e_flag == _UPPER and e_score <= alpha:
                    return e_score
        moves = generate(own, opp)
        if not moves:
            return -WIN + ply
        killers = self._killers[ply] if ply < 64 else [-1, -1]
        hist_score = self._move_history
        history = self.history

        def order(m):
            if m == tt_move:
                return -10 ** 9
            if PUSH1[m] & opp:           # pushes; those that push a marble off first
                land = PUSH3[m] if PUSH2[m] & opp else PUSH2[m]
                return -10 ** 8 if land & VALID else -5 * 10 ** 8
            if m == killers[0] or m == killers[1]:
                return -10 ** 7
            return -hist_score[m]

        moves.sort(key=order)
        best, best_move = -INF, -1
        for i, m in enumerate(moves):
            if i & 15 == 15:
                yield                    # a long row of leaves: let step() look at the clock
            o, p, off = _apply(m, own, opp)
            if off and lost_opp + 1 >= WIN_OFF:
                score = WIN - ply - 1
            elif history and _child_key(key, m, colour, opp) in history:
                score = 0                # back to a position of the game: a draw
            elif depth == 1:
                self.nodes += 1
                score = -evaluate(p, o, lost_opp + off, lost_own)
            else:
                k = _child_key(key, m, colour, opp)
                score = -(yield from self._ab(p, o, lost_opp + off, lost_own, k, 1 - colour,
                                              depth - 1, -beta, -alpha, ply + 1))
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if not PUSH1[m] & opp and killers[0] != m:
                            killers[1], killers[0] = killers[0], m
                        hist_score[m] += depth * depth
                        break
        flag = _UPPER if best <= alpha0 else _LOWER if best >= beta else _EXACT
        if len(self.tt) > 1_000_000:
            self.tt.clear()
        self.tt[key] = (best + _SCORE_BIAS) << 20 | (best_move + 1) << 8 | depth << 2 | flag
        return best


def _child_key(key: int, m: int, colour: int, opp: int) -> int:
    """The Zobrist key after `colour` plays m (opp: the opponent's marbles before it)."""
    key ^= ZTURN ^ ZMOVE[colour][m]
    if PUSH1[m] & opp:
        p1, p2, p3 = MOVE_PUSH[m]
        zo = Z[1 - colour]
        key ^= zo[p1]
        land = p3 if PUSH2[m] & opp else p2
        if land >= 0:
            key ^= zo[land]
    return key


def game_history(positions) -> list[int]:
    """The Zobrist keys of a game's positions, for Search(history=...)."""
    return [zobrist(p) for p in positions]


def best_move(position: Position, level: int = 3, **limits) -> int | None:
    """Think to the end (no slices): the move the computer plays, or None when it has none."""
    return Search(position, level, **limits).run()


__all__ = ["Search", "best_move", "evaluate", "zobrist", "LEVELS", "Limits", "WIN"]
