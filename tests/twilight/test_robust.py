"""Nothing a player does may crash the program; random legal play keeps the invariants."""
import copy

from hypothesis import HealthCheck, given, settings, strategies as st

from retro.play import Refusal

from ports.twilight.computer import ai
from ports.twilight.rules import engine, units
from ports.twilight.rules.notation import parse
from ports.twilight.rules.orders import VERBS
from ports.twilight.reports.texts import explain

from .helpers import game, run_phase

KEYS = ["von", "nach", "ort", "planet", "anzahl", "einheit", "fuer", "mit", "an", "karte", "kredite",
        "name", "ziel", "tech", "rueckzug", "verluste", "riss", "Kreuzer", "Transporter", "Bodentruppe",
        "Jäger", "Zerstörer", "kachel", "rassen", "wunsch"]
VALUES = ["MR", "1.1", "2.7", "3.18", "9.9", "-1", "0", "1", "3", "99", "ja", "nein", "S1", "S2", "S9",
          "Jord", "Arc_Prime", "Mecatol_Rex", "Kreuzer", "Raumdock", "Sabotage", "Handelsboom",
          "Ionensturm", "XRD-Transporter", "sofort", "nie", "2", "bleiben", "Jäger,Kreuzer", "P01", "x", ""]


def _snapshots():
    g = game(4, seed=8)
    snaps = {}
    while g.round < 3 and g.phase != "ende":
        snaps.setdefault(g.phase, copy.deepcopy(g))
        run_phase(g)
    return list(snaps.values())


SNAPS = _snapshots()

line = st.builds(
    lambda p, v, kv: " ".join([f"S{p}", v] + [f"{k}={x}" for k, x in kv]),
    st.integers(0, 5), st.sampled_from(list(VERBS) + ["FLIEG"]),
    st.lists(st.tuples(st.sampled_from(KEYS), st.sampled_from(VALUES)), max_size=5))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(SNAPS) - 1), st.lists(line, min_size=1, max_size=3))
def test_random_orders_are_refused_or_carried_out(i, lines):
    g = copy.deepcopy(SNAPS[i])
    try:
        orders = [parse(line) for line in lines]
        p = orders[0].player
        engine.submit(g, p, orders)
    except Refusal as e:
        assert explain(e) and "{" not in explain(e)
        return
    assert all(parse(o.text()) == o for o in orders)       # kept as a value its text gives back
    for q in engine.missing(g):
        engine.submit(g, q, ai.orders_for(g, q))
    engine.advance(g)      # accepted orders never crash the resolution


def _invariants(g):
    for _lab, fl in g.space.items():
        for _p, f in fl.items():
            assert all(n > 0 for n in f.values()) and set(f) <= set(units.UNITS)
    for ps in g.planets.values():
        assert ps.ground >= 0 and ps.pds >= 0
        assert ps.owner is None or 0 <= ps.owner < len(g.players)
    for pl in g.players:
        assert pl.credits >= 0 and 0 <= pl.progress <= 5
        assert pl.step_rounds == sorted(set(pl.step_rounds))    # at most one step per round


@settings(max_examples=4, deadline=None)
@given(st.integers(3, 6), st.integers(1, 10_000))
def test_computer_play_keeps_the_invariants(n, seed):
    g = game(n, seed=seed)
    steps = 0
    while g.phase != "ende" and steps < 60:
        run_phase(g)
        _invariants(g)
        steps += 1
