"""The galaxy map scene, headless: every tile drawn by its kind, the anomalies red-bordered,
units and control markers in their race's colour, the side window of the tile under the
pointer, the zoom, the menu, and drawing every kind of tile, of a galaxy being built and of
a player's view without an error."""
from __future__ import annotations

import pytest

from ports.twilight.reports import view
from ports.twilight.rules import galaxy, hexes, tiles
from ports.twilight.screens import palette as P
from ports.twilight.screens import tiledraw, tileinfo
from ports.twilight.screens.galaxy_screen import MAP_W, OVERVIEW, GalaxyScene
from ports.twilight.screens.hexgeo import HexLayout
from ports.twilight.screens.link import demo_game
from retro.input import Input

from .screen_helpers import border_colours, click, colours_in, pyxel_on, run


@pytest.fixture
def pyx():
    return pyxel_on()


@pytest.fixture(scope="module")
def game():
    return demo_game(4, seed=1)


def test_every_tile_of_the_demo_galaxy_is_drawn_in_its_kinds_fill(pyx, game):
    run(GalaxyScene(game))
    assert len(game.map) == 37
    for pos, key in game.map.items():
        seen = colours_in(pyx, OVERVIEW, pos)
        fill = tiledraw.FILL[galaxy.tile(key).kind]
        assert seen.most_common(1)[0][0] == fill, (hexes.label(pos), key, seen)


def test_mecatol_rex_is_at_the_centre_in_its_colour(pyx, game):
    run(GalaxyScene(game))
    x, y = OVERVIEW.centre(hexes.CENTRE)
    assert (x, y) == (224, 257) and game.map[hexes.CENTRE] == "MR"
    assert pyx.pget(int(x) - 30, int(y) + 4) == P.MECATOL
    assert pyx.pget(int(x) + 30, int(y) - 4) == P.MECATOL


def test_an_anomaly_has_a_red_border_and_no_other_tile_has(pyx, game):
    run(GalaxyScene(game))
    red = [pos for pos, key in game.map.items() if galaxy.tile(key).red]
    assert len(red) >= 4                              # supernovas, asteroid fields, nebula, rift
    for pos, _key in game.map.items():
        sides = border_colours(pyx, OVERVIEW, pos)
        if pos in red:
            assert sides.count(P.RED) >= 5, (hexes.label(pos), sides)
        else:
            assert P.RED not in sides, (hexes.label(pos), sides)


def test_units_and_control_markers_show_in_their_race_colour(pyx):
    g = demo_game(4, seed=1)
    scene = GalaxyScene(g)
    run(scene)
    assert not any(colours_in(pyx, OVERVIEW, hexes.CENTRE)[P.race_colour(p)] for p in range(4))
    g.add("MR", 2, "cruiser", 2)                      # S3's ships come to Mecatol Rex
    g.planets["Mecatol Rex"].owner = 1                # S2 holds the planet
    run(scene)                                        # the same scene shows the state as it is now
    seen = colours_in(pyx, OVERVIEW, hexes.CENTRE)
    assert seen[P.race_colour(2)] > 0 and seen[P.race_colour(1)] > 0
    assert not any(seen[P.race_colour(p)] for p in (0, 3))
    lines = tileinfo.tile_lines(g, hexes.CENTRE)
    assert [(ln.col, ln.marker) for ln in lines] == [(P.race_colour(1), "planet"), (P.race_colour(2), "ship")]
    assert lines[1].text == "2"


def test_a_home_system_is_framed_in_its_owners_colour(pyx, game):
    run(GalaxyScene(game))
    for pl in game.players:
        sides = border_colours(pyx, OVERVIEW, pl.home, inset=2)
        assert sides.count(P.race_colour(pl.index)) >= 5, (pl.label, sides)
        seen = colours_in(pyx, OVERVIEW, pl.home)       # its starting fleet
        assert seen[P.race_colour(pl.index)] > 0


def _shows_text(pyx, x, y, text, col, font="topaz8"):
    """True when every ink pixel of `text` drawn at (x, y) is on the screen in `col`."""
    from retro import screen
    img = pyx.Image(len(text) * 8, 8)
    img.cls(0)
    img.text(0, 0, text, 1, screen.font_for(font))
    ink = [(i, j) for i in range(len(text) * 8) for j in range(8) if img.pget(i, j)]
    return bool(ink) and all(pyx.pget(x + i, y + j) == col for i, j in ink)


def test_the_tile_under_the_pointer_opens_its_side_window(pyx, game):
    pos = hexes.parse("2.7")
    x, y = OVERVIEW.centre(pos)
    scene = GalaxyScene(game)
    run(scene, Input(600, 500))
    _, _, below = scene.side()
    tx, ty, _, _ = scene.inside(below, 100)
    assert scene.hover is None and not _shows_text(pyx, tx, ty, tileinfo.name(game, pos), P.WHITE)
    run(scene, Input(int(x), int(y)))
    assert scene.hover == pos
    name = tileinfo.name(game, pos)
    assert name and _shows_text(pyx, tx, ty, name, P.WHITE)
    lines = [ln.text for ln in tileinfo.details(game, pos, 22)]
    assert lines[0] == name and any(ln.startswith("Ring 2, Feld 7") for ln in lines)


def test_the_side_window_tells_planets_rule_units_and_owner(game):
    home = game.players[0].home
    text = "\n".join(ln.text for ln in tileinfo.details(game, home, 60))
    race = game.race(0)
    for planet in race.home:
        r, i = tiles.PLANET_VALUES[planet]
        assert f"{planet} {r}/{i}" in text
    assert "Heimatsystem von S1" in text and "Kontrolle: S1" in text and "Transporter" in text
    for pos, key in game.map.items():
        t = galaxy.tile(key)
        lines = "\n".join(ln.text for ln in tileinfo.details(game, pos, 22))
        if t.kind == tiles.SUPERNOVA:
            assert "nicht betreten" in lines
        if t.kind == tiles.NEBULA:
            assert "Jäger" in lines
        if t.kind == tiles.RIFT:
            assert "W10" in lines
        if t.kind in tiles.WORMHOLES:
            assert "Bewegungspunkt" in lines and "(" in lines      # the other end named
        assert all(len(ln.text) <= 22 for ln in tileinfo.details(game, pos, 22))


def test_a_click_zooms_into_the_tiles_surroundings_and_back(pyx, game):
    x, y = OVERVIEW.centre(hexes.CENTRE)

    def run_of_mecatol():
        row = [pyx.pget(i, int(y) + 2) for i in range(MAP_W)]
        return row.count(P.MECATOL)

    scene = GalaxyScene(game)
    run(scene, Input(int(x), int(y)))
    small = run_of_mecatol()
    run(scene, click(x, y), Input(int(x), int(y)))
    assert scene.zoom == hexes.CENTRE
    big = run_of_mecatol()
    assert small < 85 and big > 2 * small - 20, (small, big)
    # a neighbour, larger: clicking it centres the zoom on it
    nb = hexes.neighbour(hexes.CENTRE, 1)
    nx, ny = scene.layout().centre(nb)
    run(scene, click(nx, ny))
    assert scene.zoom == nb and scene.layout().centre(nb) == (x, y)
    run(scene, Input(10, 20, keys={"ESCAPE"}))
    assert scene.zoom is None and scene.app.top is scene
    run(scene, Input(10, 20, keys={"Z"}))
    assert scene.zoom == hexes.CENTRE
    run(scene, Input(int(x), int(y), wheel=-1))
    assert scene.zoom is None
    run(scene, Input(int(x), int(y)), Input(int(x), int(y), wheel=1))
    assert scene.zoom == hexes.CENTRE


def test_escape_and_the_menu_close_the_map(pyx, game):
    scene = GalaxyScene(game)
    app = run(scene, Input(10, 20, keys={"ESCAPE"}))
    assert app.quit_requested                 # the only scene: closing it ends the app
    scene = GalaxyScene(game)
    bar = scene.menubar
    tx, ty, tw, th = bar.title_rects[0]
    dx, dy, dw, dh = bar.drop_rects[0]
    close_row = dy + 1 + 3 * bar.item_h + 2   # overview, zoom, separator, close
    app = run(scene, Input(tx + 2, ty + 2, held={"R"}), Input(dx + 10, close_row, held={"R"}))
    assert bar.open == 0 and not app.quit_requested
    app.frame(Input(dx + 10, close_row, released={"R"}))
    assert app.quit_requested


def test_hex_geometry_finds_the_tile_under_every_pixel():
    for lay in (OVERVIEW, HexLayout(224, 257, 84, (1, -2))):
        for pos in hexes.ALL:
            x, y = lay.centre(pos)
            assert lay.at(x, y) == pos
            for cx, cy in lay.corners(pos, 3):
                assert lay.at((cx + 2 * x) / 3, (cy + 2 * y) / 3) == pos


def _every_kind_galaxies():
    """Maps that hold every tile there is (home systems of every race too), 37 at a time."""
    keys = list(tiles.TILES) + ["H-" + r for r in ("sol", "hacan", "letnev", "naalu", "l1z1x", "xxcha",
                                                   "jolnar", "mentak", "yssaril", "sardakk")] + [""]
    for start in range(0, len(keys), 36):
        chunk = keys[start:start + 36]
        yield {pos: (chunk[i % len(chunk)] if pos != hexes.CENTRE else "MR") for i, pos in enumerate(hexes.ALL)}


def test_drawing_never_raises_for_any_tile_overview_zoom_or_hover(pyx):
    kinds = set()
    for m in _every_kind_galaxies():
        g = demo_game(6, seed=2)
        g.map = m
        for label in ("1.1", "2.3", "3.5"):
            for p in range(6):
                g.add(label, p, "carrier", 1)
                g.add(label, p, "ground", 2)
        kinds |= {galaxy.tile(k).kind for k in m.values()}
        scene = GalaxyScene(g)
        run(scene)
        for pos in hexes.ALL:
            x, y = OVERVIEW.centre(pos)
            run(scene, Input(int(x), int(y)))
            assert scene.hover == pos
            scene.set_zoom(pos)
            run(scene, Input(int(x), int(y)))
            scene.set_zoom(None)
    assert kinds == {tiles.PLANETS, tiles.EMPTY, tiles.SUPERNOVA, tiles.ASTEROIDS, tiles.NEBULA, tiles.RIFT,
                     tiles.ALPHA, tiles.BETA, tiles.HOME, tiles.MECATOL}


def test_a_galaxy_being_built_and_a_players_view_are_drawn_too(pyx):
    from ports.twilight.rules import setup
    from ports.twilight.rules.state import Settings
    g = setup.new_game(Settings(players=3, seed=4, map_mode="bauen"))
    assert g.phase == "aufbau" and not g.map
    scene = GalaxyScene(g)
    run(scene)
    placed = g.building.placed
    assert all(tileinfo.tile_at(g, pos) is not None for pos in placed)
    x, y = OVERVIEW.centre(hexes.CENTRE)
    run(scene, Input(int(x), int(y)))
    assert scene.hover == hexes.CENTRE
    for pl in g.players:                               # the free home places, in their colour
        if pl.home not in placed:
            assert P.race_colour(pl.index) in border_colours(pyx, OVERVIEW, pl.home, inset=0)
            assert colours_in(pyx, OVERVIEW, pl.home, step=1)[P.race_colour(pl.index)] > 0   # "S1"
    free = next(p for p in hexes.ALL if p not in placed)
    fx, fy = OVERVIEW.centre(free)
    run(scene, Input(int(fx), int(fy)))
    assert scene.hover is None
    v = view.project(demo_game(5, seed=3, rounds=3), 2)
    scene = GalaxyScene(v)
    run(scene, Input(int(x), int(y)), click(x, y))
    assert scene.zoom == hexes.CENTRE


def test_the_scene_only_shows_the_state():
    import copy
    import json
    g = demo_game(4, seed=5, rounds=3)
    before = json.dumps(view.public_data(g), sort_keys=True)
    snap = copy.deepcopy(g.space)
    pyxel_on()
    scene = GalaxyScene(g)
    for pos in hexes.ALL:
        x, y = OVERVIEW.centre(pos)
        run(scene, Input(int(x), int(y)), click(x, y), Input(int(x), int(y), keys={"ESCAPE"}))
    assert json.dumps(view.public_data(g), sort_keys=True) == before and g.space == snap
