"""Sichern and Laden (EMPERADO 4f, 4g) for the screens: every failure becomes one sentence.

A save named SETTINGS.EMP, in any case ("settings", "settings.emp": the ST's disks knew no
case), keeps only the settings, written as SETTINGS.EMP; StartScene loads it at the start.
Saving and loading never change the running game when they fail: `save` and `load` say
what went wrong in the player's language instead of raising.
"""
from __future__ import annotations

from pathlib import Path

from retro import storage
from retro.play import Match, Refusal

from ..match import RULES
from ..settings_file import NAME as SETTINGS_FILE, save_settings
from .texts_screen import explain, t


def save(path, match: Match, lang: str) -> tuple[bool, str]:
    """Save the game (or, as SETTINGS.EMP, its settings): (done, the message to show)."""
    path = Path(path)
    try:
        if path.name.upper() == SETTINGS_FILE:     # the ST's disks knew no case (issue 33.11)
            path = path.with_name(SETTINGS_FILE)
            save_settings(path, match.state.settings)
            return True, t("settings_saved", lang, name=path.name)
        match.save(path)
        return True, t("saved", lang, name=path.name)
    except storage.StorageError as e:
        return False, t("file_error", lang, msg=storage.message(e, lang))
    except OSError as e:
        return False, t("file_error", lang, msg=str(e))


def load(path, seats, lang: str) -> tuple[Match | None, str]:
    """(the game in the file, "") or (None, why it cannot be loaded)."""
    try:
        return Match.load(RULES, Path(path), seats), ""
    except storage.StorageError as e:
        return None, t("file_error", lang, msg=storage.message(e, lang))
    except Refusal as e:
        return None, explain(e, lang)
    except (OSError, ValueError) as e:
        return None, t("file_error", lang, msg=str(e))


def backup(path) -> Path | None:
    """The .bak of a save that cannot be loaded, when it is whole (Laden then offers it)."""
    return storage.backup_of(path, RULES.game, RULES.file_kind, RULES.file_version)
