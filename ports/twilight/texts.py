"""Every text a player of the German PBEM reads: messages, phase names, file headings."""
from __future__ import annotations

import re

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
    "file_foreign": "Diese Datei gehört zu einem anderen Spiel ({theirs}; dieses Spiel ist {ours}).",
    "file_kind": "Das ist {kind}.",
    "file_newer": "Die Datei stammt von einer neueren Version.",
    "file_outdated": "Die Datei ist veraltet: geschrieben für Runde {round}, {phase} (Schritt {step}); jetzt ist Runde {want_round}, {want_phase} (Schritt {want_step}). Befehle zum neuesten Paket schreiben.",
    "file_replayed": "Diese Befehlsdatei wurde schon einmal eingereicht; sie zählt nur einmal.",
    "file_player": "Die Befehle stammen nicht von {player}.",
    "wrong_password": "Falsches Passwort.",
    "password_short": "Ein Passwort hat mindestens 6 Zeichen.",
    "password_same": "Jeder Spieler braucht ein eigenes Passwort.",
    "no_step": "Diesen Schritt gibt es in der Geschichte nicht.",
    "master_mismatch": "Die Datei meister.txt ist echt, aber ihre Geschichte ergibt beim Nachspielen einen anderen "
                       "Stand: sie stammt von einer Programmversion mit anderen Regeln. Mit der alten "
                       "Version weiterspielen.",
    "file_packet": "Das ist ein Paket des Spielleiters, keine Befehlsdatei (die schreibt player orders).",
    "file_other_game": "Diese Datei gehört nicht zu Twilight Imperium.",
    "move_units": " und die Einheiten (Transporter=, Kreuzer=, Zerstörer=, Jäger=, Bodentruppe=, P.D.S.=)",
    "bad_key": "{verb} kennt die Angabe {field}= nicht; möglich: {keys}.",
    "bad_line": "Befehl abgelehnt: {line}\n  {reason}",
    # the command line
    "pw_mismatch": "Die beiden Eingaben stimmen nicht überein.",
    "pw_file_short": "In der Passwortdatei fehlen Passwörter: {want} gebraucht, {have} gefunden.",
    "exists": "In {dir} gibt es schon ein Spiel.",
}

# what a file is called in a refusal ("Das ist kein(e) ...")
FILE_KINDS = {"befehle": "keine Befehlsdatei", "paket": "kein Paket",
              "meister": "keine Datei des Spielleiters (meister.txt)"}

LABELS = {
    "round": "Runde", "phase": "Phase", "awaited": "Erwartet werden Befehle von",
    "map": "Karte", "laws": "Gesetze in Kraft", "track": "Fortschrittsskala",
    "since": "Was seit deinem letzten Paket geschah", "hand": "Deine Hand", "credits": "Kredite",
    "cards": "Aktionskarten", "techs": "Technologien", "political": "Politische Karte",
    "none": "keine", "tiles": "Deine Kacheln", "units": "Einheiten", "planets": "Planeten",
    "trade": "Handelsabkommen", "winner": "Sieger",
}


def message(code: str, **params) -> str:
    """The German text; a sentence whose details were not given is left out, never shown
    with its {placeholders}."""
    text = MESSAGES.get(code, code)
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


def explain(refusal, lang: str = "de") -> str:
    """A refusal (retro.play.Refusal) as the player reads it, in German (the game's only
    language): a refused order also shows the line the player wrote, so that he sees which
    of his lines to fix. The protocol's own keys fall back to retro.play.generic_text."""
    if refusal.key not in MESSAGES:
        from retro.play import generic_text
        return generic_text(refusal, "de", explain)
    text = message(refusal.key, **refusal.params)
    line = refusal.params.get("line")
    if line and "{line}" not in MESSAGES[refusal.key]:
        text = message("bad_line", line=line, reason=text)
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
    "battle": "Raumschlacht in {system}: {attacker} greift {defender} an",
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
}


def dice_text(dice) -> str:
    """The dice of a combat round as the log shows them: a d10 shows 0 for ten."""
    return ",".join("0" if d == 10 else str(d) for d in dice) or "-"


def _show(key: str, v) -> str:
    """One value of a log event in words: players as S1, keys as their German names."""
    from . import cards, progress, races, technology, units
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
    if key == "units":          # ((unit, n), ...): "1 Transporter, 3 Bodentruppen"
        return ", ".join(units.UNITS[u].count(n) for u, n in v)
    if key == "lost":
        return ", ".join(units.UNITS[u].name for u in v) or "-"
    if key in ("dice_a", "dice_d"):
        return dice_text(v)
    if key == "credits":
        return f"{v} {'Kredit' if v == 1 else 'Kredite'}"
    if key == "votes":
        return ", ".join(f"S{p + 1} {n}" for p, n in v)
    if key == "plays":          # ((player, card, target), ...), numbered as SABOTAGE karte=N takes them
        return "; ".join(f"{i}. S{p + 1}: {cards.ACTION[k].name}" + (f" ({t})" if t else "")
                         for i, (p, k, t) in enumerate(v, 1))
    return str(v)


def log_text(event) -> str:
    """What happened, in German: a state.LogEvent told with its template of LOG."""
    return LOG[event.code].format(**{k: _show(k, v) for k, v in event.params})

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
    "overview_note": "Jedes Feld: Position (Ring.Feld, MR = Mecatol Rex), darunter wer dort Planeten "
                     "oder Schiffe hat (* = mehrere) oder die Art des Feldes.",
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
    "hand_note": "Verschlüsselt, nur mit deinem Passwort lesbar (player show PAKET --hand).",
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
              "alpha": "Alpha", "beta": "Beta", "leer": "-"}
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
                 "data": "Daten"})

# the command line (`retro twilight ...`): help, prompts and reports, all in German
CLI = {
    "prog": "retro twilight",
    "description": "Twilight Imperium per E-Mail ohne Bildschirmspiel: der Spielleiter führt das\n"
                   "Spiel in einem Ordner, jeder Spieler öffnet seine Pakete mit seinem Passwort\n"
                   "und schreibt seine Befehlsdatei.",
    "epilog": """Befehle:
  gm new ORDNER --players N [--seed S] [--karte fertig|bauen] [--rassen los|wunsch]
         [--heimat wuerfeln|bieten] [--runden R] [--passwoerter DATEI]
                          neues Spiel; fragt die Passwörter des Spielleiters und
                          jedes Spielers (oder liest sie aus DATEI: zuerst das des
                          Spielleiters, dann S1, S2, ... je eine Zeile)
  gm run ORDNER           Befehlsdateien aus ORDNER/eingang prüfen; sind alle da,
                          die Phase auswerten und die neuen Pakete nach
                          ORDNER/ausgang schreiben; sagt, wessen Befehle fehlen
  gm rollback ORDNER [--schritte N]       die letzten N Schritte zurücknehmen
  gm replay ORDNER --runde R --phase P [--haende]
                          einen früheren Schritt zeigen (Phase: politik,
                          wirtschaft, bewegung, raumkampf, invasion, technologie,
                          sabotage oder 1-7)
  player show PAKET [--hand]              ein Paket lesen, mit --hand (Passwort)
                                          auch die eigene Hand
  player orders PAKET [BEFEHLE|-] [--ausgabe ORDNER]
                          Befehle aus der Datei BEFEHLE (oder der Eingabe) prüfen
                          und die Befehlsdatei für den Spielleiter schreiben
  player auto PAKET [--ausgabe ORDNER]    die Computerrasse entscheidet
  hotseat --players N [--computer 2,3]    alle an einem Rechner, als Text
Statt nach einem Passwort zu fragen, liest --passwort-datei DATEI es aus der
ersten Zeile von DATEI. Passwörter werden nie angezeigt und nie im Klartext
gespeichert.

Ablauf: gm new legt das Spiel an und schreibt die ersten Pakete nach
ORDNER/ausgang. Der Spielleiter schickt jedem Spieler sein Paket. Jeder Spieler
ruft player orders (oder player auto) auf und schickt die Befehlsdatei zurück;
der Spielleiter legt sie in ORDNER/eingang und ruft gm run auf.""",
    "gm": "Befehle des Spielleiters",
    "player": "Befehle eines Spielers",
    "hotseat": "alle an einem Rechner, Befehle über die Tastatur",
    "gm_new": "ein neues Spiel anlegen",
    "gm_run": "eingegangene Befehle prüfen, die Phase auswerten, neue Pakete schreiben",
    "gm_rollback": "die letzten Schritte zurücknehmen (nur der Spielleiter)",
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
    "pwfile_new": "Datei mit den Passwörtern, je eines pro Zeile: zuerst das des Spielleiters, "
                  "dann S1, S2, ... (ohne Angabe wird gefragt)",
    "pwfile": "Datei, deren erste Zeile das Passwort ist (ohne Angabe wird gefragt)",
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
               "höchstens {runden} Runden.",
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
    "hand_of": "Hand von {player}:",
    "hand_hint": "(Deine Hand: mit --hand und deinem Passwort)",
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
}
