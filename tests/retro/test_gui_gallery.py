"""The gallery: one scene per widget per look; monochrome GEM draws with two colours only."""
import pytest

from retro.gui import gallery
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel


def test_bench_scenes_cover_every_widget_in_both_looks():
    names = {n for n, _ in gallery.bench_scenes()}
    assert names == {f"gui:{look}:{w}" for look in ("gem", "intuition") for w in gallery.WIDGETS}


@pytest.mark.parametrize("widget", gallery.WIDGETS)
def test_monochrome_gem_uses_patterns_not_colours(widget):
    import pyxel

    scene = gallery.GalleryScene("gem", widget)
    ensure_pyxel(scene.get_machine())
    app = App(scene, think_ms=0)
    for inp in gallery._pose(scene):
        app.frame(inp)
    app.frame(Input(5, 5))
    m = scene.get_machine()
    seen = {pyxel.pget(x, y) for y in range(0, m.height, 3) for x in range(0, m.width, 3)}
    assert seen == {0, 1}


def test_the_amiga_gallery_stays_in_its_sixteen_registers():
    import pyxel

    scene = gallery.GalleryScene("intuition", "fileselector")
    ensure_pyxel(scene.get_machine())
    app = App(scene, think_ms=0)
    app.frame(Input(5, 5))
    m = scene.get_machine()
    seen = {pyxel.pget(x, y) for y in range(0, m.height, 2) for x in range(0, m.width, 2)}
    assert seen <= set(range(m.colours)) and m.accent in seen


def _state(obj):
    return {k: repr(v) for k, v in vars(obj).items()}


@pytest.mark.parametrize("look", sorted(gallery.LOOKS))
def test_draw_never_changes_a_widget(look):
    from retro.machines import MACHINES

    m = MACHINES[gallery.LOOKS[look]]
    ensure_pyxel(m)
    for name in gallery.WIDGETS:
        scene = gallery.GalleryScene(look, name)
        app = App(scene, think_ms=0)
        for inp in gallery._pose(scene):
            app.frame(inp, draw=False)
        w = scene.widget
        before = _state(w)
        w.draw()
        w.draw()
        assert _state(w) == before, name
