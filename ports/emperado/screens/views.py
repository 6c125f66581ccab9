"""Drawing what the screens of a game share; nothing here changes state.

The strip's status line, the message line, the info box (4b), the bar of click boxes of
the Spielmenü and the Zugtabelle, and the demo's badge. Each screen draws its own view
(overview_scene, map_scene, menu_scene, table_scene, end_scene) and then `overlays`.
"""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.base import wrap
from retro.gui.look import look_for

from .. import rules
from . import layout as L
from .mapdraw import BLACK, WHITE, country_name
from .texts_screen import t

FONT = "st8x16"
# the screens that leave the bottom lines to a message (the Zugtabelle needs them itself)
MESSAGE_VIEWS = ("overview", "map", "menu", "over")
BOX_TEXT = {"parameter": "b_parameter", "zeiten": "b_zeiten", "spieler": "b_spieler",
            "hilfe": "b_hilfe", "extras": "b_extras", "fertig": "b_fertig",
            "sichern": "b_sichern", "laden": "b_laden", "neu": "b_neu", "ende": "b_ende",
            "weiter": "b_weiter"}


def text(x, y, s, col=BLACK, font=FONT):
    screen.text(x, y, s, col, font)


def status_line(g, view: str, room: int = 200) -> str:
    """What the strip says in `room` letters: whose turn, what to do next (or, an extra,
    the odds), and on a human's turn, where it fits, that a right click opens the
    Spielmenü (issue 24.14: a newcomer could not find it; with a country chosen the right
    click drops the choice, and the line is about the target)."""
    line = _status(g, view)
    if g.human_turn() and g.turn.review is None and g.look.selected is None and line \
            and g.state.phase != "nachruecken":
        for hint in (t("menu_hint", g.lang), t("menu_hint_short", g.lang)):
            if len(line) + 3 + len(hint) <= room:
                return f"{line}   {hint}"
    return line[:room]


def _status(g, view: str) -> str:
    st, look = g.state, g.look
    if st.phase == "ende":
        return ""
    p = st.parties[st.current]
    if g.turn.review is not None:
        return t("cpu_thinks", g.lang, name=p.name)
    if view == "overview" and look.only is not None:
        return t("view_party", g.lang, name=st.parties[look.only].name)
    if look.selected is not None:
        hv = look.hover
        if g.extras.get("odds") and view == "map" and hv is not None \
                and st.owner[hv] != st.current and hv in rules.attack_targets(st, look.selected):
            from ..odds import conquer
            pct = round(100 * conquer(st.armies[look.selected], st.armies[hv]))
            return t("odds", g.lang, src=country_name(look.selected), dst=country_name(hv), p=pct)
        return t("chosen", g.lang, name=p.name, country=country_name(look.selected))
    if st.phase == "einsetzen":
        return t("place_left", g.lang, name=p.name, n=st.to_place)
    if st.phase == "nachruecken":
        return t("march_now", g.lang, name=p.name, country=country_name(st.march[1]))
    return t("act", g.lang, name=p.name)


def draw_message(msg: str) -> None:
    lines = wrap(msg, 78)[:3]
    h = len(lines) * 16 + 4
    y = L.H - h
    pyxel.rect(0, y, L.W, h, WHITE)
    pyxel.line(0, y, L.W - 1, y, BLACK)
    for i, line in enumerate(lines):
        text(4, y + 2 + i * 16, line)


def draw_info(g, machine) -> None:
    """The info box of the Infozeit (4b): what the party on turn receives."""
    lk = look_for(machine)
    lines = list(g.turn.info)
    if g.turn.info_left is None:
        lines.append(t("click_on", g.lang))
    w = max(len(s) for s in lines) * 8 + 32
    h = len(lines) * 20 + 24
    x, y = (L.W - w) // 2, (L.H - h) // 2
    lk.panel(x, y, w, h)
    for i, s in enumerate(lines):
        text(x + (w - len(s) * 8) // 2, y + 12 + i * 20, s)


def draw_bar(g, machine, boxes) -> None:
    """The bar of click boxes on the right (the Spielmenü's, the Zugtabelle's)."""
    lk = look_for(machine)
    x, y, w, h = L.menu_bar_rect(len(boxes))
    pyxel.rect(x, y, w, h, WHITE)
    pyxel.line(x, 0, x, L.H - 1, BLACK)
    for i, name in enumerate(boxes):
        lk.button(*L.menu_box(i), t(BOX_TEXT[name], g.lang))


def overlays(g, view: str, machine) -> None:
    """Over every screen: the message line, the info box, the demo's badge."""
    if g.messages.text and view in MESSAGE_VIEWS:
        draw_message(g.messages.text)
    if g.turn.info is not None:
        draw_info(g, machine)
    if g.is_demo:
        look_for(machine).button(L.W - 60, 0, 58, L.STRIP - 1, t("demo", g.lang), selected=True)
