"""Hex geometry of the galaxy: Mecatol Rex in the centre, rings 1-3 around it.

Axial coordinates (q, r). The six sides of a tile are numbered 1-6 clockwise from
the top, as printed on the gravity rift (side n leads to the neighbour DIRS[n-1]).
Positions are named for the orders: "MR" for Mecatol Rex, "2.7" for the 7th tile of ring 2.
"""
from __future__ import annotations

# side 1 = top, then clockwise (flat-topped hexes)
DIRS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
RINGS = 3
CENTRE = (0, 0)


def neighbour(pos, side):
    """The position through side 1..6."""
    dq, dr = DIRS[side - 1]
    return (pos[0] + dq, pos[1] + dr)


def distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring_of(pos) -> int:
    return distance(pos, CENTRE)


def ring(k: int) -> list:
    """The positions of ring k in order, starting bottom-left and going clockwise."""
    if k == 0:
        return [CENTRE]
    out = []
    q, r = -k, k
    for dq, dr in DIRS:
        for _ in range(k):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


ALL = [p for k in range(RINGS + 1) for p in ring(k)]
ON_MAP = set(ALL)


def _neighbours(pos) -> list:
    return [n for s in range(1, 7) if (n := neighbour(pos, s)) in ON_MAP]


def _label(pos) -> str:
    k = ring_of(pos)
    if k == 0:
        return "MR"
    return f"{k}.{ring(k).index(pos) + 1}"


# Worked out once: the movement rules ask for them tens of thousands of times a round.
_NEIGHBOURS = {p: tuple(_neighbours(p)) for p in ALL}
_LABELS = {p: _label(p) for p in ALL}
_BY_LABEL = {lab: p for p, lab in _LABELS.items()}


def neighbours(pos) -> list:
    return list(_NEIGHBOURS[pos]) if pos in _NEIGHBOURS else _neighbours(pos)


def label(pos) -> str:
    lab = _LABELS.get(pos)
    return lab if lab is not None else _label(pos)


def parse(text: str):
    """Position from its label, or None."""
    return _BY_LABEL.get(text.strip().upper())
