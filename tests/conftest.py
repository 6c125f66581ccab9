import os

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def pyxel_screen():
    """pyxel, headless, initialised once per test process; returns the machine setter."""
    from retro.testing import ensure_pyxel

    ensure_pyxel()
    return ensure_pyxel
