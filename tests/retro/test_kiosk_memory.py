"""The kiosk runs for days: its memory must stay flat (issue 18.3)."""
import argparse
import gc
import subprocess
import sys
import textwrap
import tracemalloc
import weakref
from pathlib import Path

from retro.input import Input

ROOT = Path(__file__).resolve().parents[2]


def test_the_kiosk_window_keeps_no_video_recording(tmp_path):
    # pyxel keeps the last 10 s of frames for Alt+3's GIF: a window under Xvfb grew from 124
    # to 246 MiB once EMPERADO's 640x400 demo had filled it. After a headless kiosk run, the
    # same pyxel shows 300 frames at 640x400 (73 MiB in the recorder before the fix).
    script = textwrap.dedent("""
        import os
        from retro.__main__ import build_parser, run
        options = build_parser().parse_args(["--kiosk", "--frames", "2", "--data", %r])
        options.game_args = []
        assert run(options) == 0
        import pyxel
        def rss():
            with open("/proc/self/statm") as f:
                return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        pyxel.resize(640, 400)
        before = rss()
        for n in range(300):
            pyxel.cls(n %% 16)
            pyxel.flip()
        print((rss() - before) // 2**20)
    """ % str(tmp_path))
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                       env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                            "PYTHONPATH": str(ROOT)}, timeout=120)
    assert r.returncode == 0, r.stderr
    assert int(r.stdout.split()[-1]) < 16, f"grew by {r.stdout.split()[-1]} MiB"


def test_cycles_of_kiosk_demos_keep_python_memory_flat(pyxel_screen, tmp_path):
    # every demo the menu starts must be let go when it ends: no scene, match or image held
    from retro import catalog, storage
    from retro.kiosk import guard
    from retro.launcher import Launcher
    from retro.scenes import App

    # a cycle is every game's demo once (Twilight's came in the second cycle of three demos,
    # and its first-time tables looked like growth)
    games = [g.key for g in catalog.GAMES if hasattr(catalog.port_module(g.key) or object(), "demo")]
    storage.set_data_dir(str(tmp_path))
    try:
        pyxel_screen("amiga_low")
        menu = Launcher(argparse.Namespace(lang=None, kiosk=True, idle=1, seed=None, game=None,
                                           game_args=[]))
        app = App(menu)
        guard(app)
        tracemalloc.start()
        try:
            after = []
            for _cycle in range(4):
                demos = []
                while len(demos) < len(games):
                    while app.top is menu:
                        app.frame(Input())
                    demos.append(type(app.top).__module__.split(".")[1])
                    for _ in range(60):
                        app.frame(Input())
                    app.frame(Input(x=5, y=5, pressed={"L"}, held={"L"}))   # any click ends it
                    assert app.top is menu
                gc.collect()
                after.append(tracemalloc.get_traced_memory()[0])
        finally:
            tracemalloc.stop()
        assert sorted(demos) == sorted(games), demos
        growth = max(after[1:]) - after[0]
        assert growth < 256 * 1024, f"{growth} bytes more after cycle 4 than after cycle 1: {after}"
    finally:
        storage.set_data_dir(None)


def test_a_demo_that_ends_is_let_go_at_once(pyxel_screen, tmp_path):
    # issue 23.4: a demo's scene, Driver and Match listen to each other, so an ended demo is
    # garbage in cycles, a whole game's log and the scene's images; Python's full collections
    # come by counts of objects, not of memory, and ended demos piled up between them (a soak
    # grew 54 -> 63 MB in 24 demos). Back at the menu, nothing of the demo may be left, even
    # as garbage not yet collected (gc.get_objects() lists that too).
    from retro import storage
    from retro.driver import Driver
    from retro.kiosk import guard
    from retro.launcher import Launcher
    from retro.play import Match
    from retro.scenes import App

    storage.set_data_dir(str(tmp_path))
    try:
        pyxel_screen("amiga_low")
        menu = Launcher(argparse.Namespace(lang=None, kiosk=True, idle=1, seed=None, game=None,
                                           game_args=[]))
        app = App(menu)
        guard(app, demo_seconds=2)
        left = []
        for _demo in range(8):                              # each game's demo twice
            while app.top is menu:
                app.frame(Input())
            demo = weakref.ref(app.top)
            name = type(app.top).__module__.split(".")[1]
            while app.top is not menu:
                app.frame(Input())
            kept = [type(o).__name__ for o in gc.get_objects() if isinstance(o, (Match, Driver))]
            if demo() is not None or kept:
                left.append((name, demo() is not None, kept))
        assert not left, f"(demo, its scene alive, what else is left) at the menu: {left}"
    finally:
        storage.set_data_dir(None)


def test_a_game_left_for_the_menu_is_let_go_at_once_outside_the_kiosk_too(pyxel_screen):
    # the desktop menu: a game ended and left is collected when the menu is back on top,
    # not at Python's next full collection (which comes by counts of objects, not memory)
    from retro.scenes import App, Scene

    class Game(Scene):
        def __init__(self):
            super().__init__()
            self.me = self                                    # a cycle, as Driver and Match make

        def update(self, inp):
            if inp.keys:
                self.app.pop()

    class Menu(Scene):
        holds_sessions = True

    pyxel_screen("amiga_low")
    app = App(Menu())
    game = Game()
    app.push(game)
    gone = weakref.ref(game)
    del game
    was = gc.isenabled()
    gc.disable()                               # only the App may collect it
    try:
        app.frame(Input())
        assert gone() is not None
        app.frame(Input(keys={"ESCAPE"}))
        assert gone() is None
    finally:
        if was:
            gc.enable()


def test_a_game_started_on_its_own_collects_nothing_when_its_dialogs_close(pyxel_screen):
    # `retro emperado`: the game is the first scene and its alerts come and go above it;
    # a full collection each time one closed would cost a frame each (and the tests minutes)
    from retro.scenes import App, Scene

    class Dialog(Scene):
        def update(self, inp):
            if inp.keys:
                self.app.pop()

    pyxel_screen("amiga_low")
    app = App(Scene())
    runs = []

    def counted(phase, info):
        if phase == "start":
            runs.append(info["generation"])
    was = gc.isenabled()
    gc.disable()
    gc.callbacks.append(counted)
    try:
        for _ in range(5):
            app.push(Dialog())
            app.frame(Input())
            app.frame(Input(keys={"RETURN"}))
        assert len(app.stack) == 1 and runs == []
    finally:
        gc.callbacks.remove(counted)
        if was:
            gc.enable()
