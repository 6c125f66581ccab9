"""aMalone's 32 colours, as Amiga colour registers (4 bits a channel).

Registers 0-3 are Workbench 2's grey, white, black and blue, in the roles retro.gui's
Intuition look expects (paper 0, light 1, ink/dark 2, accent 3), so requesters and menus
look like the system's. The rest are ours: one tint per group of the board (the original:
"elke groep van het speelbord heeft zijn eigen kleurtint"), ramps for shaded marbles,
the lamp, and marks for selection and targets.
"""
from __future__ import annotations

from retro.machines import AMIGA_LOW

WORDS = (
    "AAA", "FFF", "000", "68B",                    # 0-3  Workbench 2: paper, light, dark, accent
    "D87", "DB6", "8C7", "7BC", "89D", "C8C",      # 4-9  group tints A..F (the holes)
    "954", "973", "584", "468", "559", "858",      # 10-15 the same, in shadow
    "446", "779", "223",                           # 16-18 board: surface, rim light, background
    "112", "334", "557", "99B",                    # 19-22 black marble: shadow .. highlight
    "99A", "BBC", "DDE",                           # 23-25 white marble: shadow .. lit (1 = shine)
    "FE4", "653",                                  # 26-27 lamp on / off
    "F33", "4E4", "C00", "777",                    # 28-31 selection, target, error text, centre
)

PAPER, LIGHT, DARK, ACCENT = 0, 1, 2, 3
TINT = (4, 5, 6, 7, 8, 9)
TINT_SHADE = (10, 11, 12, 13, 14, 15)
SURFACE, RIM_LIGHT, BACKGROUND = 16, 17, 18
BLACK_RAMP = (19, 20, 21, 22)      # darkest first
WHITE_RAMP = (23, 24, 25, 1)
LAMP_ON, LAMP_OFF = 26, 27
SELECTED, TARGET, ERROR, CENTRE = 28, 29, 30, 31

MACHINE = AMIGA_LOW.with_palette(WORDS)
