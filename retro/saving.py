"""Saving and loading a game at the screen, as every port's menu does it.

A failure never changes the game under way: it becomes one sentence in the player's
language (the port puts it in its own alert). A save that cannot be loaded, whose previous
version (.bak, retro.storage) is whole, has that one offered instead (`load_or_offer`).
Nothing here imports pyxel: the ports' screens show what these functions say.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from . import storage
from .play import Match, Refusal


def save(match: Match, path, lang: str) -> str | None:
    """Write the game to `path`: None, or why it could not be, in `lang`."""
    return written(lambda: match.save(path), lang)


def written(write: Callable[[], None], lang: str) -> str | None:
    """Call `write()` (a save, EMPERADO's SETTINGS.EMP): None, or why it failed, in `lang`."""
    try:
        write()
    except storage.StorageError as e:
        return storage.message(e, lang)
    except (OSError, ValueError) as e:          # whatever else writing can do
        return storage.message(storage.StorageError("unwritable", str(e)), lang)
    return None


def load(rules, path, seats, lang: str, explain: Callable, *, check: Callable | None = None,
         file_text: Callable = str, **kw) -> tuple[Match | None, str]:
    """(the game in `path`, "") or (None, why it cannot be loaded, in `lang`): a refusal of the
    rules said by the port's `explain`, a file's trouble by retro.storage, passed through
    `file_text` (a port's "Fehler: ..."). `check(match)` may refuse a game the screen cannot
    take (ACME: another map) or set it up (aMalone: its draw rule); `kw` go to Match.load."""
    try:
        loaded = Match.load(rules, Path(path), seats, **kw)
        if check is not None:
            check(loaded)
        return loaded, ""
    except storage.StorageError as e:
        return None, file_text(storage.message(e, lang))
    except Refusal as e:
        return None, explain(e, lang)
    except (OSError, ValueError, UnicodeError) as e:     # whatever else a file can do
        return None, file_text(storage.message(storage.StorageError("unreadable", str(e)), lang))


def backup(rules, path) -> Path | None:
    """The .bak of a save that cannot be loaded, when it is whole (to offer it)."""
    return storage.backup_of(path, rules.game, rules.file_kind, rules.file_version)


def load_or_offer(rules, path, load: Callable, *, adopt: Callable, refuse: Callable,
                  offer: Callable, offer_backup: bool = True) -> bool:
    """Load `path` through `load(path) -> (match, why)`: adopt(match) and True; or, when it
    cannot be loaded, offer(why, bak) if `offer_backup` and its .bak is whole (the port asks,
    then loads the .bak offering nothing more), else refuse(why); False."""
    loaded, why = load(path)
    if loaded is not None:
        adopt(loaded)
        return True
    bak = backup(rules, path) if offer_backup else None
    if bak is None:
        refuse(why)
    else:
        offer(why, bak)
    return False


def folder_problem(game: str, lang: str) -> str | None:
    """Why the game's data folder cannot be used (a read-only home, --data naming a file), in
    `lang`; None when it can. The file selector then starts at home (storage.data_dir_or_home)."""
    try:
        storage.data_dir(game)
    except storage.StorageError as e:
        return storage.message(e, lang)
    return None
