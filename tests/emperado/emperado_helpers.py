"""Shared helpers for the EMPERADO tests: small, hand-made positions."""
from __future__ import annotations

from ports.emperado import rules, world
from ports.emperado.state import Settings, default_players

K = world.BY_KEY


def settings(n: int = 6, humans: int = 0, **params) -> Settings:
    return Settings(players=default_players(n, humans), **params)


def position(n: int = 6, own: dict[int, list[str]] | None = None, armies: dict[str, int] | None = None,
             seed: int = 7, humans: int = 0, **params):
    """A new game whose map is then rewritten: `own` gives each listed party its countries
    (by key); every other country goes round-robin to parties 1..n-1 (never to 0)."""
    st = rules.new_state(settings(n, humans, **params), seed)
    own = own or {}
    taken = {K[c] for cs in own.values() for c in cs}
    others = [p for p in range(n) if p not in own] or [p for p in range(1, n)]
    i = 0
    for c in range(world.N_COUNTRIES):
        if c in taken:
            continue
        st.owner[c] = others[i % len(others)]
        i += 1
    for p, cs in own.items():
        for c in cs:
            st.owner[K[c]] = p
    for c in range(world.N_COUNTRIES):
        st.armies[c] = 1
    for key, a in (armies or {}).items():
        st.armies[K[key]] = a
    st.phase = "handeln"
    st.to_place = 0
    return st


def finish_placing(st) -> None:
    """Place the current party's armies into its first country."""
    from ports.emperado.actions import Place
    if st.phase == "einsetzen":
        rules.apply(st, Place(st.countries_of(st.current)[0], st.to_place))
