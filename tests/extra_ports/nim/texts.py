"""NIM's German texts, and what the collection's title menu says of it."""
from __future__ import annotations

from retro.lang import Texts

# the collection's title menu (retro/catalog.py, through port.py)
BLURB = {"de": "Wer das letzte nimmt, verliert", "nl": "Wie de laatste pakt, verliest",
         "en": "Who takes the last one loses"}
SCROLL = {"de": "NIM (1987)", "nl": "NIM (1987)", "en": "NIM (1987)"}

DE = {
    "syntax": "Unbekannter Zug: \u201e{text}\u201c",
    "game_over": "Das Spiel ist aus.",
    "not_your_turn": "Der andere ist am Zug.",
    "no_row": "Eine Reihe {row} gibt es nicht.",
    "count": "In Reihe {row} liegen {n} Hölzer.",
    "your_turn": "Klick nimmt das Holz und alle rechts",
    "thinking": "Der Computer überlegt ...",
    "won": "Spieler {n} gewinnt. Klick: neu",
    "players": ("Spieler 1", "Spieler 2"),
}
t = Texts({"de": DE}, "de")
