"""The help text (aMalone Help): the file `help.L` names the file the help function lists,
e.g. `help.doc.N`. Both ship inside this package.

Our addition: the `.N` at the end of the name stands for Nederlands; with English texts
the help lists the same name ending in `.E` (help.doc.E) when that file exists, else the
Dutch one.
"""
from __future__ import annotations

from pathlib import Path

from .texts import text

HERE = Path(__file__).parent


def help_name(folder: Path = HERE, lang: str | None = None) -> str:
    """The first non-empty line of help.L: the name of the help file (its English twin
    when lang is "en" and it exists)."""
    name = "help.doc.N"
    try:
        for line in (folder / "help.L").read_text(encoding="utf-8").splitlines():
            if line.strip():
                name = line.strip()
                break
    except (OSError, UnicodeDecodeError):
        pass
    if lang == "en" and name.endswith(".N") and _plain(name):
        english = name[:-2] + ".E"
        if (folder / english).is_file():
            return english
    return name


def _plain(name: str) -> bool:
    """A bare file name in aMalone's folder (help.L must not point elsewhere)."""
    return not ("/" in name or "\\" in name or name.startswith("."))


def help_text(folder: Path = HERE, lang: str | None = None) -> str:
    """The help text to page through; a short notice if the file cannot be read."""
    name = help_name(folder, lang)
    if not _plain(name):
        return text("help.bad_name", lang, name=name)
    try:
        return (folder / name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return text("help.unreadable", lang, name=name)
