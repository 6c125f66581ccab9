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
"""
from __future__ import annotations

import sys
from dataclasses import dataclass

try:
    import ctypes
except ImportError:          # a Python without it (a browser's, say): no window to place
    ctypes = None

MARGIN = 0.05     # of the desktop, left for the window's frame and title bar


@dataclass(frozen=True)
class Geometry:
    scale: int    # whole-number scale of the machine's screen in the window
    x: int        # the window's inner area (no frame) on the desktop
    y: int
    w: int
    h: int

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return self.x, self.y, self.w, self.h


def fit_scale(area_w: int, area_h: int, screen_w: int, screen_h: int) -> int:
    """The largest whole scale at which a screen fits the area, at least 1."""
    return max(1, min(area_w // screen_w, area_h // screen_h))


def window_geometry(desktop: tuple[int, int, int, int], screen_w: int, screen_h: int,
                    old: tuple[int, int, int, int] | None = None,
                    forced_scale: int | None = None, user_sized: bool = False,
                    margin: float = MARGIN) -> Geometry:
    """Where the window goes, and at what scale the screen shows in it.

    `desktop` is the usable desktop (x, y, w, h) the window's inner area may cover,
    `old` the window's inner area before (None: none yet, centre on the desktop).
    The scale is `forced_scale` (`--scale N`), or the largest whole one that fits the
    window the user has resized (`user_sized`: the window keeps its size, growing only
    to show the screen once), or the largest that fits the desktop less `margin`; the
    window is then the screen times that scale. It is centred on the old window's centre
    and moved onto the desktop (to its top-left corner when it is the larger).
    """
    dx, dy, dw, dh = desktop
    if old is None:
        old = (dx + dw // 2, dy + dh // 2, 0, 0)
    ox, oy, ow, oh = old
    if forced_scale:
        scale = int(forced_scale)
        w, h = screen_w * scale, screen_h * scale
    elif user_sized:
        w, h = max(ow, screen_w), max(oh, screen_h)
        scale = fit_scale(w, h, screen_w, screen_h)
    else:
        scale = fit_scale(int(dw * (1 - margin)), int(dh * (1 - margin)), screen_w, screen_h)
        w, h = screen_w * scale, screen_h * scale
    x = ox + (ow - w) // 2
    y = oy + (oh - h) // 2
    x = max(dx, min(x, dx + dw - w))
    y = max(dy, min(y, dy + dh - h))
    return Geometry(scale, x, y, w, h)


SDL_WINDOW_FULLSCREEN = 0x00000001
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

    def desktop(self) -> tuple[int, int, int, int] | None:
        """The usable desktop (no task bar) less the window's frame: where its inner area
        may go."""
        win = self._window()
        if win is None:
            return None
        r = _rect_type()()
        index = self._sdl.SDL_GetWindowDisplayIndex(win)
        if (self._sdl.SDL_GetDisplayUsableBounds(max(index, 0), ctypes.byref(r)) != 0
                and self._sdl.SDL_GetDisplayBounds(max(index, 0), ctypes.byref(r)) != 0):
            return None
        top, left, bottom, right = (ctypes.c_int() for _ in range(4))
        if self._sdl.SDL_GetWindowBordersSize(win, ctypes.byref(top), ctypes.byref(left),
                                              ctypes.byref(bottom), ctypes.byref(right)) != 0:
            top.value = left.value = bottom.value = right.value = 0
        return (r.x + left.value, r.y + top.value, r.w - left.value - right.value,
                r.h - top.value - bottom.value)

    def set_rect(self, x: int, y: int, w: int, h: int) -> None:
        win = self._window()
        if win is None:
            return
        self._sdl.SDL_SetWindowSize(win, w, h)
        self._sdl.SDL_SetWindowPosition(win, x, y)


native = Native()
