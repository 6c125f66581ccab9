"""The player's desk, headless, on a packet the game master's real program wrote: opened
from the start screen (file requester, passphrase requester; a wrong passphrase refused
with a requester naming the file), the sheet (race, resources, progress title), a movement
made by clicking (and one refused with the rules' reason, the pick kept), a purchase, a
technology and a vote made by clicking, the orders saved with the file requester (the
name proposed) and taken by the game master's program."""
from __future__ import annotations

import shutil

import pytest

from ports.twilight.rules import races
from ports.twilight.screens import link
from ports.twilight.screens.desk_screen import TABS, DeskScene
from ports.twilight.screens.galaxy_screen import OVERVIEW
from ports.twilight.screens.secret import PassphraseRequester
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.gui.fileselector import FileSelector
from retro.input import Input

from .screen_helpers import click, first_contact, gm, key, keys_game, pyxel_on, run, said, typed

PW = "passphrase-von-Anna"


@pytest.fixture
def pyx():
    return pyxel_on()


@pytest.fixture
def game(tmp_path, monkeypatch):
    from retro import storage
    data = tmp_path / "daten"
    monkeypatch.setattr(storage, "_data_dir_override", str(data))     # where the key screen puts it
    return keys_game(tmp_path, data)


def opened(game, pyx, name="paket_0000_S1.txt") -> tuple:
    scene = StartScene(None, folder=game / "ausgang")
    app = run(scene, Input(5, 500))
    x, y, w, h = scene.button_rect(CHOICES.index("packet"))
    app.frame(click(x + w // 2, y + h // 2))
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, FileSelector)
    typed(app, name)
    key(app, "RETURN")
    return scene, app


def test_a_packet_opened_with_the_passphrase_a_wrong_one_refused(game, pyx):
    scene, app = opened(game, pyx)
    ask = app.top.widget
    assert isinstance(ask, PassphraseRequester) and "paket_0000_S1.txt" in ask.lines[0]
    typed(app, PW + "x")                                    # a letter too many
    key(app, "RETURN")
    assert isinstance(app.top.widget, Alert)
    msg = app.top.widget.message
    assert msg.startswith("paket_0000_S1.txt: Falsche Passphrase") and "schluessel.txt" in msg
    key(app, "RETURN")                                      # the requester comes again, the text kept
    assert isinstance(app.top.widget, PassphraseRequester) and app.top.widget.field.text == PW + "x"
    key(app, "BACKSPACE")
    key(app, "RETURN")
    first_contact(app)                                      # the game's first packet: "Ja, stimmt"
    desk = app.top
    assert isinstance(desk, DeskScene) and desk.me == 0
    v = desk.game
    text = said(desk)
    race = races.RACES[v.players[0].race].name
    assert race in text and "Kredite 20" in text
    assert f"Rohstoffe {v.resources(0)}  Einfluss {v.influence(0)}" in text
    assert "Stufe: Kriegsherr" in text and "Nächste: Statthalter" in text
    assert v.players[1].credits == 0 and "?" in v.players[1].cards         # only what he may see


GM_PW = "passphrase-des-spielleiters"


def _gm_key(game):
    from ports.twilight.mail import keys
    return keys.load(game / link.GM_KEY_FILE, GM_PW)[0].public


def _known(game, tmp_path):
    """The game master's key Anna's key file remembers for this game (None: none yet)."""
    from ports.twilight.mail import keys
    gid = link.packet_head(game / "ausgang" / "paket_0000_S1.txt").header["spiel"]
    return keys.known_master(tmp_path / "daten" / "twilight" / "schluessel.txt", gid)


def _with_passphrase(game, pyx, name="paket_0000_S1.txt"):
    scene, app = opened(game, pyx, name)
    typed(app, PW)
    key(app, "RETURN")
    return app


def test_the_first_packet_asks_for_the_game_masters_fingerprint_nein_opens_nothing(game, pyx, tmp_path):
    from .screen_helpers import first_contact, phone_in
    real = _gm_key(game)
    app = _with_passphrase(game, pyx)
    ask = app.top.widget
    assert isinstance(ask, Alert) and ask.buttons == ["Ja, stimmt", "Nein"]
    assert "Das erste Paket dieses Spiels" in ask.message and "Ist es derselbe?" in ask.message
    msg = first_contact(app, "Nein")
    assert phone_in(msg) == real.phone and real.fingerprint not in msg
    refused = app.top.widget                                # why it stays shut
    assert isinstance(refused, Alert) and refused.message.startswith("paket_0000_S1.txt: nicht geöffnet")
    key(app, "RETURN")
    assert not isinstance(app.top, DeskScene) and _known(game, tmp_path) is None      # nothing pinned
    app = _with_passphrase(game, pyx)                       # asked again
    assert phone_in(first_contact(app, "Ja, stimmt")) == real.phone
    assert isinstance(app.top, DeskScene) and app.top.me == 0
    assert _known(game, tmp_path) == real                   # pinned
    from ports.twilight.mail import keys, pbem               # a second packet of the game ...
    again = pbem.GameMaster.open(game, keys.load(game / link.GM_KEY_FILE, GM_PW)[0]).write_packet(0)
    shutil.copy(again, game / "ausgang" / "zweites.txt")
    app = _with_passphrase(game, pyx, "zweites.txt")
    assert isinstance(app.top, DeskScene) and app.top.me == 0    # ... opens without asking


def test_a_forged_first_packet_shows_another_fingerprint(game, pyx, tmp_path):
    from ports.twilight.mail import crypto, keys, pbem

    from .screen_helpers import first_contact, phone_in
    real = _gm_key(game)
    packet = game / "ausgang" / "paket_0000_S1.txt"
    kept = packet.read_bytes()
    gm_ = pbem.GameMaster.open(game, keys.load(game / link.GM_KEY_FILE, GM_PW)[0])
    gm_.seal.pair = crypto.KeyPair()                        # an attacker's key, the same game id
    shutil.copy(gm_.write_packet(0), game / "ausgang" / "gefaelscht.txt")
    packet.write_bytes(kept)
    app = _with_passphrase(game, pyx, "gefaelscht.txt")
    forged = phone_in(first_contact(app, "Nein"))
    assert forged != real.phone
    key(app, "RETURN")
    assert _known(game, tmp_path) is None
    app = _with_passphrase(game, pyx)                       # the real one: its own fingerprint
    assert phone_in(first_contact(app, "Ja, stimmt")) == real.phone
    assert isinstance(app.top, DeskScene) and _known(game, tmp_path) == real


def test_a_file_that_is_no_packet_is_refused_naming_it(game, pyx):
    (game / "ausgang" / "brief.txt").write_text("Hallo\n", encoding="utf-8")
    scene = StartScene(None, folder=game / "ausgang")
    app = run(scene, Input(5, 500))
    scene.choose("packet")
    app.frame(Input(5, 5))
    typed(app, "brief.txt")
    key(app, "RETURN")
    assert isinstance(app.top.widget, Alert) and app.top.widget.message.startswith("brief.txt: ")


def _desk(game, pyx):
    d, pk, v = link.open_packet(game / "ausgang" / "paket_0000_S1.txt", PW)
    desk = DeskScene(d, pk, v, game / "ausgang" / "paket_0000_S1.txt")
    return desk, run(desk, Input(5, 500))


def _at(label):
    x, y = OVERVIEW.centre(link.hexes.parse(label))
    return int(x), int(y)


def test_a_movement_by_clicking_saved_and_taken_by_the_game_master(game, pyx, tmp_path):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    home = link.hexes.label(v.players[me].home)
    app.frame(click(*_at(home)))
    assert desk.src == home and desk.picked.get("cruiser") == 2
    reach, mp = desk.book.reach(home, desk.picked)
    far = next(lab for lab in ("MR", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6") if lab not in reach)
    app.frame(click(*_at(far)))                             # too far: refused with the rules' reason
    assert isinstance(app.top.widget, Alert) and "erreicht" in app.top.widget.message
    assert f"nach={far}" in app.top.widget.message
    key(app, "RETURN")
    assert app.top is desk and desk.src == home and not desk.book.orders    # the pick kept
    dst = sorted(reach)[0]
    app.frame(Input(*_at(dst)))
    assert f"Ziel {dst}: {reach[dst]} von {mp} Bewegungspunkten" in " ".join(said(desk).split())
    app.frame(click(*_at(dst)))
    assert app.top is desk and len(desk.book.orders) == 1 and desk.src is None
    o = desk.book.orders[0]
    assert isinstance(o, link.Move) and (o.src, o.dst) == (home, dst)
    x, y, w, h = desk.save_rect()
    app.frame(click(x + 5, y + 5))
    sel = app.top.widget
    assert isinstance(sel, FileSelector) and sel.name == "befehle_0000_S1.txt"
    key(app, "RETURN")
    assert isinstance(app.top.widget, Alert) and "Spielleiter" in app.top.widget.message
    written = game / "ausgang" / "befehle_0000_S1.txt"
    assert str(written) in app.top.widget.message and written.exists()
    shutil.copy(written, game / "eingang" / written.name)
    code, out = gm(tmp_path, "run", game)
    assert code == 0 and "angenommen: befehle_0000_S1.txt (S1)" in out, out


def _tab(app, desk, name):
    x, y, w, h = desk.tab_rect(TABS.index(name))
    app.frame(click(x + 4, y + 4))
    assert desk.tab == name


def _row(app, desk, action):
    """A click on the page's row of this action, the page scrolled by the wheel to it first."""
    py, ph = desk.page_box()
    x, y, w, h = desk.inside(py, ph)
    app.frame(Input(x + 10, y + 10))                          # the pointer over the page first
    rows = desk.rows()
    k = next(i for i, r in enumerate(rows) if r[2] == action)
    while k - desk.scroll >= h // 9 - 1:
        app.frame(Input(x + 10, y + 10, wheel=-1))
    app.frame(click(x + 10, y + (k - desk.scroll) * 9 + 3))


def test_purchases_technologies_and_votes_by_clicking(game, pyx):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    _tab(app, desk, "buy")
    dock = next(n for n, ps in v.planets.items() if ps.owner == me and ps.dock)
    _row(app, desk, ("build", dock, "cruiser"))
    _row(app, desk, ("build", dock, "cruiser"))
    assert desk.book.orders == [link.Build(me, dock, "cruiser", 2)] and desk.book.credits_left() == 20 - 12
    _tab(app, desk, "tech")
    owned = v.players[me].techs
    lacking = next(k for k, t in link.technology.TECHS.items() if k not in owned and t.needs
                   and not link.technology.available(owned, k))
    _row(app, desk, ("research", lacking))                   # its prerequisites missing: refused
    assert isinstance(app.top.widget, Alert) and "fehlt dir erst noch" in app.top.widget.message
    key(app, "RETURN")
    assert len(desk.book.orders) == 1
    free = next(k for k in link.technology.TECHS if link.technology.available(owned, k))
    _row(app, desk, ("research", free))
    assert desk.book.orders[1] == link.Research(me, free)
    assert desk.book.credits_left() == 20 - 12 - link.research.price(v, me, free)
    _tab(app, desk, "vote")
    card = link.cards.POLITICAL[v.political_card]
    _row(app, desk, ("vote", "ja") if card.kind == link.cards.LAW else ("vote", 1))
    assert isinstance(desk.book.orders[-1], link.Vote)
    _tab(app, desk, "orders")
    _row(app, desk, ("remove", 0))                            # taken back by a click
    assert [type(o) for o in desk.book.orders] == [link.Research, link.Vote]
    for t in TABS:                                            # every page draws
        _tab(app, desk, t)
        assert said(desk)


def test_a_packet_of_keys_with_no_key_yet_offers_to_make_one(game, pyx, tmp_path):
    from ports.twilight.screens.key_screen import KeyScene
    (tmp_path / "daten" / "twilight" / "schluessel.txt").unlink()
    scene, app = opened(game, pyx)
    alert = app.top.widget
    assert isinstance(alert, Alert) and "paket_0000_S1.txt" in alert.message and "noch keinen Schlüssel" in alert.message
    key(app, "RETURN")
    assert isinstance(app.top, KeyScene)


def test_a_packet_of_a_game_of_passwords_opens_with_the_password(tmp_path, pyx):
    from .screen_helpers import said as said_
    pws = ["spielleiter-geheim"] + [f"passwort-{i}-xyz" for i in range(1, 5)]
    (tmp_path / "alle.txt").write_text("\n".join(pws) + "\n", encoding="utf-8")
    code, out = link.command_line(["gm", "new", tmp_path / "spiel", "--players", 4, "--passwoerter",
                                   tmp_path / "alle.txt", "--kosten", 16, "--ohne-bild"])
    assert code == 0, out
    scene = StartScene(None, folder=tmp_path / "spiel" / "ausgang")
    app = run(scene, Input(5, 500))
    scene.choose("packet")
    typed(app, "paket_0000_S2.txt")
    key(app, "RETURN")
    assert isinstance(app.top.widget, PassphraseRequester) and "Passwort" in app.top.widget.lines[-1]
    typed(app, pws[2])
    key(app, "RETURN")
    assert isinstance(app.top, DeskScene) and app.top.me == 1 and "S2" in said_(app.top)


def test_cargo_left_behind_is_said_and_closing_unsaved_asks(game, pyx):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    home = link.hexes.label(v.players[me].home)
    v.space[home][me]["fighter"] = 4                          # two more than the dock keeps
    desk.pick(home)
    desk.picked = {"carrier": 1}                              # the carrier goes, the fighters stay
    reach, _ = desk.book.reach(home, desk.picked)
    app.frame(click(*_at(sorted(reach)[0])))
    assert len(desk.book.orders) == 1
    text = " ".join(said(desk).split())
    assert f"in {home} bleiben 2 Jäger ohne Platz in einem Transporter" in text
    key(app, "ESCAPE")                                        # close: not saved yet, asked
    assert isinstance(app.top, Modal) and "nicht gespeichert" in app.top.widget.message
    key(app, "ESCAPE")
    assert app.top is desk


def test_a_monkey_on_the_desk_breaks_nothing(game, pyx):
    from retro.dice import Dice
    desk, app = _desk(game, pyx)
    d = Dice(5)
    for _ in range(300):
        if app.top is None or app.quit_requested:
            desk, app = _desk(game, pyx)
        x, y = d.below(640), d.below(512)
        r = d.below(10)
        if r < 6:
            inp = click(x, y)
        elif r < 7:
            inp = Input(x, y, wheel=d.choice([-1, 1]))
        elif r < 8:
            inp = Input(x, y, keys={d.choice(["RETURN", "ESCAPE", "Z"])})
        else:
            inp = Input(x, y)
        app.frame(inp)
    assert desk.book.orders is not None


def test_ships_leaving_a_rift_choose_to_follow_or_stay(game, pyx):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    from ports.twilight.screens.tileinfo import tile_at
    rift = next(link.hexes.label(p) for p in v.map if tile_at(v, p).kind == "riss")
    home = link.hexes.label(v.players[me].home)
    v.space.setdefault(rift, {})[me] = v.space[home].pop(me)       # his fleet in the rift
    desk.pick(rift)
    _row(app, desk, ("rift",))
    assert desk.rift == "bleiben" and "im Riss bleiben" in " ".join(said(desk).split())
    near = next(link.hexes.label(n) for n in link.hexes.neighbours(link.hexes.parse(rift))
                if n in v.map and link.hexes.label(n) != home)
    app.frame(click(*_at(near)))
    assert desk.book.orders[0].rift == "bleiben" and "riss=bleiben" in desk.book.orders[0].text()


def test_the_way_shown_goes_step_by_step_at_the_cost_the_rules_give(game, pyx):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    home = link.hexes.label(v.players[me].home)
    desk.pick(home)
    desk.picked = {"cruiser": 2}
    reach, mp = desk.book.reach(home, desk.picked)
    assert mp == 2 and reach
    for lab, cost in reach.items():
        way = desk.book.path(home, desk.picked, lab)
        assert way[-1] == lab
        if len(way) == 1 and cost > 1:
            continue                                   # through an asteroid field: the target only
        steps = [home] + way
        jumps = sum(1 for a, b in zip(steps, steps[1:])
                    if link.hexes.parse(b) not in link.hexes.neighbours(link.hexes.parse(a)))
        assert len(way) - jumps == cost, (lab, way)     # a wormhole's jump costs nothing more


def test_the_desk_on_a_packet_of_the_set_up_draws_every_page(tmp_path, pyx, monkeypatch):
    """Races wished for, the galaxy still to build: no race, no home, no fleet yet."""
    from retro import storage
    data = tmp_path / "daten"
    monkeypatch.setattr(storage, "_data_dir_override", str(data))
    link.make_key("Anna", PW, data / "twilight" / "schluessel.txt", tmp_path, 16)
    for n in ("Bert", "Carl"):
        link.make_key(n, f"passphrase-von-{n}", tmp_path / n / "schluessel.txt", tmp_path, 16)
    (tmp_path / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
    code, out = gm(tmp_path, "new", tmp_path / "spiel", "--players", 3, "--karte", "bauen", "--rassen", "wunsch",
                   "--heimat", "bieten", "--schluessel", *[tmp_path / f"oeffentlich_{n}.txt" for n in ("Anna", "Bert", "Carl")],
                   "--kosten", 16, "--ohne-bild")
    assert code == 0, out
    d, pk, v = link.open_packet(tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt", PW)
    assert v.phase == "wuensche"
    desk = DeskScene(d, pk, v, tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt")
    app = run(desk, Input(5, 500))
    for t in TABS:
        _tab(app, desk, t)
        assert said(desk)
    for x, y in ((100, 100), (220, 250), (300, 400)):
        app.frame(click(x, y))
        app.frame(Input(x + 3, y + 3))
    _tab(app, desk, "vote")                                   # the set-up's question: which races
    _row(app, desk, ("wish", "sol"))
    _row(app, desk, ("wish", "hacan"))
    _row(app, desk, ("wish", "letnev"))
    _row(app, desk, ("wish", "hacan"))                        # out again
    assert desk.book.orders == [link.Wish(0, ("sol", "letnev"))]
    assert "2. Baronie von Letnev" in said(desk)
    _tab(app, desk, "orders")
    assert "Gefragt: deine Befehle (Phase: Verteilung der Rassen)" in " ".join(said(desk).split())
    x, y, w, h = desk.save_rect()
    app.frame(click(x + 5, y + 5))
    key(app, "RETURN")
    written = tmp_path / "spiel" / "ausgang" / "befehle_0000_S1.txt"
    assert written.exists()
    shutil.copy(written, tmp_path / "spiel" / "eingang" / written.name)
    code, out = gm(tmp_path, "run", tmp_path / "spiel")
    assert code == 0 and "angenommen: befehle_0000_S1.txt (S1)" in out, out


def test_a_tile_laid_by_pointing_in_the_galaxys_building(tmp_path, pyx, monkeypatch):
    from retro import storage
    data = tmp_path / "daten"
    monkeypatch.setattr(storage, "_data_dir_override", str(data))
    link.make_key("Anna", PW, data / "twilight" / "schluessel.txt", tmp_path, 16)
    for n in ("Bert", "Carl"):
        link.make_key(n, f"passphrase-von-{n}", tmp_path / n / "schluessel.txt", tmp_path, 16)
    (tmp_path / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
    code, out = gm(tmp_path, "new", tmp_path / "spiel", "--players", 3, "--karte", "bauen", "--schluessel",
                   *[tmp_path / f"oeffentlich_{n}.txt" for n in ("Anna", "Bert", "Carl")], "--kosten", 16,
                   "--ohne-bild", "--seed", 2)
    assert code == 0, out
    d, pk, v = link.open_packet(tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt", PW)
    assert v.phase == "aufbau"
    desk = DeskScene(d, pk, v, tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt")
    app = run(desk, Input(5, 500))
    hand = v.building.hands[0]
    legal = link.legal_placements(v.building, 0)
    tile, place = legal[0]
    _row(app, desk, ("tile", tile))
    assert desk.tile == tile
    app.frame(click(*_at(link.hexes.label(place))))
    assert desk.book.orders == [link.Lay(0, tile, link.hexes.label(place))] and desk.tile is None
    assert tile in hand
    x, y, w, h = desk.save_rect()
    app.frame(click(x + 5, y + 5))
    key(app, "RETURN")
    written = tmp_path / "spiel" / "ausgang" / "befehle_0000_S1.txt"
    shutil.copy(written, tmp_path / "spiel" / "eingang" / written.name)
    code, out = gm(tmp_path, "run", tmp_path / "spiel")
    assert code == 0 and "angenommen: befehle_0000_S1.txt (S1)" in out, out


def test_trade_offered_by_clicking(game, pyx):
    desk, app = _desk(game, pyx)
    _tab(app, desk, "vote")
    _row(app, desk, ("trade", 2))
    assert desk.book.orders == [link.Trade(0, 2)]
    for _ in range(3):
        _row(app, desk, ("give", 1))
    assert desk.book.orders == [link.Trade(0, 2), link.Give(0, 1, credits=15)]
    for _ in range(2):                                        # 20 taken, 25 of his 20 refused
        _row(app, desk, ("give", 1))
    assert isinstance(app.top.widget, Alert) and desk.book.orders[-1] == link.Give(0, 1, credits=20)


def test_action_cards_played_by_clicking_one_aimed_at_a_system(game, pyx):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    v.players[me].cards = ["ion_storm", "bribery"]              # the hand this test wants
    _tab(app, desk, "cards")
    _row(app, desk, ("card", "bribery"))                        # the politics phase's own card: taken
    assert desk.book.orders == [link.Card(me, "bribery")]
    _row(app, desk, ("card", "ion_storm"))                      # aimed: the map's next click says where
    assert desk.card == "ion_storm" and "Klick auf das System" in " ".join(said(desk).split())
    app.frame(click(*_at("MR")))
    assert desk.book.orders[-1] == link.Card(me, "ion_storm", "MR") and desk.card is None


def test_ground_forces_carried_and_landed_ahead_and_a_standing_fight(game, pyx, tmp_path):
    desk, app = _desk(game, pyx)
    v, me = desk.game, desk.me
    home = link.hexes.label(v.players[me].home)
    desk.pick(home)
    desk.picked = {"carrier": 1, "ground": 2}
    reach, _ = desk.book.reach(home, desk.picked)
    dst = next(lab for lab in sorted(reach) if any(v.planets[n].owner is None for n in v.planets_in(lab)))
    app.frame(click(*_at(dst)))
    assert desk.book.orders[0] == link.Move(me, home, dst, (("carrier", 1), ("ground", 2)))
    planet = next(n for n in v.planets_in(dst) if v.planets[n].owner is None)
    _row(app, desk, ("land", dst, planet, "alle"))
    assert desk.book.orders[1] == link.Land(me, dst, planet, "alle")
    _row(app, desk, ("fight", "alle", "nie"))
    assert desk.book.orders[2] == link.Fight(me, "alle", "nie")
    x, y, w, h = desk.save_rect()
    app.frame(click(x + 5, y + 5))
    key(app, "RETURN")
    written = game / "ausgang" / "befehle_0000_S1.txt"
    shutil.copy(written, game / "eingang" / written.name)
    code, out = gm(tmp_path, "run", game)
    assert code == 0 and "angenommen: befehle_0000_S1.txt (S1)" in out, out


def test_a_bid_for_the_home_place_made_by_clicking(tmp_path, pyx, monkeypatch):
    from retro import storage
    data = tmp_path / "daten"
    monkeypatch.setattr(storage, "_data_dir_override", str(data))
    link.make_key("Anna", PW, data / "twilight" / "schluessel.txt", tmp_path, 16)
    for n in ("Bert", "Carl"):
        link.make_key(n, f"passphrase-von-{n}", tmp_path / n / "schluessel.txt", tmp_path, 16)
    (tmp_path / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
    code, out = gm(tmp_path, "new", tmp_path / "spiel", "--players", 3, "--heimat", "bieten", "--schluessel",
                   *[tmp_path / f"oeffentlich_{n}.txt" for n in ("Anna", "Bert", "Carl")], "--kosten", 16,
                   "--ohne-bild")
    assert code == 0, out
    d, pk, v = link.open_packet(tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt", PW)
    assert v.phase == "gebote"
    desk = DeskScene(d, pk, v, tmp_path / "spiel" / "ausgang" / "paket_0000_S1.txt")
    app = run(desk, Input(5, 500))
    _tab(app, desk, "buy")
    assert desk.tab_label("buy") == "Gebot"
    for step in (5, 1, 1, -1):
        _row(app, desk, ("bid", step))
    places = [link.hexes.label(p) for p in link.home_positions(3)]
    _row(app, desk, ("place", places[2]))
    _row(app, desk, ("place", places[0]))
    assert desk.book.orders == [link.Bid(0, 6, (places[2], places[0]))]
    for _ in range(4):
        _row(app, desk, ("bid", 5))                          # 26 > 20: the rules refuse
    assert isinstance(app.top.widget, Alert) and "20" in app.top.widget.message
    key(app, "RETURN")
    assert desk.book.orders == [link.Bid(0, 16, (places[2], places[0]))]
    x, y, w, h = desk.save_rect()
    app.frame(click(x + 5, y + 5))
    key(app, "RETURN")
    written = tmp_path / "spiel" / "ausgang" / "befehle_0000_S1.txt"
    shutil.copy(written, tmp_path / "spiel" / "eingang" / written.name)
    code, out = gm(tmp_path, "run", tmp_path / "spiel")
    assert code == 0 and "angenommen: befehle_0000_S1.txt (S1)" in out, out


def test_orders_reach_ahead_or_pass_by_clicking(game, pyx):
    desk, app = _desk(game, pyx)
    _row(app, desk, ("until", "technologie"))
    assert desk.book.orders == [link.Until(0, "technologie")]
    _row(app, desk, ("pass",))
    assert desk.book.orders == [link.Until(0, "technologie"), link.Pass(0)]
