"""Monkey test: thousands of random Input values never crash the launcher or any widget."""
import pytest

from retro import catalog
from retro.dice import Dice
from retro.gui import gallery
from retro.gui.fileselector import FileSelector
from retro.input import KEY_NAMES, Input
from retro.machines import MACHINES
from retro.scenes import App
from retro.testing import ensure_pyxel

CHARS = "abcXYZ019 -+.äöüÄÖÜßéëï€\t\n\x00/\\:*?\U0001F600"
BUTTONS = ("L", "R", "M")


def monkey_input(d: Dice, w: int, h: int) -> Input:
    def some(pool, p):
        return {b for b in pool if d.random() < p}

    held = some(BUTTONS, 0.2)
    return Input(
        x=d.randint(-8, w + 8), y=d.randint(-8, h + 8),
        pressed=some(BUTTONS, 0.15), released=some(BUTTONS, 0.1), held=held,
        shift=d.random() < 0.2, ctrl=d.random() < 0.1, alt=d.random() < 0.1,
        keys={d.choice(KEY_NAMES) for _ in range(d.below(3))} if d.random() < 0.15 else set(),
        text="".join(d.choice(CHARS) for _ in range(d.below(3))) if d.random() < 0.3 else "",
        wheel=d.randint(-3, 3) if d.random() < 0.1 else 0,
    )


def test_launcher_survives_the_monkey(monkeypatch):
    from retro.launcher import Launcher

    # the ports are being built by others: keep the monkey in the launcher itself
    monkeypatch.setattr(catalog, "port_module", lambda key: None)
    d = Dice(1990)
    launcher = Launcher(None)
    app = App(launcher, think_ms=0)
    ensure_pyxel(launcher.get_machine())
    for i in range(800):
        app.frame(monkey_input(d, 320, 256), draw=i % 2 == 0)
        if app.quit_requested:
            app.quit_requested = False


@pytest.mark.parametrize("machine_key", sorted(MACHINES))
def test_every_widget_survives_the_monkey(machine_key, tmp_path):
    m = MACHINES[machine_key]
    ensure_pyxel(m)
    (tmp_path / "SUB").mkdir()
    (tmp_path / "A.EMP").write_text("x")
    d = Dice(sum(map(ord, machine_key)))
    ends = {}
    for name in gallery.WIDGETS:
        def make(name=name):
            if name == "fileselector":
                return FileSelector(tmp_path, "*.EMP", mode="save", machine=m)
            return gallery.make_widget(name, m)

        w = make()
        finished = 0
        for i in range(1500):
            w.update(monkey_input(d, m.width, m.height))
            if i % 3 == 0:
                w.draw()
            if w.finished:
                finished += 1
                w = make()
        ends[name] = finished
    # the monkey reaches the ends of the widgets too (it clicks their buttons), not just the edges
    assert sum(ends.values()) > 0, ends


def test_gallery_scenes_run_in_an_app():
    names = [n for n, _ in gallery.bench_scenes()]
    assert len(names) == len(set(names)) == 2 * len(gallery.WIDGETS)
    d = Dice(7)
    for _name, make in gallery.bench_scenes():
        scene = make()
        ensure_pyxel(scene.get_machine())
        app = App(scene, think_ms=0)
        m = scene.get_machine()
        for _ in range(20):
            app.frame(monkey_input(d, m.width, m.height))
