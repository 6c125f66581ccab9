"""How widgets are drawn: the GEM look (Atari ST) and the Intuition look (Amiga).

A Look knows the machine's colour roles and font metrics and draws the parts every
widget is made of: boxes, buttons, check and radio boxes, text fields, list rows,
scroll-bar pieces, window frames. Widgets lay themselves out with the metrics here
(char size, button height), so the same widget fits 320x200 with an 8x8 font and
640x400 with 8x16.

GEM: white boxes with a 1-pixel black frame, exit buttons with a 2-pixel frame and the
default button with 3, selection shown inverted, grey shown as a dot pattern (on the
monochrome monitor there is no grey). Intuition (2.0 style, in the machine's colours):
raised and recessed bevels in light and dark, selection filled with the accent colour.

Widgets never ask which look they have: where the two differ in layout or behaviour, the
Look says how, by a named metric, flag or drawing method (`dialog_margin`,
`menu_on_right_button`, `menu_box`), declared on `Look` and given by each look.
"""
from __future__ import annotations

from .. import screen
from ..machines import MACHINES, Machine
from . import icons


def resolve(machine: Machine | str | None) -> Machine:
    if machine is None:
        machine = screen.current() or MACHINES["st_high"]
    return MACHINES[machine] if isinstance(machine, str) else machine


class Look:
    name = "base"              # for labels; widgets never branch on it

    def __init__(self, machine: Machine):
        self.m = machine
        self.font = machine.font
        self.cw, self.ch = screen.char_size(machine.font)
        self.paper, self.ink = machine.paper, machine.ink
        self.light, self.dark, self.accent = machine.light, machine.dark, machine.accent
        self.pad = max(2, self.ch // 4)
        self.bh = self.ch + 2 * self.pad          # height of a button or a text field
        self.gap = max(2, self.ch // 4)           # between rows of a dialog
        self.bar_h = self.ch + 3                  # menu bar, title bar
        self.sb_w = max(self.cw + 4, 12)          # scroll bar width
        self.row_h = self.ch + 1                  # a line of a list or a menu

    # -- text -------------------------------------------------------------------------
    def tw(self, s: str) -> int:
        return len(s) * self.cw

    def text(self, x: int, y: int, s: str, col: int | None = None) -> None:
        if s:
            screen.text(x, y, s, self.ink if col is None else col, self.font)

    def text_in(self, x: int, y: int, w: int, h: int, s: str, col: int | None = None) -> None:
        """Text centred in a box."""
        self.text(x + (w - self.tw(s)) // 2, y + (h - self.ch) // 2 + (h - self.ch) % 2, s, col)

    # -- fills --------------------------------------------------------------------------
    def pattern(self, x, y, w, h, col: int | None = None, level: float = 0.5) -> None:
        """A dot pattern: GEM's grey on a two-colour screen."""
        import pyxel

        if w <= 0 or h <= 0:
            return
        pyxel.dither(level)
        pyxel.rect(x, y, w, h, self.ink if col is None else col)
        pyxel.dither(1.0)

    def grey_out(self, x, y, w, h) -> None:
        """Disabled: every other pixel back to paper (GEM's and Intuition's ghosting)."""
        self.pattern(x, y, w, h, self.paper)

    def bevel(self, x, y, w, h, raised: bool = True) -> None:
        import pyxel

        tl, br = (self.light, self.dark) if raised else (self.dark, self.light)
        pyxel.line(x, y, x + w - 1, y, tl)
        pyxel.line(x, y, x, y + h - 1, tl)
        pyxel.line(x + 1, y + h - 1, x + w - 1, y + h - 1, br)
        pyxel.line(x + w - 1, y + 1, x + w - 1, y + h - 1, br)

    # overridden per look
    def desktop(self, w: int, h: int) -> None: ...
    def panel(self, x, y, w, h) -> None: ...
    def window(self, x, y, w, h, title: str = "", close: bool = True) -> tuple[int, int, int, int]: ...
    def button(self, x, y, w, h, label, selected=False, default=False, disabled=False,
               exit=True) -> None: ...
    def field(self, x, y, w, h, text: str, cursor: bool = False, flash: bool = False,
              pos: int | None = None) -> None: ...
    def list_box(self, x, y, w, h) -> None: ...
    def list_row(self, x, y, w, text: str, selected: bool = False, right: str = "",
                 col: int | None = None) -> None: ...
    def arrow(self, x, y, w, h, direction: str, pressed: bool = False) -> None: ...
    def track(self, x, y, w, h) -> None: ...
    def knob(self, x, y, w, h) -> None: ...
    def close_box(self, x, y, s) -> None: ...

    # -- what the widgets ask of a look (each look gives the values) --------------------
    title_bar_h: int
    """Height of a window's title bar, and of the close box in its corner."""
    titles_in_title_bar: bool
    """A titled dialog, an alert and the letter keyboard are windows with the title (or the
    prompt) in the title bar. Otherwise they are plain panels: a dialog's title is an
    underlined line inside, the keyboard's prompt a line of its own, an alert shows none."""
    dialog_margin: int
    """Space between a dialog's edge and its grid of items."""
    dialog_top: int
    """Extra space above a titled dialog's first row, where the title goes."""
    field_inset: int
    """Space between a text field's left edge and its first character."""
    selection_colours: tuple[int, int]
    """(fill, ink) of text shown selected, as a text field shows a text the next key replaces."""
    alert_shows_icon: bool
    """An alert shows its icon (note, question, stop) left of the message."""
    alert_buttons_spread: bool
    """An alert's buttons are spread from its left edge to its right; otherwise they stand
    together, centred under the message."""
    alt_keys_choose_buttons: bool
    """Alt+V (or Ctrl+V) answers an alert with its first button, Alt+B with its last: the
    Amiga key's shortcuts for a requester's positive and negative answer."""
    menu_on_right_button: bool
    """The menu bar works while the right button is held, and letting go over an item
    chooses it; until then the bar shows the screen's title. Otherwise a menu drops when the
    pointer rests on its title, and a left click chooses."""
    menu_title_x: int
    """Where the first menu title starts in the menu bar."""
    menu_colours: tuple[int, int]
    """(background, ink) of the menu bar and its pull-down menus."""
    scroll_arrows_at_both_ends: bool
    """A scroll bar has an arrow box at each end of its track; otherwise both arrows sit
    together at the bottom, under the track."""
    file_fields_under_list: bool
    """The file selector has the pattern, drawer and file fields under its list and OK,
    Parent and Cancel along the bottom. Otherwise the path (the pattern in it) is a field
    above the list, and the name field and the buttons stand beside the list."""

    def alert_y(self, screen_h: int, h: int) -> int:
        """Top of an alert `h` pixels high on a screen `screen_h` high."""
        raise NotImplementedError

    def shortcut_width(self, key: str) -> int:
        """Width of a menu item's shortcut for `key`, as `shortcut` draws it."""
        raise NotImplementedError

    def shortcut(self, x, y, key: str, col: int, back: int) -> None:
        """A menu item's keyboard shortcut for `key` in `col`, on a row of colour `back`."""
        raise NotImplementedError

    def menu_box(self, x, y, w, h) -> None:
        """The box of a pull-down menu, in `menu_colours`."""
        raise NotImplementedError

    def menu_separator(self, x, y, w) -> None:
        """The line between groups of items in a menu box at x, w wide, at height y."""
        raise NotImplementedError

    def pager_body(self, x, y, w, h) -> tuple[int, int, int, int]:
        """Where a text pager's page and scroll bar go inside its window at (x, y, w, h)."""
        raise NotImplementedError

    def page(self, x, y, w, h) -> None:
        """The background of a pager's page of text."""
        raise NotImplementedError

    def check_box(self, x, y, s, value: bool) -> None:
        """A check box of side s, its top left at (x, y); ticked when `value`."""
        raise NotImplementedError

    def radio_box(self, x, y, s, value: bool) -> None:
        """A radio box of side s, its top left at (x, y); chosen when `value`."""
        raise NotImplementedError

    # -- shared -------------------------------------------------------------------------
    @property
    def box_size(self) -> int:
        """Side of a check or radio box."""
        return max(7, self.ch - 1 if self.ch <= 9 else self.ch - 4)

    def check(self, x, y, label: str, value: bool, disabled: bool = False) -> None:
        """A check box at (x, y) on a row of height bh, then its label."""
        s = self.box_size
        self.check_box(x, y + (self.bh - s) // 2, s, value)
        self._label(x + s + self.cw, y, label, disabled)

    def radio(self, x, y, label: str, value: bool, disabled: bool = False) -> None:
        s = self.box_size
        self.radio_box(x, y + (self.bh - s) // 2, s, value)
        self._label(x + s + self.cw, y, label, disabled)

    def _label(self, x, y, label, disabled):
        ty = y + (self.bh - self.ch) // 2
        self.text(x, ty, label)
        if disabled:
            self.grey_out(x, ty, self.tw(label), self.ch)

    def check_width(self, label: str) -> int:
        return self.box_size + self.cw + self.tw(label)


class GemLook(Look):
    name = "gem"
    titles_in_title_bar = False
    field_inset = 0                   # the text stands on its template of underscores
    alert_shows_icon = True           # form_alert's note, question and stop
    alert_buttons_spread = False
    alt_keys_choose_buttons = False
    menu_on_right_button = False
    scroll_arrows_at_both_ends = True
    file_fields_under_list = False    # the item selector

    @property
    def title_bar_h(self):
        return self.bar_h

    @property
    def dialog_margin(self):
        return self.cw

    @property
    def dialog_top(self):
        return self.bh + self.gap     # one row of the dialog's grid

    @property
    def selection_colours(self):
        return self.ink, self.paper   # inverted

    @property
    def menu_title_x(self):
        return self.cw

    @property
    def menu_colours(self):
        return self.paper, self.ink

    def alert_y(self, screen_h, h):
        return (screen_h - h) // 3    # form_alert sits high on the screen

    def shortcut_width(self, key):
        return self.tw("^" + key)

    def shortcut(self, x, y, key, col, back):
        self.text(x, y, "^" + key, col)

    def menu_box(self, x, y, w, h):
        """The box with GEM's one-pixel shadow."""
        import pyxel

        bg, fg = self.menu_colours
        pyxel.rect(x, y, w, h, bg)
        pyxel.rectb(x, y, w, h, fg)
        pyxel.line(x + 1, y + h, x + w, y + h, fg)
        pyxel.line(x + w, y + 1, x + w, y + h, fg)

    def menu_separator(self, x, y, w):
        """GEM's separator: a greyed row of dashes."""
        import pyxel

        fg = self.menu_colours[1]
        for px in range(x + 2, x + w - 2, 2):
            pyxel.pset(px, y, fg)

    def pager_body(self, x, y, w, h):
        t = self.title_bar_h          # the window's whole inside
        return x + 1, y + t, w - 2, h - t - 1

    def page(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)

    def check_box(self, x, y, s, value):
        import pyxel

        pyxel.rect(x, y, s, s, self.paper)
        pyxel.rectb(x, y, s, s, self.ink)
        if value:
            pyxel.line(x + 2, y + 2, x + s - 3, y + s - 3, self.ink)
            pyxel.line(x + s - 3, y + 2, x + 2, y + s - 3, self.ink)

    def radio_box(self, x, y, s, value):
        import pyxel

        r = s // 2
        pyxel.circ(x + r, y + r, r, self.paper)
        pyxel.circb(x + r, y + r, r, self.ink)
        if value:
            pyxel.circ(x + r, y + r, max(1, r - 2), self.ink)

    def desktop(self, w, h):
        import pyxel

        pyxel.rect(0, 0, w, h, self.paper)
        self.pattern(0, 0, w, h, self.ink)

    def panel(self, x, y, w, h):
        """A dialog's root box: white, black frame, and GEM's OUTLINED ring around it."""
        import pyxel

        pyxel.rect(x - 3, y - 3, w + 6, h + 6, self.paper)
        pyxel.rectb(x - 3, y - 3, w + 6, h + 6, self.ink)
        pyxel.rectb(x, y, w, h, self.ink)

    def window(self, x, y, w, h, title="", close=True):
        """A GEM window: title bar (the mover) with a dot pattern, close box, a frame."""
        import pyxel

        t = self.title_bar_h
        pyxel.rect(x, y, w, h, self.paper)
        pyxel.rectb(x, y, w, h, self.ink)
        pyxel.rectb(x, y, w, t, self.ink)
        self.pattern(x + 1, y + 1, w - 2, t - 2)
        if close:
            self.close_box(x, y, t)
        if title:
            s = f" {title} "
            tx = x + (w - self.tw(s)) // 2
            pyxel.rect(tx, y + 1, self.tw(s), t - 2, self.paper)
            self.text(tx, y + (t - self.ch) // 2 + 1, s)
        return x + 1, y + t, w - 2, h - t - 1

    def close_box(self, x, y, s):
        import pyxel

        pyxel.rect(x, y, s, s, self.paper)
        pyxel.rectb(x, y, s, s, self.ink)
        # GEM's close box: a small box in the corner with a diagonal from it
        q = max(2, s // 4)
        pyxel.rectb(x + q, y + q, s - 2 * q, s - 2 * q, self.ink)
        pyxel.line(x + q, y + q, x + s // 2, y + s // 2, self.ink)

    def button(self, x, y, w, h, label, selected=False, default=False, disabled=False, exit=True):
        import pyxel

        pyxel.rect(x, y, w, h, self.ink if selected else self.paper)
        # GEM's frame: 3 lines for the default button, 2 for an exit, 1 else; inside while a
        # line of paper stays between the frame and the letters, the rest outside (GEM draws
        # an object's border outwards): on the 8x8 font's low buttons "Los" read as "▮os"
        lines = 3 if default else (2 if exit else 1)
        inner = max(1, min(lines, (h - self.ch) // 2 - 1))
        for i in range(-(lines - inner), inner):
            pyxel.rectb(x + i, y + i, w - 2 * i, h - 2 * i, self.ink)
        self.text_in(x, y, w, h, label, self.paper if selected else self.ink)
        if disabled:
            self.grey_out(x + 3, y + 3, w - 6, h - 6)

    def field(self, x, y, w, h, text, cursor=False, flash=False, pos=None):
        """GEM's editable text: the text over a line of underscores (its template).

        The cursor is a bar before character `pos` (default: after the text)."""
        import pyxel

        pyxel.rect(x, y, w, h, self.ink if flash else self.paper)
        col = self.paper if flash else self.ink
        ty = y + (h - self.ch) // 2
        n = max(0, w // self.cw)
        for k in range(len(text), n):
            pyxel.line(x + k * self.cw + 1, ty + self.ch - 1, x + (k + 1) * self.cw - 2,
                       ty + self.ch - 1, col)
        self.text(x, ty, text[:n], col)
        if cursor:
            cx = x + min(len(text) if pos is None else pos, n - 1) * self.cw
            pyxel.line(cx, ty - 1, cx, ty + self.ch, col)

    def list_box(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        pyxel.rectb(x, y, w, h, self.ink)

    def list_row(self, x, y, w, text, selected=False, right="", col=None):
        import pyxel

        if selected:
            pyxel.rect(x, y, w, self.row_h, self.ink)
        col = self.paper if selected else self.ink
        self.text(x + 2, y + 1, text, col)
        if right:
            self.text(x + w - self.tw(right) - 2, y + 1, right, col)

    def arrow(self, x, y, w, h, direction, pressed=False):
        import pyxel

        pyxel.rect(x, y, w, h, self.ink if pressed else self.paper)
        pyxel.rectb(x, y, w, h, self.ink)
        _tri(x, y, w, h, direction, self.paper if pressed else self.ink)

    def track(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.pattern(x, y, w, h)
        pyxel.rectb(x, y, w, h, self.ink)

    def knob(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        pyxel.rectb(x, y, w, h, self.ink)


class IntuitionLook(Look):
    name = "intuition"
    titles_in_title_bar = True
    field_inset = 4                   # the string gadget's ridge
    alert_shows_icon = False          # EasyRequest has none
    alert_buttons_spread = True
    alt_keys_choose_buttons = True
    menu_on_right_button = True
    scroll_arrows_at_both_ends = False
    file_fields_under_list = True     # as the ASL file requester

    @property
    def title_bar_h(self):
        return self.bar_h + 1

    @property
    def dialog_margin(self):
        return self.cw + 4            # clear of the window border

    @property
    def dialog_top(self):
        return self.bar_h + self.gap

    @property
    def selection_colours(self):
        return self.accent, self.dark

    @property
    def menu_title_x(self):
        return self.cw // 2

    @property
    def menu_colours(self):
        return self.light, self.dark

    def alert_y(self, screen_h, h):
        return (screen_h - h) // 2

    def shortcut_width(self, key):
        return 8 + self.cw + self.tw(key)  # the 8-pixel Amiga key, a space, the letter

    def shortcut(self, x, y, key, col, back):
        icons.draw("amiga", x, y + (self.ch - 8) // 2, col, back)
        self.text(x + 8 + self.cw, y, key, col)

    def menu_box(self, x, y, w, h):
        import pyxel

        bg, fg = self.menu_colours
        pyxel.rect(x, y, w, h, bg)
        pyxel.rectb(x, y, w, h, fg)

    def menu_separator(self, x, y, w):
        import pyxel

        pyxel.line(x + 2, y, x + w - 3, y, self.menu_colours[1])

    def pager_body(self, x, y, w, h):
        t = self.title_bar_h          # inside the border, a line clear of the title bar
        return x + 4, y + t + 1, w - 8, h - t - 3

    def page(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.bevel(x, y, w, h, raised=False)

    def check_box(self, x, y, s, value):
        import pyxel

        pyxel.rect(x, y, s, s, self.paper)
        self.bevel(x, y, s, s, raised=True)
        if value:  # a tick
            m = s // 2
            pyxel.line(x + 2, y + m, x + m - 1, y + s - 3, self.dark)
            pyxel.line(x + m - 1, y + s - 3, x + s - 3, y + 2, self.dark)
            pyxel.line(x + 3, y + m, x + m, y + s - 3, self.dark)

    def radio_box(self, x, y, s, value):
        """The mutual-exclude gadget: a raised knob, recessed and filled when on."""
        import pyxel

        pyxel.rect(x, y, s, s, self.accent if value else self.paper)
        self.bevel(x, y, s, s, raised=not value)

    def desktop(self, w, h):
        import pyxel

        pyxel.rect(0, 0, w, h, self.paper)

    def panel(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.bevel(x, y, w, h, raised=True)

    def window(self, x, y, w, h, title="", close=True):
        """An active Intuition window: its whole border in the accent colour (as 2.0 shows
        the active window), title bar with close and depth gadgets, grey inside."""
        import pyxel

        t = self.title_bar_h
        pyxel.rect(x, y, w, h, self.accent)
        self.bevel(x, y, w, h, raised=True)
        bx, by, bw, bh = x + 4, y + t, w - 8, h - t - 2
        pyxel.rect(bx, by, bw, bh, self.paper)
        self.bevel(bx - 1, by - 1, bw + 2, bh + 2, raised=False)
        left = x
        if close:
            self.close_box(x, y, t)
            left = x + t
        # the depth gadget: two overlapping windows
        d = t + t // 3
        gx = x + w - d
        pyxel.rect(gx, y, d, t, self.accent)
        self.bevel(gx, y, d, t, raised=True)
        q = max(2, t // 4)
        pyxel.rectb(gx + q, y + q, d // 2, t // 2, self.dark)
        pyxel.rect(gx + d // 3 + 1, y + t // 3 + 1, d // 2, t // 2, self.light)
        pyxel.rectb(gx + d // 3 + 1, y + t // 3 + 1, d // 2, t // 2, self.dark)
        if title:
            room = (gx - left - self.cw) // self.cw
            self.text(left + self.cw // 2 + 2, y + (t - self.ch) // 2 + 1, title[:max(0, room)],
                      self.dark)
        return bx, by, bw, bh

    def close_box(self, x, y, s):
        import pyxel

        pyxel.rect(x, y, s, s, self.accent)
        self.bevel(x, y, s, s, raised=True)
        q = s // 3
        pyxel.rect(x + q, y + q, s - 2 * q, s - 2 * q, self.light)
        pyxel.rectb(x + q, y + q, s - 2 * q, s - 2 * q, self.dark)

    def button(self, x, y, w, h, label, selected=False, default=False, disabled=False, exit=True):
        import pyxel

        pyxel.rect(x, y, w, h, self.accent if selected else self.paper)
        self.bevel(x, y, w, h, raised=not selected)
        if default:  # 2.0 marks nothing; we add an inner bevel so Return's button shows
            self.bevel(x + 1, y + 1, w - 2, h - 2, raised=not selected)
        self.text_in(x, y, w, h, label, self.dark)
        if disabled:
            self.grey_out(x + 2, y + 2, w - 4, h - 4)

    def field(self, x, y, w, h, text, cursor=False, flash=False, pos=None):
        """A string gadget: a ridge (recessed, then raised) around the text.

        The cursor is a block on character `pos` (default: after the text), which
        stays readable on it."""
        import pyxel

        pyxel.rect(x, y, w, h, self.accent if flash else self.paper)
        self.bevel(x, y, w, h, raised=False)
        self.bevel(x + 1, y + 1, w - 2, h - 2, raised=True)
        ty = y + (h - self.ch) // 2
        n = max(1, (w - 8) // self.cw)
        shown = text[-n:] if cursor and pos is None else text[:n]
        self.text(x + 4, ty, shown, self.dark)
        if cursor:  # Intuition's block cursor
            k = min(len(text) if pos is None else pos, n - 1)
            cx = x + 4 + k * self.cw
            pyxel.dither(0.5)
            pyxel.rect(cx, ty, self.cw, self.ch, self.accent)
            pyxel.dither(1.0)
            pyxel.rectb(cx, ty, self.cw, self.ch, self.accent)
            if pos is not None and k < len(shown):
                self.text(cx, ty, shown[k], self.dark)

    def list_box(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.bevel(x, y, w, h, raised=False)

    def list_row(self, x, y, w, text, selected=False, right="", col=None):
        """A row of a list; `col` picks another ink (ASL shows drawers in white)."""
        import pyxel

        if selected:
            pyxel.rect(x, y, w, self.row_h, self.accent)
        ink = self.dark if col is None or selected else col
        self.text(x + 2, y + 1, text, ink)
        if right:
            self.text(x + w - self.tw(right) - 2, y + 1, right, ink)

    def arrow(self, x, y, w, h, direction, pressed=False):
        import pyxel

        pyxel.rect(x, y, w, h, self.accent if pressed else self.paper)
        self.bevel(x, y, w, h, raised=not pressed)
        _tri(x, y, w, h, direction, self.dark)

    def track(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.bevel(x, y, w, h, raised=True)

    def knob(self, x, y, w, h):
        import pyxel

        pyxel.rect(x, y, w, h, self.paper)
        self.bevel(x, y, w, h, raised=True)
        pyxel.rect(x + 2, y + 2, w - 4, h - 4, self.accent)
        self.bevel(x + 2, y + 2, w - 4, h - 4, raised=False)


def _tri(x, y, w, h, direction, col):
    import pyxel

    cx, cy = x + w // 2, y + h // 2
    r = max(2, min(w, h) // 3)
    if direction == "up":
        pyxel.tri(cx, cy - r, cx - r, cy + r - 1, cx + r, cy + r - 1, col)
    elif direction == "down":
        pyxel.tri(cx, cy + r, cx - r, cy - r + 1, cx + r, cy - r + 1, col)
    elif direction == "left":
        pyxel.tri(cx - r, cy, cx + r - 1, cy - r, cx + r - 1, cy + r, col)
    else:
        pyxel.tri(cx + r, cy, cx - r + 1, cy - r, cx - r + 1, cy + r, col)


_looks: dict = {}


def look_for(machine: Machine | str | None = None) -> Look:
    """The Look of a machine (one per machine and font size, kept)."""
    m = resolve(machine)
    key = (m.key, m.palette, m.font, screen.char_size(m.font))
    lk = _looks.get(key)
    if lk is None:
        lk = (GemLook if m.look == "gem" else IntuitionLook)(m)
        _looks[key] = lk
    return lk
