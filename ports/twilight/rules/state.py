"""The game state: plain dataclasses, the dice inside, nothing else.

space[pos label][player] = {unit key: count}: ships in a system, and the ground
forces, fighters and PDS carried by its carriers.
planets[name] = PlanetState: owner (None = neutral), ground forces, PDS, space dock.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import quote, unquote

from retro.dice import Dice

from . import galaxy, hexes, races, tiles, units

PHASES = ("politik", "wirtschaft", "bewegung", "raumkampf", "invasion", "technologie", "spielleiter")
SETUP_PHASES = ("wuensche", "gebote", "aufbau")
# Credits a resource point pays in the economy phase, by Settings.economy. The seed's rules for the
# game master: "Die linke Zahl ist der Rohstoffwert und ist mit den Einkommen aus dem Planeten
# identisch" (original, the default); [decide] "schnell", three per point, was the port's economy
# before issue 35 (so that the reference's prices in credits fit the planets' numbers), kept as an
# option, and what a record without economy= was played with.
CREDITS_PER_RESOURCE = {"original": 1, "schnell": 3}
ECONOMIES = tuple(CREDITS_PER_RESOURCE)
OLD_ECONOMY = "schnell"


@dataclass
class Settings:
    players: int = 4
    seed: int = 1
    race_mode: str = "los"        # "los" (by lot) or "wunsch" (wishes) [seed]
    map_mode: str = "fertig"      # "fertig" (prepared map) or "bauen" (players build) [seed]
    home_mode: str = "wuerfeln"   # "wuerfeln" (rolled) or "bieten" (bid) [seed]
    start_credits: int = 20       # [decide]
    start_cards: int = 2          # [decide]
    max_rounds: int = 30          # [decide] the game master ends the game here
    names: tuple = ()             # player names (default S1..Sn)
    # [decide] 2: orders may reach ahead (later phases of the round, standing orders) and a
    # phase that waits for nobody's new orders runs on by itself; 1: the first program's
    # games, one phase after another (their records replay only so)
    flow: int = 2
    # "original": a planet pays its resource value; "schnell": three credits per point (an
    # option; records written before it had no economy= and are read so)
    economy: str = "original"

    def to_text(self) -> str:
        return " ".join(f"{k}={_fmt(v)}" for k, v in self.__dict__.items())

    @classmethod
    def from_text(cls, text: str) -> "Settings":
        s = cls(flow=1, economy=OLD_ECONOMY)    # without flow=: the first program; without economy=: before issue 35
        for part in text.split():
            k, _, v = part.partition("=")
            if k == "names":
                s.names = tuple(unquote(x) for x in v.split(",") if x)
            elif k in ("players", "seed", "start_credits", "start_cards", "max_rounds", "flow"):
                setattr(s, k, int(v))
            elif k in ("race_mode", "map_mode", "home_mode", "economy"):
                setattr(s, k, v)
        return s


def _fmt(v):
    # a name may hold a space or a comma (a player's own name): written as %20, %2C
    return ",".join(quote(x, safe="") for x in v) if isinstance(v, tuple) else str(v)


@dataclass(frozen=True)
class LogEvent:
    """One thing that happened: the round and phase, the code of its template in texts.LOG,
    and its values ((key, value) pairs: players as indices, units, cards, laws as keys)."""
    round: int
    phase: str
    code: str
    params: tuple = ()

    def get(self, key: str, default=None):
        return next((v for k, v in self.params if k == key), default)

    def __deepcopy__(self, memo):
        return self          # immutable: a copied game may share it


@dataclass
class PlanetState:
    owner: int | None = None
    ground: int = 0
    pds: int = 0
    dock: bool = False


@dataclass
class Player:
    index: int
    name: str
    race: str = ""
    home: tuple | None = None        # home position
    credits: int = 0
    cards: list = field(default_factory=list)       # action cards in hand (secret)
    techs: list = field(default_factory=list)
    trade: int = 0                  # trade agreements
    partners: list = field(default_factory=list)    # players with whom a trade agreement holds
    progress: int = 0               # step on the progress track
    step_rounds: list = field(default_factory=list)  # the round in which each step was reached
    battles_won: int = 0
    laws_backed: int = 0            # laws passed with his votes
    wish: tuple = ()
    bid: int = 0
    out: bool = False               # lost every planet

    @property
    def label(self) -> str:
        return f"S{self.index + 1}"


@dataclass
class Game:
    settings: Settings
    dice: Dice
    players: list
    round: int = 0
    phase: str = "wuensche"
    map: dict = field(default_factory=dict)          # position -> tile key
    building: galaxy.Building | None = None
    space: dict = field(default_factory=dict)        # label -> {player: {unit: n}}
    planets: dict = field(default_factory=dict)      # name -> PlanetState
    political_deck: list = field(default_factory=list)
    political_card: str = ""                         # on the table this round
    laws: list = field(default_factory=list)         # in force, oldest first
    law_rounds: dict = field(default_factory=dict)   # law -> rounds left (truces)
    crown: int | None = None                         # holder of the Krone von Thalnos
    action_deck: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    pending: dict = field(default_factory=dict)      # player -> orders of the running phase
    sabotage_for: str = ""                           # phase interrupted by a sabotage phase
    played: list = field(default_factory=list)       # (player, card, target) this round
    builds: list = field(default_factory=list)       # (player, planet, unit, n) placed in phase 7
    combats: list = field(default_factory=list)      # systems with a battle pending
    winners: list = field(default_factory=list)
    victory: str = ""                                # "herrscher", "militaer", "runden"
    log: list = field(default_factory=list)          # what happened: LogEvent values
    step: int = 0                                    # steps resolved so far (the packets' "schritt")
    held: dict = field(default_factory=dict)         # orders of a phase waiting for its sabotage phase
    combat_defender: dict = field(default_factory=dict)  # system -> players there before movement
    # (flow 2) orders that reach ahead: player -> {phase: [orders]} for later phases of this
    # round, player -> [orders] standing until replaced, player -> the last phase of this
    # round his orders cover ("BIS"); the players the game master went on without
    ahead: dict = field(default_factory=dict)
    standing: dict = field(default_factory=dict)
    reach: dict = field(default_factory=dict)
    skipped: list = field(default_factory=list)

    # -- galaxy --------------------------------------------------------------------
    def tile_at(self, label: str):
        pos = hexes.parse(label)
        return galaxy.tile(self.map[pos]) if pos in self.map else None

    def system_of(self, planet: str) -> str:
        for pos, key in self.map.items():
            if planet in galaxy.tile(key).planets:
                return hexes.label(pos)
        raise KeyError(planet)

    def systems(self) -> list:
        return [hexes.label(p) for p in hexes.ALL if p in self.map]

    def planets_in(self, label: str) -> tuple:
        t = self.tile_at(label)
        return t.planets if t else ()

    # -- units ---------------------------------------------------------------------
    def fleet(self, label: str, player: int) -> dict:
        return self.space.setdefault(label, {}).setdefault(player, {})

    def count(self, label: str, player: int, unit: str) -> int:
        return self.space.get(label, {}).get(player, {}).get(unit, 0)

    def add(self, label: str, player: int, unit: str, n: int) -> None:
        f = self.fleet(label, player)
        f[unit] = f.get(unit, 0) + n
        if f[unit] <= 0:
            del f[unit]
        if not f:
            del self.space[label][player]
        if not self.space[label]:
            del self.space[label]

    def present(self, label: str) -> list:
        """Players with ships (not only cargo) in a system."""
        return sorted(p for p, f in self.space.get(label, {}).items()
                      if any(f.get(u, 0) for u in units.SHIPS))

    # -- planets and wealth --------------------------------------------------------
    def owned(self, player: int) -> list:
        return [n for n, ps in self.planets.items() if ps.owner == player]

    def resources(self, player: int) -> int:
        return sum(tiles.PLANET_VALUES[n][0] for n in self.owned(player))

    def influence(self, player: int) -> int:
        pl = self.players[player]
        race = races.RACES.get(pl.race)
        extra = race.influence_per_trade * pl.trade if race else 0
        return sum(tiles.PLANET_VALUES[n][1] for n in self.owned(player)) + extra

    def race(self, player: int):
        return races.RACES[self.players[player].race]

    def home_planets(self, player: int) -> tuple:
        return self.race(player).home

    def note(self, code: str, **params) -> None:
        """Log what happened as a value; texts.log_text tells it in German when it is shown."""
        self.log.append(LogEvent(self.round, self.phase, code, tuple(params.items())))

    def active(self) -> list:
        return [p.index for p in self.players if not p.out]
