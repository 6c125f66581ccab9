"""Moving by mouse: pick one to three own marbles, then the field they go to.

Pure (no pyxel). aMalone Spelregels: 1, 2 or 3 own marbles move, two or three must lie
next to each other in a straight line. The target field is the one a picked marble moves
onto (for a push: the opponent's marble in front). When two directions reach the same
field (a side step of two marbles can go up-left or up-right onto the field between
them), the side of the field the player clicked decides.
What is not legal is refused (retro.play.Refusal) with the reason the notation gives for it.
"""
from __future__ import annotations

from retro.play import Refusal

from ..board import NAME, NEIGHBOUR, mask_of
from ..notation import parse, spell
from ..rules import MOVE_ID, Position
from . import layout


def is_row(cells) -> bool:
    """1-3 different fields, next to each other on a straight line."""
    cells = list(cells)
    if not 1 <= len(cells) <= 3 or len(set(cells)) != len(cells):
        return False
    if len(cells) == 1:
        return True
    for d in range(6):
        # some end of the row, from which the others follow in direction d
        for start in cells:
            row = [start]
            while len(row) < len(cells):
                nxt = NEIGHBOUR[d][row[-1]]
                if nxt < 0:
                    break
                row.append(nxt)
            if set(row) == set(cells):
                return True
    return False


def toggle(pos: Position, picked: list[int], sq: int) -> list[int]:
    """The pick after a click on own marble `sq` (a Refusal when it cannot be added)."""
    if sq in picked:
        rest = [c for c in picked if c != sq]
        return rest if not rest or is_row(rest) else []    # the middle one: start again
    if not pos.own >> sq & 1:
        raise Refusal("notation.not_own", field=NAME[sq], colour=pos.turn)
    if len(picked) >= 3:
        raise Refusal("pick.too_many")
    new = picked + [sq]
    if not is_row(new):
        raise Refusal("pick.not_row")
    return new


def directions_to(picked, target: int) -> list[int]:
    """Directions in which some picked marble steps onto `target`."""
    return [d for d in range(6) if any(NEIGHBOUR[d][c] == target for c in picked)]


def _aim(picked, d: int, px: float, py: float) -> float:
    """How well direction d points from the picked marbles to the click (higher is better)."""
    cx = sum(layout.XY[c][0] for c in picked) / len(picked)
    cy = sum(layout.XY[c][1] for c in picked) / len(picked)
    vx, vy = px - cx, py - cy
    ux, uy = layout.DIR_VEC[d]
    return vx * ux + vy * uy


def choose(pos: Position, picked: list[int], target: int, px: float | None = None,
           py: float | None = None) -> int:
    """The move id of the picked marbles going onto `target`, or a Refusal saying why not."""
    if not picked:
        raise Refusal("pick.first")
    if px is None or py is None:
        px, py = layout.XY[target]
    dirs = directions_to(picked, target)
    if not dirs:
        raise Refusal("pick.not_next", field=NAME[target])
    legal = set(pos.legal_moves())
    frm = mask_of(picked)
    ranked = sorted(dirs, key=lambda d: -_aim(picked, d, px, py))
    for d in ranked:
        m = MOVE_ID.get((frm, d))
        if m is not None and m in legal:
            return m
    # nothing legal: the reason for the move the player most likely meant
    m = MOVE_ID.get((frm, ranked[0]))
    if m is None:
        raise Refusal("notation.leaves_board")
    parse(pos, spell(pos, m))           # a Refusal with the notation's reason...
    raise Refusal("notation.illegal")   # ...or, should the notation accept it, this


def targets(pos: Position, picked: list[int]) -> set[int]:
    """Fields a click can send the picked marbles to (shown as marks on the board)."""
    if not picked:
        return set()
    frm = mask_of(picked)
    legal = set(pos.legal_moves())
    out = set()
    for d in range(6):
        m = MOVE_ID.get((frm, d))
        if m is not None and m in legal:
            for c in picked:
                to = NEIGHBOUR[d][c]
                if to >= 0 and to not in picked:
                    out.add(to)
    return out
