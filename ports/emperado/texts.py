"""Every German text the EMPERADO rules produce (the screens add their own here later).

The manual speaks to the player as "Sie"; so do we, in its spelling of 1988 ("mu\u00df",
"verl\u00e4\u00dft"). Messages are format strings; `say(key, **values)` fills them in.
"""
from __future__ import annotations

MESSAGES = {
    # reading actions (logs, saves, play by e-mail)
    "syntax": "Unbekannte Aktion: \u201e{text}\u201c",
    "unknown_country": "Ein Land namens \u201e{text}\u201c gibt es nicht.",
    "bad_count": "Die Anzahl mu\u00df eine Zahl von 1 bis 9999 sein.",
    # impossible actions
    "game_over": "Das Spiel ist bereits zu Ende.",
    "must_place": "Sie haben noch {n} Armeen einzusetzen.",
    "must_place_1": "Sie haben noch eine Armee einzusetzen.",
    "nothing_to_place": "Sie haben keine Armeen mehr einzusetzen.",
    "not_own": "{country} gehört nicht Ihnen.",
    "frozen": "{country} hat in dieser Runde durch Verschieben Armeen erhalten "
              "und kann keine Aktionen mehr unternehmen.",
    "too_few": "In {country} steht nur eine Armee; sie mu\u00df dort bleiben.",
    "not_adjacent": "{a} und {b} sind keine Nachbarn.",
    "same_country": "Ausgangs- und Zielland sind dasselbe Land.",
    "attack_own": "{country} ist Ihr eigenes Land: dorthin können Sie nur verschieben.",
    "move_foreign": "{country} gehört Ihnen nicht: dorthin können Sie nicht verschieben.",
    "no_undo": "Es gibt in diesem Spielzug keine Aktion zum Zurücknehmen.",
    # settings (EMPERADO 1, 4a-4c)
    "bad_players": "Die Teilnehmerzahl mu\u00df zwischen 2 und 6 liegen.",
    "bad_param": "{name}: bitte eine Zahl zwischen -9 und 99 eingeben.",
    "bad_time": "{name}: bitte eine Zahl zwischen 0 und 99 oder - eingeben.",
    "bad_name": "Spieler {n}: bitte einen Namen eingeben.",
    "no_party": "Einen Spieler {letter} gibt es in diesem Spiel nicht.",
    # files
    "load_mismatch": "Der Spielstand passt nicht zu seinem Protokoll.",
    "bad_file": "Der Spielstand ist beschädigt: {detail}",
}

# EMPERADO 4a-4c: the names of the settings
PARAMETERS = {
    "solidarity": "Solidarisierungsgrad",
    "coalition": "Koalitionsneigung",
    "handicap": "Länderhandicap",
}
TIMES = {"info_time": "Infozeit", "table_time": "Tabellenzeit", "graphic_time": "Grafikzeit"}
HUMAN, COMPUTER = "M", "C"                      # EMPERADO 4c: M = Mensch, C = Computer
NEUTRAL = "Neutral"
DEFAULT_NAME = "Spieler {letter}"

# EMPERADO 3a: the symbol cards
CARDS = {"reiter": "Reiter", "soldat": "Soldat", "kanone": "Kanone"}

PHASES = {"einsetzen": "Einsetzen", "handeln": "Befreien / Verschieben", "ende": "Spielende"}

# EMPERADO 3a / 4 / 5: what the menu and the Zugtabelle show
INCOME = "{name} erhält {total} Armeen (Grundmenge {base}, Kontinente {continents}, " \
         "Länder {countries}, Karten {cards})."
PLACED = "{country}: {n} Armeen eingesetzt ({before})"
ATTACK_WON = "{src} \u2192 {dst}: befreit"
ATTACK_LOST = "{src} \u2192 {dst}: gescheitert"
ATTACK_OPEN = "{src} \u2192 {dst}: {att} gegen {dfd} Armeen"
MOVED = "{src} \u2192 {dst}: {n} Armeen verschoben"
CARD_GOT = "{name} erhält eine Karte."
TRADED = "{name} tauscht drei Karten gegen {n} Armeen."
OUT = "{name} hat kein Land mehr und scheidet aus."
WINNER = "{name} hat die ganze Welt befreit!"
ROUND = "Runde {n}"


def say(key: str, **values) -> str:
    """The message `key` with its blanks filled in; `key_1` is its singular (n = 1)."""
    if values.get("n") == 1 and key + "_1" in MESSAGES:
        key += "_1"
    return MESSAGES[key].format(**values)
