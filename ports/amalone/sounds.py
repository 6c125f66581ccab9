"""aMalone's sounds (the Amiga's Paula: 8-bit samples and instruments): their names for
retro.sound, the notes of its win and the samples of its marbles for the collection's sound
file (retro/resources.py writes them there)."""
import math

from retro.resources import SAMPLE_RATE, noise
from retro.sound import Sound

SOUNDS = {
    "amalone.click": Sound(14, 2, gain=0.891, chip="paula"),
    "amalone.thud": Sound(15, 3, gain=0.802, chip="paula"),
    "amalone.win": Sound(1, 0, tune=True, gain=0.743, chip="paula"),
}
# the win (music 1), on our Amiga instruments 4 and 5 (retro/resources.py's AMIGA_TONES)
NOTES = {
    35: ("c3e3g3c4 e4g4c4r e4rg4r c4rrr", "4", "5", "nnnn nnnn nnnn fnnn", 10),
    36: ("c2rg1r c2rg1r c2rrr c2rrr", "5", "6", "n", 10),
}
MUSICS = {1: ([35], [36], [], [])}


def _click() -> list[float]:
    """Two glass marbles knocking: a few high partials dying within ten milliseconds, on a
    short tick of noise."""
    n = int(0.04 * SAMPLE_RATE)
    hiss = noise(n, 7)
    out = []
    for i in range(n):
        t = i / SAMPLE_RATE
        ring = sum(a * math.sin(2 * math.pi * f * t) * math.exp(-t / d)
                   for f, a, d in ((2350, 0.55, 0.006), (3720, 0.3, 0.004), (5110, 0.15, 0.003)))
        out.append(ring + 0.35 * hiss[i] * math.exp(-t / 0.0015))
    return out


def _thud() -> list[float]:
    """A marble falling off the board: a low knock sliding down, with a rumble of noise."""
    n = int(0.18 * SAMPLE_RATE)
    hiss = noise(n, 11)
    out, phase, low = [], 0.0, 0.0
    for i in range(n):
        t = i / SAMPLE_RATE
        phase += 2 * math.pi * (70 + 90 * math.exp(-t / 0.03)) / SAMPLE_RATE
        low += 0.08 * (hiss[i] - low)                     # the noise filtered low
        out.append((0.8 * math.sin(phase) + 0.6 * low) * math.exp(-t / 0.05))
    return out


SAMPLES = {14: _click, 15: _thud}     # slot: the sample (-1..1 at SAMPLE_RATE), made here
