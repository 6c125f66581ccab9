"""Every text the aMalone screens show (the core's own texts stay in ../texts.py).

Dutch is the original's language and the default; English is the option
(`options.lang == "en"`, or the Extra menu). `t(key, lang, **args)` fills in {names};
a colour given as 0/1 becomes the word for Black/White.
"""
from __future__ import annotations

from retro.lang import Texts

from .. import texts as core

LANGS = ("nl", "en")

TEXTS: dict[str, dict[str, str]] = {
    "nl": {
        "title": "aMalone",
        "demo": "DEMO",
        # menus (Intuition: the right mouse button)
        "menu.project": "Project",
        "menu.game": "Spel",
        "menu.extra": "Extra",
        "item.new": "Nieuwe partij",
        "item.load": "Partij laden...",
        "item.save": "Partij opslaan...",
        "item.help": "Help",
        "item.about": "Over aMalone...",
        "item.quit": "Stoppen",
        "item.players": "Spelers...",
        "item.setup": "Stelling opzetten",
        "item.undo": "Zet terugnemen",
        "item.redo": "Zet opnieuw",
        "item.hint": "Hint",
        "item.opt_undo": "Terugnemen toestaan",
        "item.opt_hint": "Hint toestaan",
        "item.opt_draw": "Remise bij herhaling",
        "item.opt_resign": "Computer mag opgeven",
        "item.opt_offer": "Computer biedt remise",
        "item.opt_lang": "English texts",
        "item.standard": "Standaard",
        "item.belgian": "Belgian Daisy",
        "item.german": "German Daisy",
        # the panel
        "human": "Mens",
        "computer": "Computer {level}",
        "moves": "Zetten",
        "entry": "Zet: ",
        "to_move": "{Colour} is aan zet.",
        "thinking": "{Colour} denkt na...",
        "field": "Veld {field}",
        # picking marbles with the mouse
        "pick.first": "Kies eerst 1, 2 of 3 eigen knikkers.",
        "pick.too_many": "Hoogstens 3 knikkers tegelijk.",
        "pick.not_row": "De knikkers moeten naast elkaar op een rechte lijn liggen.",
        "pick.not_next": "{field} ligt niet naast de gekozen knikkers.",
        "pick.computer": "De computer is aan zet.",
        "pick.over": "De partij is afgelopen.",
        "pick.played": "Gespeeld: {move}",
        # extras
        "undo.off": "Terugnemen staat uit (menu Extra).",
        "hint.off": "Hint staat uit (menu Extra).",
        "hint.thinking": "Hint: even denken...",
        "hint.move": "Hint: {move}",
        "opening.next": "De volgende partij begint met {name}.",
        # the end, the buffer
        "end.new": "Nieuwe partij",
        "end.ok": "OK",
        "full.save": "Opslaan",
        "full.ok": "OK",
        "full.short": "De buffer is vol: schrijf de partij weg.",
        # files
        "file.title_load": "Partij laden",
        "file.title_save": "Partij opslaan",
        "file.saved": "Opgeslagen: {name}",
        "file.kept": "Bij het sluiten bewaard: {name}",
        "file.loaded": "Geladen: {name}",
        "file.load_failed": "Laden van {name} mislukt. {reason} De partij blijft zoals hij was.",
        "file.save_failed": "Opslaan van {name} mislukt. {reason}",
        "file.offer_bak": "{reason}\nDe reservekopie {bak} laden?",
        "file.folder": "{reason} Kies een andere map.",
        # help
        "help.title": "Help",
        # quitting, about
        "quit.ask": "Wilt u aMalone stoppen?",
        "yes": "Ja",
        "no": "Nee",
        "about": "aMalone: Abalone op de Amiga (1994), opnieuw gebouwd met pyxel. "
                 "De speler die als eerste 6 knikkers van de tegenstander van het bord duwt, "
                 "wint.",
        # players
        "players.title": "Spelers",
        "players.level": "Niveau",
        # what each level means (the players requester, after "Zwart: "; ai_levels.py)
        "level.1": "beginner, op gevoel",
        "level.2": "ziet de tegenzet",
        "level.3": "rekent 3 plies diep",
        "level.4": "sterk: 4 plies diep",
        "level.5": "sterkst: tot 6 plies",
        # the computer's draw offer (our extra)
        "offer.ask": "{Colour} biedt remise aan. Aannemen?",
        "offer.declined": "Remise afgewezen: er wordt verder gespeeld.",
        "ok": "OK",
        "cancel": "Annuleren",
        # set-up (aMalone Stelling opzetten)
        "setup.title": "Stelling opzetten",
        "setup.short": "Opzetten",
        "setup.left": "Links: {Colour}",
        "setup.right": "Rechts: {Colour}",
        "setup.begins": "{Colour} begint.",
        "setup.clear": "Leeg",
        "setup.standard": "Standaard",
        "setup.swap": "Wissel",
        "setup.done": "Klaar",
        "setup.cancel": "Terug",
        "setup.count": "{n} van 14",
        "setup.too_many": "{Colour} heeft al 14 knikkers.",
        "setup.won": "Zo is de partij al uit: {Colour} heeft maar {n} knikkers (9 is het minimum).",
        "setup.no_moves": "{Colour} begint, maar kan geen zet doen.",
    },
    "en": {
        "title": "aMalone",
        "demo": "DEMO",
        "menu.project": "Project",
        "menu.game": "Game",
        "menu.extra": "Extra",
        "item.new": "New game",
        "item.load": "Load game...",
        "item.save": "Save game...",
        "item.help": "Help",
        "item.about": "About aMalone...",
        "item.quit": "Quit",
        "item.players": "Players...",
        "item.setup": "Set up position",
        "item.undo": "Take back move",
        "item.redo": "Redo move",
        "item.hint": "Hint",
        "item.opt_undo": "Allow take-back",
        "item.opt_hint": "Allow hint",
        "item.opt_draw": "Draw on repetition",
        "item.opt_resign": "Computer may resign",
        "item.opt_offer": "Computer offers draws",
        "item.opt_lang": "Nederlandse teksten",
        "item.standard": "Standard",
        "item.belgian": "Belgian Daisy",
        "item.german": "German Daisy",
        "human": "Human",
        "computer": "Computer {level}",
        "moves": "Moves",
        "entry": "Move: ",
        "to_move": "{Colour} to move.",
        "thinking": "{Colour} is thinking...",
        "field": "Field {field}",
        "pick.first": "First pick 1, 2 or 3 of your own marbles.",
        "pick.too_many": "At most 3 marbles at a time.",
        "pick.not_row": "The marbles must lie next to each other in a straight line.",
        "pick.not_next": "{field} is not next to the picked marbles.",
        "pick.computer": "It is the computer's move.",
        "pick.over": "The game is over.",
        "pick.played": "Played: {move}",
        "undo.off": "Take-back is off (Extra menu).",
        "hint.off": "Hint is off (Extra menu).",
        "hint.thinking": "Hint: thinking...",
        "hint.move": "Hint: {move}",
        "opening.next": "The next game starts with {name}.",
        "end.new": "New game",
        "end.ok": "OK",
        "full.save": "Save",
        "full.ok": "OK",
        "full.short": "The buffer is full: save the game.",
        "file.title_load": "Load game",
        "file.title_save": "Save game",
        "file.saved": "Saved: {name}",
        "file.kept": "Kept when the window closed: {name}",
        "file.loaded": "Loaded: {name}",
        "file.load_failed": "Could not load {name}. {reason} The game stays as it was.",
        "file.save_failed": "Could not save {name}. {reason}",
        "file.offer_bak": "{reason}\nLoad the backup {bak}?",
        "file.folder": "{reason} Choose another folder.",
        "help.title": "Help",
        "quit.ask": "Do you want to quit aMalone?",
        "yes": "Yes",
        "no": "No",
        "about": "aMalone: Abalone on the Amiga (1994), rebuilt with pyxel. "
                 "The first player to push 6 of the opponent's marbles off the board wins.",
        "players.title": "Players",
        "players.level": "Level",
        "level.1": "beginner, by eye",
        "level.2": "sees the reply",
        "level.3": "looks 3 plies deep",
        "level.4": "strong: 4 plies deep",
        "level.5": "strongest: to 6 plies",
        "offer.ask": "{Colour} offers a draw. Accept?",
        "offer.declined": "Draw declined: play goes on.",
        "ok": "OK",
        "cancel": "Cancel",
        "setup.title": "Set up position",
        "setup.short": "Set-up",
        "setup.left": "Left: {Colour}",
        "setup.right": "Right: {Colour}",
        "setup.begins": "{Colour} begins.",
        "setup.clear": "Empty",
        "setup.standard": "Standard",
        "setup.swap": "Swap",
        "setup.done": "Done",
        "setup.cancel": "Back",
        "setup.count": "{n} of 14",
        "setup.too_many": "{Colour} already has 14 marbles.",
        "setup.won": "The game would be over: {Colour} has only {n} marbles (9 is the least).",
        "setup.no_moves": "{Colour} begins but has no move.",
    },
}


def lang_of(options) -> str:
    """The screens' language: English only when asked for, else the original's Dutch."""
    return "en" if getattr(options, "lang", None) == "en" else "nl"


# t(key, lang, **args): the screens' texts, the rules' (texts.text) below them; a colour
# number in words (retro.lang.Texts, the lookup of every port)
t = Texts(TEXTS, "nl", words=core.words, below=core.text)


def explain(refusal, lang: str = "nl") -> str:
    """A Refusal as the screens show it: their own texts (picking, set-up), else the core's."""
    if refusal.key in TEXTS["nl"]:
        return t(refusal.key, lang, **refusal.params)
    return core.explain(refusal, lang)


def all_texts() -> list[str]:
    """Every template of both languages (the font test renders them all)."""
    out = []
    for table in TEXTS.values():
        out.extend(table.values())
    return out
