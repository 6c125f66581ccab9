"""The window's geometry (issue 23.1): every machine's screen at a whole-number scale, the
largest that fits the desktop or the user's window, centred where the window was, on the
desktop. `retro.window.window_geometry` is pure; `retro.screen.apply` puts it on the window."""
import itertools

import pytest

from retro import screen, window
from retro.machines import MACHINES
from retro.window import fit_scale, window_geometry

DESKTOPS = [(1400, 1000), (1920, 1080), (1280, 800), (3840, 2160), (1024, 768)]
PAIRS = list(itertools.permutations(MACHINES.values(), 2))
MENU = MACHINES["amiga_low"]


def on_desktop(geo, desktop):
    dx, dy, dw, dh = desktop
    return (dx <= geo.x and geo.x + geo.w <= dx + dw and dy <= geo.y and geo.y + geo.h <= dy + dh)


def start(desktop, machine):
    """The window as it stands on `machine` after retro.screen.init: centred on the desktop."""
    return window_geometry(desktop, machine.width, machine.height)


@pytest.mark.parametrize("dw,dh", DESKTOPS)
@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a.key}-{b.key}" for a, b in PAIRS])
def test_every_switch_is_at_the_largest_whole_scale_centred_on_the_desktop(a, b, dw, dh):
    desktop = (0, 0, dw, dh)
    first = start(desktop, a)
    geo = window_geometry(desktop, b.width, b.height, first.rect)
    usable_w, usable_h = int(dw * 0.95), int(dh * 0.95)      # the frame unknown: 5 % for it
    bare_w, bare_h = dw - 2 * window.EDGE, dh - 2 * window.EDGE
    assert isinstance(geo.scale, int) and geo.scale >= 1
    assert (geo.w, geo.h) == (b.width * geo.scale, b.height * geo.scale)
    framed = fit_scale(usable_w, usable_h, b.width, b.height)
    assert geo.scale == max(framed, fit_scale(bare_w, bare_h, b.width, b.height))
    assert geo.decorated == (geo.scale == framed)             # without a frame only for more
    if geo.scale > 1 or (b.width <= usable_w and b.height <= usable_h):
        assert geo.w <= (usable_w if geo.decorated else bare_w)      # it fits, with a margin
        assert geo.h <= (usable_h if geo.decorated else bare_h)
    assert on_desktop(geo, desktop)
    # centred where it was, unless the desktop's edge moved it
    cx, cy = first.x + first.w // 2, first.y + first.h // 2
    if on_desktop(window.Geometry(0, cx - geo.w // 2, cy - geo.h // 2, geo.w, geo.h), desktop):
        assert abs(geo.x + geo.w // 2 - cx) <= 1 and abs(geo.y + geo.h // 2 - cy) <= 1
    # and back again: the same window as at the start
    assert window_geometry(desktop, a.width, a.height, geo.rect) == first


def test_the_issues_desktop():
    """1400x1000: the menu x3 (not 525x420 at x1.64), EMPERADO x2 (not 1050x656), ACME x4,
    Twilight x1 (x2 would be 1024 high); EMPERADO's window centred on the menu's, on the
    desktop."""
    desktop = (0, 0, 1400, 1000)
    menu = start(desktop, MENU)
    assert menu == window.Geometry(3, 220, 116, 960, 768)
    st_high = window_geometry(desktop, 640, 400, menu.rect)
    assert st_high == window.Geometry(2, 60, 100, 1280, 800)
    assert window_geometry(desktop, 320, 200, menu.rect).rect == (60, 100, 1280, 800)
    assert window_geometry(desktop, 640, 512, menu.rect) == window.Geometry(1, 380, 244, 640, 512)


@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a.key}-{b.key}" for a, b in PAIRS])
def test_a_window_near_the_desktops_edge_stays_on_it(a, b):
    desktop = (0, 0, 1400, 1000)
    for corner in [(0, 0), (1400 - a.width, 0), (0, 1000 - a.height),
                   (1400 - a.width, 1000 - a.height), (700, 500), (-50, -40)]:
        old = (*corner, a.width, a.height)
        geo = window_geometry(desktop, b.width, b.height, old)
        assert on_desktop(geo, desktop), (corner, geo)


def test_the_desktop_may_start_beside_a_task_bar():
    desktop = (0, 40, 1920, 1040)            # a task bar of 40 at the top
    geo = window_geometry(desktop, 640, 400, (10, 0, 640, 400))
    assert geo.scale == 2 and (geo.x, geo.y) == (0, 40)
    geo = window_geometry((1920, 0, 1280, 1024), 320, 256)     # a second monitor
    assert geo.scale == 3 and on_desktop(geo, (1920, 0, 1280, 1024))


@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a.key}-{b.key}" for a, b in PAIRS])
def test_forced_scale(a, b):
    desktop = (0, 0, 3840, 2160)
    first = window_geometry(desktop, a.width, a.height, forced_scale=2)
    geo = window_geometry(desktop, b.width, b.height, first.rect, forced_scale=2)
    assert (geo.scale, geo.w, geo.h) == (2, b.width * 2, b.height * 2)
    assert on_desktop(geo, desktop)
    big = window_geometry((0, 0, 1024, 768), b.width, b.height, first.rect, forced_scale=3)
    assert (big.w, big.h) == (b.width * 3, b.height * 3)
    assert big.x == 0 if big.w > 1024 else 0 <= big.x <= 1024 - big.w
    assert big.y == 0 if big.h > 768 else 0 <= big.y <= 768 - big.h


@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a.key}-{b.key}" for a, b in PAIRS])
def test_a_window_the_user_has_resized_keeps_its_size_and_the_scale_follows_it(a, b):
    desktop = (0, 0, 1920, 1080)
    user = (100, 50, 1300, 900)
    geo = window_geometry(desktop, b.width, b.height, user, user_sized=True)
    assert geo.rect == user
    assert geo.scale == fit_scale(1300, 900, b.width, b.height)
    assert b.width * geo.scale <= 1300 and b.height * geo.scale <= 900
    # too small for the screen once: it grows to show it, still on the desktop
    tiny = window_geometry(desktop, b.width, b.height, (1800, 1000, 200, 150), user_sized=True)
    assert tiny.scale == 1 and (tiny.w, tiny.h) == (b.width, b.height)
    assert on_desktop(tiny, desktop)


def test_fit_scale():
    assert fit_scale(1330, 950, 320, 256) == 3
    assert fit_scale(1330, 950, 640, 512) == 1
    assert fit_scale(100, 100, 640, 512) == 1            # never below 1
    assert fit_scale(3648, 2052, 320, 200) == 10


class FakeWindow:
    """Stands in for retro.window.native: a window manager of one window, with the frame
    `frame` (top, left, bottom, right) while the window has one (none: 0, 0, 0, 0, unknown),
    and a panel as `desktop` leaves it."""

    def __init__(self, desktop=(0, 0, 1400, 1000), rect=(380, 244, 640, 512), frame=(0, 0, 0, 0)):
        self._desktop, self._rect, self._frame = desktop, rect, frame
        self.full = self.max = False
        self.decorated = True
        self.sets = []
        self.borders = []

    def available(self):
        return True

    def fullscreen(self):
        return self.full

    def maximized(self):
        return self.max

    def rect(self):
        return self._rect

    def work_area(self):
        return self._desktop

    def frame(self):
        return self._frame if self.decorated else (0, 0, 0, 0)

    def desktop(self):
        """What the window's inner area may cover (the Native of before issue 33.4)."""
        x, y, w, h = self._desktop
        t, left, b, r = self.frame()
        return x + left, y + t, w - left - r, h - t - b

    def bordered(self):
        return self.decorated

    def set_bordered(self, on):
        self.borders.append(on)
        self.decorated = on

    def set_rect(self, *rect):
        self.sets.append(rect)
        self._rect = rect

    def pyxel_resize(self, w, h):
        """What pyxel 2.9.9's resize does to the window: its own fractional size."""
        x, y = self._rect[:2]
        s = min(1050 / w, 750 / h)
        self._rect = (x, y, int(w * s), int(h * s))


@pytest.fixture
def fake_window(monkeypatch, pyxel_screen):
    import pyxel

    fake = FakeWindow()
    real_resize = pyxel.resize

    def resize(w, h):
        real_resize(w, h)
        fake.pyxel_resize(w, h)

    monkeypatch.setattr(window, "native", fake)
    monkeypatch.setattr(pyxel, "resize", resize)
    monkeypatch.setattr(screen, "_placed", None)
    monkeypatch.setattr(screen, "_forced_scale", None)
    monkeypatch.setattr(screen, "_user_sized", False)
    monkeypatch.setattr(screen, "_frame", None, raising=False)
    monkeypatch.setattr(screen, "_settle", 0, raising=False)
    yield fake
    monkeypatch.undo()
    screen.apply(MACHINES["amiga_hires_lace"])


def test_apply_places_the_window_at_every_switch(fake_window):
    screen.apply(MENU)
    assert fake_window.rect() == (220, 116, 960, 768)
    for a, b in PAIRS:
        screen.apply(a)
        before = fake_window.rect()
        screen.apply(b)
        x, y, w, h = fake_window.rect()
        scale = w // b.width
        assert (w, h) == (b.width * scale, b.height * scale)
        assert scale == fit_scale(1330, 950, b.width, b.height)
        assert 0 <= x and x + w <= 1400 and 0 <= y and y + h <= 1000
        assert abs((x + w // 2) - (before[0] + before[2] // 2)) <= 1


def test_apply_follows_a_window_the_user_has_resized(fake_window):
    screen.apply(MENU)
    fake_window._rect = (50, 60, 1300, 900)          # the user drags the corner
    screen.apply(MACHINES["st_high"])
    assert fake_window.rect() == (50, 60, 1300, 900)
    screen.apply(MACHINES["amiga_hires_lace"])       # a screen taller than 900 / 2
    assert fake_window.rect() == (50, 60, 1300, 900)
    screen.apply(MENU)
    assert fake_window.rect() == (50, 60, 1300, 900)


def test_apply_leaves_full_screen_and_a_maximised_window_alone(fake_window):
    screen.apply(MENU)
    fake_window.full = True
    n = len(fake_window.sets)
    screen.apply(MACHINES["st_high"])
    fake_window.full, fake_window.max = False, True
    screen.apply(MACHINES["st_low"])
    assert len(fake_window.sets) == n


@pytest.mark.parametrize("how", ["full", "max"])
def test_leaving_full_screen_brings_the_window_back_at_the_shown_machines_scale(fake_window, monkeypatch, how):
    monkeypatch.setattr(screen, "_was_filling", False)
    screen.apply(MENU)                               # 960x768 on 1400x1000
    setattr(fake_window, how, True)
    screen.follow()
    emperado = MACHINES["st_high"]
    screen.apply(emperado)                           # a switch in full screen: left alone
    n = len(fake_window.sets)
    screen.follow()
    assert len(fake_window.sets) == n
    setattr(fake_window, how, False)                 # Alt+Enter: the menu's size comes back
    screen.follow()
    x, y, w, h = fake_window.rect()
    assert (w, h) == (emperado.width * 2, emperado.height * 2)   # x2 fits 1330x950
    assert 0 <= x and x + w <= 1400 and 0 <= y and y + h <= 1000
    n = len(fake_window.sets)
    screen.follow()                                  # and only once
    assert len(fake_window.sets) == n


def test_apply_with_a_forced_scale(fake_window, monkeypatch):
    monkeypatch.setattr(screen, "_forced_scale", 1)
    for m in MACHINES.values():
        screen.apply(m)
        assert fake_window.rect()[2:] == (m.width, m.height)


def test_headless_there_is_no_window_to_place(pyxel_screen):
    native = window.Native()
    assert not native.available() and native.rect() is None and native.work_area() is None
    assert native.frame() is None and native.bordered()
    native.set_rect(0, 0, 10, 10)                    # does nothing, raises nothing
    native.set_bordered(False)


# -- issue 33.4: the most common desktops, a panel of 27 and a title bar of 30 pixels ------------
PANEL, TITLE = 27, 30
COMMON = [(1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
FRAME = (TITLE, 0, 0, 0)          # top (the title bar), left, bottom, right
TWILIGHT = MACHINES["amiga_hires_lace"]


def work(dw, dh):
    return 0, PANEL, dw, dh - PANEL


def inside(geo, dw, dh):
    """The window, with its frame if it has one, on the usable desktop (below the panel)."""
    x, y, w, h = geo.rect
    top = TITLE if geo.decorated else 0
    return 0 <= x and x + w <= dw and PANEL <= y - top and y + h <= dh


@pytest.mark.parametrize("dw,dh", COMMON)
@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a.key}-{b.key}" for a, b in PAIRS])
def test_the_common_desktops_with_panel_and_title_bar_for_every_machine(a, b, dw, dh):
    first = window_geometry(work(dw, dh), a.width, a.height, frame=FRAME)
    geo = window_geometry(work(dw, dh), b.width, b.height, first.rect, frame=FRAME)
    assert (geo.w, geo.h) == (b.width * geo.scale, b.height * geo.scale) and geo.scale >= 1
    assert inside(geo, dw, dh), geo
    usable = dh - PANEL
    with_frame = fit_scale(dw, usable - TITLE, b.width, b.height)
    without = fit_scale(dw - 2 * window.EDGE, usable - 2 * window.EDGE, b.width, b.height)
    assert geo.scale == max(with_frame, without)              # the largest whole scale there is
    assert geo.decorated == (geo.scale == with_frame)         # the title bar goes only for it
    assert window_geometry(work(dw, dh), a.width, a.height, geo.rect, frame=FRAME).scale == first.scale


def test_twilight_is_x2_on_1920x1080_with_a_panel_and_a_title_bar():
    # 1080 - 27 - 30 = 1023 < 1024: with its title bar x1 (5-pixel capitals), without it x2
    geo = window_geometry(work(1920, 1080), 640, 512, frame=FRAME)
    assert (geo.scale, geo.decorated) == (2, False) and inside(geo, 1920, 1080)
    assert geo.rect == (320, 41, 1280, 1024)
    forced = window_geometry(work(1920, 1080), 640, 512, forced_scale=2, frame=FRAME)
    assert forced == geo                                      # --scale 2 fits the same way
    menu = window_geometry(work(1920, 1080), 320, 256, geo.rect, frame=FRAME)
    emperado = window_geometry(work(1920, 1080), 640, 400, geo.rect, frame=FRAME)
    assert (menu.scale, menu.decorated) == (4, False)         # 1022 < 1024 too
    assert (emperado.scale, emperado.decorated) == (2, True)  # x2 with its title bar
    # the 1400x1100 desktop of the issue (no panel): x2 with the title bar, no 5 % besides it
    assert window_geometry((0, 0, 1400, 1100), 640, 512, frame=(30, 1, 1, 1)).rect[2:] == (1280, 1024)


@pytest.fixture
def common_desktop(fake_window):
    fake_window._desktop, fake_window._frame = work(1920, 1080), FRAME
    fake_window._rect = (641, 314, 640, 512)
    return fake_window


def test_apply_takes_the_title_bar_off_for_twilight_at_x2_and_puts_it_back(common_desktop, monkeypatch):
    fake = common_desktop
    monkeypatch.setattr(screen, "_was_filling", False)
    screen.apply(MACHINES["st_high"])
    assert fake.rect()[2:] == (1280, 800) and fake.decorated
    screen.apply(TWILIGHT)
    placed = fake.rect()
    assert placed[2:] == (1280, 1024) and not fake.decorated and pyxel_scale(fake) == 2
    assert inside(window.Geometry(2, *placed, decorated=False), 1920, 1080)
    # SDL placed it by the frame it knew: the manager moves it; follow puts it back
    fake._rect = (placed[0], placed[1] - TITLE, 1280, 1024)
    screen.follow()
    assert fake.rect() == placed
    screen.apply(MACHINES["st_high"])
    assert fake.decorated and fake.rect()[2:] == (1280, 800) and fake.borders == [False, True]
    assert PANEL + TITLE <= fake.rect()[1]


def test_scale_2_fits_the_common_desktop_from_the_first_placement(common_desktop, monkeypatch):
    fake = common_desktop
    monkeypatch.setattr(screen, "_forced_scale", 2)
    fake._rect = (320, 57, 1280, 1024)           # pyxel.init's window at display_scale 2, framed
    screen.apply(TWILIGHT)
    x, y, w, h = fake.rect()
    assert (w, h) == (1280, 1024) and not fake.decorated and PANEL <= y and y + h <= 1080


def pyxel_scale(fake):
    """The whole scale pyxel's integer scaling shows the screen at in the fake window."""
    import pyxel
    return fit_scale(fake.rect()[2], fake.rect()[3], pyxel.width, pyxel.height)
