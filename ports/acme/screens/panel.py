"""The panel at the right edge: the value of the next series and the date (top right, as the
manual has them), the player on turn, the cards (face down unless their owner turned them up
with the right button), a right-clicked country's name and armies, the dice, Uups and Fertig.
"""
from __future__ import annotations

import pyxel

from retro import screen

from .. import texts
from ..world import world as world_of
from . import layout as L
from . import palette as P

SMALL = "st6x6"
NAME_FITS = 10          # letters of a name the panel shows (6x6, 62 pixels)
# the cards' pictures (drawn by us), 5x5: a soldier, a horseman, a cannon
ICONS = {
    "infanterie": ("..#..", ".###.", "..#..", ".#.#.", ".#.#."),
    "kavallerie": ("...#.", "#####", ".###.", ".#.#.", "#...#"),
    "artillerie": ("....#", "...#.", ".###.", "#####", ".#.#."),
}
# a face's pips on a 3x3 grid (column, row); each pip is PIP pixels square, a pixel of the
# face between it and the frame, and between two pips
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (2, 0), (0, 2), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}
PIP = 3


def pip_at(k: int) -> int:
    """Where the pips of grid column (or row) k start inside a die."""
    return (2, (L.DIE - PIP) // 2, L.DIE - 2 - PIP)[k]


def small(x, y, s, col=P.BLACK) -> None:
    screen.text(x, y, s, col, SMALL)


def wrap(text: str, width: int = 9) -> list[str]:
    """Lines of at most `width` 6x6 characters (the panel is 58 pixels wide); a word longer
    than a line is hyphenated ("Großbrit-annien"), never cut off."""
    out, line = [], ""
    words = []
    for word in text.replace("-", "- ").split():
        while len(word) > width:
            k = _break(word, width - 1)
            words.append(word[:k] + "-")
            word = word[k:]
        words.append(word)
    for word in words:
        glue = "" if line.endswith("-") or not line else " "
        if len(line) + len(glue) + len(word) <= width:
            line += glue + word
        else:
            if line:
                out.append(line)
            line = word[:width]
    if line:
        out.append(line)
    return out


VOWELS = set("aeiouäöüyAEIOUÄÖÜ")


def _break(word: str, most: int) -> int:
    """Where to hyphenate a word, at most `most` letters in: before a consonant that a vowel
    follows ("Nieder-ländisch", "Großbri-tannien"), never inside ch, ck or sch."""
    for k in range(most, 2, -1):
        c, before = word[k], word[k - 1]
        if c in VOWELS or k + 1 >= len(word) or word[k + 1] not in VOWELS:
            continue
        if (c in "hk" and before == "c") or (c == "c" and before == "s"):
            continue
        return k
    return most


def die(x, y, value: int | None, dim: bool = False) -> None:
    """A die face (None: a blank die waiting)."""
    pyxel.rect(x, y, L.DIE, L.DIE, P.SHADOW if dim else P.CARD)
    pyxel.rectb(x, y, L.DIE, L.DIE, P.BLACK)
    for px, py in PIPS.get(value, ()):
        pyxel.rect(x + pip_at(px), y + pip_at(py), PIP, PIP, P.WHITE if dim else P.BLACK)


def dice(att, dfd, shown: int = 3, att_loses=None) -> None:
    """The two columns of dice, highest first; the first `shown` pairs are compared, and the
    losing die of each compared pair is dimmed (`att_loses[i]`: the attacker's die lost)."""
    for i in range(3):
        for side, faces in ((0, att), (1, dfd)):
            if i >= len(faces):
                continue
            x, y, _, _ = L.die_rect(side, i)
            lost = att_loses is not None and i < shown and i < min(len(att), len(dfd)) \
                and att_loses[i] == (side == 0)
            die(x, y, faces[i], dim=lost)
        if att_loses is not None and i < shown and i < min(len(att), len(dfd)):
            y = L.DICE_Y + i * (L.DIE + L.DIE_GAP) + (L.DIE - 6) // 2
            small((L.ATT_X + L.DIE + L.DEF_X) // 2 - 3, y, "<" if att_loses[i] else ">")


def draw(state, names, *, cards_up: bool = False, info: int | None = None, battle=None,
         prompt_phase: str = "", uups: bool = False, done: bool = False, look=None) -> None:
    w = world_of(state.settings.map)
    x0 = L.PANEL_X
    pyxel.rect(x0, L.BAR_H, L.PANEL_W, L.H - L.BAR_H, P.PANEL)
    pyxel.line(x0, L.BAR_H, x0, L.H - 1, P.BLACK)
    # "Serie: ..." top right, the date under it (EINTAUSCH VON SERIEN)
    screen.text(x0 + 1, L.SERIES_Y, f"{texts.SCREEN['series']}{state.series_value():2d}", P.BLACK,
                "st8x8")
    month, year = state.date()
    date = texts.screen("date", month=month, year=year)
    screen.text(x0 + (L.PANEL_W - 8 * len(date)) // 2, L.DATE_Y, date, P.BLACK, "st8x8")
    pyxel.line(x0 + 2, L.PLAYER_Y - 3, x0 + L.PANEL_W - 3, L.PLAYER_Y - 3, P.SHADOW)
    me = state.current
    # the player on turn on a plate of his colour, the panel wide: ten letters ("COMPUTER 2")
    pyxel.rect(x0 + 1, L.PLAYER_Y - 1, L.PANEL_W - 2, 8, P.PLAYER[me])
    name = names[me][:NAME_FITS]
    small(x0 + 2 + (L.PANEL_W - 4 - 6 * len(name)) // 2, L.PLAYER_Y, name, P.NUMBER[me])
    small(x0 + 3, L.PHASE_Y, prompt_phase[:10])
    _cards(state.cards[me], cards_up)
    _info(state, w, names, info)
    if battle is not None:
        att, dfd, shown, losses = battle
        dice(att, dfd, shown, losses)
    if look is not None:
        look.button(*L.UUPS, texts.SCREEN["uups"], disabled=not uups)
        look.button(*L.DONE, texts.SCREEN["done"], disabled=not done)


def _cards(cards, up: bool) -> None:
    x, y, w, h = L.CARDS
    pyxel.rect(x, y, w, h, P.WHITE)
    pyxel.rectb(x, y, w, h, P.BLACK)
    if not cards:
        small(x + 3, y + 8, texts.screen("cards_hidden", n=0))
        return
    if up:   # face up: the pictures, and how many of each
        for i, kind in enumerate(sorted(cards)[:8]):
            cx = x + 3 + i * 7
            pyxel.rect(cx, y + 3, 7, 9, P.CARD)
            pyxel.rectb(cx, y + 3, 7, 9, P.BLACK)
            for r, row in enumerate(ICONS[kind]):
                for k, ch in enumerate(row):
                    if ch == "#":
                        pyxel.pset(cx + 1 + k, y + 5 + r, P.BLACK)
        kinds = " ".join(f"{sorted(cards).count(k)}{texts.CARD_SHORT[k]}" for k in
                         ("infanterie", "kavallerie", "artillerie") if k in cards)
        small(x + 3, y + 14, kinds)
        return
    for i in range(min(8, len(cards))):        # face down: their backs
        cx = x + 3 + i * 7
        pyxel.rect(cx, y + 3, 7, 9, P.DEEP)
        pyxel.rectb(cx, y + 3, 7, 9, P.BLACK)
        pyxel.pset(cx + 2, y + 6, P.WHITE)
        pyxel.pset(cx + 3, y + 8, P.WHITE)
    small(x + 3, y + 14, texts.screen("cards_hidden", n=len(cards)))


def _info(state, w, names, c) -> None:
    x, y, wd, h = L.INFO
    pyxel.rect(x, y, wd, h, P.WHITE)
    pyxel.rectb(x, y, wd, h, P.BLACK)
    if c is None:
        return
    lines = wrap(w.countries[c].name)[:3]      # three lines: every name of both maps whole
    for i, line in enumerate(lines):
        small(x + 2, y + 2 + 7 * i, line)
    o = state.owner[c]             # the owner by his colour (the name would not fit: "COMPU")
    pyxel.rect(x + 2, y + 23, 7, 7, P.PLAYER[o])
    pyxel.rectb(x + 2, y + 23, 7, 7, P.BLACK)
    screen.text(x + 12, y + 23, str(state.armies[c]), P.BLACK, "st8x8")
