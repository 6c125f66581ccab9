"""Attract mode for an unattended machine (`retro --kiosk`).

- The menu starts a port's demo (computer players) after a while without input, the next
  game's each time: the attract loop shows every game that has a demo in turn.
- A demo goes back to the menu after `demo_seconds` (three minutes), so the next one comes.
- Any click or key during a demo returns to the menu.
- A game left alone for five minutes goes back to the menu.
- Nothing quits the program but the operator key, Ctrl+Shift+F12.
- A session that ends is let go at once (App.let_go): back at the menu, it is collected.
"""
from __future__ import annotations

from .input import Input

OPERATOR_KEY = "F12"          # with Ctrl and Shift held
ABANDONED_SECONDS = 5 * 60     # five minutes, on the app's clock (App.now)
DEMO_SECONDS = 3 * 60          # a demo's turn in the attract loop, on the same clock


def is_operator(inp: Input) -> bool:
    return inp.ctrl and inp.shift and OPERATOR_KEY in inp.keys


def demo_on(app) -> bool:
    """Is a kiosk demo running: a scene above the menu that is one (is_demo)?"""
    return any(getattr(sc, "is_demo", False) for sc in app.stack[1:])


def guard(app, demo_seconds: float = DEMO_SECONDS) -> None:
    """Make `app` a kiosk: swallow quits, return to the menu from demos (after
    `demo_seconds`, or at once on input) and from abandoned games."""
    real_quit = app.quit
    real_frame = app.frame
    state = {"since": None,       # the app's clock at the last input
             "demo_since": None}  # since when a demo has been on the stack (None: none is)

    def quit_blocked():
        # ports and the menu may ask to quit; in a kiosk that means "back to the menu"
        if len(app.stack) > 1:
            app.unwind_to(app.stack[0])

    def frame(inp: Input, draw: bool = True):
        try:
            guarded(inp, draw)
        finally:
            app.let_go()        # also when the guard went back to the menu without a frame

    def guarded(inp: Input, draw: bool):
        if is_operator(inp):
            real_quit()
            return
        active = bool(inp.pressed or inp.keys or inp.text)
        now = app.now()
        if active or state["since"] is None:
            state["since"] = now
        bottom = app.stack[0] if app.stack else None
        top = app.top
        # a demo is a session on the stack, not one scene: EMPERADO's demo goes from the map
        # to its Zugtabelle and back, each a scene of its own, and its time runs on
        demo = demo_on(app)
        if not demo:
            state["demo_since"] = None
        elif state["demo_since"] is None:
            state["demo_since"] = now
        if top is not bottom and top is not None:
            if demo and active:
                app.unwind_to(bottom)
                return
            if demo and now - state["demo_since"] >= demo_seconds:
                state["demo_since"] = None          # its time is up: the menu, then the next
                app.unwind_to(bottom)
                return
            if not demo and now - state["since"] > ABANDONED_SECONDS:
                state["since"] = now
                app.unwind_to(bottom)
                return
        real_frame(inp, draw)
        if app.quit_requested and not is_operator(inp):
            app.quit_requested = False  # the last scene popped itself: keep the menu
            if not app.stack and bottom is not None:
                app.push(bottom)

    app.quit = quit_blocked
    app.frame = frame
