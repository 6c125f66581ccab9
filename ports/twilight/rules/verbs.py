"""The orders each phase takes, the phase an order belongs to, and the action cards a
sabotage phase interrupts: what the engine and ahead.py (orders given for later phases)
both ask, in a module of its own so that neither imports the other for it."""
from __future__ import annotations

from . import cards
from .orders import Card

# the orders each phase takes (told to a player who sends another)
PHASE_VERBS = {
    "wuensche": ("WUNSCH",), "gebote": ("GEBOT",), "aufbau": ("LEGE",),
    "politik": ("STIMME", "HANDEL", "GIB", "VERWERFEN", "KARTE"), "wirtschaft": ("BAU", "KARTE"),
    "bewegung": ("BEWEGE", "KARTE"), "raumkampf": ("KAMPF", "KARTE"), "invasion": ("LANDE", "KARTE"),
    "technologie": ("FORSCHE", "KARTE"), "sabotage": ("SABOTAGE",),
}
LOOK_AHEAD = ("BIS", "PASSE")     # flow 2: in every phase (ahead.py)


VERB_PHASE = {verb: phase for phase, verbs in PHASE_VERBS.items() for verb in verbs if verb != "KARTE"}


def phase_of(order) -> str:
    """The phase an order belongs to (an action card: the phase it works in)."""
    if isinstance(order, Card):
        return cards.ACTION[order.card].phase if order.card in cards.ACTION else ""
    return VERB_PHASE.get(order.VERB, "")


def played_now(game) -> list:
    """(player, card key, target) of the cards played in the phase that is interrupted."""
    return [(p, o.card, o.target) for p in sorted(game.held) for o in game.held[p] if isinstance(o, Card)]
