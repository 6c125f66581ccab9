"""The 16 colours of Twilight's screens, as Amiga colour registers (4 bits a channel), and
the contrast rule every label on the map keeps.

Registers 0-3 are Workbench 2's grey, black, white and blue in the roles retro.gui's
Intuition look expects of the hires machine (paper 0, ink/dark 1, light 2, accent 3), so
windows, gadgets, requesters and menus look like the system's. The rest are the map's:
one red for the anomalies' border, six bright race colours, and five dark fills that every
race colour (and the white and grey of the plain labels) reads on with a contrast ratio
of at least 4.5:1 (WCAG 2: relative luminance of the registers as the hardware shows them).
"""
from __future__ import annotations

from retro.machines import AMIGA_HIRES_LACE

WORDS = (
    "AAA", "000", "FFF", "68B",           # 0-3   Workbench 2: paper, dark, light, accent
    "F21",                                # 4     the anomalies' red border
    "FE2", "5F5", "3DE", "F8F", "F82", "AAF",   # 5-10  the races S1..S6
    "114", "236", "530", "710", "404",    # 11-15 fills: space, planets, Mecatol Rex, supernova, nebula
)

GREY, BLACK, WHITE, BLUE, RED = 0, 1, 2, 3, 4
RACE = (5, 6, 7, 8, 9, 10)                # the colour of player S1..S6
SPACE, SYSTEM, MECATOL, NOVA, NEBULA = 11, 12, 13, 14, 15
FILLS = (SPACE, SYSTEM, MECATOL, NOVA, NEBULA)
LABELS = (WHITE, GREY) + RACE             # every colour a text on a tile may have
MIN_CONTRAST = 4.5

MACHINE = AMIGA_HIRES_LACE.with_palette(WORDS)


def race_colour(player: int) -> int:
    return RACE[player % len(RACE)]


def luminance(rgb: int) -> float:
    """WCAG 2 relative luminance of a 0xRRGGBB colour."""
    def lin(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a: int, b: int, palette=None) -> float:
    """Contrast ratio (1-21) of two palette registers."""
    pal = MACHINE.palette if palette is None else palette
    la, lb = sorted((luminance(pal[a]), luminance(pal[b])), reverse=True)
    return (la + 0.05) / (lb + 0.05)
