"""EMPERADO 2: the world map's pixels (map_pixels.py, drawn by tools/emperado_raster.py from
the coastlines of data/coasts.txt and the grid of map_layout.py): one source for both
scales, the enlarged map finer than the overview, the borders and sea links of chapter 2."""
import sys
from pathlib import Path

import pytest
import subprocess_helpers

from ports.emperado import map_layout as ml
from ports.emperado import map_pixels as mp
from ports.emperado import world

ROOT = Path(__file__).resolve().parents[2]
LINKED = {frozenset((world.BY_KEY[a], world.BY_KEY[b])) for a, b in world.LAND_LINKS}


def _owner(scale, x, y):
    return mp.owner_at(scale, x, y)


@pytest.mark.parametrize("scale", (1, 2))
def test_countries_touch_exactly_their_land_neighbours(scale):
    # EMPERADO 2/3b: a land border on the map is a land link of the rules, and no other
    # countries touch (islands have sea all round, straits are open)
    assert mp.touching(scale) == LINKED


@pytest.mark.parametrize("scale", (1, 2))
def test_every_country_is_drawn_where_the_grid_has_it(scale):
    # the rules' map (the grid) and the drawn one agree: most cells show their country at
    # their middle, and every country is drawn within a cell of its cells (thin islands as
    # New Zealand or the Philippines lie between the grid's cells)
    cell = ml.CELL * scale
    hits = total = 0
    for c in range(world.N_COUNTRIES):
        cells = ml.CELLS[c]
        total += len(cells)
        hits += sum(_owner(scale, col * cell + cell // 2, row * cell + cell // 2) == c
                    for col, row in cells)
        near = min(max(abs(x + n // 2 - (col * cell + cell // 2)), abs(y - (row * cell + cell // 2)))
                   for x, y, n in mp.runs(scale)[c] for col, row in cells)
        assert near <= cell, world.COUNTRIES[c].key
    assert hits >= 0.8 * total


def test_the_enlarged_map_shows_more_than_the_overview_doubled():
    # EMPERADO 2: the coasts of the enlarged map are drawn pixel by pixel, not the
    # overview's pixels doubled
    big, small = mp.owners(2), mp.owners(1)
    w2, w1 = mp.SIZES[2][0], mp.SIZES[1][0]
    differ = sum(big[y * w2 + x] != small[(y // 2) * w1 + x // 2]
                 for y in range(0, 768, 2) for x in range(0, 1280, 2))
    assert differ > 1500
    # and the coast does not follow the 8-pixel grid: land and sea change inside the cells
    inside = sum((big[y * w2 + x] == mp.SEA) != (big[y * w2 + x + 1] == mp.SEA)
                 for y in range(0, 768, 3) for x in range(1279) if (x + 1) % 16)
    assert inside > 2000


def test_islands_the_player_looks_for_are_drawn():
    # EMPERADO 2: islands at both scales - map pixels in (overview) lon/lat-free terms:
    # Ireland beside Britain, Tasmania below Australia, Sicily off Italy, Sri Lanka
    # (part of Indien), Cuba (Antillen), Java (with Sumatra), New Zealand's two islands
    k = world.BY_KEY
    for scale in (1, 2):
        pieces = {c: _pieces(scale, c) for c in (k["britanien"], k["neuseeland"],
                                                  k["suedaustralien"], k["antillen"])}
        for c, n in pieces.items():
            assert n >= 2, (scale, world.COUNTRIES[c].key, n)


def _pieces(scale, c) -> int:
    """How many pieces of land country c is drawn in (4-connected)."""
    w, h = mp.SIZES[scale]
    o = mp.owners(scale)
    seen, n = set(), 0
    for x0, y0, _run in mp.runs(scale)[c]:
        if (x0, y0) in seen:
            continue
        n += 1
        stack = [(x0, y0)]
        seen.add((x0, y0))
        while stack:
            x, y = stack.pop()
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen and o[ny * w + nx] == c:
                    seen.add((nx, ny))
                    stack.append((nx, ny))
    return n


@pytest.mark.parametrize("scale", (1, 2))
def test_coasts_are_inked_all_round(scale):
    # EMPERADO 2: the coasts drawn (thick): every land pixel beside the sea is black
    w, h = mp.SIZES[scale]
    o, ink = mp.owners(scale), mp.ink(scale)
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            i = y * w + x
            if o[i] != mp.SEA and mp.SEA in (o[i - 1], o[i + 1], o[i - w], o[i + w]):
                assert ink[i], (scale, x, y)


@pytest.mark.parametrize("scale", (1, 2))
def test_sea_links_are_dashed_lines_on_the_sea(scale):
    # EMPERADO 3b: Nachbarschaft über ein Meer hinweg ist gestrichelt: ink on open sea,
    # away from every coast, in short pieces
    w, h = mp.SIZES[scale]
    o, ink = mp.owners(scale), mp.ink(scale)
    far = 3 * scale

    def open_sea(x, y):
        return all(o[yy * w + xx] == mp.SEA for yy in range(max(0, y - far), min(h, y + far + 1))
                   for xx in range(max(0, x - far), min(w, x + far + 1)))
    dashes = [(x, y) for y in range(h) for x in range(w) if ink[y * w + x] and open_sea(x, y)]
    assert len(dashes) > 100 * scale
    # dashed: along a row or a column the ink of a sea link never runs long
    runs = [n for x, y, n in mp.ink_runs(scale) if open_sea(x, y)]
    assert max(runs) <= 10 * scale


def test_the_game_loads_the_committed_pixels_without_the_tool():
    # the browser build and the game read data/map_pixels.bin; no numpy, no tools/
    code = ("import sys; sys.modules['numpy'] = None\n"
            "from ports.emperado import map_pixels as mp\n"
            "assert len(mp.owners(1)) == 640 * 384 and len(mp.owners(2)) == 1280 * 768\n"
            "assert len(mp.runs(2)) == 60 and all(mp.runs(2))\n")
    subprocess_helpers.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_the_committed_pixels_are_what_the_tool_draws_from_the_sources(tmp_path):
    # one source of truth: data/coasts.txt and map_layout.GRID -> data/map_pixels.bin
    pytest.importorskip("numpy")
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import emperado_raster as tool
    finally:
        sys.path.pop(0)
    out = tmp_path / "map_pixels.bin"
    tool.write(tool.build_parts(), str(out))
    assert out.read_bytes() == Path(mp.PATH).read_bytes()


def test_name_boxes_lie_on_their_countrys_quarter_and_touch_its_drawn_land():
    # EMPERADO 2: the name box in its country on the enlarged map; a quarter shows it only
    # where a good part of the country is drawn
    from ports.emperado.screens import layout as L
    for c in range(world.N_COUNTRIES):
        ox, oy = L.quarter_origin(L.quarter_of_country(c))
        runs = mp.runs(2)[c]
        total = sum(n for _, _, n in runs)
        shown = sum(max(0, min(x + n, ox + L.W) - max(x, ox))
                    for x, y, n in runs if oy <= y < oy + L.MAP_H)
        assert shown >= 0.25 * total, world.COUNTRIES[c].key
        nx, ny, nw, nh = L.name_box(c)
        ix, iy, iw, ih = L.info_box_big(c, "A999*")
        x0, y0, x1, y1 = min(nx, ix) - 1, ny - 1, max(nx + nw, ix + iw) + 1, iy + ih + 1
        assert any(y0 <= y < y1 and x < x1 and x + n > x0 for x, y, n in runs) \
            or L.leader_big(c), world.COUNTRIES[c].key      # or beside it (issue 24.11)


def test_overview_info_boxes_touch_their_countrys_drawn_land():
    # EMPERADO 2: the info boxes of the overview in (or at the coast of) their country as drawn
    from ports.emperado.screens import layout as L
    for c in range(world.N_COUNTRIES):
        x, y, w, h = L.info_box_overview(c, "A999*")
        y -= L.STRIP
        assert any(y - 1 <= ry < y + h + 1 and rx < x + w + 1 and rx + n > x - 1
                   for rx, ry, n in mp.runs(1)[c]) or L.leader_overview(c), \
            world.COUNTRIES[c].key                          # or beside it (issue 24.11)


def test_arrows_and_clicks_aim_at_the_drawn_land():
    # EMPERADO 2, 5: the arrows of a computer turn start and end on the land the player
    # sees, at both scales, and a click on the overview finds the country drawn there
    from ports.emperado.screens import layout as L
    for c in range(world.N_COUNTRIES):
        x, y = mp.label_point(c)
        assert _owner(1, x, y) == c and _owner(2, 2 * x + 1, 2 * y + 1) == c
        sx, sy = L.overview_point(c)
        assert mp.country_at(sx, sy, L.STRIP) == c
        assert L.quarter_for_click(sx, sy) == L.quarter_of_country(c)
        bx, by = L.centre_on_screen((0, 0), c)
        assert _owner(2, bx, by - L.STRIP) == c
    # the grid's cell centres, which the arrows used before, lie in the sea for these
    at_sea = {world.COUNTRIES[c].key for c in range(world.N_COUNTRIES)
              if mp.country_at(*ml.LABELS[c], ml.ORIGIN[1]) != c}
    assert {"japan", "neuseeland", "philippinen"} <= at_sea
    # and every point has room round it where the country is wide enough
    deep = sum(all(_owner(1, x + dx, y + dy) == c for dx in (-2, 2) for dy in (-2, 2))
               for c, (x, y) in ((c, mp.label_point(c)) for c in range(world.N_COUNTRIES)))
    assert deep >= world.N_COUNTRIES - 2
