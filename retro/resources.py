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

import math
import os
import struct
import sys
import tempfile
from pathlib import Path

from . import pointers

PATH = Path(__file__).resolve().parent / "resources.pyxres"   # package data (pyproject.toml)
POINTER_ORDER = ("arrow", "busy", "circle", "crosshair")

# slot: (notes, tones, volumes, effects, speed) - t triangle, s square, p pulse, n noise, and
# 4, 5 our Amiga instruments (AMIGA_TONES); effects n none, s slide, v vibrato, f fade out.
# The ST's YM2149 has square waves and noise only, so the ST games' sounds use s and n; the
# Amiga's Paula played 8-bit samples: its sounds are our 8-bit instruments and SAMPLES.
SOUNDS = {
    # the title menu's tune (music 0, an Amiga disk menu's): melody, bass, arpeggio
    30: ("e3g3c4g3 e3g3c4g3 f3a3c4a3 g3b3d4b3", "4", "4", "n", 15),
    31: ("e3g3c4e4 d4c4b3g3 a3c4f4e4 d4b3g3r", "4", "4", "n", 15),
    32: ("c2rc2r c2rc2r f1rf1r g1rg1r", "5", "6", "n", 15),
    33: ("c2rc2r a1ra1r f1rg1r g1rc2r", "5", "6", "n", 15),
    34: ("c4e4g4e4 c4e4g4e4 a3c4f4c4 b3d4g4d4", "4", "2", "n", 15),
    # aMalone's win (music 1, Amiga) and ACME's (music 2, ST)
    35: ("c3e3g3c4 e4g4c4r e4rg4r c4rrr", "4", "5", "nnnn nnnn nnnn fnnn", 10),
    36: ("c2rg1r c2rg1r c2rrr c2rrr", "5", "6", "n", 10),
    37: ("g3g3g3c4 rrg3c4 e4e4e4c4 e4rg4r", "s", "5", "n", 12),
    38: ("c2rc2r g1rg1r c2rg1r c2rrr", "s", "4", "n", 12),
    # GEM's bell: the ST's ping on an alert
    10: ("a4a4", "s", "74", "nf", 14),
    # EMPERADO
    11: ("c3c3c3c3c3c3c3c3", "n", "75757565", "ffffffff", 3),        # the dice of a liberation
    12: ("c3e3g3c4", "s", "7", "nnnf", 8),                          # a country liberated
    13: ("g3e3c3g2", "s", "7", "nnnf", 12),                         # a party out
    # aMalone's click (14) and thud (15) are samples: SAMPLES
    # ACME
    16: ("c3c3c3c3", "n", "7575", "ffff", 4),                       # the dice rattle (looped)
    17: ("c3g3c4", "s", "7", "nnf", 8),                             # a conquest
    20: ("a2rf2rd2r", "s", "7", "nnnnnf", 20),                      # Seuche
    21: ("c1c1c1c1c1c1", "n", "776655", "vvvvvf", 8),               # Erdbeben
    22: ("c3c3c3g3 c4rrr", "s", "7", "nnnn fnnn", 6),               # Revolution
    23: ("e3d3c3", "s", "7", "nnf", 14),                            # Desertion
    24: ("c3f3c3f3", "s", "7", "nnnf", 10),                         # Überlauf
    25: ("c4e4g4", "s", "7", "nnf", 4),                             # Bestechung
}
# pyxel's tones (0 triangle, 1 square, 2 pulse, 3 noise) at their full swing: pyxel keeps
# square and pulse at 0.3 and noise at 0.6 so that four channels at its default gain never
# clip; our sounds are levelled one by one instead (sound.SOUNDS' gain, issue 24.17)
TONE_GAINS = {0: 1.0, 1: 1.0, 2: 1.0, 3: 1.0}

# music slot: the sound slots each channel plays, in order (the fourth channel stays free)
MUSICS = {
    0: ([30, 31], [32, 33], [34, 34], []),
    1: ([35], [36], [], []),
    2: ([37], [38], [], []),
}


def set_sounds() -> None:
    """Put SOUNDS and MUSICS into pyxel's sound and music slots."""
    import pyxel

    set_tones()
    for slot, (notes, tones, volumes, effects, speed) in SOUNDS.items():
        pyxel.sounds[slot].set(notes, tones, volumes, effects, speed)
    for slot, seqs in MUSICS.items():
        pyxel.musics[slot].set(*seqs)
    set_samples()


def _lead(k: int) -> float:
    """A bright instrument loop: a saw with its top rounded off, as a sampled synth string."""
    x = k / WAVE_LEN
    return 0.8 * (2 * x - 1) + 0.2 * math.sin(2 * math.pi * x)


def _bass(k: int) -> float:
    """A round bass loop: a sine with a little of its third and fifth harmonic."""
    x = 2 * math.pi * k / WAVE_LEN
    return 0.8 * math.sin(x) + 0.15 * math.sin(3 * x) + 0.05 * math.sin(5 * x)


# Our Amiga instruments (issue 24.19): 8-bit waveforms of WAVE_LEN samples, looped as Paula
# looped an instrument's sample (pyxel's wavetable tones with sample_bits 8). Made here.
WAVE_LEN = 32
AMIGA_TONES = {4: _lead, 5: _bass}


def _wave(shape) -> list[int]:
    return [max(0, min(255, round(127.5 + 127.5 * shape(k)))) for k in range(WAVE_LEN)]


def set_tones() -> None:
    """Our tones into pyxel's: the four at TONE_GAINS, the Amiga instruments after them."""
    import pyxel

    for i, g in TONE_GAINS.items():
        pyxel.tones[i].gain = g
    for i, shape in sorted(AMIGA_TONES.items()):
        while len(pyxel.tones) <= i:
            pyxel.tones.append(pyxel.Tone())
        t = pyxel.tones[i]
        t.mode = pyxel.TONE_TRIANGLE        # 0: the wavetable plays as it is
        t.sample_bits = 8
        t.wavetable[:] = _wave(shape)
        t.gain = 1.0


# -- samples: aMalone's marble sounds, 8-bit as Paula played them (issue 24.19) ---------------
SAMPLE_RATE = 16726         # Paula's rate for period 214 (the C-3 of Amiga trackers)


def _noise(n: int, seed: int) -> list[float]:
    out, x = [], seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x / 0x3FFFFFFF - 1.0)
    return out


def _click() -> list[float]:
    """Two glass marbles knocking: a few high partials dying within ten milliseconds, on a
    short tick of noise."""
    n = int(0.04 * SAMPLE_RATE)
    hiss = _noise(n, 7)
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
    hiss = _noise(n, 11)
    out, phase, low = [], 0.0, 0.0
    for i in range(n):
        t = i / SAMPLE_RATE
        phase += 2 * math.pi * (70 + 90 * math.exp(-t / 0.03)) / SAMPLE_RATE
        low += 0.08 * (hiss[i] - low)                     # the noise filtered low
        out.append((0.8 * math.sin(phase) + 0.6 * low) * math.exp(-t / 0.05))
    return out


SAMPLES = {14: _click, 15: _thud}


def sample_bytes(slot: int) -> bytes:
    """The sample as 8-bit unsigned PCM, its peak at full scale."""
    v = SAMPLES[slot]()
    top = max(abs(x) for x in v) or 1.0
    return bytes(max(0, min(255, round(128 + 127 * x / top))) for x in v)


def _wav(data: bytes) -> bytes:
    return (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt "
            + struct.pack("<IHHIIHH", 16, 1, 1, SAMPLE_RATE, SAMPLE_RATE, 1, 8)
            + b"data" + struct.pack("<I", len(data)) + data)


def set_samples() -> None:
    """The samples into their sound slots (pyxel's Sound.pcm reads them from a WAV file)."""
    import pyxel

    with tempfile.TemporaryDirectory(prefix="retro-samples-") as folder:
        for slot in SAMPLES:
            path = os.path.join(folder, f"sample{slot}.wav")
            with open(path, "wb") as f:
                f.write(_wav(sample_bytes(slot)))
            pyxel.sounds[slot].set("", "", "", "", 1)     # no notes beside the sample
            pyxel.sounds[slot].pcm(path)        # read at once: the file may go


def load_sounds() -> None:
    """The sounds from resources.pyxres (what pyxel's editor may have changed), or, where the
    file is missing or damaged, the same data from SOUNDS."""
    import pyxel

    if PATH.is_file():
        try:
            pyxel.load(str(PATH), exclude_images=True, exclude_tilemaps=True)
            set_tones()             # the file keeps the notes, not our instruments ...
            set_samples()           # ... nor the samples
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
