"""aMalone's move notation `<n><v1>-<v2><x>` (aMalone Notatie).

n   the number of own marbles that move: 1, 2 or 3
v1  the field of the head marble (the one in front, in the direction of movement)
v2  the field the head moves to
x   `l` / `r` for a broadside, where the rest of the row lies seen from the head looking
    the way the marbles move; `+` when an opponent's marble is pushed off the board;
    empty for every other move.

Every legal move has exactly one spelling and `parse` accepts only that spelling; anything
else raises a `retro.play.Refusal` whose text (`texts.explain`) tells the player what is wrong.
"""
from __future__ import annotations

import re

from retro.play import Refusal

from .board import NAME, NEIGHBOUR, SQ, direction_between, mask_of
from .rules import MOVE_CELLS, MOVE_DIR, MOVE_ID, MOVE_INLINE, MOVE_N, MOVE_SIDE, Position, pushed
from .texts import explain

_PATTERN = re.compile(r"^(.)(..)-(..)(.*)$")


def spell_in(m: int, own: int, opp: int) -> str:
    """The spelling of move m for the side owning `own` (the `+` depends on the position)."""
    head = MOVE_CELLS[m][0]
    target = NEIGHBOUR[MOVE_DIR[m]][head]
    if MOVE_INLINE[m]:
        x = "+" if pushed(m, own, opp)[1] else ""
    else:
        x = MOVE_SIDE[m]
    return f"{MOVE_N[m]}{NAME[head]}-{NAME[target]}{x}"


def spell(pos: Position, m: int) -> str:
    return spell_in(m, pos.own, pos.opp)


def parse(pos: Position, text: str) -> int:
    """The move id `text` spells in `pos`, or a Refusal saying what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise Refusal("notation.empty")
    text = text.strip()
    match = _PATTERN.match(text)
    if not match:
        raise Refusal("notation.format", text=text)
    n_txt, v1, v2, x = match.groups()
    if n_txt not in "123":
        raise Refusal("notation.count", n=n_txt)
    for field in (v1, v2):
        if field not in SQ:
            raise Refusal("notation.field", field=field)
    if x not in ("", "l", "r", "+"):
        raise Refusal("notation.extra", x=x)
    n = int(n_txt)
    head, target = SQ[v1], SQ[v2]
    d = direction_between(head, target)
    if d is None:
        raise Refusal("notation.not_neighbour", v1=v1, v2=v2)
    if pos.winner() is not None:
        raise Refusal("notation.game_over")
    if n == 1 and x in ("l", "r"):
        raise Refusal("notation.single_side", fix=f"1{v1}-{v2}")
    if n == 1 and x == "+":
        raise Refusal("notation.single_push")
    # the rest of the row: behind the head (inline) or behind and to one side (broadside)
    rest = (d + 3) % 6 if x in ("", "+") else (d + 2) % 6 if x == "l" else (d - 2) % 6
    cells = [head]
    while len(cells) < n:
        nxt = NEIGHBOUR[rest][cells[-1]]
        if nxt < 0:
            raise Refusal("notation.off_board")
        cells.append(nxt)
    own, opp = pos.own, pos.opp
    for sq in cells:
        if not own >> sq & 1:
            raise Refusal("notation.not_own", field=NAME[sq], colour=pos.turn)
    m = MOVE_ID.get((mask_of(cells), d))
    if m is None:
        raise Refusal("notation.leaves_board")
    if m not in pos.legal_moves():
        raise _why_illegal(m, own, opp)
    canonical = spell_in(m, own, opp)
    if canonical != text:
        if canonical.endswith("+"):
            raise Refusal("notation.need_plus", fix=canonical)
        raise Refusal("notation.no_plus", fix=canonical)
    return m


def _why_illegal(m: int, own: int, opp: int) -> Refusal:
    """Say why the marbles of move m (all the mover's own, on the board) cannot go."""
    d = MOVE_DIR[m]
    occ = own | opp
    if not MOVE_INLINE[m]:
        for sq in MOVE_CELLS[m]:
            to = NEIGHBOUR[d][sq]
            if occ >> to & 1:
                return Refusal("notation.blocked", field=NAME[to])
        return Refusal("notation.illegal")
    sq = NEIGHBOUR[d][MOVE_CELLS[m][0]]
    if own >> sq & 1 or MOVE_N[m] == 1:
        return Refusal("notation.blocked", field=NAME[sq])
    k = 0
    while sq >= 0 and opp >> sq & 1:
        k += 1
        sq = NEIGHBOUR[d][sq]
    if k >= MOVE_N[m]:
        return Refusal("notation.push_weak")
    if sq >= 0 and own >> sq & 1:
        return Refusal("notation.push_blocked", field=NAME[sq])
    return Refusal("notation.illegal")


def try_parse(pos: Position, text: str, lang: str | None = None) -> tuple[int | None, str | None]:
    """(move, None) or (None, message in `lang`) — for screens and the engine."""
    try:
        return parse(pos, text), None
    except Refusal as e:
        return None, explain(e, lang)
