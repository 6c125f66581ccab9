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
    "track_line": "{player} {name} ({race}): {step} - Einfluss {influence}, Rohstoffe {resources}, "
                  "Planeten {planets}",
    "status_end": "Spielende: Sieger {players} ({how})",
    "status": "Runde {round}, {phase}",
    "law_kind": {"gesetz": "Gesetz", "wahl": "Wahl"},
}
