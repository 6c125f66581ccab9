"""The help text (aMalone Help): the file `help.L` names the file the help function lists,
e.g. `help.doc.N`. Both ship inside this package."""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def help_name(folder: Path = HERE) -> str:
    """The first non-empty line of help.L: the name of the help file."""
    try:
        for line in (folder / "help.L").read_text(encoding="utf-8").splitlines():
            if line.strip():
                return line.strip()
    except OSError:
        pass
    return "help.doc.N"


def help_text(folder: Path = HERE) -> str:
    """The help text to page through; a short Dutch notice if the file cannot be read."""
    name = help_name(folder)
    if "/" in name or "\\" in name or name.startswith("."):
        return f"Hulpbestand '{name}' is geen bestandsnaam in de map van aMalone."
    try:
        return (folder / name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return f"Hulpbestand '{name}' kan niet gelezen worden."
