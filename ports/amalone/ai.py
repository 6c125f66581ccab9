"""The computer player: a principal-variation alpha-beta search with iterative deepening,
thinking in slices so that a screen can run it a few milliseconds per frame (the browser
build has no threads).

    s = Search(position, level=3, history=game_keys)
    while not s.step(5):        # 5 ms per frame
        ...
    s.best_move

What it does, and why:
- a transposition table with Zobrist keys, which a caller may keep between the moves of a
  game (a full table gives up its oldest entries, the earliest searches' first; a table
  written under other draw values is cleared); move ordering: the table's move, push-offs,
  other pushes, two killer moves per ply, history (seeded with how far a move brings its
  marbles towards the centre);
- late quiet moves are searched one ply shallower first (late-move reductions), and again
  at full depth only when they look better: Abalone has 50-80 moves a position; a position
  that stays good when the other side moves twice is cut short (null move), and one ply above
  the leaves, off the principal line, a side far above or below the window is not searched
  through (futility: a quiet move changes the evaluation by less than MARGIN);
- a push-off is searched one ply deeper (at most twice on a path), and every leaf looks at
  the push-offs the side to move has (a quiescence step): a lead is seen to the end;
- the game's earlier positions (`history`, Zobrist keys) and the positions on the search's
  own path count as a draw; the side that is ahead scores a draw below zero (contempt), so
  it makes progress instead of going round in circles.

Levels (ai_levels.py) limit depth and nodes, never time, so a seed reproduces a game. The
search yields between the children of every node two or more plies above the leaves, and in
the nodes above the leaves every STRETCH nodes, and a piece between two yields starts only
while one as long as the longest lately still fits the slice (retro.thinking.room_for).
"""
from __future__ import annotations

import itertools
import time

from retro.dice import Dice
from retro.thinking import room_for

from .ai_levels import LEVELS, Limits
from .board import NEIGHBOUR, VALID, distance_from_centre
from .evaluation import (MOVE_CENTRE, PUSH_CENTRE, THREAT_TO_MOVE, centre, evaluate,
                         static)
from .rules import (MOVE_CELLS, MOVE_COUNT, MOVE_DELTA, MOVE_DIR, PUSH1, PUSH2, PUSH3, WIN_OFF,
                    Position, generate, legal_move, moves_by_kind, push_moves, pushoff_moves,
                    pushoff_targets, quiet_moves)
from .zobrist import ZTURN, child_key as _child_key, game_history, zobrist

WIN = 1_000_000
INF = 10 * WIN
QUIESCE = 3             # plies of push-offs a leaf looks at
MAX_EXTEND = 2          # push-off extensions on one path
EXTEND_PUSHES = 0       # also extend (in the same budget): 0 no other move, 1 every push,
                        # 2 a push that leaves a push-off threat, 3 any move that leaves one
                        # (issue 25 measured them)
LATE = 3                # moves searched at full depth before the reductions start
STRETCH = 48            # nodes searched between two yields of a node above the leaves
PIECE_FADE = 0.999      # how fast step forgets its longest piece: hundreds of pieces a slice,
                        # a long one (a node's children searched in one go) among them
FUTILITY = True         # the switches let a benchmark measure what each part is worth
MARGIN = 300            # what a quiet move can change the evaluation by, at most (nearly)
NULL_MOVE = True
NULL_R = 2              # how much shallower a null move is searched
KEPT_CUTS = 1           # 0: an earlier search's entries only order the search, never cut it
CONTEMPT = 250          # per marble ahead at the root: what a draw costs the side ahead
CONTEMPT_EVEN = 50      # and with the marbles even (the side behind takes a draw as nought)
# The clocks a movetime may be counted by that run no faster than the wall clock (the
# process's and the thread's CPU time: the search runs in one thread), so that step reads them
# only when the time may be up; those the system has (Pyodide's time has no thread_time).
CPU_CLOCKS = tuple(c for c in (getattr(time, "process_time", None), getattr(time, "thread_time", None))
                   if c is not None)
SAFE_ROOT = 0           # 1: the side ahead plays at the root only moves after which nothing of
                        # it can be pushed off, when it has one (issue 35.1 measured it, left off)


# A quiet move's first ordering guess: how far its marbles come towards the centre.
_CENTRE_GAIN = [0] * MOVE_COUNT
for _m in range(MOVE_COUNT):
    _CENTRE_GAIN[_m] = sum(distance_from_centre(sq) - distance_from_centre(NEIGHBOUR[MOVE_DIR[_m]][sq])
                           for sq in MOVE_CELLS[_m])


def safe_moves(pos: Position) -> set[int]:
    """The moves after which the other side can push none of the mover's marbles off (a move
    that pushes the sixth off counts too): empty when every move offers one."""
    safe = set()
    for m in pos.legal_moves():
        q = pos.play_unchecked(m)
        if q.lost[q.turn] >= WIN_OFF or not pushoff_targets(q.own, q.opp):
            safe.add(m)
    return safe


def _play(m: int, own: int, opp: int, cen: int):
    """Move m for the side owning `own`: (own, opp, marbles off: 0 or 1, the mover's centre
    term after it). The centre term follows the move instead of being counted again."""
    own ^= MOVE_DELTA[m]
    cen += MOVE_CENTRE[m]
    p1 = PUSH1[m]
    if p1 & opp:
        c1, c2, c3 = PUSH_CENTRE[m]
        if PUSH2[m] & opp:
            land, cl = PUSH3[m], c3
        else:
            land, cl = PUSH2[m], c2
        opp ^= p1                          # the first pushed marble makes room for the head
        cen += c1 - cl
        if land & VALID:
            return own, opp | land, 0, cen
        return own, opp, 1, cen
    return own, opp, 0, cen


def _extends(m: int, opp: int, own_after: int, opp_after: int) -> bool:
    """Is move m (played against `opp`) a push the search looks a ply further after?"""
    if not EXTEND_PUSHES or EXTEND_PUSHES < 3 and not PUSH1[m] & opp:
        return False
    return EXTEND_PUSHES == 1 or bool(pushoff_targets(own_after, opp_after))


_EXACT, _LOWER, _UPPER = 0, 1, 2

# A table entry is one int, not a tuple: a dict of ints is never tracked by Python's garbage
# collector, so its full passes stay short while the table grows (a dict of 400,000 tuples
# cost a 3-6 ms pause in the middle of a frame's slice). Bits: flag 0-1, depth 2-7,
# move + 1 8-19, age 20-27 (which search on this table wrote it), score + _SCORE_BIAS from 28.
_SCORE_BIAS = 1 << 40
TABLE_LIMIT = 1_000_000
_AGE_MASK = 255 << 20
_AGE = -1                 # the table's own entries (keys are >= 0): the age of its last search
_DONE = -2                # and of the last one that finished
_SIG = -3                 # and how its scores judge draws (Search.__init__)


def table_finished(tt: dict) -> bool:
    """Did the last search on this table finish? What one left unfinished wrote depends on
    when it was stopped (a clock), so a player that promises reproducible games drops it."""
    return tt.get(_DONE, -1) == tt.get(_AGE, -1)


def _pack(depth: int, flag: int, score: int, move: int, age: int = 0) -> int:
    """One table entry (written out inline in the search, the hot loop)."""
    return (score + _SCORE_BIAS) << 28 | age << 20 | (move + 1) << 8 | depth << 2 | flag


ROOM = 32                 # a full table gives up this part of itself: its oldest entries


def make_room(tt: dict) -> None:
    """A full table gives up its oldest entries, a 32nd of it. A dict keeps its keys in the
    order they came, so those are the earliest searches' first (a table kept between moves
    fills with positions the game has left behind). Some 4 ms at a million entries, inside a
    slice: sorting the whole table out by age took 150 ms, a frame frozen seven times over."""
    n = max(1, len(tt) // ROOM)
    old = [k for k in itertools.islice(tt, n + 3) if k >= 0]   # the table's own (keys < 0) stay
    for k in old:
        del tt[k]


class _Abort(Exception):
    pass


class Search:
    """A resumable search from `position`. step(budget_ms) -> True when finished;
    best_move / best_score / depth_done / nodes tell how far it got, `iterations` what each
    finished depth found (depth, score, nodes, seconds, principal variation)."""

    def __init__(self, position: Position, level: int = 3, *, depth: int | None = None,
                 nodes: int | None = None, movetime_ms: float | None = None,
                 dice: Dice | None = None, tt: dict | None = None, history=(),
                 contempt: int | None = None, clock=time.perf_counter, evaluation=None,
                 only=None):
        limits = LEVELS[max(min(LEVELS), min(max(LEVELS), level))]
        self.limits = limits
        self.position = position
        self.max_depth = min(60, depth if depth is not None else limits.depth)   # 6 bits in the table
        self.max_nodes = nodes if nodes is not None else limits.nodes
        self.movetime = movetime_ms / 1000 if movetime_ms is not None else None
        self.clock = clock        # movetime by this clock (benchmarks: the process's CPU time)
        # another player's evaluation (a benchmark's opponent, converting.compact): the same
        # search, judging the leaves by `evaluation` (as evaluation.static is called)
        self._static = evaluation if evaluation is not None else static
        # The positions a return to is a draw: those the game has had twice already (a third
        # time is the threefold repetition) and, while searching, those on the path to the
        # node (a cycle can be played again and again). Going back once to a position the
        # game had once is allowed: counting that as a draw would make the side ahead avoid
        # every position it ever had, and the side behind steer for them.
        times: dict[int, int] = {}
        for k in list(history) + [zobrist(position)]:
            times[k] = times.get(k, 0) + 1
        self._seen = {k for k, n in times.items() if n >= 2}
        self.history = frozenset(self._seen)
        lead = position.lost[1 - position.turn] - position.lost[position.turn]
        if contempt is None:
            contempt = CONTEMPT * lead + CONTEMPT_EVEN if lead >= 0 else 0
        c = contempt
        self._draw = (-c, c) if position.turn == 0 else (c, -c)    # by the colour to move
        self.tt = tt if tt is not None else {}
        # A kept table's scores hold what a draw was worth and which positions were one when
        # they were written: a search that judges draws otherwise (another lead, a position
        # of the game seen twice since) clears it, else it trusts lines that now repeat
        sig = hash((self.history, self._draw))
        if self.tt.get(_SIG, sig) != sig:
            self.tt.clear()
        self.tt[_SIG] = sig
        # each search on a kept table is one age older: its entries replace earlier ones first
        self.age = (self.tt.get(_AGE, -1) + 1) & 255
        self.tt[_AGE] = self.age
        self._age_bits = self.age << 20
        self.nodes = 0
        self.longest = 0.0        # seconds: its longest piece between two yields (step)
        self.depth_done = 0
        self.elapsed = 0.0
        self.best_move: int | None = None
        self.best_score: int | None = None
        self.iterations: list[tuple] = []
        self.done = False
        self._killers = [[-1, -1] for _ in range(64)]
        self._hist = list(_CENTRE_GAIN)
        offs, pushes, quiet = moves_by_kind(position.own, position.opp)
        if position.winner() is not None:
            offs, pushes, quiet = [], [], []
        if only is None and SAFE_ROOT and lead > 0:
            only = safe_moves(position) or None
        if only is not None:       # the root's moves restricted (a player that rules some out)
            offs, pushes, quiet = ([m for m in g if m in only] for g in (offs, pushes, quiet))
        self._noise = None
        for group in (offs, pushes, quiet):
            if dice is not None:
                dice.shuffle(group)       # ties go to a random move: varied computer games
        if limits.noise and offs + pushes + quiet:
            d = dice if dice is not None else Dice(0x5EED)
            self._noise = {m: d.randint(-limits.noise, limits.noise) for m in offs + pushes + quiet}
        self._moves = offs + pushes + quiet
        if not self._moves:
            self.done = True
        else:
            self.best_move = self._moves[0]
            if len(self._moves) == 1:
                self.done = True          # nothing to think about
        self._gen = self._iterate()

    # -- driving -------------------------------------------------------------------------------
    def step(self, budget_ms: float) -> bool:
        """Search for about budget_ms: a piece of the search (between two yields) starts only
        while one as long as the longest so far still fits (retro.thinking's rule for a
        slice), so that the slice does not run over by one."""
        if self.done:
            self.tt[_DONE] = self.age
            return True
        perf = time.perf_counter
        begun = perf()
        deadline = begun + budget_ms / 1000
        clock = self.clock
        c0 = clock()
        stop_at = c0 - self.elapsed + self.movetime if self.movetime is not None else None
        gen = self._gen
        wall = clock is perf
        # A CPU clock is a system call (reading it after every piece cost a tenth of the
        # nodes): it is read only when the wall clock says the time may be up, as a CPU clock
        # of one thread runs no faster than the wall clock. `seen`: its last reading, and the
        # wall clock just before it.
        bounded = clock in CPU_CLOCKS
        seen_wall, seen = begun, c0
        longest = self.longest
        now = perf()
        try:
            while True:
                started = now
                next(gen)
                # pieces by the wall clock: the thread's CPU clock (retro.thinking's) is a system
                # call, too dear for the search's many pieces (it cost 7-10 % of its nodes)
                now = perf()
                longest = max(now - started, longest * PIECE_FADE)
                if stop_at is not None:
                    if wall:
                        over = now >= stop_at
                    elif bounded and seen + (now - seen_wall) < stop_at:
                        over = False
                    else:
                        seen_wall = perf()
                        seen = clock()
                        over = seen >= stop_at
                    if over:
                        gen.close()
                        self.done = True
                        break
                if not room_for(longest, deadline):
                    break
        except StopIteration:
            self.done = True
        self.longest = longest
        self.elapsed += clock() - c0
        if self.done:
            self.tt[_DONE] = self.age
        return self.done

    def run(self) -> int | None:
        while not self.step(100):
            pass
        return self.best_move

    def pv(self, length: int | None = None) -> list[int]:
        """The principal variation: the best move and the table's answers after it."""
        if self.best_move is None:
            return []
        out = [self.best_move]
        pos = self.position
        key = zobrist(pos)
        length = length or max(1, self.depth_done)
        m = self.best_move
        while len(out) <= length:
            key = _child_key(key, m, pos.turn, pos.opp)
            pos = pos.play_unchecked(m)
            entry = self.tt.get(key)
            if entry is None or pos.winner() is not None or len(out) >= length:
                break
            m = (entry >> 8 & 0xFFF) - 1
            if m < 0 or m not in generate(pos.own, pos.opp):
                break
            out.append(m)
        return out

    # -- the search -------------------------------------------------------------------------------
    def _iterate(self):
        pos = self.position
        own, opp = pos.own, pos.opp
        lost_own, lost_opp = pos.lost[pos.turn], pos.lost[1 - pos.turn]
        key = zobrist(pos)
        colour = pos.turn
        cen = centre(own, opp)
        moves = self._moves
        noise = self._noise
        spent = {m: 0 for m in moves}
        seen = self._seen
        root_new = key not in seen
        seen.add(key)
        draw_next = self._draw[1 - colour]
        try:
            for depth in range(1, self.max_depth + 1):
                alpha = -INF
                best = None
                for i, m in enumerate(moves):
                    yield
                    before = self.nodes
                    o, p, off, c = _play(m, own, opp, cen)
                    k = _child_key(key, m, colour, opp)
                    if off and lost_opp + 1 >= WIN_OFF:
                        score = WIN - 1
                    elif k in seen:
                        score = -draw_next
                    elif not self.limits.quiesce:
                        score = -evaluate(p, o, lost_opp + off, lost_own)     # at a glance
                    elif depth == 1 or noise is not None:
                        score = -self._quiesce(p, o, lost_opp + off, lost_own, -c, QUIESCE, -INF, INF, 1)
                    else:
                        e = 1 if MAX_EXTEND and (off or _extends(m, opp, o, p)) else 0
                        d = depth - 1 + e
                        seen.add(k)
                        if i == 0:
                            score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k,
                                                             1 - colour, d, -INF, INF, 1, e))
                        else:
                            score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k,
                                                             1 - colour, d, -alpha - 1, -alpha, 1, e))
                            if score > alpha:
                                score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c,
                                                                 k, 1 - colour, d, -INF, -alpha, 1, e))
                        seen.discard(k)
                    if noise is not None:
                        score += noise[m]
                    spent[m] = self.nodes - before
                    if score > alpha:
                        alpha, best = score, m
                        if depth > 1 and best != self.best_move and i > 0:
                            # a better move found part-way through this iteration counts
                            self.best_move, self.best_score = best, score
                self.best_move, self.best_score, self.depth_done = best, alpha, depth
                rest = sorted((x for x in moves if x != best), key=lambda x: -spent[x])
                moves[:] = [best] + rest
                self.iterations.append((depth, alpha, self.nodes, self.elapsed, self.pv(depth)))
                if alpha >= WIN - 64 or alpha <= -WIN + 64 or noise is not None:
                    break                    # a forced win or loss: looking deeper changes nothing
        except _Abort:
            pass
        finally:
            if root_new:
                seen.discard(key)

    def _child(self, own, opp, lost_own, lost_opp, cen, key, colour, depth, alpha, beta, ply, ext,
               nul=True):
        """The value of a child node (a generator: nodes two or more plies from the leaves
        yield, the rest are computed in one go, well inside a slice)."""
        if depth <= 0:
            return self._quiesce(own, opp, lost_own, lost_opp, cen, QUIESCE, alpha, beta, ply)
        if depth == 1:
            return (yield from self._frontier(own, opp, lost_own, lost_opp, cen, key, colour,
                                              alpha, beta, ply))
        return (yield from self._node(own, opp, lost_own, lost_opp, cen, key, colour, depth,
                                      alpha, beta, ply, ext, nul))

    def _staged(self, own, opp, tt_move, ply):
        """The moves in the order they are tried, generated as they are needed (a node that
        is refuted by its first move never lists its quiet moves): the table's move, the
        push-offs, the other pushes, the killers, then the quiet moves by their history.
        Each comes with `late`: None for the pushes, the table's move and the killers,
        else whether it is a quiet move after the first LATE (searched a ply shallower
        first)."""
        if tt_move >= 0 and legal_move(tt_move, own, opp):
            yield tt_move, None
        else:
            tt_move = -1
        offs, pushes = push_moves(own, opp)
        for m in offs:
            if m != tt_move:
                yield m, None
        for m in pushes:
            if m != tt_move:
                yield m, None
        k0, k1 = self._killers[ply] if ply < 64 else (-1, -1)
        for k in (k0, k1):
            if k >= 0 and k != tt_move and not PUSH1[k] & opp and legal_move(k, own, opp):
                yield k, None
        quiet = quiet_moves(own, opp)
        quiet.sort(key=self._hist.__getitem__, reverse=True)
        n = 0
        for m in quiet:
            if m != tt_move and m != k0 and m != k1:
                n += 1
                yield m, n > LATE

    def _cutoff(self, m, opp, depth, ply):
        if not PUSH1[m] & opp and ply < 64:
            killers = self._killers[ply]
            if killers[0] != m:
                killers[1], killers[0] = killers[0], m
        self._hist[m] += depth * depth

    def _node(self, own, opp, lost_own, lost_opp, cen, key, colour, depth, alpha, beta, ply, ext,
              nul=True):
        """Negamax alpha-beta as a generator: it yields once per node so that step() can stop."""
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _Abort
        yield
        alpha0 = alpha
        tt = self.tt
        entry = tt.get(key)
        tt_move = -1
        if entry is not None:
            tt_move = (entry >> 8 & 0xFFF) - 1
            if entry >> 2 & 63 >= depth and (entry & _AGE_MASK == self._age_bits or KEPT_CUTS):
                e_flag = entry & 3
                e_score = (entry >> 28) - _SCORE_BIAS
                if e_flag == _EXACT or (e_flag == _LOWER and e_score >= beta) or \
                        (e_flag == _UPPER and e_score <= alpha):
                    return e_score
        if nul and NULL_MOVE and depth >= 3 and beta < WIN - 64 and \
                self._static(own, opp, lost_own, lost_opp, cen) >= beta:
            # Passing is no move in Abalone, but a position that stays good even when the
            # other side moves twice is refuted without a full search (null move)
            score = -(yield from self._child(opp, own, lost_opp, lost_own, -cen, key ^ ZTURN,
                                             1 - colour, depth - 1 - NULL_R, -beta, 1 - beta,
                                             ply + 1, ext, False))
            if score >= beta:
                return score
        seen = self._seen
        draw = self._draw[1 - colour]
        best, best_move = -INF, -1
        i = -1
        for i, (m, late) in enumerate(self._staged(own, opp, tt_move, ply)):
            if i:
                yield                        # between children: step() may look at the clock
            o, p, off, c = _play(m, own, opp, cen)
            k = _child_key(key, m, colour, opp)
            if off and lost_opp + 1 >= WIN_OFF:
                score = WIN - ply - 1
            elif k in seen:
                score = -draw                # back to a position of the game or the path
            else:
                d = depth - 1
                e = ext
                if ext < MAX_EXTEND and (off or EXTEND_PUSHES and _extends(m, opp, o, p)):
                    d += 1
                    e += 1
                seen.add(k)
                if i == 0:
                    score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k, 1 - colour,
                                                     d, -beta, -alpha, ply + 1, e))
                else:
                    r = 1 if late and depth >= 3 else 0
                    score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k, 1 - colour,
                                                     d - r, -alpha - 1, -alpha, ply + 1, e))
                    if r and score > alpha:
                        score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k,
                                                         1 - colour, d, -alpha - 1, -alpha, ply + 1, e))
                    if alpha < score < beta:
                        score = -(yield from self._child(p, o, lost_opp + off, lost_own, -c, k,
                                                         1 - colour, d, -beta, -alpha, ply + 1, e))
                seen.discard(k)
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._cutoff(m, opp, depth, ply)
                        break
        if i < 0:
            return -WIN + ply                # no legal move: lost
        self._store(key, depth, alpha0, beta, best, best_move)
        return best

    def _frontier(self, own, opp, lost_own, lost_opp, cen, key, colour, alpha, beta, ply):
        """A node one ply above the leaves: every move, then the leaf's quiescence step. It
        yields only after every STRETCH nodes (a leaf costs some 15 microseconds)."""
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _Abort
        alpha0 = alpha
        tt = self.tt
        entry = tt.get(key)
        tt_move = -1
        if entry is not None:
            tt_move = (entry >> 8 & 0xFFF) - 1
            if entry >> 2 & 63 >= 1 and (entry & _AGE_MASK == self._age_bits or KEPT_CUTS):
                e_flag = entry & 3
                e_score = (entry >> 28) - _SCORE_BIAS
                if e_flag == _EXACT or (e_flag == _LOWER and e_score >= beta) or \
                        (e_flag == _UPPER and e_score <= alpha):
                    return e_score
        seen = self._seen
        draw = self._draw[1 - colour]
        quiesce = self._quiesce
        best, best_move = -INF, -1
        futile = False
        if FUTILITY and beta - alpha == 1:
            # Off the principal line: a side this far above beta keeps it with some move, and
            # one this far below alpha gains it with a push at most (quiet moves move the
            # evaluation by less than the margin)
            stand = self._static(own, opp, lost_own, lost_opp, cen)
            if stand - MARGIN >= beta:
                return stand - MARGIN
            futile = stand + MARGIN <= alpha
            if futile:
                best = stand + MARGIN
        moved = False
        mark = self.nodes
        for m, late in self._staged(own, opp, tt_move, ply):
            moved = True
            if futile and late is not None:
                break                        # the quiet moves come last
            if self.nodes - mark > STRETCH:
                mark = self.nodes
                yield
            o, p, off, c = _play(m, own, opp, cen)
            if off and lost_opp + 1 >= WIN_OFF:
                score = WIN - ply - 1
            elif seen and _child_key(key, m, colour, opp) in seen:
                score = -draw
            else:
                score = -quiesce(p, o, lost_opp + off, lost_own, -c, QUIESCE, -beta, -alpha, ply + 1)
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._cutoff(m, opp, 1, ply)
                        break
        if not moved:
            return -WIN + ply                # no legal move: lost
        self._store(key, 1, alpha0, beta, best, best_move)
        return best

    def _quiesce(self, own, opp, lost_own, lost_opp, cen, qdepth, alpha, beta, ply):
        """A leaf: the static value, or better, the push-offs the side to move has."""
        self.nodes += 1
        stand = self._static(own, opp, lost_own, lost_opp, cen)
        if stand >= beta:
            return stand
        offs = pushoff_moves(own, opp)
        if not offs:
            return stand
        if qdepth <= 0:
            return stand + THREAT_TO_MOVE
        if lost_opp + 1 >= WIN_OFF:
            return WIN - ply - 1
        best = stand
        if best > alpha:
            alpha = best
        for m in offs:
            o, p, off, c = _play(m, own, opp, cen)
            score = -self._quiesce(p, o, lost_opp + 1, lost_own, -c, qdepth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def _store(self, key, depth, alpha0, beta, best, best_move):
        flag = _UPPER if best <= alpha0 else _LOWER if best >= beta else _EXACT
        tt = self.tt
        if len(tt) > TABLE_LIMIT:
            make_room(tt)
        tt[key] = (best + _SCORE_BIAS) << 28 | self._age_bits | (best_move + 1) << 8 | depth << 2 | flag


def best_move(position: Position, level: int = 3, **limits) -> int | None:
    """Think to the end (no slices): the move the computer plays, or None when it has none."""
    return Search(position, level, **limits).run()


__all__ = ["Search", "best_move", "safe_moves", "table_finished", "make_room", "evaluate", "zobrist", "game_history", "LEVELS", "Limits",
           "WIN"]
