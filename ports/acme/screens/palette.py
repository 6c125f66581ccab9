"""ACME's 16 colours of the ST's 512 (3 bits a gun), and who is drawn in which.

Registers 0 and 15 stay white and black, as GEM's dialogs and menu bar expect them.
"""
from __future__ import annotations

from dataclasses import replace

from retro.machines import MACHINES

from ..port import MACHINE as BASE     # the machine, named once: the port's

PALETTE = (
    "777",   # 0  white: GEM's paper, army numbers
    "014",   # 1  the deep sea
    "025",   # 2  shallow water along the coasts
    "711",   # 3  player 1: red
    "400",   # 4  player 1's borders
    "761",   # 5  player 2: yellow
    "530",   # 6  player 2's borders
    "161",   # 7  player 3 (four players): green
    "030",   # 8  player 3's borders
    "617",   # 9  player 4: violet
    "304",   # 10 player 4's borders
    "555",   # 11 the panel
    "333",   # 12 the panel's shadows, dice pips
    "776",   # 13 card faces, the dice
    "257",   # 14 the selected country
    "000",   # 15 black: GEM's ink, coasts
)

WHITE, DEEP, SHALLOW, PANEL, SHADOW, CARD, SELECT, BLACK = 0, 1, 2, 11, 12, 13, 14, 15
PLAYER = (3, 5, 7, 9)           # a player's land
BORDER = (4, 6, 8, 10)          # his borders inside the land
NUMBER = (0, 15, 0, 0)          # the army numbers on a player's land: white, black on yellow
COLOUR_NAMES = ("Rot", "Gelb", "Grün", "Violett")

MACHINE = replace(MACHINES[BASE].with_palette(PALETTE), key="st_low_acme")
