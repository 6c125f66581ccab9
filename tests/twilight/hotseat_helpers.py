"""What the hot-seat screen tests share: a table started from the start screen through the
set-up (Anna and Bert humans with their passphrases, two computer races), the covers
opened with the passphrase, a tile laid, orders handed in, the table waited on."""
from __future__ import annotations

import argparse

import pytest

from ports.twilight.screens import link
from ports.twilight.screens.galaxy_screen import OVERVIEW
from ports.twilight.screens.hotseat_cover import CoverScene
from ports.twilight.screens.hotseat_desk import HotseatDesk
from ports.twilight.screens.hotseat_screen import HotseatScene
from ports.twilight.screens.hotseat_setup import HotseatSetup
from ports.twilight.screens.secret import PassphraseRequester
from retro.gui.base import Modal
from retro.input import Input
from retro.scenes import App

from .screen_helpers import click, key, pyxel_on

SECRETS = ("geheim-anna", "geheim-bert")


@pytest.fixture
def pyx(tmp_path):
    from retro import storage
    storage.set_data_dir(tmp_path)          # the kept game goes here, not into the user's folder
    yield pyxel_on()
    storage.set_data_dir(None)


def press(app, scene, action):
    """A click on the set-up's gadget of this action."""
    (x, y, w, h) = next(r for r, a, _, _ in scene.buttons() if a == action)
    app.frame(click(x + w // 2, y + h // 2))


def widget(app):
    return app.top.widget if isinstance(app.top, Modal) else None


def set_up(app, scene, rounds=3, map_mode="bauen"):
    """Anna and Bert humans with their passphrases, two computer races, the map as asked."""
    press(app, scene, ("count", 4))
    for i, name in enumerate(("Anna", "Bert")):
        press(app, scene, ("name", i))
        app.frame(Input(5, 5, text=name))
        key(app, "RETURN")
        press(app, scene, ("secret", i))
        assert isinstance(widget(app), PassphraseRequester)
        app.frame(Input(5, 5, text=SECRETS[i]))
        key(app, "RETURN")
    press(app, scene, ("map", map_mode))
    press(app, scene, ("rounds", rounds))
    press(app, scene, ("begin",))


def started(pyx, rounds=3, map_mode="bauen"):
    """From the start screen's "Hot-Seat-Spiel" (key 5) through the set-up to the table."""
    from ports.twilight.screens.start_screen import StartScene
    start = StartScene(argparse.Namespace(seed=2))
    app = App(start, think_ms=8)
    app.frame(Input(5, 500))
    key(app, "5")
    scene = app.top
    assert isinstance(scene, HotseatSetup)
    set_up(app, scene, rounds, map_mode)
    table = app.stack[1]
    assert isinstance(table, HotseatScene) and app.stack[0] is start
    return app, table


def _row(app, desk, action):
    py, ph = desk.page_box()
    x, y, _, h = desk.inside(py, ph)
    app.frame(Input(x + 10, y + 10))
    rows = desk.rows()
    k = next(i for i, r in enumerate(rows) if r[2] == action)
    while k - desk.scroll >= h // 9 - 1:
        app.frame(Input(x + 10, y + 10, wheel=-1))
    app.frame(click(x + 10, y + (k - desk.scroll) * 9 + 3))


def open_cover(app, name_of=None):
    """At the cover: its passphrase typed; the desk opens."""
    cover = app.top
    assert isinstance(cover, CoverScene)
    key(app, "RETURN")
    app.frame(Input(5, 5, text=SECRETS[cover.player]))
    key(app, "RETURN")
    assert isinstance(app.top, HotseatDesk) and app.top.me == cover.player
    return app.top


def lay_a_tile(app, desk):
    v = desk.game
    tile, place = link.legal_placements(v.building, desk.me)[0]
    _row(app, desk, ("tile", tile))
    app.frame(click(*OVERVIEW.centre(place)))
    assert desk.book.orders == [link.Lay(desk.me, tile, link.hexes.label(place))]


def hand_in(app, desk):
    x, y, _, _ = desk.save_rect()
    app.frame(click(x + 5, y + 5))


def wait_for_human(app, table, most=3000):
    for _ in range(most):
        if app.top is not table or table.match.over:
            return
        on = table.next_human() is not None and table.seen != table.phase_of()
        app.frame(Input(300, 300, keys={"RETURN"}) if on else Input(300, 300))
    raise AssertionError("nobody asked for orders")
