"""What a Match tells its listeners (Played, Rebuilt, Held, Refused), the error of a computer
that asks for a refused action, a line of the log (Entry), and Listeners, the telling itself
(a Match and a retro.driver.Driver both tell). Pure: no pyxel."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .refusal import Refusal


@dataclass(frozen=True)
class Played:
    """`player` played `action`; `events` are what the rules said happened."""
    player: Any
    action: Any
    events: tuple = ()


@dataclass(frozen=True)
class Rebuilt:
    """The state was replaced: "undo", "redo", "load", "new" or "settings"."""
    why: str


@dataclass(frozen=True)
class Held:
    """A computer decided `action` and waits for `Match.release()` (a screen reviews it first)."""
    player: Any
    action: Any


@dataclass(frozen=True)
class Refused:
    """The computer asked for `action`, which the rules refuse (`refusal`): a bug in the port's
    thinker. In play it is logged and told, and a random legal action is played instead; with
    `Match.strict` (tests) it is raised as ComputerRefused."""
    player: Any
    action: Any
    refusal: Refusal


class ComputerRefused(AssertionError):
    """A computer's thinker asked for an action the rules refuse (Match.strict)."""


@dataclass(frozen=True)
class Entry:
    """One line of the log: who played what, and its text as spelled when it was played."""
    player: Any
    action: Any
    text: str = field(default="", compare=False)


class Listeners:
    """What a Match (and a retro.driver.Driver) tells: fn(message) for each listener."""

    listeners: list

    def listen(self, fn: Callable) -> Callable:
        """fn(message) for every message told; returns fn (to unlisten it)."""
        self.listeners.append(fn)
        return fn

    def unlisten(self, fn: Callable) -> None:
        if fn in self.listeners:
            self.listeners.remove(fn)

    def _tell(self, message) -> None:
        for fn in list(self.listeners):
            fn(message)
