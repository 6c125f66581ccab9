"""The actions of a turn as values with a text form (one line each in a log or save).

    E <land> <n>          einsetzen: n armies into an own country        (EMPERADO 3a)
    B <von> <nach> <n>    befreien: up to n attack rounds                 (EMPERADO 3b)
    V <von> <nach> <n>    verschieben: n armies to an own neighbour       (EMPERADO 3c)
    N <n>                 nachrücken: n armies into the country just liberated
                          (only with the option Settings.march_choice; EMPERADO 3b)
    F                     fertig: hand the turn on                        (EMPERADO 4e)
    S <einstellung> <wert>        a parameter or time changed in play     (EMPERADO 4a, 4b)
    S spieler <A-F> <C|M> <name>  a party's name and C/M changed in play  (EMPERADO 4c)

Countries are written by their ASCII key (world.Country.key); German names are read too.
The settings may be changed at any time from the Spielmenü and the Zugtabelle; such a
change is logged like a move, so that a game stays settings + seed + actions (a replay,
an undo and a loaded save all see the Länderhandicap, the names and C/M as they were).
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Refusal

from . import world
from .state import LETTERS, PARAM_KEYS, TIME_KEYS, Settings

MAX_COUNT = 9999


@dataclass(frozen=True)
class Place:
    country: int
    count: int = 1

    def text(self) -> str:
        return f"E {world.COUNTRIES[self.country].key} {self.count}"


@dataclass(frozen=True)
class Attack:
    src: int
    dst: int
    count: int = 1

    def text(self) -> str:
        return f"B {world.COUNTRIES[self.src].key} {world.COUNTRIES[self.dst].key} {self.count}"


@dataclass(frozen=True)
class Move:
    src: int
    dst: int
    count: int = 1

    def text(self) -> str:
        return f"V {world.COUNTRIES[self.src].key} {world.COUNTRIES[self.dst].key} {self.count}"


@dataclass(frozen=True)
class MarchIn:
    """After a liberation, with the option "Nachrücken wählen": `count` armies march in,
    the rest stay behind (our option, as in Lux and Domination; EMPERADO 3b is silent)."""
    count: int

    def text(self) -> str:
        return f"N {self.count}"


@dataclass(frozen=True)
class Done:
    def text(self) -> str:
        return "F"


# the settings' words in a log: the German names of EMPERADO 4a/4b in ASCII
SETTING_WORDS = {
    "solidarity": "solidarisierungsgrad",
    "coalition": "koalitionsneigung",
    "handicap": "laenderhandicap",
    "info_time": "infozeit",
    "table_time": "tabellenzeit",
    "graphic_time": "grafikzeit",
    "march_choice": "nachruecken",      # our option: 1 = the player chooses, 0 = all but one
}
KEY_OF_WORD = {w: k for k, w in SETTING_WORDS.items()}
WAIT = "-"          # EMPERADO 4b: "-" = wait for Return or a click (None in Settings)
HUMAN, COMPUTER = "M", "C"


@dataclass(frozen=True)
class SetValue:
    """A parameter (4a) or a time (4b) set to `value` (None = "-") during the game."""
    key: str
    value: int | None

    def text(self) -> str:
        v = WAIT if self.value is None else str(self.value)
        return f"S {SETTING_WORDS[self.key]} {v}"


@dataclass(frozen=True)
class SetPlayer:
    """A party's name and whether a human (M) or the computer (C) plays it (4c)."""
    party: int
    name: str
    human: bool

    def text(self) -> str:
        return f"S spieler {LETTERS[self.party]} {HUMAN if self.human else COMPUTER} {self.name}"


Change = SetValue | SetPlayer
Action = Place | Attack | Move | MarchIn | Done | SetValue | SetPlayer


def is_change(action) -> bool:
    """A settings change: logged, but not a move of the game (Shift+R passes over it)."""
    return isinstance(action, (SetValue, SetPlayer))


def changes_between(old: Settings, new: Settings) -> list[Change]:
    """The actions that turn the settings `old` into `new` (what a box of 4a-4c changed)."""
    out: list[Change] = [SetValue(k, getattr(new, k)) for k in SETTING_WORDS
                         if getattr(new, k) != getattr(old, k)]
    for i, (a, b) in enumerate(zip(old.players, new.players)):
        if (a.name, a.human) != (b.name, b.human):
            out.append(SetPlayer(i, b.name, b.human))
    return out


def _country(word: str) -> int:
    i = world.find_country(word)
    if i is None:
        raise Refusal("unknown_country", text=word)
    return i


def _count(word: str) -> int:
    if not (word.isascii() and word.isdigit()) or not 1 <= int(word) <= MAX_COUNT:
        raise Refusal("bad_count")
    return int(word)


def _setting(line: str) -> Change:
    words = line.split(None, 4)
    if len(words) >= 5 and words[1].lower() == "spieler":
        letter, flag, name = words[2].upper(), words[3].upper(), words[4].strip()
        if len(letter) == 1 and letter in LETTERS and flag in (HUMAN, COMPUTER):
            return SetPlayer(LETTERS.index(letter), name, flag == HUMAN)
    if len(words) == 3 and words[1].lower() in KEY_OF_WORD:
        key = KEY_OF_WORD[words[1].lower()]
        v = words[2]
        if v == WAIT and key in TIME_KEYS:
            return SetValue(key, None)
        digits = v[1:] if v.startswith("-") else v
        if digits.isascii() and digits.isdigit() and len(digits) <= 4:
            return SetValue(key, int(v))
        if key == "march_choice":
            raise Refusal("bad_option")
        raise Refusal("bad_param" if key in PARAM_KEYS else "bad_time", setting=key)
    raise Refusal("syntax", text=line)


def parse(line: str) -> Action:
    """One line of text -> an action; Refusal if it is not one."""
    words = line.split()
    if not words:
        raise Refusal("syntax", text=line)
    verb = words[0].upper()
    if verb == "S":
        return _setting(line.strip())
    if verb == "F" and len(words) == 1:
        return Done()
    if verb == "N" and len(words) == 2:
        return MarchIn(_count(words[1]))
    if verb == "E" and len(words) in (2, 3):
        return Place(_country(words[1]), _count(words[2]) if len(words) == 3 else 1)
    if verb in ("B", "V") and len(words) in (3, 4):
        src, dst = _country(words[1]), _country(words[2])
        n = _count(words[3]) if len(words) == 4 else 1
        return Attack(src, dst, n) if verb == "B" else Move(src, dst, n)
    raise Refusal("syntax", text=line)
