"""Saying a line: what the game master's and the post's work tells (printed, or kept for a
thread that asked for its lines). Here, below the command line, so that the mail layer's
work (mastering.py, the postman) says its lines without importing the terminal's module."""
from __future__ import annotations

import contextlib
import sys
import threading

_HERE = threading.local()          # the lines of a thread whose saying is kept (said_here)


def out(text: str = "") -> None:
    lines = getattr(_HERE, "lines", None)
    if lines is not None:
        lines.extend(str(text).splitlines() or [""])
        return
    print(text, file=sys.stdout)


@contextlib.contextmanager
def said_here():
    """What out() says in this thread kept in a list (yielded), not printed: the screens'
    work in a thread of its own (the post) says its lines without touching sys.stdout,
    which the other threads share."""
    before = getattr(_HERE, "lines", None)
    _HERE.lines = []
    try:
        yield _HERE.lines
    finally:
        _HERE.lines = before
