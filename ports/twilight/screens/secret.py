"""A passphrase field: Intuition's string gadget showing a star for each character typed
(the text itself is never drawn), and the requester that asks for the passphrase of a
packet: a small window naming the file and the key file, the field, OK and Abbruch."""
from __future__ import annotations

from retro.gui.alert import Alert
from retro.gui.base import RETURN_KEYS, Widget, wrap
from retro.gui.textfield import TextField
from retro.input import Input

MASK = "*"
MAX_SECRET = 64


class SecretField(TextField):
    """A TextField whose text shows as stars (and is never selected by a fresh start)."""

    def __init__(self, *a, **kw):
        kw.setdefault("max_len", MAX_SECRET)
        super().__init__(*a, **kw)

    def draw(self) -> None:
        text, fresh = self.text, self.fresh
        self.text, self.fresh = MASK * len(text), False
        try:
            super().draw()
        finally:
            self.text, self.fresh = text, fresh


class PassphraseRequester(Widget):
    """Asks for a passphrase (or password): title, lines of text, the masked field, OK and
    Abbruch; finishes with the text (Return, OK) or None (Esc, Abbruch). A text given (the
    one refused before) stays for editing: Backspace takes its last letter, a new one typed
    replaces it. masked=False: a plain text field (an e-mail address asked the same way)."""

    W = 420

    def __init__(self, title: str, message: str, label: str, *, ok: str = "OK", cancel: str = "Abbruch",
                 text: str = "", machine=None, masked: bool = True):
        super().__init__(machine)
        lk = self.look
        self.title, self.ok, self.cancel = title, ok, cancel
        self.lines = wrap(message, self.W // lk.cw - 4)
        self.w = self.W
        self.h = lk.title_bar_h + 12 + len(self.lines) * (lk.ch + 2) + 2 * (lk.bh + 12) + 6
        self.put_at(None, None)
        fy = self.y + lk.title_bar_h + 12 + len(self.lines) * (lk.ch + 2) + 6
        field = SecretField if masked else (lambda *a, **kw: TextField(*a, max_len=100, **kw))
        self.field = field(text, cols=30, label=label, x=self.x + 2 * lk.cw, y=fy, machine=self.machine)
        by = self.y + self.h - lk.bh - 8
        bw = max(lk.tw(ok), lk.tw(cancel)) + 4 * lk.cw
        self.ok_rect = (self.x + 12, by, bw, lk.bh)
        self.cancel_rect = (self.x + self.w - 12 - bw, by, bw, lk.bh)

    def update(self, inp: Input):
        if self.finished:
            return None
        if inp.clicked("L") and inp.inside(*self.cancel_rect) or inp.key("ESCAPE"):
            return self.finish(None)
        if inp.clicked("L") and inp.inside(*self.ok_rect) or inp.key(*RETURN_KEYS):
            return self.finish(self.field.text)
        self.field.click(inp)
        self.field.edit(inp)
        return None

    def draw(self) -> None:
        lk = self.look
        bx, by, bw, bh = lk.window(self.x, self.y, self.w, self.h, self.title, close=False)
        for k, line in enumerate(self.lines):
            lk.text(bx + 2 * lk.cw - 1, by + 10 + k * (lk.ch + 2), line)
        self.field.draw()
        lk.button(*self.ok_rect, self.ok, default=True)
        lk.button(*self.cancel_rect, self.cancel)


STRENGTH_BAR = 60
STRENGTH_FILL = {"schwach": 1, "mittel": 2, "stark": 3}


def draw_strength(look, x: int, y: int, secret: str, label: str, why_cols: int = 0, least: int = 0) -> None:
    """A passphrase's or password's strength as the key screen shows it (strength.estimate):
    a bar of three parts in red, yellow or green, label ("Stärke: {verdict}") beside it, and
    with why_cols the reason below, cut to that many characters. Nothing typed: the label
    with "-". least: the fewest characters allowed (0: a passphrase's)."""
    import pyxel

    from . import palette as P
    from .strength import estimate
    if not secret:
        look.text(x, y, label.format(verdict="-"), P.BLACK)
        return
    verdict, why = estimate(secret, least) if least else estimate(secret)
    col = {"schwach": P.RED, "mittel": P.RACE[4], "stark": P.RACE[1]}[verdict]
    pyxel.rect(x, y, STRENGTH_BAR, look.ch, P.BLACK)
    pyxel.rect(x + 1, y + 1, (STRENGTH_BAR - 2) * STRENGTH_FILL[verdict] // 3, look.ch - 2, col)
    look.text(x + STRENGTH_BAR + 6, y, label.format(verdict=verdict), P.BLACK)
    if why_cols:
        look.text(x, y + look.ch + 4, why[:why_cols], P.BLACK)


def refusal_alert(message: str, machine, title: str = "Abgelehnt") -> Alert:
    """A refusal or an error as the screens say it: a requester with its German reason."""
    return Alert(message, title=title, icon="stop", machine=machine)
