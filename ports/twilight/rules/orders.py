"""Orders as typed values, one frozen dataclass per kind, each with its text form:

    S2 BEWEGE von=2.3 nach=1.4 Kreuzer=2 Bodentruppe=3 riss=bleiben
    == Move(player=1, src="2.3", dst="1.4", ships=(("cruiser", 2), ("ground", 3)), rift="bleiben")

Fields hold keys, never German names: units, action cards, technologies and races by their
keys, systems by their labels ("MR", "2.3"), planets by their names, numbers as ints, other
players as indices. `text()` is the canonical spelling the record keeps (German names, "_"
for a space); notation.parse reads what players type back into these values, so that
parse(o.text()) == o. A value a player wrote that names nothing (a planet "Nirgendwo",
a vote "vielleicht") is kept as written, for the check that refuses it to name it; a
number he left out (anzahl=, kredite=, rueckzug=) is None, so that the record keeps his
order as he gave it, and the property beside it says what it comes to.

Orders(player, orders) is one player's whole set for a step, all or nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from . import cards, technology, units

VERBS = ("WUNSCH", "GEBOT", "LEGE", "STIMME", "HANDEL", "GIB", "VERWERFEN", "KARTE", "BAU",
         "BEWEGE", "KAMPF", "LANDE", "FORSCHE", "SABOTAGE", "BIS", "PASSE")
EVERYWHERE = "alle"          # KAMPF ort=alle: how every battle of his is fought (a standing order)
ANYWHERE = "*"               # LEGE ort=*: the free place nearest his home system


def who(p) -> str:
    """A player reference as written: S3 for index 2; an unreadable one as it was written."""
    return f"S{p + 1}" if isinstance(p, int) else p


def _spell(v) -> str:
    return str(v).replace(" ", "_")


@dataclass(frozen=True)
class Order:
    """What every order has: the player who gives it. VERB names the kind in the text."""
    player: int
    VERB: ClassVar[str] = ""

    def pairs(self) -> list:
        """The key=value pairs of the text, in the canonical order, only those given."""
        return []

    def text(self) -> str:
        return " ".join([f"S{self.player + 1}", self.VERB] + [f"{k}={_spell(v)}" for k, v in self.pairs()])

    def __str__(self) -> str:
        return self.text()

    def __deepcopy__(self, memo):
        return self          # immutable: a copied game may share it


@dataclass(frozen=True)
class Wish(Order):
    """WUNSCH rassen=sol,hacan: the races wished for, the first first."""
    races: tuple = ()
    VERB: ClassVar[str] = "WUNSCH"

    def pairs(self):
        return [("rassen", ",".join(self.races))] if self.races else []


@dataclass(frozen=True)
class Bid(Order):
    """GEBOT kredite=5 wunsch=3.1,3.4: credits bid for choosing a home place first."""
    credits: int | None = None
    places: tuple = ()
    VERB: ClassVar[str] = "GEBOT"

    @property
    def amount(self) -> int:
        return 0 if self.credits is None else self.credits

    def pairs(self):
        out = [("kredite", self.credits)] if self.credits is not None else []
        return out + ([("wunsch", ",".join(self.places))] if self.places else [])


@dataclass(frozen=True)
class Lay(Order):
    """LEGE kachel=P05 ort=2.3: a tile laid in the galaxy building; ort=2.3,2.4 the first of
    these places that is allowed then, ort=* the allowed place nearest his home system."""
    tile: str = ""
    place: str = ""
    VERB: ClassVar[str] = "LEGE"

    @property
    def places(self) -> tuple:
        return tuple(x for x in self.place.split(",") if x)

    def pairs(self):
        return [("kachel", self.tile), ("ort", self.place)]


@dataclass(frozen=True)
class Vote(Order):
    """STIMME fuer=ja|nein|S3: "ja"/"nein" on a law, a player's index in an election."""
    choice: str | int = ""
    VERB: ClassVar[str] = "STIMME"

    def pairs(self):
        return [("fuer", who(self.choice))] if self.choice != "" else []


@dataclass(frozen=True)
class Trade(Order):
    """HANDEL mit=S2: asks for a trade agreement (it needs both)."""
    partner: int | str = ""
    VERB: ClassVar[str] = "HANDEL"

    def pairs(self):
        return [("mit", who(self.partner))] if self.partner != "" else []


@dataclass(frozen=True)
class Give(Order):
    """GIB an=S2 karte=Bestechung kredite=5: an action card and/or credits to another player."""
    to: int | str = ""
    card: str = ""
    credits: int = 0
    VERB: ClassVar[str] = "GIB"

    def pairs(self):
        out = [("an", who(self.to))] if self.to != "" else []
        if self.card:
            out.append(("karte", cards.ACTION[self.card].name))
        if self.credits:
            out.append(("kredite", self.credits))
        return out


@dataclass(frozen=True)
class Discard(Order):
    """VERWERFEN: the Xxcha buy the political card off the table."""
    VERB: ClassVar[str] = "VERWERFEN"


@dataclass(frozen=True)
class Card(Order):
    """KARTE name=Ionensturm ziel=2.8: an action card played, with its target system if any."""
    card: str = ""
    target: str = ""
    VERB: ClassVar[str] = "KARTE"

    def pairs(self):
        return [("name", cards.ACTION[self.card].name)] + ([("ziel", self.target)] if self.target else [])


@dataclass(frozen=True)
class Build(Order):
    """BAU planet=Jord einheit=Kreuzer anzahl=2: units bought at a space dock."""
    planet: str = ""
    unit: str = ""
    n: int | None = None
    VERB: ClassVar[str] = "BAU"

    @property
    def count(self) -> int:
        return 1 if self.n is None else self.n

    def pairs(self):
        out = [("planet", self.planet), ("einheit", units.UNITS[self.unit].name)]
        return out + ([("anzahl", self.n)] if self.n is not None else [])


@dataclass(frozen=True)
class Move(Order):
    """BEWEGE von=2.3 nach=1.4 Kreuzer=2 ...: ships (unit key, count) in the order written,
    each kind once; riss=bleiben|folgen for ships leaving a gravity rift ("" = folgen)."""
    src: str = ""
    dst: str = ""
    ships: tuple = ()
    rift: str = ""
    VERB: ClassVar[str] = "BEWEGE"

    def units(self) -> dict:
        return dict(self.ships)

    def pairs(self):
        out = [("von", self.src), ("nach", self.dst)]
        out += [(units.UNITS[u].name, n) for u, n in self.ships]
        return out + ([("riss", self.rift)] if self.rift else [])


@dataclass(frozen=True)
class Fight(Order):
    """KAMPF ort=2.8 rueckzug=nie|sofort|N nach=2.7 verluste=Jäger,Kreuzer: how a battle is fought.
    retreat: "nie", "sofort", or the round after which the attacker breaks off."""
    system: str = ""
    retreat: str | int | None = None
    to: str = ""
    losses: tuple = ()
    VERB: ClassVar[str] = "KAMPF"

    @property
    def retreat_after(self):
        return "nie" if self.retreat is None else self.retreat

    def pairs(self):
        out = [("ort", self.system)] + ([("rueckzug", self.retreat)] if self.retreat is not None else [])
        if self.to:
            out.append(("nach", self.to))
        if self.losses:
            out.append(("verluste", ",".join(units.UNITS[u].name for u in self.losses)))
        return out


@dataclass(frozen=True)
class Land(Order):
    """LANDE ort=2.8 planet=Tallin anzahl=3: ground forces landed from the carriers;
    anzahl=alle: all that are aboard there then (an order given ahead of its phase)."""
    system: str = ""
    planet: str = ""
    n: int | str | None = None
    VERB: ClassVar[str] = "LANDE"

    @property
    def all(self) -> bool:
        return self.n == EVERYWHERE

    @property
    def count(self) -> int:
        return 1 if self.n is None else 10 ** 6 if self.all else self.n

    def pairs(self):
        return [("ort", self.system), ("planet", self.planet)] + ([("anzahl", self.n)] if self.n is not None else [])


@dataclass(frozen=True)
class Research(Order):
    """FORSCHE tech=XRD-Transporter."""
    tech: str = ""
    VERB: ClassVar[str] = "FORSCHE"

    def pairs(self):
        return [("tech", technology.TECHS[self.tech].name)]


@dataclass(frozen=True)
class Sabotage(Order):
    """SABOTAGE karte=N: cancels the N-th card played (numbered in the packet). Without a
    number it is a standing rule for every sabotage phase to come: gegen=S3,S4|alle|spitze
    (whose cards; spitze: whoever leads the progress track then), karte=Ionensturm (which
    card), ziel=mich (cards aimed at a system where he is); gegen=niemand: no rule."""
    card: int = 0
    against: str = ""
    kind: str = ""
    aim: str = ""
    VERB: ClassVar[str] = "SABOTAGE"

    @property
    def rule(self) -> bool:
        return not self.card

    def pairs(self):
        if not self.rule:
            return [("karte", self.card)]
        out = [("karte", cards.ACTION[self.kind].name)] if self.kind else []
        return out + [(k, v) for k, v in (("gegen", self.against), ("ziel", self.aim)) if v]


@dataclass(frozen=True)
class Until(Order):
    """BIS phase=technologie: his orders of this step cover the round up to that phase;
    phases he gave no orders for pass without any (a standing KAMPF or SABOTAGE holds)."""
    phase: str = ""
    VERB: ClassVar[str] = "BIS"

    def pairs(self):
        return [("phase", self.phase)]


@dataclass(frozen=True)
class Pass(Order):
    """PASSE: until his next orders, nothing from him is waited for, unless he is attacked
    (a battle of his without a standing KAMPF order)."""
    VERB: ClassVar[str] = "PASSE"


KINDS = {k.VERB: k for k in (Wish, Bid, Lay, Vote, Trade, Give, Discard, Card, Build, Move, Fight,
                             Land, Research, Sabotage, Until, Pass)}
SKIPPED = "uebersprungen"   # in the record: "S3 - uebersprungen"
SEPARATOR = " ; "        # between the orders of one player in one line (no order holds a ";")


@dataclass(frozen=True)
class Orders:
    """One player's whole set of orders for the current step (the protocol's action)."""
    player: int
    orders: tuple = ()
    skipped: bool = False        # the game master went on without him (his standing orders count)

    def text(self) -> str:
        """One line: the orders joined by " ; ", "S3 -" for none, "S3 - uebersprungen" for a
        player the game master went on without (as the record has them)."""
        if self.skipped:
            return f"S{self.player + 1} - {SKIPPED}"
        return SEPARATOR.join(o.text() for o in self.orders) or f"S{self.player + 1} -"

    def __str__(self) -> str:
        return self.text()

    def __deepcopy__(self, memo):
        return self


def legacy(order: Order) -> dict:
    """The order as the program before typed orders held it (player, verb, string pairs):
    what history.digest hashes, so that master files of running games still open."""
    args = []
    for w in order.text().split()[2:]:
        k, _, v = w.partition("=")
        args.append((k, v.replace("_", " ")))
    return {"player": order.player, "verb": order.VERB, "args": tuple(args)}
