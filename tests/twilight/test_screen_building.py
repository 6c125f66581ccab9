"""The galaxy built on the desk (issue 33.5): a tile of his hand that has no allowed place
just now is greyed and says why (the seed's planet rule, its red rule), and a click on it
says so too; tiles are named the same way everywhere, by what they hold with their code
beside it: the desk's list, a refusal's allowed tiles, the packet's hand and the history."""
from __future__ import annotations

import pytest

from ports.twilight.reports import texts
from ports.twilight.rules import galaxy, hexes
from ports.twilight.screens import palette as P
from ports.twilight.screens.hotseat_desk import HotseatDesk
from ports.twilight.screens.hotseat_game import hotseat_match
from retro.gui.alert import Alert
from retro.gui.base import Modal

from .screen_helpers import at, click, pyxel_on, row, run


@pytest.fixture
def pyx():
    return pyxel_on()


def _building(planetless=False):
    """A hot-seat game of three humans at its first tile: S1 lays; with `planetless`, his
    last tile had no planets, so that his tiles without planets have no place now."""
    m = hotseat_match([("Anna", False), ("Bert", False), ("Carl", False)], map_mode="bauen", seed=3)
    g = m.state
    assert g.phase == "aufbau" and g.building.current() == 0
    if planetless:
        g.building.last_planetless[0] = True
    return m, g


def _tile_rows(desk) -> dict:
    """key -> [(text, colour)] of the desk's rows of each tile of his hand."""
    out: dict = {}
    for text, col, action in desk.rows():
        if action and action[0] in ("tile", "tile_no"):
            out.setdefault(action[1], []).append((text, col))
    return out


def test_a_tile_without_an_allowed_place_is_greyed_and_says_why(pyx):
    m, g = _building(planetless=True)
    desk = HotseatDesk(g, 0, lambda orders: None)
    app = run(desk)
    allowed = {k for k, _ in galaxy.legal_placements(g.building, 0)}
    rows = _tile_rows(desk)
    assert set(rows) == set(g.building.hands[0])
    for key, lines in rows.items():
        text = " ".join(t.strip() for t, _ in lines)
        assert texts.tile_label(key) in text                   # its name, the code beside it
        if key in allowed:
            assert all(col == P.WHITE for _, col in lines) and "jetzt nicht" not in text
        else:
            assert all(col == P.GREY for _, col in lines)
            assert "jetzt nicht: erst eine mit Planeten" in text, text
    blocked = next(k for k in g.building.hands[0] if k not in allowed)
    row(app, desk, ("tile_no", blocked))                        # a click on it says why
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, Alert)
    assert "Kachel ohne Planeten" in app.top.widget.message and desk.tile is None


def test_a_red_tile_beside_red_tiles_only_is_greyed_with_the_red_rule(pyx):
    m, g = _building()
    b = g.building
    ring1 = hexes.ring(1)
    for pos, key in zip(ring1[::2], ("SN1", "AF1", "SN2")):     # every other place of ring 1 red
        for hand in b.hands.values():
            if key in hand:
                hand.remove(key)
        b.placed[pos] = key
    assert galaxy.why_not(b, 0, "GR1") == "red" and galaxy.why_not(b, 0, "P07") is None
    desk = HotseatDesk(g, 0, lambda orders: None)
    run(desk)
    text = " ".join(t.strip() for t, _ in _tile_rows(desk)["GR1"])
    assert "jetzt nicht: neben Rot" in text, text


def test_a_place_refused_names_the_allowed_tiles_as_the_list_does(pyx):
    m, g = _building()
    desk = HotseatDesk(g, 0, lambda orders: None)
    app = run(desk)
    row(app, desk, ("tile", "P07"))
    assert desk.tile == "P07"
    app.frame(click(*at("2.3")))                               # ring 2 while ring 1 is open
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, Alert)
    message = app.top.widget.message
    assert texts.tile_label("P07") in message and texts.tile_label("P10") in message, message
    for key in g.building.hands[0]:                            # no bare code the list never shows
        assert f" {key}," not in message and f" {key}." not in message and not message.endswith(key)


def test_the_history_and_the_packet_name_the_tile_with_its_code():
    m, g = _building()
    from ports.twilight.reports import report
    from ports.twilight.rules.orders import Lay, Orders
    key, pos = galaxy.legal_placements(g.building, 0)[0]
    m.play(0, Orders(0, (Lay(0, key, hexes.label(pos)),)))
    laid = next(e for e in m.state.log if e.code == "tile_laid")
    assert texts.log_text(laid) == f"S1 legt {texts.tile_label(key)} auf {hexes.label(pos)}"
    hand = report.hand(m.state, 1)
    assert all(texts.tile_label(k) in " ".join(hand.split()) for k in m.state.building.hands[1])
