"""The collection's sounds: play a named sound or tune, one mute toggle for every game, a
volume, and quiet kiosk demos. The sounds themselves live in `resources.pyxres` (pyxel's
editor opens them: `pyxel edit retro/resources.pyxres`); this table only names them.

    sound.play("acme.dice", loop=True)     # the dice rattle while they spin
    sound.stop("acme.dice")
    sound.toggle_mute()                    # F10 in every game (App.frame), remembered

Nothing here blocks a frame: pyxel mixes the channels itself. With no pyxel screen (pure
tests, sims) nothing plays; tests put a recorder in `backend`. The browser build plays once
the page has had its first click, as browsers require (pyxel's web runtime waits for it).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

MUTE_KEY = "F10"
SETTINGS_FILE = "SOUND.CFG"


@dataclass(frozen=True)
class Sound:
    slot: int               # pyxel sound slot (a tune: its music slot)
    channel: int            # the channel it plays on (a tune: all four)
    tune: bool = False


# name -> where it lives in resources.pyxres (retro/resources.py writes them there from
# SOURCES, the notes as text; after that the file is what plays)
SOUNDS = {
    # the title menu: a chiptune of a public-domain disk menu
    "menu.tune": Sound(0, 0, tune=True),
    # GEM's bell on an alert (Atari ST)
    "gem.bell": Sound(10, 3),
    # EMPERADO (ST's YM2149: square waves and noise)
    "emperado.dice": Sound(11, 2),
    "emperado.liberated": Sound(12, 1),
    "emperado.out": Sound(13, 1),
    # aMalone (Amiga)
    "amalone.click": Sound(14, 2),
    "amalone.thud": Sound(15, 3),
    "amalone.win": Sound(1, 0, tune=True),
    # ACME (ST)
    "acme.dice": Sound(16, 2),
    "acme.conquest": Sound(17, 1),
    "acme.won": Sound(2, 0, tune=True),
    "acme.seuche": Sound(20, 1),
    "acme.erdbeben": Sound(21, 3),
    "acme.revolution": Sound(22, 1),
    "acme.desertion": Sound(23, 1),
    "acme.ueberlauf": Sound(24, 1),
    "acme.bestechung": Sound(25, 1),
}


class _Pyxel:
    """The real backend: pyxel's channels."""

    def play(self, s: Sound, loop: bool) -> None:
        import pyxel
        if s.tune:
            # Channel by channel, never pyxel.playm: in pyxel 2.9 playm takes the audio
            # device's lock while holding the channels, in the order opposite to the mixing
            # thread's, and the game froze now and then when a tune began (a deadlock;
            # tests/retro/test_sound.py::test_tunes_never_freeze_the_game).
            for ch, seq in enumerate(pyxel.musics[s.slot].seqs):
                if len(seq) and ch < 4:
                    pyxel.play(ch, list(seq), loop=loop)
        else:
            pyxel.play(s.channel, s.slot, loop=loop)

    def stop(self, s: Sound | None) -> None:
        import pyxel
        if s is None:
            pyxel.stop()
        elif s.tune:
            for ch in range(4):
                pyxel.stop(ch)
        else:
            pyxel.stop(s.channel)

    def gain(self, value: float) -> None:
        import pyxel
        for ch in pyxel.channels:
            ch.gain = value


class Recorder:
    """A backend for tests: what would have played, in order."""

    def __init__(self):
        self.played: list[str] = []
        self.stopped: list[str] = []
        self.gains: list[float] = []

    def play(self, s: Sound, loop: bool) -> None:
        self.played.append(_name_of(s))

    def stop(self, s: Sound | None) -> None:
        self.stopped.append(_name_of(s) if s else "*")

    def gain(self, value: float) -> None:
        self.gains.append(value)


def _name_of(s: Sound) -> str:
    return next(n for n, x in SOUNDS.items() if x == s)


backend = None            # None: pyxel when a screen is up, else silence
pyxel_up = False          # set by retro.screen once pyxel runs (sound never imports the screen)
muted = False
volume = 7                # 0-7, as the ST's and the Amiga's volume knobs had few steps
demo_quiet = False        # the kiosk: demos play no sound unless the operator wants them
in_demo = False           # set by a scene while it is a kiosk demo


def _backend():
    if backend is not None:
        return backend
    return _Pyxel() if pyxel_up else None


def play(name: str, loop: bool = False) -> None:
    """Play the named sound (KeyError for a name the table lacks: a typo must show in tests)."""
    s = SOUNDS[name]
    if muted or volume == 0 or (demo_quiet and in_demo):
        return
    b = _backend()
    if b is not None:
        b.play(s, loop)


def stop(name: str | None = None) -> None:
    b = _backend()
    if b is not None:
        b.stop(SOUNDS[name] if name else None)


def set_volume(value: int) -> None:
    global volume
    volume = max(0, min(7, int(value)))
    b = _backend()
    if b is not None:
        b.gain(volume / 7 * 0.25)      # pyxel's default gain is 0.125 a channel; 7 is twice it
    _remember()


def fade(share: float) -> None:
    """The volume at `share` (0-1) of its setting: the menu's tune comes up slowly."""
    b = _backend()
    if b is not None:
        b.gain(max(0.0, min(1.0, share)) * volume / 7 * 0.25)


def toggle_mute() -> bool:
    global muted
    muted = not muted
    if muted:
        stop()
    _remember()
    return muted


# -- remembered in the collection's settings --------------------------------------------------------
def _path():
    from . import storage
    return storage.data_dir("retro") / SETTINGS_FILE


def load_settings() -> None:
    """Mute and volume as the player left them (a missing or damaged file: the defaults)."""
    global muted, volume
    from . import storage
    try:
        _, body = storage.load(_path(), "retro", "sound", 1)
        d = storage.parse_json(body)
        muted, volume = bool(d.get("mute", False)), max(0, min(7, int(d.get("volume", 7))))
    except (storage.StorageError, ValueError, TypeError, AttributeError):
        pass


def _remember() -> None:
    from . import storage
    try:
        storage.save(_path(), "retro", "sound", 1, json.dumps({"mute": muted, "volume": volume}))
    except storage.StorageError:
        pass               # an unusable data folder: the setting lasts this session


def reset() -> None:
    """The defaults, for tests."""
    global muted, volume, demo_quiet, in_demo, backend
    muted, volume, demo_quiet, in_demo, backend = False, 7, False, False, None
