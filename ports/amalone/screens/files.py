"""Files at the screen: game records through the file selector, and the help text.

aMalone Help: the file named in 'help.L' is the one the help function lists (e.g.
'help.doc.N'); both lie beside the port's code. aMalone Notatie: a game is saved as its
moves (the core's record format, in ports/amalone/record.py).
"""
from __future__ import annotations

from pathlib import Path

from retro import storage

from .. import record
from ..texts import GameMessage
from .texts_screen import t

PATTERN = "*.aml"
DEFAULT_NAME = "partij.aml"


def help_text(lang: str = "nl") -> tuple[str, str]:
    """(text, name) of the file help.L names (the core reads it; a notice if it cannot);
    with English texts its English twin help.doc.E."""
    from .. import helpfile
    return helpfile.help_text(lang=lang), helpfile.help_name(lang=lang)


def folder() -> Path:
    return storage.data_dir("amalone")


def load_game(path: str, max_plies: int, draw_rule, lang: str):
    """(game, None) or (None, the player's message); never raises for a bad file."""
    name = Path(path).name
    try:
        return record.load(path, max_plies, draw_rule), None
    except (storage.StorageError, GameMessage) as e:
        reason = record.message(e, lang)
    except (OSError, ValueError, UnicodeError) as e:     # whatever else a file can do
        reason = storage.message(storage.StorageError("unreadable", str(e)), lang)
    return None, t("file.load_failed", lang, name=name, reason=reason)


def save_game(path: str, game, lang: str) -> tuple[bool, str]:
    name = Path(path).name
    try:
        record.save(path, game)
    except storage.StorageError as e:
        return False, t("file.save_failed", lang, name=name, reason=storage.message(e, lang))
    except (OSError, ValueError) as e:
        reason = storage.message(storage.StorageError("unwritable", str(e)), lang)
        return False, t("file.save_failed", lang, name=name, reason=reason)
    return True, t("file.saved", lang, name=name)
