"""Twilight Imperium behind the game protocol (retro.play): the phases as Rules, one
player's orders for a step as the action, the computer races as Thinkers.

    match = Match(RULES, Settings(players=4), seed=5, seats=[Seat.human()] + [Seat.cpu()] * 3)
    match.play(0, RULES.parse("S1 STIMME fuer=ja ; S1 HANDEL mit=S2", match.state))

Orders are simultaneous: `awaited` names every player whose orders for the step are still
missing, and the step is resolved (engine.advance) when the last of them is in. An action's
text is one line, the player's orders joined by " ; ", or "S3 -" for none; the events are
the log entries of the resolution (state.LogEvent). A skipped player's action is
"S3 - uebersprungen" (the game master went on without him). In flow 2 a player not awaited
may send orders for later phases (`may_play`). The e-mail game (pbem.GameMaster) is a Match
of MailTwilight, whose computer seats decide on their packet's view; its master file is the
Match's record. Hot seat, sims and benchmarks are Matches of RULES.
"""
from __future__ import annotations

from dataclasses import replace

from retro.play import GeneratorThinker, Outcome, Refusal, Rules, Thinker

from .rules import ahead, engine, history, notation, setup
from .computer import ai, novice
from .rules.orders import Orders
from .rules.state import Game, Settings
from .reports.texts import explain

NOVICE, PLANNER = 1, 2       # the computer's levels: random legal orders, the planning race
DIGEST_VERSION = 2           # the snapshot's digest: the steps resolved (1: the record's text of them)


def _step(g: Game, player, action: Orders) -> str | None:
    """One player's orders into the game (checked before, or of a record); the step's block
    (engine.advance) when they were the last awaited."""
    if action.skipped:
        engine.skip(g, player)
    else:
        engine.submit(g, player, list(action.orders), trusted=True)
    if engine.ready(g) and g.phase != "ende":
        return engine.advance(g)
    return None


class Twilight(Rules):
    game = "twilight"
    file_kind = "partie"
    file_version = 1
    levels = (NOVICE, PLANNER)
    default_level = PLANNER
    # the throne (progress at the top), three foreign home systems held (or the last race left:
    # engine.advance), the round limit reached (rules/progress.check_victory)
    endings = ("herrscher", "militaer", "runden")

    def new(self, settings: Settings, seed: int) -> Game:
        return setup.new_game(replace(settings, seed=int(seed)))

    def awaited(self, g: Game) -> tuple:
        return tuple(engine.missing(g))

    def turn(self, g: Game):
        """The round, the phase and whom it awaits: the driver tells TurnBegan when one changes."""
        return (g.round, g.phase, tuple(engine.missing(g)))

    def may_play(self, g: Game, player) -> bool:
        """The awaited, and (flow 2) a player not awaited now who sends orders for later
        phases: once per step, as the record has his orders beside the others'."""
        if player in engine.missing(g):
            return True
        return (isinstance(player, int) and player not in g.pending and ahead.on(g)
                and engine.may_send(g, player))

    def check(self, g: Game, player, action) -> None:
        if not isinstance(action, Orders):
            raise Refusal("bad_order", line=str(action))
        if action.player != player:
            raise Refusal("foreign_order", line=action.text())
        if action.skipped:
            if player not in engine.missing(g) or action.orders:
                raise Refusal("not_missing", player=f"S{player + 1}")
            return
        engine.check_all(g, player, list(action.orders))

    def apply(self, g: Game, player, action: Orders) -> list:
        n = len(g.log)
        _step(g, player, action)
        return g.log[n:]

    def outcome(self, g: Game) -> Outcome | None:
        return Outcome(tuple(g.winners), g.victory) if g.phase == "ende" else None

    def actor(self, g: Game, action):
        return action.player

    def parse(self, text: str, g: Game) -> Orders:
        return notation.parse_orders(text)

    def spell(self, action: Orders, g: Game) -> str:
        return action.text()

    def explain(self, refusal: Refusal, lang: str | None = None) -> str:
        return explain(refusal, lang or "de")

    def legal(self, g: Game, player) -> list:
        """A representative legal set: none at all where that may be given, and the random
        legal orders of a few novices (each set checked whole, as `check` does)."""
        from retro.dice import Dice
        out = []
        base = g.settings.seed * 7919 + g.round * 131 + g.step * 17 + player
        for a in [Orders(player, ())] + [novice.orders(g, player, Dice(base + k)) for k in range(4)]:
            if a in out:
                continue
            try:
                self.check(g, player, a)
            except Refusal:
                continue
            out.append(a)
        return out

    def random_action(self, g: Game, player, dice) -> Orders:
        """One of `legal` (the novices' sets, or none), or a novice of its own dice."""
        options = self.legal(g, player)
        own = novice.orders(g, player, dice)
        return dice.choice(options + [own] * len(options)) if options else own

    def thinker(self, g: Game, player, level, dice) -> Thinker:
        # the planning race takes its dice from its own seed and the step (ai._dice), not
        # from `dice`: so it gives the same orders on a player's packet as here
        if level == NOVICE:
            return GeneratorThinker(novice.think(g, player, dice))
        return ai.Planner(g, player)

    def snapshot(self, g: Game) -> dict:
        return {"round": g.round, "phase": g.phase, "digest": history.digest(g), "digest_version": DIGEST_VERSION}

    def read_record(self, body: str, version: int = 1, settings=None):
        """A record whose snapshot has no digest_version (saved games, hot-seat files and
        master files of before it) is checked as it was written, its digest taken the old way
        (history.digest version 1); then it stands for today's snapshot, which the Match's
        replay must reach. One that does not come out keeps its own: load_mismatch."""
        rec = super().read_record(body, version, settings)
        if isinstance(rec.snapshot, dict) and "digest_version" not in rec.snapshot:
            rec.snapshot = self._renewed(rec)
        return rec

    def _renewed(self, rec) -> dict:
        try:
            g, blocks = self.blocks(rec.settings, rec.seed, [self.parse(t, None) for t in rec.actions])
        except (Refusal, ValueError, KeyError, TypeError, IndexError, AttributeError):
            return rec.snapshot                         # the Match's replay says where it fails
        old = {"round": g.round, "phase": g.phase, "digest": history.digest(g, record=blocks)}
        return self.snapshot(g) if old == rec.snapshot else rec.snapshot

    def blocks(self, settings: Settings, seed: int, actions: list) -> tuple:
        """The game after these actions (Orders, in the order played) and its steps as blocks
        of text: the record the program kept beside the Match's log before (history.digest
        version 1 hashes it; the game master's archive of steps taken back keeps it)."""
        g = self.new(settings, seed)
        out = []
        for a in actions:
            block = _step(g, a.player, a)
            if block is not None:
                out.append(block)
        return g, out

    def settings_to_json(self, settings: Settings) -> str:
        return settings.to_text()

    def settings_from_json(self, data: str) -> Settings:
        return Settings.from_text(data)


class MailTwilight(Twilight):
    """The e-mail game's rules (pbem.GameMaster): a computer seat decides on what its own
    packet would show (view.project with its secret seed), never on the whole state.
    ai_seed(player) -> int: the seed of his computer race (pbem.GameMaster.ai_seed)."""

    def __init__(self, ai_seed=None):
        self.ai_seed = ai_seed

    def thinker(self, g: Game, player, level, dice) -> Thinker:
        from .reports import view
        seen = view.project(g, player, self.ai_seed(player) if self.ai_seed else None)
        if level == NOVICE:
            return GeneratorThinker(novice.think(seen, player, dice))
        return ai.Planner(seen, player)


class RecordedTwilight(Twilight):
    """The rules a master file's record replays under (pbem.GameMaster.open): its orders were
    checked when they came in, by checks that today's may make stricter, so a player's own
    orders are played as recorded (its snapshot proves the replay). Only to rebuild a Match,
    which the game master's Match of MailTwilight then adopts (Match.adopt)."""

    def check(self, g: Game, player, action) -> None:
        if isinstance(action, Orders) and action.player == player:
            return
        super().check(g, player, action)

    def may_play(self, g: Game, player) -> bool:
        return True                 # whom the step awaited was checked when the orders came


RULES = Twilight()


def old_form(body: str) -> bool:
    """A Match's record of before the digest's version 2 (Twilight.read_record opens it): its
    file is written again in today's form (pbem.GameMaster.open, hotseat_file.load)."""
    return '"digest_version"' not in body.rstrip().rpartition("\n")[2]


__all__ = ["RULES", "Twilight", "MailTwilight", "RecordedTwilight", "Orders", "Settings", "NOVICE", "PLANNER"]
