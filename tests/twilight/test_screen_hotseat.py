"""The hot-seat game on screen, driven by simulated input: the set-up, the cover and each
player's passphrase, his desk on his own view, the galaxy built by the players (a place the
rules forbid refused with their reason), the computer races through retro/driver.py, the
history, a phase taken back, and a whole game of two humans and two computer races from the
set-up to the victory screen."""
from __future__ import annotations

import argparse
import time


from ports.twilight.screens import link
from ports.twilight.screens.galaxy_screen import OVERVIEW
from ports.twilight.screens.history_screen import HistoryScene
from ports.twilight.screens.hotseat_cover import CoverScene
from ports.twilight.screens.hotseat_desk import HotseatDesk
from ports.twilight.screens.hotseat_game import resolved
from ports.twilight.screens.hotseat_screen import HotseatScene
from ports.twilight.screens.hotseat_setup import HotseatSetup
from ports.twilight.screens.hotseat_texts import HOTSEAT as T
from ports.twilight.screens.victory_screen import VictoryScene
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.input import Input
from retro.scenes import App

from .hotseat_helpers import (SECRETS, _row, hand_in, lay_a_tile, open_cover, press, pyx,  # noqa: F401
                              started, wait_for_human, widget)
from .screen_helpers import click, key


def test_the_set_up_refuses_a_human_without_passphrase(pyx):
    scene = HotseatSetup()
    app = App(scene, think_ms=8)
    app.frame(Input(5, 500))
    press(app, scene, ("begin",))
    assert isinstance(widget(app), Alert) and "Passwort" in widget(app).message
    key(app, "RETURN")
    press(app, scene, ("kind", 0))
    press(app, scene, ("kind", 1))
    press(app, scene, ("begin",))
    assert T["one_human"] in widget(app).message


def test_the_set_up_offers_the_income_of_the_rules_and_the_faster_economy(pyx):
    # seed: a planet's resource value is its income ("Rohstoffwert", chosen at first); issue 35:
    # three times it ("dreifach", Settings.economy "schnell") an option, the game made with it
    for choice in (None, "schnell"):
        scene = HotseatSetup()
        app = App(scene, think_ms=8)
        app.frame(Input(5, 500))
        shown = {a[1]: (label, selected) for _, a, label, selected in scene.buttons() if a[0] == "economy"}
        assert shown == {"original": ("Rohstoffwert", True), "schnell": ("dreifach", False)}
        if choice:
            press(app, scene, ("economy", choice))
            assert [a[1] for _, a, _, sel in scene.buttons() if a[0] == "economy" and sel] == [choice]
        press(app, scene, ("kind", 1))                 # one human among computer races: no passphrase
        press(app, scene, ("begin",))
        table = next(s for s in app.stack if isinstance(s, HotseatScene))
        assert table.match.state.settings.economy == (choice or "original")


def test_the_cover_hides_the_hand_until_the_right_passphrase(pyx):
    app, table = started(pyx)
    wait_for_human(app, table)
    cover = app.top
    assert isinstance(cover, CoverScene)
    key(app, "RETURN")
    app.frame(Input(5, 5, text="falsch-falsch"))
    key(app, "RETURN")
    assert isinstance(widget(app), Alert) and T["wrong"] in widget(app).message
    key(app, "RETURN")
    assert app.top is cover
    desk = open_cover(app)
    # his own view: the others' hands are not in it
    others = [p for p in range(4) if p != desk.me]
    assert all(not desk.game.players[p].cards for p in others)


def test_the_galaxy_is_built_in_snake_order_an_illegal_place_refused(pyx):
    app, table = started(pyx)
    wait_for_human(app, table)
    desk = open_cover(app)
    v = desk.game
    legal = link.legal_placements(v.building, desk.me)
    tile = legal[0][0]
    free = [p for p in link.hexes.ON_MAP if p not in v.building.placed and (tile, p) not in legal]
    _row(app, desk, ("tile", tile))
    app.frame(click(*OVERVIEW.centre(free[0])))
    said = widget(app).message
    assert isinstance(widget(app), Alert) and "darf dort nicht liegen" in said   # the rule that forbids it
    assert link.hexes.label(legal[0][1]) in said                                 # and where it may go
    key(app, "RETURN")
    assert desk.book.orders == []
    app.frame(click(*OVERVIEW.centre(legal[0][1])))
    assert desk.book.orders and isinstance(desk.book.orders[0], link.Lay)
    n = len(table.match.log)
    hand_in(app, desk)
    assert len(table.match.log) == n + 1 and link.hexes.label(legal[0][1]) in str(table.match.log[-1].text)


def test_two_humans_and_two_computer_races_from_set_up_to_victory(pyx):
    t0 = time.perf_counter()
    app, table = started(pyx, rounds=3)
    seen, frames, worst, covers, seen_table = set(), 0, 0.0, 0, 0
    while not isinstance(app.top, VictoryScene):
        frames += 1
        assert frames < 60000, table.match.state.phase
        top = app.top
        if isinstance(top, (CoverScene, HotseatDesk)):
            covers += isinstance(top, CoverScene)
            desk = open_cover(app) if isinstance(top, CoverScene) else top
            seen.add(desk.game.phase)
            if desk.game.phase == "aufbau":
                lay_a_tile(app, desk)
            hand_in(app, desk)
            assert not isinstance(app.top, Modal), widget(app).message
        elif table.next_human() is not None and table.seen != table.phase_of():
            seen_table += 1                             # the table shows what happened: "Weiter"
            x, y, w, h = table.go_rect()
            app.frame(click(x + w // 2, y + h // 2))
        else:
            t = time.perf_counter()
            app.frame(Input(300, 300))
            worst = max(worst, time.perf_counter() - t)
    g = table.match.state
    assert g.phase == "ende" and g.winners and "aufbau" in seen and len(seen) >= 4 and covers > 4
    assert seen_table >= len(seen)
    assert len(g.map) == 37 and g.settings.map_mode == "bauen"          # the galaxy the players built
    assert any("Sieger" in text for text, _ in table.log)
    # the history steps back; a phase rolled back after the confirmation
    key(app, "RETURN")
    assert app.top is table
    table.choose("history")
    hist = app.top
    assert isinstance(hist, HistoryScene) and hist.n == len(table.match.log)
    key(app, "PAGEUP")
    assert hist.n < len(table.match.log) and hist.game.phase != "ende"
    key(app, "ESCAPE")
    assert app.top is table
    n = len(table.match.log)
    table.choose("undo")
    key(app, "RETURN")
    assert len(table.match.log) < n and not table.match.over
    # back at the start of the last phase: the humans' orders for it are gone (the computer
    # races, answering at once, may have given theirs again)
    assert not {0, 1} & set(table.match.state.pending) and {0, 1} <= set(table.match.awaited)
    assert any(T["rolled_back"] in text for text, _ in table.log)
    print(f"\nto victory ({g.victory}, round {g.round}, {len(table.match.log)} orders): {frames} frames, {time.perf_counter() - t0:.1f} s, worst frame {worst * 1000:.1f} ms")


def test_a_monkey_at_the_hot_seat_table_breaks_nothing(pyx):
    """Random clicks, wheel turns and keys at the table, the covers (the right passphrase
    typed now and then) and the desks, 1500 frames: every scene it reaches draws."""
    from retro.dice import Dice
    d = Dice(21)
    app, _ = started(pyx, rounds=3)
    reached = set()
    from ports.twilight.screens.start_screen import StartScene
    for _ in range(1500):
        if app.top is None or isinstance(app.top, StartScene):       # he left the game: a new one
            app, _ = started(pyx, rounds=3)
        x, y = d.below(640), d.below(512)
        r = d.below(14)
        top = app.top
        if isinstance(top, CoverScene) and r < 3:
            key(app, "RETURN")
            inp = Input(5, 5, text=SECRETS[top.player])
        elif r < 6:
            inp = click(x, y)
        elif r < 7:
            inp = Input(x, y, wheel=d.choice([-1, 1]))
        elif r < 9:
            inp = Input(x, y, keys={d.choice(["RETURN", "ESCAPE", "LEFT", "RIGHT", "PAGEUP", "Z"])})
        else:
            inp = Input(x, y)
        app.frame(inp)
        reached.add(type(app.top).__name__)
    assert {"HotseatScene", "CoverScene", "HotseatDesk", "Modal"} <= reached, reached


def _to_second_phase(app, table):
    """Anna and Bert give their first orders (the tiles of the building phase)."""
    for _ in range(2):
        wait_for_human(app, table)
        desk = open_cover(app)
        lay_a_tile(app, desk)
        hand_in(app, desk)


def test_a_hot_seat_game_kept_when_the_window_closes_goes_on_from_the_set_up(pyx, tmp_path):
    """House rule "nothing may lose a game": the close button keeps it (retro.closing), the
    set-up offers it back, the same game and the same passphrases; the file holds no
    passphrase."""
    from ports.twilight.screens import hotseat_file
    from ports.twilight.screens.start_screen import StartScene
    app, table = started(pyx)
    _to_second_phase(app, table)
    text = table.match.to_text()
    app.window_closed()
    kept = tmp_path / "twilight" / hotseat_file.NAME
    raw = kept.read_text(encoding="utf-8")
    assert kept.is_file() and not any(s in raw for s in SECRETS)
    app = App(StartScene(argparse.Namespace(seed=9)), think_ms=8)       # the next start
    app.frame(Input(5, 500))
    key(app, "5")
    setup = app.top
    assert isinstance(setup, HotseatSetup) and setup.kept
    press(app, setup, ("resume",))
    again = app.top
    assert isinstance(again, HotseatScene) and again.match.to_text() == text
    assert [s.computer for s in again.match.seats] == [False, False, True, True]
    wait_for_human(app, again)
    cover = app.top
    key(app, "RETURN")
    app.frame(Input(5, 5, text=SECRETS[1 - cover.player]))   # the other's passphrase: refused
    key(app, "RETURN")
    assert T["wrong"] in widget(app).message
    key(app, "RETURN")
    open_cover(app)                                            # his own opens his desk


def test_spiel_sichern_and_a_damaged_file_said_in_german(pyx, tmp_path):
    from ports.twilight.screens import hotseat_file
    app, table = started(pyx)
    _to_second_phase(app, table)
    while app.top is not table:
        key(app, "ESCAPE") if isinstance(app.top, Modal) else app.frame(Input(300, 300))
        if isinstance(app.top, (CoverScene, HotseatDesk)):
            app.top.close()
    table.choose("save")
    resolved_then = table.match.texts()[:resolved(table.match)]     # the computers go on after
    assert "gesichert" in widget(app).message
    key(app, "RETURN")
    kept = tmp_path / "twilight" / hotseat_file.NAME
    match, _, _ = hotseat_file.load(kept)
    # the record stops where the step in progress begins (its orders are kept sealed, or,
    # the computer races', given again)
    assert match.texts() == resolved_then
    kept.write_text(kept.read_text(encoding="utf-8").replace("Anna", "Anne"), encoding="utf-8")
    setup = HotseatSetup()
    app = App(setup, think_ms=8)
    app.frame(Input(5, 500))
    press(app, setup, ("resume",))
    said = widget(app).message
    assert isinstance(widget(app), Alert) and said.startswith(f"{hotseat_file.NAME} lässt sich nicht fortsetzen:")
    assert app.top is not None and app.stack[0] is setup


def test_a_game_that_has_not_begun_or_is_over_is_not_kept(pyx, tmp_path):
    from ports.twilight.screens import hotseat_file
    from ports.twilight.screens.hotseat_game import hotseat_match
    m = hotseat_match([("Anna", False), ("C2", True), ("C3", True)])
    assert not hotseat_file.keep(m, {})
    assert not (tmp_path / "twilight" / hotseat_file.NAME).exists()


def test_the_hot_seat_desk_says_befehle_abgeben_in_its_menu_and_on_its_button(pyx):
    """The e-mail desk writes its orders ("Befehle speichern"), the hot seat's hands them in:
    its menu said "speichern" beside an "abgeben" button."""
    app, table = started(pyx)
    wait_for_human(app, table)
    desk = open_cover(app)
    item = next(it for it in desk.menubar.menus[0].items if getattr(it, "id", None) == "save")
    assert item.label == desk.save_label == T["hand_in"] == "Befehle abgeben"
