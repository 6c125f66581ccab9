"""What the screens make clear (issue 11.8): the arrows of a computer turn say success or
failure and leave the info boxes readable; a timed info box does not swallow a click; the
six party patterns differ; the Zugtabelle is a ruled table (its lines: test_screens.py)."""
import pytest
import pyxel

from retro.testing import ensure_pyxel

from ports.emperado import world
from ports.emperado.events import Battle
from ports.emperado.screens import layout as L
from ports.emperado.screens import testing as T
from ports.emperado.screens.mapdraw import BLACK, WHITE, arrow
from ports.emperado.screens.patterns import PARTY_ART
from ports.emperado.screens.review import Review


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def _head_ink(won):
    pyxel.cls(WHITE)
    arrow(100, 200, 300, 200, won)
    # inside the head (at x2 = 300, 12 pixels long), away from its outline
    return sum(pyxel.pget(x, y) == BLACK for x in range(292, 296) for y in range(199, 202))


def _shaft_gaps():
    return sum(pyxel.pget(x, 200) == WHITE for x in range(110, 280))


# EMPERADO 4b (Grafikzeit: "Befreiungsversuche ... durch Pfeile"), our decision: the head
# says the result, solid for a liberated country, hollow for a failed attempt
def test_arrows_solid_for_success_hollow_and_dashed_for_failure():
    assert _head_ink(True) == 12
    assert _shaft_gaps() == 0
    assert _head_ink(False) == 0
    assert _shaft_gaps() > 40                     # dashed shaft


# our decision: the arrows lie under the info boxes of the overview
def test_arrows_are_drawn_under_the_info_boxes(tmp_path):
    app, g = T.make(parties=3, humans=(), seed=6, folder=tmp_path)
    st = g.state
    a = world.BY_KEY["alberta"]
    b = world.NEIGHBOURS[a][0]
    g.turn.review = Review(st.current, 50, events=[Battle(a, b, 5, 3, True, 1, 4)])
    g.turn.info = None
    g.scene.draw()
    s = __import__("ports.emperado.screens.mapdraw", fromlist=["info_text"]).info_text(st, b)
    x, y, w, h = L.info_box_overview(b, s)
    # the inside of the target's box is as a box is: white, with its text, no arrow head
    inside = [pyxel.pget(xx, yy) for xx in range(x + 1, x + w - 1) for yy in (y + 1, y + h - 2)]
    assert all(p == WHITE for p in inside)


# EMPERADO 4b: a timed info box shows; a click on the map while it shows closes it and acts
def test_a_click_that_closes_a_timed_info_box_also_acts(tmp_path):
    app, g = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path, info=5)
    assert g.turn.info is not None and g.state.phase == "einsetzen"
    c = g.state.countries_of(0)[0]
    x, y = L.overview_point(c)
    T.click(app, x, y)                 # on the overview: a click on a country's place ...
    assert g.turn.info is None
    assert g.view == "map"             # ... jumps to the enlarged map there, as without the box


# EMPERADO 4b: "- = Warten auf [Return] oder Mausklick": that click answers the box only
def test_a_waiting_info_box_takes_its_click(tmp_path):
    app, g = T.make(parties=3, humans=(0,), seed=6, folder=tmp_path, info=None)
    c = g.state.countries_of(0)[0]
    T.click(app, *L.overview_point(c))
    assert g.turn.info is None and g.view == "overview"


def _signature(art):
    ink = sum(row.count("#") for row in art)
    cells = {(x, y) for y, row in enumerate(art) for x, ch in enumerate(row) if ch == "#"}
    same = frozenset(d for d in ((1, 0), (0, 1), (1, 1), (1, -1))
                     if {((x + d[0]) % 8, (y + d[1]) % 8) for x, y in cells} == cells)
    return ink, same


# EMPERADO 2 (each party its pattern), our decision: no two alike in direction and darkness
def test_the_six_patterns_differ_in_direction_or_darkness():
    sigs = [_signature(a) for a in PARTY_ART]
    for i in range(6):
        for j in range(i):
            (ink_i, dir_i), (ink_j, dir_j) = sigs[i], sigs[j]
            assert dir_i != dir_j or abs(ink_i - ink_j) >= 4, (i, j)
    hatched = [i for i, (ink, d) in enumerate(sigs) if d in ({(1, 1)}, {(1, -1)})]
    assert hatched == [0]                       # one diagonal hatching only (A)
    assert len({ink for ink, d in sigs}) >= 5


# Issue 24.12: the head of an arrow shows at the edge of the target's info box, not under it
def test_the_arrow_head_ends_at_the_edge_of_the_targets_box(tmp_path):
    from ports.emperado.screens.mapdraw import info_text
    app, g = T.make(parties=3, humans=(), seed=6, folder=tmp_path)
    st = g.state
    a = world.BY_KEY["alberta"]
    b = world.BY_KEY["weststaaten"]
    g.turn.review = Review(st.current, 50, events=[Battle(a, b, 5, 3, True, 1, 4)])
    g.turn.info = None
    g.scene.draw()
    (x1, y1), (x2, y2) = L.overview_point(a), L.overview_point(b)
    x, y, w, h = L.info_box_overview(b, info_text(st, b))
    assert x <= x2 < x + w and y <= y2 < y + h          # the end lies under the box ...
    # ... the head's tip stands a pixel off its frame: the pixels there are the arrow's
    # black, with the head's width round them (not the shaft's two pixels)
    ex, ey = L.arrow_end(x1, y1, x2, y2, (x, y, w, h))
    import math
    d = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / d, (y2 - y1) / d
    bx, by = ex - 6 * ux, ey - 6 * uy                  # 6 pixels back from the tip
    across = [pyxel.pget(round(bx - k * uy), round(by + k * ux)) for k in (-2, -1, 0, 1, 2)]
    assert across == [BLACK] * 5


# Issue 24.12: small islands (the Philippines, New Zealand, the Antilles ...) show their
# owner's pattern, not only the coast's ink: drawn a pixel larger, the coast round that
@pytest.mark.parametrize("scale", (1, 2))
def test_every_country_shows_its_owners_pattern(scale):
    from ports.emperado import map_pixels
    from ports.emperado.screens.mapdraw import MapPainter
    painter = MapPainter()
    owner = [c % 6 for c in range(world.N_COUNTRIES)]
    img = painter.image(scale, owner)
    worst = {}
    for c in range(world.N_COUNTRIES):
        sheet = painter._sheet(owner[c], scale, False)
        runs = map_pixels.runs(scale)[c]
        total = sum(n for _, _, n in runs)
        same = sum(img.pget(x + i, y) == sheet.pget(x + i, y) for x, y, n in runs for i in range(n))
        worst[world.COUNTRIES[c].key] = same / total
    assert min(worst.values()) >= 0.6, sorted(worst.items(), key=lambda kv: kv[1])[:4]
