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


def _lines(d: int, own: int, opp: int, empty: int, free: int):
    """For direction d, bit boards of own marbles q (the head of a row moving along d) with:
    an empty field in front (e1); heads of two (h2) and three (h3) own marbles in a row; one
    opponent in front and room behind it (push1); two opponents in front and room (push2)."""
    s = SHIFT[d]
    if s > 0:        # written out for both signs: Python cannot shift by a negative count
        e1, p1, f1 = empty >> s, opp >> s, free >> s
        h2 = own & (own << s)
        h3 = h2 & (h2 << s)
        push1 = p1 & (f1 >> s)
        push2 = p1 & (p1 >> s) & (f1 >> (2 * s))
    else:
        s = -s
        e1, p1, f1 = empty << s, opp << s, free << s
        h2 = own & (own >> s)
        h3 = h2 & (h2 >> s)
        push1 = p1 & (f1 << s)
        push2 = p1 & (p1 << s) & (f1 << (2 * s))
    return e1, h2, h3, push1, push2


# -- generating moves ----------------------------------------------------------------------
def generate(own: int, opp: int) -> list[int]:
    """Every legal move id for the side owning `own`; pushes first (a hint for the AI)."""
    occ = own | opp
    empty = VALID & ~occ
    free = ~occ                      # empty field or off the board (padding squares)
    pushes: list[int] = []
    quiet: list[int] = []
    e1s = []
    for d in range(6):
        e1, h2, h3, push1, push2 = _lines(d, own, opp, empty, free)
        e1s.append(e1)
        singles = _SINGLE[d]
        x = own & e1
        while x:
            low = x & -x
            quiet.append(singles[low.bit_length() - 1])
            x ^= low
        tbl = _INLINE[2][d]
        x = h2 & e1
        while x:
            low = x & -x
            quiet.append(tbl[low.bit_length() - 1])
            x ^= low
        x = h2 & push1               # 2 against 1
        while x:
            low = x & -x
            pushes.append(tbl[low.bit_length() - 1])
            x ^= low
        tbl = _INLINE[3][d]
        x = h3 & e1
        while x:
            low = x & -x
            quiet.append(tbl[low.bit_length() - 1])
            x ^= low
        x = h3 & (push1 | push2)     # 3 against 1 or 2
        while x:
            low = x & -x
            pushes.append(tbl[low.bit_length() - 1])
            x ^= low
    for a in range(3):               # broadsides: rows along axis a (a positive shift)
        sa = SHIFT[a]
        b2 = own & (own >> sa)       # tails of two in a row along axis a
        b3 = b2 & (b2 >> sa)
        for d in range(6):
            if d % 3 == a:
                continue
            e1 = e1s[d]
            ok2 = b2 & e1 & (e1 >> sa)
            if not ok2:
                continue
            tbl = _BROAD[(2, a, d)]
            x = ok2
            while x:
                low = x & -x
                quiet.append(tbl[low.bit_length() - 1])
                x ^= low
            tbl = _BROAD[(3, a, d)]
            x = b3 & ok2 & (e1 >> (2 * sa))
            while x:
                low = x & -x
                quiet.append(tbl[low.bit_length() - 1])
                x ^= low
    pushes.extend(quiet)
    return pushes


def count(own: int, opp: int) -> int:
    """len(generate(own, opp)) without building the list (perft's last ply)."""
    occ = own | opp
    empty = VALID & ~occ
    free = ~occ
    n = 0
    e1s = []
    for d in range(6):
        e1, h2, h3, push1, push2 = _lines(d, own, opp, empty, free)
        e1s.append(e1)
        n += ((own & e1).bit_count() + (h2 & (e1 | push1)).bit_count()
              + (h3 & (e1 | push1 | push2)).bit_count())
    for a in range(3):
        sa = SHIFT[a]
        b2 = own & (own >> sa)
        b3 = b2 & (b2 >> sa)
        for d in range(6):
            if d % 3 == a:
                continue
            e1 = e1s[d]
            ok2 = b2 & e1 & (e1 >> sa)
            if ok2:
                n += ok2.bit_count() + (b3 & ok2 & (e1 >> (2 * sa))).bit_count()
    return n


# EDGE[d]: the fields from which a step in direction d leaves the board.
EDGE = tuple(mask_of(sq for sq in FIELDS if NEIGHBOUR[d][sq] < 0) for d in range(6))


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
