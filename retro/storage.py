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
import shutil
import stat
import zlib
from pathlib import Path

MAGIC = "RETRO"
MAX_BYTES = 8 * 1024 * 1024    # the longest game is a few hundred KB: beyond this it is no save
MAX_DEPTH = 64                 # nesting of a save's JSON; crafted files go deeper to crash parsers

_data_dir_override: str | None = None
after_write = None             # called with each path written (retro.browser: the page's IndexedDB)


class StorageError(Exception):
    """A file that cannot be used. `reason` is one of: missing, unreadable, damaged,
    foreign, newer, unwritable, folder (the data folder cannot be made or used). `detail`
    says more (English, for logs)."""

    REASONS = ("missing", "unreadable", "damaged", "foreign", "newer", "unwritable", "folder")

    def __init__(self, reason: str, detail: str = ""):
        assert reason in self.REASONS, reason
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


# -- where files live -------------------------------------------------------------
# One rule everywhere, pyxel's for pyxel.user_data_dir(VENDOR, GAME): HOME/.pyxel/VENDOR/GAME
# (rust/pyxel-engine/src/resource.rs: the home folder, BASE_DIR ".pyxel", each name made
# lower case with spaces as "_" and only letters, digits, "_" and "-" kept). It is reproduced
# here, so that the command line, a sim and the window find the same files with pyxel up or
# not (they used to differ: ~/.local/share/retro/GAME before pyxel's init, ~/.pyxel/retro/GAME
# after). In the browser pyxel finds no home and uses its working folder, which its loader
# mirrors from the web server and empties on a reset: there the rule keeps Pyodide's home
# (/home/pyodide), whose data folder retro.browser keeps in IndexedDB.
VENDOR = "retro"
PYXEL_BASE = ".pyxel"
OLD_BASE = (".local", "share", "retro")      # the command line's folder until issue 34
_looked: set[Path] = set()                   # old folders looked at (once per process)


def _dir_name(name: str) -> str:
    """A folder's name as pyxel makes it of a vendor or app name."""
    return "".join(c for c in name.lower().replace(" ", "_") if c.isalnum() or c in "_-")


def home() -> Path:
    """The home folder pyxel's rule starts from (relative, as pyxel's, when there is none)."""
    try:
        return Path.home()
    except (RuntimeError, KeyError, OSError):
        return Path()


def data_root() -> Path:
    """The folder that holds every game's folder: DIR of `--data DIR` (or RETRO_DATA), else
    HOME/.pyxel/retro."""
    base = _data_dir_override or os.environ.get("RETRO_DATA")
    return Path(base) if base else home() / PYXEL_BASE / _dir_name(VENDOR)


def set_data_dir(path: str | None) -> None:
    """`retro --data DIR`: every game keeps its files in DIR/GAME instead."""
    global _data_dir_override
    _data_dir_override = path


def data_dir(game: str) -> Path:
    """The folder for this game's saves and settings (created if needed); StorageError
    ("folder") when it cannot be made or is no folder (a read-only home, --data naming a file).
    Without --data, files kept in the old place are moved here first (`adopt_old`)."""
    explicit = bool(_data_dir_override or os.environ.get("RETRO_DATA"))
    path = data_root() / (game if explicit else _dir_name(game))
    try:
        path.mkdir(parents=True, exist_ok=True)
        if not path.is_dir():
            raise NotADirectoryError(str(path))
    except (OSError, ValueError) as e:
        raise StorageError("folder", f"{path}: {getattr(e, 'strerror', None) or e}") from None
    if not explicit:
        adopt_old(game, path)
    return path


def adopt_old(game: str, path: Path, say=None) -> list[str]:
    """Move what the old place (HOME/.local/share/retro/GAME) holds into the data folder
    `path`, entry by entry; an entry that `path` has already stays where it is (never
    overwritten). Says on standard error what moved and what stayed, and removes the old folder
    once it is empty; returns the sentences said."""
    old = home().joinpath(*OLD_BASE, game)
    if old in _looked:
        return []
    _looked.add(old)
    try:
        if not old.is_dir() or old.resolve() == path.resolve():
            return []
        entries = sorted(old.iterdir())
    except OSError:
        return []
    moved, stayed, failed = [], [], []
    for entry in entries:
        target = path / entry.name
        if os.path.lexists(target):
            stayed.append(entry.name)
            continue
        try:
            shutil.move(str(entry), str(target))
            moved.append(entry.name)
        except (OSError, shutil.Error) as e:
            failed.append(f"{entry.name} ({getattr(e, 'strerror', None) or e})")
    said = []
    if moved:
        said.append(f"retro: moved {', '.join(moved)} from {old} to {path} (the one data folder now)")
    if stayed:
        said.append(f"retro: {', '.join(stayed)} stayed in {old}: {path} has a file of that name")
    if failed:
        said.append(f"retro: could not move {', '.join(failed)} from {old} to {path}")
    for folder in (old, old.parent):          # GAME, then retro/, when nothing is left in them
        try:
            folder.rmdir()
        except OSError:
            break
    for line in said:
        (say or _say)(line)
    return said


def _say(line: str) -> None:
    import sys
    print(line, file=sys.stderr)


def data_dir_or_home(game: str) -> Path:
    """The data folder, or the home folder when it cannot be used: somewhere a file selector
    can start from, so that the player can choose another folder."""
    try:
        return data_dir(game)
    except StorageError:
        return Path.home() if Path.home().is_dir() else Path("/")


# -- writing --------------------------------------------------------------------------
def atomic_write(path: str | os.PathLike, text: str, keep_backup: bool = True) -> None:
    """Write `text` so that `path` is always either the old or the new file, whenever the
    program is stopped: the new text goes to a temporary file beside it (flushed to disk), the
    old file is kept as .bak by a link (or a copy), and one os.replace puts the new one in place.
    StorageError("unwritable") if it cannot be done; the old file is then untouched."""
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup)


def atomic_write_bytes(path: str | os.PathLike, data: bytes, keep_backup: bool = True) -> None:
    """atomic_write for bytes (a picture); then `after_write` hears of it (the page keeps its
    files in IndexedDB: they are written there after each save)."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.is_file():
            _keep_backup(path)
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except OSError as e:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise StorageError("unwritable", f"{path}: {e.strerror or e}") from e
    if after_write is not None:
        after_write(path)


def _keep_backup(path: Path) -> None:
    bak = backup_path(path)
    staged = path.with_name(path.name + ".bak.tmp")
    try:
        staged.unlink()
    except FileNotFoundError:
        pass
    try:
        os.link(path, staged)            # the old file under a second name: no copy, no gap
    except (OSError, AttributeError):    # file systems without hard links; Pyodide has no os.link
        shutil.copyfile(path, staged)
    os.replace(staged, bak)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup_path(path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".bak")


def backup_of(path, game: str, kind: str, max_version: int) -> Path | None:
    """The .bak of a save that is missing or damaged, when it can be used (to offer it)."""
    bak = backup_path(path)
    try:
        load(bak, game, kind, max_version)
    except StorageError:
        return None
    return bak


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
        # a file that went through a Windows editor: CR LF line ends (the CRC is of LF ones)
        plain = body.replace("\r\n", "\n")
        if plain == body or zlib.crc32(plain.encode("utf-8")) & 0xFFFFFFFF != crc:
            raise StorageError("damaged", "checksum does not match")
        body = plain
    return version, body


def read_text(path, limit: int = MAX_BYTES) -> str:
    """A text file's contents: only a regular file (not a FIFO, a device or a folder that a
    link points to), at most `limit` bytes, UTF-8 with or without a byte-order mark."""
    path = Path(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise StorageError("missing", str(path)) from None
    except (OSError, ValueError) as e:
        raise StorageError("unreadable", f"{path}: {getattr(e, 'strerror', None) or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise StorageError("unreadable", f"{path}: not a regular file")
    if st.st_size > limit:
        raise StorageError("damaged", f"{path}: {st.st_size} bytes, more than a save has")
    try:
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except FileNotFoundError:
        raise StorageError("missing", str(path)) from None
    except OSError as e:
        raise StorageError("unreadable", f"{path}: {e.strerror or e}") from None
    if len(raw) > limit:
        raise StorageError("damaged", f"{path}: more than {limit} bytes")
    try:
        return raw.decode("utf-8-sig")           # a byte-order mark (a Windows editor) is fine
    except UnicodeDecodeError:
        raise StorageError("damaged", "not UTF-8 text") from None


def load(path, game: str, kind: str, max_version: int) -> tuple[int, str]:
    return loads(read_text(path), game, kind, max_version)


def parse_json(text: str, max_depth: int = MAX_DEPTH):
    """json.loads with a limit on nesting (a crafted save must not crash the parser):
    ValueError for what is not JSON or nests deeper than `max_depth`."""
    import json
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError(f"JSON nests deeper than {max_depth}")
        elif ch in "]}":
            depth -= 1
    return json.loads(text)


# Messages for StorageError.reason in the three languages of the collection.
MESSAGES = {
    "de": {
        "missing": "Datei nicht gefunden.",
        "unreadable": "Datei kann nicht gelesen werden.",
        "damaged": "Datei ist beschädigt.",
        "foreign": "Das ist keine Datei dieses Spiels.",
        "newer": "Datei stammt von einer neueren Version.",
        "unwritable": "Datei kann nicht geschrieben werden.",
        "folder": "Der Ordner für die Spielstände kann nicht benutzt werden.",
    },
    "nl": {
        "missing": "Bestand niet gevonden.",
        "unreadable": "Bestand kan niet gelezen worden.",
        "damaged": "Bestand is beschadigd.",
        "foreign": "Dit is geen bestand van dit spel.",
        "newer": "Bestand komt van een nieuwere versie.",
        "unwritable": "Bestand kan niet geschreven worden.",
        "folder": "De map voor de partijen kan niet gebruikt worden.",
    },
    "en": {
        "missing": "File not found.",
        "unreadable": "File cannot be read.",
        "damaged": "File is damaged.",
        "foreign": "This is not a file of this game.",
        "newer": "File comes from a newer version.",
        "unwritable": "File cannot be written.",
        "folder": "The folder for saved games cannot be used.",
    },
}


def message(error: StorageError, lang: str = "en") -> str:
    return MESSAGES.get(lang, MESSAGES["en"])[error.reason]


# -- what is wrong inside a file, said to the player -----------------------------------------------
class Damage(ValueError):
    """What is wrong where in a file that was read: `key` of DAMAGE and its params (`line`:
    the file's line, as an editor counts them; `found`: what stands there)."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params


# The texts of Damage keys in the collection's languages (retro.play.generic_text says them).
DAMAGE = {
    "de": {
        "file.expected": "Zeile {line}: »{word} …« erwartet, gefunden »{found}«",
        "file.number": "Zeile {line}: Zahl erwartet, gefunden »{found}«",
        "file.json": "Zeile {line}, Spalte {column}: kein gültiger JSON-Text",
        "file.nesting": "Zeile {line}: mehr als {depth} Ebenen ineinander",
        "file.ends": "Die Datei endet nach Zeile {line}; angekündigt sind {n} Züge, dann der Spielstand.",
        "file.missing": "Zeile {line}: »{field}« fehlt",
        "file.value": "Zeile {line}: ein Wert der Einstellungen ist falsch",
        "file.settings": "Die Einstellungen passen nicht zu diesem Spiel.",
        "file.trailing": "Zeile {line}: nach dem Spielstand steht noch »{found}«",
    },
    "nl": {
        "file.expected": "Regel {line}: »{word} …« verwacht, gevonden »{found}«",
        "file.number": "Regel {line}: getal verwacht, gevonden »{found}«",
        "file.json": "Regel {line}, kolom {column}: geen geldige JSON-tekst",
        "file.nesting": "Regel {line}: meer dan {depth} niveaus in elkaar",
        "file.ends": "Het bestand houdt op na regel {line}; aangekondigd zijn {n} zetten, dan de stand.",
        "file.missing": "Regel {line}: »{field}« ontbreekt",
        "file.value": "Regel {line}: een waarde van de instellingen is fout",
        "file.settings": "De instellingen passen niet bij dit spel.",
        "file.trailing": "Regel {line}: na de stand staat nog »{found}«",
    },
    "en": {
        "file.expected": "Line {line}: »{word} …« expected, found »{found}«",
        "file.number": "Line {line}: a number expected, found »{found}«",
        "file.json": "Line {line}, column {column}: no valid JSON text",
        "file.nesting": "Line {line}: more than {depth} levels one inside the other",
        "file.ends": "The file ends after line {line}; announced are {n} moves, then the game's state.",
        "file.missing": "Line {line}: »{field}« is missing",
        "file.value": "Line {line}: a value of the settings is wrong",
        "file.settings": "The settings do not fit this game.",
        "file.trailing": "Line {line}: after the game's state there is still »{found}«",
    },
}


def damage(error: Exception, line: int) -> Damage:
    """`error`, raised while line `line` of a file was read, as a Damage to tell the player:
    a Damage as it is; JSON's errors with their column; a missing key by its name; any
    other (a wrong type or value) as a wrong value of that line."""
    import json
    if isinstance(error, Damage):
        return error
    if isinstance(error, json.JSONDecodeError):
        return Damage("file.json", line=line, column=error.colno)
    if isinstance(error, RecursionError):
        return Damage("file.nesting", line=line, depth=MAX_DEPTH)
    if isinstance(error, KeyError) and error.args and isinstance(error.args[0], str):
        return Damage("file.missing", line=line, field=error.args[0])
    return Damage("file.value", line=line)


def parse_json_line(text: str, line: int, max_depth: int = MAX_DEPTH):
    """parse_json of one line of a file; Damage that names the line (and the column)."""
    import json
    try:
        return parse_json(text, max_depth)
    except json.JSONDecodeError as e:
        raise Damage("file.json", line=line + e.lineno - 1, column=e.colno) from None
    except (ValueError, RecursionError):         # parse_json's limit, or json's own
        raise Damage("file.nesting", line=line, depth=max_depth) from None


def number_line(text: str, word: str, line: int) -> int:
    """The whole number after `word` on a file's line ("seed 17"); Damage otherwise."""
    if not text.startswith(word + " "):
        raise Damage("file.expected", line=line, word=word, found=text)
    try:
        return int(text[len(word) + 1:])
    except ValueError:
        raise Damage("file.number", line=line, found=text[len(word) + 1:]) from None


# -- quoting a file's contents in a message --------------------------------------------------------
QUOTE_MAX = 200                # what a message quotes in full (the programs' own lists of
QUOTE_KEEP = 32                # commands stay whole); of a longer text: its beginning, the length
LENGTH_WORDS = {"de": "Zeichen", "nl": "tekens", "en": "characters"}


def excerpt(text: str, lang: str | None = "de") -> str:
    """`text` as a message quotes it: whole when short, else "ABCD… (1048576 Zeichen)" (a save
    naming a country of a megabyte froze the alert that quoted it)."""
    if len(text) <= QUOTE_MAX:
        return text
    word = LENGTH_WORDS.get(lang or "de", LENGTH_WORDS["en"])
    return f"{text[:QUOTE_KEEP]}… ({len(text)} {word})"


def excerpts(params: dict, lang: str | None = "de") -> dict:
    """A message's params with every text quoted by `excerpt`."""
    return {k: excerpt(v, lang) if isinstance(v, str) else v for k, v in params.items()}
