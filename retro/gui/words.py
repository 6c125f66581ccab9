"""Texts the widgets themselves show, in the collection's three languages.

OK/Abbruch/Ja/Nein come from retro.lang; these are the few words only the widgets need.
Every label a port shows is passed in by the port (from its texts.py).
"""
from __future__ import annotations

from .. import lang

WORDS = {
    "de": {
        "end": "Ende", "request": "Anfrage", "delete": "Lösch", "space": "",
        "selector": "DATEIAUSWAHL", "asl_title": "Datei wählen",
        "directory": "Verzeichnis:", "selection": "Auswahl:",
        "drawer": "Schublade", "file": "Datei", "pattern": "Muster",
        "parent": "Mutter", "dir_tag": "(Dir)",
        "overwrite": "{name} gibt es schon. Überschreiben?",
        "not_found": "{name} gibt es nicht.",
        "unreadable": "Ordner nicht lesbar",
        "empty": "(leer)",
    },
    "nl": {
        "end": "Einde", "request": "Verzoek", "delete": "Wis", "space": "",
        "selector": "BESTAND KIEZEN", "asl_title": "Kies een bestand",
        "directory": "Map:", "selection": "Keuze:",
        "drawer": "Lade", "file": "Bestand", "pattern": "Patroon",
        "parent": "Ouder", "dir_tag": "(Map)",
        "overwrite": "{name} bestaat al. Overschrijven?",
        "not_found": "{name} bestaat niet.",
        "unreadable": "Map niet leesbaar",
        "empty": "(leeg)",
    },
    "en": {
        "end": "End", "request": "System Request", "delete": "Del", "space": "",
        "selector": "ITEM SELECTOR", "asl_title": "Select a file",
        "directory": "Directory:", "selection": "Selection:",
        "drawer": "Drawer", "file": "File", "pattern": "Pattern",
        "parent": "Parent", "dir_tag": "(Dir)",
        "overwrite": "{name} exists. Replace it?",
        "not_found": "{name} does not exist.",
        "unreadable": "Folder not readable",
        "empty": "(empty)",
    },
}


def words(language: str | None) -> dict:
    """The widget words merged with retro.lang's OK/cancel/yes/no for `language` (default de)."""
    base = dict(lang.texts(language))
    base.update(WORDS.get(language or lang.DEFAULT, WORDS[lang.DEFAULT]))
    return base
