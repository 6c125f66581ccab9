"""The hot seat as new players met it (issue 33, items 1-3): nothing of a phase not yet
resolved shows on the table, the covers or the history, and the kept file holds the
handed-in orders sealed with their player's passphrase; ending keeps the game, and the cover
and the desk offer the game's menu; one human at the table needs no cover and no passphrase."""
from __future__ import annotations

import argparse

from ports.twilight.computer import novice
from ports.twilight.screens import hotseat_file
from ports.twilight.screens.history_screen import HistoryScene
from ports.twilight.screens.hotseat_cover import MENU_BUTTONS, CoverScene
from ports.twilight.screens.hotseat_desk import HotseatDesk
from ports.twilight.screens.hotseat_game import resolved
from ports.twilight.screens.hotseat_screen import HotseatScene
from ports.twilight.screens.hotseat_setup import HotseatSetup
from ports.twilight.screens.hotseat_texts import HOTSEAT as T
from ports.twilight.screens.start_screen import StartScene
from retro.dice import Dice
from retro.gui.alert import Alert
from retro.input import Input
from retro.scenes import App

from .hotseat_helpers import SECRETS, open_cover, press, pyx, started, wait_for_human, widget  # noqa: F401
from .screen_helpers import key, said
from .screen_helpers import press as press_rect


def _votes(app, table, player):
    """At his cover: the passphrase typed, the desk's book filled with a novice's orders for
    the phase (the vote of the politics phase), handed in."""
    desk = open_cover(app)
    assert desk.me == player
    for order in novice.orders(table.match.state, player, Dice(3)).orders:
        assert desk.book.add(order) is None
    orders = list(desk.book.orders)
    desk.choose("save")
    app.frame(Input(300, 300))                               # the table: the next cover
    return orders


def _at_the_table(app, table, most=3000):
    """Frames until the table waits for a human with its "Weiter" (nobody's cover yet)."""
    for _ in range(most):
        if table.next_human() is not None and table.seen != table.phase_of():
            assert app.top is table
            return
        app.frame(Input(300, 300))
    raise AssertionError("nobody asked for orders")


def _first_hand_in(pyx):
    """Anna (and Bert) humans, two computer races, the map prepared: the politics phase, the
    computer races' orders in, Anna's handed in; Bert's cover on top."""
    app, table = started(pyx, map_mode="fertig")
    wait_for_human(app, table)
    anna = _votes(app, table, 0)
    assert anna and isinstance(app.top, CoverScene) and app.top.player == 1
    m = table.match
    assert set(m.state.pending) == {0, 2, 3}                 # the phase is not resolved yet
    return app, table, anna


def _unresolved(m) -> list:
    """The record's lines of the phase in progress: the orders given for it so far."""
    return [e.text for e in m.log[len(m.log) - len(m.state.pending):]]


def test_the_history_never_shows_an_order_of_the_phase_not_yet_resolved(pyx):
    app, table, _ = _first_hand_in(pyx)
    m = table.match
    hidden = _unresolved(m)
    assert len(hidden) == 3 and any("STIMME" in h for h in hidden)
    app.top.close()                                   # Bert's cover: the table's menu
    drawn = said(table) + "\n" + table.screen_title()
    assert not any(h in drawn for h in hidden) and "STIMME" not in drawn and "stimm" not in drawn.lower()
    table.choose("history")
    hist = app.top
    assert isinstance(hist, HistoryScene)
    seen = []
    for keys in [()] + [("RIGHT",)] * 5 + [("PAGEDOWN",)] * 3 + [("END",)]:
        if keys:
            key(app, *keys)
        seen.append((hist.n, said(hist) + "\n" + hist.screen_title()))
    for n, text in seen:
        assert n <= len(m.log) - len(hidden), n
        for h in hidden:
            assert h not in text, (n, h)
    # the computer races' orders of a phase just begun do not show either
    key(app, "ESCAPE")
    assert app.top is table


def test_the_kept_file_holds_the_handed_in_orders_sealed_and_gives_them_back(pyx, tmp_path):
    app, table, anna = _first_hand_in(pyx)
    m = table.match
    hidden = _unresolved(m)
    text_before = m.to_text()
    table.choose("save")
    assert "gesichert" in widget(app).message
    key(app, "RETURN")
    raw = (tmp_path / "twilight" / hotseat_file.NAME).read_text(encoding="utf-8")
    for h in hidden:                                  # neither Anna's nor the computers' orders
        assert h not in raw, h
    for order in anna:
        assert order.text() not in raw
    assert not any(s in raw for s in SECRETS)
    # the next start: the same game goes on, Anna's orders opened with her passphrase only
    app = App(StartScene(argparse.Namespace(seed=9)), think_ms=8)
    app.frame(Input(5, 500))
    key(app, "5")
    setup = app.top
    press(app, setup, ("resume",))
    again = app.top
    assert isinstance(again, HotseatScene)
    wait_for_human(app, again)
    cover = app.top
    assert isinstance(cover, CoverScene) and cover.player == 0
    key(app, "RETURN")
    app.frame(Input(5, 5, text=SECRETS[1]))               # Bert's passphrase does not open hers
    key(app, "RETURN")
    assert T["wrong"] in widget(app).message
    key(app, "RETURN")
    key(app, "RETURN")
    app.frame(Input(5, 5, text=SECRETS[0]))
    key(app, "RETURN")
    assert isinstance(widget(app), Alert) and T["kept_orders"].format(name="Anna") == widget(app).message
    key(app, "RETURN")
    assert again.match.to_text() == text_before            # her orders as she gave them, in their place
    for _ in range(20):
        if isinstance(app.top, CoverScene):
            break
        app.frame(Input(300, 300))
    assert isinstance(app.top, CoverScene) and app.top.player == 1


def test_ending_the_hot_seat_game_keeps_it(pyx, tmp_path):
    app, table = started(pyx, map_mode="fertig")
    _at_the_table(app, table)                                # "Weiter: Anna"
    key(app, "ESCAPE")
    ask = widget(app)
    assert isinstance(ask, Alert) and ask.message == T["close_ask"]
    key(app, "RETURN")
    assert isinstance(app.top, StartScene)
    match, _, _ = hotseat_file.load(tmp_path / "twilight" / hotseat_file.NAME)
    assert len(match.log) == resolved(table.match) < len(table.match.log)
    while match.computers_awaited():           # the computer races' orders for the phase,
        match.think(1e9, max_actions=1)        # not kept, come again the same
    assert match.to_text() == table.match.to_text()


def test_the_cover_and_the_desk_offer_the_games_menu_and_show_nothing_hidden(pyx, tmp_path):
    app, table, _ = _first_hand_in(pyx)
    cover = app.top
    assert [i.id for i in cover.menubar.menus[0].items if not i.separator] == ["save", "close"]
    (rect, what), _ = MENU_BUTTONS                          # and as buttons under his
    assert what == "save" and T["save"] in said(cover)
    press_rect(app, rect)
    assert "gesichert" in widget(app).message
    key(app, "RETURN")
    assert app.top is cover
    kept = tmp_path / "twilight" / hotseat_file.NAME
    assert kept.is_file()
    drawn = said(cover)
    assert not any(h in drawn for h in _unresolved(table.match))
    # his desk: the same menu beside "Befehle abgeben"
    desk = open_cover(app)
    ids = [i.id for i in desk.menubar.menus[0].items if not i.separator]
    assert {"save", "game_save", "game_end"} <= set(ids)
    kept.unlink()
    desk.choose("game_save")
    assert "gesichert" in widget(app).message and kept.is_file()
    key(app, "RETURN")
    assert app.top is desk
    desk.choose("game_end")
    assert widget(app).message == T["close_ask"]
    key(app, "RETURN")
    assert isinstance(app.top, StartScene)
    # Esc on a cover asks the same
    app, table, _ = _first_hand_in(pyx)
    key(app, "ESCAPE")
    assert widget(app).message == T["close_ask"]
    key(app, "ESCAPE")                                       # Abbruch: the cover again
    assert isinstance(app.top, CoverScene)


def _alone(pyx, secret=""):
    """Anna alone with two computer races; her passphrase only if given."""
    setup = HotseatSetup(seed=2)
    app = App(setup, think_ms=8)
    app.frame(Input(5, 500))
    press(app, setup, ("count", 3))
    press(app, setup, ("kind", 1))                           # Bert's seat: a computer race
    assert setup.seats() == [("Spieler 1", False), ("Computer 2", True), ("Computer 3", True)]
    if secret:
        press(app, setup, ("secret", 0))
        app.frame(Input(5, 5, text=secret))
        key(app, "RETURN")
    press(app, setup, ("map", "fertig"))
    press(app, setup, ("begin",))
    table = app.top
    assert isinstance(table, HotseatScene), getattr(widget(app), "message", app.top)
    return app, table


def test_one_human_needs_no_cover_and_no_passphrase_but_may_set_one(pyx):
    app, table = _alone(pyx)
    for _ in range(3):                                       # phase after phase: his desk at once
        wait_for_human(app, table)
        assert isinstance(app.top, HotseatDesk) and app.top.me == 0
        app.top.choose("save")
    # kept and resumed: still no passphrase asked
    table.choose("save")
    key(app, "RETURN")
    match, secrets, _ = hotseat_file.load()
    assert secrets == {}
    app2 = App(HotseatScene(match, secrets), think_ms=8)
    wait_for_human(app2, app2.top)
    assert isinstance(app2.top, HotseatDesk)
    # with a passphrase of his choice, it is asked
    app, table = _alone(pyx, "mein-geheimnis")
    wait_for_human(app, table)
    assert isinstance(app.top, CoverScene)


def test_a_seal_opens_with_its_passphrase_for_its_step_and_player_only():
    sealer = hotseat_file.Sealer.of("geheim-anna")
    blob = hotseat_file.seal(sealer, "S1 STIMME fuer=ja ; S1 HANDEL mit=S2", "spiel 7 S1")
    assert "STIMME" not in blob and "geheim" not in blob and blob.isascii() and "\n" not in blob
    assert hotseat_file.unseal("geheim-anna", blob, "spiel 7 S1") == "S1 STIMME fuer=ja ; S1 HANDEL mit=S2"
    assert hotseat_file.unseal("geheim-bert", blob, "spiel 7 S1") is None       # another passphrase
    assert hotseat_file.unseal("geheim-anna", blob, "spiel 8 S1") is None       # another step
    assert hotseat_file.unseal("geheim-anna", blob, "spiel 7 S2") is None       # another player
    form, salt, data = blob.split(":")
    flipped = data[:10] + ("A" if data[10] != "A" else "B") + data[11:]
    assert hotseat_file.unseal("geheim-anna", f"{form}:{salt}:{flipped}", "spiel 7 S1") is None
    assert hotseat_file.unseal("geheim-anna", "kaputt", "spiel 7 S1") is None
    assert hotseat_file.seal(sealer, "x", "a") != hotseat_file.seal(sealer, "x", "a")   # a new nonce each time
    # the key is not the passphrase's digest kept in the file beside it
    secret = hotseat_file.Secret.of("geheim-anna")
    assert hotseat_file.Sealer.of("geheim-anna", secret.salt).key.hex() != secret.digest


def test_a_game_kept_by_the_first_version_still_goes_on(pyx, tmp_path):
    from ports.twilight.screens.hotseat_game import hotseat_match
    from retro import storage
    m = hotseat_match([("Anna", False), ("C2", True), ("C3", True)], "fertig", 2, 3)
    while m.computers_awaited():
        m.think(1e9, max_actions=1)
    secret = hotseat_file.Secret.of("geheim-anna")
    seats = ('[{"name": "Anna", "computer": false, "salt": "%s", "digest": "%s"}, '
             '{"name": "C2", "computer": true, "level": 2}, {"name": "C3", "computer": true, "level": 2}]'
             % (secret.salt, secret.digest))
    where = tmp_path / "alt.twi"
    storage.save(where, "twilight", hotseat_file.KIND, 1, "sitze " + seats + "\n" + m.to_text())
    match, secrets, sealed = hotseat_file.load(where)
    assert match.to_text() == m.to_text() and secrets[0].matches("geheim-anna") and sealed == {}


def test_orders_taken_back_with_their_phase_are_not_given_again(pyx):
    """"Phase zurücknehmen" after Anna handed in: her cover opens her desk again, her orders
    taken back stay taken back (her seal from before is void)."""
    app, table, _ = _first_hand_in(pyx)
    app.top.close()                                          # Bert's cover: the table's menu
    table.choose("undo")
    key(app, "RETURN")
    assert 0 not in table.match.state.pending
    wait_for_human(app, table)
    desk = open_cover(app)
    assert desk.me == 0 and desk.book.orders == []
    assert 0 not in table.match.state.pending


def test_a_seal_that_does_not_open_asks_for_the_orders_again(pyx, tmp_path):
    app, table, _ = _first_hand_in(pyx)
    table.choose("save")
    key(app, "RETURN")
    match, secrets, sealed = hotseat_file.load()
    (step, blob), = sealed.values()
    form, salt, data = blob.split(":")
    spoilt = {0: (step, f"{form}:{salt}:{data[::-1]}")}        # damaged on the disk, say
    again = HotseatScene(match, secrets, sealed=spoilt)
    app = App(again, think_ms=8)
    wait_for_human(app, again)
    assert isinstance(app.top, CoverScene) and app.top.player == 0
    key(app, "RETURN")
    app.frame(Input(5, 5, text=SECRETS[0]))
    key(app, "RETURN")
    assert widget(app).message == T["kept_orders_lost"].format(name="Anna")
    key(app, "RETURN")
    assert isinstance(app.top, HotseatDesk) and app.top.me == 0 and 0 not in again.sealed
