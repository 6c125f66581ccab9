"""Whole games on screen: six parties with humans clicking, the demo, a monkey."""
import pytest
import pyxel

from retro.dice import Dice
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.emperado import world
from ports.emperado.screens import bench_scenes, demo
from ports.emperado.screens import layout as L
from ports.emperado.screens import testing as T
from ports.emperado.screens.start_scene import StartScene


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def check_invariants(st):
    assert all(a >= 1 for a in st.armies)
    assert all(o == -1 or 0 <= o < st.n_parties for o in st.owner)
    assert st.to_place >= 0


def _mid_game_checks(app, g, tmp_path):
    """In a human turn: Shift+R (3c), a parameter changed (4a), Sichern (4f), Laden (4g)."""
    st = g.state
    me = st.current
    c = st.countries_of(me)[0]
    start = st.to_dict()
    T.click_country(app, g, c)                        # one army placed ...
    assert g.state.armies[c] == start["armies"][c] + 1
    T.key(app, "R", shift=True)                        # ... and taken back
    assert g.state.to_dict() == start
    T.set_parameters(app, g, 5, 20, -4)               # logged as three actions
    assert [a.text() for a in T.actions(g)[-3:]] == [
        "S solidarisierungsgrad 5", "S koalitionsneigung 20", "S laenderhandicap -4"]
    T.click_country(app, g, c)                        # at least 3 to place: 2 left
    T.save_as(app, g, "SECHS")
    assert (tmp_path / "SECHS.EMP").exists() and app.top is g.scene
    saved, actions = g.state.to_dict(), list(T.actions(g))
    T.click_country(app, g, c)
    assert g.state.to_dict() != saved
    T.load_from(app, g, "SECHS.EMP")
    assert app.top is g.scene and g.state.to_dict() == saved and T.actions(g) == actions
    T.key(app, "R", shift=True)                        # undo works on the loaded game too
    assert g.state.armies[c] == start["armies"][c] and g.settings.handicap == -4


# EMPERADO 1-5
def test_six_parties_humans_by_clicks_and_computers_to_the_end(tmp_path):
    """EMPERADO 1-5: two humans (A and D) play by clicks only, four computers think in
    slices, until one party holds the world; mid-game a human takes back a placing,
    changes the parameters, saves, plays on, loads and takes back again; the end shows
    the graph (an extra)."""
    app, g = T.make(parties=6, humans=(0, 3), seed=11, folder=tmp_path, extras={"graph": True})
    human_turns = 0
    pointers = set()
    said = []
    for _ in range(600):
        st = g.state
        if st.phase == "ende":
            break
        if app.top is not g.scene:                    # a party out: its alert, then on
            said.append(app.top.widget.message)
            T.key(app, "RETURN")                      # (the last human out: "Zuschauen")
            continue
        if st.parties[st.current].human:
            pointers.add(g.scene.pointer)
            if human_turns == 6:
                _mid_game_checks(app, g, tmp_path)
            before = g.state.turns
            said += T.play_turn_by_clicks(app, g)      # with the alerts of its own turn
            assert g.state.turns > before or g.state.phase == "ende"
            human_turns += 1
        else:
            T.run_until(app, g, lambda: g.state.parties[g.state.current].human
                        or g.state.phase == "ende" or app.top is not g.scene, 5000,
                        Input(*T.PARK))
            pointers.add(g.scene.pointer)
        check_invariants(g.state)
    T.frame(app, Input(*T.PARK), draw=True)
    st = g.state
    assert st.phase == "ende" and st.winner is not None
    assert st.count(st.winner) == world.N_COUNTRIES
    assert g.view == "over" and human_turns >= 10 and "circle" in pointers
    # every party out but the last, whose end the winner's box says
    assert len(said) == 4 and all("scheidet aus" in m for m in said)
    assert len(st.history) >= st.round - 1
    # the whole game, settings changes included, is its first settings + seed + actions
    assert T.replayed(g).state.to_dict() == st.to_dict()
    # the graph: lines drawn inside its frames
    assert any(pyxel.pget(x, y) == 1 for x in range(45, 595) for y in range(90, 220, 7))


# EMPERADO 5 (computer parties), the kiosk
def test_demo_plays_computers_only_and_starts_again():
    from types import SimpleNamespace
    scene = demo(None, SimpleNamespace(seed=3, lang=None, game_args=[]))
    g = scene.g
    assert g.is_demo
    app = App(scene)
    seen = set()
    for i in range(600):
        app.frame(Input(*T.PARK), draw=i % 100 == 0)
        seen.add(g.view)
        seen.add(g.scene.pointer)
    assert "table" in seen and "busy" in seen and "overview" in seen
    assert g.state.turns >= 2
    assert not any(p.human for p in g.state.parties)


def test_the_demo_shows_each_turn_on_the_map_and_its_table_only_briefly():
    # issue 23.3: the kiosk's EMPERADO is the map with six computer parties' arrows; each
    # turn's Zugtabelle comes for its Tabellenzeit (1 s) after the Grafikzeit (3 s) on the map
    from types import SimpleNamespace
    scene = demo(None, SimpleNamespace(seed=3, lang=None, game_args=[]))
    g = scene.g
    app = App(scene)
    views = []
    for _ in range(50 * 30):
        app.frame(Input(*T.PARK), draw=False)
        views.append(g.view)
    table = views.count("table") / len(views)
    assert 0.1 < table < 0.4, table
    runs = [len(list(run)) for view, run in __import__("itertools").groupby(views) if view == "table"]
    assert runs and max(runs[:-1] or runs) <= g.fps + 2     # one second each (frames of the ST)


# the kiosk: any input ends the demo, on whichever of its screens it comes
def test_the_kiosk_ends_the_demo_on_any_input():
    from types import SimpleNamespace
    from retro import kiosk
    from retro.scenes import Scene
    root = Scene()
    app = App(root)
    kiosk.guard(app)
    first = demo(app, SimpleNamespace(seed=3, lang=None, game_args=[]))
    app.push(first)
    for _ in range(300):                # a turn on the map, then its Zugtabelle (issue 23.3)
        app.frame(Input(*T.PARK), draw=False)
        if app.top is not first:
            break
    assert app.top is not first and app.top.g.view == "table"   # another screen of the demo
    assert app.top.is_demo
    app.frame(Input(*T.PARK, keys={"SPACE"}))
    assert app.top is root


# retro bench
def test_bench_scenes_draw():
    for name, make in bench_scenes(None):
        scene = make()
        app = App(scene)
        for _ in range(3):
            app.frame(Input(*T.PARK))
        assert pyxel.pget(0, 0) in (0, 1), name


def _box(q, c):
    return L.name_box_on_screen(q, c) or (0, 0, 0, 0)


# house rule: nothing a player does may crash
def test_monkey_never_crashes(tmp_path):
    """Random clicks and keys, Shift or not, on every view, box and dialog."""
    dice = Dice(99)
    keys = ["RETURN", "ESCAPE", "SPACE", "R", "K", "B", "TAB", "UP", "DOWN", "BACKSPACE", "5"]
    app, g = T.make(parties=3, humans=(0, 1), seed=5, folder=tmp_path, info=1, table=1)
    tops = set()
    for i in range(4000):
        r = dice.below(10)
        if r < 5:
            spots = [(x + w // 2, y + h // 2) for x, y, w, h in (L.menu_box(k) for k in range(10))]
            spots += [(x + 3, y + 3) for x, y, w, h in
                      (_box(g.look.quarter, c) for c in range(world.N_COUNTRIES)) if w]
            spots += [(L.ARMIES_BOX[0] + 4, 4)] + [(L.party_box(p)[0] + 4, 4) for p in range(6)]
            x, y = dice.choice(spots)
        else:
            x = dice.choice([0, L.W - 1, dice.below(L.W)])
            y = dice.choice([0, L.H - 1, dice.below(L.H)])
        r = dice.below(10)
        if r < 5:
            inp = Input(x, y, pressed={dice.choice(["L", "L", "R"])}, shift=dice.below(3) == 0)
        elif r < 7:
            k = dice.choice(keys)
            inp = Input(x, y, keys={k}, shift=dice.below(3) == 0,
                        text=dice.choice(["", "7", "-", "*", "a"]))
        else:
            inp = Input(x, y)
        app.frame(inp, draw=i % 20 == 0)
        tops.add(type(getattr(app.top, "widget", app.top)).__name__)
        if app.quit_requested or not app.stack:     # "Ende" confirmed: a fresh game
            app, g = T.make(parties=3, humans=(0, 1), seed=i, folder=tmp_path, info=1, table=1)
        check_invariants(g.state)
    assert {"OverviewScene", "MapScene", "MenuScene"} <= tops
    assert {"Dialog", "PlayersDialog", "FileSelector", "Alert"} <= tops


# EMPERADO 1
def test_start_box_to_first_turn_by_keys_only(tmp_path):
    start = StartScene(folder=tmp_path, seed=1)
    app = App(start)
    app.frame(Input(300, 300, text="2"))
    app.frame(Input(300, 300, keys={"RETURN"}))
    game = app.top.g
    assert game.state.n_parties == 2
    # two parties: one country left over, neutral and white (EMPERADO 1)
    assert game.state.owner.count(-1) == 1
    app.frame(Input(300, 300))
    app.draw()
    neutral = game.state.owner.index(-1)
    from ports.emperado import map_layout
    col, row = map_layout.CELLS[neutral][0]
    x, y, _, _ = map_layout.cell_rect(col, row)
    box = L.info_box_overview(neutral, "N1")
    pts = [(x + i, y + j) for i in range(2, map_layout.CELL - 2) for j in range(2, map_layout.CELL - 2)
           if not L.inside(box, x + i, y + j)]
    assert pts and all(pyxel.pget(px, py) == 0 for px, py in pts)
