"""Set-up shared by every test: no audio device, pyxel headless once, hypothesis reproducible.

Hypothesis runs derandomized with no example database and no deadline, so that CI on a
loaded machine never fails by chance or by time; its cache goes to a temporary folder
(unless HYPOTHESIS_STORAGE_DIRECTORY says where), not into the checkout.
"""
import atexit
import os
import shutil
import tempfile

import pytest
from hypothesis import configuration, settings

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

if not os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
    _home = tempfile.mkdtemp(prefix="hypothesis-")
    configuration.set_hypothesis_home_dir(_home)
    atexit.register(shutil.rmtree, _home, True)

# a computer that asks for an action the rules refuse is an error in every test
# (in play it is logged, and a random legal action is played instead)
from retro.play import Match  # noqa: E402

Match.strict = True

settings.register_profile("retro", derandomize=True, database=None, deadline=None,
                          print_blob=True)
settings.load_profile("retro")


@pytest.fixture
def pyxel_screen():
    """pyxel, headless, initialised once per test process; returns the machine setter."""
    from retro.testing import ensure_pyxel

    ensure_pyxel()
    return ensure_pyxel


class HandClock:
    """A clock a test moves by hand: `spend(ms)` is all the time that passes."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def spend(self, ms: float) -> None:
        self.now += ms / 1000.0


@pytest.fixture
def slice_clock(monkeypatch):
    """The clock the computer's slices are measured by (retro.thinking: the wall clock and the
    CPU clock of a piece), moved by hand: nothing depends on the machine's speed."""
    from retro import thinking

    c = HandClock()
    monkeypatch.setattr(thinking.time, "perf_counter", c)
    monkeypatch.setattr(thinking, "_cpu", c)
    return c
