"""Every German text ACME shows: refusals, the catastrophes, the panel and the menu.

The manual speaks to the players as "Sie" in the spelling of 1991 ("muß", "daß");
so do we. Messages are format strings; `say(key, **values)` fills them in.
"""
from __future__ import annotations

from retro.lang import Texts

from .world import CountryRef, world

# the collection's title menu (retro/catalog.py, through port.py): the line under the
# game's title and the scroller's words for it, in the collection's languages
BLURB = {"de": "Risiko für zwei, mit Katastrophen",
         "nl": "Risk voor twee, met rampen", "en": "Risk for two, with catastrophes"}
SCROLL = {"de": "ACME V1.0 (1990/91)", "nl": "ACME V1.0 (1990/91)", "en": "ACME V1.0 (1990/91)"}

MESSAGES = {
    # reading actions (logs, saves)
    "syntax": "Unbekannte Aktion: \u201e{text}\u201c",
    "unknown_country": "Ein Land namens \u201e{text}\u201c gibt es nicht.",
    "bad_count": "Die Anzahl muß eine Zahl von 1 bis 999 sein.",
    # impossible actions
    "game_over": "Das Spiel ist zu Ende.",
    "no_series": "Jetzt ist keine Serie einzutauschen.",
    "answer_series": "Erst die Frage nach der Serie beantworten.",
    "nothing_to_place": "Es sind keine Armeen mehr aufzustellen.",
    "place_count": "Es sind nur noch {n} Armeen aufzustellen.",
    "must_place": "Erst alle Armeen aufstellen: noch {n}.",
    "must_place_1": "Erst alle Armeen aufstellen: noch eine.",
    "not_own": "{country:Der} gehört nicht Ihnen.",
    "too_few": "{country:In} steht nur eine Armee; sie muß dort bleiben.",
    "no_enemy": "{country:Aus} kann nicht angegriffen werden: es grenzt an kein fremdes Land.",
    "attack_own": "{country:Der} gehört Ihnen schon.",
    "no_target": "{country:Aus}: das Ziel anklicken.",
    "not_adjacent": "{a:Der} und {b:der} sind keine Nachbarn.",
    "bad_dice": "Es kann mit 1 bis {n} Armeen angegriffen werden.",
    "bad_dice_1": "Es kann nur mit einer Armee angegriffen werden.",
    "attacks_over": "Die Angriffe sind vorbei: jetzt wird verschoben.",
    "finish_conquest": "Erst {country:den} anklicken: wie viele Armeen sollen nachrücken?",
    "one_stays": "Eine Armee muß {country:in} zurückbleiben.",
    "no_conquest": "Es gibt keine Eroberung, in die Armeen nachrücken könnten.",
    "move_foreign": "{country:Der} gehört nicht Ihnen: dorthin kann nicht verschoben werden.",
    "none_free": "{country:Aus} kann keine Armee mehr verschoben werden.",
    "no_friend": "{country:Aus} kann nicht verschoben werden: es grenzt an kein eigenes Land.",
    "regroup_count": "{country:Aus} können nur noch {n} Armeen verschoben werden.",
    "regroup_count_1": "{country:Aus} kann nur noch eine Armee verschoben werden.",
    # the protocol's own (retro.play), in ACME's words
    "not_your_turn": "Sie sind nicht am Zug.",
    "no_undo": "Es gibt keinen Zug zum Zurücknehmen.",
    "load_mismatch": "Der Spielstand paßt nicht zu seinem Protokoll.",
    "bad_record": "Zeile {line}: {reason}",
    "bad_file": "Der Spielstand ist beschädigt: {reason}",
    "after_end": "das Spiel war da schon zu Ende",
    "bad_settings": "Die Einstellungen sind unbrauchbar.",
}

# EREIGNISSE: the announcements (GEM alerts); {country} {n} {name} {other} {to}
CATASTROPHES = {
    "seuche": ("SEUCHE", "{country:In} wütet eine Seuche.|{n} Armeen sterben."),
    "erdbeben": ("ERDBEBEN", "Ein Erdbeben erschüttert {country:den}.|{n} Armeen sind verschüttet."),
    "revolution": ("REVOLUTION", "Revolution {country:in}!|Das Land fällt mit {n} Armeen|an {other}."),
    "desertion": ("DESERTION", "{country:In} desertieren|{n} Armeen."),
    "ueberlauf": ("ÜBERLAUF", "{n} Armeen {country:aus}|laufen {to:nach}|zu {other} über."),
    "bestechung": ("BESTECHUNG", "{country:In} wurde ein Offizier|bestochen: {n} Armeen|sind verschwunden."),
}
CATASTROPHES_1 = {   # the singular, n = 1
    "seuche": "{country:In} wütet eine Seuche.|Eine Armee stirbt.",
    "erdbeben": "Ein Erdbeben erschüttert {country:den}.|Eine Armee ist verschüttet.",
    "desertion": "{country:In} desertiert|eine Armee.",
    "ueberlauf": "Eine Armee {country:aus}|läuft {to:nach}|zu {other} über.",
    "bestechung": "{country:In} wurde ein Offizier|bestochen: eine Armee|ist verschwunden.",
}

CARDS = {"infanterie": "Infanterie", "kavallerie": "Kavallerie", "artillerie": "Artillerie"}
CARD_SHORT = {"infanterie": "I", "kavallerie": "K", "artillerie": "A"}
FREQUENCY_NAMES = {"oft": "oft", "normal": "normal", "selten": "selten", "nie": "nie"}

SCREEN = {
    "greeting": "Willkommen bei ACME!|Die Welt des Jahres 1853|wartet auf ihren Eroberer.",
    "greeting_go": "Los",
    "name_prompt": "Name von Spieler {n}:",
    "default_name": "SPIELER {n}",
    "computer": "COMPUTER",
    "series": "Serie:",
    "date": "{month}.{year}",
    "cards": "Karten",
    "cards_hidden": "{n} Karten",
    "cards_hidden_1": "1 Karte",
    "uups": "Uups",
    "done": "Fertig",
    "place": "Setzen: {n}",
    "attack": "Angriff",
    "follow": "Nachrücken",
    "regroup": "Verschieben",
    "on_turn": "{name} ist am Zug.",
    "ask_series": "{name}, möchten Sie|eine Serie eintauschen?|Sie bringt {n} Armeen.",
    "yes": "Ja", "no": "Nein", "ok": "OK",
    "lost_to_cap": "{n} Armeen verfallen:|{country:In} stehen schon 99.",
    "lost_to_cap_1": "Eine Armee verfällt:|{country:In} stehen schon 99.",
    "lost_on_arrival": "{n} Armeen verfallen:|{country:In} stünden sonst mehr als 99.",
    "lost_on_arrival_1": "Eine Armee verfällt:|{country:In} stünden sonst mehr als 99.",
    "dice_stop": "Klick hält die Würfel an",
    "how_many": "Mit wie vielen Armeen?",
    "won": "{name} hat die Welt erobert!|{month}.{year}",
    "new_game": "Neues Spiel",
    "hint_computer": "Als Name COMPUTER: dann spielt der Computer.",
    "look_away": "Der Mitspieler möge|sich kurz umdrehen!",
    "prompt_place": "{name}: noch {n} Armeen aufstellen. Ein Klick auf ein eigenes Land: eine Armee.",
    "prompt_place_1": "{name}: noch eine Armee aufstellen.",
    "prompt_attack": "{name}: Angriff. Aus welchem Land? Fertig: zum Verschieben.",
    "prompt_target": "Angriff {country:aus}: das Ziel anklicken. Uups: abbrechen.",
    "prompt_follow": "{country} erobert! Klick dort: eine Armee mehr. {src}: genug.",
    "prompt_regroup": "{name}: Verschieben. Aus welchem Land? Fertig: Zugende.",
    "prompt_regroup_to": "{country:Aus}: Klick auf einen Nachbarn, eine Armee. {country}: Ende.",
    "prompt_series": "{name}: Serie eintauschen?",
    "computer_thinks": "{name} ist am Zug ...",
    # the computer's turn as it happens (our addition: the map no longer just changes)
    "cpu_placed": "{name} setzt {n} Armeen {country:nach}.",
    "cpu_placed_1": "{name} setzt eine Armee {country:nach}.",
    "cpu_attack": "{name}: {src} greift {country:den} an, {att} gegen {dfd}.",
    "cpu_conquered": "{name} erobert {country:den}!",
    "cpu_moved": "{name} zieht {n} Armeen {src:von} {country:nach}.",
    "cpu_moved_1": "{name} zieht eine Armee {src:von} {country:nach}.",
    "cpu_faster": "(Klick: schneller)",
    "phase_serie": "Serie?", "phase_setzen": "Setzen:{n}", "phase_angriff": "Angriff",
    "phase_nachruecken": "Nachrücken", "phase_verschieben": "Verschieb.", "phase_ende": "Ende",
    "dice_how_many": "Würfel?",
    "info": "ACME V1.0 - nachgebaut|für die retro-Sammlung.|Nach dem Public-Domain-Spiel|von Torsten Werner, 1990/91.||F10: Ton aus und an.",
    "quit": "Spiel wirklich abbrechen?",
    "new": "Neues Spiel beginnen?",
    "saved": "Gespeichert: {name}",
    "loaded": "Geladen: {name}",
    "kept": "Beim Schließen gesichert: {name}",
    "save_title": "SPIEL SPEICHERN",
    "load_title": "SPIEL LADEN",
    "file_failed": "{name}:|{reason}",
    "offer_bak": "{name}:|{reason}|Die Sicherheitskopie|{bak} laden?",
    "folder": "{reason} Bitte einen anderen Ordner wählen.",
}

MENU = {
    "desk": "ACME", "info": "  INFO ...",
    "game": "Spiel", "new": "  Neues Spiel", "save": "  Speichern ...", "load": "  Laden ...",
    "abort": "  Abbruch",
    "events": "Ereignisse", "oft": "  oft", "normal": "  normal", "selten": "  selten", "nie": "  nie",
}


# A country's name after a preposition [decide, issue 33.10]: most names of 1853 take no
# article ("aus Algerien"), these do, and their case follows the preposition ("aus dem
# Deutschen Bund", "in die Vereinigten Staaten"). Gender ("m", "f", "n", "pl") and the name
# after its article in the nominative, the dative and the accusative.
ARTICLES = {
    "Deutscher Bund": ("m", "Deutsche Bund", "Deutschen Bund", "Deutschen Bund"),
    "Sudan": ("m", "Sudan", "Sudan", "Sudan"),
    "Osmanisches Reich": ("n", "Osmanische Reich", "Osmanischen Reich", "Osmanische Reich"),
    "Kapland": ("n", "Kapland", "Kapland", "Kapland"),
    "Nordwest-Territorium": ("n", "Nordwest-Territorium", "Nordwest-Territorium", "Nordwest-Territorium"),
    "Mongolei": ("f", "Mongolei", "Mongolei", "Mongolei"),
    "Vereinigte Staaten": ("pl", "Vereinigten Staaten", "Vereinigten Staaten", "Vereinigten Staaten"),
    "Westliche Territorien": ("pl", "Westlichen Territorien", "Westlichen Territorien", "Westlichen Territorien"),
}
_NOM = {"m": "der", "f": "die", "n": "das", "pl": "die"}
_DAT = {"m": "dem", "f": "der", "n": "dem", "pl": "den"}
_ACC = {"m": "den", "f": "die", "n": "das", "pl": "die"}


class Country(str):
    """A country's name that a template puts in its case: {country:aus} "aus dem Deutschen
    Bund", {country:in} "im Sudan", {country:nach} "in die Vereinigten Staaten", {country:von},
    {country:der} (nominative), {country:den} (accusative); a capital first letter in the
    spec ({country:In}) begins a sentence. Without a spec: the name as the map shows it."""

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        text = self.form(spec.lower())
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text

    def form(self, how: str) -> str:
        name = str(self)
        art = ARTICLES.get(name)
        if art is None:
            return name if how in ("der", "den") else f"{how} {name}"
        g, nom, dat, acc = art
        return {"der": f"{_NOM[g]} {nom}", "den": f"{_ACC[g]} {acc}",
                "in": f"im {dat}" if g in ("m", "n") else f"in {_DAT[g]} {dat}",
                "von": f"vom {dat}" if g in ("m", "n") else f"von {_DAT[g]} {dat}",
                "aus": f"aus {_DAT[g]} {dat}",
                "nach": f"ins {acc}" if g == "n" else f"in {_ACC[g]} {acc}"}.get(how, name)


def country_name(name: str) -> Country:
    return Country(name)


COUNTRY_KEYS = ("country", "src", "to", "a", "b")


def _countries(params: dict, lang=None) -> dict:
    """The values that name a country become Country, for the templates' cases."""
    for k in COUNTRY_KEYS:
        if isinstance(params.get(k), str) and not isinstance(params[k], Country):
            params[k] = Country(params[k])
    return params


# the lookups of every port (retro.lang.Texts): say(key, lang, **values) for the rules'
# messages, screen(key, lang, **values) for the screens'; `key_1` is the singular (n = 1).
# ACME speaks German only.
say = Texts({"de": MESSAGES}, "de", words=_countries)
screen = Texts({"de": SCREEN}, "de", words=_countries)


def explain(refusal, lang: str | None = None) -> str:
    """A Refusal (retro.play) as the player reads it, in German: the countries it names
    (world.CountryRef) by their names on the map."""
    from retro.explaining import explain_with
    return explain_with(refusal, "de", say, explain, names=_country_names,
                        known=lambda key: key in MESSAGES or key + "_1" in MESSAGES)


def _country_names(params: dict, lang=None) -> dict:
    for k, v in params.items():
        if isinstance(v, CountryRef):
            params[k] = world(v.map).countries[v.id].name
    return params


def catastrophe(event, world, names) -> tuple[str, str]:
    """(title, text with | between lines) of a catastrophe's alert."""
    title, template = CATASTROPHES[event.kind]
    if event.armies == 1 and event.kind in CATASTROPHES_1:
        template = CATASTROPHES_1[event.kind]
    country = world.countries[event.country].name
    to = world.countries[event.to_country].name if event.to_country is not None else ""
    other = names[event.to_player] if event.to_player is not None else ""
    text = template.format(country=Country(country), n=event.armies, to=Country(to), other=other,
                           name=names[event.player])
    lost = getattr(event, "lost", 0)
    if lost:                               # the 99 per country (AUFSTELLEN DER ARMEEN)
        text += "|" + screen("lost_on_arrival", n=lost, country=to)
    return title, text


def all_texts() -> list[str]:
    """Every template (the font test renders them all)."""
    out = list(MESSAGES.values()) + list(SCREEN.values()) + list(MENU.values())
    out += [t for pair in CATASTROPHES.values() for t in pair] + list(CATASTROPHES_1.values())
    out += list(CARDS.values())
    return out
