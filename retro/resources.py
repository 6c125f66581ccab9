"""`retro/resources.pyxres`, installed with the package: our shared pixel art, in pyxel's own format.

The text art in the code stays the source (pointers.py; dice and marbles as the ports add
them); `python -m retro.resources` rebuilds the file from it so that pyxel's editor
(`pyxel edit retro/resources.pyxres`) shows it, and a test checks the two agree.
Image bank 0: pointers in a row, 16x16 each, colour 1 ink, 2 outline, 0 transparent.
Sounds and tunes: SOUNDS below (the collection's own) and each port's sounds module's NOTES,
MUSICS and SAMPLES (`notes()`, `musics()`, `samples()` gather them), written as pyxel's notes,
tones, volumes and effects (what pyxel's sound editor shows); retro/sound.py and the ports name
them. At start the sounds are loaded from the file (`load_sounds`); an installed copy without
the file sets the same data, and so do the slots of a port the file does not hold (one that
RETRO_PORTS adds).
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
    # GEM's bell: the ST's ping on an alert
    10: ("a4a4", "s", "74", "nf", 14),
}
# The ports' slots, in the one file: EMPERADO 11-13, aMalone 14-15 (samples) and 35-36 with
# music 1, ACME 16-25 and 37-38 with music 2. A new port takes slots no other port has (40 on,
# music 3 on); tests/retro/test_sound.py finds two tables that claim one slot differently.
# pyxel's tones (0 triangle, 1 square, 2 pulse, 3 noise) at their full swing: pyxel keeps
# square and pulse at 0.3 and noise at 0.6 so that four channels at its default gain never
# clip; our sounds are levelled one by one instead (sound.SOUNDS' gain, issue 24.17)
TONE_GAINS = {0: 1.0, 1: 1.0, 2: 1.0, 3: 1.0}

# music slot: the sound slots each channel plays, in order (the fourth channel stays free)
MUSICS = {
    0: ([30, 31], [32, 33], [34, 34], []),
}
SAMPLES: dict = {}      # slot: a function giving the sample (-1..1 at SAMPLE_RATE); the ports'


def _gather(name: str, own: dict) -> dict:
    """`own` and every port's table `name` of its sounds module (catalog order; a slot
    claimed twice: the first)."""
    from . import catalog
    out = dict(own)
    for g in catalog.GAMES:
        for slot, value in getattr(catalog.part(g.key, "sounds"), name, {}).items():
            out.setdefault(slot, value)
    return out


def notes() -> dict:
    """Every sound slot's notes: ours and the ports'."""
    return _gather("NOTES", SOUNDS)


def musics() -> dict:
    return _gather("MUSICS", MUSICS)


def samples() -> dict:
    return _gather("SAMPLES", SAMPLES)


def clashes() -> list[str]:
    """Slots that two tables (ours, the ports') fill differently."""
    from . import catalog
    out = []
    for name, own in (("NOTES", SOUNDS), ("MUSICS", MUSICS), ("SAMPLES", SAMPLES)):
        seen = {slot: ("retro", value) for slot, value in own.items()}
        for g in catalog.GAMES:
            for slot, value in getattr(catalog.part(g.key, "sounds"), name, {}).items():
                if slot in seen and seen[slot][1] != value:
                    out.append(f"{name} {slot}: {seen[slot][0]} and {g.key}")
                seen.setdefault(slot, (g.key, value))
    return out


def set_sounds(only_empty: bool = False) -> None:
    """Put the notes and musics into pyxel's sound and music slots (`only_empty`: only into
    slots that hold nothing, the file's being loaded), and the samples."""
    import pyxel

    set_tones()
    for slot, (text, tones, volumes, effects, speed) in notes().items():
        if not (only_empty and len(pyxel.sounds[slot].notes)):
            pyxel.sounds[slot].set(text, tones, volumes, effects, speed)
    for slot, seqs in musics().items():
        if not (only_empty and any(len(seq) for seq in pyxel.musics[slot].seqs)):
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


# -- samples (aMalone's marbles), 8-bit as Paula played them (issue 24.19) -------------------
SAMPLE_RATE = 16726         # Paula's rate for period 214 (the C-3 of Amiga trackers)


def noise(n: int, seed: int) -> list[float]:
    """n values of white noise in -1..1, the same for a seed on every machine."""
    out, x = [], seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x / 0x3FFFFFFF - 1.0)
    return out


def sample_bytes(slot: int) -> bytes:
    """The sample as 8-bit unsigned PCM, its peak at full scale."""
    v = samples()[slot]()
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
        for slot in samples():
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
            # the file keeps no instruments and no samples; a RETRO_PORTS port's slots are empty
            set_sounds(only_empty=True)
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
