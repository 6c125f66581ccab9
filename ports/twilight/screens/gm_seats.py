"""The seats of the new game's window (gm_new.py): two rows each. In a game of keys the first
row has the file requester's gadget for the player's public key file, the computer toggle,
his name and fingerprint; in a game of passwords the computer toggle and his password twice
(as stars). The second row has his e-mail address (taken from his public file, which he
made with the key screen; typed or corrected here), and in a game of passwords the strength
of his password as the key screen shows it. A computer seat has neither.
"""
from __future__ import annotations

from pathlib import Path

from retro.gui.textfield import TextField

from . import palette as P
from .gm_texts import NEW as T
from .link import MAX_PLAYERS, MIN_PASSWORD, Refusal, check_address, check_password, explain
from .secret import SecretField, draw_strength

ROW_H = 19
SEAT_H = 2 * ROW_H
PW_COLS = 15
ADDRESS_COLS = 26


class Seats:
    """What GmNewScene knows of its seats; self.seats[i] holds the file, the computer toggle,
    name, fingerprint and the seat's three fields (password, again, address)."""

    def make_seats(self, x: int, y: int) -> None:
        lk, m = self.look, self.machine
        self.seat_y = y
        self.seats = []
        for i in range(MAX_PLAYERS):
            sy = y + i * SEAT_H
            px = x + 5 * lk.cw + lk.tw(T["computer"]) + 2 * lk.cw + 8
            pw = SecretField("", cols=PW_COLS, label=T["seat_pw"].ljust(9), x=px, y=sy, machine=m)
            again = SecretField("", cols=PW_COLS, label=T["seat_again"].ljust(9),
                                x=pw.rects()["box"][0] + pw.rects()["box"][2] + 2 * lk.cw, y=sy, machine=m)
            address = TextField("", 100, cols=ADDRESS_COLS, label=T["address"].ljust(8), x=x + 5 * lk.cw,
                                y=sy + ROW_H, machine=m)
            self.seats.append({"file": None, "computer": False, "name": "", "fingerprint": "",
                               "pw": pw, "again": again, "address": address})

    def seat_fields(self) -> list:
        """The seats' fields that take keys now, in the order Tab goes."""
        out = []
        for s in self.seats[:self.players]:
            if not s["computer"]:
                out += ([s["pw"], s["again"]] if self.passwords else []) + [s["address"]]
        return out

    # -- where things are ---------------------------------------------------------------
    def seat_buttons(self, i: int) -> tuple:
        """(the file requester's gadget, the computer toggle) of seat i; in a game of
        passwords the toggle comes first and there is no file."""
        lk, y = self.look, self.seat_y + i * SEAT_H
        x = self.seat_x + 5 * lk.cw
        w = lk.tw(T["choose"]) + 2 * lk.cw
        cw = lk.tw(T["computer"]) + 2 * lk.cw
        if self.passwords:
            return None, (x, y, cw, lk.bh)
        return (x, y, w, lk.bh), (x + w + 6, y, cw, lk.bh)

    # -- what is chosen -----------------------------------------------------------------
    def key_chosen(self, i: int, path, read_key) -> None:
        """A public key file for seat i: its name, fingerprint and e-mail address (if it has
        one: what the game master typed stays otherwise)."""
        from .link import storage_message
        try:
            name, fp, address = read_key(path)
        except Refusal as e:
            return self._refuse(T["refused"].format(file=Path(path).name, reason=explain(e)))
        except Exception as e:
            return self._refuse(T["refused"].format(file=Path(path).name, reason=storage_message(e)))
        same = [k for k, s in enumerate(self.seats[:self.players]) if k != i and s["fingerprint"] == fp]
        if same:
            return self._refuse(T["same_key"].format(file=Path(path).name, n=same[0] + 1))
        self.seats[i].update(file=Path(path), computer=False, name=name, fingerprint=fp)
        if address:
            self.seats[i]["address"].set_text(address)
        self.start_folder = Path(path).parent

    def check_seats(self) -> bool:
        """Each seat's checks (a key file or the computer; the password twice; the address):
        False after a requester naming the seat, the cursor in the field."""
        for i, s in enumerate(self.seats[:self.players]):
            if s["computer"]:
                continue
            if not self.passwords and s["file"] is None:
                return self._no(T["no_key"].format(n=i + 1))
            if self.passwords:
                try:
                    check_password(s["pw"].text)
                except Refusal as e:
                    return self._no(T["seat_refused"].format(n=i + 1, reason=explain(e)), s["pw"])
                if s["again"].text != s["pw"].text:
                    return self._no(T["seat_mismatch"].format(n=i + 1), s["again"])
                same = self.same_password(s["pw"].text, i)
                if same is not None:
                    return self._no(T["seat_same"].format(n=i + 1, m=same + 1), s["pw"])
            try:
                check_address(s["address"].text)
            except Refusal as e:
                return self._no(T["seat_refused"].format(n=i + 1, reason=explain(e)), s["address"])
        return True

    def same_password(self, pw: str, before: int | None = None):
        """The first seat (before seat `before`) with this password, or None."""
        for k, s in enumerate(self.seats[:self.players if before is None else before]):
            if not s["computer"] and s["pw"].text == pw:
                return k
        return None

    def _no(self, message: str, field=None) -> bool:
        self._refuse(message, field)
        return False

    def addresses(self) -> list:
        return ["" if s["computer"] else s["address"].text.strip() for s in self.seats[:self.players]]

    def seat_passwords(self) -> list:
        return [None if s["computer"] else s["pw"].text for s in self.seats[:self.players]]

    def forget_passwords(self) -> None:
        for s in self.seats:
            s["pw"].set_text("")
            s["again"].set_text("")

    # -- drawing ------------------------------------------------------------------------
    def draw_seat(self, i: int, focused) -> None:
        lk, s = self.look, self.seats[i]
        file_b, cpu_b = self.seat_buttons(i)
        lk.text(self.seat_x, cpu_b[1] + 2, T["seat"].format(n=i + 1), P.BLACK)
        if file_b is not None:
            lk.button(*file_b, T["choose"], disabled=s["computer"])
        lk.button(*cpu_b, T["computer"], selected=s["computer"])
        x = cpu_b[0] + cpu_b[2] + 8
        cols = (self.seat_x + self.seat_w - x) // lk.cw
        if s["computer"]:
            lk.text(x, cpu_b[1] + 2, T["computer_seat" if not self.passwords else "computer_seat_pw"][:cols], P.BLACK)
            return
        fields = [s["address"]]
        if self.passwords:
            fields += [s["pw"], s["again"]]
            draw_strength(lk, s["again"].x, s["address"].y + 2, s["pw"].text, T["strength"], least=MIN_PASSWORD)
        else:
            lk.text(x, cpu_b[1] + 2, self._key_text(s, cols)[:cols], P.BLACK)
        for f in fields:
            f.focused = f is focused
            f.draw()

    @staticmethod
    def _key_text(s: dict, cols: int) -> str:
        if s["file"] is None:
            return T["no_file"]
        head, file = f"{s['name']}  {s['fingerprint']}  ", s["file"].name
        room = cols - len(head) - 2                  # the fingerprint whole, the file's name shortened in front
        return head + (f"({file})" if len(file) <= room else f"(..{file[-(room - 2):]})" if room > 6 else "")

