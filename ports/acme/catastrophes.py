"""EREIGNISSE: the catastrophes that may strike before a player's armies are handed out. Pure.

The manual names six and their conditions; how often and how hard they strike it leaves to
us (original_docs/acme.md):

    frequency  oft 1 in 2 turns, normal 1 in 4, selten 1 in 10, nie never
    which      Seuche 3, Erdbeben 2, Revolution 1, Desertion 3, Überlauf 2, Bestechung 2
               (weights among the kinds that can strike at all), on a random country of the
               player whose turn begins
    Seuche     more than one army there: 10-25 % of them die (at least one, one stays)
    Erdbeben   more than one army: all but one are buried
    Revolution the country and all its armies go to the other player (never the last one)
    Desertion  2-9 armies there: up to half of them quit (at least one, one stays)
    Überlauf   more than one army and a neighbour of the other player: up to a third of them
               go over to that neighbour (at least one, one stays)
    Bestechung more than 15 armies: 10-25 % vanish
Every chance comes from the state's dice, so a replay strikes the same.
"""
from __future__ import annotations

from .events import Catastrophe
from .state import MAX_ARMIES

CHANCE_IN = {"oft": 2, "normal": 4, "selten": 10}    # one turn in N; "nie": never
WEIGHTS = (("seuche", 3), ("erdbeben", 2), ("revolution", 1), ("desertion", 3),
           ("ueberlauf", 2), ("bestechung", 2))
KINDS = tuple(k for k, _ in WEIGHTS)


def _enemy_neighbours(state, world, c: int) -> list:
    return [n for n in world.neighbours[c] if state.owner[n] != state.owner[c]]


def candidates(state, world, kind: str, player: int) -> list:
    """The player's countries this kind of catastrophe can strike (its condition)."""
    mine = state.countries_of(player)
    a = state.armies
    if kind in ("seuche", "erdbeben"):
        return [c for c in mine if a[c] > 1]
    if kind == "revolution":
        return mine if len(mine) >= 2 else []
    if kind == "desertion":
        return [c for c in mine if 1 < a[c] < 10]
    if kind == "ueberlauf":
        return [c for c in mine if a[c] > 1 and _enemy_neighbours(state, world, c)]
    if kind == "bestechung":
        return [c for c in mine if a[c] > 15]
    raise ValueError(kind)


def strike(state, world, player: int) -> Catastrophe | None:
    """Roll whether a catastrophe strikes `player` now, and carry it out; None if none."""
    n = CHANCE_IN.get(state.settings.events)
    if n is None or state.dice.below(n) != 0:
        return None
    able = [(k, w) for k, w in WEIGHTS if candidates(state, world, k, player)]
    if not able:
        return None
    pick = state.dice.below(sum(w for _, w in able))
    for kind, w in able:  # noqa: B007 - the kind the pick falls on, used below
        if pick < w:
            break
        pick -= w
    c = state.dice.choice(candidates(state, world, kind, player))
    return _carry_out(state, world, kind, c, player)


def _carry_out(state, world, kind: str, c: int, player: int) -> Catastrophe:
    d, a = state.dice, state.armies[c]
    if kind == "seuche":
        k = min(a - 1, max(1, a * d.randint(10, 25) // 100))
    elif kind == "erdbeben":
        k = a - 1
    elif kind == "desertion":
        k = d.randint(1, max(1, a // 2)) if a > 2 else 1
        k = min(k, a - 1)
    elif kind == "bestechung":
        k = min(a - 1, max(1, a * d.randint(10, 25) // 100))
    elif kind == "revolution":
        to = _receiver(state, world, c, player)
        state.owner[c] = to
        state.locked.pop(c, None)
        return Catastrophe(kind, c, player, a, to, c)
    else:   # ueberlauf
        n = d.choice(_enemy_neighbours(state, world, c))
        k = d.randint(1, max(1, (a - 1) // 3))
        to = state.owner[n]
        state.armies[c] -= k
        put = max(0, min(k, MAX_ARMIES - state.armies[n]))     # at most 99: the rest is lost
        state.armies[n] += put
        state.lost_to_cap += k - put
        return Catastrophe(kind, c, player, k, to, n, k - put)
    state.armies[c] -= k
    return Catastrophe(kind, c, player, k)


def _receiver(state, world, c: int, player: int) -> int:
    """Who gains a country in revolution: the other player; of several (four players), the
    one with the most neighbouring countries, then a random one."""
    others = [p for p in state.living() if p != player]
    if len(others) == 1:
        return others[0]
    near = [state.owner[n] for n in world.neighbours[c] if state.owner[n] in others]
    if near:
        best = max(near.count(p) for p in set(near))
        return min(p for p in set(near) if near.count(p) == best)
    return state.dice.choice(others)
