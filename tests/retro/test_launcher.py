"""The title menu: choosing by keys and mouse, starting ports, notices, machine switching."""
import argparse
import types
from pathlib import Path

import pyxel
import pytest

from retro import catalog
from retro.input import Input
from retro.launcher import Launcher, LIST_Y, ROW_H
from retro.scenes import App, Scene
from retro.testing import click, press


@pytest.fixture
def app(pyxel_screen):
    pyxel_screen("amiga_low")
    return App(Launcher(argparse.Namespace(lang="de", kiosk=False, seed=None, game=None, game_args=[])))


class FakeGame(Scene):
    machine = "st_high"

    def __init__(self, options):
        self.options = options

    def update(self, inp):
        if inp.key("ESCAPE"):
            self.close()

    def draw(self):
        pyxel.cls(0)


def fake_ports(monkeypatch, built):
    def port_module(key):
        if key not in built:
            return None
        return types.SimpleNamespace(start=lambda app, options: FakeGame(options), MACHINE="st_high")

    monkeypatch.setattr(catalog, "port_module", port_module)


def test_lists_the_found_games_with_machine_and_year_the_shipped_four_first():
    # issue 36.1: the ports are found (ports/'s folders), in the order of their ORDER
    keys = [g.key for g in catalog.GAMES]
    assert keys[:4] == ["emperado", "acme", "twilight", "amalone"]
    ports = Path(__file__).resolve().parents[2] / "ports"
    shipped = sorted(d.name for d in ports.iterdir() if (d / "port.py").is_file())
    assert sorted(k for k in keys if catalog.BY_KEY[k].package.startswith("ports.")) == shipped
    assert catalog.BY_KEY["emperado"].year == "1988" and catalog.BY_KEY["amalone"].platform == "Amiga"
    assert catalog.blurb("acme", "de") == "Risiko für zwei, mit Katastrophen"
    assert catalog.blurb("amalone", None) == "Abalone mit eigener Notation"     # the menu's German


def test_the_scroller_counts_the_games_in_words():
    # issue 36.2: "vier Klassiker" for the four, the number in words for more
    from retro.lang import scroller
    four = ["EMPERADO (1988)", "ACME V1.0 (1990/91)", "TWILIGHT IMPERIUM PER E-MAIL", "AMALONE (1994)"]
    assert scroller("de", four, ["Atari ST", "Amiga"]) == (
        "RETRO PRÄSENTIERT: VIER KLASSIKER VOM ATARI ST UND AMIGA, NEU GEBAUT MIT PYXEL ... "
        "EMPERADO (1988) ... ACME V1.0 (1990/91) ... TWILIGHT IMPERIUM PER E-MAIL ... AMALONE (1994) ... "
        "GRÜSSE AN ALLE, DIE DIESE SPIELE NOCH KENNEN!        ")
    assert scroller("de", four + ["NIM"], ["Atari ST", "Amiga"]).startswith(
        "RETRO PRÄSENTIERT: FÜNF KLASSIKER VOM ATARI ST UND AMIGA,")
    assert "SIX CLASSICS FROM THE ATARI ST, AMIGA AND PC" in scroller("en", four + ["A", "B"],
                                                                   ["Atari ST", "Amiga", "PC"])
    assert "EEN KLASSIEKER VAN DE AMIGA" in scroller("nl", ["X"], ["Amiga"])
    assert "13 KLASSIKER" in scroller("de", ["X"] * 13, ["Amiga"])
    menu = Launcher(argparse.Namespace(lang="de", kiosk=False, seed=None, game=None, game_args=[]))
    assert menu.words()[1] == scroller("de", [catalog.scroll_name(g.key, "de") for g in catalog.GAMES],
                                       list(dict.fromkeys(g.platform for g in catalog.GAMES)))


def test_arrow_keys_move_the_selection(app):
    menu = app.top
    app.frame(press("DOWN"))
    app.frame(press("DOWN"))
    assert menu.selected == 2
    app.frame(press("UP"))
    app.frame(press("UP"))
    app.frame(press("UP"))
    assert menu.selected == len(catalog.GAMES) - 1  # wraps around


def test_mouse_hover_and_click_start_a_game_and_switch_machine(app, monkeypatch):
    fake_ports(monkeypatch, {"emperado"})
    menu = app.top
    assert (pyxel.width, pyxel.height) == (320, 256)
    app.frame(click(100, LIST_Y + 5))
    assert isinstance(app.top, FakeGame) and app.top.options.game == "emperado"
    assert (pyxel.width, pyxel.height) == (640, 400)
    assert list(pyxel.colors[:2]) == [0xFFFFFF, 0x000000]
    app.frame(press("ESCAPE"))  # the game quits back to the menu
    assert app.top is menu
    assert (pyxel.width, pyxel.height) == (320, 256)


def test_a_game_not_built_yet_shows_a_notice_and_stays(app, monkeypatch):
    fake_ports(monkeypatch, set())
    menu = app.top
    app.frame(press("2"))
    assert app.top is menu and "ACME" in menu.notice
    app.frame(Input())
    assert menu.notice is not None
    app.frame(click(5, 5))
    assert menu.notice is None and app.top is menu


def test_return_starts_the_selected_game(app, monkeypatch):
    last = catalog.GAMES[-1].key
    fake_ports(monkeypatch, {last})
    app.frame(press("UP"))
    app.frame(press("RETURN"))
    assert isinstance(app.top, FakeGame) and app.top.options.game == last


def _more_games(monkeypatch, n):
    """The catalog with n games: the shipped four and made-up ones after them."""
    games = list(catalog.GAMES[:4]) + [catalog.Game(f"extra{k}", f"EXTRA {k}", "st_low", "Atari ST",
                                                    "1987", "de", "ports.acme") for k in range(n - 4)]
    monkeypatch.setattr(catalog, "_found", (tuple(games), {g.key: g for g in games}))


@pytest.mark.parametrize("n", [5, 7])
def test_more_than_four_games_fit_above_the_help_line_and_scroll(pyxel_screen, monkeypatch, n):
    # issue 36.2: a fifth game's row was drawn over the help line
    from retro.launcher import MANY_ROW_H, MANY_SHOWN
    _more_games(monkeypatch, n)
    fake_ports(monkeypatch, {g.key for g in catalog.GAMES})
    pyxel_screen("amiga_low")
    menu = Launcher(argparse.Namespace(lang="de", kiosk=False, seed=None, game=None, game_args=[]))
    app = App(menu)
    shown = min(n, MANY_SHOWN)
    assert menu.rows() == (MANY_ROW_H, shown)
    assert LIST_Y + shown * MANY_ROW_H - 4 <= 216          # the last bar ends above the help line
    for i in range(n):                                     # down through every game
        menu.selected = i
        app.frame(Input(x=5, y=5))
        k = i - menu.first_row
        assert 0 <= k < shown                              # the selection is always shown
        y = LIST_Y + k * MANY_ROW_H
        assert pyxel.pget(200, y + (MANY_ROW_H - 4) // 2) in range(12, 20), i     # its fire bar
        assert menu.row_at(100, y + 3) == i
    assert menu.row_at(100, LIST_Y + shown * MANY_ROW_H + 1) is None
    app.frame(press("DOWN"))                               # wraps to the first, shown again
    assert menu.selected == 0 and menu.first_row == 0
    app.frame(click(100, LIST_Y + 4 * MANY_ROW_H + 5))     # the fifth row starts the fifth game
    assert isinstance(app.top, FakeGame) and app.top.options.game == "extra0"


def test_escape_quits(app):
    app.frame(press("ESCAPE"))
    assert app.quit_requested


def test_menu_draws_copper_logo_and_selection(app):
    app.frame(Input(x=0, y=0))
    # the selected row is on a fire-coloured bar, the copper bar above the logo is blue
    assert pyxel.pget(200, LIST_Y + ROW_H // 2 - 2) in range(12, 20)
    assert pyxel.pget(150, 2) in range(4, 12)


class _Demo(FakeGame):
    is_demo = True


def _kiosk(pyxel_screen, monkeypatch, **guard_kw):
    """(app, menu, the demo's class): the menu in kiosk mode, every game a FakeGame whose
    demo is a _Demo."""
    from retro.kiosk import guard
    pyxel_screen("amiga_low")
    monkeypatch.setattr(catalog, "port_module", lambda key: types.SimpleNamespace(
        start=lambda a, o: FakeGame(o), demo=lambda a, o: _Demo(o)))
    menu = Launcher(argparse.Namespace(lang="de", kiosk=True, idle=1, seed=None, game=None, game_args=[]))
    app = App(menu)
    guard(app, **guard_kw)
    return app, menu, _Demo


def test_kiosk_ignores_escape_and_starts_a_demo_when_idle(pyxel_screen, monkeypatch):
    app, menu, Demo = _kiosk(pyxel_screen, monkeypatch)
    app.frame(press("ESCAPE"))
    app.quit()
    assert not app.quit_requested and app.top is menu
    for _ in range(60):
        app.frame(Input())
    assert isinstance(app.top, Demo)
    app.frame(click(10, 10))  # any input ends the demo
    assert app.top is menu
    app.frame(Input(ctrl=True, shift=True, keys={"F12"}))
    assert app.quit_requested


def test_the_attract_loop_shows_every_game_in_turn_for_its_seconds(pyxel_screen, monkeypatch):
    # issue 23.3: with nobody at it the kiosk shows each game's demo for demo_seconds (on the
    # app's clock: frames at 50 Hz headless), back to the menu, then the next game's
    app, menu, Demo = _kiosk(pyxel_screen, monkeypatch, demo_seconds=4)
    shown = []                      # (frame it began, game) of each demo
    for _ in range(50 * 5 * (len(catalog.GAMES) + 1)):
        top = app.top
        app.frame(Input())
        if app.top is not top and isinstance(app.top, Demo):
            shown.append((app.frame_no, app.top.options.game))
    games = [g.key for g in catalog.GAMES]
    assert [g for _, g in shown][:len(games) + 1] == games + games[:1]
    gaps = [b - a for (a, _), (b, _) in zip(shown, shown[1:])]
    assert all(50 * 5 - 2 <= g <= 50 * 5 + 2 for g in gaps), gaps     # 4 s shown, 1 s of menu


def test_a_demo_that_changes_its_view_still_gives_way_to_the_next_game(pyxel_screen, monkeypatch):
    # issue 23.3: EMPERADO's demo goes from the map to its Zugtabelle and back, each a scene of
    # its own; its time ran anew at every view, so the loop showed EMPERADO for ever
    pyxel_screen("amiga_low")

    class View(FakeGame):
        is_demo = True

        def update(self, inp):
            self.frames = getattr(self, "frames", 0) + 1
            if self.frames == 40:                       # a new view every 0.8 s
                self.app.replace(View(self.options))

    def port_module(key):
        return types.SimpleNamespace(start=lambda a, o: FakeGame(o), demo=lambda a, o: View(o))

    monkeypatch.setattr(catalog, "port_module", port_module)
    from retro.kiosk import demo_on, guard

    menu = Launcher(argparse.Namespace(lang="de", kiosk=True, idle=1, seed=None, game=None, game_args=[]))
    app = App(menu)
    guard(app, demo_seconds=4)
    games, was = [], False
    for _ in range(50 * 5 * 3):
        app.frame(Input())
        if demo_on(app) and not was:
            games.append(app.top.options.game)
        was = demo_on(app)
    assert games[:3] == [g.key for g in catalog.GAMES][:3], games


def test_every_menu_text_fits_the_screen_and_the_font():
    from retro import fonts
    from retro.lang import TEXTS

    from retro.launcher import BLURB_X
    for lang, tx in TEXTS.items():
        for key, s in tx.items():
            if key == "scroller":
                continue
            assert len(s) * 8 <= 320 - 16, (lang, key)
        for s in tx.values():
            fonts.check(s, "topaz8")
        for g in catalog.GAMES:                 # the ports' words (issue 36.1: in their texts)
            blurb = catalog.blurb(g.key, lang)
            assert blurb and BLURB_X + len(blurb) * 8 <= 303 - 7, (lang, g.key)
            fonts.check(blurb + catalog.scroll_name(g.key, lang), "topaz8")
        fonts.check(Launcher(argparse.Namespace(lang=lang)).words()[1], "topaz8")
    for g in catalog.GAMES:
        fonts.check(g.title + g.platform + g.year, "topaz8")


def test_ask_routes_a_dialog_result_to_its_callback_not_resumed(pyxel_screen):
    pyxel_screen("amiga_low")
    answers, resumed = [], []

    class Base(Scene):
        def resumed(self, result):
            resumed.append(result)

    class Dialog(Scene):
        def update(self, inp):
            if inp.key("RETURN"):
                self.close("ja")

    base = Base()
    app = App(base)
    base.ask(Dialog(), answers.append)
    app.frame(press("RETURN"))
    assert app.top is base and answers == ["ja"] and resumed == []
    base.push(Dialog())                      # pushed without a callback: resumed as before
    app.frame(press("RETURN"))
    assert answers == ["ja"] and resumed == ["ja"]


def _luminance(rgb: int) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def test_the_f10_sign_is_legible_on_the_title_menu(app, tmp_path):
    # issue 33.12: the menu's "Ton aus" was navy ink on black paper, inside the logo
    from retro import sound, storage
    storage.set_data_dir(str(tmp_path))            # the mute is remembered: not in the user's folder
    sound.reset()
    sound.backend = sound.Recorder()
    try:
        app.frame(Input(x=5, y=250))
        app.frame(Input(x=5, y=250, keys={"F10"}))
        assert app.sound_note is not None
        m = app.top.get_machine()
        text = "Ton aus"
        w, h = (len(text) + 4) * 8, 16
        x0, y0 = (m.width - w) // 2, m.height // 6
        inside = [pyxel.pget(x, y) for y in range(y0 + 3, y0 + h - 3) for x in range(x0 + 3, x0 + w - 3)]
        fill = max(set(inside), key=inside.count)
        ink = {c for c in inside if c != fill}
        assert ink, "no text in the box"
        pal = list(pyxel.colors)
        for c in ink:                               # WCAG's contrast of text: 4.5 at least
            a, b = sorted((_luminance(pal[c]), _luminance(pal[fill])))
            assert (b + 0.05) / (a + 0.05) >= 4.5, (hex(pal[c]), hex(pal[fill]))
    finally:
        sound.reset()
        storage.set_data_dir(None)


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_every_line_of_the_list_stays_clear_of_the_highlight_bars_edge(pyxel_screen, lang):
    # issue 33.12: "Risiko für zwei, mit Katastrophen" ran into the bar's right frame
    pyxel_screen("amiga_low")
    menu = Launcher(argparse.Namespace(lang=lang, kiosk=False, seed=None, game=None, game_args=[]))
    app = App(menu)
    for i in range(len(catalog.GAMES)):
        menu.selected = i
        app.frame(Input(x=5, y=5))
        y = LIST_Y + i * ROW_H
        bar = {pyxel.pget(x, y + 2) for x in range(300, 303)}     # the fire, above the text
        for yy in range(y + 1, y + ROW_H - 5):
            near = {pyxel.pget(x, yy) for x in range(298, 303)}  # 5 pixels inside the frame
            assert near <= bar | set(range(12, 20)), (catalog.GAMES[i].key, yy, near)
