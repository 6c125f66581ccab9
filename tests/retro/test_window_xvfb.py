"""The real window under Xvfb (issue 23.1): at every switch of machine the window is a
whole multiple of the machine's screen, at the largest scale that fits the desktop,
centred where it was and on the desktop, and the screen's pixels are whole blocks (a
one-pixel checkerboard, the ST's finest fill pattern, must come out as s x s squares).

Needs Xvfb, xdotool, xwininfo and ImageMagick's `import` (CI: apt-get install -y xvfb
xdotool x11-utils imagemagick); skipped, saying which is missing, without them. Every
child process runs with a timeout and is killed in `finally`.
"""
from __future__ import annotations

import itertools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import pytest
from subprocess_helpers import Talk, run

from retro.machines import MACHINES
from retro.window import fit_scale, window_geometry

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick"}


def _need_tools():
    missing = [f"{t} ({pkg})" for t, pkg in TOOLS.items() if shutil.which(t) is None]
    if missing:
        pytest.skip("no " + ", ".join(missing) + ": apt-get install -y xvfb xdotool x11-utils "
                    "imagemagick")


def _run(args, env, timeout=20):
    return run(args, env=env, timeout=timeout, capture_output=True, check=False)


class Xvfb:
    """An X server of one screen on a display number no other server holds."""

    def __init__(self, width, height):
        self.proc = None
        self.log = tempfile.TemporaryFile()   # noqa: SIM115 - Xvfb's stderr, closed by close()
        taken = Path("/proc/net/unix").read_text() if Path("/proc/net/unix").exists() else ""
        start = random.randrange(100, 400)
        for number in range(start, start + 100):
            if (Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists()
                    or f"/tmp/.X11-unix/X{number}\n" in taken):
                continue
            self.display = f":{number}"
            self.proc = subprocess.Popen(
                ["Xvfb", self.display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
                 "-noreset"], stdout=subprocess.DEVNULL, stderr=self.log)
            end = time.monotonic() + 15
            while self.proc.poll() is None and time.monotonic() < end:
                if Path(f"/tmp/.X11-unix/X{number}").exists() and _run(
                        ["xwininfo", "-root"], dict(os.environ, DISPLAY=self.display)).returncode == 0:
                    break
                time.sleep(0.05)
            else:
                _stop(self.proc)    # another server took the number first, or a hang: the next
                self.proc = None
                continue
            break
        else:
            self.log.seek(0)
            err = self.log.read().decode(errors="replace")[-500:]
            self.log.close()
            pytest.fail("Xvfb would not start: " + err)
        self.env = dict(os.environ, DISPLAY=self.display, SDL_AUDIODRIVER="dummy",
                        PYTHONPATH=str(ROOT), PYXEL_QUIET="1")
        self.env.pop("SDL_VIDEODRIVER", None)
        self.desktop = (0, 0, width, height)

    def close(self):
        if self.proc is not None:
            _stop(self.proc)
            self.proc = None
        self.log.close()

    def window(self, title):
        """(window id, (x, y, w, h)) of the top-level window named `title`, or None."""
        out = _run(["xwininfo", "-root", "-tree"], self.env).stdout.decode(errors="replace")
        for line in out.splitlines():
            if f'"{title}"' in line:
                wid = line.split()[0]
                info = _run(["xwininfo", "-id", wid], self.env).stdout.decode()
                v = {}
                for row in info.splitlines():
                    key, _, val = row.strip().partition(":")
                    if key in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height"):
                        v[key.split()[-1]] = int(val)
                if len(v) == 4:
                    return wid, (v["X"], v["Y"], v["Width"], v["Height"])
        return None

    def pixels(self):
        """The root window as (width, height, rgb bytes), through ImageMagick's import."""
        raw = _run(["import", "-window", "root", "-depth", "8", "ppm:-"], self.env, timeout=60).stdout
        assert raw[:2] == b"P6", raw[:40]
        fields, pos = [], 2
        while len(fields) < 3:
            while raw[pos:pos + 1].isspace():
                pos += 1
            end = pos
            while not raw[end:end + 1].isspace():
                end += 1
            fields.append(int(raw[pos:end]))
            pos = end
        w, h, _ = fields
        return w, h, raw[pos + 1:pos + 1 + w * h * 3]


def _stop(proc):
    """End a child: asked first (Xvfb then removes its lock and socket), killed if need be."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
    proc.wait(timeout=10)


def every_switch(keys):
    """A walk through the machines that makes every ordered switch a -> b once."""
    todo = {a: [b for b in keys if b != a] for a in keys}
    walk, stack = [], [keys[0]]
    while stack:                                 # Hierholzer's circuit
        v = stack[-1]
        if todo[v]:
            stack.append(todo[v].pop())
        else:
            walk.append(stack.pop())
    return walk[::-1]


DRIVER = textwrap.dedent('''
    import sys, tempfile
    import pyxel
    from retro import screen, storage
    from retro.machines import MACHINES

    storage.set_data_dir(tempfile.mkdtemp())
    keys = sys.argv[1].split(",")
    scale = int(sys.argv[2]) or None
    screen.init(MACHINES[keys[0]], fps=50, title="retro-window-test", scale=scale)
    tile = pyxel.Image(256, 256)
    for y in range(256):
        for x in range(256):
            tile.pset(x, y, (x + y) % 2)
    state = {"i": 0, "t": 0, "asked": False}

    def update():
        screen.follow()                  # as retro.scenes.App.run does, once a frame
        state["t"] += 1
        if not state["asked"] and state["t"] >= 12:     # shown a while: the test looks
            print("at", state["i"], keys[state["i"]], flush=True)
            if sys.stdin.readline().strip() != "next" or state["i"] + 1 == len(keys):
                pyxel.quit()
            state["asked"], state["t"] = True, 0
        elif state["asked"] and state["t"] >= 5:        # SDL has heard what the test did
            state["i"] += 1
            state["asked"], state["t"] = False, 0
            screen.apply(MACHINES[keys[state["i"]]])

    def draw():
        for ty in range(0, pyxel.height, 256):
            for tx in range(0, pyxel.width, 256):
                pyxel.blt(tx, ty, tile, 0, 0, 256, 256)

    pyxel.run(update, draw)
''')


def check_blocks(shot, rect, machine, scale):
    """The window's inside is the checkerboard in whole scale x scale blocks (centred, on
    pyxel's background where the scale leaves room): every 5th row, every pixel of it."""
    sw, _, data = shot
    x0, y0, w, h = rect
    bx = (w - machine.width * scale) // 2
    by = (h - machine.height * scale) // 2
    c0 = c1 = None
    bad = 0
    for py in range(0, machine.height * scale, 5):
        row = (y0 + by + py) * sw
        for px in range(machine.width * scale):
            i = (row + x0 + bx + px) * 3
            rgb = data[i:i + 3]
            if ((px // scale) + (py // scale)) % 2 == 0:
                c0 = c0 or rgb
                bad += rgb != c0
            else:
                c1 = c1 or rgb
                bad += rgb != c1
    assert c0 != c1, "no checkerboard in the window"
    assert bad == 0, f"{bad} pixels off the {scale}x{scale} blocks in {machine.key}"


def run_driver(x, keys, scale=0, between=None):
    """Run the driver through `keys`; yield (index, machine key, window rect) at each stop
    (the driver waits there); `between(i, wid)` may act on the window before the next."""
    with Talk([sys.executable, "-c", DRIVER, ",".join(keys), str(scale)], env=x.env) as talk:
        for _ in keys:
            _, i, key = talk.readline().split()
            found = None
            for _ in range(50):                 # the X server may lag SDL by a moment
                found = x.window("retro-window-test")
                if found:
                    time.sleep(0.1)
                    again = x.window("retro-window-test")
                    if again == found:
                        break
                time.sleep(0.1)
            assert found, f"stop {i} ({key}): no window named retro-window-test on {x.display}"
            shots = os.environ.get("RETRO_WINDOW_SHOTS")     # a folder: keep a picture of each stop
            if shots:
                name = f"{x.desktop[2]}x{x.desktop[3]}_{len(keys)}_{i}_{key}.png"
                _run(["import", "-window", "root", str(Path(shots) / name)], x.env, timeout=60)
            yield int(i), key, found[1], x.pixels()
            if between is not None:
                between(int(i), found[0])
            talk.tell("next")
        assert talk.p.wait(timeout=30) == 0


@pytest.mark.parametrize("dw,dh", [(1400, 1000), (1920, 1080), (1024, 768)])
def test_every_switch_in_a_real_window(dw, dh):
    _need_tools()
    keys = every_switch(list(MACHINES))
    assert len(keys) == 13 and len(set(itertools.pairwise(keys))) == 12
    x = Xvfb(dw, dh)
    try:
        seen, prev = [], None
        for _i, key, rect, shot in run_driver(x, keys):
            m = MACHINES[key]
            wx, wy, w, h = rect
            scale = w // m.width
            seen.append((key, rect))
            assert (w, h) == (m.width * scale, m.height * scale), (key, rect)
            assert scale == fit_scale(int(dw * 0.95), int(dh * 0.95), m.width, m.height)
            assert 0 <= wx and wx + w <= dw and 0 <= wy and wy + h <= dh, (key, rect)
            if prev is not None:                 # centred where it was, on the desktop
                assert window_geometry(x.desktop, m.width, m.height, prev).rect == rect
            check_blocks(shot, rect, m, scale)
            prev = rect
        assert len(seen) == 13
        print("\n".join(f"{k:17} {r[2]}x{r[3]}+{r[0]}+{r[1]}" for k, r in seen))
    finally:
        x.close()


def test_a_window_the_user_resized_keeps_its_size_and_the_scale_follows_it():
    _need_tools()
    keys = ["amiga_low", "st_high", "amiga_hires_lace", "st_low"]
    x = Xvfb(1400, 1000)

    def user_resizes(i, wid):
        if i == 0:
            _run(["xdotool", "windowsize", wid, "1300", "900"], x.env)
            for _ in range(50):
                if x.window("retro-window-test")[1][2:] == (1300, 900):
                    break
                time.sleep(0.1)

    try:
        for i, key, rect, shot in run_driver(x, keys, between=user_resizes):
            m = MACHINES[key]
            if i == 0:
                assert rect == (220, 116, 960, 768)
                continue
            assert rect[2:] == (1300, 900), (key, rect)
            assert 0 <= rect[0] <= 100 and 0 <= rect[1] <= 100, rect    # back on the desktop
            check_blocks(shot, rect, m, fit_scale(1300, 900, m.width, m.height))
    finally:
        x.close()


def test_scale_forces_the_window_size():
    _need_tools()
    keys = ["amiga_low", "st_high", "st_low", "amiga_hires_lace"]
    x = Xvfb(1400, 1000)
    try:
        for _, key, rect, shot in run_driver(x, keys, scale=1):
            m = MACHINES[key]
            assert rect[2:] == (m.width, m.height)
            check_blocks(shot, rect, m, 1)
    finally:
        x.close()


def settled(x, proc, previous, timeout=40):
    """The collection's window once it differs from `previous` and holds still for 0.5 s."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        assert proc.poll() is None, proc.stderr.read().decode(errors="replace")[-2000:]
        found = x.window("retro")
        if found and found[1] != previous:
            time.sleep(0.5)
            if x.window("retro") == found:
                return found[1]
        time.sleep(0.1)
    pytest.fail(f"the window stayed at {previous} for {timeout} s")


def test_the_collection_switching_games_in_kiosk_mode(tmp_path):
    """`python -m retro --kiosk`: the menu, a game's demo when idle, a key back to the menu,
    the next demo: every window is a whole multiple of one machine's screen, placed as
    window_geometry says, on the desktop."""
    _need_tools()
    x = Xvfb(1400, 1000)
    proc = subprocess.Popen([sys.executable, "-m", "retro", "--kiosk", "--idle", "3",
                             "--data", str(tmp_path)], env=x.env, cwd=str(ROOT),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    try:
        steps, prev = [], None
        for step in range(5):
            rect = settled(x, proc, prev)
            steps.append(rect)
            fits = [m.key for m in MACHINES.values()
                    if prev is not None and window_geometry(x.desktop, m.width, m.height, prev).rect == rect
                    or prev is None and window_geometry(x.desktop, m.width, m.height).rect == rect]
            assert fits, f"step {step}: {rect} is no machine's whole-scale window"
            wx, wy, w, h = rect
            assert 0 <= wx and wx + w <= 1400 and 0 <= wy and wy + h <= 1000
            prev = rect
            if step % 2 == 1:                       # a demo: any key ends it
                _run(["xdotool", "mousemove", str(wx + w // 2), str(wy + h // 2)], x.env)
                _run(["xdotool", "key", "space"], x.env)
        assert steps[0] == (220, 116, 960, 768)      # the menu x3, centred
        assert steps[1] != steps[0] and steps[2] == steps[0]
        print("\n".join(f"{r[2]}x{r[3]}+{r[0]}+{r[1]}" for r in steps))
    finally:
        _stop(proc)
        x.close()


def test_the_collection_from_the_menu_to_twilight_and_back(tmp_path):
    """`python -m retro`, key 3: Twilight's 640x512 at the largest whole scale (x1 on
    1400x1000, x2 would be 1024 high), centred on the menu's window; Esc, the menu again."""
    _need_tools()
    x = Xvfb(1400, 1000)
    proc = subprocess.Popen([sys.executable, "-m", "retro", "--data", str(tmp_path)], env=x.env,
                            cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    try:
        menu = settled(x, proc, None)
        assert menu == window_geometry(x.desktop, 320, 256).rect == (220, 116, 960, 768)
        _run(["xdotool", "mousemove", "700", "500"], x.env)
        _run(["xdotool", "key", "3"], x.env)
        twilight = settled(x, proc, menu)
        assert twilight == window_geometry(x.desktop, 640, 512, menu).rect == (380, 244, 640, 512)
        _run(["xdotool", "key", "Escape"], x.env)
        assert settled(x, proc, twilight) == menu
    finally:
        _stop(proc)
        x.close()


def test_full_screen_fills_the_display_through_a_switch_and_leaves_at_the_machines_scale(tmp_path):
    """`python -m retro --fullscreen` under a window manager (full screen is the manager's
    business: a bare Xvfb leaves the X window at its size while SDL draws for the display):
    the display's size from the first frame and into EMPERADO; Alt+Enter leaves it, and the
    window comes back at EMPERADO's whole scale (x2, 1280x800), not at the menu's size."""
    _need_tools()
    if shutil.which("openbox") is None:
        pytest.skip("no window manager: apt-get install -y openbox")
    x = Xvfb(1400, 1000)
    wm = subprocess.Popen(["openbox"], env=x.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proc = None
    try:
        time.sleep(1)
        proc = subprocess.Popen([sys.executable, "-m", "retro", "--fullscreen", "--data", str(tmp_path)],
                                env=x.env, cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        menu = settled(x, proc, None)
        assert menu == (0, 0, 1400, 1000)
        _run(["xdotool", "key", "1"], x.env)
        time.sleep(2)
        assert proc.poll() is None and x.window("retro")[1] == (0, 0, 1400, 1000)
        for args in (["keydown", "alt"], ["keydown", "Return"], ["keyup", "Return"], ["keyup", "alt"]):
            _run(["xdotool", *args], x.env)            # held across frames: pyxel looks at both
            time.sleep(0.2)
        wx, wy, w, h = settled(x, proc, menu)
        assert (w, h) == (1280, 800)
        # on the desktop (where the manager's frame and title bar go is the manager's affair)
        assert 0 <= wx < 1400 - w // 2 and 0 <= wy < 1000 - h // 2
    finally:
        if proc is not None:
            _stop(proc)
        _stop(wm)
        x.close()


# -- issue 33.4: the most common desktop, 1920x1080 with a panel and a title bar -----------------
PANEL = textwrap.dedent('''
    # An X client of libX11 through ctypes: "probe" maps a window for the manager to frame;
    # "panel H" a dock of H pixels at the top whose strut the manager keeps free. It stays
    # until it is killed.
    import ctypes, ctypes.util, sys, time
    x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    d = x.XOpenDisplay(None)
    x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x.XDefaultRootWindow.restype = ctypes.c_ulong
    root = x.XDefaultRootWindow(d)
    x.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + \\
        [ctypes.c_uint] * 3 + [ctypes.c_ulong] * 2
    x.XCreateSimpleWindow.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XInternAtom.restype = ctypes.c_ulong
    x.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong,
                                  ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    x.XStoreName.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_char_p]
    x.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x.XMoveWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int]
    x.XFlush.argtypes = [ctypes.c_void_p]
    atom = lambda n: x.XInternAtom(d, n.encode(), 0)
    width = int(sys.argv[2])
    if sys.argv[1] == "panel":
        h = int(sys.argv[3])
        w = x.XCreateSimpleWindow(d, root, 0, 0, width, h, 0, 0, 0x3366AA)
        kind = (ctypes.c_ulong * 1)(atom("_NET_WM_WINDOW_TYPE_DOCK"))
        x.XChangeProperty(d, w, atom("_NET_WM_WINDOW_TYPE"), atom("ATOM"), 32, 0, kind, 1)
        strut = (ctypes.c_ulong * 12)(0, 0, h, 0, 0, 0, 0, 0, 0, width - 1, 0, 0)
        x.XChangeProperty(d, w, atom("_NET_WM_STRUT_PARTIAL"), atom("CARDINAL"), 32, 0, strut, 12)
        x.XChangeProperty(d, w, atom("_NET_WM_STRUT"), atom("CARDINAL"), 32, 0, strut, 4)
    else:
        w = x.XCreateSimpleWindow(d, root, 100, 100, 300, 200, 0, 0, 0x808080)
    x.XStoreName(d, w, sys.argv[1].encode())
    x.XMapWindow(d, w)
    x.XFlush(d)
    time.sleep(0.3)
    if sys.argv[1] == "panel":
        x.XMoveWindow(d, w, 0, 0)
        x.XFlush(d)
    print("mapped", flush=True)
    while True:
        time.sleep(3600)
''')
OPENBOX_THEME = "border.width: 1\npadding.width: 3\npadding.height: 7\nwindow.handle.width: 0\n"
OPENBOX_RC = ('<?xml version="1.0" encoding="UTF-8"?>\n<openbox_config xmlns="http://openbox.org/3.4/rc">'
              '<theme><name>Tall</name><titleLayout>LC</titleLayout></theme></openbox_config>\n')


def _extents(x, title):
    """The manager's frame around the window named `title`: (top, left, bottom, right)."""
    found = x.window(title)
    if found is None:
        return None
    out = _run(["xprop", "-id", found[0], "_NET_FRAME_EXTENTS"], x.env).stdout.decode()
    if "=" not in out:
        return (0, 0, 0, 0)
    left, right, top, bottom = (int(v) for v in out.split("=")[1].split(","))
    return top, left, bottom, right


def _until(ok, failing, seconds=30.0):
    """Wait until ok() (every 0.1 s), or fail saying `failing`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if ok():
            return
        time.sleep(0.1)
    pytest.fail(f"{failing} within {seconds} s")


def _at_rest(x, title, seconds=10.0):
    """(rect, framed) of the window once both have held still for half a second."""
    last, since, end = None, time.monotonic(), time.monotonic() + seconds
    while time.monotonic() < end:
        found = x.window(title)
        now = (found[1], any(_extents(x, title))) if found else None
        if now != last:
            last, since = now, time.monotonic()
        elif now is not None and time.monotonic() - since >= 0.5:
            return now
        time.sleep(0.1)
    pytest.fail(f"{title}: no rest within {seconds} s, last {last}")


class CommonDesktop:
    """1920x1080 under openbox, its title bar some 30 pixels (a theme of ours), a panel at the
    top as high as makes the usable height with the title bar 1023: Twilight's x2 (1024)
    misses it by one pixel, as on the issue's desktop (1080 - 27 - 30)."""

    def __init__(self, tmp_path):
        if shutil.which("openbox") is None or shutil.which("xprop") is None:
            pytest.skip("no window manager: apt-get install -y openbox x11-utils")
        theme = tmp_path / "share" / "themes" / "Tall" / "openbox-3"
        theme.mkdir(parents=True)
        (theme / "themerc").write_text(OPENBOX_THEME)
        (tmp_path / "rc.xml").write_text(OPENBOX_RC)
        self.x = x = Xvfb(1920, 1080)
        x.env["XDG_DATA_HOME"] = str(tmp_path / "share")
        self.procs = []
        try:
            self._set_up(tmp_path)
        except BaseException:             # a failure or a skip on the way: nothing left running
            self.close()
            raise

    def _set_up(self, tmp_path):
        x = self.x
        self.wm = subprocess.Popen(["openbox", "--config-file", str(tmp_path / "rc.xml")], env=x.env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.procs.append(self.wm)
        _until(lambda: "window id" in _run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], x.env).stdout.decode(),
               "openbox does not run")
        probe = self._client("probe", 1920)
        _until(lambda: any(_extents(x, "probe") or ()), "openbox frames no window")
        self.frame = _extents(x, "probe")          # (a frame not yet read made a wrong panel)
        _stop(probe)
        self.procs.remove(probe)
        top, left, bottom, right = self.frame
        self.panel = 1080 - 1023 - top - bottom
        assert 0 < self.panel < 100, self.frame
        self._client("panel", 1920, self.panel)
        self.work = (0, self.panel, 1920, 1080 - self.panel)

        def kept_free():
            area = _run(["xprop", "-root", "_NET_WORKAREA"], x.env).stdout.decode()
            return "=" in area and tuple(int(v) for v in area.split("=")[1].split(",")[:4]) == self.work
        _until(kept_free, "openbox does not keep the panel's strut free")

    def _client(self, *args):
        """The X client PANEL with `args`, once it has mapped its window (read with a deadline)."""
        talk = Talk([sys.executable, "-c", PANEL, *map(str, args)], env=self.x.env, deadline=30)
        self.procs.append(talk.p)
        assert talk.readline() == "mapped", args
        return talk.p

    def inside(self, rect, framed):
        """The window, with its frame when it has one, on the usable desktop."""
        wx, wy, w, h = rect
        top, left, bottom, right = self.frame if framed else (0, 0, 0, 0)
        return (0 <= wx - left and wx + w + right <= 1920 and self.panel <= wy - top
                and wy + h + bottom <= 1080)

    def close(self):
        for p in reversed(self.procs):
            _stop(p)
        self.x.close()


def test_every_switch_on_the_common_desktop_with_panel_and_title_bar(tmp_path):
    """Every machine's screen at the largest whole scale the desktop has room for, with the
    title bar where that scale allows it and without where only so it fits: Twilight x2
    (1280x1024, not x1), the menu x4; whole 2x2 blocks on the screen."""
    _need_tools()
    desk = CommonDesktop(tmp_path)
    x = desk.x
    keys = every_switch(list(MACHINES))
    seen = []
    try:
        for _i, key, rect, shot in run_driver(x, keys):
            m = MACHINES[key]
            rect, framed = _at_rest(x, "retro-window-test")     # the manager may lag a loaded machine
            shot = x.pixels()
            wx, wy, w, h = rect
            scale = w // m.width
            seen.append((key, rect, framed))
            assert (w, h) == (m.width * scale, m.height * scale), (key, rect)
            expected = window_geometry(desk.work, m.width, m.height, frame=desk.frame)
            assert (scale, framed) == (expected.scale, expected.decorated), (key, rect, framed)
            assert desk.inside(rect, framed), (key, rect, framed)
            check_blocks(shot, rect, m, scale)
        scales = {k: r[2] // MACHINES[k].width for k, r, _ in seen}
        assert scales["amiga_hires_lace"] == 2 and scales["amiga_low"] == 4, scales
        print(f"\npanel {desk.panel}, frame {desk.frame} (top, left, bottom, right)")
        print("\n".join(f"{k:17} {r[2]}x{r[3]}+{r[0]}+{r[1]} {'framed' if f else 'no frame'}"
                        for k, r, f in seen))
    finally:
        desk.close()


def _watch(desk, args, tmp_path, seconds=8.0):
    """`python -m retro ARGS` on the desktop: every size its window showed, from the first
    moment, and where it came to rest (rect, framed, the root's pixels)."""
    x = desk.x
    proc = subprocess.Popen([sys.executable, "-m", "retro", *args, "--data", str(tmp_path / "data")],
                            env=x.env, cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    sizes, last, still = [], None, 0
    try:
        end = time.monotonic() + 60
        while time.monotonic() < end and still < 20:
            assert proc.poll() is None, proc.stderr.read().decode(errors="replace")[-2000:]
            found = x.window("retro")
            if found:
                sizes.append(found[1][2:])
                still = still + 1 if found == last else 0
                last = found
            time.sleep(0.05)
        assert last, "no window"
        return sizes, last[1], any(_extents(x, "retro")), x.pixels()
    finally:
        _stop(proc)


def two_by_two(shot, rect):
    """Whether the window's pixels come in 2x2 blocks (x2), and not all of one colour."""
    sw, _, data = shot
    x0, y0, w, h = rect
    colours, bad = set(), 0
    for by in range(0, h - 1, 14):
        for bx in range(0, w - 1, 2):
            i = ((y0 + by) * sw + x0 + bx) * 3
            j = i + sw * 3
            block = {data[i:i + 3], data[i + 3:i + 6], data[j:j + 3], data[j + 3:j + 6]}
            colours |= block
            bad += len(block) > 1
    return bad == 0 and len(colours) > 2


def test_twilight_opens_at_x2_on_the_common_desktop_and_scale_2_shows_nothing_else(tmp_path):
    """`retro twilight`: x2 at once, 1280x1024 without its title bar below the panel (it was
    640x512 at x1); `retro twilight --scale 2`: 1280x1024 from the first moment to the
    last, on the usable desktop (it lay one pixel and its frame under the screen's edge)."""
    _need_tools()
    desk = CommonDesktop(tmp_path)
    try:
        for args in (["twilight"], ["twilight", "--scale", "2"]):
            sizes, rect, framed, shot = _watch(desk, args, tmp_path)
            assert set(sizes) == {(1280, 1024)}, (args, sorted(set(sizes)))
            assert not framed and desk.inside(rect, framed), (args, rect)
            assert two_by_two(shot, rect), args
            print(args, rect, "framed" if framed else "no frame", f"{len(sizes)} looks")
    finally:
        desk.close()
