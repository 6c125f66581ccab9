"""ACME's sounds (the ST's YM2149: square waves and noise): their names for retro.sound and
their notes for the collection's sound file (retro/resources.py writes them there)."""
from retro.sound import Sound

SOUNDS = {
    "acme.dice": Sound(16, 2, gain=0.723),
    "acme.conquest": Sound(17, 1, gain=0.76),
    "acme.won": Sound(2, 0, tune=True, gain=0.593),
    "acme.seuche": Sound(20, 1, gain=0.756),
    "acme.erdbeben": Sound(21, 3, gain=0.455),
    "acme.revolution": Sound(22, 1, gain=0.76),
    "acme.desertion": Sound(23, 1, gain=0.763),
    "acme.ueberlauf": Sound(24, 1, gain=0.76),
    "acme.bestechung": Sound(25, 1, gain=0.773),
}
# slot: (notes, tones, volumes, effects, speed), as retro/resources.py's own
NOTES = {
    16: ("c3c3c3c3", "n", "7575", "ffff", 4),                       # the dice rattle (looped)
    17: ("c3g3c4", "s", "7", "nnf", 8),                             # a conquest
    20: ("a2rf2rd2r", "s", "7", "nnnnnf", 20),                      # Seuche
    21: ("c1c1c1c1c1c1", "n", "776655", "vvvvvf", 8),               # Erdbeben
    22: ("c3c3c3g3 c4rrr", "s", "7", "nnnn fnnn", 6),               # Revolution
    23: ("e3d3c3", "s", "7", "nnf", 14),                            # Desertion
    24: ("c3f3c3f3", "s", "7", "nnnf", 10),                         # Überlauf
    25: ("c4e4g4", "s", "7", "nnf", 4),                             # Bestechung
    # the win (music 2): melody and bass
    37: ("g3g3g3c4 rrg3c4 e4e4e4c4 e4rg4r", "s", "5", "n", 12),
    38: ("c2rc2r g1rg1r c2rg1r c2rrr", "s", "4", "n", 12),
}
MUSICS = {2: ([37], [38], [], [])}     # music slot: the sound slots of each channel
