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
        "blurb.emperado": "Befreie die Welt! 2-6 Parteien",
        "blurb.acme": "Risiko für zwei, mit Katastrophen",
        "blurb.twilight": "Galaxis per E-Mail erobern",
        "blurb.amalone": "Abalone mit eigener Notation",
        "scroller": ("RETRO PRÄSENTIERT: VIER KLASSIKER VOM ATARI ST UND AMIGA, "
                     "NEU GEBAUT MIT PYXEL ... EMPERADO (1988) ... ACME V1.0 (1990/91) ... "
                     "TWILIGHT IMPERIUM PER E-MAIL ... AMALONE (1994) ... "
                     "GRÜSSE AN ALLE, DIE DIESE SPIELE NOCH KENNEN!        "),
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
        "blurb.emperado": "Bevrijd de wereld! 2-6 partijen",
        "blurb.acme": "Risk voor twee, met rampen",
        "blurb.twilight": "Het heelal veroveren per e-mail",
        "blurb.amalone": "Abalone met eigen notatie",
        "scroller": ("RETRO PRESENTEERT: VIER KLASSIEKERS VAN DE ATARI ST EN AMIGA, "
                     "OPNIEUW GEBOUWD MET PYXEL ... EMPERADO (1988) ... ACME V1.0 (1990/91) ... "
                     "TWILIGHT IMPERIUM PER E-MAIL ... AMALONE (1994) ... "
                     "GROETEN AAN IEDEREEN DIE DEZE SPELLEN NOG KENT!        "),
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
        "blurb.emperado": "Free the world! 2-6 parties",
        "blurb.acme": "Risk for two, with catastrophes",
        "blurb.twilight": "Conquer the galaxy by e-mail",
        "blurb.amalone": "Abalone with its own notation",
        "scroller": ("RETRO PRESENTS: FOUR CLASSICS FROM THE ATARI ST AND AMIGA, "
                     "REBUILT WITH PYXEL ... EMPERADO (1988) ... ACME V1.0 (1990/91) ... "
                     "TWILIGHT IMPERIUM BY E-MAIL ... AMALONE (1994) ... "
                     "GREETINGS TO EVERYONE WHO STILL REMEMBERS THESE GAMES!        "),
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


def texts(lang: str | None) -> dict:
    return TEXTS.get(lang or DEFAULT, TEXTS[DEFAULT])
