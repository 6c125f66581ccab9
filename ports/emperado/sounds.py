"""EMPERADO's sounds (the ST's YM2149: square waves and noise): their names for retro.sound
and their notes for the collection's sound file (retro/resources.py writes them there)."""
from retro.sound import Sound

SOUNDS = {
    "emperado.dice": Sound(11, 2, gain=0.751),
    "emperado.liberated": Sound(12, 1, gain=0.76),
    "emperado.out": Sound(13, 1, gain=0.765),
}
# slot: (notes, tones, volumes, effects, speed), as retro/resources.py's own
NOTES = {
    11: ("c3c3c3c3c3c3c3c3", "n", "75757565", "ffffffff", 3),        # the dice of a liberation
    12: ("c3e3g3c4", "s", "7", "nnnf", 8),                          # a country liberated
    13: ("g3e3c3g2", "s", "7", "nnnf", 12),                         # a party out
}
