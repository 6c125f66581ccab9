"""The races: home system, extra starting units and special abilities.

Names and home planets [TI1]; abilities of the first six [TI2] as the reference lists
them; the extra starting units and the abilities of the last four are our decision.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Race:
    key: str
    name: str
    home: tuple                       # home planet names
    extra_units: tuple                # ((unit key, count), ...) placed in the home system
    start_tech: str                   # technology dealt at the start [decide]
    combat_bonus: int = 0             # added to every space and ground combat die [TI2]
    ground_bonus: int = 0             # added to ground combat dice only [TI2]
    tech_discount: int = 0            # credits off each technology [TI2]
    trade_start: int = 0              # trade agreements at the start [TI2]
    extra_ground_per_home_planet: int = 0  # Sol's free ground forces [TI2]
    influence_per_trade: int = 0      # Xxcha [TI2]
    can_discard_political: bool = False   # Xxcha [TI2]
    cards_per_round: int = 1          # Yssaril draw 2 [decide]
    move_bonus: dict = field(default_factory=dict)   # Mentak cruisers [decide]
    unit_bonus: dict = field(default_factory=dict)   # per unit combat bonus [decide]


_STD = (("carrier", 2), ("cruiser", 2), ("fighter", 2), ("ground", 3))

RACES = {r.key: r for r in (
    Race("letnev", "Baronie von Letnev", ("Arc Prime", "Wren Terra"),
         (("carrier", 1), ("dreadnought", 2), ("ground", 3), ("pds", 1)), "hylar_laser",
         ground_bonus=2),
    Race("hacan", "Emirate von Hacan", ("Arretze", "Hercant", "Kamdorn"),
         (("carrier", 2), ("cruiser", 1), ("fighter", 2), ("ground", 2)), "xrd",
         trade_start=2),
    Race("sol", "Föderation von Sol", ("Jord",),
         (("carrier", 2), ("cruiser", 1), ("fighter", 2), ("ground", 4)), "xrd",
         extra_ground_per_home_planet=1),
    Race("sardakk", "Sardakk N'orr", ("Quinarra", "Tren'lak"),
         (("carrier", 1), ("cruiser", 2), ("dreadnought", 1), ("ground", 3)), "hylar_laser",
         combat_bonus=1),
    Race("jolnar", "Universitäten von Jol-Nar", ("Jol", "Nar"),
         (("carrier", 2), ("cruiser", 1), ("fighter", 2), ("ground", 2), ("pds", 2)), "antimatter",
         combat_bonus=-1, tech_discount=10),
    Race("xxcha", "Königreich der Xxcha", ("Archon Ren", "Archon Tau"),
         (("carrier", 1), ("cruiser", 2), ("fighter", 2), ("ground", 3), ("pds", 1)), "antimatter",
         influence_per_trade=1, can_discard_political=True),
    Race("mentak", "Mentak-Koalition", ("Moll Primus",),
         (("carrier", 1), ("cruiser", 3), ("fighter", 2), ("ground", 3)), "hylar_laser",
         move_bonus={"cruiser": 1}),
    Race("yssaril", "Stämme der Yssaril", ("Retillion", "Shalloq"),
         (("carrier", 2), ("cruiser", 1), ("fighter", 2), ("ground", 3)), "xrd",
         cards_per_round=2),
    Race("l1z1x", "L1Z1X-Gedankennetz", ("[0.0.0]",),
         (("carrier", 1), ("dreadnought", 1), ("cruiser", 1), ("fighter", 2), ("ground", 4)), "hylar_laser",
         unit_bonus={"dreadnought": 1}),
    Race("naalu", "Naalu-Kollektiv", ("Druaa", "Maaluuk"),
         (("carrier", 2), ("cruiser", 1), ("fighter", 3), ("ground", 3)), "antimatter",
         unit_bonus={"fighter": 1}),
)}

ORDER = tuple(RACES)


def find(text: str):
    """A race by key or by (part of) its German name, or None."""
    t = text.strip().lower()
    if t in RACES:
        return RACES[t]
    for r in RACES.values():
        if t and t in r.name.lower():
            return r
    return None
