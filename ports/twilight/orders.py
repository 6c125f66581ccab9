"""Orders as values with a text form, one per line:

    S2 BEWEGE von=2.3 nach=1.4 Kreuzer=2 Bodentruppe=3 riss=bleiben

The first word names the player (S1..S6), the second the order, then key=value pairs.
Spaces inside a value are written as "_" (planet=Arc_Prime). A game is its settings,
its seed and the list of the orders of every phase.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import Refused

VERBS = ("WUNSCH", "GEBOT", "LEGE", "STIMME", "HANDEL", "GIB", "VERWERFEN", "KARTE", "BAU",
         "BEWEGE", "KAMPF", "LANDE", "FORSCHE", "SABOTAGE")


@dataclass(frozen=True)
class Order:
    player: int
    verb: str
    args: tuple = ()      # ((key, value), ...) as strings

    def get(self, key: str, default: str = "") -> str:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def int(self, key: str, default: int = 0) -> int:
        v = self.get(key, "")
        if v == "":
            return default
        try:
            return int(v)
        except ValueError:
            raise Refused("bad_number", key=key, value=v) from None

    def text(self) -> str:
        parts = [f"S{self.player + 1}", self.verb]
        parts += [f"{k}={str(v).replace(' ', '_')}" for k, v in self.args]
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text()


def make(player: int, verb: str, **kw) -> Order:
    return Order(player, verb, tuple((k, str(v)) for k, v in kw.items()))


def parse(line: str) -> Order:
    """One order from its text; Refused("bad_order") if it cannot be read."""
    words = line.split()
    if len(words) < 2 or not words[0].upper().startswith("S"):
        raise Refused("bad_order", line=line.strip())
    try:
        player = int(words[0][1:]) - 1
    except ValueError:
        raise Refused("bad_order", line=line.strip()) from None
    verb = words[1].upper()
    if verb not in VERBS or player < 0:
        raise Refused("bad_order", line=line.strip())
    args = []
    for w in words[2:]:
        k, eq, v = w.partition("=")
        if not eq or not k:
            raise Refused("bad_order", line=line.strip())
        args.append((k, v.replace("_", " ")))
    return Order(player, verb, tuple(args))


def parse_all(text: str) -> list:
    """Orders from a block of lines; blank lines and lines starting with # are skipped."""
    return [parse(l) for l in text.splitlines() if l.strip() and not l.strip().startswith("#")]
