"""Where everything is on ACME's 320x200 screen: the GEM menu bar on top, the map at the left,
the panel at the right edge (the manual: "Serie" top right, the date under it, a country's
name and armies "am rechten Bildschirmrand"), two lines of messages under the map."""
from __future__ import annotations

W, H = 320, 200
BAR_H = 11                     # GEM's menu bar with the 8x8 font
MAP_X, MAP_Y = 0, BAR_H        # the map's 256x176 pixels
MAP_W, MAP_H = 256, 176
STATUS_Y = MAP_Y + MAP_H       # two lines of the 6x6 font
PANEL_X, PANEL_W = 256, 64

SERIES_Y = BAR_H + 3            # "Serie: 4", 8x8
DATE_Y = SERIES_Y + 10          # "1.1853", 8x8
PLAYER_Y = DATE_Y + 11          # the player on turn, 6x6
PHASE_Y = PLAYER_Y + 8          # what he does now, 6x6
CARDS = (PANEL_X + 3, PHASE_Y + 9, PANEL_W - 6, 22)              # the card display
INFO = (PANEL_X + 3, CARDS[1] + CARDS[3] + 3, PANEL_W - 6, 32)    # a right-clicked country
DICE_Y = INFO[1] + INFO[3] + 5
DIE = 15                        # a die's size, as large as the panel allows; three pairs
DIE_GAP = 2                     # under each other
ATT_X, DEF_X = PANEL_X + 10, PANEL_X + 43
UUPS = (PANEL_X + 3, DICE_Y + 3 * (DIE + DIE_GAP) + 3, PANEL_W - 6, 13)
DONE = (PANEL_X + 3, UUPS[1] + 16, PANEL_W - 6, 13)


def inside(rect, x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh


def on_map(x: int, y: int) -> bool:
    return MAP_X <= x < MAP_X + MAP_W and MAP_Y <= y < MAP_Y + MAP_H


def die_rect(side: int, i: int) -> tuple[int, int, int, int]:
    """The i-th die (0-2, highest first) of the attacker (side 0) or the defender (1)."""
    x = ATT_X if side == 0 else DEF_X
    return (x, DICE_Y + i * (DIE + DIE_GAP), DIE, DIE)
