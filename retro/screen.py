"""Putting a machine on pyxel's screen, and drawing text in its font.

One pyxel application serves all four machines. Switching machine calls
`pyxel.resize` inside the running `pyxel.run` loop and loads the palette: no second
`pyxel.init`, no `flip()`, no threads, so it works the same in the desktop window and
in pyxel's browser build.

The window shows each machine's screen at a whole-number scale (`retro.window`): at every
switch the window takes the largest scale that fits the desktop (or the window the user
has resized; `--scale N` forces one), centred where it was and kept on the desktop; where
that scale fits only without the window's frame and title bar, it goes without them.
"""
from __future__ import annotations

from . import window
from .machines import Machine

_current: Machine | None = None
_initialised = False
_forced_scale: int | None = None                   # --scale N
_placed: tuple[int, int, int, int] | None = None   # the window as we last placed it
_user_sized = False                                # the user has resized it since
_frame: tuple[int, int, int, int] | None = None    # the manager's frame, as last seen around it
_settle = 0                                        # frames to put it back where placed (follow)
SETTLE_FRAMES = 250      # at most (5 s): the manager takes a frame off or puts it on a moment after


def init(machine: Machine, *, headless: bool = False, scale: int | None = None,
         fps: int | None = None, title: str = "retro", record: bool = True,
         fullscreen: bool = False) -> None:
    """Start pyxel on `machine` (once per process). `record=False` (the kiosk) turns off
    pyxel's screen recorder (Alt+3): it keeps the last 10 s of frames, 122 MiB at 640x400."""
    global _initialised, _forced_scale
    import os

    import pyxel

    if not _initialised:
        if headless:
            # SDL turns SIGTERM and Ctrl+C into a quit event that no one polls headless; a
            # headless run (tests, --frames, benchmarks) must end on them at once
            os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        cwd = os.getcwd()
        kw = dict(title=title, fps=fps or machine.fps, quit_key=pyxel.KEY_NONE, headless=headless)
        if scale:
            kw["display_scale"] = scale
        elif not headless and not fullscreen:
            first = _first_scale(machine)
            if first:
                kw["display_scale"] = first   # made at its scale: no other size shows first
        if not record:
            kw["capture_sec"] = 0
        pyxel.init(machine.width, machine.height, **kw)
        os.chdir(cwd)  # pyxel.init moves to the script's folder; the player's paths are relative to here
        if headless:
            _default_signals()
        else:
            _forced_scale = scale
            try:
                pyxel.integer_scale(True)   # whole pixels; pyxel's background fills the rest
            except AttributeError:          # an older pyxel (the web page's loader)
                pass
            if fullscreen:
                # before the first placement: a window sized first keeps that size in full
                # screen where no window manager makes it the display's (seen under Xvfb)
                pyxel.fullscreen(True)
        from . import resources, sound
        # sound only learns that pyxel is up (it never imports the screen); storage needs not:
        # it finds pyxel's user data folder by pyxel's rule, with pyxel or without
        sound.pyxel_up = True
        resources.load_sounds()          # the collection's sounds, from resources.pyxres
        sound.load_settings()
        sound.set_volume(sound.volume)
        _initialised = True
    apply(machine)


def _first_scale(machine: Machine) -> int | None:
    """The scale the first window will have (retro.window), from the desktop as SDL tells it
    before the window exists; the frame is not known yet, as at the first placement."""
    desktop = window.native.first_desktop()
    if desktop is None:
        return None
    return window.window_geometry(desktop, machine.width, machine.height).scale


def _default_signals() -> None:
    import signal
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    except (ValueError, OSError, AttributeError):   # not the main thread, or no such signal
        pass


def initialised() -> bool:
    return _initialised


def apply(machine: Machine) -> None:
    """Switch the running screen to `machine`: size and palette."""
    global _current
    import pyxel

    before = window.native.rect()       # before pyxel.resize sizes the window its way
    if (pyxel.width, pyxel.height) != (machine.width, machine.height):
        pyxel.resize(machine.width, machine.height)
    _place(machine, before)
    pyxel.colors[:] = list(machine.palette)
    pyxel.mouse(False)  # we draw the originals' pointers ourselves
    _current = machine


def _place(machine: Machine, before) -> None:
    """Size and place the real window for `machine` (retro.window), with or without its
    frame; not in full screen or a maximised window (pyxel's integer scaling fits the
    screen into them)."""
    global _placed, _user_sized, _frame, _settle
    native = window.native
    if before is None or not native.available() or native.fullscreen() or native.maximized():
        return
    desktop = native.work_area()
    if desktop is None:
        return
    bordered = native.bordered()
    if bordered:
        seen = native.frame()
        if seen and any(seen):
            _frame = seen              # the manager has framed it: its size, not a guess
    if _placed is not None and before[2:] != _placed[2:]:
        _user_sized = True      # from now on the scale follows the user's window
    geo = window.window_geometry(desktop, machine.width, machine.height, before,
                                 forced_scale=_forced_scale, user_sized=_user_sized, frame=_frame)
    if geo.decorated != bordered:
        native.set_bordered(geo.decorated)
        _settle = SETTLE_FRAMES
    if native.rect() != geo.rect:
        native.set_rect(*geo.rect)
    _placed = geo.rect


_was_filling = False          # full screen or maximised at the last look (follow)


def follow() -> None:
    """Once a frame in a real window: the window that leaves full screen (Alt+Enter) or a
    maximised state comes back at the whole scale of the machine shown now, which may not
    be the one it was filled with. After its frame was taken off or put on, it is put back
    where it was placed until the manager has caught up (at most SETTLE_FRAMES): SDL places
    it by the frame it knew before, and the manager tells the new one a little later."""
    global _was_filling, _settle
    native = window.native
    if _current is None or not native.available():
        return
    filling = native.fullscreen() or native.maximized()
    if _was_filling and not filling:
        # pyxel's resizes in full screen may have left any size behind: no user's resize
        _place(_current, _placed or native.rect())
    elif _settle > 0 and not filling and _placed is not None:
        _settle -= 1
        now, frame = native.rect(), native.frame()
        if now == _placed and (frame is None or any(frame) == native.bordered()):
            _settle = 0                # the manager has caught up, and it is where placed
        elif now is not None and now != _placed and now[2:] == _placed[2:]:
            native.set_rect(*_placed)
    _was_filling = filling


def current() -> Machine | None:
    return _current


def font_for(name: str | None = None):
    """The pyxel.Font for `name` (default: the current machine's), or None for pyxel's own."""
    try:
        from . import fonts
    except ImportError:
        return None
    if name is None:
        if _current is None:
            return None
        name = _current.font
    try:
        return fonts.font(name)
    except Exception:
        return None


def char_size(name: str | None = None) -> tuple[int, int]:
    """Width and height of one character cell of a font (default: the current machine's)."""
    try:
        from . import fonts
        if name is None and _current is not None:
            name = _current.font
        if name is not None:
            return fonts.size(name)
    except Exception:
        pass
    return 4, 6


def shown(s: str) -> str:
    """A text as it can be drawn: a file name that is not UTF-8 (an old Latin-1 disk's
    `ALT\xe4.EMP` arrives with surrogate escapes) shows its bytes read as Latin-1."""
    if not any("\udc80" <= ch <= "\udcff" for ch in s):
        return s
    return "".join(chr(ord(ch) - 0xDC00) if "\udc80" <= ch <= "\udcff" else ch for ch in s)


def text(x: int, y: int, s: str, col: int, font: str | None = None) -> None:
    import pyxel

    s = shown(s)
    f = font_for(font)
    if f is None:
        pyxel.text(x, y, s, col)
    else:
        pyxel.text(x, y, s, col, f)


def text_width(s: str, font: str | None = None) -> int:
    return len(s) * char_size(font)[0]
