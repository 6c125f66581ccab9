"""Abalone's rules as aMalone plays them: which moves are legal, and what a move does.

A move is a set of 1-3 own marbles in a row plus a direction. Every such geometric move
gets a number (its *move id*) once, when this module loads; the tables below say which
marbles move, where to, and which squares a push touches. Listing the same marbles from
the other end gives the same move, so each move has exactly one id.

The generator works on bit boards (one Python int per colour, see board.py): shifting a
whole colour one step answers "which marbles have an empty field / an opponent in front"
for all marbles at once, so a position's moves cost a few hundred integer operations.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Refusal

from .board import (BLACK, FIELDS, NEIGHBOUR, OPENINGS, SHIFT, SIZE, SQ, VALID, WHITE, mask_of,
                    mask_of_names, names_of)

WIN_OFF = 6          # aMalone Spelregels: six marbles pushed off wins
MARBLES = 14

# -- the move tables ----------------------------------------------------------------------
MOVE_N: list[int] = []         # 1, 2 or 3 own marbles
MOVE_DIR: list[int] = []       # 0..5, see board.DIRECTIONS
MOVE_INLINE: list[bool] = []   # along the row (may push) or broadside (side step)
MOVE_CELLS: list[tuple] = []   # own squares, the head (front marble) first
MOVE_SIDE: list[str] = []      # broadside: "l"/"r", where the row lies seen from the head
MOVE_FROM: list[int] = []      # bit mask of the moving marbles
MOVE_DELTA: list[int] = []     # own board ^= delta makes the move
MOVE_PUSH: list[tuple] = []    # inline: (sq in front, next, next) or -1 off the board
MOVE_ID: dict[tuple[int, int], int] = {}   # (from mask, direction) -> id

# Lookup by the square the generator finds, per direction (-1 = no such move).
_SINGLE = [[-1] * SIZE for _ in range(6)]           # by source square
_INLINE = {2: [[-1] * SIZE for _ in range(6)], 3: [[-1] * SIZE for _ in range(6)]}  # by head
_BROAD = {(n, a, d): [-1] * SIZE for n in (2, 3) for a in range(3) for d in range(6)}  # by tail


def _step(sq: int, d: int) -> int:
    return NEIGHBOUR[d][sq] if sq >= 0 else -1


def _add(cells: tuple, d: int, inline: bool, side: str) -> int:
    mid = len(MOVE_N)
    frm = mask_of(cells)
    to = mask_of(_step(c, d) for c in cells)
    MOVE_N.append(len(cells))
    MOVE_DIR.append(d)
    MOVE_INLINE.append(inline)
    MOVE_CELLS.append(cells)
    MOVE_SIDE.append(side)
    MOVE_FROM.append(frm)
    MOVE_DELTA.append(frm ^ to)
    if inline and len(cells) > 1:
        p1 = _step(cells[0], d)
        p2 = _step(p1, d)
        p3 = _step(p2, d)
        MOVE_PUSH.append((p1, p2, p3))
    else:
        MOVE_PUSH.append(None)
    MOVE_ID[(frm, d)] = mid
    return mid


def _build() -> None:
    for d in range(6):
        back = (d + 3) % 6
        for head in FIELDS:
            if _step(head, d) < 0:
                continue          # the head would leave the board: never a legal move
            _SINGLE[d][head] = _add((head,), d, True, "")
            row = [head]
            for n in (2, 3):
                row.append(_step(row[-1], back))
                if row[-1] < 0:
                    break
                _INLINE[n][d][head] = _add(tuple(row), d, True, "")
    for a in range(3):            # the row lies along axis a (E, NE or NW) from its tail
        for d in range(6):
            if d % 3 == a:
                continue
            for tail in FIELDS:
                row = [tail]
                for n in (2, 3):
                    row.append(_step(row[-1], a))
                    if row[-1] < 0 or any(_step(c, d) < 0 for c in row):
                        break
                    # The head is the end from which the rest lies behind, to one side.
                    if a == (d + 2) % 6:
                        cells, side = tuple(row), "l"
                    elif a == (d - 2) % 6:
                        cells, side = tuple(row), "r"
                    elif (a + 3) % 6 == (d + 2) % 6:
                        cells, side = tuple(reversed(row)), "l"
                    else:
                        cells, side = tuple(reversed(row)), "r"
                    _BROAD[(n, a, d)][tail] = _add(cells, d, False, side)


_build()
MOVE_COUNT = len(MOVE_N)

# For a fast make: PUSH1 is the bit in front of an inline head (0 for broadsides), PUSH2 and
# PUSH3 the next two squares along the line, where pushed marbles land (0 off the grid).
PUSH1 = [0] * MOVE_COUNT
PUSH2 = [0] * MOVE_COUNT
PUSH3 = [0] * MOVE_COUNT
for _m, _p in enumerate(MOVE_PUSH):
    if _p:
        PUSH1[_m] = 1 << _p[0] if _p[0] >= 0 else 0
        PUSH2[_m] = 1 << _p[1] if _p[1] >= 0 else 0
        PUSH3[_m] = 1 << _p[2] if _p[2] >= 0 else 0


# PAD: the squares of the grid that are no field (a marble pushed onto one falls off).
PAD = ((1 << SIZE) - 1) & ~VALID


# MOVE_NEW[m]: the fields move m's own marbles move onto that no own marble leaves (the
# head's front field inline, every target in a broadside): they must be free, or, inline,
# hold the opponents it pushes.
MOVE_NEW = [MOVE_DELTA[_m] & ~MOVE_FROM[_m] for _m in range(MOVE_COUNT)]


def _ids(x: int, tbl, out: list) -> None:
    """Append tbl[sq] for every bit sq of x."""
    while x:
        low = x & -x
        out.append(tbl[low.bit_length() - 1])
        x ^= low


# -- generating moves ----------------------------------------------------------------------
def push_moves(own: int, opp: int) -> tuple[list[int], list[int]]:
    """The pushes of the side owning `own`: those that send a marble off, and the others.

    For each direction: heads q of two (h2) or three (h3) own marbles in a row with one
    opponent in front (p1) and an empty field (keep) or the edge (off) behind it, or two
    opponents in front (p12) and then an empty field or the edge. Written out for both signs
    of the shift (Python cannot shift by a negative count)."""
    empty = VALID & ~(own | opp)
    offs: list[int] = []
    pushes: list[int] = []
    for d in range(6):
        s = SHIFT[d]
        if s > 0:
            p1 = opp >> s
            h2 = own & (own << s)
            if not h2 & p1:
                continue                 # no two own marbles with an opponent in front
            h3 = h2 & (h2 << s)
            p12 = p1 & (opp >> (2 * s))
            e2, o2 = empty >> (2 * s), PAD >> (2 * s)
            e3, o3 = empty >> (3 * s), PAD >> (3 * s)
        else:
            s = -s
            p1 = opp << s
            h2 = own & (own >> s)
            if not h2 & p1:
                continue
            h3 = h2 & (h2 >> s)
            p12 = p1 & (opp << (2 * s))
            e2, o2 = empty << (2 * s), PAD << (2 * s)
            e3, o3 = empty << (3 * s), PAD << (3 * s)
        x = h2 & p1 & o2                 # 2 against 1, off the board
        if x:
            _ids(x, _INLINE[2][d], offs)
        x = h2 & p1 & e2
        if x:
            _ids(x, _INLINE[2][d], pushes)
        if h3 & p1:
            x = h3 & ((p1 & o2) | (p12 & o3))     # 3 against 1 or 2, off the board
            if x:
                _ids(x, _INLINE[3][d], offs)
            x = h3 & ((p1 & e2) | (p12 & e3))
            if x:
                _ids(x, _INLINE[3][d], pushes)
    return offs, pushes


def quiet_moves(own: int, opp: int) -> list[int]:
    """The moves of the side owning `own` onto empty fields (everything but the pushes)."""
    empty = VALID & ~(own | opp)
    out: list[int] = []
    add = out.append
    e1s = []
    for d in range(6):
        s = SHIFT[d]
        if s > 0:
            e1 = empty >> s
            h2 = own & (own << s)
            h3 = h2 & (h2 << s)
        else:
            e1 = empty << -s
            h2 = own & (own >> -s)
            h3 = h2 & (h2 >> -s)
        e1s.append(e1)
        tbl = _SINGLE[d]
        x = own & e1
        while x:
            low = x & -x
            add(tbl[low.bit_length() - 1])
            x ^= low
        x = h2 & e1
        if x:
            tbl = _INLINE[2][d]
            while x:
                low = x & -x
                add(tbl[low.bit_length() - 1])
                x ^= low
            x = h3 & e1
            tbl = _INLINE[3][d]
            while x:
                low = x & -x
                add(tbl[low.bit_length() - 1])
                x ^= low
    for a in range(3):               # broadsides: rows along axis a (a positive shift)
        sa = SHIFT[a]
        b2 = own & (own >> sa)       # tails of two in a row along axis a
        if not b2:
            continue
        b3 = b2 & (b2 >> sa)
        for d in range(6):
            if d % 3 == a:
                continue
            e1 = e1s[d]
            x = b2 & e1 & (e1 >> sa)
            if x:
                x3 = b3 & x & (e1 >> (2 * sa))
                tbl = _BROAD[(2, a, d)]
                while x:
                    low = x & -x
                    add(tbl[low.bit_length() - 1])
                    x ^= low
                tbl = _BROAD[(3, a, d)]
                while x3:
                    low = x3 & -x3
                    add(tbl[low.bit_length() - 1])
                    x3 ^= low
    return out


def moves_by_kind(own: int, opp: int) -> tuple[list[int], list[int], list[int]]:
    """Every legal move id for the side owning `own`, in three lists: the pushes that send a
    marble off, the other pushes, and the quiet moves (the search orders them so)."""
    offs, pushes = push_moves(own, opp)
    return offs, pushes, quiet_moves(own, opp)


def legal_move(m: int, own: int, opp: int) -> bool:
    """Is move id m legal for the side owning `own`? (The search's table and killer moves
    come from other positions.)"""
    frm = MOVE_FROM[m]
    if own & frm != frm:
        return False
    new = MOVE_NEW[m]
    if not new & (own | opp):
        return True
    if not new & opp or not MOVE_INLINE[m] or MOVE_N[m] == 1:
        return False                 # onto an own marble, a broadside, or one marble alone
    p2 = PUSH2[m]
    if p2 & own:
        return False                 # the pushed marble would have to move onto ours
    if p2 & opp:                     # two in front: three must push, and room behind them
        return MOVE_N[m] == 3 and not PUSH3[m] & (own | opp)
    return True


def generate(own: int, opp: int) -> list[int]:
    """Every legal move id for the side owning `own`; pushes first, those that push a
    marble off before the others (a hint for the AI)."""
    offs, pushes, quiet = moves_by_kind(own, opp)
    offs += pushes
    offs += quiet
    return offs


def pushoff_moves(own: int, opp: int) -> list[int]:
    """The moves that push an opponent's marble off (the search's quiescence step)."""
    out: list[int] = []
    for d in range(6):
        s = SHIFT[d]
        if s > 0:
            p1 = opp >> s
            if not p1 & own:
                continue
            h2 = own & (own << s)
            off1 = h2 & p1 & (PAD >> (2 * s))
            h3 = h2 & (h2 << s)
            off2 = h3 & p1 & (opp >> (2 * s)) & (PAD >> (3 * s))
        else:
            s = -s
            p1 = opp << s
            if not p1 & own:
                continue
            h2 = own & (own >> s)
            off1 = h2 & p1 & (PAD << (2 * s))
            h3 = h2 & (h2 >> s)
            off2 = h3 & p1 & (opp << (2 * s)) & (PAD << (3 * s))
        if off1:                     # 2 against 1, and 3 against 1 where the row is three
            _ids(off1, _INLINE[2][d], out)
            _ids(off1 & h3, _INLINE[3][d], out)
        if off2:
            _ids(off2, _INLINE[3][d], out)
    return out


# The broadsides count() looks at: for each axis of a row (its positive shift), the four
# directions it may step in (the directions along the axis are inline moves).
_BROADSIDES = tuple((SHIFT[a], tuple(d for d in range(6) if d % 3 != a)) for a in range(3))


def count(own: int, opp: int) -> int:
    """len(generate(own, opp)) without building the list (perft's last ply). Per direction:
    own marbles with an empty field in front, heads of two and three in a row that step or
    push one (room behind it) or, three of them, two."""
    occ = own | opp
    empty = VALID & ~occ
    free = ~occ                      # empty field or off the board (padding squares)
    n = 0
    e1s = [0] * 6
    for d in range(6):
        s = SHIFT[d]
        if s > 0:                    # written out for both signs (no negative shifts)
            e1 = empty >> s
            p1 = opp >> s
            h2 = own & (own << s)
            one = p1 & (free >> (2 * s))
            two = p1 & (p1 >> s) & (free >> (3 * s))
        else:
            s = -s
            e1 = empty << s
            p1 = opp << s
            h2 = own & (own >> s)
            one = p1 & (free << (2 * s))
            two = p1 & (p1 << s) & (free << (3 * s))
            s = -s
        e1s[d] = e1
        go = e1 | one
        n += (own & e1).bit_count() + (h2 & go).bit_count()
        if h2:
            h3 = h2 & (h2 << s) if s > 0 else h2 & (h2 >> -s)
            if h3:
                n += (h3 & (go | two)).bit_count()
    for sa, dirs in _BROADSIDES:
        b2 = own & (own >> sa)
        if not b2:
            continue
        b3 = b2 & (b2 >> sa)
        for d in dirs:
            e1 = e1s[d]
            ok2 = b2 & e1 & (e1 >> sa)
            if ok2:
                n += ok2.bit_count()
                if b3:
                    n += (b3 & ok2 & (e1 >> (2 * sa))).bit_count()
    return n


# EDGE[d]: the fields from which a step in direction d leaves the board; RING_EDGE all of them.
EDGE = tuple(mask_of(sq for sq in FIELDS if NEIGHBOUR[d][sq] < 0) for d in range(6))
RING_EDGE = EDGE[0] | EDGE[1] | EDGE[2] | EDGE[3] | EDGE[4] | EDGE[5]


def pushoff_targets(own: int, opp: int) -> int:
    """Bit mask of the opponent's marbles that `own` could push off with its next move."""
    hit = 0
    for d in range(6):
        t = opp & EDGE[d]                        # would fall if pushed in direction d
        if not t:
            continue
        s = SHIFT[d]
        if s > 0:
            h2 = own & (own << s)                # heads of two own marbles in a row
            h3 = h2 & (h2 << s)
            hit |= t & ((h2 << s) | ((opp & (h3 << s)) << s))   # 2-3 against 1, 3 against 2
        else:
            s = -s
            h2 = own & (own >> s)
            h3 = h2 & (h2 >> s)
            hit |= t & ((h2 >> s) | ((opp & (h3 >> s)) >> s))
    return hit


# -- making moves ----------------------------------------------------------------------------
def apply(m: int, own: int, opp: int) -> tuple[int, int, int]:
    """Play legal move m: (own, opp, marbles pushed off: 0 or 1)."""
    own ^= MOVE_DELTA[m]
    p1 = PUSH1[m]
    if p1 & opp:
        p2 = PUSH2[m]
        land = PUSH3[m] if p2 & opp else p2      # where the outer pushed marble goes
        opp ^= p1                                # the first one makes room for the head
        if land & VALID:
            return own, opp | land, 0
        return own, opp, 1
    return own, opp, 0


def pushed(m: int, own: int, opp: int) -> tuple[int, bool]:
    """How many opponent marbles move m pushes, and whether one falls off."""
    p1 = PUSH1[m]
    if not p1 & opp:
        return 0, False
    if PUSH2[m] & opp:
        return 2, not PUSH3[m] & VALID
    return 1, not PUSH2[m] & VALID


def move_of(squares, d: int) -> int | None:
    """The move id of these marbles going direction d, whatever order they are given in."""
    return MOVE_ID.get((mask_of(squares), d))


# -- positions ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Position:
    """Both colours' marbles, who moves, and how many of each colour are off the board."""
    black: int
    white: int
    turn: int = BLACK
    lost: tuple[int, int] = (0, 0)      # marbles of (black, white) pushed off

    @classmethod
    def opening(cls, name: str = "standard") -> "Position":
        black, white = OPENINGS[name]
        return cls(mask_of_names(black), mask_of_names(white), BLACK, (0, 0))

    @classmethod
    def from_fields(cls, black, white, turn: int = BLACK, lost=(0, 0)) -> "Position":
        """A set-up position from field names (a Refusal "setup.*" on a bad set-up)."""
        b, w = set(black), set(white)
        for name in sorted(b | w):
            if name not in SQ:
                raise Refusal("setup.field", field=name)
        for name in sorted(b & w):
            raise Refusal("setup.both", field=name)
        for colour, fields in ((BLACK, b), (WHITE, w)):
            if len(fields) > MARBLES:
                raise Refusal("setup.too_many", colour=colour)
        if turn not in (BLACK, WHITE) or len(lost) != 2 or \
                not all(isinstance(n, int) and 0 <= n < MARBLES for n in lost):
            raise Refusal("setup.bad")
        return cls(mask_of_names(b), mask_of_names(w), turn, tuple(lost))

    # the side to move and its opponent
    @property
    def own(self) -> int:
        return self.white if self.turn else self.black

    @property
    def opp(self) -> int:
        return self.black if self.turn else self.white

    def legal_moves(self) -> list[int]:
        if self.winner() is not None:
            return []
        return generate(self.own, self.opp)

    def is_legal(self, m: int) -> bool:
        return 0 <= m < MOVE_COUNT and m in self.legal_moves()

    def play(self, m: int) -> "Position":
        if not self.is_legal(m):
            raise Refusal("notation.illegal")
        return self.play_unchecked(m)

    def play_unchecked(self, m: int) -> "Position":
        own, opp, off = apply(m, self.own, self.opp)
        lost = list(self.lost)
        lost[1 - self.turn] += off
        if self.turn == BLACK:
            return Position(own, opp, WHITE, tuple(lost))
        return Position(opp, own, BLACK, tuple(lost))

    def pushes_off(self, m: int) -> bool:
        return pushed(m, self.own, self.opp)[1]

    def winner(self) -> int | None:
        """BLACK or WHITE once one side has pushed six off; the side to move also loses when
        it has no move left (no marbles, or all blocked: our decision, the original is silent)."""
        if self.lost[WHITE] >= WIN_OFF:
            return BLACK
        if self.lost[BLACK] >= WIN_OFF:
            return WHITE
        if count(self.own, self.opp) == 0:
            return 1 - self.turn
        return None

    def fields(self) -> tuple[list[str], list[str]]:
        return names_of(self.black), names_of(self.white)

    def colour_at(self, name: str) -> int | None:
        b = 1 << SQ[name]
        if self.black & b:
            return BLACK
        if self.white & b:
            return WHITE
        return None


def perft(pos_or_own, opp: int | None = None, depth: int = 1) -> int:
    """Number of move sequences of `depth` plies (a standard check of a move generator).

    Stops at won positions, as the game does."""
    if isinstance(pos_or_own, Position):
        p = pos_or_own
        if depth == 0:
            return 1
        if p.winner() is not None:
            return 0
        return _perft(p.own, p.opp, p.lost[p.turn], p.lost[1 - p.turn], depth)
    return _perft(pos_or_own, opp, 0, 0, depth)


def _perft(own: int, opp: int, lost_own: int, lost_opp: int, depth: int) -> int:
    if depth == 0:
        return 1
    if depth == 1:
        return count(own, opp)
    total = 0
    for m in generate(own, opp):
        o, p, off = apply(m, own, opp)
        if off and lost_opp + 1 >= WIN_OFF:
            total += 1           # the game ends here
            continue
        total += _perft(p, o, lost_opp + off, lost_own, depth - 1)
    return total


__all__ = ["Position", "generate", "count", "apply", "pushed", "perft", "MOVE_COUNT",
           "WIN_OFF"]
