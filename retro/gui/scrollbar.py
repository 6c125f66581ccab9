"""A vertical scroll bar: arrows scroll a line, the track pages, the knob drags.

GEM puts an arrow box at each end with a dotted track between; Intuition (2.0) puts a
proportional gadget on top and both arrows together at the bottom. The scroll bar holds
only the position; the list or pager that owns it reads `first`.
"""
from __future__ import annotations

from ..input import Input
from .look import Look


class ScrollBar:
    def __init__(self, look: Look, x: int, y: int, w: int, h: int):
        self.look = look
        self.x, self.y, self.w, self.h = x, y, w, h
        self.first = 0
        self.visible = 1
        self.total = 0
        self.drag: tuple[int, int] | None = None   # pointer y and first when the drag began
        self.pressed: str | None = None             # which arrow shows pressed
        self.hold = 0                               # frames an arrow has been held down

    def set(self, first: int, visible: int, total: int) -> None:
        self.visible = max(1, visible)
        self.total = max(0, total)
        self.first = max(0, min(first, self.max_first))

    @property
    def max_first(self) -> int:
        return max(0, self.total - self.visible)

    def parts(self) -> dict:
        x, y, w, h = self.x, self.y, self.w, self.h
        a = min(w, h // 3)  # arrow box height
        if self.look.scroll_arrows_at_both_ends:
            up = (x, y, w, a)
            down = (x, y + h - a, w, a)
            track = (x, y + a - 1, w, h - 2 * a + 2)
        else:
            up = (x, y + h - 2 * a, w, a)
            down = (x, y + h - a, w, a)
            track = (x, y, w, h - 2 * a)
        tx, ty, tw, th = track
        if self.total <= self.visible:
            kh, ky = th - 2, ty + 1
        else:
            kh = max(min(th - 2, 6), (th - 2) * self.visible // self.total)
            ky = ty + 1 + (th - 2 - kh) * self.first // self.max_first
        knob = (tx + 1, ky, tw - 2, kh)
        return {"up": up, "down": down, "track": track, "knob": knob}

    def update(self, inp: Input):
        """The new first line when the player moved it, else None."""
        old = self.first
        p = self.parts()
        if self.pressed and "L" in inp.held and "L" not in inp.pressed and _in(inp, p[self.pressed]):
            # an arrow held down repeats, after a pause, as GEM's and Intuition's do
            self.hold += 1
            if self.hold > 12 and self.hold % 3 == 0:
                step = -1 if self.pressed == "up" else 1
                self.first = max(0, min(self.max_first, self.first + step))
            return self.first if self.first != old else None
        self.pressed = None
        self.hold = 0
        if self.drag is not None:
            if "L" in inp.held and "L" not in inp.released:
                y0, f0 = self.drag
                track_h = p["track"][3] - 2 - p["knob"][3]
                if track_h > 0:
                    self.first = max(0, min(self.max_first,
                                            f0 + round((inp.y - y0) * self.max_first / track_h)))
            else:
                self.drag = None
        elif inp.clicked("L"):
            if _in(inp, p["up"]):
                self.first = max(0, self.first - 1)
                self.pressed = "up"
            elif _in(inp, p["down"]):
                self.first = min(self.max_first, self.first + 1)
                self.pressed = "down"
            elif _in(inp, p["knob"]):
                self.drag = (inp.y, self.first)
            elif _in(inp, p["track"]):
                step = max(1, self.visible - 1)
                if inp.y < p["knob"][1]:
                    self.first = max(0, self.first - step)
                else:
                    self.first = min(self.max_first, self.first + step)
        return self.first if self.first != old else None

    def draw(self) -> None:
        lk = self.look
        p = self.parts()
        lk.track(*p["track"])
        lk.knob(*p["knob"])
        lk.arrow(*p["up"], "up", self.pressed == "up")
        lk.arrow(*p["down"], "down", self.pressed == "down")


def _in(inp: Input, r) -> bool:
    return inp.inside(*r)
