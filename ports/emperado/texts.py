"""The texts of the rules' refusals and names, German as the manual (English as an option).

The rules say no with a `retro.play.Refusal` (a key and values); `explain(refusal, lang)`
is the one place it becomes a sentence. The manual speaks to the player as "Sie"; so do
we, in its spelling of 1988 ("mu\u00df", "verl\u00e4\u00dft"). The protocol's own keys that
EMPERADO does not word itself ("not_your_turn", "bad_record", ...) come from
`retro.play.generic_text`.
"""
from __future__ import annotations

from retro.lang import Texts

# the collection's title menu (retro/catalog.py, through port.py): the line under the
# game's title and the scroller's words for it, in the collection's languages
BLURB = {"de": "Befreie die Welt! 2-6 Parteien",
         "nl": "Bevrijd de wereld! 2-6 partijen", "en": "Free the world! 2-6 parties"}
SCROLL = {"de": "EMPERADO (1988)", "nl": "EMPERADO (1988)", "en": "EMPERADO (1988)"}

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
    "must_march": "Erst nachrücken: {lo} bis {hi} Armeen nach {country}.",
    "march_range": "Nach {country} können {lo} bis {hi} Armeen nachrücken.",
    "nothing_to_march": "Es gibt nichts nachzurücken.",
    # settings (EMPERADO 1, 4a-4c)
    "bad_players": "Die Teilnehmerzahl mu\u00df zwischen 2 und 6 liegen.",
    "bad_param": "{name}: bitte eine Zahl zwischen -9 und 99 eingeben.",
    "bad_time": "{name}: bitte eine Zahl zwischen 0 und 99 oder - eingeben.",
    "bad_name": "Spieler {n}: bitte einen Namen eingeben.",
    "no_party": "Einen Spieler {letter} gibt es in diesem Spiel nicht.",
    "bad_dice_rule": "Diese Würfelregel kennt EMPERADO nicht.",
    "bad_option": "Nachrücken wählen: bitte 0 (aus) oder 1 (ein).",
    # files
    "load_mismatch": "Der Spielstand passt nicht zu seinem Protokoll.",
    "bad_file": "Der Spielstand ist beschädigt: {reason}",
}

# EMPERADO 4a-4c: the names of the settings
PARAMETERS = {
    "solidarity": "Solidarisierungsgrad",
    "coalition": "Koalitionsneigung",
    "handicap": "Länderhandicap",
}
TIMES = {"info_time": "Infozeit", "table_time": "Tabellenzeit", "graphic_time": "Grafikzeit"}
NEUTRAL = "Neutral"
DEFAULT_NAME = "Spieler {letter}"

# EMPERADO 3a: the symbol cards
CARDS = {"reiter": "Reiter", "soldat": "Soldat", "kanone": "Kanone"}


# the refusals in English, by key
MESSAGES_EN = {
    "syntax": "Unknown action: \"{text}\"",
    "unknown_country": "There is no country called \"{text}\".",
    "bad_count": "The count must be a number from 1 to 9999.",
    "game_over": "The game is over.",
    "must_place": "You still have {n} armies to place.",
    "must_place_1": "You still have one army to place.",
    "nothing_to_place": "You have no armies left to place.",
    "not_own": "{country} is not yours.",
    "frozen": "{country} received armies by a move this round and cannot act.",
    "too_few": "{country} has only one army; it must stay.",
    "not_adjacent": "{a} and {b} are not neighbours.",
    "same_country": "Origin and target are the same country.",
    "attack_own": "{country} is your own: you can only move there.",
    "move_foreign": "{country} is not yours: you cannot move there.",
    "no_undo": "There is no action of this turn to take back.",
    "must_march": "First march in: {lo} to {hi} armies into {country}.",
    "march_range": "{lo} to {hi} armies can march into {country}.",
    "nothing_to_march": "There is nothing to march in.",
    "bad_players": "The number of parties must be 2 to 6.",
    "bad_param": "{name}: please type a number from -9 to 99.",
    "bad_time": "{name}: please type a number from 0 to 99 or -.",
    "bad_name": "Player {n}: please type a name.",
    "no_party": "There is no player {letter} in this game.",
    "bad_dice_rule": "EMPERADO does not know this dice rule.",
    "bad_option": "Choose the march-in: please 0 (off) or 1 (on).",
    "load_mismatch": "The saved game does not match its log.",
    "bad_file": "The saved game is damaged: {reason}",
}
PARAMETERS_EN = {"solidarity": "Solidarity", "coalition": "Coalition", "handicap": "Handicap"}
TIMES_EN = {"info_time": "Info time", "table_time": "Table time", "graphic_time": "Graphic time"}

# say(key, lang, **values): the message `key` with its blanks filled in; `key_1` is its
# singular (n = 1)
say = Texts({"de": MESSAGES, "en": MESSAGES_EN}, "de")


def explain(refusal, lang: str | None = None) -> str:
    """A Refusal as the player reads it: countries and settings named in `lang` (German by
    default), the protocol's own refusals in its words where EMPERADO has none."""
    from retro.explaining import explain_with
    return explain_with(refusal, "en" if lang == "en" else "de", say, explain, names=_names)


def _names(values: dict, lang: str) -> dict:
    """A country's number by its name, a setting by its name in `lang`."""
    for k in ("country", "a", "b"):
        if isinstance(values.get(k), int):
            from .world import COUNTRIES
            values[k] = COUNTRIES[values[k]].name
    setting = values.pop("setting", None)
    if setting is not None:
        names = {**(PARAMETERS_EN if lang == "en" else PARAMETERS),
                 **(TIMES_EN if lang == "en" else TIMES)}
        values["name"] = names.get(setting, setting)
    return values
