"""The screen modes we recreate: size, palette at the hardware's colour depth, font, frame rate.

Pure data: nothing here imports pyxel. `retro.screen.apply(machine)` puts a machine on
pyxel's screen.
"""
from __future__ import annotations

from dataclasses import dataclass, replace


def quantise(rgb: int, bits: int) -> int:
    """Round a 0xRRGGBB colour to `bits` per channel, as the hardware shows it.

    A level n of `bits` bits shows as n * 255 / (2**bits - 1): on the ST (3 bits)
    00 24 49 6D 92 B6 DB FF, on the Amiga (4 bits) 17 * n.
    """
    top = (1 << bits) - 1
    out = 0
    for shift in (16, 8, 0):
        c = (rgb >> shift) & 0xFF
        n = (c * top + 127) // 255
        out |= ((n * 255 + top // 2) // top) << shift
    return out


def from_hardware(word: str, bits: int) -> int:
    """A colour register as the machine's docs write it ("707" on the ST, "F80" on the Amiga)."""
    top = (1 << bits) - 1
    out = 0
    for digit in word:
        n = int(digit, 16)
        if n > top:
            raise ValueError(f"{word!r}: level {n} is more than {bits} bits")
        out = (out << 8) | ((n * 255 + top // 2) // top)
    return out


@dataclass(frozen=True)
class Machine:
    key: str
    name: str            # as the launcher shows it
    width: int
    height: int
    bits: int            # bits per colour channel of the hardware
    colours: int         # how many colours show at once
    palette: tuple[int, ...]   # 0xRRGGBB, already quantised; index = colour register
    font: str            # retro.fonts name of the system font
    fps: int
    look: str            # "gem" or "intuition": how retro.gui draws widgets
    paper: int           # palette index of the background of dialogs
    ink: int             # palette index of text and frames
    light: int           # highlights (Intuition's white; GEM: = paper)
    dark: int            # shadows (Intuition's black; GEM: = ink)
    accent: int          # selected / title bars (Intuition's blue; GEM: = ink)

    def with_palette(self, words_or_rgb) -> "Machine":
        """The same machine with a port's own palette, quantised to the hardware.

        Accepts hardware words ("707", "F80") or 0xRRGGBB integers; at most `colours`.
        """
        cols = []
        for c in words_or_rgb:
            cols.append(from_hardware(c, self.bits) if isinstance(c, str) else quantise(c, self.bits))
        if len(cols) > self.colours:
            raise ValueError(f"{self.name} shows {self.colours} colours, not {len(cols)}")
        return replace(self, palette=tuple(cols))


def _pal(words, bits):
    return tuple(from_hardware(w, bits) for w in words)


# TOS default low-res palette, registers 0-15.
TOS_LOW = ("777", "700", "070", "770", "007", "707", "077", "555",
           "333", "733", "373", "773", "337", "737", "377", "000")

# Workbench 1.3 (the first four) followed by colours of our choosing for 32 registers.
AMIGA_LOW_DEFAULT = ("05A", "FFF", "002", "F80", "000", "888", "CCC", "444",
                     "F00", "0C0", "00F", "FF0", "0FF", "F0F", "A52", "FA8",
                     "800", "080", "008", "880", "088", "808", "F88", "8F8",
                     "88F", "FC0", "C60", "6C0", "06C", "C06", "EDB", "222")

# Workbench 2.0 (the first four) and twelve more.
AMIGA_HIRES_DEFAULT = ("AAA", "000", "FFF", "68B", "F00", "0A0", "00F", "FD0",
                       "F80", "0CC", "C0C", "753", "555", "CCC", "9BF", "FBA")

ST_HIGH = Machine(
    key="st_high", name="Atari ST hohe Auflösung", width=640, height=400, bits=1, colours=2,
    palette=(0xFFFFFF, 0x000000), font="st8x16", fps=71, look="gem",
    paper=0, ink=1, light=0, dark=1, accent=1,
)
ST_LOW = Machine(
    key="st_low", name="Atari ST niedrige Auflösung", width=320, height=200, bits=3, colours=16,
    palette=_pal(TOS_LOW, 3), font="st8x8", fps=50, look="gem",
    paper=0, ink=15, light=0, dark=15, accent=15,
)
AMIGA_LOW = Machine(
    key="amiga_low", name="Amiga PAL lowres", width=320, height=256, bits=4, colours=32,
    palette=_pal(AMIGA_LOW_DEFAULT, 4), font="topaz8", fps=50, look="intuition",
    paper=0, ink=2, light=1, dark=2, accent=3,
)
AMIGA_HIRES_LACE = Machine(
    key="amiga_hires_lace", name="Amiga PAL hires interlace", width=640, height=512, bits=4,
    colours=16, palette=_pal(AMIGA_HIRES_DEFAULT, 4), font="topaz8", fps=50, look="intuition",
    paper=0, ink=1, light=2, dark=1, accent=3,
)

MACHINES = {m.key: m for m in (ST_HIGH, ST_LOW, AMIGA_LOW, AMIGA_HIRES_LACE)}
