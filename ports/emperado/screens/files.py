"""Sichern and Laden (EMPERADO 4f, 4g) for the screens: every failure becomes one sentence.

A save named SETTINGS.EMP keeps only the settings; StartScene loads it at the start.
Saving and loading never change the running game when they fail.
"""
from __future__ import annotations

from pathlib import Path

from retro import storage

from ..game import Game, save_settings
from ..state import RuleError
from .texts_screen import rule_message, t

SETTINGS_FILE = "SETTINGS.EMP"


class FileProblem(Exception):
    """Why a file could not be saved or loaded, in the player's language."""


def save(path, game: Game, lang: str) -> str:
    """Save the game (or, as SETTINGS.EMP, its settings); the message to show."""
    path = Path(path)
    try:
        if path.name.upper() == SETTINGS_FILE:
            save_settings(path, game.settings)
            return t(lang, "settings_saved", name=path.name)
        game.save(path)
        return t(lang, "saved", name=path.name)
    except storage.StorageError as e:
        raise FileProblem(t(lang, "file_error", msg=storage.message(e, lang))) from None
    except OSError as e:
        raise FileProblem(t(lang, "file_error", msg=str(e))) from None


def load(path, lang: str) -> Game:
    try:
        return Game.load(Path(path))
    except storage.StorageError as e:
        raise FileProblem(t(lang, "file_error", msg=storage.message(e, lang))) from None
    except RuleError as e:
        raise FileProblem(rule_message(e, lang)) from None
    except (OSError, ValueError) as e:
        raise FileProblem(t(lang, "file_error", msg=str(e))) from None
