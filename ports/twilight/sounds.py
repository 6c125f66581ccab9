"""Twilight Imperium's sounds (Amiga, 1998: Paula's samples). As a shareware game of then took
its samples where it found them, it plays aMalone's marbles and win, ACME's call and GEM's
bell from their slots of the collection's sound file: names only, no notes of its own."""
from retro.sound import Sound

SOUNDS = {
    "twilight.shot": Sound(14, 2, gain=0.891, chip="paula"),
    "twilight.lost": Sound(15, 3, gain=0.802, chip="paula"),
    "twilight.taken": Sound(17, 1, gain=0.76),
    "twilight.vote": Sound(10, 3, gain=0.783),
    "twilight.victory": Sound(1, 0, tune=True, gain=0.743, chip="paula"),
}
