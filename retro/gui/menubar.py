"""The menu bar with pull-down menus; `update` returns the id of the item chosen.

GEM: the bar is always at the top of the screen; resting the pointer on a title drops
its menu (no click needed), a click on an item chooses it, a click anywhere else closes
the menu. Intuition: the screen's title bar shows the screen title; while the right
button is held it turns into the menu strip, the menu under the pointer drops, and
letting go of the button over an item chooses it.
Items may be disabled (drawn ghosted, never chosen), checked (ACME's "oft - normal -
selten - nie"), separated by SEPARATOR, and have a shortcut letter: Control+letter on
the ST (shown ^Q), Amiga+letter on the Amiga (Alt on a PC keyboard; Control also works).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..input import Input
from .base import Widget


@dataclass
class MenuItem:
    id: object
    label: str
    shortcut: str = ""
    disabled: bool = False
    checked: bool = False

    @property
    def separator(self) -> bool:
        return self.id is None


SEPARATOR = MenuItem(None, "")


@dataclass
class Menu:
    title: str
    items: list = field(default_factory=list)


class MenuBar(Widget):
    def __init__(self, menus, title: str = "", *, machine=None, lang: str | None = None):
        super().__init__(machine, lang)
        self.menus = list(menus)
        self.title = title
        self.open: int | None = None      # index of the dropped menu
        self.hover: int | None = None     # index of the item under the pointer
        self.active = False               # Intuition: right button held
        self.closed_now = False           # GEM: this frame's click closed the menu
        self.layout()

    # -- geometry -----------------------------------------------------------------------
    def layout(self) -> None:
        lk = self.look
        self.h = lk.bar_h
        self.item_h = lk.ch + 2
        self.title_rects = []
        x = lk.menu_title_x
        for m in self.menus:
            w = lk.tw(f" {m.title} ")
            self.title_rects.append((x, 0, w, self.h))
            x += w
        self.drop_rects = []
        for i, m in enumerate(self.menus):
            wide = 0
            for it in m.items:
                sc = self.shortcut_w(it)
                wide = max(wide, lk.tw(f"  {it.label} ") + (sc + lk.cw if sc else 0))
            wide = max(wide + lk.cw, self.title_rects[i][2])
            dx = min(self.title_rects[i][0], self.machine.width - wide - 2)
            self.drop_rects.append((dx, self.h - 1, wide, len(m.items) * self.item_h + 2))

    def shortcut_w(self, it: MenuItem) -> int:
        return self.look.shortcut_width(it.shortcut) if it.shortcut else 0

    @property
    def busy(self) -> bool:
        """True while a menu is open, and in the frame whose click closed it: the scene
        below should ignore this frame's input (GEM swallows the click that closes a menu;
        it never reaches the map below)."""
        return self.open is not None or self.active or self.closed_now

    def title_at(self, x: int, y: int) -> int | None:
        for i, (tx, ty, tw, th) in enumerate(self.title_rects):
            if tx <= x < tx + tw and ty <= y < ty + th:
                return i
        return None

    def item_at(self, x: int, y: int) -> int | None:
        if self.open is None:
            return None
        dx, dy, dw, dh = self.drop_rects[self.open]
        if not (dx <= x < dx + dw and dy + 1 <= y < dy + dh - 1):
            return None
        i = (y - dy - 1) // self.item_h
        items = self.menus[self.open].items
        if 0 <= i < len(items) and not items[i].separator and not items[i].disabled:
            return i
        return None

    def find(self, id_) -> MenuItem:
        for m in self.menus:
            for it in m.items:
                if it.id == id_ and not it.separator:
                    return it
        raise KeyError(id_)

    # -- input -------------------------------------------------------------------------
    def update(self, inp: Input):
        self.closed_now = False
        if inp.ctrl or inp.alt:
            for m in self.menus:
                for it in m.items:
                    # once a press: a held key does not repeat a command (an undo)
                    if it.shortcut and not it.disabled and not it.separator and \
                            inp.key_down(it.shortcut.upper()):
                        self._close()
                        return it.id
        if self.look.menu_on_right_button:
            return self._update_intuition(inp)
        return self._update_gem(inp)

    def _update_gem(self, inp: Input):
        t = self.title_at(inp.x, inp.y)
        if t is not None:
            self.open = t
        if self.open is None:
            return None
        self.hover = self.item_at(inp.x, inp.y)
        if inp.clicked("L") or inp.clicked("R"):
            chosen = self.hover
            menu = self.menus[self.open]
            if chosen is not None and inp.clicked("L"):
                self._close()
                return menu.items[chosen].id
            dx, dy, dw, dh = self.drop_rects[self.open]
            if dx <= inp.x < dx + dw and dy <= inp.y < dy + dh:
                return None     # a separator or a ghosted item: GEM keeps the menu open
            if t is None:
                self._close()
                self.closed_now = True      # the click was the bar's, not the scene's
        if inp.key("ESCAPE"):
            self._close()
        return None

    def _update_intuition(self, inp: Input):
        if "R" in inp.held and "R" not in inp.released:
            self.active = True
            t = self.title_at(inp.x, inp.y)
            if t is not None:
                self.open = t
            self.hover = self.item_at(inp.x, inp.y)
            return None
        if self.active:
            chosen = self.item_at(inp.x, inp.y)
            menu = self.menus[self.open] if self.open is not None else None
            self._close()
            if chosen is not None and menu is not None:
                return menu.items[chosen].id
        return None

    def _close(self) -> None:
        self.open = None
        self.hover = None
        self.active = False

    # -- drawing -----------------------------------------------------------------------
    def draw(self) -> None:
        import pyxel

        lk = self.look
        W = self.machine.width
        bg, fg = lk.menu_colours
        if lk.menu_on_right_button and not self.active:   # the screen's title until then
            if self.title is not None:
                self._screen_title(bg, fg)
            return
        pyxel.rect(0, 0, W, self.h, bg)
        pyxel.line(0, self.h - 1, W - 1, self.h - 1, fg)
        ty = (self.h - lk.ch) // 2
        for i, (m, (tx, _, tw, th)) in enumerate(zip(self.menus, self.title_rects)):
            if i == self.open:
                pyxel.rect(tx, 0, tw, th - 1, fg)
            lk.text(tx, ty, f" {m.title} ", bg if i == self.open else fg)
        if self.open is not None:
            self._drop(self.open, bg, fg)

    def _screen_title(self, bg, fg) -> None:
        import pyxel

        lk = self.look
        W = self.machine.width
        pyxel.rect(0, 0, W, self.h, bg)
        pyxel.line(0, self.h - 1, W - 1, self.h - 1, fg)
        lk.text(lk.cw // 2 + 2, (self.h - lk.ch) // 2, self.title, fg)
        # the screen's depth gadget at the right end of the bar
        d = self.h + self.h // 2
        gx = W - d
        pyxel.line(gx, 0, gx, self.h - 1, fg)
        q = max(2, self.h // 4)
        pyxel.rectb(gx + q, q, d // 2, self.h // 2, fg)
        pyxel.rect(gx + d // 3 + 1, self.h // 3 + 1, d // 2, self.h // 2, lk.paper)
        pyxel.rectb(gx + d // 3 + 1, self.h // 3 + 1, d // 2, self.h // 2, fg)

    def _drop(self, i: int, bg, fg) -> None:
        import pyxel

        lk = self.look
        dx, dy, dw, dh = self.drop_rects[i]
        lk.menu_box(dx, dy, dw, dh)
        for k, it in enumerate(self.menus[i].items):
            y = dy + 1 + k * self.item_h
            if it.separator:
                lk.menu_separator(dx, y + self.item_h // 2, dw)
                continue
            on = k == self.hover
            if on:
                pyxel.rect(dx + 1, y, dw - 2, self.item_h, fg)
            col = bg if on else fg
            ty = y + 1
            lk.text(dx + lk.cw // 2, ty, f"  {it.label}", col)
            if it.checked:
                cx, s = dx + lk.cw // 2 + 1, min(lk.cw, lk.ch) - 2
                pyxel.line(cx, ty + lk.ch // 2, cx + s // 3, ty + lk.ch // 2 + s // 3, col)
                pyxel.line(cx + s // 3, ty + lk.ch // 2 + s // 3, cx + s, ty + lk.ch // 2 - s // 2, col)
            if it.shortcut:
                sx = dx + dw - lk.cw // 2 - self.shortcut_w(it)
                lk.shortcut(sx, ty, it.shortcut, col, fg if on else bg)
            if it.disabled:
                lk.pattern(dx + 1, y, dw - 2, self.item_h, bg)
