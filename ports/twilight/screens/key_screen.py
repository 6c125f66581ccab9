"""The first-time player's key ("Schlüssel anlegen"): his name, his e-mail address if he
wants the game master to have it (it goes into his public file), the passphrase twice (as
stars), its strength as he types (strength.py), then the key made as `retro twilight player
key --name NAME --adresse ADRESSE` makes it (link.make_key: the key file in the program's
data folder, the public file beside it). Making it takes scrypt's time: the frame after the click says
"Schlüssel wird erzeugt..." and the next one makes it. Then the fingerprint, both files
and what to send to whom. Every refusal is a requester; nothing typed is lost by one.

Tab, Return or a click go from field to field; Return in the last one (or the gadget)
makes the key; Esc or Abbruch leave without one.
"""
from __future__ import annotations

from retro.gui.base import wrap
from retro.gui.look import look_for
from retro.gui.textfield import TextField, edit_fields
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .desk_texts import KEY as T
from .link import (
    KEY_COST,
    MIN_PASSPHRASE,
    Refusal,
    check_address,
    explain,
    key_path,
    make_key,
    storage_message,
)
from .secret import SecretField, draw_strength, refusal_alert

WIN_X, WIN_Y, WIN_W, WIN_H = 50, 66, 540, 328
LABEL_COLS = 13                            # the fields' labels, padded to one width
FIELD_COLS = 34
ROW_H = 26
NAME, ADDRESS, PASS, AGAIN = range(4)     # the fields


class KeyScene(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, keyfile=None, out_folder=None, cost: int = KEY_COST, name: str = ""):
        self.look = lk = look_for(self.machine)
        self.keyfile = keyfile
        self.out_folder = out_folder
        self.cost = cost
        self.state = "typing"              # typing, making (one frame), done
        self.made = None                   # link.make_key's answer
        self.intro = wrap(T["intro"], (WIN_W - 40) // lk.cw)
        x = WIN_X + 20
        y = WIN_Y + lk.title_bar_h + 16 + len(self.intro) * (lk.ch + 2) + 8
        self.fields = [
            TextField(name, 40, cols=FIELD_COLS, label=T["name"].ljust(LABEL_COLS), x=x, y=y, machine=self.machine),
            TextField("", 100, cols=FIELD_COLS, label=T["address"].ljust(LABEL_COLS), x=x, y=y + ROW_H,
                      machine=self.machine),
            SecretField("", cols=FIELD_COLS, label=T["pass"].ljust(LABEL_COLS), x=x, y=y + 2 * ROW_H,
                        machine=self.machine),
            SecretField("", cols=FIELD_COLS, label=T["again"].ljust(LABEL_COLS), x=x, y=y + 4 * ROW_H + 2,
                        machine=self.machine)]
        self.strength_y = y + 3 * ROW_H - 8
        self.focus = 0
        by = WIN_Y + WIN_H - lk.bh - 12
        bw = lk.tw(T["make"]) + 4 * lk.cw
        self.make_rect = (WIN_X + 16, by, bw, lk.bh)
        self.cancel_rect = (WIN_X + WIN_W - 16 - bw, by, bw, lk.bh)
        self.ok_rect = ((self.machine.width - bw) // 2, by, bw, lk.bh)

    @property
    def name(self) -> str:
        return self.fields[0].text

    @property
    def address(self) -> str:
        return self.fields[ADDRESS].text.strip()

    @property
    def passphrase(self) -> str:
        return self.fields[PASS].text

    def path(self):
        return self.keyfile or key_path()

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.state == "making":
            self._make()
            return
        if self.state == "done":
            if inp.key("RETURN", "KP_ENTER", "ESCAPE", "SPACE") or inp.clicked("L") and inp.inside(*self.ok_rect):
                self.close(self.made)
            return
        if inp.key("ESCAPE") or inp.clicked("L") and inp.inside(*self.cancel_rect):
            self.close(None)
            return
        if inp.clicked("L") and inp.inside(*self.make_rect):
            self.submit()
            return
        self.focus, submitted = edit_fields(self.fields, self.focus, inp)
        if submitted:
            self.submit()

    def submit(self) -> None:
        """The checks before the key is made; each refusal a requester, the fields kept."""
        if not " ".join(self.name.split()):
            return self._refuse(T["no_name"], NAME)
        try:
            check_address(self.address)
        except Refusal as e:
            return self._refuse(T["bad_address"].format(reason=explain(e)), ADDRESS)
        if len(self.passphrase) < MIN_PASSPHRASE:
            reason = explain(Refusal("passphrase_short", n=MIN_PASSPHRASE))
            return self._refuse(T["short"].format(reason=reason), PASS)
        if self.fields[AGAIN].text != self.passphrase:
            return self._refuse(T["mismatch"].format(reason=explain(Refusal("pw_mismatch"))), AGAIN)
        self.state = "making"              # drawn once before the work

    def _refuse(self, message: str, field: int) -> None:
        self.focus = field
        self.ask(refusal_alert(message, self.machine, T["title"]), on_result=lambda _r: None)

    def _make(self) -> None:
        try:
            self.made = make_key(self.name, self.passphrase, self.keyfile, self.out_folder, self.cost, self.address)
        except Refusal as e:
            self.state = "typing"
            self._refuse(T["failed"].format(path=self.path(), reason=explain(e)), 0)
            return
        except Exception as e:                     # a folder that cannot be written
            self.state = "typing"
            self._refuse(T["failed"].format(path=self.path(), reason=storage_message(e)), 0)
            return
        self.state = "done"
        for f in self.fields[PASS:]:
            f.set_text("")                         # the passphrase leaves the screen's memory

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        lk.desktop(self.machine.width, self.machine.height)
        title = T["done_title"] if self.state == "done" else T["title"]
        bx, by, bw, bh = lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, title, close=False)
        if self.state == "done":
            return self._done(bx, by)
        for k, line in enumerate(self.intro):
            lk.text(bx + 18, by + 10 + k * (lk.ch + 2), line)
        for i, f in enumerate(self.fields):
            f.focused = i == self.focus and self.state == "typing"
            f.draw()
        self._strength()
        wy = self.fields[AGAIN].y + ROW_H
        lk.text(bx + 18, wy, T["where"], P.BLACK)
        lk.text(bx + 18 + 2 * lk.cw, wy + lk.ch + 3, _fit(str(self.path()), (bw - 46) // lk.cw), P.BLACK)
        lk.button(*self.make_rect, T["make"], default=True)
        lk.button(*self.cancel_rect, T["cancel"])
        if self.state == "making":
            s = T["making"]
            w, h = lk.tw(s) + 40, 40
            x, y = (self.machine.width - w) // 2, WIN_Y + WIN_H // 2 - 10
            lk.window(x, y, w, h, "", close=False)
            lk.text(x + 20, y + lk.title_bar_h + 10, s)

    def _strength(self) -> None:
        x = self.fields[PASS].rects()["box"][0]
        draw_strength(self.look, x, self.strength_y, self.passphrase, T["strength"],
                      (WIN_X + WIN_W - 16 - x) // self.look.cw)

    def _done(self, bx: int, by: int) -> None:
        lk = self.look
        m = self.made
        cols = (WIN_W - 40) // lk.cw
        for k, line in enumerate(T["done"]):
            text = line.format(path=m["path"], public=m["public"], fingerprint=m["fingerprint"],
                               address=T["address_given" if self.address else "address_none"].format(
                                   address=self.address))
            lk.text(bx + 18, by + 10 + k * (lk.ch + 3), _fit(text, cols), P.BLACK)
            if line.strip().startswith("{fingerprint"):            # bold: the line he reads out
                lk.text(bx + 19, by + 10 + k * (lk.ch + 3), _fit(text, cols), P.BLACK)
        lk.button(*self.ok_rect, T["ok"], default=True)


def _fit(text: str, cols: int) -> str:
    """A line cut to cols, a long path from its left (its file name stays)."""
    if len(text) <= cols:
        return text
    lead = len(text) - len(text.lstrip())
    return " " * lead + ".." + text[-(cols - lead - 2):]
