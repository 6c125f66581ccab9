"""Every text a player of aMalone reads: Dutch (the original's language) and English."""
from __future__ import annotations

from retro.lang import Texts

# the collection's title menu (retro/catalog.py, through port.py): the line under the
# game's title and the scroller's words for it, in the collection's languages
BLURB = {"de": "Abalone mit eigener Notation",
         "nl": "Abalone met eigen notatie", "en": "Abalone with its own notation"}
SCROLL = {"de": "AMALONE (1994)", "nl": "AMALONE (1994)", "en": "AMALONE (1994)"}

LANGS = ("nl", "en")
DEFAULT_LANG = "nl"

TEXTS: dict[str, dict[str, str]] = {
    "nl": {
        # the colours and sides
        "black": "zwart",
        "white": "wit",
        "Black": "Zwart",
        "White": "Wit",
        "black.adj": "zwarte",            # before a noun: "een zwarte knikker"
        "white.adj": "witte",
        # notation: what is wrong with a move (aMalone Notatie)
        "notation.empty": "Geen zet ingevoerd.",
        "notation.format": "'{text}' is geen zet; de notatie is <n><v1>-<v2><x>, b.v. 1B0-GG.",
        "notation.count": "'{n}' klopt niet: het aantal knikkers is 1, 2 of 3.",
        "notation.field": "'{field}' is geen veld; velden heten GG en A0 t/m F9.",
        "notation.extra": "'{x}' klopt niet: achter de zet mag alleen l, r of + staan.",
        "notation.not_neighbour": "{v2} ligt niet naast {v1}; de kop-knikker gaat een veld verder.",
        "notation.off_board": "Die knikkers liggen niet allemaal op het bord.",
        "notation.not_own": "Op {field} ligt geen {colour_adj} knikker.",
        "notation.single_side": "Een knikker alleen schuift niet naar links of rechts; schrijf {fix}.",
        "notation.single_push": "Een knikker alleen kan niet duwen.",
        "notation.leaves_board": "Eigen knikkers mogen niet buiten het bord komen.",
        "notation.blocked": "Het veld {field} is niet vrij.",
        "notation.push_weak": "Te weinig overwicht: duwen kan alleen 2 tegen 1, 3 tegen 1 of 3 tegen 2.",
        "notation.push_blocked": "De weggeduwde knikkers kunnen niet verder: {field} is niet vrij.",
        "notation.need_plus": "Deze zet duwt een knikker van het bord; schrijf {fix}.",
        "notation.no_plus": "Deze zet duwt geen knikker van het bord; schrijf {fix} zonder '+'.",
        "notation.game_over": "De partij is afgelopen.",
        "notation.illegal": "Die zet is niet mogelijk.",
        # moves and positions in the usual coordinates (the engine's aep dialect)
        "abapro.format": "'{text}' is geen zet in de gewone coordinaten (b.v. a1b2 of c6c7d6).",
        "abapro.field": "'{field}' is geen veld; de gewone velden heten A1 t/m I9.",
        "abapro.not_neighbour": "'{text}': het doelveld ligt niet naast het eerste veld.",
        "abapro.illegal": "'{text}' is geen mogelijke zet.",
        "abapro.position": "Een stelling is 61 velden (0 of . leeg, 1 zwart, 2 wit), dan 1 of 2: "
                           "wie aan zet is.",
        # set-up positions (aMalone Stelling opzetten)
        "setup.field": "'{field}' is geen veld.",
        "setup.both": "Op {field} liggen twee knikkers.",
        "setup.too_many": "Meer dan 14 {colour_adj} knikkers.",
        "setup.bad": "Wie begint of hoeveel knikkers eraf zijn, klopt niet.",
        # game records (aMalone Notatie: opslaan en laden)
        "record.header": "de kop van de partij ontbreekt of klopt niet",
        "record.opening": "onbekende beginstelling '{name}'",
        "sim.no_engine": "de eerdere versie is niet te laden: {reason}",
        "record.full": "de partij is langer dan de buffer van {max} plies",
        "bad_record": "Regel {line}: {reason}",
        # the game
        "game.full": "De buffer van {max} plies is vol. Schrijf de partij weg naar diskette "
                     "en start aMalone opnieuw met een groter maximum, b.v.:\nretro amalone 1024",
        "game.won": "{Colour} heeft gewonnen.",
        "game.draw": "Remise.",
        "game.resigned": "{Colour} geeft op: {winner} heeft gewonnen.",
        "game.agreed": "Remise na overleg.",
        "game.no_offer": "Er is geen remise aangeboden.",
        "game.nothing_to_undo": "Er is geen zet om terug te nemen.",
        "game.nothing_to_redo": "Er is geen zet om opnieuw te spelen.",
        # the help file (aMalone Help)
        "help.bad_name": "Hulpbestand '{name}' is geen bestandsnaam in de map van aMalone.",
        "help.unreadable": "Hulpbestand '{name}' kan niet gelezen worden.",
    },
    "en": {
        "black": "black",
        "white": "white",
        "Black": "Black",
        "White": "White",
        "black.adj": "black",
        "white.adj": "white",
        "notation.empty": "No move given.",
        "notation.format": "'{text}' is not a move; the notation is <n><v1>-<v2><x>, e.g. 1B0-GG.",
        "notation.count": "'{n}' is wrong: the number of marbles is 1, 2 or 3.",
        "notation.field": "'{field}' is not a field; fields are GG and A0 to F9.",
        "notation.extra": "'{x}' is wrong: only l, r or + may follow the move.",
        "notation.not_neighbour": "{v2} is not next to {v1}; the head marble moves one field.",
        "notation.off_board": "Those marbles are not all on the board.",
        "notation.not_own": "There is no {colour_adj} marble on {field}.",
        "notation.single_side": "A single marble does not move left or right; write {fix}.",
        "notation.single_push": "A single marble cannot push.",
        "notation.leaves_board": "Your own marbles may not leave the board.",
        "notation.blocked": "The field {field} is not free.",
        "notation.push_weak": "Not strong enough: pushing needs 2 against 1, 3 against 1 or 3 against 2.",
        "notation.push_blocked": "The pushed marbles cannot move on: {field} is not free.",
        "notation.need_plus": "This move pushes a marble off the board; write {fix}.",
        "notation.no_plus": "This move pushes no marble off the board; write {fix} without '+'.",
        "notation.game_over": "The game is over.",
        "notation.illegal": "That move is not possible.",
        "abapro.format": "'{text}' is not a move in the usual coordinates (e.g. a1b2 or c6c7d6).",
        "abapro.field": "'{field}' is not a field; the usual fields are A1 to I9.",
        "abapro.not_neighbour": "'{text}': the target is not next to the first field.",
        "abapro.illegal": "'{text}' is not a possible move.",
        "abapro.position": "A position is 61 fields (0 or . empty, 1 black, 2 white), then 1 or 2: "
                           "who is to move.",
        "setup.field": "'{field}' is not a field.",
        "setup.both": "{field} holds two marbles.",
        "setup.too_many": "More than 14 {colour_adj} marbles.",
        "setup.bad": "Who begins or how many marbles are off is wrong.",
        "record.header": "the game's header is missing or wrong",
        "record.opening": "unknown starting position '{name}'",
        "sim.no_engine": "the earlier version cannot be loaded: {reason}",
        "record.full": "the game is longer than the buffer of {max} plies",
        "bad_record": "Line {line}: {reason}",
        "game.full": "The buffer of {max} plies is full. Save the game to disk and start "
                     "aMalone again with a larger maximum, e.g.:\nretro amalone 1024",
        "game.won": "{Colour} has won.",
        "game.draw": "Draw.",
        "game.resigned": "{Colour} resigns: {winner} has won.",
        "game.agreed": "Draw by agreement.",
        "game.no_offer": "No draw has been offered.",
        "game.nothing_to_undo": "There is no move to take back.",
        "game.nothing_to_redo": "There is no move to redo.",
        "help.bad_name": "Help file '{name}' is not a file name in aMalone's folder.",
        "help.unreadable": "Help file '{name}' cannot be read.",
    },
}


def words(args: dict, lang: str | None = None) -> dict:
    """A colour given as its number (0 black, 1 white) in words: `colour` ("zwart"), with
    `colour_adj` and `Colour` beside it, and `Colour` or `winner` alone capitalised."""
    table = TEXTS.get(lang or DEFAULT_LANG, TEXTS[DEFAULT_LANG])
    if "colour" in args and args["colour"] in (0, 1):
        c = args["colour"]
        args["colour"] = table[("black", "white")[c]]
        args.setdefault("colour_adj", table[("black.adj", "white.adj")[c]])
        args.setdefault("Colour", table[("Black", "White")[c]])
    for key in ("Colour", "winner"):
        if key in args and args[key] in (0, 1):
            args[key] = table[("Black", "White")[args[key]]]
    return args


# text(key, lang, **args): the text `key` in `lang` (Dutch by default), with {placeholders}
# filled in (retro.lang.Texts, the lookup of every port)
text = Texts(TEXTS, DEFAULT_LANG, words=words)


def explain(refusal, lang: str | None = None) -> str:
    """A Refusal (retro.play) as the player reads it: aMalone's own texts first, then the
    protocol's ("Regel 7: ..." of a record whose line does not replay)."""
    from retro.explaining import explain_with
    return explain_with(refusal, lang or DEFAULT_LANG, text, explain)
