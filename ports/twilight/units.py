"""Units with their values [pbem, TI1]: cost in credits, hits on a d10 of at least, movement, capacity."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    key: str
    name: str         # German, as the PBEM called it
    cost: int
    combat: int       # hits on a d10 roll >= this (0 counts as 10); 0 = no combat value
    move: int
    capacity: int = 0
    ship: bool = False


UNITS = {u.key: u for u in (
    Unit("carrier", "Transporter", 10, 9, 1, 8, ship=True),
    Unit("cruiser", "Kreuzer", 6, 8, 2, ship=True),
    Unit("dreadnought", "Zerstörer", 10, 4, 1, ship=True),
    Unit("fighter", "Jäger", 4, 9, 0, ship=True),
    Unit("ground", "Bodentruppe", 2, 8, 0),   # [decide] cost 2 credits
    Unit("pds", "P.D.S.", 8, 6, 0),           # [decide] cost 8, one shot hitting on 6
    Unit("dock", "Raumdock", 15, 0, 0),
)}

SHIPS = ("dreadnought", "cruiser", "carrier", "fighter")       # in space, able to fight
MOVERS = ("dreadnought", "cruiser", "carrier")                  # ships with own movement
CARGO = ("ground", "fighter", "pds")                            # what a carrier carries [pbem]
FIGHTERS_PER_DOCK = 2                                           # fighters kept at a dock [pbem]
MAX_DOCKS = 6                                                   # per player [pbem]
BOMBARD = "dreadnought"

# the order a computer (and a player who says nothing) gives up losses: cheapest first
DEFAULT_LOSSES = ("fighter", "cruiser", "carrier", "dreadnought")


def by_name(text: str):
    """A unit key from its German name or key (case-insensitive), or None."""
    t = text.strip().lower()
    for u in UNITS.values():
        if t in (u.key, u.name.lower(), u.name.lower().replace(".", "")):
            return u.key
    return None
