"""Every text a player of the German PBEM reads: messages, phase names, file headings."""
from __future__ import annotations

import re

from retro.lang import Texts

from .post_texts import REFUSALS as _POST_REFUSALS

# the collection's title menu (retro/catalog.py, through port.py): the line under the
# game's title and the scroller's words for it, in the collection's languages
BLURB = {"de": "Galaxis per E-Mail erobern",
         "nl": "Het heelal veroveren per e-mail", "en": "Conquer the galaxy by e-mail"}
SCROLL = {"de": "TWILIGHT IMPERIUM PER E-MAIL", "nl": "TWILIGHT IMPERIUM PER E-MAIL",
          "en": "TWILIGHT IMPERIUM BY E-MAIL"}

PHASES = {
    "wuensche": "Verteilung der Rassen",
    "gebote": "Gebote um die Heimatsysteme",
    "aufbau": "Bau der Galaxis",
    "politik": "1. Politikphase",
    "wirtschaft": "2. Wirtschaftsphase",
    "bewegung": "3. Bewegungsphase",
    "raumkampf": "4. Raumkampfphase",
    "invasion": "5. Invasionsphase",
    "technologie": "6. Technologiephase",
    "spielleiter": "7. Phase des Spielleiters",
    "sabotage": "Sabotagephase",
    "ende": "Spielende",
}

VICTORY = {
    "herrscher": "Herrscher des Universums",
    "militaer": "militärischer Sieg",
    "runden": "Ende nach der letzten Runde",
}

MESSAGES = {
    # orders
    "bad_order": "Befehl nicht lesbar: {line}\n  Form: Spieler BEFEHL schluessel=wert ..., z. B. S1 STIMME fuer=ja;\n  Leerzeichen in einem Namen als _ schreiben: planet=Arc_Prime",
    "bad_number": "Keine gültige Zahl bei {field}: {value}",
    "bad_value": "Ungültiger Wert bei {field}: {value}",
    "bad_player": "{value} geht hier nicht: gemeint ist ein Mitspieler, S1 bis S{n} außer dir.",
    "bad_race": "Unbekannte Rasse: {race} (es gibt: {known})",
    "bad_unit": "Unbekannte Einheit: {unit} (es gibt: {known})",
    "bad_tech": "Unbekannte Technologie: {tech} (es gibt: {known})",
    "bad_card": "Unbekannte Aktionskarte: {card} (es gibt: {known})",
    "bad_bid": "Ein Gebot liegt zwischen 0 und {hi} Krediten.",
    "wrong_phase": "Der Befehl {verb} gehört nicht in diese Phase ({phase}); jetzt möglich: {verbs}.",
    "not_awaited": "Von {player} werden in dieser Phase keine Befehle erwartet.",
    "foreign_order": "Dieser Befehl gehört einem anderen Spieler: {line}",
    "orders_missing": "Es fehlen noch Befehle von: {players}",
    "game_over": "Das Spiel ist beendet.",
    "twice": "{verb} darf nur einmal gegeben werden.",
    "player_count": "Twilight Imperium spielen {lo} bis {hi} Spieler.",
    # galaxy building
    "must_place": "Du bist am Zug und musst eine Kachel legen.",
    "not_your_turn": "Du bist nicht am Zug.",
    "tile_not_in_hand": "Diese Kachel hast du nicht.",
    "placement_illegal": "Diese Kachel darf dort nicht liegen (Ring, rote Kachel oder Planetenpflicht). "
                         "Jetzt erlaubt: die Plätze {places} mit den Kacheln {tiles}.",
    "no_system": "Kein System an der Stelle {system}.",
    # politics
    "vote_law": "Über ein Gesetz stimmt man mit fuer=ja oder fuer=nein ab.",
    "vote_player": "Gewählt wird ein Spieler, z. B. fuer=S2 (nicht {value}).",
    "not_xxcha": "Nur die Xxcha dürfen eine politische Karte verwerfen.",
    "no_money": "Dafür reichen deine Kredite nicht (nötig {need}, du hast {have}).",
    # cards
    "card_not_in_hand": "Die Karte {card} hast du nicht (mehr) auf der Hand.",
    "card_phase": "Die Karte {card} wirkt in einer anderen Phase.",
    "card_twice": "{card} wurde in dieser Runde schon gegen dasselbe Ziel gespielt.",
    "sabotage_only": "Sabotage spielt man in der Sabotagephase mit SABOTAGE karte=Nummer.",
    "bad_target_card": "Diese Nummer gehört zu keiner gespielten Karte.",
    "own_card": "Die eigene Karte sabotiert man nicht.",
    # economy
    "not_your_planet": "{planet} gehört dir nicht.",
    "no_dock": "Auf {planet} steht kein Raumdock.",
    "dock_full": "Das Raumdock auf {planet} baut je Runde höchstens {n} (bestellt: {want}); die "
                 "Grenze sind die Rohstoffe des Planeten, unter Menschenwürdiger Arbeit 2.",
    "one_dock": "Auf jedem Planeten steht höchstens ein Raumdock.",
    "max_docks": "Niemand hat mehr als sechs Raumdocks.",
    "arms_limit": "Rüstungsbeschränkung: höchstens 2 Zerstörer.",
    # movement
    "same_system": "Start und Ziel sind dasselbe System.",
    "no_ships": "Ohne Schiff mit eigenem Antrieb bewegt sich nichts.",
    "not_enough": "In {system} hast du nur {have}, nicht {want}.",
    "over_capacity": "Die Transporter fassen nicht so viel: Ladung {cargo}, Platz {room} "
                     "(Bodentruppen, Jäger und P.D.S. zählen je 1).",
    "unreachable": "{unit} erreicht {system} nicht (Reichweite {mp}; Supernova, Asteroiden, Nebel und feindliche Flotten versperren den Weg). Von {src} aus erreichbar: {reach}.",
    # combat and invasion
    "defender_retreat": "In {system} verteidigst du: zurückweichen kannst du nur vor dem Kampf "
                        "(rueckzug=sofort), nicht nach einer Kampfrunde.",
    "no_battle": "In {system} findet keine Schlacht mit dir statt.",
    "planet_not_here": "{planet} liegt nicht im System {system}.",
    "enemy_in_space": "In {system} sind noch feindliche Schiffe: keine Landung.",
    "one_planet": "Transporter laden nur auf einem Planeten (mit Wexcon auf zwei) aus.",
    # technology
    "tech_limit": "Höchstens {n} Technologien je Phase.",
    "tech_owned": "{tech} besitzt du schon.",
    "tech_needs": "Für {tech} fehlt dir erst noch: {needs}.",
    # files and secrets
    "file_missing": "Datei nicht gefunden: {name}",
    "file_damaged": "Die Datei ist beschädigt oder verändert worden (Prüfsumme falsch); bitte die Originaldatei schicken.",
    "no_cryptography": ("Das Spiel per E-Mail braucht das Python-Paket »cryptography« für seine Siegel und "
                        "Unterschriften; es ist hier nicht geladen (auf einer Webseite: der Download ist "
                        "misslungen). Hot-Seat-Spiel und Galaxie gehen ohne."),
    "file_foreign": "Diese Datei gehört zu einem anderen Spiel ({theirs}; dieses Spiel ist {ours}).",
    "file_kind": "Das ist {kind}.",
    "key_file_changed": "Die Passphrase stimmt, aber die Schlüsseldatei wurde verändert (oder beschädigt); "
                        "bitte eine Sicherungskopie nehmen.",
    "file_truncated": "Die Datei ist unvollständig: ihr Ende (die Unterschrift) fehlt; vielleicht wurde "
                      "sie beim Kopieren abgeschnitten. Bitte die ganze Datei schicken.",
    "file_newer": "Die Datei stammt von einer neueren Version.",
    "file_outdated": "Die Datei ist veraltet: geschrieben für Runde {round}, {phase} (Schritt {step}); jetzt ist Runde {want_round}, {want_phase} (Schritt {want_step}). Befehle zum neuesten Paket schreiben.",
    "file_replayed": "Diese Befehlsdatei wurde schon einmal eingereicht; sie zählt nur einmal.",
    "file_player": "Die Befehle stammen nicht von {player}.",
    "wrong_password": "Falsches Passwort.",
    "password_short": "Ein Passwort hat mindestens {n} Zeichen.",
    "password_same": "Jeder Spieler braucht ein eigenes Passwort.",
    "no_step": "Diesen Schritt gibt es in der Geschichte nicht.",
    "bad_seat_address": "{value}: gemeint ist PLATZ=ADRESSE, etwa S2=bert@example.org (S1 bis S{n}).",
    "master_mismatch": "Die Datei meister.txt ist echt, aber ihre Geschichte ergibt beim Nachspielen einen anderen "
                       "Stand: sie stammt von einer Programmversion mit anderen Regeln (Version {theirs}; dieses "
                       "Programm hat Version {ours}). Mit der alten Version weiterspielen.",
    "master_older": "Die Datei meister.txt ist älter als die Pakete, die schon in ausgang/ liegen: sie steht "
                    "bei Schritt {step}, die Pakete bei Schritt {marked} (Ausgabe {ours}, die Pakete Ausgabe "
                    "{theirs}). Ist es eine Sicherung (meister.txt.bak) oder eine alte Kopie? Mit ihr gingen "
                    "Pakete alter Schritte noch einmal hinaus. Wer sie trotzdem weiterführen will: dieselbe "
                    "Anweisung mit --aeltere-meisterdatei.",
    "master_diverges": "Die Datei meister.txt ist echt und von dieser Programmversion, aber ihre Geschichte "
                       "({step} Schritte) ergibt beim Nachspielen einen anderen Stand. Das ist ein Fehler des "
                       "Programms, nicht der Datei: bitte melden; die Sicherung meister.txt.bak nicht löschen.",
    "file_too_big": "Die Datei ist zu groß für {kind} (höchstens {limit} KB).",
    "file_too_large": "Die Datei {name} ist zu groß (mehr als {limit} KB); gemeint ist eine kleine Textdatei.",
    "packet_data": "Das Paket enthält ungültige Daten (Feld {field}): es wurde verändert oder beschädigt; "
                   "bitte den Spielleiter um das Originalpaket.",
    "too_many_orders": "Zu viele Befehle in einer Datei: {n} (höchstens {most}).",
    "file_older": "Diese Befehle von {player} sind älter als die schon angenommenen ({name}); es gelten die neueren.",
    "wrong_key": "Dieser Schlüssel gehört nicht zu diesem Spiel.",
    "needs_key": "Dieses Spiel wird mit Schlüsseln gespielt: die Schlüsseldatei und ihre Passphrase werden gebraucht.",
    "needs_password": "Dieses Spiel wird mit Passwörtern gespielt: das Passwort wird gebraucht.",
    "orders_mode": "Diese Befehlsdatei ist nicht mit dem {want} dieses Spiels geschrieben.",
    "not_for_you": "Dieses Paket ist für {player}, aber nicht für deinen Schlüssel geschrieben.",
    "key_same": "Jeder Spieler braucht einen eigenen Schlüssel (und der Spielleiter einen anderen).",
    "not_missing": "Auf {player} wird in diesem Schritt nicht gewartet.",
    "bad_name": "Ungültiger Name: {name} (1 bis 40 Zeichen, ohne = / \\).",
    "bad_address": "Ungültige E-Mail-Adresse: {address} (genau ein @, keine Leerzeichen, keine spitzen "
                   "Klammern, kein Zeilenumbruch).",
    "passphrase_short": "Eine Passphrase hat mindestens {n} Zeichen.",
    "key_exists": "Es gibt schon eine Schlüsseldatei: {path} (eine neue würde die alte zerstören).",
    "gm_unknown": "Das erste Paket des Spiels {game}: der Schlüssel des Spielleiters ist noch unbekannt. "
                  "Sein Fingerabdruck: {fingerprint}. Vergleiche ihn mit dem, den dir der Spielleiter "
                  "auf anderem Weg (Telefon, Brief) gesagt hat; erst wenn er gleich ist, merkt sich "
                  "das Programm den Schlüssel (player show PAKET --fingerabdruck \"{fingerprint}\").",
    "gm_key_changed": "Dieses Paket ist mit einem anderen Spielleiter-Schlüssel unterschrieben als die früheren "
                      "Pakete des Spiels {game}: es stammt nicht vom Spielleiter. Nicht darauf antworten.",
    "file_packet": "Das ist ein Paket des Spielleiters, keine Befehlsdatei (die schreibt player orders).",
    "file_other_game": "Diese Datei gehört nicht zu Twilight Imperium.",
    "verbs_later": "; für spätere Phasen der Runde auch: {verbs}",
    "bad_phase": "Keine Phase dieser Runde: {value} (möglich: {known}).",
    "move_units": " und die Einheiten (Transporter=, Kreuzer=, Zerstörer=, Jäger=, Bodentruppe=, P.D.S.=)",
    "bad_key": "{verb} kennt die Angabe {field}= nicht; möglich: {keys}.",
    "bad_line": "Befehl abgelehnt: {line}\n  {reason}",
    # the command line
    "pw_mismatch": "Die beiden Eingaben stimmen nicht überein.",
    "pw_file_short": "In der Passwortdatei fehlen Passwörter: {want} gebraucht, {have} gefunden.",
    "exists": "In {dir} gibt es schon ein Spiel.",
    "folder_not_made": "Der Ordner {dir} kann nicht angelegt werden: gibt es den Weg dorthin, und darf dort "
                       "geschrieben werden?",
    "keys_or_passwords": "Entweder --schluessel oder --passwoerter, nicht beides.",
    "key_count": "Es werden {want} öffentliche Schlüssel gebraucht (einer je Spieler), nicht {have}.",
    "no_keyfile": "Keine Schlüsseldatei: {path}. Erst mit player key --name NAME die Schlüssel machen "
                  "(oder mit --schluessel DATEI sagen, wo sie liegt).",
    "bad_date": "Kein Datum: {value} (so: 2025-03-01 oder \"2025-03-01 18:00\").",
    "deadline_how": "Eine Frist braucht --bis DATUM oder --tage N (oder --keine).",
    "deadline_past": "Diese Frist ist schon vorbei ({until} UTC): eine Frist liegt in der Zukunft "
                     "(--bis DATUM oder --tage N, mindestens 1).",
}
MESSAGES.update(_POST_REFUSALS)          # the post's (post_texts.py)

# what a file is called in a refusal ("Das ist kein(e) ...")
FILE_KINDS = {"befehle": "keine Befehlsdatei", "paket": "kein Paket",
              "meister": "keine Datei des Spielleiters (meister.txt)", "schluessel": "keine Schlüsseldatei",
              "oeffentlich": "kein öffentlicher Schlüssel"}
FILE_NAMES = {"befehle": "eine Befehlsdatei", "paket": "ein Paket", "meister": "eine Datei des Spielleiters",
              "schluessel": "eine Schlüsseldatei", "oeffentlich": "einen öffentlichen Schlüssel"}

LABELS = {
    "round": "Runde", "phase": "Phase", "awaited": "Erwartet werden Befehle von",
    "map": "Karte", "laws": "Gesetze in Kraft", "track": "Fortschrittsskala",
    "since": "Was seit deinem letzten Paket geschah", "hand": "Deine Hand", "credits": "Kredite",
    "cards": "Aktionskarten", "techs": "Technologien", "political": "Politische Karte",
    "none": "keine", "tiles": "Deine Kacheln", "units": "Einheiten", "planets": "Planeten",
    "trade": "Handelsabkommen", "winner": "Sieger",
    "ahead": "Deine Befehle für später in dieser Runde", "standing": "Deine Daueraufträge",
    "reach": "Deine Befehle reichen bis",
}


def _fill(text: str, params: dict) -> str:
    """A template filled in; a sentence whose details were not given is left out, never shown
    with its {placeholders}."""
    try:
        return text.format(**params)
    except (KeyError, IndexError):
        kept = []
        for sentence in re.split(r"(?<=\.) ", text):
            try:
                kept.append(sentence.format(**params))
            except (KeyError, IndexError):
                pass
        return " ".join(kept) or text


# what a tile is called wherever a player reads it [decide, issue 33.5]: what it holds (its
# planets with resources/influence, or its kind), its code beside it: "Abyz 4/0, Fria 2/1 (P01)"
TILE_NAMES = {
    "planeten": "Planetensystem", "leer": "Leeres System", "supernova": "Supernova",
    "asteroiden": "Asteroidenfeld", "nebel": "Nebel", "riss": "Gravitationsriss",
    "alpha": "Alpha-Wurmloch", "beta": "Beta-Wurmloch", "heimat": "Heimatsystem", "mecatol": "Mecatol Rex",
}


def tile_words(key: str) -> str:
    """A tile by what it holds: its planets with their values, or its kind."""
    from ..rules import galaxy, tiles
    try:
        t = galaxy.tile(key)
    except KeyError:                   # a code a player wrote that names no tile: as written
        return key
    if t.planets:
        return ", ".join(f"{n} {tiles.PLANET_VALUES[n][0]}/{tiles.PLANET_VALUES[n][1]}" for n in t.planets)
    return TILE_NAMES.get(t.kind, t.kind)


def tile_label(key: str) -> str:
    """A tile as every text names it: what it holds, its code (the order's kachel=) beside it."""
    words = tile_words(key)
    return words if words == key else f"{words} ({key})"


def _message_words(params: dict, lang) -> dict:
    """A refusal's values in words (the rules give keys and values only): tiles (a tuple of
    codes) by their names, a phase by its name, the orders possible now and later (engine's
    wrong_phase), the keys an order takes (notation's bad_key)."""
    if isinstance(params.get("tiles"), tuple):
        params["tiles"] = "; ".join(tile_label(k) for k in params["tiles"])
    if isinstance(params.get("phase"), str):
        params["phase"] = PHASES.get(params["phase"], params["phase"])
    if isinstance(params.get("verbs"), tuple):
        later = params.pop("later", ())
        params["verbs"] = (", ".join(params["verbs"]) or "-") + (
            MESSAGES["verbs_later"].format(verbs=", ".join(later)) if later else "")
    if isinstance(params.get("keys"), tuple):
        params["keys"] = (", ".join(f"{x}=" for x in params["keys"]) or "-") + (
            MESSAGES["move_units"] if params.pop("with_units", False) else "")
    return params


# the German text of a message: message(code, lang=None, **params) (retro.lang.Texts)
message = Texts({"de": MESSAGES}, "de", fill=_fill, words=_message_words)


def explain(refusal, lang: str = "de") -> str:
    """A refusal (retro.play.Refusal) as the player reads it, in German (the game's only
    language): a refused order also shows the line the player wrote, so that he sees which
    of his lines to fix. The protocol's own keys fall back to retro.play.generic_text."""
    from retro.explaining import explain_with
    text = explain_with(refusal, "de", lambda key, _lang, **params: message(key, **params), explain,
                        known=MESSAGES.__contains__)
    line = refusal.params.get("line")
    if line and refusal.key in MESSAGES and "{line}" not in MESSAGES[refusal.key]:
        from retro.storage import excerpts
        text = message("bad_line", line=excerpts({"line": line}, "de")["line"], reason=text)
    return text


# what happened, as the packets and the game master's log tell it; the log holds values
# (state.LogEvent: a code and its params), made German here when it is shown (log_text)
LOG = {
    "plays_race": "{player} spielt {race}",
    "bid_place": "{player} bietet {credits} und erhält den Heimatplatz {system}",
    "tile_laid": "{player} legt {tile} auf {system}",
    "start_units": "Die Starteinheiten stehen; Runde 1 beginnt",
    "political_card": "Politische Karte: {law}",
    "gives_card": "{player} gibt {other} eine Aktionskarte",
    "pays": "{player} zahlt {other} {n} Kredite",
    "trade_made": "Handelsabkommen zwischen {player} und {other}",
    "discards_political": "{player} verwirft die politische Karte",
    "law_passed": "Abstimmung über {law}: {yes} dafür, {no} dagegen, von {total} Stimmen: angenommen",
    "law_failed": "Abstimmung über {law}: {yes} dafür, {no} dagegen, von {total} Stimmen: abgelehnt",
    "no_votes": "Wahl {law}: keine Stimmen",
    "election_votes": "Wahl {law}: Stimmen {votes}",
    "election_tie": "Wahl {law}: Gleichstand, niemand gewählt",
    "law_repealed": "{law} ist aufgehoben",
    "elected": "{law}: {player} ist gewählt",
    "abandons": "Expansionsbeschränkung: {player} gibt {planet} auf",
    "law_expires": "{law} läuft aus",
    "income": "{player} erhält {n} Kredite",
    "build_failed": "{player}: Bau auf {planet} nicht möglich",
    "bought": "{player} kauft {units} auf {planet}",
    "build_lost": "{player}: {planet} verloren, der Bau verfällt",
    "sabotage_phase": "Aktionskarten gespielt, jeder darf mit Sabotage antworten: {plays}",
    "sabotaged": "{player} sabotiert {card} von {victim}",
    "card_played": "{player} spielt {card}",
    "card_played_on": "{player} spielt {card} auf {target}",
    "ion_storm": "Ionensturm: {player} kann nicht nach {system}",
    "moves": "{player} fliegt von {src} nach {dst}: {units}",
    "no_room": "{player} verliert {units} in {system} (kein Platz)",
    "rift_free": "Riss: {player} {unit} würfelt {roll}, frei -> {system}",
    "rift_stay": "Riss: {player} {unit} würfelt {roll}, bleibt",
    "rift_side": "Riss: {player} {unit} würfelt {roll}, Seite {roll} -> {system}",
    "pds_fire": "P.D.S. von {owner} in {system}: {hits} Treffer gegen {victim} (Verluste: {lost})",
    "battle": "Raumschlacht in {system}: {attacker} ({units_a}) greift {defender} ({units_d}) an",
    "battle_losses": "Verluste in {system}: {attacker} {lost_a}; {defender} {lost_d}",
    "votes_cast": "Stimmen zu {law}: {ballots}",
    "battle_round": "Kampfrunde {n} in {system}: {attacker} würfelt {dice_a} ({hits_a} Treffer), "
                    "{defender} würfelt {dice_d} ({hits_d} Treffer)",
    "direct_hit": "Direkter Treffer: {player} verliert {unit}",
    "no_retreat": "{player} kann aus {system} nicht zurückweichen",
    "retreat": "{player} zieht sich von {system} nach {dest} zurück",
    "nxill_pause": "Konvention von Nxill: die Schlacht in {system} ruht bis zur nächsten Runde",
    "nobody_left": "In {system} bleibt niemand übrig",
    "battle_won": "{player} gewinnt die Schlacht in {system}",
    "truce_broken": "Waffenstillstand gebrochen: {player} zahlt {victim} {n} Kredite",
    "landing": "{player} landet {units} auf {planet}",
    "bombard": "Bombardement von {planet}: {units} vernichtet",
    "pds_landing": "P.D.S. auf {planet}: {n} Treffer gegen die landenden Bodentruppen",
    "ground_round": "Bodenkampf auf {planet}, Kampfrunde {n}: {hits_a} zu {hits_d} Treffer",
    "installations_lost": "P.D.S. und Raumdock auf {planet} werden zerstört",
    "conquers": "{player} erobert {planet}",
    "planet_holds": "{planet} bleibt bei {player}",
    "research_failed": "{player}: {tech} nicht möglich",
    "researched": "{player} erforscht {tech} für {n} Kredite",
    "council_rests": "Ermächtigter Rat: die Fortschrittsskala ruht in dieser Runde",
    "advances": "{player} steigt auf: Stufe {n}, {step}",
    "winners": "Sieger: {players}",
    "player_out": "{player} ist aus dem Spiel",
    "ahead_dropped": "{player}: der vorab gegebene Befehl {line} entfällt: {why}",
    "skipped": "{player} wurde übersprungen: der Spielleiter wartete nicht länger auf seine Befehle "
               "(es galten seine Daueraufträge, sonst keine Befehle)",
}


VOTE_WORDS = {"ja": "dafür", "nein": "dagegen", "": "keine Stimme abgegeben"}


def dice_text(dice) -> str:
    """The dice of a combat round as the log shows them: a d10 shows 0 for ten."""
    return ",".join("0" if d == 10 else str(d) for d in dice) or "-"


def _show(key: str, v) -> str:
    """One value of a log event in words: players as S1, keys as their German names."""
    from ..rules import cards, progress, races, technology, units
    if key in ("player", "other", "victim", "owner", "attacker", "defender"):
        return f"S{v + 1}"
    if key == "players":
        return ", ".join(f"S{p + 1}" for p in v)
    if key == "card":
        return cards.ACTION[v].name
    if key == "law":
        return cards.POLITICAL[v].name
    if key == "race":
        return races.RACES[v].name
    if key == "tech":
        return technology.TECHS[v].name
    if key == "step":
        return progress.STEPS[v].name
    if key == "unit":
        return units.UNITS[v].name
    if key == "tile":
        return tile_label(v)
    if key in ("units", "units_a", "units_d"):     # ((unit, n), ...): "1 Transporter, 3 Bodentruppen"
        return ", ".join(units.UNITS[u].count(n) for u, n in v) or "-"
    if key in ("lost_a", "lost_d") and (not v or isinstance(v[0], tuple)):    # by unit
        return ", ".join(units.UNITS[u].count(n) for u, n in v) or "keine"
    if key == "ballots":        # ((player, "ja"/"nein"/index/"", votes), ...)
        return ", ".join(f"S{p + 1} " + (VOTE_WORDS.get(c, "") if isinstance(c, str) else f"für S{c + 1}")
                         + f" ({n})" for p, c, n in v)
    if key == "lost":
        return ", ".join(units.UNITS[u].name for u in v) or "-"
    if key in ("dice_a", "dice_d"):
        return dice_text(v)
    if key == "credits":
        return f"{v} {'Kredit' if v == 1 else 'Kredite'}"
    if key == "votes":
        return ", ".join(f"S{p + 1} {n}" for p, n in v)
    if key == "why":            # (refusal key, ((param, value), ...)): why an order fell away
        return message(v[0], **dict(v[1]))
    if key == "plays":          # ((player, card, target), ...), numbered as SABOTAGE karte=N takes them
        return "; ".join(f"{i}. S{p + 1}: {cards.ACTION[k].name}" + (f" ({t})" if t else "")
                         for i, (p, k, t) in enumerate(v, 1))
    return str(v)


def _words(params: dict, lang) -> dict:
    return {k: _show(k, v) for k, v in params.items()}


# what happened, in German: log(code, lang=None, **params) with its template of LOG
log = Texts({"de": LOG}, "de", words=_words, fill=lambda text, params: text.format(**params))


def log_text(event) -> str:
    """What happened, in German: a state.LogEvent told with its template of LOG."""
    return log(event.code, **dict(event.params))


# an order in words [decide, issue 33.7]: the desk, the hot seat's "Ereignisse" and "Verlauf"
# say what it does as a German sentence; the order line of the file stays beside it
ORDER_WORDS = {
    "WUNSCH": "Wunschrassen: {races}",
    "GEBOT": "Gebot um den Heimatplatz: {credits}{places}",
    "GEBOT_places": "; Wunschplätze {places}",
    "LEGE": "Kachel {tile} legen auf {place}",
    "LEGE_anywhere": "den freien Platz nächst der Heimat",
    "LEGE_or": " oder ",
    "STIMME": "Stimme: {choice}",
    "STIMME_choice": {"ja": "dafür", "nein": "dagegen", "": "keine"},
    "STIMME_player": "für {player}",
    "HANDEL": "Handelsabkommen mit {player} anbieten",
    "GIB": "An {player} geben: {what}",
    "GIB_credits": "{n} Kredite",
    "GIB_card": "die Karte {card}",
    "GIB_and": " und ",
    "VERWERFEN": "Die politische Karte verwerfen",
    "KARTE": "Karte {card} spielen",
    "KARTE_target": "Karte {card} spielen auf {target}",
    "BAU": "{units} bauen auf {planet}",
    "BEWEGE": "Von {src} nach {dst} fliegen: {units}",
    "BEWEGE_stay": "; aus dem Riss: bleiben",
    "KAMPF": "Schlacht in {system}: {retreat}{to}{losses}",
    "KAMPF_all": "Jede Schlacht (Dauerauftrag): {retreat}{to}{losses}",
    "KAMPF_retreat": {"nie": "kein Rückzug", "sofort": "Rückzug sofort"},
    "KAMPF_after": "Rückzug nach der {n}. Kampfrunde",
    "KAMPF_to": ", nach {to}",
    "KAMPF_losses": "; zuerst fallen {units}",
    "LANDE": "{units} landen auf {planet} ({system})",
    "LANDE_all": "Alle Bodentruppen an Bord",
    "FORSCHE": "Erforschen: {tech}",
    "SABOTAGE": "Die gespielte Karte Nr. {n} sabotieren",
    "SABOTAGE_rule": "Dauerauftrag Sabotage: Karten {against}{kind}{aim}",
    "SABOTAGE_against": {"": "aller", "alle": "aller", "spitze": "des Führenden"},
    "SABOTAGE_players": "von {players}",
    "SABOTAGE_kind": ", nur {card}",
    "SABOTAGE_aim": ", nur gegen mich",
    "SABOTAGE_none": "Kein Dauerauftrag zur Sabotage mehr",
    "BIS": "Befehle reichen bis zur {phase}",
    "PASSE": "Passen bis zu neuen Befehlen",
    "none": "keine Befehle",
    "skipped": "übersprungen",
}


def order_words(o) -> str:
    """An order (rules/orders.py) as a German sentence: "2 Kreuzer bauen auf Druaa",
    "Stimme: dagegen". A value a player wrote that names nothing is said as written."""
    from ..rules import cards, races, technology, units
    from ..rules.orders import ANYWHERE, EVERYWHERE, who
    W, verb = ORDER_WORDS, o.VERB

    def card(k):
        return cards.ACTION[k].name if k in cards.ACTION else str(k)

    def count(u, n):
        return units.UNITS[u].count(n) if u in units.UNITS else f"{n} {u}"

    if verb == "WUNSCH":
        return W[verb].format(races=", ".join(races.RACES[r].name if r in races.RACES else r for r in o.races))
    if verb == "GEBOT":
        places = W["GEBOT_places"].format(places=", ".join(o.places)) if o.places else ""
        return W[verb].format(credits=f"{o.amount} {'Kredit' if o.amount == 1 else 'Kredite'}", places=places)
    if verb == "LEGE":
        where = W["LEGE_or"].join(W["LEGE_anywhere"] if x == ANYWHERE else x for x in o.places or (o.place,))
        return W[verb].format(tile=tile_label(o.tile), place=where)
    if verb == "STIMME":
        choice = W["STIMME_player"].format(player=who(o.choice)) if isinstance(o.choice, int) \
            else W["STIMME_choice"].get(o.choice, o.choice)
        return W[verb].format(choice=choice)
    if verb == "HANDEL":
        return W[verb].format(player=who(o.partner))
    if verb == "GIB":
        what = [W["GIB_credits"].format(n=o.credits)] if o.credits else []
        what += [W["GIB_card"].format(card=card(o.card))] if o.card else []
        return W[verb].format(player=who(o.to), what=W["GIB_and"].join(what) or "-")
    if verb == "KARTE":
        return W["KARTE_target" if o.target else verb].format(card=card(o.card), target=o.target)
    if verb == "BAU":
        return W[verb].format(units=count(o.unit, o.count), planet=o.planet)
    if verb == "BEWEGE":
        return W[verb].format(src=o.src, dst=o.dst, units=", ".join(count(u, n) for u, n in o.ships) or "-") + \
            (W["BEWEGE_stay"] if o.rift == "bleiben" else "")
    if verb == "KAMPF":
        r = o.retreat_after
        retreat = W["KAMPF_retreat"].get(r) if isinstance(r, str) else W["KAMPF_after"].format(n=r)
        losses = W["KAMPF_losses"].format(units=", ".join(units.UNITS[u].name for u in o.losses)) if o.losses else ""
        return W["KAMPF_all" if o.system == EVERYWHERE else verb].format(
            system=o.system, retreat=retreat or str(r), to=W["KAMPF_to"].format(to=o.to) if o.to else "",
            losses=losses)
    if verb == "LANDE":
        what = W["LANDE_all"] if o.all else count("ground", o.count)
        return W[verb].format(units=what, planet=o.planet, system=o.system)
    if verb == "FORSCHE":
        return W[verb].format(tech=technology.TECHS[o.tech].name if o.tech in technology.TECHS else o.tech)
    if verb == "SABOTAGE":
        if not o.rule:
            return W[verb].format(n=o.card)
        if o.against == "niemand":
            return W["SABOTAGE_none"]
        against = W["SABOTAGE_against"].get(o.against) or W["SABOTAGE_players"].format(
            players=", ".join(o.against.split(",")))
        return W["SABOTAGE_rule"].format(against=against,
                                         kind=W["SABOTAGE_kind"].format(card=card(o.kind)) if o.kind else "",
                                         aim=W["SABOTAGE_aim"] if o.aim else "")
    if verb == "BIS":
        return W[verb].format(phase=PHASES.get(o.phase, o.phase))
    return W.get(verb, o.text())


def orders_words(action) -> list:
    """One player's orders of a step (orders.Orders), each as (words, the line of the file)."""
    if action.skipped:
        return [(ORDER_WORDS["skipped"], action.text())]
    if not action.orders:
        return [(ORDER_WORDS["none"], action.text())]
    return [(order_words(o), o.text()) for o in action.orders]

# the packet: section headings and the lines of the public report
SECTIONS = {
    "status": "Stand", "awaited": "Erwartet werden Befehle von", "political": "Politische Karte",
    "laws": "Gesetze in Kraft", "track": "Fortschrittsskala", "map": "Karte",
    "since": "Was seit deinem letzten Paket geschah", "hand": "Deine Hand",
}
TILE_KINDS = {
    "leer": "leer", "supernova": "Supernova", "asteroiden": "Asteroidenfeld", "nebel": "Nebel",
    "riss": "Gravitationsriss", "alpha": "Alpha-Wurmloch", "beta": "Beta-Wurmloch",
}
REPORT = {
    "neutral": "neutral",
    "ground": "Bodentruppen {n}",
    "pds": "P.D.S. {n}",
    "dock": "Raumdock",
    "track_step": "{n} {step:26} {who}",
    "status_end": "Spielende: Sieger {players} ({how})",
    "status": "Runde {round}, {phase}",
    "law_kind": {"gesetz": "Gesetz", "wahl": "Wahl"},
}

# the print-friendly packet [decide]: overview picture, systems, players, a reminder of the orders
PACKET = {
    "title": "Twilight Imperium (PBEM) - Paket für {player} ({name})\nSpiel {game}, Schritt {step}",
    "economy": {"original": "Wirtschaft: original (ein Planet bringt seinen Rohstoffwert an Krediten, "
                            "ein Handelsabkommen {trade})",
                "schnell": "Wirtschaft: schnell (ein Planet bringt drei Kredite je Rohstoffpunkt, "
                           "ein Handelsabkommen {trade})"},
    "overview_note": "Jedes Feld: Position (Ring.Feld, MR = Mecatol Rex), darunter wer dort Planeten "
                     "oder Schiffe hat (* = mehrere) und die Art des Feldes: P Planeten, H Heimatsystem, "
                     "- leer, Nova, Aster(oiden), Nebel, Riss, Alpha, Beta (Wurmlöcher).",
    "system_head": "{label:5} Ring {ring}, Feld {field}{kind}",
    "system_head_mr": "{label:5} Mitte{kind}",
    "home_of": "Heimatsystem von {player}",
    "tiles_now": "Jetzt erlaubt: {tiles}",
    "track_note": "Aufstieg in Phase 7, höchstens eine Stufe je Runde, nie zurück; dafür müssen alle "
                  "Bedingungen der nächsten Stufe zugleich erfüllt sein:",
    "track_needs": "        braucht: {needs}",
    "player_next": "      Für {step} fehlt: {missing}",
    "neighbours": "      Nachbarn: {labels}",
    "sides": "      Seiten des Risses (1 oben, im Uhrzeigersinn): {sides}",
    "wormhole_to": "; Wurmloch zum anderen Ende {label}",
    "free": "frei",
    "planet": "      {name} (Rohstoffe {r}, Einfluss {i}): {who}",
    "in_space": "      im Raum: {who}: {units}",
    "player_head": "{player} {name} - {race}, Heimat {home}",
    "player_step": "      Stufe {n}: {step}; Einfluss {influence}, Rohstoffe {resources}, Planeten {planets}",
    "player_techs": "      Technologien: {techs}",
    "player_more": "      Handelsabkommen: {trade}; Aktionskarten: {cards}",
    "player_out": "      ausgeschieden",
    "partners": "{n} (mit {who})",
    "data_note": "Für das Spielerprogramm; bitte nicht ändern.",
    "hand_note": "Verschlüsselt; lesbar nur mit deinem Schlüssel/Passwort.",
    "orders_own": "(Die Spielernummer vorn darf fehlen; eine leere Befehlsliste ist erlaubt.)",
    "orders_help": "Eine Zeile je Befehl, z. B.:",
}
# the conditions of the progress track [decide], in full and short (what is missing: "Planeten 3/6")
TRACK_TERMS = {"planets": "Planeten {n}", "battles": "Raumschlachten gewonnen {n}",
               "influence": "Einfluss {n}", "laws": "Gesetze mit eigenen Stimmen beschlossen {n}",
               "resources": "Rohstoffe {n}", "techs": "Technologien {n}",
               "inner": "ein Planet in Ring 1 oder Mecatol Rex", "mecatol": "Mecatol Rex"}
TRACK_SHORT = {"planets": "Planeten", "battles": "Raumschlachten", "influence": "Einfluss",
               "laws": "Gesetze", "resources": "Rohstoffe", "techs": "Technologien"}
KIND_SHORT = {"supernova": "Nova", "asteroiden": "Aster", "nebel": "Nebel", "riss": "Riss",
              "alpha": "Alpha", "beta": "Beta", "leer": "-", "planeten": "P", "heimat": "H"}
# what a player may send in each phase (the order notation, original_docs/twilight.md)
ORDERS_HELP = {
    "wuensche": ["S1 WUNSCH rassen=Sol,Hacan"],
    "gebote": ["S1 GEBOT kredite=5 wunsch=3.1,3.4"],
    "aufbau": ["S1 LEGE kachel=E01 ort=2.3"],
    "politik": ["S1 STIMME fuer=ja   (Wahl: fuer=S3)", "S1 HANDEL mit=S2", "S1 GIB an=S2 kredite=5",
                "S1 KARTE name=Bestechung"],
    "wirtschaft": ["S1 BAU planet=Jord einheit=Kreuzer anzahl=2", "S1 KARTE name=Handelsboom"],
    "bewegung": ["S1 BEWEGE von=3.15 nach=2.8 Kreuzer=2 Transporter=1 Bodentruppe=3",
                 "S1 KARTE name=Ionensturm ziel=2.8"],
    "raumkampf": ["S1 KAMPF ort=2.8 rueckzug=nie verluste=Jäger,Kreuzer",
                  "S1 KARTE name=Moralschub ziel=2.8"],
    "invasion": ["S1 LANDE ort=2.8 planet=Tallin anzahl=3", "S1 KARTE name=Sturmangriff"],
    "technologie": ["S1 FORSCHE tech=XRD-Transporter"],
    "sabotage": ["S1 SABOTAGE karte=1"],
}
SECTIONS.update({"overview": "Übersicht", "players": "Spieler", "orders": "Befehle",
                 "data": "Daten", "races": "Rassen"})

# the packet's first line, and the game master's notes under it
TURN = {
    "yours": "Du bist am Zug: {phase}{what}.",
    "nothing": "Nichts zu tun: gewartet wird auf {players}.",
    "over": "Nichts zu tun: das Spiel ist beendet.",
    "sabotage": "Sabotagephase: am Zug ist nur, wer eine Sabotagekarte hat (siehe Deine Hand).",
    "sabotage_awaited": "wer eine Sabotagekarte hat (ohne Namen: wer sie hat, ist geheim)",
    "hand_sabotage": "Du bist am Zug: mit deiner Sabotagekarte darfst du antworten (SABOTAGE karte=N "
                     "oder eine leere Befehlsliste).",
    "hand_no_sabotage": "Nichts zu tun: keine Sabotagekarte auf der Hand.",
    "what_tile": " (eine Kachel legen)",
    "what_battle": " (Schlacht in {systems})",
    "deadline": "Frist: bis {until} (UTC); wer dann fehlt, wird übersprungen (es gelten seine "
                "Daueraufträge, sonst keine Befehle).",
    "picture": "Bild der Karte: {name}",
    "rolled_back": "Der Spielleiter hat {n} Schritt(e) zurückgenommen: weiter geht es bei Schritt {step}, "
                   "Runde {round}, {phase}. Ältere Pakete und Befehlsdateien gelten nicht mehr.",
    "computer": "Vom Computer gespielt: {players}",
    "snake": "Die nächsten Kacheln legen (Schlangenreihenfolge, je eine): {order}; noch {left} Kacheln.",
}
# a race's sheet (report.race_sheet), its abilities worded from races.Race
RACE_SHEET = {
    "note": "Die Rassen: Heimatplaneten (Rohstoffe/Einfluss), Fähigkeiten, zusätzliche Starteinheiten "
            "im Heimatsystem und Starttechnologie. Dazu hat jede eine Bodentruppe auf jedem "
            "Heimatplaneten und ein Raumdock auf dem reichsten.",
    "head": "{name}",
    "home": "  Heimat: {planets}",
    "abilities": "  Fähigkeiten: {text}",
    "units": "  Starteinheiten: {units}",
    "tech": "  Technologie: {tech}",
}
RACE_ABILITY = {
    "combat_bonus": "{n:+d} auf jeden Kampfwurf",
    "ground_bonus": "Bodentruppen {n:+d} im Bodenkampf",
    "tech_discount": "Technologien {n} Kredite billiger",
    "trade_start": "beginnt mit {n} Handelsabkommen",
    "extra_ground_per_home_planet": "{n} Bodentruppe mehr auf jedem Heimatplaneten",
    "influence_per_trade": "+{n} Einfluss je Handelsabkommen",
    "can_discard_political": "darf die politische Karte für 10 Kredite verwerfen",
    "cards_per_round": "zieht {n} Aktionskarten je Runde",
    "move_bonus": "{unit} {n:+d} Bewegung",
    "unit_bonus": "{unit} {n:+d} im Kampf",
}
# the map picture of a packet (screens/mapimage.py)
PICTURE = {
    "title": "TWILIGHT IMPERIUM",
    "free": "frei",
    "step": "Stufe {n} {step}, {planets} Pl.",
    "kinds": "Felder",
    "kind_names": {"planeten": "Planeten (Rohstoffe/Einfluss)", "heimat": "Heimatsystem (Rahmen)",
                   "mecatol": "Mecatol Rex", "alpha": "Wurmloch (Alpha, Beta)"},
    "notes": ["Rot umrandet: Anomalie", "Planeten: Farbe des Besitzers", "S2 5+3: 5 Schiffe, 3 Truppen"],
    "kind_short": {"supernova": "Supernova", "asteroiden": "Asteroiden", "nebel": "Nebel", "riss": "Riss",
                   "alpha": "Alpha", "beta": "Beta", "leer": "leer"},
}
PRIVATE_EVENTS = frozenset({"ahead_dropped"})       # told only in the packet of the player concerned

# the command line (`retro twilight ...`): help, prompts and reports, all in German
CLI = {
    "prog": "retro twilight",
    "description": "Twilight Imperium per E-Mail ohne Bildschirmspiel: der Spielleiter führt das\n"
                   "Spiel in einem Ordner, jeder Spieler öffnet seine Pakete mit seinem Passwort\n"
                   "und schreibt seine Befehlsdatei.",
    "epilog": """Spiel mit Schlüsseln (empfohlen):
  player key --name NAME [--schluessel DATEI] [--ausgabe ORDNER]
                          jeder Spieler einmal auf seinem Rechner: macht seine
                          Schlüssel (geheim, unter seiner Passphrase) und die
                          Datei oeffentlich_NAME.txt für den Spielleiter
  player passphrase [--schluessel DATEI]  die Passphrase ändern
  gm new ORDNER --players N --schluessel S1.txt S2.txt ... [--seed S]
         [--karte fertig|bauen] [--rassen los|wunsch] [--heimat wuerfeln|bieten]
         [--runden R] [--wirtschaft original|schnell] [--frist-tage N] [--ohne-bild]
                          neues Spiel mit den öffentlichen Schlüsseln der
                          Spieler (computer statt einer Datei: diesen Platz
                          spielt eine Computerrasse); fragt die Passphrase
                          des Spielleiters
  gm new ORDNER --players N [--passwoerter DATEI] ...
                          Spiel mit Passwörtern (die alte Art): fragt die
                          Passwörter des Spielleiters und jedes Spielers (oder
                          liest sie aus DATEI: zuerst das des Spielleiters,
                          dann S1, S2, ... je eine Zeile)
Der Spielleiter:
  gm run ORDNER           alles in ORDNER/eingang lesen (auch ganze Mails);
                          sind alle Befehle da, auswerten und die neuen Pakete
                          nach ORDNER/ausgang schreiben; sagt, wessen fehlen
  gm skip ORDNER [S3 ...] ohne diese Spieler weiter (ihre Daueraufträge gelten)
  gm deadline ORDNER --bis DATUM | --tage N [--jeder-schritt] | --keine
                          Frist für diesen Schritt; danach wird übersprungen
  gm computer ORDNER S3 [--aus]           den Platz einer Computerrasse geben
  gm rollback ORDNER [--schritte N]       die letzten N Schritte zurücknehmen
  gm replay ORDNER --runde R --phase P [--haende]
                          einen früheren Schritt zeigen (Phase: politik,
                          wirtschaft, bewegung, raumkampf, invasion, technologie,
                          sabotage oder 1-7)
Ein Spieler:
  player show PAKET [--hand]              ein Paket lesen, mit --hand (Schlüssel
                                          oder Passwort) auch die eigene Hand
  player orders PAKET [BEFEHLE|-] [--ausgabe ORDNER]
                          Befehle aus der Datei BEFEHLE (oder der Eingabe) prüfen
                          und die Befehlsdatei für den Spielleiter schreiben
  player auto PAKET [--ausgabe ORDNER]    die Computerrasse entscheidet
  hotseat --players N [--computer 2,3]    alle an einem Rechner, als Text
Statt zu fragen, liest --passwort-datei DATEI Passwort oder Passphrase aus der
ersten Zeile von DATEI. Passwort und Passphrase werden nie angezeigt und nie im Klartext
gespeichert.

Ablauf: gm new legt das Spiel an und schreibt die ersten Pakete nach
ORDNER/ausgang. Der Spielleiter schickt jedem Spieler sein Paket (und das Bild
der Karte). Jeder Spieler ruft player orders (oder player auto) auf und schickt
die Befehlsdatei zurück, als Anhang oder im Text der Mail; der Spielleiter legt
sie (oder die ganze Mail) in ORDNER/eingang und ruft gm run auf.""",

    "gm": "Befehle des Spielleiters",
    "player": "Befehle eines Spielers",
    "hotseat": "alle an einem Rechner, Befehle über die Tastatur",
    "gm_new": "ein neues Spiel anlegen",
    "gm_run": "eingegangene Befehle prüfen, die Phase auswerten, neue Pakete schreiben",
    "gm_rollback": "die letzten Schritte zurücknehmen (nur der Spielleiter)",
    "gm_skip": "ohne diese Spieler weitermachen (ohne Angabe: alle, die fehlen)",
    "gm_deadline": "eine Frist für diesen Schritt setzen",
    "gm_computer": "den Platz eines Spielers einer Computerrasse geben (oder mit --aus zurück)",
    "player_key": "die eigenen Schlüssel machen (einmal, auf dem eigenen Rechner)",
    "player_passphrase": "die Passphrase der eigenen Schlüsseldatei ändern",
    "public_keys": "die öffentlichen Schlüssel der Spieler (oeffentlich_NAME.txt), S1 zuerst; computer "
                   "statt einer Datei: diesen Platz spielt eine Computerrasse (ihr Schlüssel entsteht im Ordner)",
    "deadline_days": "jeder Schritt hat eine Frist von N Tagen",
    "no_picture": "kein Bild der Karte zu den Paketen",
    "older_master": "meister.txt auch öffnen, wenn sie älter ist als die Pakete in ausgang/ (eine "
                    "Sicherung, die weitergelten soll)",
    "pwfile_gm": "Datei, deren erste Zeile das Passwort oder die Passphrase des Spielleiters ist",
    "pwfile_new_passphrase": "Datei, deren erste Zeile die neue Passphrase ist",
    "pwfile_change": "Datei mit der alten Passphrase in der ersten und der neuen in der zweiten Zeile",
    "skip_players": "Spieler, z. B. S3",
    "until": "Datum, z. B. 2025-03-01 oder \"2025-03-01 18:00\" (Weltzeit UTC)",
    "days": "in N Tagen",
    "every_step": "auch jeder folgende Schritt bekommt N Tage",
    "no_deadline": "keine Frist mehr",
    "computer_players": "Spieler, z. B. S3",
    "computer_off_help": "der Spieler übernimmt seinen Platz wieder",
    "key_name": "der eigene Name, wie ihn die Mitspieler lesen",
    "key_address": "die eigene E-Mail-Adresse für die Pakete (steht in der öffentlichen Datei; freiwillig)",
    "addresses": "die E-Mail-Adresse eines Platzes, z. B. S2=bert@example.org (ersetzt die aus der "
                 "öffentlichen Datei; mehrmals angeben für mehrere Plätze)",
    "receiver": "    An: {name} <{address}>",
    "receiver_none": "    An: {name}, keine Adresse",
    "receiver_computer": "    An: niemand (Computer)",
    "replay_steps": "Die Schritte des Spiels:",
    "replay_step": "Schritt {step}: Runde {round}, {phase}",
    "keyfile": "die Schlüsseldatei (Vorgabe: im Datenordner des Programms)",
    "out_public": "Ordner für die Datei mit dem öffentlichen Schlüssel (Vorgabe: hier)",
    "ask_gm_passphrase": "Passphrase des Spielleiters: ",
    "ask_passphrase": "Deine Passphrase: ",
    "ask_new_passphrase": "Neue Passphrase: ",
    "ask_old_passphrase": "Bisherige Passphrase: ",
    "key_made": "Schlüssel gemacht: {path} (geheim; mit der Passphrase geschützt; nicht weitergeben).\n"
                "Öffentlicher Schlüssel für den Spielleiter: {public}\nFingerabdruck: {fingerprint} "
                "(dem Spielleiter auf anderem Weg sagen, zum Vergleich).",
    "passphrase_changed": "Neue Passphrase für {path} gespeichert.",
    "created_keys": "Schlüssel des Spielleiters: Fingerabdruck {fingerprint} (den Spielern auf anderem "
                    "Weg sagen, etwa am Telefon: ihr Programm zeigt ihn beim ersten Paket und fragt, ob er "
                    "derselbe ist; die Fingerabdrücke der Spieler unten mit dem vergleichen, was sie "
                    "dir sagen).",
    "fingerprint_option": "der Fingerabdruck des Spielleiters, wie er ihn dir gesagt hat (beim ersten Paket)",
    "first_packet": "Das erste Paket dieses Spiels. Fingerabdruck des Spielleiter-Schlüssels:\n    {fingerprint}\n"
                    "Vergleiche ihn mit dem, den dir der Spielleiter auf anderem Weg gesagt hat.",
    "ask_fingerprint": "Ist es derselbe? (ja/nein) ",
    "player_fingerprint": "  {player} {name}: Fingerabdruck {fingerprint}",
    "packets_final": "Die letzten Pakete, mit dem Ergebnis (jedem Spieler sein eigenes schicken):",
    "no_packets": "Keine neuen Pakete: es gelten weiter die Pakete von Schritt {step}.",
    "and_picture": " und {name}",
    "deadline_is": "Frist für diesen Schritt: bis {until} (UTC)",
    "ignored": "abgelehnt: {name}: {reason}",
    "no_orders_in": "Das ist keine Befehlsdatei. Darin steht keine (gesucht: -----BEGIN TWILIGHT BEFEHLE-----).",
    "no_orders_too_big": "Die Datei ist zu groß für eine Mail mit Befehlen.",
    "no_orders_unreadable": "Die Datei kann nicht gelesen werden.",
    "replaces": "  ersetzt die früheren Befehle von {player} ({name})",
    "computer_orders": "Befehle der Computerrasse auf dem Platz von {player}",
    "skipped": "übersprungen: {player} (Frist bis {until} abgelaufen; es gelten seine Daueraufträge)",
    "skipped_now": "übersprungen: {player} (es gelten seine Daueraufträge)",
    "still_absent": "übersprungen: {player} (in dieser Runde schon übersprungen und noch ohne Antwort; "
                    "es gelten seine Daueraufträge: Schiffe halten, nichts kaufen, Enthaltung)",
    "deadline_next": "Die schon verschickten Pakete bleiben, wie sie sind (nichts neu zu schicken); die "
                     "Frist steht in den nächsten Paketen, wenn dann noch mindestens ein Tag bis zu ihr "
                     "bleibt. Wer jetzt noch fehlt, erfährt sie am besten gleich mit einer kurzen Mail.",
    "deadline_none": "Keine Frist mehr.",
    "deadline_set": "Frist für diesen Schritt: bis {until} (UTC).",
    "deadline_dropped": "Die Frist bis {until} (UTC) gilt nicht für die neuen Pakete: es blieben weniger als "
                        "{hours} Stunden. Eine neue setzen: gm deadline.",
    "given_back": "{player} bekommt das Paket dieses Schritts (Schritt {step}), es ihm schicken:",
    "computer_on": "{player} wird jetzt von einer Computerrasse gespielt.",
    "computer_off": "{player} spielt wieder selbst.",
    "unchecked": "(Ungeprüft: ohne Schlüssel oder Passwort ist nicht geprüft, ob dieses Paket echt und "
                 "unverändert ist.)",
    "checked_public": "(Geprüft: unterschrieben mit dem Schlüssel des Spielleiters, den dein Programm aus "
                      "den früheren Paketen dieses Spiels kennt.)",
    "ahead_warning": "Hinweis: {line}\n  gilt erst in seiner Phase; Stand jetzt: {reason}",
    "gm_replay": "einen früheren Schritt zeigen: Stand, Befehle und was geschah",
    "player_show": "ein Paket lesen (mit --hand auch die eigene Hand)",
    "player_orders": "Befehle aus einer Datei (oder der Eingabe) prüfen und die Befehlsdatei schreiben",
    "player_auto": "die Computerrasse entscheidet und schreibt die Befehlsdatei",
    "dir": "Ordner des Spiels",
    "packet": "Paketdatei",
    "ordersfile": "Textdatei mit Befehlen, eine Zeile je Befehl (ohne Angabe oder -: die Eingabe)",
    "players": "Zahl der Spieler (3-6)",
    "seed": "Startwert der Würfel (ohne Angabe zufällig und geheim; ein bekannter Startwert "
            "verrät alle Würfe, also nur zum Nachspielen)",
    "karte": "fertige Karte oder die Spieler bauen die Galaxis",
    "rassen": "Rassen verlost oder nach Wünschen",
    "heimat": "Heimatplätze gewürfelt oder ersteigert",
    "runden": "nach so vielen Runden endet das Spiel",
    "wirtschaft": "Einkommen: original = ein Planet bringt seinen Rohstoffwert in Krediten (wie in den "
                  "Regeln), schnell = das Dreifache",
    "pwfile_new": "Datei mit den Passwörtern, je eines pro Zeile: zuerst das des Spielleiters, "
                  "dann S1, S2, ... (ohne Angabe wird gefragt)",
    "pwfile": "Datei, deren erste Zeile das Passwort ist (ohne Angabe wird gefragt)",
    "pwenv": "Umgebungsvariable, die das Passwort enthält (für Läufe ohne Terminal, etwa von cron)",
    "steps": "wie viele Schritte (Vorgabe 1)",
    "round": "Runde",
    "phase": "Phase (Name wie politik, bewegung, oder Nummer 1-7)",
    "with_hands": "auch die Hände aller Spieler zeigen",
    "hand": "mit Passwort auch die eigene Hand zeigen",
    "out": "Ordner für die Befehlsdatei (Vorgabe: der Ordner des Pakets)",
    "computer": "Plätze der Computerrassen, z. B. 2,3",
    "ask_gm": "Passwort des Spielleiters: ",
    "ask_player": "Passwort für {player}: ",
    "ask_again": "Noch einmal: ",
    "ask_own": "Dein Passwort: ",
    "no_file": "Datei nicht lesbar: {name}",
    "created": "Neues Spiel in {dir}: {players} Spieler, Karte {karte}, Rassen {rassen}, Heimat {heimat}, "
               "Wirtschaft {wirtschaft}, höchstens {runden} Runden.",
    "send_packet": "  {player}: {path}",
    "packets": "Neue Pakete (jedem Spieler sein eigenes schicken):",
    "inbox_hint": "Eingehende Befehlsdateien nach {inbox} legen, dann: retro twilight gm run {dir}",
    "accepted": "angenommen: {name} ({player})",
    "refused": "abgelehnt: {name}: {reason}",
    "resolved": "Ausgewertet: Runde {round}, {phase}.",
    "happened": "Was geschah:",
    "waiting": "Erwartet werden noch Befehle von: {players}",
    "state": "Stand: {status}",
    "rolled_back": "{n} Schritt(e) zurückgenommen.",
    "replay_head": "Schritt {step}: Runde {round}, {phase}",
    "replay_orders": "Befehle dieses Schritts:",
    "replay_none": "(noch nicht ausgewertet)",
    "replay_within": "Die Runde {round}, {phase} lief in diesem Schritt mit (ihre Befehle waren vorab gegeben).",
    "hand_of": "Hand von {player}:",
    "hand_hint": "(Deine Hand: mit --hand und deinem Schlüssel oder Passwort)",
    "left_behind": "Achtung: in {system} bleiben {units} ohne Platz in einem Transporter zurück "
                   "und gehen nach der Bewegung verloren (Jäger: 2 je eigenem Raumdock dürfen bleiben).",
    "orders_written": "Befehle geprüft und geschrieben: {path}",
    "orders_send": "Schicke diese Datei an den Spielleiter.",
    "orders_none": "(keine Befehle)",
    "orders_type": "Befehle eingeben, eine Zeile je Befehl; Ende mit Strg-D (Windows: Strg-Z, Eingabe).",
    "orders_of": "Befehle von {player}:",
    "hs_turn": "--- {player} ({name}) ist dran: {status} ---",
    "hs_prompt": "Befehle eingeben, eine Zeile je Befehl; leere Zeile beendet; "
                 "'karte' zeigt die Karte, 'spieler' die Spieler.",
    "hs_taken": "Befehle von {player} angenommen.",
    "hs_quit": "Eingabe beendet; das Spiel ist nicht gespeichert.",
    "aborted": "Abgebrochen.",
}

# argparse's own English, as our user meets it (cli.GermanParser): (pattern, German) pairs
ARGPARSE = {
    "usage": "Aufruf: ",
    "error": "{prog}: Fehler: {message}\n",
    "help": [(r"^positional arguments:$", "Argumente:"), (r"^options:$", "Optionen:"),
             (r"^optional arguments:$", "Optionen:"), (r"show this help message and exit", "diese Hilfe zeigen")],
    "errors": [(r"^argument (\S*): ", r"\1: "),
               (r"invalid choice: (.*) \(choose from (.*)\)", r"ungültige Wahl: \1 (möglich: \2)"),
               (r"invalid \w+ value: ", "ungültiger Wert: "),
               (r"the following arguments are required: ", "es fehlt: "),
               (r"unrecognized arguments: ", "unbekannte Angaben: "),
               (r"expected one argument", "erwartet einen Wert"),
               (r"ambiguous option: (\S+) could match (.*)", r"mehrdeutig: \1 (\2)")],
}

# the "Befehle" section, made from the player's own position (orders_help.py); lines that
# start with two spaces and the player are orders to copy, the others explain
ORDERS_MORE = {
    "vote_law": "  {me} STIMME fuer=ja      (oder fuer=nein; deine {votes} Stimmen zählen ganz für "
                "eine Seite; ein Gesetz braucht mehr als die Hälfte aller Stimmen)",
    "vote_election": "  {me} STIMME fuer={other}      (Wahl eines Mitspielers; deine {votes} Stimmen; "
                     "die meisten Stimmen gewinnen)",
    "politik": ["  {me} HANDEL mit={other}   (Handelsabkommen: nur wenn {other} in derselben Phase "
                "HANDEL mit={me} schickt; je 5 Kredite pro Runde, höchstens 3)",
                "  {me} GIB an={other} kredite=5      (oder karte=Bestechung: Karte verschenken)",
                "  {me} KARTE name=Bestechung     (Aktionskarte der Politikphase: +6 Stimmen)"],
    "xxcha": "  {me} VERWERFEN      (Xxcha: die politische Karte für 10 Kredite verwerfen)",
    "build": "  {me} BAU planet={planet} einheit=Kreuzer anzahl=2      (das Raumdock dort baut "
             "höchstens {n} je Runde)",
    "no_dock": "Du hast kein Raumdock: BAU planet=NAME einheit=Raumdock auf einem eigenen Planeten.",
    "prices": "Preise in Krediten: {prices}.",
    "build_note": "Einheiten: Transporter, Kreuzer, Zerstörer, Jäger, Bodentruppe, P.D.S., Raumdock "
                  "(ae/oe/ue statt Umlaut geht auch). Leerzeichen im Planetennamen als _ schreiben. "
                  "Gekauftes setzt der Spielleiter in Phase 7 ein: Schiffe in den Raum, Bodentruppen "
                  "und P.D.S. auf den Planeten.",
    "boom": "  {me} KARTE name=Handelsboom      (+10 Kredite)",
    "move": "  {me} BEWEGE von={src} nach={dst} {send}",
    "reach": "Von {src} aus erreichen {ships} (Reichweite {mp}): {reach}.",
    "no_ships": "Du hast keine Schiffe, die fliegen können.",
    "points": "Bewegungspunkte: {points}. Jäger, Bodentruppen und P.D.S. fliegen nur im "
              "Transporter mit; Jäger=n, Bodentruppe=n, P.D.S.=n in dieselbe Zeile schreiben.",
    "wormhole": "Wurmloch: {a} und {b} sind verbunden; wer eines betritt (1 Punkt), ist sofort am "
                "anderen Ende und darf dort halten oder weiterfliegen.",
    "cargo": "Ein Transporter fasst {n} Einheiten. Alle Bewegungen werden gleichzeitig ausgeführt; "
             "Systeme mit fremden Schiffen darf man betreten, aber nicht durchfliegen. Supernova: "
             "unpassierbar; Asteroiden nur mit Anti-Materie-Schutzschirm und nie als Ziel; "
             "Nebel: wer hineinfliegt, hält dort.",
    "rift": "Gravitationsriss: wer ihn verlässt, würfelt (Jäger nicht): 7-10 frei, 1-6 durch diese "
            "Seite (Seiten 1-6 oben beginnend im Uhrzeigersinn, siehe Karte); riss=bleiben: dann "
            "lieber im Riss bleiben, riss=folgen (Vorgabe): der Seite folgen.",
    "ion": "  {me} KARTE name=Ionensturm ziel=2.8      (kein Schiff darf nach 2.8)",
    "fight": "  {me} KAMPF ort={system} rueckzug=nie verluste=Jäger,Kreuzer,Transporter,Zerstörer",
    "fight_note": "rueckzug=nie (bis zum Ende), rueckzug=sofort (vor dem Kampf ausweichen), "
                  "rueckzug=2 (nach der 2. Kampfrunde, nur der Angreifer); nach=Position: wohin. "
                  "verluste=: welche Schiffe zuerst fallen. Ohne Befehl: kämpfen bis zum Ende, "
                  "billigste Schiffe zuerst. Zuerst feuern die P.D.S., dann Angreifer und "
                  "Verteidiger; Treffer bei einem W10-Wurf ab dem Kampfwert (0 zählt als 10): "
                  "{values}.",
    "fight_cards": "  {me} KARTE name=Direkter_Treffer ziel={system}      (das teuerste feindliche "
                   "Schiff dort fällt vorher; oder Moralschub: +1 in der ersten Kampfrunde)",
    "land": "  {me} LANDE ort={system} planet={planet} anzahl={n}",
    "land_note": "Nur landen, wo keine fremden Schiffe mehr sind; Transporter laden auf einem "
                 "Planeten aus (mit Wexcon-Invasionsbarken auf zweien). Ohne LANDE bleiben die "
                 "Bodentruppen an Bord.",
    "assault": "  {me} KARTE name=Sturmangriff      (Bodentruppen +1)",
    "research": "  {me} FORSCHE tech={tech}      (höchstens {n} je Phase)",
    "tech_head": "Jetzt zu haben:",
    "tech": "      {name}: {cost} Kredite - {text}",
    "locked": "Noch gesperrt (Voraussetzung): {techs}.",
    "sabotage": "  {me} SABOTAGE karte={i}      (hebt Karte Nummer {i} auf; kostet eine Sabotage-Karte; die eigenen Karten sabotiert man nicht)",
    "played_head": "Gespielte Karten:",
    "played": "      {i}. {player}: {card}{target}",
    "sabotage_note": "Wer nicht sabotieren will oder kann, schickt eine leere Befehlsliste.",
    "wish": "  {me} WUNSCH rassen=Sol,Hacan      (Wunschliste, die erste zuerst; ein Teil des Namens "
            "genügt; wer nichts bekommt, erhält eine Rasse durch das Los)",
    "races": "Rassen: {races}.",
    "bid": "  {me} GEBOT kredite=5 wunsch={wish}      (0 bis {hi} Kredite aus dem Startgeld; das "
           "höchste Gebot wählt zuerst; Heimatplätze: {places})",
    "lay": "  {me} LEGE kachel=Pxx ort={place}      (Pxx: eine deiner Kacheln; welche jetzt erlaubt "
           "sind, stehen in deiner Hand)",
    "lay_places": "Freie Plätze jetzt: {places}. Regeln: erst Ring 1, dann 2, dann 3; rot "
                  "umrandete Kacheln nicht nebeneinander, wenn es anders geht; nach einer Kachel "
                  "ohne Planeten eine mit Planeten, wenn möglich.",
    "lay_none": "Keine Kachel kann gelegt werden.",
    "more_keys": "      (in dieselbe Zeile dazu: {keys})",
    "lay_list": ["Alle deine Kacheln auf einmal, in der Reihenfolge, in der du sie legen willst "
                 "(eine Zeile je Kachel): gelegt wird bei jedem deiner Züge die erste, die dann erlaubt "
                 "ist; ort=2.3,2.4: der erste dieser Plätze; ort=*: der erlaubte Platz nächst deinem "
                 "Heimatsystem. Erst wenn keine mehr geht, wirst du wieder gefragt.",
                 "  {me} LEGE kachel=Pxx ort={place},*"],
    "later_head": "Für die {phase} (so wie es jetzt steht; was bis dahin geschieht, kann es ändern):",
    "ahead": ["Befehle für die späteren Phasen dieser Runde dürfen gleich mit (sie gelten in ihrer "
              "Phase, soweit sie dann gehen; was nicht geht, entfällt, und nur du erfährst es): BAU, "
              "BEWEGE, LANDE (anzahl=alle: alle, die dort an Bord sind), FORSCHE, KARTE.",
              "  {me} BIS phase=technologie      (bis zu dieser Phase wird nicht mehr auf dich "
              "gewartet: eine Mail für die ganze Runde)",
              "  {me} KAMPF ort=alle rueckzug=nie verluste=Jäger,Kreuzer      (Dauerauftrag für "
              "jede Schlacht, bis du einen neuen gibst)",
              "  {me} SABOTAGE gegen=spitze      (Dauerauftrag: Karten des Führenden sabotieren; "
              "auch gegen=S3,S4, gegen=alle, karte=Ionensturm, ziel=mich; gegen=niemand hebt ihn auf)",
              "  {me} PASSE      (bis zu deinen nächsten Befehlen wird nur gewartet, wenn du "
              "angegriffen wirst)"],
}

# what a player's orders file replaced, when it was no file of his (gm run: "ersetzt ...")
REPLACED = {"computer": "die Befehle, die der Computer für ihn gab",
            "skipped": "seine stehenden Befehle: er war übersprungen"}
