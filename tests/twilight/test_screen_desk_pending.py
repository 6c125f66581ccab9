"""What the desk shows of orders (issue 33.6, 33.7): an order given ahead in an earlier
packet (two cruisers bought in the politics phase) shows on the next packet's desk with the
credits it commits, until it is carried out; buying again counts up instead of buying twice
unseen, and the orders file keeps it. Every order is worded as a German sentence, the order
line of the file beside it."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from ports.twilight.reports import view as views
from ports.twilight.rules import economy, engine, setup
from ports.twilight.rules.orders import Build
from ports.twilight.rules.state import Settings
from ports.twilight.screens.desk_screen import DeskScene

from .screen_helpers import pyxel_on, row, run, said


@pytest.fixture
def pyx():
    return pyxel_on()


def _send(g, p, *lines):
    engine.submit(g, p, engine.read(g, p, list(lines)), trusted=True)


def _vote(g, p):
    return f"S{p + 1} STIMME fuer=" + (f"S{p + 1}" if g.political_card in ("thalnos", "execution") else "ja")


def _after_politics():
    """A game by mail (flow 2): S1 votes and buys two cruisers ahead, the others only vote;
    the economy phase waits for them, S1's purchase waits for its phase."""
    g = setup.new_game(Settings(players=3, seed=4, flow=2))
    dock = next(n for n in g.owned(0) if g.planets[n].dock)
    _send(g, 0, _vote(g, 0), f"S1 BAU planet={dock.replace(' ', '_')} einheit=Kreuzer anzahl=2")
    for p in (1, 2):
        _send(g, p, _vote(g, p))
    engine.advance(g)
    assert g.phase == "wirtschaft" and g.ahead[0]["wirtschaft"]
    return g, dock


def _desk(g, p=0):
    v = views.project(g, p)
    return DeskScene(None, SimpleNamespace(player=p, header={"spiel": "test", "schritt": "1", "spieler": "S1"}), v)


def _flat(desk) -> str:
    return " ".join(said(desk).split())


def test_an_order_given_ahead_shows_on_the_next_desk_with_the_credits_it_commits(pyx):
    g, dock = _after_politics()
    desk = _desk(g)
    run(desk)
    credits = g.players[0].credits
    cost = 2 * economy.price(desk.game, "cruiser")
    text = _flat(desk)
    assert "Befehle (1):" in text, text
    assert f"noch frei {credits - cost}" in text
    assert f"2 Kreuzer bauen auf {dock} ({cost} Kr.) - vorab gegeben" in text, text
    assert desk.book.orders == [Build(0, dock, "cruiser", 2)]


def test_buying_again_counts_up_and_the_orders_file_keeps_the_order_given_ahead(pyx):
    g, dock = _after_politics()
    desk = _desk(g)
    app = run(desk)
    desk.tab = "buy"
    row(app, desk, ("build", dock, "cruiser"))                 # one cruiser more: three in all
    assert desk.book.orders == [Build(0, dock, "cruiser", 3)]
    assert "Befehle (1):" in _flat(desk) or desk.tab == "buy"
    # what the desk writes replaces his orders for the phase: the purchase given ahead stays in it
    _send(g, 0, *[o.text() for o in desk.book.orders])
    for p in (1, 2):
        _send(g, p)
    start = len(g.log)
    engine.advance(g)
    bought = [e for e in g.log[start:] if e.code == "bought" and e.get("player") == 0]
    assert bought and dict(bought[0].get("units")) == {"cruiser": 3}


def test_closing_a_desk_with_only_the_orders_given_ahead_asks_nothing(pyx):
    g, dock = _after_politics()
    desk = _desk(g)
    app = run(desk)
    desk.choose("close")
    assert app.top is None or app.top is not desk


def test_orders_are_worded_with_the_order_line_beside(pyx):
    g, dock = _after_politics()
    desk = _desk(g)
    run(desk)
    text = _flat(desk)
    line = f"BAU planet={dock.replace(' ', '_')} einheit=Kreuzer anzahl=2"
    assert f"2 Kreuzer bauen auf {dock}" in text and line in text, text
    assert text.index(f"2 Kreuzer bauen auf {dock}") < text.index(line)
