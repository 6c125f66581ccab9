"""The aMalone board: 61 fields named as in the original's diagram (GG, A0-F9).

A field is a square number in a padded 11 x 11 grid (row r, diagonal c, both 0..10);
the 61 playing fields are those with 1 <= r, c <= 9 and |r - c| <= 4. Row 1 is the usual
Abalone row A (Black's side), diagonal c the usual number 1-9. The padding ring means one
step off the board always lands on a square that is not a field, so bit boards (Python
ints, one bit per square) can be shifted without masks, and the neighbour tables below
are plain lists.
"""
from __future__ import annotations

BLACK, WHITE = 0, 1
COLOUR_NAMES = ("black", "white")

WIDTH = 11
SIZE = WIDTH * WIDTH

# The six directions, anticlockwise from east: a 60 degree turn anticlockwise is d + 1.
# Seen on the screen with Black at the bottom: E, NE, NW, W, SW, SE.
DIRECTIONS = ("E", "NE", "NW", "W", "SW", "SE")
_STEP_RC = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))
SHIFT = tuple(dr * WIDTH + dc for dr, dc in _STEP_RC)      # 1, 12, 11, -1, -12, -11


def opposite(d: int) -> int:
    return (d + 3) % 6


def square(r: int, c: int) -> int:
    return r * WIDTH + c


def is_field_rc(r: int, c: int) -> bool:
    return 1 <= r <= 9 and 1 <= c <= 9 and abs(r - c) <= 4


# The seed's diagram, top row (White's side, group D) to bottom row (Black's, group A).
DIAGRAM = """\
    E6  D9  D8  D7  D6
  E7  E3  D5  D4  D3  C9
E8  E4  E1  D2  D1  C5  C8
E9  E5  E2  E0  D0  C2  C4  C7
F6  F3  F1  F0  GG  C0  C1  C3  C6
F7  F4  F2  A0  B0  B2  B5  B9
F8  F5  A1  A2  B1  B4  B8
F9  A3  A4  A5  B3  B7
A6  A7  A8  A9  B6"""


def _build_names() -> dict[str, int]:
    names: dict[str, int] = {}
    for j, line in enumerate(DIAGRAM.splitlines()):
        r = 9 - j
        first_c = r - 4 if r >= 5 else 1
        for k, name in enumerate(line.split()):
            names[name] = square(r, first_c + k)
    return names


SQ: dict[str, int] = _build_names()                    # "B0" -> square
NAME: dict[int, str] = {sq: n for n, sq in SQ.items()}  # square -> "B0"
FIELDS: tuple[int, ...] = tuple(sorted(SQ.values()))   # the 61 squares, bottom row first
CENTRE = SQ["GG"]


def bit(sq: int) -> int:
    return 1 << sq


VALID = 0
for _sq in FIELDS:
    VALID |= 1 << _sq

IS_FIELD = [False] * SIZE
for _sq in FIELDS:
    IS_FIELD[_sq] = True

# NEIGHBOUR[d][sq]: the field one step from sq in direction d, or -1 off the board.
NEIGHBOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (sq + SHIFT[d]) if IS_FIELD[sq] and 0 <= sq + SHIFT[d] < SIZE and IS_FIELD[sq + SHIFT[d]] else -1
        for sq in range(SIZE)
    )
    for d in range(6)
)


def rc(sq: int) -> tuple[int, int]:
    return divmod(sq, WIDTH)


def direction_between(a: int, b: int) -> int | None:
    """The direction of a one-step move from a to b, or None when they are not neighbours."""
    for d in range(6):
        if NEIGHBOUR[d][a] == b:
            return d
    return None


def rotate60(sq: int) -> int:
    """The field sq lands on when the board turns 60 degrees anticlockwise about GG."""
    r, c = rc(sq)
    dr, dc = r - 5, c - 5
    return square(5 + dc, 5 + dc - dr)


def distance_from_centre(sq: int) -> int:
    """Steps from GG (0 for GG, 4 on the edge ring)."""
    r, c = rc(sq)
    dr, dc = r - 5, c - 5
    return max(abs(dr), abs(dc), abs(dr - dc))


# Rings around the centre as bit boards (ring 4 is the edge), for the evaluation.
RING = [0] * 5
for _sq in FIELDS:
    RING[distance_from_centre(_sq)] |= 1 << _sq
RING = tuple(RING)

# -- the usual Abalone coordinates (rows A-I from Black's side, diagonals 1-9) --------
ROWS = "ABCDEFGHI"


def abalone_name(sq: int) -> str:
    r, c = rc(sq)
    return f"{ROWS[r - 1]}{c}"


def from_abalone(name: str) -> int:
    r = ROWS.index(name[0].upper()) + 1
    c = int(name[1:])
    if not is_field_rc(r, c):
        raise ValueError(name)
    return square(r, c)


# -- bit board helpers ------------------------------------------------------------------
def mask_of(squares) -> int:
    m = 0
    for sq in squares:
        m |= 1 << sq
    return m


def squares_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def names_of(mask: int) -> list[str]:
    """Field names in the diagram's order of groups (GG, A0..A9, B0.., F9)."""
    return sorted((NAME[sq] for sq in squares_of(mask)), key=field_order)


def field_order(name: str) -> tuple[int, str]:
    return (0, "") if name == "GG" else (1, name)


def mask_of_names(names) -> int:
    return mask_of(SQ[n] for n in names)


# -- the openings -------------------------------------------------------------------------
# Standard: Black's two back rows and the middle three of the third; White the mirror
# image on group D. The daisies are the usual tournament openings, written here in
# aMalone's names (see original_docs/amalone.md for the usual coordinates).
def _ab(*names: str) -> tuple[str, ...]:
    return tuple(NAME[from_abalone(n)] for n in names)


OPENINGS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "standard": (
        ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "B1", "B3", "B6", "B7", "F9"),
        ("D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "E1", "E3", "E6", "E7", "C9"),
    ),
    # Belgian Daisy, usual names: Black A1 A2 B1 B2 B3 C2 C3 and G7 G8 H7 H8 H9 I8 I9,
    # White A4 A5 B4 B5 B6 C5 C6 and G4 G5 H4 H5 H6 I5 I6.
    "belgian": (
        _ab("A1", "A2", "B1", "B2", "B3", "C2", "C3", "G7", "G8", "H7", "H8", "H9", "I8", "I9"),
        _ab("A4", "A5", "B4", "B5", "B6", "C5", "C6", "G4", "G5", "H4", "H5", "H6", "I5", "I6"),
    ),
    # German Daisy: the same daisies one row nearer the middle and one step to the sides.
    # Black B1 B2 C1 C2 C3 D2 D3 and F7 F8 G7 G8 G9 H8 H9,
    # White B5 B6 C5 C6 C7 D6 D7 and F3 F4 G3 G4 G5 H4 H5.
    "german": (
        _ab("B1", "B2", "C1", "C2", "C3", "D2", "D3", "F7", "F8", "G7", "G8", "G9", "H8", "H9"),
        _ab("B5", "B6", "C5", "C6", "C7", "D6", "D7", "F3", "F4", "G3", "G4", "G5", "H4", "H5"),
    ),
}
OPENING_NAMES = tuple(OPENINGS)
