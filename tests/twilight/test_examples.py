"""Every example order a packet or a help text shows is read (issue 22.4): the orders help of
every phase of whole games (flow 1 and 2, galaxy built, races wished, homes bid), for every
player, and every example in texts.py; the LEGE examples are taken by the rules too."""
import re

import pytest

from ports.twilight.computer import ai
from ports.twilight.reports import report, texts
from ports.twilight.rules import engine, galaxy, notation, setup
from ports.twilight.rules.orders import Lay
from ports.twilight.rules.state import Settings

EXAMPLE = re.compile(r"^\s*(S\d (?:[A-ZÄÖÜ]{3,})(?: [^\s=]+=\S+)*)(?:\s{2,}\(.*)?$")
PLAYER_ORDER = re.compile(r"(?:^|\s|\()(S\d [A-Z]{4,}(?: [a-zäöü_.A-Z]+=[^\s)]+)+)")


def _examples(text: str) -> list:
    return [m.group(1) for line in text.splitlines() for m in [EXAMPLE.match(line)] if m]


def _tile(g, p):
    """A tile of his hand that may be laid now (the packet's Pxx: "welche jetzt erlaubt sind,
    stehen in deiner Hand")."""
    b = g.building
    legal = galaxy.legal_placements(b, p) if b is not None and b.hands.get(p) else []
    return legal[0][0] if legal else "P01"


@pytest.mark.parametrize("flow", [1, 2])
def test_every_example_of_every_packet_of_a_game_is_read(flow):
    g = setup.new_game(Settings(players=4, seed=5, map_mode="bauen", race_mode="wunsch", home_mode="bieten",
                                flow=flow, max_rounds=3))
    seen, lays, steps = set(), 0, 0
    while g.phase != "ende" and steps < 300:
        for p in range(4):
            for ex in _examples(report.orders_help(g, p)):
                line = ex.replace("Pxx", _tile(g, p))
                order = notation.parse(line)             # Refusal fails the test
                seen.add(line.split()[1])
                if isinstance(order, Lay) and p in engine.awaited(g):
                    engine.check_all(g, p, [order])      # the rules take it too
                    lays += 1
        for p in engine.missing(g):
            engine.submit(g, p, ai.orders_for(g, p))
        engine.advance(g)
        steps += 1
    assert lays and {"LEGE", "KAMPF", "STIMME", "KARTE"} <= seen, seen
    assert flow == 2 or {"BAU", "BEWEGE", "FORSCHE", "LANDE"} <= seen, seen


def _strings(x, seen=None):
    seen = set() if seen is None else seen
    if isinstance(x, str):
        yield x
    elif isinstance(x, (dict, list, tuple)) and id(x) not in seen:
        seen.add(id(x))                              # a table that holds itself is read once
        for v in (x.values() if isinstance(x, dict) else x):
            yield from _strings(v, seen)


def test_every_example_in_the_texts_is_read():
    found = 0
    for name in dir(texts):
        if name.startswith("_"):                      # the module's own tables, not __builtins__
            continue
        for s in _strings(getattr(texts, name)):
            s = s.replace("{me}", "S1")
            for m in PLAYER_ORDER.finditer(s):
                line = m.group(1).rstrip(".,;:")         # the sentence goes on after it
                if "{" in line:
                    continue                     # filled in by the packet: read in the test above
                notation.parse(line.replace("Pxx", "P01"))
                found += 1
    assert found >= 20
