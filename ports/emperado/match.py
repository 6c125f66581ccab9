"""EMPERADO behind the game protocol (retro.play): the rules, the actions' text, the computer
parties as Thinkers, and the save file as the protocol's record.

    match = Match(RULES, settings, seed, seats=lambda state, p: Seat.cpu("emperado"))
    match.play(match.state.current, parse("E alberta 5"))

An action is one of actions.py's values; its text is its line in a log or save ("E alberta
5", "F", "S tabellenzeit -"). The settings changed in play (EMPERADO 4a-4c) are the
protocol's notes: anyone may give them at any time, and Shift+R passes over them and keeps
them. Shift+R (EMPERADO 3c) takes back only moves of the turn in progress: "Fertig" is a
checkpoint, so an undo replays the current turn only. A save (EMPERADO 4f, 4g) is the
protocol's record: the settings the game began with, the seed, the actions and a snapshot.
"""
from __future__ import annotations

from retro.dice import Dice
from retro.play import GeneratorThinker, Outcome, Refusal, Rules, Thinker

from . import ai, rules, texts, world
from .actions import Attack, Done, MarchIn, Move, Place, SetPlayer, SetValue, parse
from .state import Settings, State

GAME = "emperado"
KIND = "game"
VERSION = 5          # 2: settings changes ("S ...") in the log; 3: a cup of dice per
                     # liberation attempt (Settings.dice_rule); 4: no Länderhandicap with
                     # no human alive (Settings.handicap_rule); 5: the option "Nachrücken
                     # wählen" (Settings.march_choice, "N 3"); files of 1-4 still load
NOTES = (SetValue, SetPlayer)      # the settings changed in play (actions.is_change)


class Emperado(Rules):
    game = GAME
    file_kind = KIND
    file_version = VERSION
    levels = ("baseline", "emperado")          # the yardstick, then the real thing
    default_level = "emperado"
    endings = ("world",)       # the only end the original has: every country liberated
    thinker_dice = False                       # the parties decide without chance of their own

    def new(self, settings: Settings, seed: int) -> State:
        return rules.new_state(settings, seed)

    def awaited(self, st: State) -> tuple:
        return () if st.phase == "ende" else (st.current,)

    def check(self, st: State, player, action) -> None:
        if player is not None and player != st.current and not isinstance(action, NOTES):
            raise Refusal("not_your_turn", player=player)
        rules.check(st, action)

    def apply(self, st: State, player, action) -> list:
        return rules.carry_out(st, action)

    def outcome(self, st: State) -> Outcome | None:
        if st.phase != "ende":
            return None
        return Outcome(() if st.winner is None else (st.winner,), "world")

    def parse(self, text: str, st: State):
        return parse(text)

    def spell(self, action, st: State) -> str:
        return action.text()

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return texts.explain(refusal, lang)

    def is_note(self, action) -> bool:
        return isinstance(action, NOTES)

    def undoable(self, st: State, action) -> bool:
        return not isinstance(action, Done) and st.phase != "ende"

    def undo_may_stop(self, st: State) -> bool:
        # a march-in awaited would only ask again: Shift+R takes its liberation back with it
        return st.phase != "nachruecken"

    def is_checkpoint(self, action) -> bool:
        return isinstance(action, Done)

    # -- the computer and random play -------------------------------------------------------
    def legal(self, st: State, player) -> list:
        """A fair sample: placing all (or one) anywhere, every liberation of 1 or 100 rounds,
        every move of all armies but one, and Fertig; after a liberation with the option
        march_choice, the fewest and the most armies that may march in."""
        if st.phase == "ende":
            return []
        if st.phase == "nachruecken":
            _, _, least, most = st.march
            return [MarchIn(least), MarchIn(most)]
        mine = st.countries_of(st.current)
        if st.phase == "einsetzen":
            return [Place(c, n) for c in mine for n in sorted({1, st.to_place})]
        out: list = [Done()]
        for src in mine:
            if not rules.is_active(st, src):
                continue
            for dst in world.NEIGHBOURS[src]:
                if st.owner[dst] == st.current:
                    out.append(Move(src, dst, st.armies[src] - 1))
                else:
                    out += [Attack(src, dst, 1), Attack(src, dst, 100)]
        return out

    def random_action(self, st: State, player, dice: Dice):
        """A random mover that ends games: everything placed at once on a front country,
        liberations of 100 rounds from a strong country, Fertig now and then."""
        me = st.current
        mine = st.countries_of(me)
        if st.phase == "nachruecken":
            _, _, least, most = st.march
            return MarchIn(least + dice.below(most - least + 1))
        if st.phase == "einsetzen":
            front = [c for c in mine if rules.attack_targets(st, c)] or mine
            return Place(dice.choice(front), st.to_place)
        if dice.below(6) == 0:
            return Done()
        active = [c for c in mine if rules.is_active(st, c) and rules.attack_targets(st, c)]
        if not active:
            return Done()
        top = sorted(active, key=lambda c: (-st.armies[c], c))[:2]
        src = dice.choice(top)
        return Attack(src, dice.choice(rules.attack_targets(st, src)), 100)

    def thinker(self, st: State, player, level, dice: Dice | None) -> Thinker:
        # EMPERADO's parties decide without chance of their own (thinker_dice): the only
        # dice are the game's, in the state
        party = ai.ONE.get(level) or ai.ONE[self.default_level]
        return GeneratorThinker(party.decide(st))

    # -- state, settings, files -------------------------------------------------------------
    def copy(self, st: State) -> State:
        return st.copy()

    def snapshot(self, st: State) -> dict:
        return st.to_dict()

    def settings_to_json(self, settings: Settings) -> dict:
        return settings.to_dict()

    def settings_from_json(self, data) -> Settings:
        return Settings.from_dict(data)


RULES = Emperado()


__all__ = ["RULES", "Emperado", "GAME", "KIND", "VERSION"]
