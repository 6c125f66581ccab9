"""Every text the EMPERADO screens show: German as the original, English as an option.

`t(key, lang, **values)` fills a text in; `explain(refusal, lang)` (texts.py) gives a
refusal of the rules or the protocol in the player's language. The German manual of the Hilfe box is ours, written
after the original's chapters 1-6.
"""
from __future__ import annotations

from retro.lang import Texts

from .. import texts as core_texts
from ..texts import PARAMETERS_EN, TIMES_EN, explain  # noqa: F401  (explain: for the screens)

DE = {
    # start box (EMPERADO 1)
    "title": "EMPERADO",
    "start_ask": "Teilnehmerzahl (2-6):",
    "start_hint": "Zahl eintippen, dann \u00bbStart\u00ab",
    "menus": "Menus",
    "start": "Start",
    "settings_loaded": "Einstellungen aus SETTINGS.EMP geladen",
    "settings_damaged": "SETTINGS.EMP ist unbrauchbar ({reason}); es gelten die Grundeinstellungen.",
    "offer_bak": "{msg} Die Sicherheitskopie {bak} laden?",
    "folder_unusable": "{reason} Sichern und Laden: bitte einen anderen Ordner wählen.",
    "menus_title": "Spieleinstellungen",
    # the strip and the maps (EMPERADO 2)
    "armies_box": "Armeen",
    "place_left": "{name}: noch {n} Armeen einsetzen",
    "place_left_1": "{name}: noch eine Armee einsetzen",
    "act": "{name}: befreien, verschieben, dann Fertig",
    "march_now": "{name}: Armeen nach {country} nachr\u00fccken lassen",
    "chosen": "{name}: Ziel von {country} anklicken",
    "odds": "Chance {src} \u2192 {dst}: {p}%",
    "cpu_thinks": "{name} (Computer) ist am Zug",
    "view_party": "L\u00e4nder von {name}",
    "undone": "Zur\u00fcckgenommen: {what}",
    "u_place": "Einsetzen in {country}",
    "u_attack": "Befreiungsversuch {src} \u2192 {dst}",
    "u_move": "Verschieben {src} \u2192 {dst}",
    "neutral_short": "N",
    # info boxes (EMPERADO 4b Infozeit)
    "income": "{name} erh\u00e4lt {total} Armeen",
    "income_parts": "Grundmenge {base}, Kontinente {continents}, L\u00e4nder {countries}, Karten {cards}",
    "click_on": "Weiter mit Return oder Mausklick",
    # Spielmen\u00fc (EMPERADO 4)
    "menu_title": "SPIELMENU",
    "m_party": "Am Zug: {name} ({letter})",
    "m_party_plain": "Am Zug: {name}",
    "m_round": "Laufende Runde: {n}",
    "m_place": "Einzusetzende Armeen: {n}",
    "m_countries": "Eigene L\u00e4nder: {n}",
    "m_cards": "Eigene Karten: {n}",
    "m_cards_kinds": "  {kinds}",
    "m_cards_hidden": "  (Kartenart aus: Shift+K)",
    "m_opponents": "Karten der Gegner:",
    "m_opponent": "  {letter} {name}: {n}{plus}",
    "m_opponent_out": "  {letter} {name}: ausgeschieden",
    "m_bonus": "N\u00e4chster Kartenbonus: {n}",
    "m_hint": "Rechtsklick: Spielplan   Linksklick: \u00dcbersicht",
    "b_parameter": "Parameter",
    "b_zeiten": "Zeiten",
    "b_spieler": "Spieler",
    "b_hilfe": "Hilfe",
    "b_extras": "Extras",
    "b_fertig": "Fertig",
    "b_sichern": "Sichern",
    "b_laden": "Laden",
    "b_neu": "Neues Spiel",
    "b_ende": "Ende",
    "b_weiter": "weiter",
    # dialogs (EMPERADO 4a-4c)
    "d_parameter": "Parameter",
    "d_zeiten": "Zeiten",
    "d_zeiten_hint": "Sekunden 1-99, 0 = aus, - = warten",
    "d_spieler": "Spieler",
    "d_spieler_hint": "C/M mit * oder Klick",
    "d_extras": "Extras",
    "x_odds": "Chance vor dem Angriff zeigen",
    "x_graph": "Verlaufsgrafik am Spielende",
    "x_colour": "Farbmodus",
    "x_march": "Nachr\u00fccken w\u00e4hlen (wie Lux)",
    "d_march": "Nachr\u00fccken",
    "march_ask": "Wie viele Armeen r\u00fccken nach {country}?",
    "march_range": "{lo} bis {hi} Armeen:",
    "ok": "OK",
    "cancel": "Abbruch",
    "yes": "Ja",
    "no": "Nein",
    "human": "M",
    "computer": "C",
    # files (EMPERADO 4f, 4g)
    "d_save": "Spielstand sichern",
    "d_load": "Spielstand laden",
    "file_name": "Name:",
    "saved": "Gesichert: {name}",
    "settings_saved": "Einstellungen gesichert: {name}",
    "loaded": "Geladen: {name}",
    "kept": "Das Spiel vom Schlie\u00dfen des Fensters liegt in {name} (Laden).",
    "no_files": "Keine Spielst\u00e4nde vorhanden.",
    "bad_name": "Bitte einen Dateinamen aus Buchstaben, Ziffern, . - _ eingeben.",
    "file_error": "Fehler: {msg}",
    # Ende (4i), Neues Spiel (4h)
    "really_quit": "EMPERADO wirklich beenden?",
    # Zugtabelle (EMPERADO 5)
    "table_title": "ZUGTABELLE: {name}",
    "t_place": "Einsetzen",
    "t_attack": "Befreien",
    "t_move": "Verschieben",
    "t_placed": "{country}: {n} ({before})",
    "t_head_E": "Einsetzen in|Armeen|(vorher)",
    "t_head_B": "Befreien von|nach|Erfolg",
    "t_head_V": "Verschieben von|nach|Armeen",
    "t_won": "erfolgreich",
    "t_lost": "gescheitert",
    "t_attack_row": "{src} \u2192 {dst}: {result}",
    "t_move_row": "{src} \u2192 {dst}: {n}",
    "t_traded": "Kartentausch: {n} Armeen",
    "t_moves_hint": "Shift+B: Verschiebungen",
    "t_keys": "Return/weiter: n\u00e4chster Spieler",
    "t_keys2": "Andere Taste/Rechtsklick: Spielplan",
    "t_thinking": "(rechnet ...)",
    "t_nothing": "(keine)",
    "t_more": "... und {n} weitere",
    "t_waiting": "Tabellenzeit: warten",
    # end of the game
    "winner": "{name} hat die Welt befreit!",
    "winner_rounds": "nach {n} Runden",
    "winner_rounds_1": "nach einer Runde",
    "over_hint": "Klick oder Return: neues Spiel, rechts: Spielmenu",
    # a party out (EMPERADO 1-3: a party with no country), and the computers alone
    "out_alert": "{name} ({letter}) hat kein Land mehr und scheidet aus. Es bleiben {n} Parteien.",
    "out_alert_1": "{name} ({letter}) hat kein Land mehr und scheidet aus.",
    "out_last_human": "{name} ({letter}) hat kein Land mehr und scheidet aus. Kein Mensch spielt "
                      "mehr mit: die Computer spielen die Partie allein zu Ende.",
    "out_line": "{name} ({letter}) scheidet aus.",
    "watch": "Zuschauen",
    "fast": "Schnell zu Ende",
    "fast_on": "Schnell zu Ende: Runde {n}   (Esc: anhalten)",
    "graph_title": "Verlauf: L\u00e4nder (oben) und Armeen (unten) je Runde",
    # help (EMPERADO 4d)
    "help_title": "EMPERADO - Hilfe",
    "demo": "DEMO",
}

EN = {
    "title": "EMPERADO",
    "start_ask": "Number of parties (2-6):",
    "start_hint": "Type a number, then \u00bbStart\u00ab",
    "menus": "Menus",
    "start": "Start",
    "settings_loaded": "Settings loaded from SETTINGS.EMP",
    "settings_damaged": "SETTINGS.EMP cannot be used ({reason}); the defaults apply.",
    "offer_bak": "{msg} Load the backup {bak}?",
    "folder_unusable": "{reason} To save and load, please choose another folder.",
    "menus_title": "Settings",
    "armies_box": "Armies",
    "place_left": "{name}: {n} armies left to place",
    "place_left_1": "{name}: one army left to place",
    "act": "{name}: liberate, move, then Done",
    "march_now": "{name}: armies march into {country}",
    "chosen": "{name}: click the target of {country}",
    "odds": "Chance {src} \u2192 {dst}: {p}%",
    "cpu_thinks": "{name} (computer) is moving",
    "view_party": "Countries of {name}",
    "undone": "Taken back: {what}",
    "u_place": "placing in {country}",
    "u_attack": "liberation attempt {src} \u2192 {dst}",
    "u_move": "move {src} \u2192 {dst}",
    "neutral_short": "N",
    "income": "{name} receives {total} armies",
    "income_parts": "base {base}, continents {continents}, countries {countries}, cards {cards}",
    "click_on": "Return or a click to go on",
    "menu_title": "GAME MENU",
    "m_party": "To move: {name} ({letter})",
    "m_party_plain": "To move: {name}",
    "m_round": "Round: {n}",
    "m_place": "Armies to place: {n}",
    "m_countries": "Countries held: {n}",
    "m_cards": "Own cards: {n}",
    "m_cards_kinds": "  {kinds}",
    "m_cards_hidden": "  (card kinds off: Shift+K)",
    "m_opponents": "Opponents' cards:",
    "m_opponent": "  {letter} {name}: {n}{plus}",
    "m_opponent_out": "  {letter} {name}: out",
    "m_bonus": "Next card bonus: {n}",
    "m_hint": "Right click: map   Left click: overview",
    "b_parameter": "Parameters",
    "b_zeiten": "Times",
    "b_spieler": "Players",
    "b_hilfe": "Help",
    "b_extras": "Extras",
    "b_fertig": "Done",
    "b_sichern": "Save",
    "b_laden": "Load",
    "b_neu": "New game",
    "b_ende": "Quit",
    "b_weiter": "go on",
    "d_parameter": "Parameters",
    "d_zeiten": "Times",
    "d_zeiten_hint": "seconds 1-99, 0 = off, - = wait",
    "d_spieler": "Players",
    "d_spieler_hint": "C/M with * or a click",
    "d_extras": "Extras",
    "x_odds": "Show the chance before attacking",
    "x_graph": "Graph of the game at the end",
    "x_colour": "Colour mode",
    "x_march": "Choose how many march in (as Lux)",
    "d_march": "March in",
    "march_ask": "How many armies march into {country}?",
    "march_range": "{lo} to {hi} armies:",
    "ok": "OK",
    "cancel": "Cancel",
    "yes": "Yes",
    "no": "No",
    "human": "H",
    "computer": "C",
    "d_save": "Save the game",
    "d_load": "Load a game",
    "file_name": "Name:",
    "saved": "Saved: {name}",
    "settings_saved": "Settings saved: {name}",
    "loaded": "Loaded: {name}",
    "kept": "The game open when the window was closed is in {name} (Load).",
    "no_files": "No saved games yet.",
    "bad_name": "Please type a file name of letters, digits, . - _",
    "file_error": "Error: {msg}",
    "really_quit": "Really quit EMPERADO?",
    "table_title": "MOVE TABLE: {name}",
    "t_place": "Placed",
    "t_attack": "Liberations",
    "t_move": "Moves",
    "t_placed": "{country}: {n} ({before})",
    "t_head_E": "Placed in|armies|(before)",
    "t_head_B": "Liberation from|to|result",
    "t_head_V": "Moved from|to|armies",
    "t_won": "success",
    "t_lost": "failed",
    "t_attack_row": "{src} \u2192 {dst}: {result}",
    "t_move_row": "{src} \u2192 {dst}: {n}",
    "t_traded": "Cards traded: {n} armies",
    "t_moves_hint": "Shift+B: moves",
    "t_keys": "Return/go on: next party",
    "t_keys2": "Another key/right click: map",
    "t_thinking": "(thinking ...)",
    "t_nothing": "(none)",
    "t_more": "... and {n} more",
    "t_waiting": "table time: wait",
    "winner": "{name} has liberated the world!",
    "winner_rounds": "after {n} rounds",
    "winner_rounds_1": "after one round",
    "over_hint": "Click or Return: new game, right: game menu",
    "out_alert": "{name} ({letter}) has no country left and is out. {n} parties remain.",
    "out_alert_1": "{name} ({letter}) has no country left and is out.",
    "out_last_human": "{name} ({letter}) has no country left and is out. No human is left: "
                      "the computers play the game to its end alone.",
    "out_line": "{name} ({letter}) is out.",
    "watch": "Watch",
    "fast": "Fast to the end",
    "fast_on": "Fast to the end: round {n}   (Esc: stop)",
    "graph_title": "Countries (top) and armies (bottom) per round",
    "help_title": "EMPERADO - Help",
    "demo": "DEMO",
}

CARDS_EN = {"reiter": "Rider", "soldat": "Soldier", "kanone": "Cannon"}

HELP_DE = """\
EMPERADO - KURZANLEITUNG

Mit den Pfeiltasten und der Leertaste blättern Sie; Return verläßt die Hilfe.

ZIEL
Befreien Sie die Welt von der Fremdherrschaft: Gewonnen hat, wer alle 60 Länder
besitzt. Weiße Länder sind neutral und mit einer Geister-Armee besetzt.

TEILNEHMER
Im Startkästchen tippen Sie die Teilnehmerzahl (2-6) ein; »Menus« öffnet die
Einstellungen Spieler, Parameter und Zeiten, »Start« beginnt das Spiel. Die
Länder werden zugelost; wer später am Zug ist, erhält je ein Land mehr.

SPIELPLAN
Die Übersichtskarte zeigt alle Länder mit dem Muster ihrer Partei. Die Box
»Armeen« schaltet die Infoboxen (Partei, Armeen, * = kann handeln) ein und
aus; ein Klick in die Musterbox einer Partei zeigt nur deren Länder.
Führen Sie die Maus an den oberen oder unteren Rand oder klicken Sie in die
Karte: Sie erhalten die vergrößerte Karte, immer ein Viertel der Welt. Die Maus
am Rand zeigt das angrenzende Viertel, über die Pole geht es zurück.
Nur das Namenskästchen eines Landes nimmt Mausklicks an.

EINSETZEN
Solange der Mauszeiger ein Kreis ist, setzen Sie Armeen ein: Klick links 1,
rechts 5 Armeen in das angeklickte eigene Land, mit Shift 20 mal so viele.

BEFREIEN UND VERSCHIEBEN
Mit dem Pfeil ein eigenes Land mit * anklicken; mit dem Zielkreuz ein
benachbartes fremdes Land anklicken befreit (links 1, rechts 5 Angriffe,
Shift 20 mal). Ein eigenes Nachbarland erhält Armeen (links 1, rechts 5);
es kann in dieser Runde nichts mehr unternehmen. Ein Klick außerhalb eines
Namenskästchens läßt das Zielkreuz verschwinden. Nachbarn über das Meer
sind gestrichelt verbunden. Shift+R nimmt die letzte Aktion zurück.
F10 schaltet den Ton aus und wieder an.

WÜRFEL
Der Angreifer würfelt für jede Armee außer einer, der Verteidiger für
jede, höchstens je drei. Die Würfe werden sortiert paarweise verglichen;
der kleinere verliert eine Armee; bei Gleichstand verliert der Angreifer.

ARMEEN
Jeder erhält 3 Armeen, dazu den Kontinentbonus (Asien 7, Europa 6,
Nordamerika 5, Afrika 4, Südamerika 3, Kleinasien 2, sonst je 1), wenn er
den Kontinent eine Runde lang gehalten hat, den Länderbonus und den
Kartenbonus. Länderbonus: eine Armee, sobald man 60 geteilt durch die
Teilnehmerzahl am Anfang an Ländern besitzt, und eine weitere für je 3
Länder mehr. Eine Karte (Reiter, Soldat, Kanone) gibt es nach jeder Runde,
in der man ein Land befreit hat; drei gleiche oder drei verschiedene
bringen den Kartenbonus. Er steigt nach jedem Tausch um eins und außerdem
»nach 1 Runde + 1 Spieler« (siehe WO DAS HANDBUCH SCHWEIGT).

SPIELMENU
Ein Rechtsklick außerhalb eines Namenskästchens wechselt zwischen Spielplan
und Spielmenu; ein Linksklick außerhalb der Menuleiste führt zur
Übersichtskarte. Links stehen die einzusetzenden Armeen, Ihre Länder und
Karten, die Karten der Gegner (+ = in der letzten Runde eine Karte
erhalten), der nächste Kartenbonus und die Rundennummer. Shift+K zeigt
oder verbirgt die Art der Karten. Die Boxen der Menuleiste:
    Parameter    Solidarisierungsgrad, Koalitionsneigung, Länderhandicap
    Zeiten       Infozeit, Tabellenzeit, Grafikzeit
    Spieler      Namen eintippen; * oder Klick: C = Computer, M = Mensch
    Hilfe        diese Anleitung
    Extras       Chance vor dem Angriff, Verlaufsgrafik, Farbmodus,
                 Nachrücken wählen
    Fertig       gibt das Zugrecht an den nächsten Spieler weiter
    Sichern      sichert den Spielstand (SETTINGS.EMP: die Einstellungen)
    Laden        lädt einen gesicherten Spielstand
    Neues Spiel  beginnt ein neues Spiel mit denselben Einstellungen
    Ende         beendet EMPERADO nach einer Rückfrage
Unter dem Namen SETTINGS.EMP gesicherte Einstellungen werden beim
Programmstart automatisch geladen.

PARAMETER
Zahlen von -9 bis 99, 0 = neutral.

Solidarisierungsgrad: wie sehr die Computerparteien einander schonen und
sich gegen die menschlichen Gegner verbünden; negativ schont die Menschen.
Lebt kein Mensch mehr, kämpfen die Computer gegeneinander wie bei 0.

Koalitionsneigung: wie sehr die schwächeren Parteien einander schonen und
sich gegen die stärksten verbünden (jede über dem Durchschnitt); negativ
umgekehrt: die Starken werden geschont, die Schwachen bedrängt.

Jeder Schritt zählt, beim Einsetzen wie beim Befreien; die neun Schritte
unter 0 sind größer als die über 0. Steht die Karte still oder dauert der
Krieg lange (ab Runde 30), lassen die Computer beide Parameter fahren und
gehen auf die schwächste Partei los: jedes Spiel kommt zu einem Ende.

Länderhandicap: wird vor der Berechnung des Länderbonus zur Zahl der Länder
addiert; negativ für die menschlichen Spieler, positiv für die Computer.
Lebt kein Mensch mehr, zählt es nicht.

ZEITEN
Sekunden von 1 bis 99, 0 = aus, - = warten auf Return oder Mausklick.

Infozeit: wie lange Infokästchen stehen, etwa die Armeen des nächsten
Spielers.

Tabellenzeit: wie lange die Zugtabelle eines Computerzuges steht; bei 0
ziehen die Computer ohne Halt durch.

Grafikzeit: wie lange die Pfeile der Befreiungsversuche mindestens auf der
Karte zu sehen sind.

ZUGTABELLE
Während des Computerzuges zeigt die Tabelle, wo wieviele Armeen eingesetzt
wurden (in Klammern die Armeen vorher) und jeden Befreiungsversuch mit
Ausgangsland, Zielland und Erfolg. Shift+B zeigt die Verschiebungen, Esc
stellt die Tabellenzeit auf Warten. Return oder »weiter« gibt das Zugrecht
weiter, jede andere Taste oder ein Rechtsklick zeigt die Karte mit Pfeilen
für die Angriffe; eine Taste oder ein Rechtsklick dort bringt die Tabelle
zurück.

WO DAS HANDBUCH SCHWEIGT
So haben wir entschieden, wo die Anleitung von 1988 nichts sagt:
Ein Klick ist ein Wurf: links wird einmal gewürfelt (»1 Angriff«), rechts
fünfmal, mit Shift 20 mal so oft; der Angriff endet früher, sobald das Land
befreit ist oder im Ausgangsland nur noch eine Armee steht.
Einmarsch: Ist ein Land befreit, ziehen alle Armeen des Ausgangslandes bis
auf eine ein. Das befreite Land kann in dieser Runde weiter befreien; wer
Armeen zurück haben will, verschiebt sie. Mit »Nachrücken wählen« (Extras)
fragt ein Kästchen, wie viele einrücken: mindestens so viele, wie zuletzt
gewürfelt haben, höchstens alle bis auf eine; Shift+R nimmt danach das
Nachrücken mitsamt der Befreiung zurück.
Kartenbonus »nach 1 Runde + 1 Spieler«: Er beginnt bei 4 Armeen und steigt
nach jedem Tausch und außerdem alle (Zahl der Parteien im Spiel + 1) Züge um
eins, also jeweils eine Runde und einen Spieler nach dem letzten Anstieg; so
wandert der Anstieg um den Tisch.
Würfel und Shift+R: Jeder Befreiungsversuch würfelt mit eigenen Würfeln.
Derselbe Versuch nach Shift+R fällt genauso aus; ein Angriff auf ein anderes
Land erfährt nichts aus dem zurückgenommenen.
Infokästchen: Steht es für die Infozeit, schließt ein Klick es und wirkt
zugleich auf der Karte; wartet es (-), beantwortet der Klick nur das Kästchen.
Ausscheiden: Wer kein Land mehr hat, scheidet aus; ein Kästchen sagt es. Ist
kein Mensch mehr im Spiel, können Sie zuschauen oder die Computer mit
»Schnell zu Ende« ohne Pausen fertig spielen lassen (Esc hält an). Am Ende
steht, wer gewonnen hat und nach wie vielen Runden.
Pfeile der Computerzüge: volle Spitze = befreit, hohle Spitze und
gestrichelter Schaft = gescheitert.

RATSCHLÄGE FÜR ANFÄNGER
Konzentrieren Sie sich zu Beginn auf einen kleinen Kontinent, halten Sie
wenige Grenzländer und befreien Sie jede Runde ein Land für eine Karte.
Empfohlene Einstellungen gegen den Computer:
    Teilnehmerzahl        2 bis 4
    Solidarisierungsgrad  -9 bis 0
    Koalitionsneigung     10 bis 30
    Länderhandicap        -5 bis 0
"""

HELP_EN = """\
EMPERADO - SHORT MANUAL

Arrow keys and Space turn the pages; Return leaves the help.

AIM
Liberate the world: whoever holds all 60 countries wins. White countries are
neutral, held by one ghost army.

MAP
The overview shows every country in its party's pattern. The box "Armies"
switches the info boxes (party, armies, * = can act); a click on a party's
pattern box shows only its countries. Move the mouse to the top or bottom
edge, or click the map, for the enlarged map, one quarter of the world at a
time; the mouse at an edge shows the next quarter, past the poles you return.
Only a country's name box takes clicks.

PLACING
While the pointer is a circle, place armies: left click 1, right click 5 in
an own country, with Shift 20 times as many.

LIBERATING AND MOVING
Click an own country marked * with the arrow, then with the cross-hair a
foreign neighbour to attack (left 1, right 5 rounds, Shift x20) or an own
neighbour to move armies there (it cannot act again this round). A click
beside the name boxes drops the cross-hair. Shift+R takes back the last action.
F10 turns the sound off and on again.

DICE
The attacker rolls one die per army but one, the defender one per army, at
most three each; sorted, compared in pairs, the lower loses one army, a tie
goes to the defender.

ARMIES
3 a turn, plus continents held for a whole round (Asia 7, Europe 6, North
America 5, Africa 4, South America 3, Asia Minor 2, others 1), the country
bonus and the card bonus for three alike or three different cards. A card
comes after every round in which you liberated a country.

GAME MENU
A right click beside the name boxes switches between map and game menu; a
left click beside the menu bar shows the overview. The left part lists the
armies to place, your countries and cards, the opponents' cards (+ = a card
last round), the next card bonus and the round. Shift+K shows or hides the
card kinds. The boxes: Parameters (solidarity, coalition, handicap), Times
(info, table, graphic), Players (names; * or a click: C = computer, H =
human), Help, Extras (odds, graph, colour, march in), Done (hands the turn on), Save
(under SETTINGS.EMP the settings are loaded at start), Load, New game
(same settings), Quit (after a question).

PARAMETERS
From -9 to 99, 0 = neutral. Solidarity: how much the computer parties spare each other and gang up on
the humans; negative spares the humans; with no human alive it does nothing.
Coalition: how much the weaker parties spare each other and turn on the
strongest (every one above the mean); negative turns it round. Every step
counts, in placing and in liberating; the nine below 0 are larger. When the
map stands still or the war grows long (from round 30) the computers let
both go and turn on the weakest party: every game ends. Handicap: added to
the count of countries before the country bonus; negative for the humans,
positive for the computers; with no human alive it counts for nobody.

TIMES
Seconds from 1 to 99, 0 = off, - = wait for Return or a click. Info time: the info boxes; table time: the move table of a computer turn
(0: the computers play through); graphic time: the arrows of its attacks.

MOVE TABLE
During a computer turn the table lists placings and attacks; Shift+B adds the
moves, Esc sets the table time to wait. Return or "go on" continues, another
key or a right click shows the map with arrows for the attacks.

WHERE THE MANUAL IS SILENT
One click is one roll: left rolls once ("1 attack"), right five times, with
Shift 20 times as often; an attack ends early when the country falls or one
army is left. After a liberation all armies of the origin but one march in;
the liberated country may go on this turn (move armies back if you like).
With "Choose how many march in" (Extras) a box asks: at least as many as
rolled last, at most all but one; Shift+R then takes back the march with
its liberation.
The card bonus "after 1 round + 1 player" starts at 4 and rises after every
trade and every (parties in the game + 1) turns. Every liberation attempt
rolls its own dice: the same attempt after Shift+R rolls the same, another
target learns nothing from the one taken back. A click closes a timed info
box and acts on the map; a waiting one (-) it only answers. A party with no
country is out (a box says so); with no human left you may watch or let the
computers play on "Fast to the end" (Esc stops). Arrows: solid head =
liberated, hollow head and dashed shaft = failed.

ADVICE FOR BEGINNERS
Start on a small continent, keep few border countries, liberate a country
every round for a card. Settings recommended against the computer:
    parties      2 to 4
    solidarity   -9 to 0
    coalition    10 to 30
    handicap     -5 to 0
"""

TEXTS = {"de": DE, "en": EN}


def lang_of(options) -> str:
    return "en" if getattr(options, "lang", None) == "en" else "de"


t = Texts(TEXTS, "de")          # t(key, lang, **values); "key_1": the singular ("noch eine Armee")


def action_text(action, lang: str) -> str:
    """A move of the log as the player clicked it (for Shift+R's message), not its notation."""
    from .. import world
    from ..actions import Attack, Move, Place

    name = lambda c: world.COUNTRIES[c].name   # noqa: E731
    if isinstance(action, Place):
        return t("u_place", lang, country=name(action.country))
    if isinstance(action, Attack):
        return t("u_attack", lang, src=name(action.src), dst=name(action.dst))
    if isinstance(action, Move):
        return t("u_move", lang, src=name(action.src), dst=name(action.dst))
    return action.text()


def param_names(lang: str) -> dict:
    return PARAMETERS_EN if lang == "en" else core_texts.PARAMETERS


def time_names(lang: str) -> dict:
    return TIMES_EN if lang == "en" else core_texts.TIMES


def card_names(lang: str) -> dict:
    return CARDS_EN if lang == "en" else core_texts.CARDS


def reflow(text: str) -> str:
    """Join the lines of each paragraph so that the pager wraps them to its width;
    headings (capitals) and indented lines stay as they are."""
    out: list[str] = []
    for line in text.split("\n"):
        keep = not line or line.startswith("    ") or line.isupper() or not out or not out[-1] \
            or out[-1].isupper() or out[-1].startswith("    ")
        if keep:
            out.append(line)
        else:
            out[-1] += " " + line
    return "\n".join(out)


def help_text(lang: str) -> str:
    return reflow(HELP_EN if lang == "en" else HELP_DE)


def all_texts() -> list[str]:
    """Every text the screens can show (for the font test), with sample values filled in."""
    out = []
    for table in (DE, EN):
        out += list(table.values())
    out += list(core_texts.MESSAGES_EN.values())
    out += list(core_texts.MESSAGES.values())
    out += list(core_texts.PARAMETERS.values()) + list(core_texts.TIMES.values())
    out += list(core_texts.CARDS.values()) + list(PARAMETERS_EN.values())
    out += list(TIMES_EN.values()) + list(CARDS_EN.values())
    out += [HELP_DE, HELP_EN, core_texts.NEUTRAL, core_texts.DEFAULT_NAME]
    return out
