"""Files at the screen: game records through the file selector, and the help text.

aMalone Help: the file named in 'help.L' is the one the help function lists (e.g.
'help.doc.N'); both lie beside the port's code. aMalone Notatie: a game is saved as its
moves (the record format of ports/amalone/record.py, written and replayed by the Match).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from retro import saving, storage

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
    reason = saving.folder_problem("amalone", lang)
    return t("file.folder", lang, reason=reason) if reason else None


def load_match(path: str, settings, seats, lang: str):
    """(match, None) or (None, the player's message); never raises for a bad file.

    The record is replayed without the draw rule (our extra): a game played on with it off,
    or saved before it was switched on, must load back as it was; the rule then judges the
    end (Match.reconfigure)."""
    def judged(m):
        if settings.draw is not None:
            m.reconfigure(replace(m.settings, draw=settings.draw))

    m, reason = saving.load(RULES, path, seats, lang, explain, check=judged,
                            settings=replace(settings, draw=None))
    if m is None:
        return None, t("file.load_failed", lang, name=Path(path).name, reason=reason)
    return m, None


def save_match(path: str, match, lang: str) -> tuple[bool, str]:
    name = Path(path).name
    reason = saving.save(match, path, lang)
    if reason is not None:
        return False, t("file.save_failed", lang, name=name, reason=reason)
    return True, t("file.saved", lang, name=name)
