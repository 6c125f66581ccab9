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
    plural: str = ""  # for "4 Bodentruppen"; empty: the same as the name

    def count(self, n: int) -> str:
        """'1 Bodentruppe', '4 Bodentruppen'."""
        return f"{n} {self.name if n == 1 or not self.plural else self.plural}"


UNITS = {u.key: u for u in (
    Unit("carrier", "Transporter", 10, 9, 1, 8, ship=True),
    Unit("cruiser", "Kreuzer", 6, 8, 2, ship=True),
    Unit("dreadnought", "Zerstörer", 10, 4, 1, ship=True),
    Unit("fighter", "Jäger", 4, 9, 0, ship=True),
    Unit("ground", "Bodentruppe", 2, 8, 0, plural="Bodentruppen"),   # [decide] cost 2 credits
    Unit("pds", "P.D.S.", 8, 6, 0),           # [decide] cost 8, one shot hitting on 6
    Unit("dock", "Raumdock", 15, 0, 0, plural="Raumdocks"),
)}

SHIPS = ("dreadnought", "cruiser", "carrier", "fighter")       # in space, able to fight
MOVERS = ("dreadnought", "cruiser", "carrier")                  # ships with own movement
CARGO = ("ground", "fighter", "pds")                            # what a carrier carries [pbem]
FIGHTERS_PER_DOCK = 2                                           # fighters kept at a dock [pbem]
MAX_DOCKS = 6                                                   # per player [pbem]
BOMBARD = "dreadnought"

# the order a computer (and a player who says nothing) gives up losses: cheapest first
DEFAULT_LOSSES = ("fighter", "cruiser", "carrier", "dreadnought")


def plain(text: str) -> str:
    """Lower case with umlauts spelt out, as mail programs of 1998 often forced on players."""
    t = text.strip().lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        t = t.replace(a, b)
    return t


def by_name(text: str):
    """A unit key from its German name, plural or key (any case, umlauts or ae/oe/ue), or None."""
    t = plain(text).replace(".", "")
    for u in UNITS.values():
        names = {u.key, plain(u.name).replace(".", ""), plain(u.plural)} - {""}
        if t in names:
            return u.key
    return None
