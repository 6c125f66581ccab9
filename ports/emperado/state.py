"""The settings and the state of a game of EMPERADO, as plain data.

Settings are what the menus of chapters 1 and 4a-4c set. State is everything the
rules need to go on, the dice included, and nothing else; `to_dict`/`from_dict` give a
JSON-able snapshot that save files carry to check the replayed log against (the turn's
events in their list form, as save files have always held them).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, is_dataclass

from retro.dice import Dice
from retro.play import Refusal

from . import texts
from .events import TurnEvent, from_list

NEUTRAL = -1                 # owner of the left-over countries (EMPERADO 1)
MIN_PARTIES, MAX_PARTIES = 2, 6
PARAM_MIN, PARAM_MAX = -9, 99  # EMPERADO 4a
TIME_MAX = 99                  # EMPERADO 4b; None stands for "-" (wait for Return or a click)
CARD_KINDS = ("reiter", "soldat", "kanone")
LETTERS = "ABCDEF"
PARAM_KEYS = ("solidarity", "coalition", "handicap")            # EMPERADO 4a
TIME_KEYS = ("info_time", "table_time", "graphic_time")         # EMPERADO 4b

# Decisions where the manual is silent (see original_docs/emperado.md):
START_ARMIES = 1       # each dealt country starts with one army
NEUTRAL_ARMIES = 1     # "eine Geister-Armee" in each left-over country
FIRST_CARD_BONUS = 4   # the first trade is worth 4 armies
# How a liberation attempt draws its dice (see rules.attempt_dice): 1, the games saved by
# file versions 1-2: one cup for the whole game, so that after Shift+R the next attempt,
# on any pair, rolled what the one taken back had rolled; 2: a cup of its own per attempt.
OLD_DICE_RULE, DICE_RULE = 1, 2
# What the Länderhandicap does while no human party is alive (see rules.handicap_bonus):
# 1, the games saved by file versions 1-3: a positive one still adds to every computer's
# count; 2: nothing, for an advantage needs someone to have it over (and a bonus every
# computer gets alike kept games of computers going for ever).
OLD_HANDICAP_RULE, HANDICAP_RULE = 1, 2


@dataclass
class PlayerSetting:
    name: str
    human: bool = False


@dataclass
class Settings:
    """EMPERADO 1 and 4a-4c. Defaults are for practised players (chapter 6)."""
    players: list[PlayerSetting] = field(default_factory=lambda: default_players(4))
    solidarity: int = 10        # Solidarisierungsgrad
    coalition: int = 0          # Koalitionsneigung
    handicap: int = 0           # Länderhandicap
    info_time: int | None = 2
    table_time: int | None = None
    graphic_time: int | None = 1
    dice_rule: int = DICE_RULE  # not a menu setting: fixed when the game begins
    handicap_rule: int = HANDICAP_RULE   # the same
    march_choice: int = 0       # our option: 1 = the player chooses how many march in

    def check(self) -> None:
        """Refusal for the first setting the menus must not accept."""
        if not MIN_PARTIES <= len(self.players) <= MAX_PARTIES:
            raise Refusal("bad_players")
        for i, p in enumerate(self.players):
            if not p.name.strip():
                raise Refusal("bad_name", n=i + 1)
        for key in PARAM_KEYS:
            v = getattr(self, key)
            if not isinstance(v, int) or not PARAM_MIN <= v <= PARAM_MAX:
                raise Refusal("bad_param", setting=key)
        for key in TIME_KEYS:
            v = getattr(self, key)
            if v is not None and (not isinstance(v, int) or not 0 <= v <= TIME_MAX):
                raise Refusal("bad_time", setting=key)
        if self.dice_rule not in (OLD_DICE_RULE, DICE_RULE):
            raise Refusal("bad_dice_rule")
        if self.handicap_rule not in (OLD_HANDICAP_RULE, HANDICAP_RULE):
            raise Refusal("bad_dice_rule")
        if self.march_choice not in (0, 1):
            raise Refusal("bad_option")

    def to_dict(self) -> dict:
        """JSON-able; an old rule is the absence of its key, as files had it before."""
        return _without_old_rules(asdict(self))

    def for_new_game(self) -> "Settings":
        """A copy for a game that begins now: with today's rules, whatever this one's."""
        s = self.copy()
        s.dice_rule = DICE_RULE
        s.handicap_rule = HANDICAP_RULE
        return s

    def copy(self) -> "Settings":
        return Settings.from_dict(self.to_dict())

    @classmethod
    def from_dict(cls, d: dict) -> "Settings":
        d = dict(d)
        d["players"] = [PlayerSetting(str(p["name"]), bool(p["human"])) for p in d["players"]]
        d.setdefault("dice_rule", OLD_DICE_RULE)       # written before the rule had a name
        d.setdefault("handicap_rule", OLD_HANDICAP_RULE)
        known = {k: d[k] for k in cls.__dataclass_fields__ if k in d}
        return cls(**known)


def _without_old_rules(d: dict) -> dict:
    """What files written before a rule or option existed lack stays out of new ones too,
    while it has its old value (so that their snapshots still compare)."""
    if not d.get("march_choice", 1):
        del d["march_choice"]
    if d.get("dice_rule") == OLD_DICE_RULE:
        del d["dice_rule"]
    if d.get("handicap_rule") == OLD_HANDICAP_RULE:
        del d["handicap_rule"]
    return d


def default_players(n: int, humans: int = 0) -> list[PlayerSetting]:
    return [PlayerSetting(texts.DEFAULT_NAME.format(letter=LETTERS[i] if i < len(LETTERS) else i + 1),
                          i < humans) for i in range(n)]


# EMPERADO 6: what the manual recommends to beginners playing against the computer.
BEGINNER_RANGES = {
    "parties": (2, 4),
    "solidarity": (-9, 0),
    "coalition": (10, 30),
    "handicap": (-5, 0),
}


def beginner_settings(parties: int = 3, humans: int = 1) -> Settings:
    """Settings in the middle of chapter 6's recommended ranges."""
    return Settings(players=default_players(parties, humans), solidarity=-5, coalition=20,
                    handicap=-3)


@dataclass
class Party:
    name: str
    human: bool
    letter: str
    cards: list[str] = field(default_factory=list)
    card_last_turn: bool = False        # the "+" of chapter 4
    held: list[int] = field(default_factory=list)   # continents held whole at the end of its last turn
    out: bool = False


@dataclass
class Income:
    """EMPERADO 3a: what a party receives at the start of its turn."""
    base: int = 3
    continents: int = 0
    countries: int = 0
    cards: int = 0

    @property
    def total(self) -> int:
        return self.base + self.continents + self.countries + self.cards


@dataclass
class State:
    settings: Settings
    dice: Dice
    owner: list[int]
    armies: list[int]
    parties: list[Party]
    round: int = 1
    current: int = 0
    phase: str = "einsetzen"            # einsetzen -> handeln -> (next party) ... -> ende
    # with Settings.march_choice, after a liberation: phase "nachruecken" and
    # [src, dst, least, most] armies that may march in; [] otherwise
    march: list[int] = field(default_factory=list)
    to_place: int = 0
    income: Income = field(default_factory=Income)
    frozen: list[int] = field(default_factory=list)     # received armies by moving this turn
    conquered: int = 0                  # countries liberated in this turn
    card_bonus: int = FIRST_CARD_BONUS
    bonus_clock: int = 0                # turns since the card bonus last rose by the clock
    turns: int = 0                      # turns finished
    winner: int | None = None
    events: list[TurnEvent] = field(default_factory=list)   # this turn, for the Zugtabelle
    history: list[list[list[int]]] = field(default_factory=list)  # per round: [countries, armies] per party

    # -- questions the screens and the AI ask --------------------------------------------
    @property
    def n_parties(self) -> int:
        return len(self.parties)

    def countries_of(self, party: int) -> list[int]:
        return [i for i, o in enumerate(self.owner) if o == party]

    def count(self, party: int) -> int:
        return self.owner.count(party)

    def total_armies(self, party: int) -> int:
        return sum(a for o, a in zip(self.owner, self.armies) if o == party)

    def living(self) -> list[int]:
        return [i for i, p in enumerate(self.parties) if not p.out]

    # -- snapshot --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        events, self.events = self.events, []
        try:
            d = asdict(self)
        finally:
            self.events = events
        _without_old_rules(d["settings"])
        if not d["march"]:
            del d["march"]                  # as snapshots were before the option
        d["dice"] = self.dice.to_text()
        d["events"] = [e.as_list() for e in events]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        d = dict(d)
        d["settings"] = Settings.from_dict(d["settings"])
        d["dice"] = Dice.from_text(d["dice"])
        d["parties"] = [Party(**p) for p in d["parties"]]
        d["income"] = Income(**d["income"])
        d["events"] = [from_list(e) for e in d.get("events", [])]
        return cls(**d)

    def copy(self) -> "State":
        # field by field: asdict() and back cost a few ms once the history is long, and
        # a copy is kept at every turn's end (for Shift+R); the rows of the history are
        # never changed once written, so the copy shares them
        history, self.history = self.history, []
        try:
            c = _clone(self)
        finally:
            self.history = history
        c.history = history[:]
        return c


def _clone(v):
    if isinstance(v, list):
        if all(isinstance(x, (int, str, type(None))) for x in v):
            return v[:]                 # the common case: a flat list of numbers or names
        return [_clone(x) for x in v]
    if isinstance(v, Dice):
        return v.copy()
    if is_dataclass(v):
        if type(v).__dataclass_params__.frozen:
            return v                    # events: values that never change
        return type(v)(**{f.name: _clone(getattr(v, f.name)) for f in fields(v)})
    return v
