"""Every text the player reads on Twilight's screens, in German (to join ../texts.py once
the rules' modules have settled; kept here meanwhile so that no rules file is touched)."""
from __future__ import annotations

SCREEN_TITLE = "Twilight Imperium - Spielleiterregeln per E-Mail"

START = {
    "title": "TWILIGHT IMPERIUM",
    "subtitle": "Das Spiel per E-Mail nach deutschen Spielleiterregeln",
    "window": "Twilight Imperium",
    "choose": "Bitte wählen:",
    "items": {
        "packet": "Paket öffnen",
        "key": "Schlüssel anlegen",
        "new_gm": "Neues Spiel als Spielleiter",
        "gm_file": "Spielleiterdatei öffnen",
        "hotseat": "Hot-Seat-Spiel",
        "galaxy": "Galaxie ansehen",
        "quit": "Ende",
    },
    "hints": {
        "packet": "Als Spieler: das Paket des Spielleiters lesen, Befehle schreiben",
        "key": "Einmal vor dem ersten Spiel: deinen Schlüssel für die Pakete machen",
        "new_gm": "Als Spielleiter: Spieler, Rassen und Karte wählen, Pakete verschicken",
        "gm_file": "Als Spielleiter: Befehle einlesen, die nächste Phase auswerten",
        "hotseat": "Alle Spieler an diesem Rechner, einer nach dem anderen",
        "galaxy": "Die Galaxis eines Beispielspiels mit vier Rassen",
        "quit": "Zurück zum Titelmenü",
    },
    "menu": "Projekt",
    "no_cryptography_title": "Nur mit Verschlüsselung",
    "keys": "1-7 oder Mauszeiger und Klick; Esc: Ende; rechte Maustaste: Menü",
    "version": "Version 0.1 - Amiga, 640x512, 16 Farben",
}

GALAXY = {
    "title": "Galaxis - Runde {round}, {phase}",
    "players": "Spieler",
    "system": "System {label}",
    "menu": "Karte",
    "overview": "Übersicht",
    "zoom": "Vergrößern",
    "close": "Schließen",
    "hint": ["Zeiger auf ein Feld:", "  Einzelheiten", "Klick: Umgebung groß",
             "Esc: Übersicht/zurück", "Rechte Taste: Menü"],
    "help": "Hinweise",
    "zoomed": "Umgebung von {label}",
    "centre": "Mecatol Rex (Mitte)",
    "position": "Ring {ring}, Feld {field}",
    "home_of": "Heimatsystem von {player}",
    "home": "Heimatsystem",
    "free_home": "Heimatplatz (frei)",
    "planets": "Planeten (R/E):",
    "planet": "{name} {r}/{i}",
    "owner": "  Besitzer: {who}",
    "neutral": "  neutral",
    "ground": "  Bodentruppen {n}",
    "pds": "  P.D.S. {n}",
    "dock": "  Raumdock",
    "dock_short": "Dock",
    "units": "Einheiten:",
    "no_units": "Keine Schiffe.",
    "system_owner": "Kontrolle: {who}",
    "nobody": "Kontrolle: niemand",
    "kind": {"planeten": "Planetensystem", "leer": "Leeres System", "supernova": "Supernova",
             "asteroiden": "Asteroidenfeld", "nebel": "Nebel", "riss": "Gravitationsriss",
             "alpha": "Alpha-Wurmloch", "beta": "Beta-Wurmloch", "heimat": "Heimatsystem",
             "mecatol": "Mecatol Rex"},
    "short": {"supernova": "Supernova", "asteroiden": "Asteroiden", "nebel": "Nebel", "riss": "Riss",
              "alpha": "Alpha", "beta": "Beta", "leer": "leer"},
    "anomaly": "Anomalie:",
    # the rules of the special tiles, as movement.py and combat.py carry them out
    "rule": {
        "supernova": "Kann nicht betreten werden, auch nicht auf dem Rückzug.",
        "asteroiden": "Nur mit dem Anti-Materie-Schutzschirm zu durchfliegen; nie Ziel einer "
                      "Bewegung oder eines Rückzugs.",
        "nebel": "Wer ihn betritt, beendet dort seine Bewegung. Jäger haben im Nebel keinen "
                 "Kampfwert.",
        "riss": "Betreten beendet die Bewegung. Jedes Schiff, das ihn verlässt, würfelt mit dem W10: "
                "7-10 frei, 1-6 durch diese Seite (1 oben, im Uhrzeigersinn) oder es bleibt.",
        "alpha": "Ein Ende zu betreten kostet 1 Bewegungspunkt; weiter geht es vom anderen Ende{other}.",
        "beta": "Ein Ende zu betreten kostet 1 Bewegungspunkt; weiter geht es vom anderen Ende{other}.",
    },
    "other_end": " ({label})",
    "mecatol_note": "Sitz des Rates; wer Herrscher des Universums werden will, muss Mecatol Rex halten.",
    "fleet": "{player}: {units}",
    "ships_short": "{n}",
}
UNIT_SHORT = {"dreadnought": "Z", "cruiser": "K", "carrier": "T", "fighter": "J", "ground": "B", "pds": "P"}


def all_texts() -> list:
    """Every string above (for the font check)."""
    out = [SCREEN_TITLE]

    def walk(v):
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
    walk(START)
    walk(GALAXY)
    walk(UNIT_SHORT)
    return out
