"""Sichern and Laden (EMPERADO 4f, 4g) for the screens: every failure becomes one sentence.

A save named SETTINGS.EMP, in any case ("settings", "settings.emp": the ST's disks knew no
case), keeps only the settings, written as SETTINGS.EMP; StartScene loads it at the start.
Saving and loading never change the running game when they fail: `save` and `load` say
what went wrong in the player's language instead of raising.
"""
from __future__ import annotations

from pathlib import Path

from retro import saving
from retro.play import Match

from ..match import RULES
from ..settings_file import NAME as SETTINGS_FILE, save_settings
from .texts_screen import explain, t


def save(path, match: Match, lang: str) -> tuple[bool, str]:
    """Save the game (or, as SETTINGS.EMP, its settings): (done, the message to show)."""
    path = Path(path)
    settings = path.name.upper() == SETTINGS_FILE      # the ST's disks knew no case (issue 33.11)
    if settings:
        path = path.with_name(SETTINGS_FILE)
    reason = saving.written(lambda: save_settings(path, match.state.settings) if settings
                            else match.save(path), lang)
    if reason is not None:
        return False, t("file_error", lang, msg=reason)
    return True, t("settings_saved" if settings else "saved", lang, name=path.name)


def load(path, seats, lang: str) -> tuple[Match | None, str]:
    """(the game in the file, "") or (None, why it cannot be loaded)."""
    return saving.load(RULES, path, seats, lang, explain, file_text=lambda msg: t("file_error", lang, msg=msg))

