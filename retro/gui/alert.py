"""An alert: a message and up to three buttons; the answer is the index of the button.

GEM's form_alert: an outlined box, one of three icons (note, question, stop) at the left,
the message beside it, the buttons underneath, the default one with the thick frame.
Intuition's EasyRequest: a small window with a title bar, the message, and the buttons
spread along the bottom - the first at the left, the last at the right.
Return answers with the default button, Esc with the cancel button (the last one when
there are several; `cancel=-1`: Esc answers -1, no button, for an alert whose one button
goes on); on the Amiga, Amiga-V and Amiga-B answer first and last too.
"""
from __future__ import annotations

from ..input import Input
from . import icons
from .base import RETURN_KEYS, Widget, wrap
from ..lang import texts as words


class Alert(Widget):
    def __init__(self, message: str, buttons=None, *, icon: str | None = "note",
                 default: int | None = 0, cancel: int | None = None, title: str | None = None,
                 machine=None, lang: str | None = None):
        super().__init__(machine, lang)
        w = words(lang)
        buttons = list(buttons) if buttons else [w["ok"]]
        if not 1 <= len(buttons) <= 3:
            raise ValueError("an alert has one to three buttons")
        if icon is not None and icon not in icons.ALERT_ICONS:
            raise ValueError(f"unknown alert icon {icon!r}")
        self.message = message
        self.buttons = buttons
        self.icon = icon
        self.default = default if default is None or 0 <= default < len(buttons) else 0
        self.cancel = (len(buttons) - 1 if len(buttons) > 1 else 0) if cancel is None else cancel
        self.title = w["request"] if title is None else title
        self.layout()

    def layout(self) -> None:
        lk = self.look
        m = self.machine
        screen_cols = m.width // lk.cw
        with_icon = lk.alert_shows_icon and bool(self.icon)
        self.scale = 2 if lk.ch >= 8 else 1
        icon_w = icons.size("note", self.scale)[0] + 2 * lk.cw if with_icon else 0
        cols = max(12, min(40, screen_cols - 10 - icon_w // lk.cw))
        self.lines = wrap(self.message, cols)
        text_w = max(lk.tw(line) for line in self.lines)
        self.bw = max(lk.tw(b) for b in self.buttons) + 2 * lk.cw
        gap = lk.cw * 2
        buttons_w = len(self.buttons) * self.bw + (len(self.buttons) - 1) * gap
        self.top = lk.title_bar_h if lk.titles_in_title_bar else 0
        margin = lk.cw * 2
        inner_w = max(icon_w + text_w, buttons_w)
        text_h = len(self.lines) * (lk.ch + 2)
        icon_h = icons.size("note", self.scale)[1] if with_icon else 0
        body_h = max(text_h, icon_h)
        self.w = min(m.width - 8, inner_w + 2 * margin)
        self.h = self.top + margin + body_h + lk.gap * 3 + lk.bh + margin // 2 + lk.gap
        self.x = (m.width - self.w) // 2
        self.y = lk.alert_y(m.height, self.h)
        self.icon_xy = (self.x + margin, self.y + self.top + margin)
        self.text_x = self.x + margin + icon_w
        if not icon_w:  # no icon: the text block is centred
            self.text_x = self.x + (self.w - text_w) // 2
        self.text_y = self.y + self.top + margin + max(0, (icon_h - text_h) // 2)
        by = self.y + self.h - margin // 2 - lk.gap - lk.bh
        n = len(self.buttons)
        self.button_rects = []
        for i in range(n):
            if not lk.alert_buttons_spread:  # together, centred under the text
                bx = self.x + (self.w - buttons_w) // 2 + i * (self.bw + gap)
            elif n == 1:
                bx = self.x + (self.w - self.bw) // 2
            else:  # spread from the left edge to the right edge
                left, right = self.x + margin // 2 + 2, self.x + self.w - margin // 2 - 2 - self.bw
                bx = left + (right - left) * i // (n - 1)
            self.button_rects.append((bx, by, self.bw, lk.bh))

    def update(self, inp: Input):
        if self.finished:
            return None
        if inp.key(*RETURN_KEYS) and self.default is not None:
            return self.finish(self.default)
        if inp.key("ESCAPE") and self.cancel is not None:
            return self.finish(self.cancel)
        if (inp.alt or inp.ctrl) and self.look.alt_keys_choose_buttons:
            if inp.key("V"):
                return self.finish(0)
            if inp.key("B"):
                return self.finish(len(self.buttons) - 1)
        if inp.clicked("L"):
            for i, r in enumerate(self.button_rects):
                if inp.inside(*r):
                    return self.finish(i)
        return None

    def draw(self) -> None:
        lk = self.look
        if lk.titles_in_title_bar:
            bx, by, bw, bh = lk.window(self.x, self.y, self.w, self.h, self.title, close=False)
            # the message sits in a recessed box, as EasyRequest's body does
            lk.bevel(bx + 2, by + 2, bw - 4, self.button_rects[0][1] - by - lk.gap - 4, raised=False)
        else:
            lk.panel(self.x, self.y, self.w, self.h)
        if self.icon and lk.alert_shows_icon:
            icons.draw(self.icon, *self.icon_xy, lk.ink, lk.paper, self.scale)
        for k, line in enumerate(self.lines):
            lk.text(self.text_x, self.text_y + k * (lk.ch + 2), line)
        for i, (r, label) in enumerate(zip(self.button_rects, self.buttons)):
            lk.button(*r, label, default=i == self.default)


def ok_cancel(message: str, *, icon: str | None = "question", machine=None,
              lang: str | None = None) -> Alert:
    """The usual requester: OK (0, the default) or Abbruch (1, also Esc)."""
    w = words(lang)
    return Alert(message, [w["ok"], w["cancel"]], icon=icon, default=0, cancel=1,
                 machine=machine, lang=lang)
