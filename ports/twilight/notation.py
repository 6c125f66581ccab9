"""Orders as players type them, made canonical before they are checked.

Players of the e-mail game wrote orders by hand: "bodentruppen=2", "planet=jord",
"fuer=Nein", "Zerstoerer" for Zerstörer (many mail programs of the time lost umlauts).
All of these mean one thing, so they are accepted and rewritten in the one spelling the
record keeps. A key an order does not know is refused, never silently ignored: a typo in
"Bodentrupen=2" must not send a carrier off empty.
"""
from __future__ import annotations

from . import cards, hexes, races, technology, tiles, units
from .errors import Refused
from .orders import Order
from .texts import MESSAGES

# the keys each order takes (BEWEGE also takes a unit name per kind of unit sent)
KEYS = {
    "WUNSCH": ("rassen",), "GEBOT": ("kredite", "wunsch"), "LEGE": ("kachel", "ort"),
    "STIMME": ("fuer",), "HANDEL": ("mit",), "GIB": ("an", "karte", "kredite"), "VERWERFEN": (),
    "KARTE": ("name", "ziel"), "BAU": ("planet", "einheit", "anzahl"),
    "BEWEGE": ("von", "nach", "riss"), "KAMPF": ("ort", "rueckzug", "nach", "verluste"),
    "LANDE": ("ort", "planet", "anzahl"), "FORSCHE": ("tech",), "SABOTAGE": ("karte",),
}
_PLACES = ("von", "nach", "ort")
_PLANETS = {units.plain(n).replace(" ", ""): n for n in tiles.PLANET_VALUES}


def _place(v: str) -> str:
    pos = hexes.parse(v)
    return hexes.label(pos) if pos is not None else v


def planet_name(v: str) -> str:
    """The planet's own spelling ("jord" -> "Jord", "arc_prime" -> "Arc Prime"), else v."""
    return _PLANETS.get(units.plain(v).replace(" ", ""), v)


def _unit_list(v: str) -> str:
    out = []
    for u in v.split(","):
        k = units.by_name(u) if u.strip() else None
        out.append(units.UNITS[k].name if k else u.strip())
    return ",".join(out)


def _value(verb: str, key: str, v: str) -> str:
    if key in _PLACES or (key == "ziel" and hexes.parse(v) is not None):
        return _place(v)
    if key == "wunsch" and verb == "GEBOT":
        return ",".join(_place(x) for x in v.split(","))
    if key == "planet":
        return planet_name(v)
    if key == "einheit":
        k = units.by_name(v)
        return units.UNITS[k].name if k else v
    if key == "fuer":
        t = units.plain(v)
        return t if t in ("ja", "nein") else v.strip().upper()
    if key in ("mit", "an", "kachel"):
        return v.strip().upper()
    if key in ("rueckzug", "riss"):
        return v.strip().lower()
    if key == "verluste":
        return _unit_list(v)
    if key == "name" or (key == "karte" and verb == "GIB"):
        k = cards.find_action(v)
        return cards.ACTION[k].name if k else v
    if key == "rassen":
        return ",".join(r.key if (r := races.find(x)) else x for x in v.split(",") if x.strip())
    if key == "tech":
        k = technology.find(v)
        return technology.TECHS[k].name if k else v
    return v


def normalise(order: Order) -> Order:
    """The order in its canonical spelling; Refused("bad_key") for a key the order lacks."""
    allowed = KEYS.get(order.verb, ())
    args = []
    for k, v in order.args:
        key = units.plain(k)
        if order.verb == "BEWEGE" and key not in allowed and units.by_name(k):
            args.append((units.UNITS[units.by_name(k)].name, v.strip()))
            continue
        if key not in allowed:
            keys = ", ".join(f"{x}=" for x in allowed) or "-"
            if order.verb == "BEWEGE":
                keys += MESSAGES["move_units"]
            raise Refused("bad_key", verb=order.verb, key=k, keys=keys)
        args.append((key, _value(order.verb, key, v)))
    return Order(order.player, order.verb, tuple(args))
