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


# -- whole games through the protocol (retro.play.Match) ----------------------------------
def match(n: int = 6, seed: int = 1, humans: int = 0, checkpoints: bool = True, **params):
    """A Match of EMPERADO whose parties are all played by EmperadoAI (the settings' C/M
    still count for the parameters)."""
    from ports.emperado.match import RULES
    from retro.play import Match, Seat
    return Match(RULES, settings(n, humans, **params), seed,
                 lambda state, p: Seat.cpu("emperado"), checkpoints=checkpoints)


def play(m, actions: int):
    """Let the computers make `actions` moves (fewer if the game ends)."""
    from retro.play import play_out
    return play_out(m, max_actions=actions)


def play_turn(m) -> None:
    """The party on turn plays its whole turn as the computer would."""
    turns = m.state.turns
    while m.state.turns == turns and m.state.phase != "ende":
        m.step_computer()


def replay(m):
    """A new Match of the same settings and seed given every action of `m`'s log again,
    each checked by the rules as it is played."""
    from retro.play import Match
    again = Match(m.rules, m.settings, m.seed)
    for e in m.log:
        again.play(e.player, e.action)
    return again


def actions(m) -> list:
    return [e.action for e in m.log]
