"""Political cards [TI1 mechanics] and action cards [decide: our own set and texts].

Political cards are either laws (for/against; they need an absolute majority of all
votes [pbem]) or elections (a player; relative majority [pbem]).
"""
from __future__ import annotations

from dataclasses import dataclass

from .units import plain

LAW, ELECTION = "gesetz", "wahl"


@dataclass(frozen=True)
class PoliticalCard:
    key: str
    name: str
    kind: str
    text: str
    rounds: int = 0      # 0 = in force until repealed; else lasts this many rounds


POLITICAL = {c.key: c for c in (
    PoliticalCard("arms_reduction", "Rüstungsbeschränkung", LAW,
                  "Alle Einheiten kosten 2 Kredite mehr; niemand behält mehr als 2 Zerstörer."),
    PoliticalCard("nxill", "Konvention von Nxill", LAW, "Raumschlachten dauern nur eine Runde."),
    PoliticalCard("council", "Ermächtigter Rat", LAW,
                  "Die Fortschrittsskala rückt nur in jeder zweiten Runde vor."),
    PoliticalCard("thalnos", "Krone von Thalnos", ELECTION,
                  "Der Gewählte würfelt im Kampf mit +1, bis die Krone neu vergeben wird."),
    PoliticalCard("expansion", "Expansionsbeschränkung", LAW,
                  "Niemand hält mehr als 4 Planeten außerhalb seines Heimatsystems."),
    PoliticalCard("free_trade", "Freihandel", LAW, "+5 Kredite je Handelsabkommen."),
    PoliticalCard("mecatol_holder", "Herr von Mecatol Rex", LAW,
                  "Wer Mecatol Rex hält, stimmt zuletzt ab und entscheidet jeden Gleichstand."),
    PoliticalCard("humane_labor", "Menschenwürdige Arbeit", LAW,
                  "Jedes Raumdock baut höchstens 2 Einheiten je Runde."),
    PoliticalCard("limits", "Grenzen individueller Macht", LAW, "Höchstens 3 Aktionskarten auf der Hand."),
    PoliticalCard("long_truce", "Langer Waffenstillstand", LAW,
                  "3 Runden lang keine Angriffe; wer bricht, zahlt dem Opfer 50 Kredite.", rounds=3),
    PoliticalCard("short_truce", "Kurzer Waffenstillstand", LAW,
                  "2 Runden lang keine Angriffe; wer bricht, zahlt dem Opfer 35 Kredite.", rounds=2),
    PoliticalCard("execution", "Öffentliche Hinrichtung", ELECTION,
                  "Der Gewählte wirft alle Aktionskarten ab."),
    PoliticalCard("revote", "Neuabstimmung", LAW, "Das zuletzt beschlossene Gesetz wird aufgehoben."),
)}

TRUCE_FINE = {"long_truce": 50, "short_truce": 35}


@dataclass(frozen=True)
class ActionCard:
    key: str
    name: str
    phase: str          # the phase in which it has its effect
    target: str         # "", "system" or "card"
    copies: int
    text: str


ACTION = {c.key: c for c in (
    ActionCard("sabotage", "Sabotage", "sabotage", "card", 6,
               "Hebt eine gerade gespielte Aktionskarte eines anderen Spielers auf."),
    ActionCard("bribery", "Bestechung", "politik", "", 4, "+6 Stimmen bei dieser Abstimmung."),
    ActionCard("trade_boom", "Handelsboom", "wirtschaft", "", 4, "+10 Kredite."),
    ActionCard("ion_storm", "Ionensturm", "bewegung", "system", 4,
               "In dieses System darf in dieser Phase kein Schiff einfliegen."),
    ActionCard("direct_hit", "Direkter Treffer", "raumkampf", "system", 3,
               "Vor der Schlacht in diesem System wird das teuerste feindliche Schiff zerstört."),
    ActionCard("morale", "Moralschub", "raumkampf", "system", 3,
               "Deine Schiffe würfeln in diesem System in der ersten Runde mit +1."),
    ActionCard("assault", "Sturmangriff", "invasion", "", 4,
               "Deine Bodentruppen würfeln in dieser Phase mit +1."),
    ActionCard("breakthrough", "Forschungsdurchbruch", "technologie", "", 4,
               "Die erste Technologie dieser Phase kostet 15 Kredite weniger."),
)}

HAND_LIMIT = 7          # [pbem]
HAND_LIMIT_LAW = 3      # Grenzen individueller Macht [TI1]


def action_deck() -> list:
    return [c.key for c in ACTION.values() for _ in range(c.copies)]


def political_deck() -> list:
    return list(POLITICAL)


def find_action(text: str):
    t = plain(text)
    for c in ACTION.values():
        if t in (c.key, c.key.replace("_", " "), plain(c.name)):
            return c.key
    return None
