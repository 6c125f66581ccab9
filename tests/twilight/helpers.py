"""Small hand-made situations for the rules tests."""
from __future__ import annotations

from ports.twilight.computer import ai
from ports.twilight.rules import engine, hexes, setup
from ports.twilight.rules.state import PlanetState, Settings
from ports.twilight.reports.texts import log_text


class FixedDice:
    """Stands in for the game's dice: d10 results from a list (then 5s)."""

    def __init__(self, rolls=()):
        self.rolls = list(rolls)

    def d10(self):
        return self.rolls.pop(0) if self.rolls else 5

    def random(self):
        return 0.5

    def shuffled(self, items):
        return list(items)

    def choice(self, seq):
        return seq[0]


def game(n=3, seed=1, **kw):
    """A new game; one phase after another (flow 1), as the phase rules are tested one by
    one (orders given ahead, flow 2, in test_ahead.py)."""
    kw.setdefault("flow", 1)
    return setup.new_game(Settings(players=n, seed=seed, **kw))


def blank(n=3, seed=1):
    """A game in round 1 whose map is all empty systems, with no units at all."""
    g = game(n, seed)
    g.map = {p: "E01" for p in hexes.ALL}
    g.map[hexes.CENTRE] = "MR"
    g.space = {}
    g.planets = {"Mecatol Rex": PlanetState()}
    for pl in g.players:
        pl.techs = []
        pl.cards = []
    return g


def put(g, label, key):
    """Lay tile `key` at position `label` and make its planets neutral."""
    from ports.twilight.rules import galaxy
    g.map[hexes.parse(label)] = key
    for name in galaxy.tile(key).planets:
        g.planets.setdefault(name, PlanetState())


def to_phase(g, phase):
    g.phase = phase
    g.pending = {}


def run_phase(g) -> str:
    """Every awaited computer race gives its orders, then the phase is resolved; the step's
    block (engine.advance: the record's form of before, which history.replay reads)."""
    for p in engine.missing(g):
        engine.submit(g, p, ai.orders_for(g, p))
    return engine.advance(g)


def told(g, since=0):
    """The game's log from entry `since` on, as the packets tell it in German."""
    return [log_text(e) for e in g.log[since:]]
