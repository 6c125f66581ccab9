"""The desk's rows for the orders of the set-up and of the game's flow: the races wished
for (WUNSCH), the bid for choosing a home place first with the places wished (GEBOT),
and how far his orders reach (BIS phase=...) or that he passes (PASSE). Rows as
desk_pages.py has them: (text, colour, action).

Nothing here imports pyxel.
"""
from __future__ import annotations

from retro.gui.base import wrap

from . import palette as P
from .desk_texts import DESK as T
from .link import PHASES, ROUND, home_positions, hexes, races

HEAD, LINE, DIM, OK = P.WHITE, P.GREY, P.GREY, P.RACE[1]


def rows_of(text: str, cols: int, col, action=None, indent: str = "  ") -> list:
    """A text as the window's rows: wrapped to `cols`, the lines after the first indented."""
    out = []
    for k, line in enumerate(wrap(text, max(4, cols - len(indent)))):
        out.append(((indent + line) if k else line, col, action))
    return out


def _rows(text, cols, col, action=None):
    return rows_of(text, cols, col, action)


def _given(book, verb: str):
    return next((o for o in book.orders if getattr(o, "VERB", "") == verb), None)


def wish_page(view, p: int, book, cols: int) -> list:
    """The races to wish for (the set-up's WUNSCH), the wished ones numbered."""
    now = _given(book, "WUNSCH")
    wished = list(now.races) if now else []
    out = _rows(T["wish_head"], cols, HEAD)
    for key in races.ORDER:
        mark = f"{wished.index(key) + 1}." if key in wished else "  "
        out.append((f"{mark} {races.RACES[key].name}"[:cols], OK if key in wished else LINE, ("wish", key)))
    return out + _rows(T["wish_hint"], cols, DIM)


def bid_page(view, p: int, book, cols: int) -> list:
    """The bid (GEBOT): credits up or down, and the home places wished, the first first."""
    now = _given(book, "GEBOT")
    credits, places = (now.amount, list(now.places)) if now else (0, [])
    most = view.settings.start_credits
    out = _rows(T["bid_head"].format(n=credits, most=most), cols, HEAD)
    for step in (1, 5, -1, -5):
        out.append((T["bid_step"].format(step=f"{step:+d}"), LINE, ("bid", step)))
    out += _rows(T["bid_places"], cols, HEAD)
    for pos in home_positions(len(view.players)):
        lab = hexes.label(pos)
        mark = f"{places.index(lab) + 1}." if lab in places else "  "
        out.append((T["bid_place"].format(mark=mark, label=lab), OK if lab in places else LINE, ("place", lab)))
    return out + _rows(T["bid_hint"], cols, DIM)


def flow_rows(view, p: int, cols: int) -> list:
    """BIS and PASSE, in a game whose orders may reach ahead (flow 2)."""
    if view.settings.flow < 2 or view.phase not in ROUND:
        return []
    out = _rows(T["until_head"], cols, HEAD)
    for ph in ROUND[ROUND.index(view.phase) + 1:]:
        out += _rows(T["until_row"].format(phase=PHASES.get(ph, ph)), cols, LINE, ("until", ph))
    return out + _rows(T["pass_row"], cols, LINE, ("pass",))
