"""The actions of a turn as values with a text form, one line each in a log or save:

    SERIE JA | SERIE NEIN           trade a series or not            (EINTAUSCH VON SERIEN)
    SETZE <land> [n]                n armies (a click: one) there     (AUFSTELLEN DER ARMEEN)
    ANGRIFF <von> <nach> <würfel>   one roll with 1-3 dice            (ANGRIFFE)
    NACH [n]                        n more armies into the conquest   (ANGRIFFE)
    HALT                            no more: the attacking country clicked again (ANGRIFFE)
    VERSCHIEBE <von> <nach> [n]     regroup n armies                  (VERSCHIEBEN)
    FERTIG                          attacks over, then: the turn over (VERSCHIEBEN)
    EREIGNISSE <oft|normal|selten|nie>   the menu's frequency, changed in play (a note)

Countries are written by their ASCII key (world.Country.key); German names are read too.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.play import Refusal

from .state import FREQUENCIES

MAX_COUNT = 999


@dataclass(frozen=True)
class Trade:
    take: bool


@dataclass(frozen=True)
class Place:
    country: int
    count: int = 1


@dataclass(frozen=True)
class Attack:
    src: int
    dst: int | None             # None: only the source chosen, never played (rules.check)
    dice: int = 3


@dataclass(frozen=True)
class Advance:
    count: int = 1


@dataclass(frozen=True)
class Halt:
    pass


@dataclass(frozen=True)
class Regroup:
    src: int
    dst: int | None             # None: only the source chosen, never played (rules.check)
    count: int = 1


@dataclass(frozen=True)
class Done:
    pass


@dataclass(frozen=True)
class SetEvents:
    """The frequency of the events, set in the pull-down menu during a game (a note)."""
    frequency: str


Action = Trade | Place | Attack | Advance | Halt | Regroup | Done | SetEvents


def spell(action, world) -> str:
    key = lambda c: world.countries[c].key      # noqa: E731
    if isinstance(action, Trade):
        return "SERIE " + ("JA" if action.take else "NEIN")
    if isinstance(action, Place):
        return f"SETZE {key(action.country)} {action.count}"
    if isinstance(action, Attack):
        return f"ANGRIFF {key(action.src)} {key(action.dst)} {action.dice}"
    if isinstance(action, Advance):
        return f"NACH {action.count}"
    if isinstance(action, Halt):
        return "HALT"
    if isinstance(action, Regroup):
        return f"VERSCHIEBE {key(action.src)} {key(action.dst)} {action.count}"
    if isinstance(action, Done):
        return "FERTIG"
    if isinstance(action, SetEvents):
        return f"EREIGNISSE {action.frequency}"
    raise TypeError(action)


def _country(word: str, world) -> int:
    c = world.find(word)
    if c is None:
        raise Refusal("unknown_country", text=word)
    return c


def _count(word: str, low: int = 1) -> int:
    if not (word.isascii() and word.isdigit()) or not low <= int(word) <= MAX_COUNT:
        raise Refusal("bad_count", text=word)
    return int(word)


def parse(line: str, world):
    """One line of text -> an action; Refusal (German text in texts.py) if it is not one."""
    words = line.split()
    if not words:
        raise Refusal("syntax", text=line)
    verb, args = words[0].upper(), words[1:]
    if verb == "SERIE" and len(args) == 1 and args[0].upper() in ("JA", "NEIN"):
        return Trade(args[0].upper() == "JA")
    if verb == "SETZE" and len(args) in (1, 2):
        return Place(_country(args[0], world), _count(args[1]) if len(args) == 2 else 1)
    if verb == "ANGRIFF" and len(args) == 3:
        dice = _count(args[2])
        return Attack(_country(args[0], world), _country(args[1], world), dice)
    if verb == "NACH" and len(args) <= 1:
        return Advance(_count(args[0]) if args else 1)
    if verb == "HALT" and not args:
        return Halt()
    if verb == "VERSCHIEBE" and len(args) in (2, 3):
        n = _count(args[2]) if len(args) == 3 else 1
        return Regroup(_country(args[0], world), _country(args[1], world), n)
    if verb == "FERTIG" and not args:
        return Done()
    if verb == "EREIGNISSE" and len(args) == 1 and args[0].lower() in FREQUENCIES:
        return SetEvents(args[0].lower())
    raise Refusal("syntax", text=line.strip())
