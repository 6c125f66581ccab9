"""The settings and the state of a game of ACME, as plain data (no pyxel).

Settings are what the greeting (EINGABE DER NAMEN) and the pull-down menu set; the state is
everything the rules need to go on, the dice included. `to_dict`/`from_dict` give the
JSON-able snapshot that save files carry to check the replayed log against.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, is_dataclass

from retro.dice import Dice

FREQUENCIES = ("oft", "normal", "selten", "nie")       # PULL-DOWN-MENÜ: Häufigkeit der Ereignisse
CARD_KINDS = ("infanterie", "kavallerie", "artillerie")
MAX_ARMIES = 99          # AUFSTELLEN DER ARMEEN: "Ein Land kann höchstens 99 Armeen aufnehmen"
START_YEAR = 1853        # EINTAUSCH VON SERIEN: "Das Spiel beginnt im Januar 1853 (1.1853)"
NAME_MAX = 12            # letters a name may have on the letter keyboard

# Decisions where the manual is silent (original_docs/acme.md):
START_ARMIES = 2         # each dealt country starts with two armies, so that the first turn can attack
SERIES_VALUES = (4, 6, 8, 10, 12, 15, 20)   # the parent game's steps, capped at 20 (EINTAUSCH)
SERIES_MAX = 20


@dataclass(frozen=True)
class PlayerSetting:
    name: str
    computer: bool = False        # our extra (ACME 2): a computer opponent
    level: str = "acme"


@dataclass
class Settings:
    players: tuple = (PlayerSetting("SPIELER 1"), PlayerSetting("SPIELER 2"))
    events: str = "normal"        # oft, normal, selten, nie
    map: int = 29                 # 29 (ACME) or 42 (ACME 2, an extra)

    def to_dict(self) -> dict:
        return {"players": [asdict(p) for p in self.players], "events": self.events, "map": self.map}

    @classmethod
    def from_dict(cls, d: dict) -> "Settings":
        players = tuple(PlayerSetting(str(p["name"]), bool(p.get("computer", False)),
                                      str(p.get("level", "acme"))) for p in d["players"])
        return cls(players, str(d.get("events", "normal")), int(d.get("map", 29)))

    def copy(self) -> "Settings":
        return Settings.from_dict(self.to_dict())


@dataclass
class State:
    settings: Settings
    dice: Dice
    owner: list                   # country -> player
    armies: list                  # country -> armies
    cards: list                   # player -> [card kinds] (hidden from the other players)
    current: int = 0
    phase: str = "setzen"         # serie, setzen, angriff, nachruecken, verschieben, ende
    to_place: int = 0
    series: int = 0               # series traded so far: the next one is worth SERIES_VALUES[series]
    month: int = 0                # months since January 1853: one a round (our decision)
    month_turns: int = 0          # turns played in this month
    turns: int = 0                # turns finished
    conquered: int = 0            # countries taken this turn (a card at its end)
    locked: dict = field(default_factory=dict)    # country -> armies that may not regroup this turn
    conquest: list | None = None  # [from, to] while more armies may follow into a conquest
    out: list = field(default_factory=list)       # players with no country left (4 players)
    winner: int | None = None
    lost_to_cap: int = 0          # armies lost this turn to the 99 per country (shown on screen)

    @property
    def n_players(self) -> int:
        return len(self.cards)

    def countries_of(self, player: int) -> list:
        return [c for c, o in enumerate(self.owner) if o == player]

    def count(self, player: int) -> int:
        return sum(1 for o in self.owner if o == player)

    def total_armies(self, player: int) -> int:
        return sum(a for o, a in zip(self.owner, self.armies) if o == player)

    def living(self) -> list:
        return [p for p in range(self.n_players) if p not in self.out]

    def date(self) -> tuple[int, int]:
        """(month 1-12, year) of the calendar."""
        return 1 + self.month % 12, START_YEAR + self.month // 12

    def series_value(self) -> int:
        return SERIES_VALUES[min(self.series, len(SERIES_VALUES) - 1)]

    # -- snapshot --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["settings"] = self.settings.to_dict()
        d["dice"] = self.dice.to_text()
        d["locked"] = {str(k): v for k, v in sorted(self.locked.items())}
        return _plain(d)

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        d = dict(d)
        d["settings"] = Settings.from_dict(d["settings"])
        d["dice"] = Dice.from_text(d["dice"])
        d["locked"] = {int(k): v for k, v in d["locked"].items()}
        return cls(**d)

    def copy(self) -> "State":
        return State(self.settings, self.dice.copy(), list(self.owner), list(self.armies),
                     [list(c) for c in self.cards], self.current, self.phase, self.to_place,
                     self.series, self.month, self.month_turns, self.turns, self.conquered,
                     dict(self.locked),
                     list(self.conquest) if self.conquest else None, list(self.out), self.winner,
                     self.lost_to_cap)


def _plain(v):
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if is_dataclass(v):
        return _plain(asdict(v))
    return v
