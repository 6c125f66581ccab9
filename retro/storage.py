"""Save files: versioned text, atomic writes, the previous file kept as .bak, clear errors.

A retro file is plain UTF-8 text:

    RETRO amalone record 1 crc=1a2b3c4d
    <body ...>

The first line names the game, the kind of file, the format version and a CRC-32 of
the body, so that a damaged, foreign or newer file is recognised before anything is
read from it. Ports translate `StorageError.reason` into their own language.
"""
from __future__ import annotations

import os
import zlib
from pathlib import Path

MAGIC = "RETRO"

_data_dir_override: str | None = None


class StorageError(Exception):
    """A file that cannot be used. `reason` is one of: missing, unreadable, damaged,
    foreign, newer, unwritable. `detail` says more (English, for logs)."""

    REASONS = ("missing", "unreadable", "damaged", "foreign", "newer", "unwritable")

    def __init__(self, reason: str, detail: str = ""):
        assert reason in self.REASONS, reason
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


# -- where files live -------------------------------------------------------------
def set_data_dir(path: str | None) -> None:
    """`retro --data DIR`: every game keeps its files in DIR/GAME instead."""
    global _data_dir_override
    _data_dir_override = path


def data_dir(game: str) -> Path:
    """The folder for this game's saves and settings (created if needed)."""
    base = _data_dir_override or os.environ.get("RETRO_DATA")
    if base:
        path = Path(base) / game
    else:
        try:
            import pyxel  # only here: the folder is pyxel's per-user data folder

            path = Path(pyxel.user_data_dir("retro", game))
        except Exception:  # no pyxel (pure sims) or no home folder
            path = Path.home() / ".local" / "share" / "retro" / game
    path.mkdir(parents=True, exist_ok=True)
    return path


# -- writing --------------------------------------------------------------------------
def atomic_write(path: str | os.PathLike, text: str, keep_backup: bool = True) -> None:
    """Write to a temporary file beside `path`, then replace; the old file becomes .bak."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.exists():
            os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except OSError as e:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise StorageError("unwritable", f"{path}: {e.strerror or e}") from e


def dumps(game: str, kind: str, version: int, body: str) -> str:
    if not body.endswith("\n"):
        body += "\n"
    crc = zlib.crc32(body.encode("utf-8")) & 0xFFFFFFFF
    return f"{MAGIC} {game} {kind} {version} crc={crc:08x}\n{body}"


def save(path, game: str, kind: str, version: int, body: str) -> None:
    atomic_write(path, dumps(game, kind, version, body))


# -- reading -------------------------------------------------------------------------
def loads(text: str, game: str, kind: str, max_version: int) -> tuple[int, str]:
    """Check a file's header and return (version, body) or raise StorageError."""
    first, sep, body = text.partition("\n")
    parts = first.split()
    if len(parts) != 5 or parts[0] != MAGIC or not parts[4].startswith("crc="):
        raise StorageError("foreign", "not a retro file")
    _, f_game, f_kind, f_version, f_crc = parts
    if f_game != game or f_kind != kind:
        raise StorageError("foreign", f"a {f_game} {f_kind} file, not {game} {kind}")
    try:
        version = int(f_version)
        crc = int(f_crc[4:], 16)
    except ValueError:
        raise StorageError("damaged", "bad header") from None
    if version > max_version:
        raise StorageError("newer", f"version {version}, this program reads up to {max_version}")
    if zlib.crc32(body.encode("utf-8")) & 0xFFFFFFFF != crc:
        raise StorageError("damaged", "checksum does not match")
    return version, body


def load(path, game: str, kind: str, max_version: int) -> tuple[int, str]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError("missing", str(path)) from None
    except OSError as e:
        raise StorageError("unreadable", f"{path}: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError("damaged", "not UTF-8 text") from None
    return loads(text, game, kind, max_version)


# Messages for StorageError.reason in the three languages of the collection.
MESSAGES = {
    "de": {
        "missing": "Datei nicht gefunden.",
        "unreadable": "Datei kann nicht gelesen werden.",
        "damaged": "Datei ist beschädigt.",
        "foreign": "Das ist keine Datei dieses Spiels.",
        "newer": "Datei stammt von einer neueren Version.",
        "unwritable": "Datei kann nicht geschrieben werden.",
    },
    "nl": {
        "missing": "Bestand niet gevonden.",
        "unreadable": "Bestand kan niet gelezen worden.",
        "damaged": "Bestand is beschadigd.",
        "foreign": "Dit is geen bestand van dit spel.",
        "newer": "Bestand komt van een nieuwere versie.",
        "unwritable": "Bestand kan niet geschreven worden.",
    },
    "en": {
        "missing": "File not found.",
        "unreadable": "File cannot be read.",
        "damaged": "File is damaged.",
        "foreign": "This is not a file of this game.",
        "newer": "File comes from a newer version.",
        "unwritable": "File cannot be written.",
    },
}


def message(error: StorageError, lang: str = "en") -> str:
    return MESSAGES.get(lang, MESSAGES["en"])[error.reason]
