"""EMPERADO 3b on screen, our option "Nachrücken wählen": a box asks how many march in."""
import pytest

from retro.gui.dialog import Dialog
from retro.testing import ensure_pyxel

from ports.emperado.actions import Attack, MarchIn, SetValue
from ports.emperado.screens import extras_of
from ports.emperado.screens import testing as T


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def placed_and_won(march_choice=1):
    """A human (A) places everything by clicks and liberates by clicks until a country
    falls with armies to spare; (app, g, src, dst)."""
    for seed in range(1, 40):
        app, g = T.make(parties=3, humans=(0,), seed=seed, march_choice=march_choice,
                        handicap=-9)         # EMPERADO 4a: more armies to place
        st = g.state
        mine = st.countries_of(0)
        front = [c for c in mine if any(st.owner[n] != 0 and st.armies[n] == 1
                                        for n in T.neighbours(c))]
        if not front:
            continue
        src = front[0]
        while g.state.phase == "einsetzen":
            T.click_country(app, g, src, "R", shift=True)
        dst = next(n for n in T.neighbours(src) if g.state.owner[n] != 0
                   and g.state.armies[n] == 1)
        if g.state.armies[src] < 5:
            continue
        T.click_country(app, g, src)
        T.show_country(app, g, dst)
        if g.look.selected != src:
            T.click_country(app, g, src)
            T.show_country(app, g, dst)
        T.click(app, *T.box_centre(g, dst), "R")      # five rounds of dice at most
        if g.state.owner[dst] == 0:
            return app, g, src, dst
    raise AssertionError("no liberation")


def test_without_the_option_no_box_and_all_but_one_march_in():
    app, g, src, dst = placed_and_won(march_choice=0)
    assert app.top is g.scene and g.state.phase == "handeln"
    assert g.state.armies[src] == 1


def test_the_box_asks_and_return_takes_all_but_one():
    app, g, src, dst = placed_and_won()
    st = g.state
    assert st.phase == "nachruecken"
    box = app.top.widget
    assert isinstance(box, Dialog) and box.title == "Nachrücken"
    from ports.emperado.screens.views import status_line
    assert status_line(g, "map").endswith("nachrücken lassen")
    most = st.march[3]
    T.key(app, "RETURN")
    assert app.top is g.scene and g.state.phase == "handeln"
    assert T.actions(g)[-1] == MarchIn(most)
    assert g.state.armies[dst] == most and g.state.armies[src] == 1


def test_a_number_typed_marches_that_many_and_shift_r_takes_back_the_liberation():
    app, g, src, dst = placed_and_won()
    _, _, least, most = g.state.march
    before_attack = [a for a in T.actions(g) if isinstance(a, Attack)]
    T.key(app, "BACKSPACE")
    T.key(app, "BACKSPACE")
    T.key(app, text=str(least))
    T.key(app, "RETURN")
    assert T.actions(g)[-1] == MarchIn(least)
    total = g.state.armies[src] + g.state.armies[dst]
    assert g.state.armies[dst] == least and total == most + 1
    T.move(app, *T.PARK)
    T.key(app, "R", shift=True)         # Shift+R: the march and its liberation go back
    assert g.state.owner[dst] != 0 and g.state.phase == "handeln"
    assert app.top is g.scene
    assert "Befreiungsversuch" in g.messages.text
    assert [a for a in T.actions(g) if isinstance(a, Attack)] == before_attack[:-1]


def test_the_option_is_switched_in_the_extras_box_and_logged():
    app, g = T.make(parties=3, humans=(0,), seed=2)
    assert g.settings.march_choice == 0
    T.menu_click(app, g, "extras")
    box = app.top.widget
    assert isinstance(box, Dialog)
    check = box.item("march")
    x, y, w, h = box.rect(check)
    T.click(app, x + 4, y + h // 2)
    T.key(app, "RETURN")
    assert g.settings.march_choice == 1
    assert T.actions(g)[-1] == SetValue("march_choice", 1)
    assert "nachruecken" in g.match.to_text()


def test_the_command_line_switches_it_on_for_the_new_game(tmp_path):
    from types import SimpleNamespace
    from ports.emperado.screens.start_scene import StartScene
    from retro.scenes import App
    extras = extras_of(SimpleNamespace(game_args=["--march-in"]))
    assert extras["march"] is True
    sc = StartScene("de", seed=3, folder=tmp_path, extras=extras)
    app = App(sc)
    T.frame(app, T.Input(*T.PARK))
    T.key(app, "RETURN")
    assert app.top.g.settings.march_choice == 1
