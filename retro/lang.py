"""Texts of the machine layer (launcher, retro.gui's widgets) in the collection's three languages,
and `Texts`, the one way every port looks its texts up.

Each port keeps its own texts in ports/<game>/texts.py; TEXTS here are only what the
collection itself shows. `texts(lang)` gives one language's table (German by default).

    t = Texts({"de": DE, "en": EN}, "de")       # a port's table per language, its own first
    t("income", lang, name="Rot", total=7)      # every port: t(key, lang=None, **params)
"""
from __future__ import annotations

from typing import Callable


class Texts:
    """One port's texts, looked up as `t(key, lang=None, **params)`: the template of `key` in
    `lang` (the port's `default` language when lang is None or has no table, and the default's
    template where lang lacks the key), with the params filled in.

    - `key_1` is the singular of `key`, taken when n == 1 ("noch eine Armee");
    - `words(params, lang) -> params` words values before they are filled in (aMalone: a
      colour number becomes "zwart" or "wit");
    - `below`: another lookup for the keys this table does not have (aMalone's screens over
      the texts of its rules); without it a missing key is the key itself;
    - a template whose blanks the params do not fill is returned as it stands, unless
      `fill(template, params) -> str` fills it (Twilight: a sentence whose details were not
      given is left out); with `fill`, every template goes through it, even without params."""

    def __init__(self, tables: dict, default: str, *, words: Callable | None = None,
                 below: Callable | None = None, fill: Callable | None = None):
        self.tables, self.default, self.words, self.below = tables, default, words, below
        self.fill = fill

    def table(self, lang: str | None) -> dict:
        return self.tables.get(lang or self.default, self.tables[self.default])

    def __contains__(self, key) -> bool:
        return key in self.tables[self.default]

    def __call__(self, key: str, lang: str | None = None, /, **params) -> str:
        own = self.tables[self.default]
        if params.get("n") == 1 and key + "_1" in own:
            key += "_1"
        template = self.table(lang).get(key, own.get(key))
        if template is None:
            return self.below(key, lang, **params) if self.below is not None else key
        if not params and self.fill is None:
            return template
        if self.words is not None:
            params = self.words(dict(params), lang)
        if self.fill is not None:
            return self.fill(template, params)
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template

TEXTS = {
    "de": {
        "subtitle": "Public-Domain-Sammlung  Disk 1",
        "help": "Pfeile/Maus: wählen  Return: starten",
        "help2": "Esc: Ende",
        "not_built": "{title} ist noch nicht fertig.",
        "back": "Zurück zum Menü: Klick oder Taste",
        # the title scroller: {count} "VIER KLASSIKER" (scroller()), {games} each port's SCROLL
        "scroller": ("RETRO PRÄSENTIERT: {count} VOM {platforms}, NEU GEBAUT MIT PYXEL ... "
                     "{games} ... GRÜSSE AN ALLE, DIE DIESE SPIELE NOCH KENNEN!        "),
        "classics": "{n} KLASSIKER", "classics_1": "EINEN KLASSIKER", "and": "UND",
        "ok": "OK", "cancel": "Abbruch", "yes": "Ja", "no": "Nein",
        # the widgets' own words (retro.gui); the labels a port shows come from its texts.py
        "end": "Ende", "request": "Anfrage", "delete": "Lösch",
        "selector": "DATEIAUSWAHL", "asl_title": "Datei wählen", "directory": "Verzeichnis:",
        "selection": "Auswahl:", "drawer": "Schublade", "file": "Datei", "pattern": "Muster",
        "parent": "Mutter", "dir_tag": "(Dir)",
        "overwrite": "{name} gibt es schon. Überschreiben?", "not_found": "{name} gibt es nicht.",
        "unreadable": "Ordner nicht lesbar", "empty": "(leer)",
        "sound_off": "Ton aus", "sound_on": "Ton an",
    },
    "nl": {
        "subtitle": "Public-Domain-verzameling  Disk 1",
        "help": "Pijlen/muis: kiezen  Return: starten",
        "help2": "Esc: stoppen",
        "not_built": "{title} is nog niet klaar.",
        "back": "Terug naar het menu: klik of toets",
        "scroller": ("RETRO PRESENTEERT: {count} VAN DE {platforms}, OPNIEUW GEBOUWD MET PYXEL ... "
                     "{games} ... GROETEN AAN IEDEREEN DIE DEZE SPELLEN NOG KENT!        "),
        "classics": "{n} KLASSIEKERS", "classics_1": "EEN KLASSIEKER", "and": "EN",
        "ok": "OK", "cancel": "Annuleren", "yes": "Ja", "no": "Nee",
        # the widgets' own words (retro.gui); the labels a port shows come from its texts.py
        "end": "Einde", "request": "Verzoek", "delete": "Wis",
        "selector": "BESTAND KIEZEN", "asl_title": "Kies een bestand", "directory": "Map:",
        "selection": "Keuze:", "drawer": "Lade", "file": "Bestand", "pattern": "Patroon",
        "parent": "Ouder", "dir_tag": "(Map)", "overwrite": "{name} bestaat al. Overschrijven?",
        "not_found": "{name} bestaat niet.", "unreadable": "Map niet leesbaar", "empty": "(leeg)",
        "sound_off": "Geluid uit", "sound_on": "Geluid aan",
    },
    "en": {
        "subtitle": "Public Domain Collection  Disk 1",
        "help": "Arrows/mouse: choose  Return: start",
        "help2": "Esc: quit",
        "not_built": "{title} is not built yet.",
        "back": "Back to the menu: click or key",
        "scroller": ("RETRO PRESENTS: {count} FROM THE {platforms}, REBUILT WITH PYXEL ... "
                     "{games} ... GREETINGS TO EVERYONE WHO STILL REMEMBERS THESE GAMES!        "),
        "classics": "{n} CLASSICS", "classics_1": "ONE CLASSIC", "and": "AND",
        "ok": "OK", "cancel": "Cancel", "yes": "Yes", "no": "No",
        # the widgets' own words (retro.gui); the labels a port shows come from its texts.py
        "end": "End", "request": "System Request", "delete": "Del",
        "selector": "ITEM SELECTOR", "asl_title": "Select a file", "directory": "Directory:",
        "selection": "Selection:", "drawer": "Drawer", "file": "File", "pattern": "Pattern",
        "parent": "Parent", "dir_tag": "(Dir)", "overwrite": "{name} exists. Replace it?",
        "not_found": "{name} does not exist.", "unreadable": "Folder not readable",
        "empty": "(empty)",
        "sound_off": "Sound off", "sound_on": "Sound on",
    },
}

DEFAULT = "de"

# numbers in words, from two, as the scroller says how many games there are (digits above)
NUMBERS = {
    "de": "ZWEI DREI VIER FÜNF SECHS SIEBEN ACHT NEUN ZEHN ELF ZWÖLF",
    "nl": "TWEE DRIE VIER VIJF ZES ZEVEN ACHT NEGEN TIEN ELF TWAALF",
    "en": "TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE",
}


def texts(lang: str | None) -> dict:
    return TEXTS.get(lang or DEFAULT, TEXTS[DEFAULT])


def scroller(lang: str | None, games: list[str], platforms: list[str]) -> str:
    """The title scroller's text for `games` (each port's words for it, in the menu's order)
    on `platforms`: "RETRO PRÄSENTIERT: VIER KLASSIKER VOM ATARI ST UND AMIGA, ..."."""
    tx = texts(lang)
    words = NUMBERS.get(lang or DEFAULT, NUMBERS[DEFAULT]).split()
    n = len(games)
    count = tx["classics_1"] if n == 1 else tx["classics"].format(
        n=words[n - 2] if 2 <= n < len(words) + 2 else str(n))
    names = [p.upper() for p in platforms]
    machines = " ".join(names) if len(names) < 2 else \
        ", ".join(names[:-1]) + f" {tx['and']} " + names[-1]
    return tx["scroller"].format(count=count, platforms=machines, games=" ... ".join(games))
