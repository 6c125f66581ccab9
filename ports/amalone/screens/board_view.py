"""Drawing aMalone: the hexagonal board with its six tinted groups, the marbles, the
panel with the lamp beside the player to move, the captured marbles and the move list,
and the two lines at the bottom. Drawing only: nothing here changes a game.
"""
from __future__ import annotations

import pyxel

from retro.gui.look import look_for

from ..board import BLACK, FIELDS, NAME, NEIGHBOUR, WHITE
from ..rules import MOVE_CELLS, MOVE_DIR
from . import layout, marbles, palette
from .texts_screen import t

GROUPS = "ABCDEF"


def look():
    return look_for(palette.MACHINE)


def text(x: int, y: int, s: str, col: int) -> None:
    look().text(x, y, s, col)


def group_of(sq: int) -> int | None:
    """0-5 for the groups A-F, None for the centre GG."""
    name = NAME[sq]
    return None if name == "GG" else GROUPS.index(name[0])


def _hexagon(radius: int, col: int) -> None:
    pts = layout.hexagon(radius)
    for k in range(6):
        (x1, y1), (x2, y2) = pts[k], pts[(k + 1) % 6]
        pyxel.tri(layout.CX, layout.CY, x1, y1, x2, y2, col)


def draw_board(pos, picked=(), targets=(), hint_move=None, setup=None) -> None:
    """The board and its marbles. `setup` (black set, white set) replaces the position."""
    pyxel.rect(0, layout.BAR_H, layout.PANEL_X - 2, layout.STRIP_Y - layout.BAR_H,
               palette.BACKGROUND)
    _hexagon(layout.RIM + 3, palette.RIM_LIGHT)
    _hexagon(layout.RIM, palette.SURFACE)
    if setup is not None:
        black, white = setup
    else:
        black = {sq for sq in FIELDS if pos.black >> sq & 1}
        white = {sq for sq in FIELDS if pos.white >> sq & 1}
    hint_cells = set(MOVE_CELLS[hint_move]) if hint_move is not None else set()
    if hint_move is not None:         # where the hint's marbles go: marked like a target
        d = MOVE_DIR[hint_move]
        targets = set(targets) | {NEIGHBOUR[d][c] for c in hint_cells} - hint_cells - {-1}
    for sq in FIELDS:
        x, y = layout.XY[sq]
        g = group_of(sq)
        light = palette.PAPER if g is None else palette.TINT[g]
        shade = palette.CENTRE if g is None else palette.TINT_SHADE[g]
        # a hole, its shadow on the upper left: it lies lower than the board
        pyxel.circ(x, y, layout.HOLE_R, shade)
        pyxel.circ(x + 1, y + 1, layout.HOLE_R - 1, light)
        if sq in black:
            marbles.draw(x, y, BLACK, layout.MARBLE_R)
        elif sq in white:
            marbles.draw(x, y, WHITE, layout.MARBLE_R)
        if sq in picked:
            pyxel.circb(x, y, layout.MARBLE_R + 1, palette.SELECTED)
            pyxel.circb(x, y, layout.MARBLE_R, palette.SELECTED)
        elif sq in hint_cells:
            pyxel.circb(x, y, layout.MARBLE_R + 1, palette.TARGET)
        if sq in targets:
            if sq in black or sq in white:
                pyxel.circb(x, y, 3, palette.TARGET)
            else:
                pyxel.circ(x, y, 2, palette.TARGET)


def lamp_xy(colour: int) -> tuple[int, int]:
    box = layout.WHITE_BOX if colour == WHITE else layout.BLACK_BOX
    return box[0] + 8, box[1] + 8


def draw_player(colour: int, lit: bool, label: str, captured: int, lang: str) -> None:
    """One player's box: the lamp (lit beside the player to move), the colour, who plays,
    and the opponent's marbles this player has pushed off."""
    lk = look()
    x, y, w, h = layout.WHITE_BOX if colour == WHITE else layout.BLACK_BOX
    lk.panel(x, y, w, h)
    lx, ly = lamp_xy(colour)
    marbles.draw(lx, ly, 2 if lit else 3, 4)
    marbles.draw(x + 22, ly, colour, 4)
    name = t("Black" if colour == BLACK else "White", lang)
    lk.text(x + 30, y + 5, name, palette.DARK)
    lk.text(x + 6, y + 15, label, palette.DARK)
    for k in range(captured):
        marbles.draw(x + 8 + k * 10, y + 28, 1 - colour, 4)


def draw_moves(lines: list[str], first: int, first_colour: int) -> None:
    """The move list: ply number, a dot of the colour that played it, the notation."""
    lk = look()
    x, y, w, h = layout.LIST_BOX
    lk.list_box(x, y, w, h)
    rows = layout.list_rows()
    for k in range(rows):
        i = first + k
        if i >= len(lines):
            break
        ry = y + 3 + k * layout.LIST_ROW_H
        colour = (first_colour + i) % 2
        number = str(i + 1)                       # up to 4 digits (aMalone 1024)
        lk.text(x + 33 - lk.tw(number), ry, number, palette.DARK)
        pyxel.circ(x + 36, ry + 3, 2, palette.BLACK_RAMP[0] if colour == BLACK else palette.LIGHT)
        pyxel.circb(x + 36, ry + 3, 2, palette.BLACK_RAMP[2] if colour == BLACK else palette.WHITE_RAMP[0])
        lk.text(x + 41, ry, lines[i], palette.DARK)


def draw_status(entry_label: str, entry: str, cursor: bool, right: str, message: str,
                error: bool) -> None:
    """The strip at the bottom: the move being typed, the field under the pointer, and
    the last message (wrapped on two lines)."""
    from retro.gui.base import wrap

    lk = look()
    y0 = layout.STRIP_Y
    lk.panel(0, y0, layout.WIDTH, layout.HEIGHT - y0)
    text(4, layout.ENTRY_Y, entry_label + entry, palette.DARK)
    if cursor:
        cx = 4 + lk.tw(entry_label + entry)
        pyxel.rect(cx, layout.ENTRY_Y, lk.cw, lk.ch, palette.ACCENT)
    if right:
        text(layout.WIDTH - 4 - lk.tw(right), layout.ENTRY_Y, right, palette.DARK)
    if message:
        lines = wrap(message, (layout.WIDTH - 8) // lk.cw)[:layout.MESSAGE_LINES]
        for k, line in enumerate(lines):
            text(4, layout.MESSAGE_Y + k * 10, line, palette.ERROR if error else palette.DARK)
