"""What happened, as typed values: what `rules.apply` returns and what the Zugtabelle reads.

The first five are the turn's events that `State.events` keeps for the Zugtabelle
(EMPERADO 5); save files hold them in their old list form (`as_list`, `from_list`), so
that snapshots written before these types existed still compare. The others only say
what happened (a card, a party out, the world liberated) to whoever listens.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Traded:
    """Three symbol cards traded for `armies` at the start of the turn (EMPERADO 3a)."""
    armies: int

    def as_list(self) -> list:
        return ["K", self.armies]


@dataclass(frozen=True)
class Placed:
    """`count` armies placed into `country`, which held `before` (EMPERADO 3a)."""
    country: int
    count: int
    before: int

    def as_list(self) -> list:
        return ["E", self.country, self.count, self.before]


@dataclass(frozen=True)
class Battle:
    """Rounds of dice from `src` against `dst` (EMPERADO 3b): the armies of both before
    and after, and whether `dst` was liberated."""
    src: int
    dst: int
    attacker_before: int
    defender_before: int
    won: bool
    attacker_after: int
    defender_after: int

    def as_list(self) -> list:
        return ["B", self.src, self.dst, self.attacker_before, self.defender_before,
                int(self.won), self.attacker_after, self.defender_after]


@dataclass(frozen=True)
class Moved:
    """`count` armies moved from `src` to `dst` (EMPERADO 3c)."""
    src: int
    dst: int
    count: int

    def as_list(self) -> list:
        return ["V", self.src, self.dst, self.count]


@dataclass(frozen=True)
class Marched:
    """After a liberation, with the option "Nachrücken wählen": `count` armies marched
    from `src` into `dst`, `left` stayed behind (EMPERADO 3b, our option)."""
    src: int
    dst: int
    count: int
    left: int

    def as_list(self) -> list:
        return ["N", self.src, self.dst, self.count, self.left]


@dataclass(frozen=True)
class CardReceived:
    """`party` drew a symbol card at "Fertig" of a turn with a liberation (EMPERADO 3a)."""
    party: int
    kind: str


@dataclass(frozen=True)
class PartyOut:
    """`party` lost its last country (EMPERADO 1-3)."""
    party: int


@dataclass(frozen=True)
class Won:
    """`party` holds every country, neutrals included."""
    party: int


@dataclass(frozen=True)
class SettingChanged:
    """A setting changed in play (EMPERADO 4a-4c): the action that changed it."""
    change: object


TurnEvent = Traded | Placed | Battle | Moved | Marched


def from_list(e: list) -> TurnEvent:
    """A turn event from the list form of save files (`as_list`)."""
    kind = e[0]
    if kind == "K":
        return Traded(int(e[1]))
    if kind == "E":
        return Placed(int(e[1]), int(e[2]), int(e[3]))
    if kind == "B":
        return Battle(int(e[1]), int(e[2]), int(e[3]), int(e[4]), bool(e[5]), int(e[6]),
                      int(e[7]))
    if kind == "V":
        return Moved(int(e[1]), int(e[2]), int(e[3]))
    if kind == "N":
        return Marched(int(e[1]), int(e[2]), int(e[3]), int(e[4]))
    raise ValueError(f"unknown event {kind!r}")
