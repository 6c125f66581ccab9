"""Orders as players type them, read into the typed values of orders.py.

Players of the e-mail game wrote orders by hand: "bodentruppen=2", "planet=jord",
"fuer=Nein", "Zerstoerer" for Zerstörer (many mail programs of the time lost umlauts).
All of these mean one thing, so they are accepted and become the one value whose text()
the record keeps. A key an order does not know is refused, never silently ignored: a typo
in "Bodentrupen=2" must not send a carrier off empty. Names from the fixed tables (units,
action cards, technologies, races) and numbers are refused here already; what depends on
the game (whose planet, which system, how many ships there) is the engine's check.
"""
from __future__ import annotations

from retro.play import Refusal

from . import cards, hexes, races, technology, tiles, units
from .orders import (ANYWHERE, EVERYWHERE, KINDS, SEPARATOR, SKIPPED, Bid, Build, Card, Discard, Fight, Give, Land, Lay,
                     Move, Orders, Pass, Research, Sabotage, Trade, Until, Vote, Wish)

# the keys each order takes (BEWEGE also takes a unit name per kind of unit sent)
KEYS = {
    "WUNSCH": ("rassen",), "GEBOT": ("kredite", "wunsch"), "LEGE": ("kachel", "ort"),
    "STIMME": ("fuer",), "HANDEL": ("mit",), "GIB": ("an", "karte", "kredite"), "VERWERFEN": (),
    "KARTE": ("name", "ziel"), "BAU": ("planet", "einheit", "anzahl"),
    "BEWEGE": ("von", "nach", "riss"), "KAMPF": ("ort", "rueckzug", "nach", "verluste"),
    "LANDE": ("ort", "planet", "anzahl"), "FORSCHE": ("tech",), "SABOTAGE": ("karte", "gegen", "ziel"),
    "BIS": ("phase",), "PASSE": (),
}
_PLANETS = {units.plain(n).replace(" ", ""): n for n in tiles.PLANET_VALUES}
_UNIT_NAMES = ", ".join(u.name for u in units.UNITS.values())
_SHIP_NAMES = ", ".join(units.UNITS[k].name for k in units.SHIPS)


def place(v: str) -> str:
    """A system's label ("mr" -> "MR"); a place that does not exist stays as written."""
    pos = hexes.parse(v)
    return hexes.label(pos) if pos is not None else v.strip()


def planet_name(v: str) -> str:
    """The planet's own spelling ("jord" -> "Jord", "arc_prime" -> "Arc Prime"), else v."""
    return _PLANETS.get(units.plain(v).replace(" ", ""), v.strip())


def player_ref(v: str):
    """"s3" -> 2; what is no player ("x", "S0") stays as written, in capitals, for the check."""
    t = v.strip().upper()
    if t.startswith("S") and t[1:].isdigit() and int(t[1:]) >= 1:
        return int(t[1:]) - 1
    return t


def _number(key: str, v: str | None, default=0):
    if v is None or v.strip() == "":
        return default
    try:
        return int(v)
    except ValueError:
        raise Refusal("bad_number", field=key, value=v) from None


def _unit(v: str, ships_only: bool = False) -> str:
    k = units.by_name(v) if v.strip() else None
    if k is None or (ships_only and k not in units.SHIPS):
        raise Refusal("bad_unit", unit=v.strip(), known=_SHIP_NAMES if ships_only else _UNIT_NAMES)
    return k


def _card(v: str) -> str:
    k = cards.find_action(v)
    if k is None:
        raise Refusal("bad_card", card=v.strip(), known=", ".join(c.name for c in cards.ACTION.values()))
    return k


def _tech(v: str) -> str:
    k = technology.find(v)
    if k is None:
        raise Refusal("bad_tech", tech=v.strip(), known=", ".join(t.name for t in technology.TECHS.values()))
    return k


def _races(v: str) -> tuple:
    out = []
    for w in v.split(","):
        if not w.strip():
            continue
        r = races.find(w)
        if r is None:
            raise Refusal("bad_race", race=w.strip(), known=", ".join(r.name for r in races.RACES.values()))
        out.append(r.key)
    return tuple(out)


def _vote(v: str):
    t = units.plain(v)
    return t if t in ("ja", "nein") else player_ref(v)


def _retreat(v: str | None):
    t = (v or "").strip().lower()
    if t == "":
        return None
    return int(t) if t.isdigit() else t


def player_of(word: str, line: str) -> int:
    """The player in front of an order line: "S2" -> 1."""
    try:
        if word.upper().startswith("S") and int(word[1:]) >= 1:
            return int(word[1:]) - 1
    except ValueError:
        pass
    raise Refusal("bad_order", line=line.strip())


def parse_words(line: str) -> tuple:
    """(player, verb, [(key, value)]) of one line; Refusal("bad_order") if it cannot be read."""
    words = line.split()
    if len(words) < 2 or ";" in line:
        raise Refusal("bad_order", line=line.strip())
    player = player_of(words[0], line)
    verb = words[1].upper()
    if verb not in KINDS:
        raise Refusal("bad_order", line=line.strip())
    args = []
    for w in words[2:]:
        k, eq, v = w.partition("=")
        if not eq or not k:
            raise Refusal("bad_order", line=line.strip())
        args.append((k, v.replace("_", " ")))
    return player, verb, args


def _typed(player: int, verb: str, args: list):
    allowed = KEYS[verb]
    got, sent = {}, []
    for k, v in args:                   # first every key, then the values
        key = units.plain(k)
        if verb == "BEWEGE" and key not in allowed and units.by_name(k):
            sent.append((units.by_name(k), v))
            continue
        if key not in allowed:
            # the keys as values; BEWEGE also takes the units (reports/texts.py words them)
            raise Refusal("bad_key", verb=verb, field=k, keys=tuple(allowed), with_units=verb == "BEWEGE")
        got.setdefault(key, v)          # the first of a key counts, as it always did
    ships = {}
    for u, v in sent:                   # each kind once, in the order first written
        n = _number(units.UNITS[u].name, v)
        if n < 0:
            raise Refusal("bad_number", field=units.UNITS[u].name, value=v.strip())
        if n:
            ships[u] = ships.get(u, 0) + n
    g = got.get
    if verb == "WUNSCH":
        return Wish(player, _races(g("rassen", "")))
    if verb == "GEBOT":
        wish = tuple(place(x) for x in g("wunsch", "").split(",") if x.strip())
        return Bid(player, _number("kredite", g("kredite"), None), wish)
    if verb == "LEGE":
        where = g("ort", "").strip()
        where = ANYWHERE if where == ANYWHERE else ",".join(place(x) for x in where.split(",") if x.strip())
        return Lay(player, g("kachel", "").strip().upper(), where)
    if verb == "STIMME":
        return Vote(player, _vote(g("fuer", "")) if g("fuer", "").strip() else "")
    if verb == "HANDEL":
        return Trade(player, player_ref(g("mit", "")) if g("mit", "").strip() else "")
    if verb == "GIB":
        return Give(player, player_ref(g("an", "")) if g("an", "").strip() else "",
                    _card(g("karte")) if g("karte", "").strip() else "", _number("kredite", g("kredite", "")))
    if verb == "VERWERFEN":
        return Discard(player)
    if verb == "KARTE":
        return Card(player, _card(g("name", "")), place(g("ziel", "")))
    if verb == "BAU":
        return Build(player, planet_name(g("planet", "")), _unit(g("einheit", "")), _number("anzahl", g("anzahl"), None))
    if verb == "BEWEGE":
        return Move(player, place(g("von", "")), place(g("nach", "")), tuple(ships.items()),
                    g("riss", "").strip().lower())
    if verb == "KAMPF":
        losses = tuple(_unit(u, ships_only=True) for u in g("verluste", "").split(",") if u.strip())
        return Fight(player, place(g("ort", "")), _retreat(g("rueckzug")), place(g("nach", "")), losses)
    if verb == "LANDE":
        n = g("anzahl")
        n = EVERYWHERE if n is not None and n.strip().lower() == EVERYWHERE else _number("anzahl", n, None)
        return Land(player, place(g("ort", "")), planet_name(g("planet", "")), n)
    if verb == "FORSCHE":
        return Research(player, _tech(g("tech", "")))
    if verb == "BIS":
        return Until(player, _phase(g("phase", "")))
    if verb == "PASSE":
        return Pass(player)
    return _sabotage(player, g)


def _phase(v: str) -> str:
    """A phase of the round by key, name or number 1-7 ("technologie", "6", "Technologiephase")."""
    from .state import PHASES
    t = units.plain(v).replace(".", " ").strip()
    if t.isdigit() and 1 <= int(t) <= len(PHASES):
        return PHASES[int(t) - 1]
    for key in PHASES:
        if t == key or t.endswith(key) or t.endswith(key + "phase") or t == key + "phase":
            return key
    raise Refusal("bad_phase", value=v.strip(), known=", ".join(PHASES))


def _sabotage(player: int, g) -> Sabotage:
    card = g("karte", "").strip()
    if card.isdigit() or card.lstrip("-").isdigit():
        return Sabotage(player, _number("karte", card))
    against = g("gegen", "").strip().lower()
    if against not in ("", "alle", "spitze", "niemand"):
        who_ = [player_ref(x) for x in against.split(",") if x.strip()]
        if not who_ or any(not isinstance(q, int) for q in who_):
            raise Refusal("bad_value", field="gegen", value=against)
        against = ",".join(f"S{q + 1}" for q in who_)
    aim = g("ziel", "").strip().lower()
    if aim not in ("", "mich"):
        raise Refusal("bad_value", field="ziel", value=aim)
    kind = _card(card) if card else ""
    if not (kind or against or aim):
        raise Refusal("bad_number", field="karte", value=card)
    return Sabotage(player, 0, against, kind, aim)


def parse(line: str):
    """One order from the line a player wrote; a Refusal names the line as written."""
    try:
        return _typed(*parse_words(line))
    except Refusal as e:
        e.params.setdefault("line", line.strip())
        raise


def lines(text: str) -> list:
    """The order lines of a block: blank lines and lines starting with # are no orders."""
    return [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]


def parse_all(text: str) -> list:
    return [parse(line) for line in lines(text)]


def parse_orders(text: str) -> Orders:
    """One player's set from its one-line text (orders.Orders.text): "S2 ... ; S2 ..." or "S3 -"."""
    parts = [p.strip() for p in text.split(SEPARATOR.strip())]
    words = text.split()
    if len(words) == 2 and words[1] == "-":
        return Orders(player_of(words[0], text), ())
    if len(words) == 3 and words[1] == "-" and words[2] == SKIPPED:
        return Orders(player_of(words[0], text), (), skipped=True)
    found = tuple(parse(p) for p in parts)
    if not found:
        raise Refusal("bad_order", line=text.strip())
    player = found[0].player
    for o in found:
        if o.player != player:
            raise Refusal("foreign_order", line=o.text())
    return Orders(player, found)
