"""The Spielmenü (EMPERADO 4): the figures of the party on turn on the left, in the
manual's order, and the bar of boxes on the right.

A right click goes back to the map (after the end: to the winner's box), a left click
beside the bar to the overview; Shift+K hides the card kinds, Shift+R takes back the last
move. The boxes open the settings (4a-4c), the Hilfe (4d), Fertig (4e), Sichern and
Laden (4f, 4g), Neues Spiel (4h) and Ende (4i); "Extras" is ours.
"""
from __future__ import annotations

import pyxel

from retro.input import Input

from .. import texts as core_texts
from . import commands, layout as L
from .base import GameScreen
from .mapdraw import BLACK, WHITE
from .texts_screen import card_names, t
from .views import draw_bar, overlays, text

MENU_BOXES = ("parameter", "zeiten", "spieler", "hilfe", "extras", "fertig", "sichern",
              "laden", "neu", "ende")


def menu_lines(g) -> list[str]:
    """The left part of the Spielmenü (EMPERADO 4)."""
    st, lang = g.state, g.lang
    me = st.current
    p = st.parties[me]
    # the manual's order (4): armies to place, countries, own cards, the opponents' cards,
    # the next card bonus, the round
    plain = p.name == core_texts.DEFAULT_NAME.format(letter=p.letter)
    out = [t("m_party_plain", lang, name=p.name) if plain
           else t("m_party", lang, name=p.name, letter=p.letter),
           t("m_place", lang, n=st.to_place),
           t("m_countries", lang, n=st.count(me)),
           t("m_cards", lang, n=len(p.cards))]
    if g.look.hide_kinds:
        out.append(t("m_cards_hidden", lang))
    elif p.cards:
        names = card_names(lang)
        out.append(t("m_cards_kinds", lang, kinds=", ".join(names[c] for c in p.cards)))
    out.append(t("m_opponents", lang))
    for i, q in enumerate(st.parties):
        if i == me:
            continue
        if q.out:
            out.append(t("m_opponent_out", lang, letter=q.letter, name=q.name))
        else:
            out.append(t("m_opponent", lang, letter=q.letter, name=q.name, n=len(q.cards),
                         plus=" +" if q.card_last_turn else ""))
    out.append(t("m_bonus", lang, n=st.card_bonus))
    out.append(t("m_round", lang, n=st.round))
    return out


class MenuScene(GameScreen):
    view = "menu"

    def handle(self, inp: Input, arrived: str | None) -> None:
        g = self.g
        if inp.shift and inp.key("K"):
            g.look.hide_kinds = not g.look.hide_kinds
        if inp.shift and inp.key_down("R") and g.human_turn():     # once a press (no repeat)
            commands.undo(g)
            return
        if inp.clicked("R"):
            # back to the map; after the end back to the winner's box
            g.show("over" if g.state.phase == "ende" else g.look.map_view)
            return
        if inp.clicked("L"):
            self.click_boxes(MENU_BOXES, inp)

    def draw(self) -> None:
        g = self.g
        pyxel.cls(WHITE)
        title = t("menu_title", g.lang)
        text(16, 8, title)
        pyxel.line(16, 26, 16 + 8 * len(title), 26, BLACK)
        for i, s in enumerate(menu_lines(g)):
            text(16, 36 + i * 20, s[:55])
        text(16, L.H - 40, t("m_hint", g.lang)[:56])
        draw_bar(g, self.machine, MENU_BOXES)
        overlays(g, self.view, self.machine)
