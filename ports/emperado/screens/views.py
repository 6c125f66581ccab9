"""Drawing the views of EmperadoScene; nothing here changes state.

overview  the world at 640x384 below the strip with the box 'Armeen' and a pattern box
          per party; info boxes (party, armies, `*`) per country, switched off by 'Armeen'
map       the enlarged map, one quarter, name boxes and info boxes (EMPERADO 2)
menu      the Spielmenü: the party's figures left, the bar of boxes right (4)
table     the Zugtabelle of a computer turn (5)
over      the winner, and (an extra) the graph of countries and armies per round
"""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.base import wrap
from retro.gui.look import look_for

from .. import map_layout, rules, zugtabelle
from .. import texts as core_texts
from . import layout as L
from .mapdraw import BLACK, WHITE, arrow, box, country_name, info_text
from .patterns import PARTY_ART, party_colour
from .texts_screen import card_names, t

FONT = "st8x16"


def text(x, y, s, col=BLACK, font=FONT):
    screen.text(x, y, s, col, font)


def draw(sc) -> None:
    pyxel.cls(WHITE)
    v = sc.view
    if v == "overview":
        draw_overview(sc)
    elif v == "map":
        draw_big(sc)
    elif v == "menu":
        draw_menu(sc)
    elif v == "table":
        draw_table(sc)
    elif v == "over":
        draw_over(sc)
    if sc.message and v in ("overview", "map", "menu", "over"):
        draw_message(sc.message)
    if sc.info is not None:
        draw_info(sc)
    if sc.is_demo:
        lk = look_for(sc.machine)
        lk.button(L.W - 60, 0, 58, L.STRIP - 1, t(sc.lang, "demo"), selected=True)


# -- the strip and the messages ---------------------------------------------------------------
def status_line(sc) -> str:
    st = sc.state
    if st.phase == "ende":
        return ""
    p = st.parties[st.current]
    if sc.cpu is not None:
        return t(sc.lang, "cpu_thinks", name=p.name)
    if sc.view == "overview" and sc.only is not None:
        return t(sc.lang, "view_party", name=st.parties[sc.only].name)
    if sc.selected is not None:
        hv = sc.hover
        if sc.extras.get("odds") and sc.view == "map" and hv is not None \
                and st.owner[hv] != st.current and hv in rules.attack_targets(st, sc.selected):
            from ..odds import conquer
            pct = round(100 * conquer(st.armies[sc.selected], st.armies[hv]))
            return t(sc.lang, "odds", src=country_name(sc.selected), dst=country_name(hv), p=pct)
        return t(sc.lang, "chosen", name=p.name, country=country_name(sc.selected))
    if st.phase == "einsetzen":
        return t(sc.lang, "place_left", name=p.name, n=st.to_place)
    return t(sc.lang, "act", name=p.name)


def draw_message(msg: str) -> None:
    lines = wrap(msg, 78)[:3]
    h = len(lines) * 16 + 4
    y = L.H - h
    pyxel.rect(0, y, L.W, h, WHITE)
    pyxel.line(0, y, L.W - 1, y, BLACK)
    for i, line in enumerate(lines):
        text(4, y + 2 + i * 16, line)


def draw_info(sc) -> None:
    lk = look_for(sc.machine)
    lines = list(sc.info)
    if sc.info_left is None:
        lines.append(t(sc.lang, "click_on"))
    w = max(len(s) for s in lines) * 8 + 32
    h = len(lines) * 20 + 24
    x, y = (L.W - w) // 2, (L.H - h) // 2
    lk.panel(x, y, w, h)
    for i, s in enumerate(lines):
        text(x + (w - len(s) * 8) // 2, y + 12 + i * 20, s)


_STRIP_TILES: dict = {}


def _strip_tile(p: int, w: int, h: int):
    """Party p's pattern, w x h, painted once into an image: the strip is drawn every frame
    and a pixel-by-pixel fill cost most of a frame."""
    key = (p % len(PARTY_ART), w, h)
    img = _STRIP_TILES.get(key)
    if img is None:
        img = pyxel.Image(w, h)
        img.cls(WHITE)
        art = PARTY_ART[key[0]]
        for yy in range(h):
            row = art[yy % 8]
            for xx in range(w):
                if row[xx % 8] == "#":
                    img.pset(xx, yy, BLACK)
        _STRIP_TILES[key] = img
    return img


def _pattern_box(sc, p, x, y, w, h, selected=False):
    """A party's box in the strip: its pattern (or colour) beside its letter."""
    pyxel.rect(x, y, w, h, WHITE)
    px0 = x + 12
    if sc.extras.get("colour"):
        pyxel.rect(px0, y + 2, w - 14, h - 4, party_colour(p))
    else:
        # the tile starts on the screen's 8-pixel grid so that it looks as it did
        ox, oy = px0 % 8, (y + 2) % 8
        tw, th = w - 14, h - 4
        img = _strip_tile(p, tw + ox, th + oy)
        pyxel.blt(px0, y + 2, img, ox, oy, tw, th)
    pyxel.rectb(x, y, w, h, BLACK)
    if selected:
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, BLACK)
    text(x + 3, y + 4, sc.state.parties[p].letter, BLACK, L.BOX_FONT)


def draw_strip_overview(sc) -> None:
    x, y, w, h = L.ARMIES_BOX
    lk = look_for(sc.machine)
    lk.button(x, y, w, h, "", selected=sc.show_armies, exit=False)
    text(x + (w - len(t(sc.lang, "armies_box")) * 6) // 2, y + 4, t(sc.lang, "armies_box"),
         WHITE if sc.show_armies else BLACK, L.BOX_FONT)
    for p in range(sc.state.n_parties):
        _pattern_box(sc, p, *L.party_box(p), selected=sc.only == p)
    sx = L.party_box(sc.state.n_parties - 1)[0] + 40
    s = status_line(sc)
    room = (L.W - sx - (64 if sc.is_demo else 4)) // 8
    text(sx, 0, s[:room])
    pyxel.line(0, L.STRIP - 1, L.W - 1, L.STRIP - 1, BLACK)


# -- the overview ---------------------------------------------------------------------------------
def draw_overview(sc) -> None:
    st = sc.state
    img = sc.painter.image(1, st.owner, sc.only, bool(sc.extras.get("colour")))
    pyxel.blt(0, L.STRIP, img, 0, 0, L.W, L.MAP_H)
    for c in range(len(st.owner)):
        # EMPERADO 2: the box 'Armeen' switches the info boxes on and off
        if not sc.show_armies or (sc.only is not None and st.owner[c] != sc.only):
            continue
        s = info_text(st, c)
        x, y, w, h = L.info_box_overview(c, s)
        box(x, y, w, h, s, inverted=c == sc.selected)
    if sc.cpu is not None:
        for a, b, won in sc.cpu.attacks():
            (x1, y1), (x2, y2) = map_layout.LABELS[a], map_layout.LABELS[b]
            arrow(x1, y1, x2, y2)
    draw_strip_overview(sc)


# -- the enlarged map -----------------------------------------------------------------------------
def draw_big(sc) -> None:
    st = sc.state
    q = sc.quarter
    img = sc.painter.image(2, st.owner, None, bool(sc.extras.get("colour")))
    ox, oy = L.quarter_origin(q)
    pyxel.blt(0, L.STRIP, img, ox, oy, L.W, L.MAP_H)
    for c in range(len(st.owner)):
        r = L.name_box_on_screen(q, c)
        if r is None:
            continue
        box(*r, country_name(c), inverted=c == sc.selected, bold=c == sc.hover)
        s = info_text(st, c)
        ix, iy, iw, ih = L.info_box_big(c, s)
        sx, sy = L.big_to_screen(q, ix, iy)
        box(sx, sy, iw, ih, s)
    if sc.cpu is not None:
        for a, b, won in sc.cpu.attacks():
            arrow(*L.centre_on_screen(q, a), *L.centre_on_screen(q, b))
    # the strip: the status and which quarter is shown
    pyxel.rect(0, 0, L.W, L.STRIP, WHITE)
    text(4, 0, status_line(sc)[:72])
    qx, qy = L.W - 30, 2
    for (a, b) in L.QUARTERS:
        r = (qx + a * 12, qy + b * 6, 11, 5)
        if (a, b) == tuple(q):
            pyxel.rect(*r, BLACK)
        else:
            pyxel.rectb(*r, BLACK)
    pyxel.line(0, L.STRIP - 1, L.W - 1, L.STRIP - 1, BLACK)


# -- the Spielmenü --------------------------------------------------------------------------------
def menu_lines(sc) -> list[str]:
    """The left part of the Spielmenü (EMPERADO 4)."""
    st = sc.state
    lang = sc.lang
    me = st.current
    p = st.parties[me]
    # the manual's order (4): armies to place, countries, own cards, the opponents' cards,
    # the next card bonus, the round
    plain = p.name == core_texts.DEFAULT_NAME.format(letter=p.letter)
    out = [t(lang, "m_party_plain", name=p.name) if plain
           else t(lang, "m_party", name=p.name, letter=p.letter),
           t(lang, "m_place", n=st.to_place),
           t(lang, "m_countries", n=st.count(me)),
           t(lang, "m_cards", n=len(p.cards))]
    if sc.hide_kinds:
        out.append(t(lang, "m_cards_hidden"))
    elif p.cards:
        names = card_names(lang)
        out.append(t(lang, "m_cards_kinds", kinds=", ".join(names[c] for c in p.cards)))
    out.append(t(lang, "m_opponents"))
    for i, q in enumerate(st.parties):
        if i == me:
            continue
        if q.out:
            out.append(t(lang, "m_opponent_out", letter=q.letter, name=q.name))
        else:
            out.append(t(lang, "m_opponent", letter=q.letter, name=q.name, n=len(q.cards),
                         plus=" +" if q.card_last_turn else ""))
    out.append(t(lang, "m_bonus", n=st.card_bonus))
    out.append(t(lang, "m_round", n=st.round))
    return out


def _bar(sc, boxes, keys) -> None:
    lk = look_for(sc.machine)
    x, y, w, h = L.menu_bar_rect(len(boxes))
    pyxel.rect(x, y, w, h, WHITE)
    pyxel.line(x, 0, x, L.H - 1, BLACK)
    for i, name in enumerate(boxes):
        lk.button(*L.menu_box(i), t(sc.lang, keys[name]))


BOX_TEXT = {"parameter": "b_parameter", "zeiten": "b_zeiten", "spieler": "b_spieler",
            "hilfe": "b_hilfe", "extras": "b_extras", "fertig": "b_fertig",
            "sichern": "b_sichern", "laden": "b_laden", "neu": "b_neu", "ende": "b_ende",
            "weiter": "b_weiter"}


def draw_menu(sc) -> None:
    from .game_scene import MENU_BOXES

    text(16, 8, t(sc.lang, "menu_title"))
    pyxel.line(16, 26, 16 + 8 * len(t(sc.lang, "menu_title")), 26, BLACK)
    for i, s in enumerate(menu_lines(sc)):
        text(16, 36 + i * 20, s[:55])
    text(16, L.H - 40, t(sc.lang, "m_hint")[:56])
    _bar(sc, MENU_BOXES, BOX_TEXT)


# -- the Zugtabelle ---------------------------------------------------------------------------------
def table_rows(events, lang: str, moves: bool) -> list[tuple[str, str]]:
    """(section, row) of a computer turn (EMPERADO 5): one row per placing country, one
    per liberation attempt (the computer's steps of a few dice rounds merged, see
    zugtabelle.attempts), the moves only with Shift+B."""
    rows = [("E", t(lang, "t_traded", n=n)) for n in zugtabelle.trades(events)]
    rows += [("E", t(lang, "t_placed", country=country_name(p.country), n=p.count,
                     before=p.before)) for p in zugtabelle.placings(events)]
    rows += [("B", t(lang, "t_attack_row", src=country_name(a.src), dst=country_name(a.dst),
                     result=t(lang, "t_won" if a.won else "t_lost")))
             for a in zugtabelle.attempts(events)]
    if moves:
        rows += [("V", t(lang, "t_move_row", src=country_name(a), dst=country_name(b), n=n))
                 for a, b, n in zugtabelle.moves(events)]
    return rows


def table_lines(rows, lang: str, moves: bool, thinking: bool, room: int):
    """(text, is_heading) of the Zugtabelle, at most `room` lines. When a long turn does not
    fit, the oldest rows of a section (liberations first) give way to "... und n weitere",
    so that the headings, the placings and the latest attempts stay in sight."""
    heads = {"E": t(lang, "t_place"), "B": t(lang, "t_attack"), "V": t(lang, "t_move")}
    secs = [sec for sec in ("E", "B", "V") if sec != "V" or moves]
    body = {sec: [r for s, r in rows if s == sec] or [t(lang, "t_nothing")] for sec in secs}
    hidden = {sec: 0 for sec in secs}
    over = len(secs) + sum(len(b) for b in body.values()) + int(thinking) - room
    for sec in ("B", "V", "E"):
        if over <= 0 or sec not in body or len(body[sec]) < 3:
            continue
        k = min(over + 1, len(body[sec]) - 1)     # k rows become one "more" line
        hidden[sec], body[sec] = k, body[sec][k:]
        over -= k - 1
    lines: list[tuple[str, bool]] = []
    for sec in secs:
        lines.append((heads[sec] + ":", True))
        if hidden[sec]:
            lines.append(("  " + t(lang, "t_more", n=hidden[sec]), False))
        lines += [("  " + r, False) for r in body[sec]]
    if thinking:
        lines.append((t(lang, "t_thinking"), False))
    return lines[-room:]


def draw_table(sc) -> None:
    from .game_scene import TABLE_BOXES

    st = sc.state
    cpu = sc.cpu
    lang = sc.lang
    name = st.parties[cpu.party].name if cpu is not None else ""
    text(16, 8, t(lang, "table_title", name=name))
    pyxel.line(16, 26, 440, 26, BLACK)
    events = cpu.events if cpu is not None else []
    rows = table_rows(events, lang, sc.show_moves)
    room = (L.H - 110) // 18
    lines = table_lines(rows, lang, sc.show_moves, cpu is not None and not cpu.done, room)
    for i, (s, head) in enumerate(lines):
        text(16, 34 + i * 18, s[:55])
        if head:
            pyxel.line(16, 34 + i * 18 + 15, 16 + 8 * len(s), 34 + i * 18 + 15, BLACK)
    foot = t(lang, "t_moves_hint")
    if sc.settings.table_time is None:
        foot += "   " + t(lang, "t_waiting")
    text(16, L.H - 62, foot[:56])
    text(16, L.H - 42, t(lang, "t_keys")[:56])
    text(16, L.H - 22, t(lang, "t_keys2")[:56])
    _bar(sc, TABLE_BOXES, BOX_TEXT)


# -- the end ---------------------------------------------------------------------------------------
def draw_over(sc) -> None:
    st = sc.state
    lk = look_for(sc.machine)
    if sc.extras.get("graph") and st.history:
        draw_graph(sc)
    else:
        img = sc.painter.image(1, st.owner, None, bool(sc.extras.get("colour")))
        pyxel.blt(0, L.STRIP, img, 0, 0, L.W, L.MAP_H)
    w_name = st.parties[st.winner].name if st.winner is not None else "-"
    lines = [t(sc.lang, "winner", name=w_name), t(sc.lang, "over_hint")]
    w = max(len(s) for s in lines) * 8 + 32
    x = (L.W - w) // 2
    lk.panel(x, 4, w, 48)
    for i, s in enumerate(lines):
        text(x + (w - len(s) * 8) // 2, 8 + i * 20, s)


DASHES = (None, 6, 3, 2, 8, 4)


def _poly(points, p, col=BLACK):
    dash = DASHES[p % len(DASHES)]
    k = 0
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        n = max(abs(x2 - x1), abs(y2 - y1), 1)
        for i in range(n + 1):
            if dash is None or (k // dash) % 2 == 0:
                px, py = x1 + (x2 - x1) * i // n, y1 + (y2 - y1) * i // n
                pyxel.rect(px, py, 2, 2, col)
            k += 1


def draw_graph(sc) -> None:
    """An extra: countries (upper half) and armies (lower half) of each party per round."""
    st = sc.state
    hist = st.history
    n = st.n_parties
    text(16, 60, t(sc.lang, "graph_title")[:76])
    for p in range(n):      # the legend: each party's letter and line
        lx = 380 + p * 42
        _poly([(lx + 10, 244), (lx + 34, 244)], p,
              party_colour(p) if sc.extras.get("colour") else BLACK)
        text(lx, 241, st.parties[p].letter, BLACK, L.BOX_FONT)
    x0, x1 = 40, L.W - 40
    panels = ((84, 226, 0), (250, 392, 1))
    for top, bottom, k in panels:
        pyxel.rectb(x0, top, x1 - x0, bottom - top, BLACK)
        peak = max(1, max(row[p][k] for row in hist for p in range(n)))
        text(4, top, str(peak), BLACK, L.BOX_FONT)
        for p in range(n):
            pts = []
            for i, row in enumerate(hist):
                x = x0 + (x1 - x0 - 4) * i // max(1, len(hist) - 1) + 1
                y = bottom - 3 - (bottom - top - 6) * row[p][k] // peak
                pts.append((x, y))
            col = party_colour(p) if sc.extras.get("colour") else BLACK
            _poly(pts, p, col)
            if pts:
                text(min(pts[-1][0] + 4, L.W - 8), pts[-1][1] - 3, st.parties[p].letter,
                     BLACK, L.BOX_FONT)
