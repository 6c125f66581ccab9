"""Games of ACME set up by hand for the tests."""
from retro.dice import Dice
from retro.play import Match

from ports.acme import rules
from ports.acme.match import RULES, seats_of
from ports.acme.state import PlayerSetting, Settings, State
from ports.acme.world import WORLD_29 as W


def c(name: str) -> int:
    """A country by its German name or key."""
    i = W.find(name)
    assert i is not None, name
    return i


def board(owner_of=None, armies=None, current=0, phase="angriff", seed=5, events="nie",
          cards=None, players=2) -> State:
    """A state with every country player 1's (index 1) unless `owner_of` says otherwise
    (a dict of names to players), 1 army each unless `armies` says."""
    settings = Settings(tuple(PlayerSetting(f"S{i + 1}") for i in range(players)), events)
    owner = [1] * W.n
    for name, p in (owner_of or {}).items():
        owner[c(name)] = p
    arm = [1] * W.n
    for name, n in (armies or {}).items():
        arm[c(name)] = n
    st = State(settings, Dice(seed), owner, arm, cards or [[] for _ in range(players)],
               current=current, phase=phase)
    return st


def match(seed=1, events="normal", players=("A", "B")) -> Match:
    s = Settings(tuple(PlayerSetting(n) for n in players), events)
    return Match(RULES, s, seed, seats_of)


def play(st: State, action) -> list:
    rules.check(st, action)
    return rules.apply(st, action)
