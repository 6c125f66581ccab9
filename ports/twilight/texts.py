"""Every text a player of the German PBEM reads: messages, phase names, file headings."""
from __future__ import annotations

PHASES = {
    "wuensche": "Rassenwünsche",
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
    "bad_order": "Befehl nicht lesbar: {line}",
    "bad_number": "Keine gültige Zahl bei {key}: {value}",
    "bad_value": "Ungültiger Wert bei {key}: {value}",
    "bad_player": "Keinen solchen Mitspieler gibt es: {value}",
    "bad_race": "Unbekannte Rasse: {race}",
    "bad_unit": "Unbekannte Einheit: {unit}",
    "bad_tech": "Unbekannte Technologie: {tech}",
    "bad_card": "Unbekannte Aktionskarte: {card}",
    "bad_bid": "Ein Gebot liegt zwischen 0 und {hi} Kredite.",
    "wrong_phase": "Der Befehl {verb} ist in dieser Phase nicht möglich.",
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
    "placement_illegal": "Diese Kachel darf dort nicht liegen (Ring, rote Kachel oder Planetenpflicht).",
    "no_system": "Kein System an der Stelle {system}.",
    # politics
    "vote_law": "Über ein Gesetz stimmt man mit fuer=ja oder fuer=nein ab.",
    "vote_player": "Gewählt wird ein Mitspieler, z. B. fuer=S2 (nicht {value}).",
    "not_xxcha": "Nur die Xxcha dürfen eine politische Karte verwerfen.",
    "no_money": "Dafür reichen deine Kredite nicht.",
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
    "dock_full": "Das Raumdock auf {planet} baut höchstens {n} Einheiten je Runde.",
    "one_dock": "Auf jedem Planeten steht höchstens ein Raumdock.",
    "max_docks": "Niemand hat mehr als sechs Raumdocks.",
    "arms_limit": "Rüstungsbeschränkung: höchstens 2 Zerstörer.",
    # movement
    "same_system": "Start und Ziel sind dasselbe System.",
    "no_ships": "Ohne Schiff mit eigenem Antrieb bewegt sich nichts.",
    "not_enough": "In {system} sind nicht genug {unit}.",
    "over_capacity": "Die Transporter fassen nicht so viel.",
    "unreachable": "{unit} erreicht {system} nicht (Reichweite, Supernova, Asteroiden, Nebel oder Feinde).",
    # combat and invasion
    "no_battle": "In {system} findet keine Schlacht mit dir statt.",
    "planet_not_here": "{planet} liegt nicht im System {system}.",
    "enemy_in_space": "In {system} sind noch feindliche Schiffe: keine Landung.",
    "one_planet": "Transporter laden nur auf einem Planeten (mit Wexcon auf zwei) aus.",
    # technology
    "tech_limit": "Höchstens {n} Technologien je Phase.",
    "tech_owned": "{tech} besitzt du schon.",
    "tech_needs": "Für {tech} fehlen dir Voraussetzungen.",
    # files and secrets
    "file_missing": "Datei nicht gefunden: {name}",
    "file_damaged": "Die Datei ist beschädigt oder verändert worden.",
    "file_foreign": "Diese Datei gehört zu einem anderen Spiel.",
    "file_kind": "Das ist keine {kind}-Datei.",
    "file_newer": "Die Datei stammt von einer neueren Version.",
    "file_outdated": "Die Datei ist veraltet (Runde {round}, {phase}); erwartet wird Runde {want_round}, {want_phase}.",
    "file_replayed": "Diese Befehle wurden schon einmal eingereicht.",
    "file_player": "Die Befehle stammen nicht von {player}.",
    "wrong_password": "Falsches Passwort.",
    "password_short": "Ein Passwort hat mindestens 6 Zeichen.",
    "password_same": "Jeder Spieler braucht ein eigenes Passwort.",
    "no_step": "Diesen Schritt gibt es in der Geschichte nicht.",
}

LABELS = {
    "round": "Runde", "phase": "Phase", "awaited": "Erwartet werden Befehle von",
    "map": "Karte", "laws": "Gesetze in Kraft", "track": "Fortschrittsskala",
    "since": "Was seit deinem letzten Paket geschah", "hand": "Deine Hand", "credits": "Kredite",
    "cards": "Aktionskarten", "techs": "Technologien", "political": "Politische Karte",
    "none": "keine", "tiles": "Deine Kacheln", "units": "Einheiten", "planets": "Planeten",
    "trade": "Handelsabkommen", "winner": "Sieger",
}


def message(code: str, **params) -> str:
    text = MESSAGES.get(code, code)
    try:
        return text.format(**params)
    except (KeyError, IndexError):
        return text

# what happened, as the packets and the game master's log tell it
LOG = {
    "plays_race": "{player} spielt {race}",
    "bid_place": "{player} bietet {n} und erhält Heimatplatz {system}",
    "tile_laid": "{player} legt {tile} auf {system}",
    "start_units": "Die Starteinheiten stehen; Runde 1 beginnt",
    "political_card": "Politische Karte: {card}",
    "gives_card": "{player} gibt {other} eine Aktionskarte",
    "pays": "{player} zahlt {other} {n} Kredite",
    "trade_made": "Handelsabkommen zwischen {player} und {other}",
    "discards_political": "{player} verwirft die politische Karte",
    "law_passed": "Abstimmung über {law}: {yes} dafür, {no} dagegen, von {total}: angenommen",
    "law_failed": "Abstimmung über {law}: {yes} dafür, {no} dagegen, von {total}: abgelehnt",
    "no_votes": "Wahl {card}: keine Stimmen",
    "election_tie": "Wahl {card}: Gleichstand, niemand gewählt",
    "law_repealed": "{law} ist aufgehoben",
    "elected": "{card}: {player} ist gewählt",
    "abandons": "Expansionsbeschränkung: {player} gibt {planet} auf",
    "law_expires": "{law} läuft aus",
    "income": "{player} erhält {n} Kredite",
    "build_failed": "{player}: Bau auf {planet} nicht möglich",
    "bought": "{player} kauft {n} {unit} auf {planet}",
    "build_lost": "{player}: {planet} verloren, der Bau verfällt",
    "sabotage_phase": "Sabotagephase: {cards}",
    "sabotaged": "{player} sabotiert {card} von {victim}",
    "card_played": "{player} spielt {card}",
    "card_played_on": "{player} spielt {card} auf {target}",
    "ion_storm": "Ionensturm: {player} kann nicht nach {system}",
    "moves": "{player} fliegt von {src} nach {dst}",
    "no_room": "{player} verliert {n} {unit} in {system} (kein Platz)",
    "rift_free": "Riss: {player} {unit} würfelt {roll}, frei -> {system}",
    "rift_stay": "Riss: {player} {unit} würfelt {roll}, bleibt",
    "rift_side": "Riss: {player} {unit} würfelt {roll}, Seite {roll} -> {system}",
    "pds_fire": "P.D.S. von {owner} in {system}: {hits} Treffer gegen {target} (Verluste: {lost})",
    "battle": "Raumschlacht in {system}: {attacker} greift {defender} an",
    "battle_round": "Runde {n} in {system}: {attacker} würfelt {dice_a} ({hits_a} Treffer), "
                    "{defender} würfelt {dice_d} ({hits_d} Treffer)",
    "direct_hit": "Direkter Treffer: {player} verliert {unit}",
    "no_retreat": "{player} kann aus {system} nicht zurückweichen",
    "retreat": "{player} zieht sich von {system} nach {dest} zurück",
    "nxill_pause": "Konvention von Nxill: die Schlacht in {system} ruht bis zur nächsten Runde",
    "nobody_left": "In {system} bleibt niemand übrig",
    "battle_won": "{player} gewinnt die Schlacht in {system}",
    "truce_broken": "Waffenstillstand gebrochen: {player} zahlt {victim} {n} Kredite",
    "landing": "{player} landet {n} Bodentruppen auf {planet}",
    "bombard": "Bombardement von {planet}: {n} Bodentruppen vernichtet",
    "pds_landing": "P.D.S. auf {planet} treffen {n} landende Bodentruppen",
    "ground_round": "Bodenkampf auf {planet}, Runde {n}: {hits_a} zu {hits_d} Treffer",
    "installations_lost": "P.D.S. und Raumdock auf {planet} werden zerstört",
    "conquers": "{player} erobert {planet}",
    "planet_holds": "{planet} bleibt bei {player}",
    "research_failed": "{player}: {tech} nicht möglich",
    "researched": "{player} erforscht {tech} für {n} Kredite",
    "council_rests": "Ermächtigter Rat: die Fortschrittsskala ruht in dieser Runde",
    "advances": "{player} steigt auf zum {step}",
    "winners": "Sieger: {players}",
    "player_out": "{player} ist aus dem Spiel",
}


def log_text(code: str, **params) -> str:
    return LOG[code].format(**params)

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
    "pw_mismatch": "Die beiden Eingaben stimmen nicht überein.",
    "pw_file_short": "In der Passwortdatei fehlen Passwörter: {want} gebraucht, {have} gefunden.",
    "no_file": "Datei nicht lesbar: {name}",
    "exists": "In {dir} gibt es schon ein Spiel.",
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
