"""The scene stack and the one pyxel.run loop.

Every frame the app reads one Input value, hands it to the top scene's `update(inp)`,
then calls its `draw()` and draws the mouse pointer the scene asks for. `draw()` never
changes state. A scene that opens a dialog asks it (`self.ask(dialog, on_result)`); the
dialog pops itself with a result, which goes to `on_result(result)` - or, for a scene
pushed without a callback, to the scene below's `resumed(result)`.

Headless tests drive the same App with `app.frame(inp)`, no window and no clock.
"""
from __future__ import annotations

import gc
import time
import weakref

from . import pointers, screen, sound
from .input import Input
from .machines import MACHINES, Machine


NOTE_SECONDS = 1.5      # how long the screen says "Ton aus" / "Ton an" after F10


class Scene:
    """Base class. Set `machine` (a Machine or its key) and `pointer` (a retro.pointers name,
    or None to draw none); override update/draw."""

    machine: Machine | str = "amiga_low"
    pointer: str | None = "arrow"
    lang: str | None = None   # the language of its texts (None: German), for the sound's note
    app: "App | None" = None
    on_result = None      # set by ask(): where this scene's result goes when it closes

    def get_machine(self) -> Machine:
        m = self.machine
        return MACHINES[m] if isinstance(m, str) else m

    # called by the app
    def update(self, inp: Input) -> None:  # noqa: D401 - override
        pass

    def draw(self) -> None:
        pass

    def resumed(self, result) -> None:
        """A scene pushed above this one has popped with `result`."""

    def entered(self) -> None:
        """This scene has just become the top of the stack (after push or replace)."""

    def idle_work(self, budget_ms: float) -> None:
        """Optional: background work (a computer player's search) for up to budget_ms."""

    def now(self) -> float:
        """Seconds on the app's clock (retro.driver paces the computer by it): real time in
        the window, frames counted at FRAME_HZ in headless tests; 0 before the scene is pushed."""
        return self.app.now() if self.app is not None else 0.0

    def on_window_closed(self) -> None:
        """The window's close button ends the program now: keep what must not be lost
        (retro.closing.keep); nothing can be asked or drawn any more."""

    # conveniences for subclasses
    def push(self, scene: "Scene") -> None:
        self.app.push(scene)

    def ask(self, modal, on_result=None) -> None:
        """Open `modal` (a Scene, or a widget with `.modal()`) on top of this scene; when it
        closes, `on_result(result)` is called (instead of this scene's `resumed`)."""
        scene = modal if isinstance(modal, Scene) else modal.modal()
        scene.on_result = on_result
        self.app.push(scene)

    def close(self, result=None) -> None:
        """Pop this scene (if it is on top) and give `result` to the one below."""
        if self.app is not None and self.app.top is self:
            self.app.pop(result)


class Waiting(Scene):
    """The first frames of an app that must wait before its first scene (a web page: its files
    coming back from IndexedDB, retro.browser): black, nothing read; once `ready()`, `begin(app)`
    puts the real first scene in its place."""

    pointer = None

    def __init__(self, machine, ready, begin):
        self.machine, self.ready, self.begin = machine, ready, begin

    def update(self, inp: Input) -> None:
        if self.ready():
            self.begin(self.app)

    def draw(self) -> None:
        import pyxel

        pyxel.cls(0)


FRAME_HZ = 50        # headless apps count time in frames of the PAL machines' rate


class App:
    """The scene stack. `App(first).run()` for the window; `App(first).frame(inp)` in tests."""

    clock = None         # a real clock (seconds) once the window runs; None: frames counted
    last = None          # a weak reference to the App made last (the browser test finds it so: a
                         # game's start freezes what lives then, and gc.get_objects no longer lists it)

    def __init__(self, first: Scene, *, think_ms: float = 8.0):
        App.last = weakref.ref(self)
        self.stack: list[Scene] = []
        self.quit_requested = False
        self.quit_chosen = False       # ended through the program (Ende, Esc), not the window
        self.think_ms = think_ms       # per-frame budget for scenes' background work
        self.last_input = Input()
        self.frame_no = 0
        self.sound_note: tuple[str, int] | None = None   # (text key, frames left) after F10
        self.session_on = False        # was a session (a scene above the first) on the stack
        self.push(first)

    # -- the stack -------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        scene.app = self
        self.stack.append(scene)
        self._machine_changed()
        scene.entered()

    def pop(self, result=None) -> None:
        if not self.stack:
            return
        closed = self.stack.pop()
        if not self.stack:
            self.quit_requested = True
            return
        self._machine_changed()
        callback, closed.on_result = closed.on_result, None
        if callback is not None:
            callback(result)
        else:
            self.top.resumed(result)

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def unwind_to(self, scene: Scene, result=None) -> None:
        """Pop everything above `scene` (e.g. a port's "quit to menu")."""
        while self.stack and self.top is not scene:
            self.stack.pop()
        self._machine_changed()
        if self.top is not None:
            self.top.resumed(result)

    def quit(self) -> None:
        self.quit_requested = True

    def now(self) -> float:
        """Seconds: the real clock in the window; headless, the frames played at FRAME_HZ,
        so that a test's frames give the same pace on any machine."""
        return self.clock() if self.clock is not None else self.frame_no / FRAME_HZ

    def _machine_changed(self) -> None:
        if screen.initialised() and self.top is not None:
            m = self.top.get_machine()
            if screen.current() != m:
                screen.apply(m)

    # -- one frame ----------------------------------------------------------------------
    def frame(self, inp: Input, draw: bool = True) -> None:
        self.last_input = inp
        self.frame_no += 1
        if self.sound_note is not None:
            key, left = self.sound_note
            self.sound_note = (key, left - 1) if left > 1 else None
        if sound.MUTE_KEY in inp.keys:
            muted = sound.toggle_mute()  # the collection's one mute key, in every game
            fps = self.top.get_machine().fps if self.top is not None else 50
            self.sound_note = ("sound_off" if muted else "sound_on", round(NOTE_SECONDS * fps))
        top = self.top
        sound.in_demo = bool(getattr(top, "is_demo", False))   # a kiosk demo may be kept quiet
        if top is not None:
            top.update(inp)
        top = self.top
        if top is not None and self.think_ms > 0:
            top.idle_work(self.think_ms)
        if draw:
            self.draw()
        self.let_go()

    def let_go(self) -> None:
        """A session that has ended is freed at once: back at the menu (the first scene,
        when it holds_sessions), collect. A game's scene, its Driver and its Match listen to each other, so an ended
        game is garbage in reference cycles (its whole log, the scenes' pyxel images) that
        only a full collection frees, and Python starts those by counts of objects, not of
        memory: ended games piled up between them and fragmented the heap (a kiosk soak:
        54 -> 63 MB in 24 demos, flat at 54 with this). One frame of some 30 ms, once."""
        # Only below a menu (holds_sessions): a game started on its own has its dialogs
        # above it, and a collection each time one closed would cost a frame each.
        bottom = self.stack[0] if self.stack else None
        above = len(self.stack) > 1 and getattr(bottom, "holds_sessions", False)
        if self.session_on and not above:
            gc.unfreeze()               # what a game's Driver froze may be garbage now
            gc.collect()
        self.session_on = above

    def draw(self) -> None:
        top = self.top
        if top is None:
            return
        top.draw()
        if self.sound_note is not None and screen.initialised():
            self._draw_sound_note(self.sound_note[0])
        if top.pointer and screen.initialised():
            m = top.get_machine()
            inp = self.last_input
            pointers.draw(top.pointer, inp.x, inp.y, m.dark, m.light)

    def language(self) -> str | None:
        """The language of the scene on top, or of the first one below that has one."""
        for scene in reversed(self.stack):
            if getattr(scene, "lang", None):
                return scene.lang
        return None

    def _draw_sound_note(self, key: str) -> None:
        """"Ton aus" / "Ton an" (aMalone: "Geluid uit" / "Geluid aan") for a moment after F10,
        in a box at the top of the screen, in the machine's colours and font (issue 24.18)."""
        import pyxel
        from .lang import texts

        m = self.top.get_machine()
        s = texts(self.language())[key]
        cw, ch = screen.char_size(m.font)
        w, h = len(s) * cw + 4 * cw, ch + ch
        x, y = (m.width - w) // 2, m.height // 6
        pyxel.rect(x, y, w, h, m.paper)
        pyxel.rectb(x, y, w, h, m.ink)
        pyxel.rectb(x + 2, y + 2, w - 4, h - 4, m.ink)
        screen.text(x + 2 * cw, y + ch // 2, s, m.ink, m.font)

    def window_closed(self) -> None:
        """The window was closed (pyxel is ending the program): every scene on the stack, the
        top first, keeps what it must. Nothing when the program itself chose to end."""
        if self.quit_chosen:
            return
        for scene in reversed(self.stack):
            try:
                scene.on_window_closed()
            except Exception:        # one scene's trouble must not cost another's game
                pass

    # -- the real loop ---------------------------------------------------------------------
    def run(self) -> None:
        import atexit
        import pyxel

        def quit_now():
            self.quit_chosen = True
            pyxel.quit()

        def update():
            if self.quit_requested:
                quit_now()
                return
            screen.follow()
            self.frame(Input.from_pyxel(), draw=False)
            if self.quit_requested:
                quit_now()

        # pyxel leaves through the interpreter's exit when its window is closed, so the
        # atexit hooks run (checked under Xvfb with WM_DELETE_WINDOW), though pyxel.run
        # never returns
        self.clock = time.monotonic
        atexit.register(self.window_closed)
        try:
            pyxel.run(update, self.draw)
        finally:
            atexit.unregister(self.window_closed)
