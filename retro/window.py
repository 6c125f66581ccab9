"""The desktop window: every machine's screen at a whole-number scale, kept on the desktop.

pyxel 2.9.9 can change the screen's size at run time (`pyxel.resize`), but it then sizes
the window itself at a fractional scale (the menu's 320x256 at x1.64 after EMPERADO's
640x400 on a 1400x1000 desktop) and leaves its top-left corner where it was; it has no
call to read the desktop or to place and size the window. `pyxel.integer_scale(True)`
does the other half: it draws the screen at the largest whole scale that fits the window,
centred on pyxel's background (the border).

So the window's geometry is ours: `window_geometry` (pure, no pyxel) chooses it, and
`Native` puts it on the real window through SDL2, which pyxel's binding links
dynamically: pyxel/__init__.py loads libSDL2-2.0.so.0 with RTLD_GLOBAL before the binding,
so ctypes reaches the very library (and the very window) pyxel uses. SDL 1.2's
environment variables SDL_VIDEO_CENTERED and SDL_VIDEO_WINDOW_POS are not in this SDL2 (its
binary holds neither name), and a hint could act only when the window is created, not on
a switch inside the running loop. Where there is no such SDL (the browser, a headless
run, a build that links SDL statically) `Native` does nothing and only the integer
scaling acts.

When the next whole scale misses the desktop by no more than the window's frame and title
bar (Twilight's 640x512 at x2 on the most common desktop, 1920x1080 with a panel of 27 and
a title bar of 30 pixels: 1023 < 1024), the window goes without them
(`SDL_SetWindowBordered`) and gets that scale; it has them again wherever the scale is the
same with them. The frame is the window manager's (`_NET_FRAME_EXTENTS`, through SDL);
while it is not known, 5 % of the desktop stand in for it.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass

try:
    import ctypes
except ImportError:          # a Python without it (a browser's, say): no window to place
    ctypes = None

MARGIN = 0.05     # of the desktop, left for the window's frame and title bar while their size is unknown
EDGE = 2          # pixels kept free around a window without a frame (a manager's thin border)


@dataclass(frozen=True)
class Geometry:
    scale: int    # whole-number scale of the machine's screen in the window
    x: int        # the window's inner area (no frame) on the desktop
    y: int
    w: int
    h: int
    decorated: bool = True    # False: without frame and title bar, for the larger scale

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return self.x, self.y, self.w, self.h


def fit_scale(area_w: int, area_h: int, screen_w: int, screen_h: int) -> int:
    """The largest whole scale at which a screen fits the area, at least 1."""
    return max(1, min(area_w // screen_w, area_h // screen_h))


def window_geometry(desktop: tuple[int, int, int, int], screen_w: int, screen_h: int,
                    old: tuple[int, int, int, int] | None = None,
                    forced_scale: int | None = None, user_sized: bool = False,
                    margin: float = MARGIN,
                    frame: tuple[int, int, int, int] | None = None) -> Geometry:
    """Where the window goes, and at what scale the screen shows in it.

    `desktop` is the usable desktop (x, y, w, h): the display less panels and task bars.
    `frame` is the window manager's frame around the window's inner area (top with the title
    bar, left, bottom, right), None while unknown: then `margin` of the desktop stands in for
    it. `old` is the window's inner area before (None: none yet, centre on the desktop).
    The scale is `forced_scale` (`--scale N`), or the largest whole one that fits the
    window the user has resized (`user_sized`: the window keeps its size, growing only
    to show the screen once), or the largest that fits the desktop with the frame; the
    window is then the screen times that scale. When a larger one fits the desktop without
    the frame (or the forced one only fits so), the window goes without it (`decorated`
    False), EDGE pixels inside the desktop. It is centred on the old window's centre
    and moved onto the desktop (to its top-left corner when it is the larger).
    """
    dx, dy, dw, dh = desktop
    if old is None:
        old = (dx + dw // 2, dy + dh // 2, 0, 0)
    ox, oy, ow, oh = old
    if frame is None:
        inner = desktop
        fit_w, fit_h = int(dw * (1 - margin)), int(dh * (1 - margin))
    else:
        top, left, bottom, right = frame
        inner = (dx + left, dy + top, dw - left - right, dh - top - bottom)
        fit_w, fit_h = inner[2], inner[3]
    bare = (dx + EDGE, dy + EDGE, dw - 2 * EDGE, dh - 2 * EDGE)

    def fits(scale: int, w: int, h: int) -> bool:
        return screen_w * scale <= w and screen_h * scale <= h

    decorated = True
    if forced_scale:
        scale = int(forced_scale)
        decorated = fits(scale, fit_w, fit_h) or not fits(scale, bare[2], bare[3])
        w, h = screen_w * scale, screen_h * scale
    elif user_sized:
        w, h = max(ow, screen_w), max(oh, screen_h)
        scale = fit_scale(w, h, screen_w, screen_h)
    else:
        scale = fit_scale(fit_w, fit_h, screen_w, screen_h)
        without = fit_scale(bare[2], bare[3], screen_w, screen_h)
        if without > scale:
            scale, decorated = without, False
        w, h = screen_w * scale, screen_h * scale
    bx, by, bw, bh = inner if decorated else bare
    x = ox + (ow - w) // 2
    y = oy + (oh - h) // 2
    x = max(bx, min(x, bx + bw - w))
    y = max(by, min(y, by + bh - h))
    return Geometry(scale, x, y, w, h, decorated)


SDL_WINDOW_FULLSCREEN = 0x00000001
SDL_WINDOW_BORDERLESS = 0x00000010
SDL_WINDOW_MAXIMIZED = 0x00000080


def _rect_type():
    """SDL_Rect."""
    class Rect(ctypes.Structure):
        _fields_ = (("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                    ("h", ctypes.c_int))
    return Rect


def _pyxels_sdl():
    """The SDL2 that pyxel has loaded (by the same names as pyxel/__init__.py, so the
    loader hands back the library already in the process)."""
    import os

    import pyxel

    names = ["libSDL2-2.0.so.0", os.path.join(os.path.dirname(pyxel.__file__), "libs",
                                              "libSDL2-2.0.so.0")]
    if not sys.platform.startswith("linux"):
        names = ["SDL2"]
    for name in names[:-1]:
        try:
            return ctypes.CDLL(name)
        except OSError:
            pass
    return ctypes.CDLL(names[-1])


class Native:
    """The real window, through pyxel's own SDL2 (see the module's text); every call is
    harmless where there is none."""

    def __init__(self):
        self._sdl = None
        self._win = None

    def _window(self):
        if self._win is not None:
            return self._win
        if self._sdl is None:
            if sys.platform == "emscripten" or ctypes is None:
                return None
            try:
                sdl = _pyxels_sdl()
                sdl.SDL_GL_GetCurrentWindow.restype = ctypes.c_void_p
                sdl.SDL_GetWindowFlags.restype = ctypes.c_uint32
                sdl.SDL_GetWindowFlags.argtypes = [ctypes.c_void_p]
                for name in ("SDL_GetWindowPosition", "SDL_GetWindowSize"):
                    getattr(sdl, name).argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                   ctypes.POINTER(ctypes.c_int)]
                for name in ("SDL_SetWindowPosition", "SDL_SetWindowSize"):
                    getattr(sdl, name).argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
                sdl.SDL_SetWindowBordered.argtypes = [ctypes.c_void_p, ctypes.c_int]
                sdl.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
                sdl.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [
                    ctypes.POINTER(ctypes.c_int)] * 4
                self._sdl = sdl
            except (OSError, AttributeError):
                self._sdl = False
        if not self._sdl:
            return None
        win = self._sdl.SDL_GL_GetCurrentWindow()   # pyxel's one window (its GL context's)
        self._win = win or None
        return self._win

    def available(self) -> bool:
        return self._window() is not None

    def first_desktop(self) -> tuple[int, int, int, int] | None:
        """The usable desktop of the first display, asked before pyxel opens its window
        (SDL's video started for it, which pyxel's own start then finds started), so that
        the window is made at its scale and shows no other first; None where SDL cannot
        tell."""
        if self._sdl is False or sys.platform == "emscripten" or ctypes is None:
            return None
        try:
            sdl = self._sdl or _pyxels_sdl()
            if sdl.SDL_InitSubSystem(0x20) != 0:          # SDL_INIT_VIDEO
                return None
            r = _rect_type()()
            if (sdl.SDL_GetDisplayUsableBounds(0, ctypes.byref(r)) != 0
                    and sdl.SDL_GetDisplayBounds(0, ctypes.byref(r)) != 0):
                return None
        except (OSError, AttributeError):
            return None
        return (r.x, r.y, r.w, r.h) if r.w > 0 and r.h > 0 else None

    def fullscreen(self) -> bool:
        win = self._window()
        return bool(win and self._sdl.SDL_GetWindowFlags(win) & SDL_WINDOW_FULLSCREEN)

    def maximized(self) -> bool:
        win = self._window()
        return bool(win and self._sdl.SDL_GetWindowFlags(win) & SDL_WINDOW_MAXIMIZED)

    def rect(self) -> tuple[int, int, int, int] | None:
        win = self._window()
        if win is None:
            return None
        x, y, w, h = (ctypes.c_int() for _ in range(4))
        self._sdl.SDL_GetWindowPosition(win, ctypes.byref(x), ctypes.byref(y))
        self._sdl.SDL_GetWindowSize(win, ctypes.byref(w), ctypes.byref(h))
        return x.value, y.value, w.value, h.value

    def bordered(self) -> bool:
        """Whether the window has its frame and title bar (the manager's decoration)."""
        win = self._window()
        return not (win and self._sdl.SDL_GetWindowFlags(win) & SDL_WINDOW_BORDERLESS)

    def set_bordered(self, on: bool) -> None:
        win = self._window()
        if win is not None:
            self._sdl.SDL_SetWindowBordered(win, 1 if on else 0)

    def work_area(self) -> tuple[int, int, int, int] | None:
        """The usable desktop of the window's display: no panel, no task bar."""
        win = self._window()
        if win is None:
            return None
        r = _rect_type()()
        index = self._sdl.SDL_GetWindowDisplayIndex(win)
        if (self._sdl.SDL_GetDisplayUsableBounds(max(index, 0), ctypes.byref(r)) != 0
                and self._sdl.SDL_GetDisplayBounds(max(index, 0), ctypes.byref(r)) != 0):
            return None
        return r.x, r.y, r.w, r.h

    def frame(self) -> tuple[int, int, int, int] | None:
        """The window manager's frame around the inner area: (top, left, bottom, right),
        the title bar in top; None where SDL cannot tell (all 0 before the manager has)."""
        win = self._window()
        if win is None:
            return None
        top, left, bottom, right = (ctypes.c_int() for _ in range(4))
        if self._sdl.SDL_GetWindowBordersSize(win, ctypes.byref(top), ctypes.byref(left),
                                              ctypes.byref(bottom), ctypes.byref(right)) != 0:
            return None
        return top.value, left.value, bottom.value, right.value

    def set_rect(self, x: int, y: int, w: int, h: int) -> None:
        win = self._window()
        if win is None:
            return
        self._sdl.SDL_SetWindowSize(win, w, h)
        self._sdl.SDL_SetWindowPosition(win, x, y)


native = Native()
