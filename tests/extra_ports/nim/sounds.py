"""NIM's sound (the ST's square wave): a match taken. Slot 40, which no other port has."""
from retro.sound import Sound

SOUNDS = {"nim.take": Sound(40, 1, gain=0.76)}
NOTES = {40: ("g3c3", "s", "7", "nf", 8)}
