"""Where things are on aMalone's 320x256 screen: the fields of the board, the panel.

Pure geometry (no pyxel): the screens draw with it and the tests click with it.
The board stands as in the original's diagram: group D (White) at the top, group A
(Black) at the bottom, the rows horizontal.
"""
from __future__ import annotations

import math

from ..board import FIELDS, NEIGHBOUR, SQ, rc

WIDTH, HEIGHT = 320, 256
BAR_H = 11                       # Intuition's screen title bar / menu strip

# the board
CX, CY = 108, 124                # GG
DX, DY = 22, 19                  # between neighbours in a row, between rows
HOLE_R = 7                       # an empty field
MARBLE_R = 9                     # a marble (diameter 19: 3 pixels between neighbours)
RIM = 104                        # corner distance of the board's hexagon

# the panel at the right: White's box at the top (as on the board), Black's at the bottom
PANEL_X, PANEL_W = 218, 100
WHITE_BOX = (PANEL_X, 14, PANEL_W, 34)
BLACK_BOX = (PANEL_X, 184, PANEL_W, 34)
LIST_BOX = (PANEL_X, 50, PANEL_W, 132)
LIST_ROW_H = 9

# the strip at the bottom: what is typed, then two lines of messages
STRIP_Y = 220
ENTRY_Y = 224
MESSAGE_Y = 234
MESSAGE_LINES = 2


def field_xy(sq: int) -> tuple[int, int]:
    """Pixel centre of a field."""
    r, c = rc(sq)
    x = CX + (c - 5) * DX - (r - 5) * DX // 2
    y = CY - (r - 5) * DY
    return x, y


XY: dict[int, tuple[int, int]] = {sq: field_xy(sq) for sq in FIELDS}


def field_at(x: int, y: int) -> int | None:
    """The field under the pointer (within a marble's radius of its centre), or None."""
    best, best_d = None, (MARBLE_R + 1) ** 2
    for sq, (fx, fy) in XY.items():
        d = (fx - x) ** 2 + (fy - y) ** 2
        if d < best_d:
            best, best_d = sq, d
    return best


def field_by_name(name: str) -> tuple[int, int]:
    return XY[SQ[name]]


def direction_vector(d: int) -> tuple[float, float]:
    """Screen direction (unit vector) of board direction d (board.DIRECTIONS)."""
    sq = SQ["GG"]
    x0, y0 = XY[sq]
    x1, y1 = XY[NEIGHBOUR[d][sq]]
    n = math.hypot(x1 - x0, y1 - y0)
    return (x1 - x0) / n, (y1 - y0) / n


DIR_VEC = tuple(direction_vector(d) for d in range(6))


def hexagon(radius: int = RIM) -> list[tuple[int, int]]:
    """Corners of the board's hexagon (flat top and bottom), anticlockwise from the right."""
    pts = []
    for k in range(6):
        a = math.radians(60 * k)
        pts.append((round(CX + radius * math.cos(a)), round(CY - radius * math.sin(a))))
    return pts


def list_rows() -> int:
    return (LIST_BOX[3] - 4) // LIST_ROW_H


def inside(x: int, y: int, rect) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh
