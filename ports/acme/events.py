"""What the rules of ACME report: typed event values, never sentences (texts.py words them).

`rules.apply` returns the events of an action; a screen shows them (the dice pair by pair,
a catastrophe as an alert), a sim counts them, a replay produces them again.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TurnBegins:
    player: int
    month: int            # months since January 1853 (state.date() words it)


@dataclass(frozen=True)
class Catastrophe:
    """EREIGNISSE: `kind` (seuche, erdbeben, revolution, desertion, ueberlauf, bestechung)
    struck `country` of `player`: `armies` died, deserted, vanished or went over; after a
    revolution or an Überlauf `to_player` (and `to_country`) gained them."""
    kind: str
    country: int
    player: int
    armies: int
    to_player: int | None = None
    to_country: int | None = None
    lost: int = 0         # of an Überlauf's armies, beyond 99 in to_country: lost


@dataclass(frozen=True)
class Traded:
    player: int
    value: int
    cards: tuple


@dataclass(frozen=True)
class Reinforcements:
    player: int
    countries: int        # one army per three countries, never fewer than three
    continents: int       # the continents' bonus armies
    total: int


@dataclass(frozen=True)
class Placed:
    country: int
    count: int
    lost: int             # beyond 99 armies in a country: lost (AUFSTELLEN DER ARMEEN)


@dataclass(frozen=True)
class Battle:
    src: int
    dst: int
    attacker: tuple       # the attacker's dice, highest first
    defender: tuple       # the defender's dice, highest first
    attacker_lost: int
    defender_lost: int


@dataclass(frozen=True)
class Conquered:
    src: int
    dst: int
    moved: int            # the armies of the last attack, moved in at once
    loser: int


@dataclass(frozen=True)
class Advanced:
    src: int
    dst: int
    count: int
    lost: int = 0         # beyond 99 armies in dst: lost (as AUFSTELLEN DER ARMEEN has it)


@dataclass(frozen=True)
class Regrouped:
    src: int
    dst: int
    count: int
    lost: int = 0         # beyond 99 armies in dst: lost


@dataclass(frozen=True)
class CardDrawn:
    player: int
    kind: str             # the player's own card: screens show it only to him


@dataclass(frozen=True)
class PhaseBegins:
    phase: str            # serie, setzen, angriff, verschieben


@dataclass(frozen=True)
class PlayerOut:
    player: int


@dataclass(frozen=True)
class Won:
    player: int


@dataclass(frozen=True)
class FrequencySet:
    frequency: str
