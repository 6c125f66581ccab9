"""The Zugtabelle (EMPERADO 5): a computer party's turn as it is played, one line per
placing country and per liberation attempt, the moves with Shift+B.

It is shown for the Tabellenzeit (4b) after the party's "Fertig"; Return or "weiter" goes
on at once, Esc sets the Tabellenzeit to wait ("-", logged); another key or a right click
shows the map, which waits until the table is back; a left click beside the bar: the
overview. Its boxes open the settings, Neues Spiel and Ende too.
"""
from __future__ import annotations

import pyxel

from retro.input import Input

from .. import zugtabelle
from . import commands, layout as L
from .base import GameScreen
from .mapdraw import BLACK, WHITE, country_name
from .texts_screen import t
from .views import draw_bar, overlays, text

TABLE_BOXES = ("parameter", "zeiten", "spieler", "neu", "ende", "weiter")
ROW_H = 18
TOP = 34
COLS = (16, 184, 352, 452)          # the table's rules: three columns left of the bar


def table_rows(events, lang: str, moves: bool) -> list[tuple[str, tuple]]:
    """(section, cells) of a computer turn (EMPERADO 5): one row per placing country (the
    armies placed, those before in brackets), one per liberation attempt (origin, target,
    success; the computer's steps of a few dice rounds merged, see zugtabelle.attempts),
    the moves only with Shift+B. A card trade is a row of one cell across the table."""
    rows = [("E", (t("t_traded", lang, n=n),)) for n in zugtabelle.trades(events)]
    rows += [("E", (country_name(p.country), str(p.count), f"({p.before})"))
             for p in zugtabelle.placings(events)]
    rows += [("B", (country_name(a.src), country_name(a.dst),
                    t("t_won" if a.won else "t_lost", lang)))
             for a in zugtabelle.attempts(events)]
    if moves:
        rows += [("V", (country_name(a), country_name(b), str(n)))
                 for a, b, n in zugtabelle.moves(events)]
    return rows


def table_lines(rows, lang: str, moves: bool, thinking: bool, room: int):
    """(cells, kind) of the Zugtabelle, at most `room` lines; kind is "head" (a section's
    column heads), "row" or "note" (one cell across the table). When a long turn does not
    fit, the oldest rows of a section (liberations first) give way to "... und n weitere",
    so that the heads, the placings and the latest attempts stay in sight; "(rechnet ...)"
    is the last line while the computer thinks."""
    secs = [sec for sec in ("E", "B", "V") if sec != "V" or moves]
    body = {sec: [r for s, r in rows if s == sec] or [(t("t_nothing", lang),)] for sec in secs}
    hidden = {sec: 0 for sec in secs}
    over = len(secs) + sum(len(b) for b in body.values()) + int(thinking) - room
    for sec in ("B", "V", "E"):
        if over <= 0 or sec not in body or len(body[sec]) < 3:
            continue
        k = min(over + 1, len(body[sec]) - 1)     # k rows become one "more" line
        hidden[sec], body[sec] = k, body[sec][k:]
        over -= k - 1
    lines: list[tuple[tuple, str]] = []
    for sec in secs:
        lines.append((tuple(t(f"t_head_{sec}", lang).split("|")), "head"))
        if hidden[sec]:
            lines.append(((t("t_more", lang, n=hidden[sec]),), "note"))
        lines += [(r, "row" if len(r) > 1 else "note") for r in body[sec]]
    if thinking:
        lines.append(((t("t_thinking", lang),), "note"))
    return lines[-room:]


def draw_table(lines, top: int = TOP) -> None:
    """The lines as a ruled table: a rule above and below every line, the columns' rules
    through heads and rows, the heads white on black."""
    x0, x3 = COLS[0], COLS[-1]
    for i, (cells, kind) in enumerate(lines):
        y = top + i * ROW_H
        if kind == "head":
            pyxel.rect(x0, y, x3 - x0 + 1, ROW_H + 1, BLACK)
        pyxel.line(x0, y, x3, y, BLACK)
        pyxel.line(x0, y + ROW_H, x3, y + ROW_H, BLACK)
        rules = COLS if len(cells) > 1 else (x0, x3)
        for x in rules:
            pyxel.line(x, y, x, y + ROW_H, WHITE if kind == "head" and x not in (x0, x3) else BLACK)
        ink = WHITE if kind == "head" else BLACK
        if len(cells) == 1:
            text(x0 + 4, y + 2, cells[0][:(x3 - x0 - 8) // 8], ink)
            continue
        for k, cell in enumerate(cells[:3]):
            text(COLS[k] + 4, y + 2, cell[:(COLS[k + 1] - COLS[k] - 6) // 8], ink)


class TableScene(GameScreen):
    view = "table"

    def handle(self, inp: Input, arrived: str | None) -> None:
        g = self.g
        review = g.turn.review
        if review is None:
            g.show(g.look.map_view)
            return
        if g.turn.skip and g.cpu_done:
            g.turn.skip = False
            g.go_on()
            return
        if inp.shift and inp.key("B"):
            g.look.show_moves = not g.look.show_moves
            return
        if inp.key("ESCAPE"):
            commands.table_wait(g)
            if g.cpu_done:
                review.left = None
            return
        if inp.key("RETURN", "KP_ENTER"):
            commands.box(g, "weiter")
            return
        if inp.clicked("L"):
            if self.click_boxes(TABLE_BOXES, inp) and g.cpu_done:
                review.left = None               # the map waits until the table is back (5)
            return
        if inp.clicked("R") or (inp.keys and not inp.shift):
            g.show("overview")           # the whole situation, with the arrows of the turn
            if g.cpu_done:
                review.left = None       # EMPERADO 5: waits until the table is back

    def draw(self) -> None:
        g = self.g
        review, lang = g.turn.review, g.lang
        pyxel.cls(WHITE)
        name = g.state.parties[review.party].name if review is not None else ""
        text(16, 8, t("table_title", lang, name=name))
        pyxel.line(16, 26, 440, 26, BLACK)
        events = review.events if review is not None else []
        rows = table_rows(events, lang, g.look.show_moves)
        room = (L.H - 110) // ROW_H
        thinking = review is not None and not g.cpu_done
        draw_table(table_lines(rows, lang, g.look.show_moves, thinking, room))
        foot = t("t_moves_hint", lang)
        if g.settings.table_time is None:
            foot += "   " + t("t_waiting", lang)
        text(16, L.H - 62, foot[:56])
        text(16, L.H - 42, t("t_keys", lang)[:56])
        text(16, L.H - 22, t("t_keys2", lang)[:56])
        draw_bar(g, self.machine, TABLE_BOXES)
        overlays(g, self.view, self.machine)
