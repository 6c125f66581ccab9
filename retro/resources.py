"""`retro/resources.pyxres`, installed with the package: our shared pixel art, in pyxel's own format.

The text art in the code stays the source (pointers.py; dice and marbles as the ports add
them); `python -m retro.resources` rebuilds the file from it so that pyxel's editor
(`pyxel edit retro/resources.pyxres`) shows it, and a test checks the two agree.
Image bank 0: pointers in a row, 16x16 each, colour 1 ink, 2 outline, 0 transparent.
Sounds and tunes: SOUNDS below, written as pyxel's notes, tones, volumes and effects (what
pyxel's sound editor shows); retro/sound.py names them. At start the sounds are loaded from
the file (`load_sounds`); an installed copy without the file sets the same data.
"""
from __future__ import annotations

import sys
from pathlib import Path

from . import pointers

PATH = Path(__file__).resolve().parent / "resources.pyxres"   # package data (pyproject.toml)
POINTER_ORDER = ("arrow", "busy", "circle", "crosshair")

# slot: (notes, tones, volumes, effects, speed) - t triangle, s square, p pulse, n noise;
# effects n none, s slide, v vibrato, f fade out. The ST's chip has square waves and noise,
# so the ST games' sounds use s and n; aMalone's Amiga samples lean on t and p.
SOUNDS = {
    # the title menu's tune (music 0): melody, bass, arpeggio - a PD disk menu's jingle
    30: ("e3g3c4g3 e3g3c4g3 f3a3c4a3 g3b3d4b3", "s", "4", "n", 15),
    31: ("e3g3c4e4 d4c4b3g3 a3c4f4e4 d4b3g3r", "s", "4", "n", 15),
    32: ("c2rc2r c2rc2r f1rf1r g1rg1r", "t", "6", "n", 15),
    33: ("c2rc2r a1ra1r f1rg1r g1rc2r", "t", "6", "n", 15),
    34: ("c4e4g4e4 c4e4g4e4 a3c4f4c4 b3d4g4d4", "p", "2", "n", 15),
    # aMalone's win (music 1) and ACME's (music 2)
    35: ("c3e3g3c4 e4g4c4r e4rg4r c4rrr", "p", "5", "nnnn nnnn nnnn fnnn", 10),
    36: ("c2rg1r c2rg1r c2rrr c2rrr", "t", "6", "n", 10),
    37: ("g3g3g3c4 rrg3c4 e4e4e4c4 e4rg4r", "s", "5", "n", 12),
    38: ("c2rc2r g1rg1r c2rg1r c2rrr", "s", "4", "n", 12),
    # GEM's bell: the ST's ping on an alert
    10: ("a4a4", "s", "63", "nf", 14),
    # EMPERADO
    11: ("c3c3c3c3c3c3c3c3", "n", "75757565", "ffffffff", 3),        # the dice of a liberation
    12: ("c3e3g3c4", "s", "6", "nnnf", 8),                          # a country liberated
    13: ("g3e3c3g2", "s", "6", "nnnf", 12),                         # a party out
    # aMalone
    14: ("g4", "p", "5", "f", 3),                                   # a marble's click
    15: ("c1c1", "n", "74", "ff", 10),                              # a marble pushed off
    # ACME
    16: ("c3c3c3c3", "n", "6464", "ffff", 4),                       # the dice rattle (looped)
    17: ("c3g3c4", "s", "6", "nnf", 8),                             # a conquest
    20: ("a2rf2rd2r", "t", "5", "nnnnnf", 20),                      # Seuche
    21: ("c1c1c1c1c1c1", "n", "776655", "vvvvvf", 8),               # Erdbeben
    22: ("c3c3c3g3 c4rrr", "s", "6", "nnnn fnnn", 6),               # Revolution
    23: ("e3d3c3", "p", "5", "nnf", 14),                            # Desertion
    24: ("c3f3c3f3", "s", "5", "nnnf", 10),                         # Überlauf
    25: ("c4e4g4", "p", "4", "nnf", 4),                             # Bestechung
}
# music slot: the sound slots each channel plays, in order (the fourth channel stays free)
MUSICS = {
    0: ([30, 31], [32, 33], [34, 34], []),
    1: ([35], [36], [], []),
    2: ([37], [38], [], []),
}


def set_sounds() -> None:
    """Put SOUNDS and MUSICS into pyxel's sound and music slots."""
    import pyxel

    for slot, (notes, tones, volumes, effects, speed) in SOUNDS.items():
        pyxel.sounds[slot].set(notes, tones, volumes, effects, speed)
    for slot, seqs in MUSICS.items():
        pyxel.musics[slot].set(*seqs)


def load_sounds() -> None:
    """The sounds from resources.pyxres (what pyxel's editor may have changed), or, where the
    file is missing or damaged, the same data from SOUNDS."""
    import pyxel

    if PATH.is_file():
        try:
            pyxel.load(str(PATH), exclude_images=True, exclude_tilemaps=True)
            return
        except Exception:           # a damaged file must not stop the games: the table plays
            pass
    set_sounds()


def paint() -> None:
    """Draw every piece of art into pyxel's image banks."""
    import pyxel

    img = pyxel.images[0]
    img.cls(0)
    for i, name in enumerate(POINTER_ORDER):
        for y, row in enumerate(pointers.rows(name)):
            for x, ch in enumerate(row):
                img.pset(i * 16 + x, y, {"#": 1, "o": 2}.get(ch, 0))


def build(path: Path = PATH) -> None:
    import pyxel

    paint()
    set_sounds()
    pyxel.save(str(path))


if __name__ == "__main__":
    import pyxel

    from .machines import MACHINES

    m = MACHINES["amiga_hires_lace"]
    pyxel.init(m.width, m.height, headless=True)     # only pyxel's banks: no screen, no sounds
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else PATH)
    print(f"wrote {sys.argv[1] if len(sys.argv) > 1 else PATH}")
