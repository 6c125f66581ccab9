"""The collection's sounds: play a named sound or tune, one mute toggle for every game, a
volume, and quiet kiosk demos. The sounds themselves live in `resources.pyxres` (pyxel's
editor opens them: `pyxel edit retro/resources.pyxres`); the tables only name them: OWN the
collection's (the menu's tune, GEM's bell), a port's its own `sounds` module.

    sound.play("acme.dice", loop=True)     # the dice rattle while they spin
    sound.stop("acme.dice")
    sound.toggle_mute()                    # F10 in every game (App.frame), remembered

Nothing here blocks a frame: pyxel mixes the channels itself. With no pyxel screen (pure
tests, sims) nothing plays; tests put a recorder in `backend`. The browser build plays once
the page has had its first click, as browsers require (pyxel's web runtime waits for it).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

MUTE_KEY = "F10"
SETTINGS_FILE = "SOUND.CFG"


@dataclass(frozen=True)
class Sound:
    slot: int               # pyxel sound slot (a tune: its music slot)
    channel: int            # the channel it plays on (a tune: all four)
    tune: bool = False
    gain: float = 0.25      # its channels' gain at full volume: every sound peaks near LEVEL
    chip: str = "ym2149"    # what made it: the ST's YM2149 (square waves, noise) or the
                            # Amiga's Paula (8-bit samples and instruments, issue 24.19)


# Issue 24.17: every sound at the same loudness, loud enough to hear over a fan: its peak at
# full volume near LEVEL dBFS (they peaked at -10.8 down to -26). pyxel mixes a channel as
# its sound's samples times the channel's gain; each gain below is what brings that sound's
# peak, as pyxel renders it at its default gain (GAIN_REF, Sound.save), to LEVEL:
# gain = GAIN_REF * 10 ** ((LEVEL - peak) / 20). tests/retro/test_sound.py measures it.
LEVEL = -2.0
GAIN_REF = 0.125


# The collection's own sounds, name -> where it lives in resources.pyxres (retro/resources.py
# writes them there from its notes; after that the file is what plays). A port's own are its
# `sounds` module's SOUNDS, each named "<port>.<what>", and their notes its NOTES, MUSICS and
# SAMPLES (retro/resources.py): SOUNDS below finds them by the name.
OWN = {
    # the title menu: a tune of an Amiga public-domain disk menu
    "menu.tune": Sound(0, 0, tune=True, gain=0.681, chip="paula"),
    # GEM's bell on an alert (Atari ST)
    "gem.bell": Sound(10, 3, gain=0.783),
}


class _Named(Mapping):
    """Every named sound: the collection's own (OWN) and each port's, its sounds.SOUNDS,
    found by the name's first part (retro.catalog)."""

    def _ports(self):
        from . import catalog
        for g in catalog.GAMES:
            yield from _port_table(g.key).items()

    def __getitem__(self, name: str) -> Sound:
        if name in OWN:
            return OWN[name]
        return _port_table(name.partition(".")[0])[name]

    def __iter__(self):
        yield from OWN
        for name, _ in self._ports():
            yield name

    def __len__(self) -> int:
        return len(OWN) + sum(1 for _ in self._ports())


def _port_table(key: str) -> dict:
    from . import catalog
    table = catalog.part(key, "sounds")        # the port's sounds.py, not its port.py
    return getattr(table, "SOUNDS", {}) if table is not None else {}


SOUNDS = _Named()


class _Pyxel:
    """The real backend: pyxel's channels."""

    def play(self, s: Sound, loop: bool, level: float = GAIN_REF) -> None:
        import pyxel
        for ch in range(4) if s.tune else (s.channel,):
            pyxel.channels[ch].gain = level
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
        self.levels: list[float] = []

    def play(self, s: Sound, loop: bool, level: float = GAIN_REF) -> None:
        self.played.append(_name_of(s))
        self.levels.append(level)

    def stop(self, s: Sound | None) -> None:
        self.stopped.append(_name_of(s) if s else "*")

    def gain(self, value: float) -> None:
        self.gains.append(value)


def _name_of(s: Sound) -> str:
    return next(n for n, x in SOUNDS.items() if x is s)     # Twilight's equal aMalone's


backend = None            # None: pyxel when a screen is up, else silence
pyxel_up = False          # set by retro.screen once pyxel runs (sound never imports the screen)
muted = False
volume = 7                # 0-7, as the ST's and the Amiga's volume knobs had few steps
demo_quiet = False        # the kiosk: demos play no sound unless the operator wants them
in_demo = False           # set by a scene while it is a kiosk demo
_share = 1.0              # the fade of the menu's tune (fade)
_tune: Sound | None = None   # the tune last begun: what fade and set_volume act on


def _backend():
    if backend is not None:
        return backend
    return _Pyxel() if pyxel_up else None


def play(name: str, loop: bool = False) -> None:
    """Play the named sound (KeyError for a name the table lacks: a typo must show in tests)."""
    global _tune, _looping
    s = SOUNDS[name]
    if s.tune:
        _tune = s
    if loop:
        _looping = name           # kept while muted: unmuting plays it again
    if muted or volume == 0 or (demo_quiet and in_demo):
        return
    b = _backend()
    if b is not None:
        b.play(s, loop, level(s))


def level(s: Sound) -> float:
    """The gain its channels play it at: its own, times the volume, times the fade."""
    return s.gain * volume / 7 * _share


def stop(name: str | None = None) -> None:
    global _looping
    if name is None or name == _looping:
        _looping = None           # the game stopped it: unmuting does not bring it back
    b = _backend()
    if b is not None:
        b.stop(SOUNDS[name] if name else None)


def set_volume(value: int) -> None:
    global volume
    volume = max(0, min(7, int(value)))
    b = _backend()
    if b is not None:
        b.gain(level(_tune or SOUNDS["menu.tune"]))
    _remember()


def fade(share: float) -> None:
    """The volume at `share` (0-1) of its setting: the menu's tune comes up slowly."""
    global _share
    _share = max(0.0, min(1.0, share))
    b = _backend()
    if b is not None:
        b.gain(level(SOUNDS["menu.tune"]))


_looping: str | None = None   # the tune or sound playing in a loop (the menu's tune)


def toggle_mute() -> bool:
    """Mute or unmute (F10); unmuting brings back the tune that was playing in a loop when
    the sound went off (issue 24.18: the menu's tune stayed silent)."""
    global muted
    muted = not muted
    if muted:
        b = _backend()
        if b is not None:
            b.stop(None)          # all quiet; what loops is kept in _looping
    elif _looping is not None:
        play(_looping, loop=True)
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
    global muted, volume, demo_quiet, in_demo, backend, _share, _tune, _looping
    muted, volume, demo_quiet, in_demo, backend = False, 7, False, False, None
    _share, _tune, _looping = 1.0, None, None
