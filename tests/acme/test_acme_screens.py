"""ACME's screens, headless: names by letter clicks, whole games by clicks (two humans, and a
human against the computer), the map, the panel, the dice, the menu, files. No timed tests."""
import pytest

from acme_screens import Clicker, at as at_country, click, click_country, type_name
from retro import storage
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.gui.fileselector import FileSelector
from retro.gui.letterkeys import LetterKeyboard
from retro.input import Input
from retro.play import Match
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.acme import rules, texts
from ports.acme.actions import Attack, Place
from ports.acme.events import Catastrophe
from ports.acme.match import RULES, seats_of
from ports.acme.screens import bench_scenes, demo, layout as L, palette as P, start
from ports.acme.screens.dice_scene import DiceScene, choice_rect
from ports.acme.screens.game_scene import GameScene
from ports.acme.screens.mapgeo import geo
from ports.acme.screens.names_scene import NamesScene
from ports.acme.state import PlayerSetting, Settings
from ports.acme.world import WORLD_29 as W


@pytest.fixture
def pyx():
    ensure_pyxel(P.MACHINE)
    import pyxel
    return pyxel


@pytest.fixture
def data(tmp_path):
    storage.set_data_dir(str(tmp_path))
    yield tmp_path / "acme"
    storage.set_data_dir(None)


def two(events="normal", seed=7, computer=False):
    # made as the names scene makes it: a new game goes back to the names
    s = Settings((PlayerSetting("ANTON"), PlayerSetting("BERTA", computer)), events)
    sc = GameScene(s, seed, again=NamesScene)
    app = App(sc)
    app.frame(Input(x=300, y=190))
    return app, sc


def c(name):
    return W.find(name)


def test_greeting_then_names_by_clicking_letters(pyx):
    # ACME EINGABE DER NAMEN: a greeting, then the names clicked letter by letter, "Ende"
    sc = NamesScene(seed=3)
    app = App(sc)
    app.frame(Input())
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, Alert)
    assert "Willkommen" in app.top.widget.message
    app.frame(Input(keys={"RETURN"}))
    type_name(app, "ANTON")
    type_name(app, "BÄRBEL")
    game = app.top
    assert isinstance(game, GameScene)
    assert [p.name for p in game.state.settings.players] == ["ANTON", "BÄRBEL"]
    assert not any(p.computer for p in game.state.settings.players)
    # the countries dealt, the one with fewer begins
    assert game.state.count(game.state.current) == 14


def test_the_name_computer_seats_the_computer(pyx):
    # our addition (ACME 2): a player named COMPUTER is played by the computer
    sc = NamesScene(seed=3, greet=False)
    app = App(sc)
    app.frame(Input())
    type_name(app, "ANTON")
    type_name(app, "COMPUTER")
    game = app.top
    assert game.state.settings.players[1].computer and not game.state.settings.players[0].computer


def test_two_humans_play_to_the_end_with_events_oft(pyx):
    # ACME SPIELENDE, with every section on the way, all by mouse clicks; catastrophes on "oft"
    app, sc = two(events="oft", seed=7)
    player = Clicker(app, sc)
    player.play(lambda: sc.match.over, 6000)
    assert sc.match.over and sc.state.count(sc.state.winner) == 29
    kinds = [e.kind for e in _events(sc.match) if isinstance(e, Catastrophe)]
    assert kinds, "events on oft: some catastrophes"
    assert any(m.startswith(texts.CATASTROPHES[kinds[0]][0] + "!") for m in player.alerts)
    app.frame(Input())                       # the end is announced in an alert
    assert "hat die Welt erobert" in app.top.widget.message


def test_a_human_against_the_computer_to_the_end(pyx):
    app, sc = two(events="normal", seed=11, computer=True)
    player = Clicker(app, sc, level="greedy")
    app.think_ms = 50
    player.play(lambda: sc.match.over, 20000)
    assert sc.match.over
    # the computer played its own turns: its actions are in the log between the human's
    assert sc.state.turns > 4


def _events(match):
    """The events of a whole game, by replaying it."""
    out = []
    m = Match(RULES, match.settings, match.seed, seats_of)
    m.listen(lambda msg: out.extend(getattr(msg, "events", ())))
    for e in match.log:
        m.play(e.player, e.action)
    return out


def test_the_map_shows_each_country_in_its_owners_colour(pyx):
    app, sc = two()
    app.frame(Input(x=300, y=190))
    g = geo()
    for country in range(W.n):
        x, y = g.labels[country]
        # a pixel of the country away from its number
        inside = [(x + dx, y + dy) for dx in range(-8, 9) for dy in range(-8, 9)
                  if g.at(x + dx, y + dy) == country and g.role[y + dy][x + dx] == "land"
                  and abs(dy) > 3]
        if inside:
            px, py = inside[0]
            assert pyx.pget(L.MAP_X + px, L.MAP_Y + py) == P.PLAYER[sc.state.owner[country]]


def test_placing_by_clicks_and_the_99_limit(pyx):
    # ACME AUFSTELLEN DER ARMEEN: a click, an army; beyond 99 they are lost, and it says so
    app, sc = two()
    st = sc.state
    mine = st.countries_of(st.current)[0]
    before, n = st.armies[mine], st.to_place
    click_country(app, sc, mine)
    assert st.armies[mine] == before + 1 and st.to_place == n - 1
    theirs = st.countries_of(1 - st.current)[0]
    click_country(app, sc, theirs)
    assert sc.message == texts.explain(rules_refusal("not_own", theirs))
    st.armies[mine] = 99
    click_country(app, sc, mine)
    assert st.armies[mine] == 99 and "verfällt" in sc.message


def rules_refusal(key, country):
    from ports.acme.world import CountryRef
    from retro.play import Refusal
    return Refusal(key, country=CountryRef(29, country))


def _to_attack(app, sc):
    """Place everything on a country that can attack, and return it with a target."""
    st = sc.state
    me = st.current
    src = next(x for x in st.countries_of(me) if rules.attackable(st, x))
    while st.phase == "setzen":
        click_country(app, sc, src, shift=True)
    return src, rules.attackable(st, src)[0]


def test_the_dice_spin_until_a_click_stops_them(pyx):
    # ACME ANGRIFFE: "Das Drehen der Würfel kann anschließend durch einen Mausklick gestoppt werden."
    app, sc = two()
    src, dst = _to_attack(app, sc)
    click_country(app, sc, src)
    assert sc.src == src and sc.pointer == "crosshair"
    click_country(app, sc, dst)
    dice = app.top
    assert isinstance(dice, DiceScene) and dice.step == "choose"
    r = choice_rect(2)
    click(app, r[0] + 3, r[1] + 3)                 # with two armies
    assert dice.step == "spin"
    logged = len(sc.match.log)
    faces = set()
    for _ in range(30):
        app.frame(Input(x=100, y=100))
        faces.add(tuple(map(tuple, dice.spinning)))
    assert len(sc.match.log) == logged and len(faces) > 3      # spinning, nothing rolled yet
    click(app, 100, 100)
    last = sc.match.log[-1].action
    assert last == Attack(src, dst, 2)
    assert dice.step == "show"
    for _ in range(40):
        app.frame(Input(x=100, y=100))
    # the results pair by pair, then the dice close; the panel keeps them
    assert app.top is sc
    x, y, w, h = L.die_rect(0, 0)
    assert pyx.pget(x + 5, y + 1) in (P.CARD, P.SHADOW)        # a die, no pip there


def _rolled(app, sc):
    """An attack rolled, its pairs being shown; both sides keep armies enough to go on."""
    src, dst = _to_attack(app, sc)
    sc.state.armies[src], sc.state.armies[dst] = 30, 30
    click_country(app, sc, src)
    click_country(app, sc, dst)
    app.frame(Input(keys={"RETURN"}))              # three dice
    app.frame(Input(x=100, y=100, pressed={"L"}, held={"L"}))      # stopped: rolled
    dice = app.top
    assert isinstance(dice, DiceScene) and dice.step == "show"
    return src, dst


def test_no_click_is_lost_while_the_dice_show_their_pairs(pyx):
    # issue 24.5: two clicks on Fertig 0.6 s apart counted once (the first went into the
    # showing dice), and clicks in an attack loop were lost; ACME VERSCHIEBEN: the first
    # Fertig ends the attacks, the second the turn
    app, sc = two()
    me = sc.state.current
    _rolled(app, sc)
    x, y, w, h = L.DONE
    app.frame(Input(x + 3, y + 3, pressed={"L"}, held={"L"}))          # Fertig at once
    assert app.top is sc and sc.state.phase == "verschieben"
    for _ in range(30):                                                  # 0.6 s
        app.frame(Input(x + 3, y + 3))
    app.frame(Input(x + 3, y + 3, pressed={"L"}, held={"L"}))
    assert sc.state.current != me
    # the attack loop: the target clicked again while the pairs are shown attacks again
    app, sc = two()
    src, dst = _rolled(app, sc)
    app.frame(Input(*at_country(sc, dst), pressed={"L"}, held={"L"}))
    assert isinstance(app.top, DiceScene) and app.top.dst == dst and app.top.step == "choose"


def test_uups_breaks_the_attack_off(pyx):
    # ACME ANGRIFFE: "Soll der Angriff vorzeitig abgebrochen werden ... 'Uups'"
    app, sc = two()
    src, dst = _to_attack(app, sc)
    click_country(app, sc, src)
    x, y, w, h = L.UUPS
    click(app, x + 3, y + 3)
    assert sc.src is None and sc.state.phase == "angriff"
    click_country(app, sc, src)
    click_country(app, sc, dst)
    assert isinstance(app.top, DiceScene)
    click(app, x + 3, y + 3)                       # Uups in the dice too, before they roll
    assert app.top is sc and isinstance(sc.match.log[-1].action, Place)


def test_fertig_ends_the_attacks_then_the_turn(pyx):
    # ACME VERSCHIEBEN: after the attacks the regrouping, then the turn ends
    app, sc = two()
    _to_attack(app, sc)
    me = sc.state.current
    x, y, w, h = L.DONE
    click(app, x + 3, y + 3)
    assert sc.state.phase == "verschieben"
    click(app, x + 3, y + 3)
    assert sc.state.current != me


def _regrouping(sc, armies):
    """The player on turn regroups; he holds Peru, Brasilien, Argentinien (`armies` each)."""
    st = sc.state
    me = st.current
    for name, n in armies.items():
        st.owner[c(name)], st.armies[c(name)] = me, n
    st.phase, st.to_place, st.locked = "verschieben", 0, {}
    return me


def test_the_regroup_source_clicked_again_ends_its_move_without_a_word(pyx):
    # ACME VERSCHIEBEN: "Sind genug Armeen aus einem Land hinaus verschoben worden, muß zum
    # Abbruch dieses Land noch einmal angeklickt werden."
    app, sc = two()
    _regrouping(sc, {"Brasilien": 3, "Peru": 1, "Argentinien": 1})
    click_country(app, sc, c("Brasilien"))
    assert sc.src == c("Brasilien")
    click_country(app, sc, c("Peru"))
    click_country(app, sc, c("Peru"))              # the two free armies are gone: no source now
    assert sc.state.armies[c("Peru")] == 3 and sc.src is None
    click_country(app, sc, c("Brasilien"))         # ...and the click meant to end it
    assert sc.message == "" and sc.src is None
    assert "Nachbarn" not in sc.prompt()
    click_country(app, sc, c("Brasilien"))         # once more: it says why, not "no neighbours"
    assert sc.message == "Aus Brasilien kann keine Armee mehr verschoben werden."


def test_a_regrouping_beyond_99_armies_says_what_was_lost(pyx):
    # ACME AUFSTELLEN DER ARMEEN: beyond 99 in a country the armies are lost; our decision:
    # so when they arrive by regrouping, and the screen says so, as when placing (issue 24.9)
    app, sc = two()
    _regrouping(sc, {"Brasilien": 10, "Peru": 98, "Argentinien": 1})
    click_country(app, sc, c("Brasilien"))
    click_country(app, sc, c("Peru"), shift=True)              # five at once
    assert sc.state.armies[c("Peru")] == 99
    assert sc.message == "4 Armeen verfallen: In Peru stünden sonst mehr als 99."


def _type_letters(app, name):
    """Click the letters as they come, onto whatever the field holds, then Ende."""
    kb = app.top.widget
    assert isinstance(kb, LetterKeyboard)
    for ch in name:
        r = next(rect for k, rect in kb.keys if k == ch)
        click(app, r[0] + 2, r[1] + 2)
    r = next(rect for k, rect in kb.keys if k == "\n")
    click(app, r[0] + 2, r[1] + 2)


def test_a_new_game_asks_the_names_on_empty_fields(pyx):
    # ACME PULL-DOWN-MENÜ: "neu gestartet" - EINGABE DER NAMEN anew; the old names stayed in
    # the fields, and COMPUTER typed after them gave "ANTONCOMPUTE", a human seat
    app, sc = two()
    from ports.acme.screens import menu
    menu.choose(sc, "new")
    alert = app.top.widget
    x, y, w, h = alert.button_rects[0]             # Ja
    click(app, x + 2, y + 2)
    assert isinstance(app.stack[0], NamesScene)
    assert "Willkommen" in app.top.widget.message
    app.frame(Input(keys={"RETURN"}))              # the greeting
    assert app.top.widget.name == ""
    _type_letters(app, "ANTON")
    assert app.top.widget.name == ""
    _type_letters(app, "COMPUTER")
    game = app.top
    assert isinstance(game, GameScene) and game is not sc
    assert [p.name for p in game.state.settings.players] == ["ANTON", "COMPUTER"]
    assert game.state.settings.players[1].computer


def _ink(pyx, x, y, w, h, col):
    return {(i, j) for i in range(x, x + w) for j in range(y, y + h) if pyx.pget(i, j) == col}


def test_a_buttons_frame_leaves_its_letters_alone(pyx):
    # issue 24.7: the default button's thick frame cut into the letters ("Los" read "▮os");
    # its letters stand apart from the frame, with a line of paper between
    from retro.gui.look import look_for
    lk = look_for(P.MACHINE)
    for default, exit in ((True, True), (False, True), (False, False)):
        x, y, w, h = 40, 40, 40, lk.bh
        pyx.rect(0, 0, 120, 100, P.WHITE)
        lk.text_in(x, y, w, h, "Los", lk.ink)
        letters = _ink(pyx, x - 4, y - 4, w + 8, h + 8, lk.ink)
        pyx.rect(0, 0, 120, 100, P.WHITE)
        lk.button(x, y, w, h, "", default=default, exit=exit)
        frame = _ink(pyx, x - 4, y - 4, w + 8, h + 8, lk.ink)
        near = {(i + di, j + dj) for i, j in letters for di in (-1, 0, 1) for dj in (-1, 0, 1)}
        assert letters and frame and not near & frame, (default, exit)
        lines = 3 if default else (2 if exit else 1)       # GEM's thickness kept, partly outside
        assert sum((i, y + h // 2) in frame for i in range(x - 4, x + 4)) == lines


def test_the_dice_are_as_large_as_the_panel_allows_and_the_pips_keep_off_the_frame(pyx):
    # issue 24.7: 8-pixel faces whose pips touched the frame
    from ports.acme.screens import panel
    x0, y0, w, h = L.die_rect(0, 0)
    _, y2, _, _ = L.die_rect(0, 2)
    assert w >= 14 and L.UUPS[1] > y2 + h and L.DONE[1] + L.DONE[3] < L.H - 2
    assert L.die_rect(1, 0)[0] + w <= L.PANEL_X + L.PANEL_W - 3
    for value in range(1, 7):
        panel.die(x0, y0, value)
        ring = {(x0 + i, y0 + j) for i in range(w) for j in range(h)
                if i in (0, w - 1) or j in (0, h - 1)}
        inside = {(x0 + i, y0 + j) for i in range(1, w - 1) for j in range(1, h - 1)
                  if i in (1, w - 2) or j in (1, h - 2)}
        assert all(pyx.pget(*p) == P.BLACK for p in ring)
        assert all(pyx.pget(*p) == P.CARD for p in inside), value      # no pip touches it
        pips = _ink(pyx, x0 + 1, y0 + 1, w - 2, h - 2, P.BLACK)
        assert len(pips) == value * panel.PIP ** 2


def test_the_player_on_turn_is_named_in_full(pyx):
    # issue 24.7: names clipped in the panel ("COMPU"); "COMPUTER 2" and "COMPUTER 3" differ
    from ports.acme.screens import panel
    shots = []
    for name in ("COMPUTER 2", "COMPUTER 3"):
        app, sc = two()
        st = sc.state
        panel.draw(st, [name, name], prompt_phase="Angriff")
        shots.append(_ink(pyx, L.PANEL_X, L.PLAYER_Y - 1, L.PANEL_W, 8, P.NUMBER[st.current]))
    assert shots[0] and shots[0] != shots[1]
    assert all(L.PANEL_X < x < L.PANEL_X + L.PANEL_W - 1 for x, _ in shots[0])


def test_every_countrys_name_and_every_phase_fit_the_panel_whole():
    # ACME AUFSTELLEN DER ARMEEN: "Der Name des Landes ... am rechten Bildschirmrand" - issue
    # 24.7: names were cut to nine letters ("Großbrita"), "Verschieben" to ten; a long word
    # is hyphenated now, on the three lines the box has
    from ports.acme.screens import panel
    from ports.acme.world import WORLD_42
    for world in (W, WORLD_42):
        for country in world.countries:
            lines = panel.wrap(country.name)
            assert len(lines) <= 3 and all(len(s) <= 9 for s in lines), lines
            whole = "".join(s.rstrip("-") for s in lines)
            assert whole == country.name.replace(" ", "").replace("-", ""), lines
    assert panel.wrap("Großbritannien") == ["Großbri-", "tannien"]
    for key in ("serie", "setzen", "angriff", "nachruecken", "verschieben", "ende"):
        for n in (1, 99):
            assert len(texts.screen("phase_" + key, n=n)) <= 10, key


def test_right_click_shows_a_countrys_name_and_armies_at_the_right_edge(pyx):
    # ACME AUFSTELLEN DER ARMEEN: "Anklicken des jeweiligen Landes mit der rechten Maustaste.
    # Der Name des Landes und die Zahl der dort stationierten Armeen wird dann am rechten
    # Bildschirmrand dargestellt."
    app, sc = two()
    r = c("Rußland")
    click_country(app, sc, r, button="R")
    assert sc.info == r
    app.frame(Input(x=300, y=190))
    x, y, w, h = L.INFO
    ink = [pyx.pget(px, py) for px in range(x + 2, x + w - 2) for py in range(y + 2, y + 9)]
    assert P.BLACK in ink
    text = texts.SCREEN                     # noqa: F841 - the name is drawn from the world
    assert W.countries[r].name == "Rußland"


def test_the_card_display_hides_the_cards_until_a_right_click(pyx):
    # ACME EINTAUSCH VON SERIEN: "drückt mit dem Mauszeiger im Anzeigefeld der Karten die
    # rechte Maustaste. Die eigenen Karten werden nun offen ausgelegt. Zum Zurückdrehen einfach
    # noch einmal auf die rechte Maustaste drücken."
    app, sc = two()
    sc.state.cards[sc.state.current] = ["infanterie", "artillerie"]
    x, y, w, h = L.CARDS
    app.frame(Input(x=300, y=190))
    backs = pyx.pget(x + 4, y + 4)
    assert backs == P.DEEP
    click(app, x + 10, y + 10, button="R")
    assert sc.cards_up
    app.frame(Input(x=300, y=190))
    assert pyx.pget(x + 4, y + 4) == P.CARD
    click(app, x + 10, y + 10, button="R")
    assert not sc.cards_up


def test_the_series_value_and_the_date_top_right(pyx):
    # ACME EINTAUSCH VON SERIEN: "oben rechts auf dem Bildschirm (Serie: ...)", the date below
    app, sc = two()
    assert sc.state.date() == (1, 1853)
    app.frame(Input(x=300, y=190))
    ink = [pyx.pget(px, L.SERIES_Y + 3) for px in range(L.PANEL_X + 1, L.W)]
    assert P.BLACK in ink


def test_the_menu_sets_the_frequency_as_a_checked_item(pyx):
    # ACME PULL-DOWN-MENÜ: "die Häufigkeit der Ereignisse bestimmt werden (oft-normal-selten-nie)"
    app, sc = two(events="normal")
    from ports.acme.screens import menu
    menu.choose(sc, "nie")
    assert sc.state.settings.events == "nie"
    assert sc.menubar.find("nie").checked and not sc.menubar.find("normal").checked
    assert sc.match.texts()[-1] == "EREIGNISSE nie"


def test_info_and_abort(pyx):
    app, sc = two()
    from ports.acme.screens import menu
    menu.choose(sc, "info")
    assert isinstance(app.top, Modal) and "Torsten Werner" in app.top.widget.message
    app.frame(Input(keys={"RETURN"}))
    menu.choose(sc, "abort")
    app.frame(Input(keys={"RETURN"}))              # the default answer is No
    assert app.top is sc


def test_save_and_load_through_the_file_selector(pyx, data):
    # our addition: the original had no save; the calendar, cards and events are kept
    app, sc = two(events="oft")
    Clicker(app, sc).play(lambda: sc.state.turns >= 5, 3000)
    from ports.acme.screens import menu
    path = data / "PARTIE.ACM"
    assert menu.save(sc, str(path))
    snapshot = sc.state.to_dict()
    Clicker(app, sc).play(lambda: sc.state.turns >= 8, 3000)
    assert menu.load(sc, str(path))
    assert sc.state.to_dict() == snapshot
    # a damaged file: a German alert, the game unchanged
    text = path.read_text()
    path.write_text(text.replace("SETZE", "SETZT", 1))
    assert not menu.load(sc, str(path))
    top = app.top
    assert isinstance(top.widget, Alert) and "beschädigt" in top.widget.message
    assert sc.state.to_dict() == snapshot
    app.frame(Input(keys={"RETURN"}))
    # the menu opens the file selector
    menu.choose(sc, "load")
    assert isinstance(app.top.widget, FileSelector)


def test_demo_plays_by_itself_and_any_key_ends_it(pyx):
    sc = demo(None, None)
    app = App(sc)
    assert sc.is_demo
    for _ in range(400):
        app.frame(Input(x=10, y=190))
    assert len(sc.match.log) > 20 and app.top is sc      # no alert waits for a click
    app.frame(Input(keys={"SPACE"}))
    assert app.quit_requested or app.top is not sc


def test_start_and_bench_scenes(pyx):
    import argparse
    first = start(None, argparse.Namespace(game_args=[], seed=1))
    assert isinstance(first, NamesScene)
    names = [n for n, _ in bench_scenes(None)]
    assert names == ["game", "demo", "names"]


def test_the_42_country_map_of_acme_2_on_screen(pyx):
    # ACME Post Scriptum: ACME 2 "wird dann alle 42 Länder ... geben" (an extra: retro acme --42)
    import argparse
    first = start(None, argparse.Namespace(game_args=["--42", "--vier"], seed=2))
    assert first.world == 42 and first.players == 4
    s = Settings(tuple(PlayerSetting(f"S{i}") for i in range(4)), "oft", 42)
    sc = GameScene(s, 5)
    app = App(sc)
    Clicker(app, sc).play(lambda: sc.state.turns >= 8, 4000)
    assert sc.state.turns >= 8 and len(sc.state.owner) == 42
    app.frame(Input(x=300, y=190))
    for country in range(42):
        x, y = sc.geo.labels[country]
        assert sc.geo.at(x, y) == country


def test_a_damaged_save_offers_its_backup(pyx, data):
    # the robustness issue: a save that is damaged while its .bak is whole offers the .bak
    app, sc = two(events="oft")
    from ports.acme.screens import menu
    path = data / "PARTIE.ACM"
    Clicker(app, sc).play(lambda: sc.state.turns >= 3, 3000)
    menu.save(sc, str(path))
    first = sc.state.to_dict()
    Clicker(app, sc).play(lambda: sc.state.turns >= 6, 3000)
    menu.save(sc, str(path))
    path.write_text("kaputt")
    assert not menu.load(sc, str(path))
    alert = app.top.widget
    assert "Sicherheitskopie" in alert.message and "PARTIE.ACM.bak" in alert.message
    app.frame(Input(keys={"RETURN"}))              # Ja
    assert sc.state.to_dict() == first


def test_an_unusable_data_folder_is_said_and_the_selector_starts_at_home(pyx, tmp_path):
    # the robustness issue: --data naming a file ended the game at the first save
    a_file = tmp_path / "not_a_folder"
    a_file.write_text("x")
    storage.set_data_dir(str(a_file))
    try:
        app, sc = two()
        from ports.acme.screens import menu
        menu.choose(sc, "save")
        assert "anderen Ordner" in sc.message
        assert isinstance(app.top.widget, FileSelector)
    finally:
        storage.set_data_dir(None)


def test_the_computers_pace_is_in_seconds(pyx):
    # retro.driver: 0.12 s between two actions of the demo, 0.28 s in a game; headless, the
    # app's clock counts frames at 50 Hz, so that is one action every 6 (14) frames; after an
    # attack (its dice shown) 0.5 s (1.2 s): 25 (60) frames (issue 24.8). The frame's budget
    # is a minute, so the computer's thinking always fits its frame, however slow the
    # machine: the frames counted are the pace's alone (issue 36.9); greedy computers, whose every decision is
    # one look (acme tries its placements out, issue 35: it may take a few frames more)
    from ports.acme.actions import Attack
    from ports.acme.screens.game_scene import PACE, SHOW
    assert (PACE.demo, PACE.play) == (0.12, 0.28) and (SHOW.demo, SHOW.play) == (0.5, 1.2)
    for demo_mode, frames_per_action, after_attack in ((True, 6, 25), (False, 14, 60)):
        s = Settings((PlayerSetting("COMPUTER", True, "greedy"), PlayerSetting("COMPUTER 2", True, "greedy")), "nie")
        sc = GameScene(s, 5, demo=demo_mode)
        app = App(sc)
        app.think_ms = 60_000
        ticks = iter(range(10**9))
        sc.driver.timer = lambda ticks=ticks: next(ticks) * 0.25   # a slow machine: each look 0.25 s on
        seen = []
        for _ in range(20 * after_attack):
            before = len(sc.match.log)
            app.frame(Input(x=10, y=190), draw=False)
            if len(sc.match.log) > before:
                seen.append((app.frame_no, sc.match.log[-1].action))
            if sc.queue or app.top is not sc:
                break
        gaps = [(b - a, isinstance(action, Attack)) for (a, action), (b, _) in zip(seen, seen[1:])]
        assert sum(not attack for _, attack in gaps) >= 5 and sum(attack for _, attack in gaps) >= 2
        assert all((after_attack if attack else frames_per_action) <= g
                   <= (after_attack if attack else frames_per_action) + 1 for g, attack in gaps), gaps


def test_a_click_on_a_menus_separator_never_reaches_the_map(pyx):
    # issue 24.6: GEM swallows a click on a dotted separator; the menu stays open
    app, sc = two()
    b = sc.menubar
    menu_i = next(i for i, m in enumerate(b.menus) if any(it.separator for it in m.items))
    tx, ty, tw, th = b.title_rects[menu_i]
    app.frame(Input(x=tx + tw // 2, y=ty + th // 2))
    assert b.open == menu_i
    k = next(k for k, it in enumerate(b.menus[menu_i].items) if it.separator)
    dx, dy, dw, dh = b.drop_rects[menu_i]
    x, y = dx + dw // 2, dy + 1 + k * b.item_h + b.item_h // 2
    before = list(sc.state.armies)
    log = len(sc.match.log)
    click(app, x, y)
    assert b.open == menu_i                     # still open
    assert list(sc.state.armies) == before and len(sc.match.log) == log
    # and the click that closes it, on the map, is swallowed too
    cx, cy = at_country(sc, next(c for c in range(len(before))
                                 if sc.state.owner[c] == sc.state.current))
    app.frame(Input(x=cx, y=cy))
    click(app, cx, cy)
    assert b.open is None
    assert list(sc.state.armies) == before and len(sc.match.log) == log


def _computer_first(seed=5):
    """COMPUTER begins against ANTON: the first turn is the computer's."""
    s = Settings((PlayerSetting("COMPUTER", True), PlayerSetting("ANTON")), "nie")
    sc = GameScene(s, seed)
    app = App(sc)
    heard = []
    sc.driver.listen(lambda m: heard.extend(getattr(m, "events", ())))
    return app, sc, heard


def _frames_until(app, sc, done, limit=3000):
    for _ in range(limit):
        app.frame(Input(x=10, y=190))
        if done():
            return True
        assert not sc.queue and app.top is sc
    return False


def test_the_computers_attack_shows_its_dice_its_country_and_a_line(pyx):
    # issue 24.8: the computer's turn can be followed: each placing, each attack with its dice,
    # each conquest, at a pace one can follow
    from ports.acme.events import Battle, Placed
    app, sc, heard = _computer_first()
    assert _frames_until(app, sc, lambda: any(isinstance(e, Placed) for e in heard))
    placed = next(e for e in heard if isinstance(e, Placed))
    assert sc.shown == placed.country and "COMPUTER setzt" in sc.prompt()
    assert "Klick: schneller" in sc.prompt()          # said where it fits the status line
    assert _frames_until(app, sc, lambda: any(isinstance(e, Battle) for e in heard))
    b = next(e for e in heard if isinstance(e, Battle))
    assert sc.battle[:2] == (b.attacker, b.defender)        # the panel's dice are the event's
    assert sc.shown == b.dst and format(texts.country_name(W.countries[b.dst].name), "den") in sc.prompt()
    assert " ".join(map(str, b.attacker)) in sc.prompt()
    log = len(sc.match.log)
    for _ in range(50):                 # 1.2 s shown: nothing else is played for 59 frames
        app.frame(Input(x=10, y=190))
    assert len(sc.match.log) == log and sc.battle[:2] == (b.attacker, b.defender)


def test_a_click_or_a_key_plays_the_rest_of_the_computers_turn_fast(pyx):
    from ports.acme.events import Battle, TurnBegins
    from retro.driver import FAST, PLAY
    for faster in (Input(x=10, y=190, pressed={"L"}, held={"L"}), Input(keys={"SPACE"})):
        app, sc, heard = _computer_first()
        assert _frames_until(app, sc, lambda heard=heard: any(isinstance(e, Battle) for e in heard))
        assert sc.driver.mode == PLAY
        sc.update(faster)                           # the frame's input, then its slice
        assert sc.driver.mode == FAST and not sc._showing()
        frames = 0
        while not sc.match.humans_awaited():
            app.frame(Input(x=10, y=190))
            frames += 1
            assert frames < 10, "the rest of the computer's turn in a few frames"
        assert sc.driver.mode == PLAY                # the human's turn: the pace as it was
        assert any(isinstance(e, TurnBegins) and e.player == 1 for e in heard)


def test_the_last_dice_clear_when_the_phase_changes(pyx):
    from ports.acme.events import Battle, PhaseBegins
    app, sc, heard = _computer_first()
    assert _frames_until(app, sc, lambda: any(isinstance(e, Battle) for e in heard))
    n = len(heard)
    assert _frames_until(app, sc, lambda: any(
        isinstance(e, PhaseBegins) and e.phase in ("verschieben", "setzen", "serie")
        for e in heard[n:]) or sc.match.humans_awaited())
    for _ in range(70):                  # an attack that ended the phase: shown first, then gone
        if sc.battle is None:
            break
        app.frame(Input(x=10, y=190))
    assert sc.battle is None
