"""The data folder on a web page, kept in the browser's IndexedDB.

In the browser (Pyodide: sys.platform "emscripten") Python's files live in memory, and
pyxel's loader keeps nothing across a reload. `keep(folder)` mounts Emscripten's IDBFS at the
data folder (retro.storage.data_root(): Pyodide's home/.pyxel/retro) and reads it back from
IndexedDB; that takes a moment and answers in a callback, so the app shows its first scene only
once `ready()` (retro/__main__.py: the menu is made after it). Then every atomic save of
retro.storage (storage.after_write) writes the folder back (FS.syncfs), one write at a time,
and once more when saves came in while one was under way: a reload finds each save that was
finished, the .bak beside it.

Where IndexedDB cannot be used (a browser that refuses it to the page) the read answers with an
error; the app then goes on with its files in memory, as before, and `error()` says why. No
module outside the browser needs any of this: everything here does nothing there.
"""
from __future__ import annotations

import sys
import time

IN_BROWSER = sys.platform == "emscripten"
WAIT_S = 20.0                   # IndexedDB silent this long: go on without it

_state = "off"                  # off, reading, ready (the folder is back), failed
_since = 0.0
_fs = None
_writing = False                # a write to IndexedDB is under way
_again = False                  # a save came in meanwhile: write again when it is done
_writes = 0                     # writes finished
_error: str | None = None
began_at: int | None = None     # the app's frame when the first scene began (after the read)


def keep(folder, fs=None, once=None) -> None:
    """Mount IndexedDB at `folder` and start reading it back. `fs` and `once` (Emscripten's FS
    and a maker of one-time JavaScript callbacks) are Pyodide's unless given (tests)."""
    global _state, _since, _fs
    import os
    from pathlib import Path

    from . import storage

    if fs is None:
        # (not `js`: pyxel's import hook would look for a module of that name on the web server)
        import pyodide_js
        from pyodide.ffi import create_once_callable, to_js

        fs, once, options = pyodide_js.FS, create_once_callable, to_js({})
    else:
        options = {}
    global _once
    _once = once
    folder = Path(folder)
    os.makedirs(folder, exist_ok=True)
    try:
        fs.mount(fs.filesystems.IDBFS, options, str(folder))
    except Exception as e:               # noqa: BLE001 - a JavaScript error: no IndexedDB here
        _fail(f"mount: {e}")
        return
    _fs, _state, _since = fs, "reading", time.monotonic()
    storage.after_write = stored
    fs.syncfs(True, once(_read))


_once = None


def _read(err=None) -> None:
    global _state
    if _state != "reading":
        return
    if _is_error(err):
        _fail(f"read: {err}")
    else:
        _state = "ready"


def _fail(why: str) -> None:
    global _state, _error
    _state, _error = "failed", why
    print(f"retro: the saves stay in memory only, IndexedDB cannot be used ({why})")


def _is_error(err) -> bool:
    return err is not None and str(err) not in ("", "null", "undefined", "jsnull", "None")


def ready() -> bool:
    """Whether the app may start: the folder is back, or it will not come (no browser, an
    error, or IndexedDB silent for WAIT_S)."""
    if _state == "reading" and time.monotonic() - _since > WAIT_S:
        _fail(f"no answer within {WAIT_S:.0f} s")
    return _state != "reading"


def stored(path=None) -> None:
    """A save has been written (storage.after_write): write the folder to IndexedDB."""
    global _writing, _again
    if _state != "ready":
        return
    if _writing:
        _again = True
        return
    _writing = True
    _fs.syncfs(False, _once(_written))


def _written(err=None) -> None:
    global _writing, _again, _writes, _error
    _writing = False
    if _is_error(err):
        _error = f"write: {err}"
        print(f"retro: a save could not be written to IndexedDB ({err})")
    else:
        _writes += 1
    if _again:
        _again = False
        stored()


def idle() -> bool:
    """No write to IndexedDB under way or waiting."""
    return not _writing and not _again


def writes() -> int:
    return _writes


def error() -> str | None:
    return _error


def reset() -> None:
    """As before keep() (tests)."""
    global _state, _fs, _writing, _again, _writes, _error, began_at, _once
    from . import storage
    _state, _fs, _writing, _again, _writes, _error, began_at, _once = "off", None, False, False, 0, None, None, None
    storage.after_write = None
