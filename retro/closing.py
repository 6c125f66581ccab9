"""The window's close button. pyxel ends the program at once when the window is closed,
with no moment left to ask "Spiel sichern?" as the originals' Ende asked for confirmation;
so a game in progress is kept instead, in one file of its own in the data folder, which
the game names on its next start and which Laden opens like any other save.

    closing.keep(match, folder / "ZULETZT.EMP")      # from a scene's on_window_closed()
    closing.note(folder / "ZULETZT.EMP")             # True when such a file waits

Quitting through the game's own Ende (or Esc in the menu) keeps nothing: the player chose.
"""
from __future__ import annotations

from pathlib import Path


def keep(match, path) -> bool:
    """Save `match` when its game is under way (begun and not over); True when written.
    Never raises: the program is ending, and nothing may stop it."""
    try:
        if match.outcome is not None or not match.log:
            return False
        match.save(path)             # atomic: the last version of this file stays whole
        return True
    except Exception:                # a full disk, an unusable folder: nothing to be done now
        return False


def note(path) -> bool:
    """Whether a game kept when the window was closed waits in `path`."""
    try:
        return Path(path).is_file()
    except OSError:
        return False


__all__ = ["keep", "note"]
