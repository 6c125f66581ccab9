"""Files at the screen: game records through the file selector, and the help text.

aMalone Help: the file named in 'help.L' is the one the help function lists (e.g.
'help.doc.N'); both lie beside the port's code. aMalone Notatie: a game is saved as its
moves (the record format of ports/amalone/record.py, written and replayed by the Match).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from retro import storage
from retro.play import Match, Refusal

from ..match import RULES
from .texts_screen import explain, t

PATTERN = "*.aml"
DEFAULT_NAME = "partij.aml"
KEPT = "laatste.aml"          # the game under way when the window was closed (retro.closing)


def help_text(lang: str = "nl") -> tuple[str, str]:
    """(text, name) of the file help.L names (the core reads it; a notice if it cannot);
    with English texts its English twin help.doc.E."""
    from .. import helpfile
    return helpfile.help_text(lang=lang), helpfile.help_name(lang=lang)


def folder() -> Path:
    """Where the file selector starts: the data folder, or the home folder when that cannot be
    used (folder_problem says why), so that the player can choose another."""
    return storage.data_dir_or_home("amalone")


def folder_problem(lang: str) -> str | None:
    try:
        storage.data_dir("amalone")
    except storage.StorageError as e:
        return t("file.folder", lang, reason=storage.message(e, lang))
    return None


def backup(path: str) -> Path | None:
    """The .bak of a save that cannot be loaded, when it can (the file selector offers it)."""
    return storage.backup_of(path, RULES.game, RULES.file_kind, RULES.file_version)


def load_match(path: str, settings, seats, lang: str):
    """(match, None) or (None, the player's message); never raises for a bad file.

    The record is replayed without the draw rule (our extra): a game played on with it off,
    or saved before it was switched on, must load back as it was; the rule then judges the
    end (Match.reconfigure)."""
    name = Path(path).name
    try:
        m = Match.load(RULES, path, seats, settings=replace(settings, draw=None))
        if settings.draw is not None:
            m.reconfigure(replace(m.settings, draw=settings.draw))
        return m, None
    except storage.StorageError as e:
        reason = storage.message(e, lang)
    except Refusal as e:
        reason = explain(e, lang)
    except (OSError, ValueError, UnicodeError) as e:     # whatever else a file can do
        reason = storage.message(storage.StorageError("unreadable", str(e)), lang)
    return None, t("file.load_failed", lang, name=name, reason=reason)


def save_match(path: str, match, lang: str) -> tuple[bool, str]:
    name = Path(path).name
    try:
        match.save(path)
    except storage.StorageError as e:
        return False, t("file.save_failed", lang, name=name, reason=storage.message(e, lang))
    except (OSError, ValueError) as e:
        reason = storage.message(storage.StorageError("unwritable", str(e)), lang)
        return False, t("file.save_failed", lang, name=name, reason=reason)
    return True, t("file.saved", lang, name=name)
