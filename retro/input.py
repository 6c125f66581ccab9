"""One Input value per frame: what the player did, as plain data.

The app builds it from pyxel (`Input.from_pyxel()`); tests build it by hand
(`Input(x=10, y=20, pressed={"L"})`). Scenes see nothing else of the input devices.
Keys are pyxel's key names without the prefix: "RETURN", "SPACE", "A", "UP", "F1"...
Buttons are "L" (left), "R" (right), "M" (middle).

Nothing between two frames is lost that pyxel can tell: a press and its release inside one
(slow) frame are both in it, as is a release and a new press (tests/retro/test_input.py); two
whole clicks inside one frame pyxel reports as one. `keys` repeat while a key is held
(pyxel's hold and repeat, counted in frames, so a loaded machine that runs frames in a burst
repeats sooner); `keys_down` never repeats, for keys that must act once a press (an undo).
"""
from __future__ import annotations

from dataclasses import dataclass, field

LEFT, RIGHT, MIDDLE = "L", "R", "M"
MAX_TEXT = 256        # characters taken from one frame's typing: a pasted megabyte must not stall it


@dataclass(frozen=True)
class Input:
    x: int = 0
    y: int = 0
    pressed: frozenset = field(default_factory=frozenset)    # buttons that went down this frame
    released: frozenset = field(default_factory=frozenset)   # buttons that went up this frame
    held: frozenset = field(default_factory=frozenset)       # buttons down now
    shift: bool = False
    ctrl: bool = False
    alt: bool = False
    keys: frozenset = field(default_factory=frozenset)       # keys newly pressed (with key repeat)
    keys_held: frozenset = field(default_factory=frozenset)  # keys down now
    text: str = ""                                           # characters typed this frame
    wheel: int = 0
    # keys that went down this frame, never by key repeat (None: the same as `keys`, as a
    # hand-built frame means); for keys one press of which must do a thing once (an undo)
    keys_down: frozenset | None = None

    def __post_init__(self):
        if len(self.text) > MAX_TEXT:
            object.__setattr__(self, "text", self.text[:MAX_TEXT])
        # accept sets, lists or strings from tests; keep values hashable and immutable
        if self.keys_down is None:
            object.__setattr__(self, "keys_down", self.keys)
        for name in ("pressed", "released", "held", "keys", "keys_held", "keys_down"):
            v = getattr(self, name)
            if not isinstance(v, frozenset):
                object.__setattr__(self, name, frozenset([v] if isinstance(v, str) else v))

    # -- questions scenes ask -------------------------------------------------------
    def clicked(self, button: str = LEFT) -> bool:
        return button in self.pressed

    def key(self, *names: str) -> bool:
        """Was any of these keys pressed this frame?"""
        return any(n in self.keys for n in names)

    def key_down(self, *names: str) -> bool:
        """Did any of these keys go down this frame? Edge-triggered: a key held down counts
        once, however long it is held and however slowly the frames come (a loaded machine
        runs several frames at once, and a key held for one of them repeated)."""
        return any(n in self.keys_down for n in names)

    def inside(self, x: int, y: int, w: int, h: int) -> bool:
        return x <= self.x < x + w and y <= self.y < y + h

    def moved_to(self, x: int, y: int) -> "Input":
        """The same frame with the pointer elsewhere (handy in tests)."""
        return Input(x, y, self.pressed, self.released, self.held, self.shift, self.ctrl,
                     self.alt, self.keys, self.keys_held, self.text, self.wheel, self.keys_down)

    # -- the originals' conventions ------------------------------------------------
    def click_count(self) -> int:
        """EMPERADO / ACME: a left click does 1, a right click 5, with Shift x20 (0 if no click)."""
        if LEFT in self.pressed:
            n = 1
        elif RIGHT in self.pressed:
            n = 5
        else:
            return 0
        return n * 20 if self.shift else n

    # -- building one from pyxel -------------------------------------------------
    @classmethod
    def from_pyxel(cls) -> "Input":
        import pyxel

        names = _key_names(pyxel)
        buttons = {LEFT: pyxel.MOUSE_BUTTON_LEFT, RIGHT: pyxel.MOUSE_BUTTON_RIGHT,
                   MIDDLE: pyxel.MOUSE_BUTTON_MIDDLE}
        pressed = frozenset(b for b, k in buttons.items() if pyxel.btnp(k))
        released = frozenset(b for b, k in buttons.items() if pyxel.btnr(k))
        held = frozenset(b for b, k in buttons.items() if pyxel.btn(k))
        keys = frozenset(n for n, k in names if pyxel.btnp(k, hold=18, repeat=3))
        keys_down = frozenset(n for n, k in names if pyxel.btnp(k))      # no repeat
        keys_held = frozenset(n for n, k in names if pyxel.btn(k))
        return cls(
            x=pyxel.mouse_x, y=pyxel.mouse_y, pressed=pressed, released=released, held=held,
            shift=bool(pyxel.btn(pyxel.KEY_SHIFT)), ctrl=bool(pyxel.btn(pyxel.KEY_CTRL)),
            alt=bool(pyxel.btn(pyxel.KEY_ALT)), keys=keys, keys_held=keys_held,
            text=(pyxel.input_text or "")[:MAX_TEXT], wheel=pyxel.mouse_wheel, keys_down=keys_down,
        )


# The keys games of the time used; checking all ~250 pyxel keys every frame is wasteful.
KEY_NAMES = (
    [chr(c) for c in range(ord("A"), ord("Z") + 1)]
    + [str(d) for d in range(10)]
    + [f"F{n}" for n in range(1, 13)]
    + ["RETURN", "KP_ENTER", "SPACE", "ESCAPE", "BACKSPACE", "DELETE", "TAB", "UP", "DOWN",
       "LEFT", "RIGHT", "HOME", "END", "PAGEUP", "PAGEDOWN", "INSERT", "HELP", "UNDO",
       "MINUS", "PLUS", "KP_MINUS", "KP_PLUS", "PERIOD", "COMMA"]
)

_cache: list | None = None


def _key_names(pyxel):
    global _cache
    if _cache is None:
        _cache = [(n, getattr(pyxel, "KEY_" + n)) for n in KEY_NAMES if hasattr(pyxel, "KEY_" + n)]
    return _cache
