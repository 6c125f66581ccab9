"""Attract mode for an unattended machine (`retro --kiosk`).

- The menu starts a port's demo (computer players) after a while without input.
- Any click or key during a demo returns to the menu.
- A game left alone for five minutes goes back to the menu.
- Nothing quits the program but the operator key, Ctrl+Shift+F12.
"""
from __future__ import annotations

from .input import Input

OPERATOR_KEY = "F12"          # with Ctrl and Shift held
ABANDONED_SECONDS = 5 * 60     # five minutes, on the app's clock (App.now)


def is_operator(inp: Input) -> bool:
    return inp.ctrl and inp.shift and OPERATOR_KEY in inp.keys


def guard(app) -> None:
    """Make `app` a kiosk: swallow quits, return to the menu from demos and abandoned games."""
    real_quit = app.quit
    real_frame = app.frame
    state = {"since": None}       # the app's clock at the last input

    def quit_blocked():
        # ports and the menu may ask to quit; in a kiosk that means "back to the menu"
        if len(app.stack) > 1:
            app.unwind_to(app.stack[0])

    def frame(inp: Input, draw: bool = True):
        if is_operator(inp):
            real_quit()
            return
        active = bool(inp.pressed or inp.keys or inp.text)
        now = app.now()
        if active or state["since"] is None:
            state["since"] = now
        bottom = app.stack[0] if app.stack else None
        top = app.top
        if top is not bottom and top is not None:
            if getattr(top, "is_demo", False) and active:
                app.unwind_to(bottom)
                return
            if now - state["since"] > ABANDONED_SECONDS:
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
