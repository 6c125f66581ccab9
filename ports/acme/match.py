"""ACME behind the game protocol (retro.play): the rules, the actions' text, the computer.

    match = Match(RULES, Settings(...), seed, seats=seats_of)   # seats from the settings
    match.play(match.awaited[0], Place(country, 1))
"""
from __future__ import annotations

from retro.play import GeneratorThinker, Outcome, Refusal, Rules, Seat

from . import actions, ai, rules
from .actions import Advance, Attack, Done, Halt, Place, Regroup, SetEvents, Trade
from .state import FREQUENCIES, NAME_MAX, Settings, State
from .texts import explain
from .world import WORLDS
from .world import world as world_of


class Acme(Rules):
    game = "acme"
    file_kind = "game"
    file_version = 1
    levels = ai.LEVELS
    default_level = "acme"
    endings = ("world",)       # SPIELENDE: every country (catastrophes take none out otherwise)

    def new(self, settings: Settings, seed: int) -> State:
        check_settings(settings)
        return rules.new_state(settings, seed)

    def awaited(self, st: State) -> tuple:
        return () if st.phase == "ende" else (st.current,)

    def check(self, st: State, player, action) -> None:
        rules.check(st, action)

    def apply(self, st: State, player, action) -> list:
        return rules.apply(st, action)

    def outcome(self, st: State) -> Outcome | None:
        return Outcome((st.winner,), "world") if st.winner is not None else None

    def parse(self, text: str, st: State):
        return actions.parse(text, world_of(st.settings.map))

    def spell(self, action, st: State) -> str:
        return actions.spell(action, world_of(st.settings.map))

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return explain(refusal, lang)

    def is_note(self, action) -> bool:
        return isinstance(action, SetEvents)

    def legal(self, st: State, player) -> list:
        return legal_actions(st)

    def random_action(self, st: State, player, dice):
        return ai.random_action(st, dice)

    def thinker(self, st: State, player, level, dice):
        return GeneratorThinker(ai.decide(st, level, dice))

    def copy(self, st: State) -> State:
        return st.copy()

    def snapshot(self, st: State) -> dict:
        return st.to_dict()

    def settings_to_json(self, settings: Settings):
        return settings.to_dict()

    def settings_from_json(self, data) -> Settings:
        return Settings.from_dict(data)


def check_settings(s: Settings) -> None:
    if len(s.players) not in (2, 4) or s.map not in WORLDS or s.events not in FREQUENCIES:
        raise Refusal("bad_settings")
    for p in s.players:
        if not p.name.strip() or len(p.name) > NAME_MAX or p.level not in ai.LEVELS:
            raise Refusal("bad_settings")


def legal_actions(st: State) -> list:
    """Every action the player on turn may take (one army at a time when placing)."""
    w = world_of(st.settings.map)
    me, ph = st.current, st.phase
    if ph == "serie":
        return [Trade(True), Trade(False)]
    if ph == "setzen":
        return [Place(c, 1) for c in st.countries_of(me)]
    if ph == "nachruecken":
        src = st.conquest[0]
        return [Halt()] + [Advance(n) for n in range(1, st.armies[src])]
    if ph == "angriff":
        out = [Done()]
        for c in st.countries_of(me):
            if rules.can_attack_from(st, c):
                out += [Attack(c, d, k) for d in rules.attackable(st, c)
                        for k in range(1, min(3, st.armies[c] - 1) + 1)]
        return out
    if ph == "verschieben":
        out = [Done()]
        for c in st.countries_of(me):
            if rules.movable(st, c):
                out += [Regroup(c, n, 1) for n in w.neighbours[c] if st.owner[n] == me]
        return out
    return []


def seats_of(state: State, player: int) -> Seat:
    """Who plays a side: the settings say (a computer is our extra)."""
    p = state.settings.players[player]
    return Seat(p.computer, p.level if p.computer else None)


RULES = Acme()

__all__ = ["RULES", "Acme", "seats_of", "legal_actions", "check_settings", "Settings"]
