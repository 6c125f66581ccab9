"""SETTINGS.EMP (EMPERADO 4f): the settings alone, kept by Sichern and loaded at the start.

A game's save is the protocol's record (match.py, `Match.save`); this file holds only the
settings as JSON, in a retro.storage file of its own kind.
"""
from __future__ import annotations

import json

from retro import storage
from retro.play import Refusal

from .match import GAME
from .state import Settings

KIND = "settings"
VERSION = 1            # its format did not change with the game's version 2
NAME = "SETTINGS.EMP"


def find(folder):
    """SETTINGS.EMP in the folder, or the same name in another case (settings.emp, saved so
    by an earlier version: the ST's disks knew no case), or None."""
    from pathlib import Path
    folder = Path(folder)
    exact = folder / NAME
    if exact.exists() or exact.is_symlink():
        return exact
    try:
        others = sorted(p for p in folder.iterdir() if p.name.upper() == NAME)
    except OSError:
        return None
    return others[0] if others else None


def save_settings(path, settings: Settings) -> None:
    storage.save(path, GAME, KIND, VERSION, json.dumps(settings.to_dict(), ensure_ascii=False))


def load_settings(path) -> Settings:
    """storage.StorageError for a file that cannot be used, Refusal for settings that are
    damaged or that the start box would not accept."""
    _, body = storage.load(path, GAME, KIND, VERSION)
    try:                          # the JSON is the file's line 2, after the storage header
        s = Settings.from_dict(storage.parse_json_line(body.rstrip("\n"), 2))
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as e:
        d = storage.damage(e, 2)
        raise Refusal("bad_file", reason=Refusal(d.key, **d.params)) from None
    s.check()
    return s.for_new_game()             # the settings of games still to begin
