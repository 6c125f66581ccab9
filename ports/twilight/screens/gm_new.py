"""A new game as its game master ("Neues Spiel als Spielleiter"): what `retro twilight gm new
ORDNER --players N --schluessel ...` (or, a game of passwords, without --schluessel) asks, in
one Intuition window: the folder (typed: a name alone is made in the data folder, where the
file requesters open; or through the file requester), the number of
players, the kind of game (Schlüssel / Passwörter), for each seat (gm_seats.py) the player's
public key file (the file requester; its name and fingerprint shown) or his password twice,
or a computer race, and his e-mail address; the map, the races, the home places, the economy
(Wirtschaft: original, a planet's resource value in credits, or schnell, three times it), the
rounds, the seed, the deadline in days, and the game master's passphrase (or password) twice, its
strength shown. "Spiel anlegen" makes the game as the command line does (link.gm_new:
mastering.new_keys_game or new_password_game, then `gm computer` for the computer seats)
and shows what the command line says, his fingerprint first; then the game master's desk.

Every refusal is a requester naming the file or the field; nothing typed or chosen is lost.
"""
from __future__ import annotations

from pathlib import Path

from retro.gui.base import wrap
from retro.gui.fileselector import FileSelector
from retro.gui.look import look_for
from retro.gui.textfield import TextField, edit_fields
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .gm_texts import NEW as T
from .gm_seats import ROW_H, SEAT_H, Seats
from .link import (ECONOMIES, HOME_MODES, MAP_MODES, MAX_PLAYERS, MIN_PASSPHRASE, MIN_PASSWORD, MIN_PLAYERS, RACE_MODES, Refusal,
                   check_password, explain, gm_new, map_picture, read_key, storage_message)
from .secret import SecretField, draw_strength, refusal_alert
from .strength import estimate

WIN_X, WIN_Y, WIN_W, WIN_H = 16, 16, 608, 488
MODES = (("karte", MAP_MODES), ("rassen", RACE_MODES), ("heimat", HOME_MODES), ("wirtschaft", ECONOMIES))
DIGITS = "0123456789"


class GmNewScene(Seats, Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, folder=None, cost: int | None = None, pictures: bool = True, players: int = 4):
        self.look = lk = look_for(self.machine)
        self.cost, self.pictures = cost, pictures
        self.start_folder = Path(folder) if folder else None
        self.state = "typing"                      # typing, making (one frame), done
        self.made = None
        self.players = players
        self._passwords = False                    # the kind of game: keys, or passwords
        self.modes = {name: values[0] for name, values in MODES}
        self.intros = {k: wrap(T[k], (WIN_W - 40) // lk.cw) for k in ("intro", "intro_pw")}
        x = self.seat_x = WIN_X + 16
        self.seat_w = WIN_W - 28
        self.top = WIN_Y + lk.title_bar_h + 10 + max(map(len, self.intros.values())) * (lk.ch + 2) + 4
        y = self.top
        self.folder = TextField("", 200, cols=44, label=T["folder"].ljust(12), x=x, y=y, machine=self.machine)
        self.make_seats(x, y + 2 * ROW_H)
        oy = self.seat_y + MAX_PLAYERS * SEAT_H + 4
        self.mode_y = oy
        ny = oy + 2 * ROW_H + 4          # the modes in two rows: three, then the economy
        self.runden = TextField("30", 4, allowed=DIGITS, cols=5, label=T["runden"].ljust(12), x=x, y=ny,
                                machine=self.machine)
        self.seed = TextField("", 12, allowed=DIGITS, cols=13, label=T["seed"], x=x + 200, y=ny, machine=self.machine)
        self.days = TextField("", 3, allowed=DIGITS, cols=4, label=T["days"], x=x + 420, y=ny, machine=self.machine)
        py = ny + ROW_H + 6
        self.pw = SecretField("", cols=34, label=T["pass"].ljust(12), x=x, y=py, machine=self.machine)
        self.again = SecretField("", cols=34, label=T["again"].ljust(12), x=x, y=py + ROW_H, machine=self.machine)
        self.focused = self.folder
        by = WIN_Y + WIN_H - lk.bh - 12
        bw = lk.tw(T["to_desk"]) + 4 * lk.cw
        self.make_rect = (WIN_X + 16, by, bw, lk.bh)
        self.cancel_rect = (WIN_X + WIN_W - 16 - bw, by, bw, lk.bh)
        self.ok_rect = ((self.machine.width - bw) // 2, by, bw, lk.bh)

    @property
    def passwords(self) -> bool:
        """A game of passwords (else of keys)."""
        return self._passwords

    @passwords.setter
    def passwords(self, on: bool) -> None:
        self._passwords = on
        for f, k in ((self.pw, "pass"), (self.again, "again")):
            f.label = T[k + ("_pw" if on else "")].ljust(12)

    def least(self) -> int:
        return MIN_PASSWORD if self.passwords else MIN_PASSPHRASE

    @property
    def fields(self) -> list:
        """The fields that take keys now, in the order Tab goes."""
        return [self.folder] + self.seat_fields() + [self.runden, self.seed, self.days, self.pw, self.again]

    # -- where things are ---------------------------------------------------------------
    def folder_button(self) -> tuple:
        b = self.folder.rects()["box"]
        return b[0] + b[2] + 8, b[1], self.look.tw(T["choose"]) + 2 * self.look.cw, self.look.bh

    def count_buttons(self) -> tuple:
        lk, x, y = self.look, WIN_X + 16 + 13 * self.look.cw, self.top + ROW_H
        w = 3 * lk.cw
        return (x, y, w, lk.bh), (x + w + 5 * lk.cw, y, w, lk.bh)

    def kind_button(self) -> tuple:
        lk, (x, y, w, _) = self.look, self.count_buttons()[1]
        bw = max(lk.tw(T["kinds"][k]) for k in (False, True)) + 4 * lk.cw
        return x + w + 12 * lk.cw + lk.tw(T["kind"]), y, bw, lk.bh

    def mode_label(self, k: int) -> tuple:
        """Where mode k's name stands: three a row."""
        return WIN_X + 16 + (k % 3) * 190, self.mode_y + (k // 3) * ROW_H

    def mode_button(self, k: int) -> tuple:
        lk = self.look
        x, y = self.mode_label(k)
        return x + (12 if k >= 3 else 8) * lk.cw, y, 10 * lk.cw, lk.bh

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.state == "making":
            return self._make()
        if self.state == "done":
            if inp.key("RETURN", "KP_ENTER") or inp.clicked("L") and inp.inside(*self.ok_rect):
                self.to_desk()
            return
        if inp.key("ESCAPE") or inp.clicked("L") and inp.inside(*self.cancel_rect):
            return self.close(None)
        if inp.clicked("L") and self._click(inp):
            return
        fields = self.fields
        focus = fields.index(self.focused) if self.focused in fields else 0
        focus, submitted = edit_fields(fields, focus, inp)
        self.focused = fields[focus]
        if submitted:
            self.submit()

    def _click(self, inp: Input) -> bool:
        if inp.inside(*self.make_rect):
            self.submit()
            return True
        if inp.inside(*self.folder_button()):
            self.ask(FileSelector(self._start_folder(), "meister.txt", mode="save", name="meister.txt",
                                  title=T["select_folder"], machine=self.machine), on_result=self._folder_chosen)
            return True
        less, more = self.count_buttons()
        if inp.inside(*less) or inp.inside(*more):
            self.players = max(MIN_PLAYERS, min(MAX_PLAYERS, self.players + (1 if inp.inside(*more) else -1)))
            return True
        if inp.inside(*self.kind_button()):
            self.passwords = not self.passwords    # what was chosen and typed for the other kind stays
            return True
        for i in range(self.players):
            file_b, cpu_b = self.seat_buttons(i)
            if file_b is not None and inp.inside(*file_b):
                self.ask(FileSelector(self._start_folder(), T["key_pattern"], mode="open",
                                      title=T["select_key"].format(n=i + 1), machine=self.machine),
                         on_result=lambda path, i=i: self._key_chosen(i, path))
                return True
            if inp.inside(*cpu_b):
                self.seats[i]["computer"] = not self.seats[i]["computer"]
                return True
        for k, (name, values) in enumerate(MODES):
            if inp.inside(*self.mode_button(k)):
                self.modes[name] = values[(values.index(self.modes[name]) + 1) % len(values)]
                return True
        return False

    def _start_folder(self) -> Path:
        from retro import storage
        return self.start_folder or storage.data_dir_or_home("twilight")

    def _folder_chosen(self, path) -> None:
        if path:
            self.folder.set_text(str(Path(path).parent))
            self.start_folder = Path(path).parent.parent

    def _key_chosen(self, i: int, path) -> None:
        if path:
            self.key_chosen(i, path, read_key)

    def _refuse(self, message: str, field=None) -> None:
        if field is not None:
            self.focused = field
        self.ask(refusal_alert(message, self.machine, T["error_title"]), on_result=lambda _r: None)

    def submit(self) -> None:
        """The checks before the game is made; each refusal a requester, everything kept."""
        if not self.folder.text.strip():
            return self._refuse(T["no_folder"], self.folder)
        if not self.check_seats():
            return
        if not self.runden.text.strip():
            return self._refuse(T["not_number"].format(field=T["runden"], value=""), self.runden)
        try:
            if self.passwords:
                check_password(self.pw.text)
            elif len(self.pw.text) < MIN_PASSPHRASE:
                raise Refusal("passphrase_short", n=MIN_PASSPHRASE)
        except Refusal as e:
            return self._refuse(T["gm_refused"].format(field=self._pw_label(), reason=explain(e)), self.pw)
        if self.again.text != self.pw.text:
            return self._refuse(T["mismatch" if not self.passwords else "mismatch_pw"], self.again)
        same = self.same_password(self.pw.text) if self.passwords else None
        if same is not None:
            return self._refuse(T["gm_same"].format(m=same + 1), self.pw)
        self.state = "making"                      # drawn once before the work

    def key_files(self) -> list:
        return [None if s["computer"] else s["file"] for s in self.seats[:self.players]]

    def game_folder(self) -> Path:
        """The folder typed: a name without a path is made where the file requesters open
        (the data folder, or the folder given), never in the program's working folder."""
        folder = Path(self.folder.text.strip()).expanduser()
        return folder if folder.is_absolute() else self._start_folder() / folder

    def _make(self) -> None:
        folder = self.game_folder()
        self.state = "typing"
        try:
            self.made = gm_new(folder, self.key_files(), self.pw.text,
                               int(self.seed.text) if self.seed.text else None, self.modes["karte"],
                               self.modes["rassen"], self.modes["heimat"], int(self.runden.text),
                               int(self.days.text) if self.days.text else None, self.cost,
                               map_picture if self.pictures else None,
                               self.addresses(), self.seat_passwords() if self.passwords else None,
                               self.modes["wirtschaft"])
        except Refusal as e:
            return self._refuse(T["refused"].format(file=folder, reason=explain(e)), self.folder)
        except Exception as e:                     # a folder that cannot be written
            return self._refuse(T["refused"].format(file=folder, reason=storage_message(e)), self.folder)
        self.state = "done"
        from .file_opener import remember
        remember("meister", folder)                # "Spielleiterdatei öffnen" opens here next
        for f in (self.pw, self.again):
            f.set_text("")                         # the passphrase leaves the screen's memory
        self.forget_passwords()

    def _pw_label(self) -> str:
        return T["pass_pw" if self.passwords else "pass"]

    def to_desk(self) -> None:
        from .gm_desk import GmDeskScene
        gm, pair, said = self.made
        self.app.replace(GmDeskScene(gm, said=said))

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        lk.desktop(self.machine.width, self.machine.height)
        bx, by, bw, bh = lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, T["done_title" if self.state == "done" else "title"],
                                   close=False)
        if self.state == "done":
            return self._done(bx, by, bw)
        for k, line in enumerate(self.intros["intro_pw" if self.passwords else "intro"]):
            lk.text(bx + 14, by + 8 + k * (lk.ch + 2), line, P.BLACK)
        focused = self.focused if self.state == "typing" else None
        for f in (self.folder, self.runden, self.seed, self.days, self.pw, self.again):
            f.focused = f is focused
            f.draw()
        box = self.pw.rects()["box"]
        draw_strength(lk, box[0] + box[2] + 12, self.pw.y + 2, self.pw.text, T["strength"], least=self.least())
        if isinstance(focused, SecretField) and focused.text:          # why, for the field with the cursor
            why = estimate(focused.text, self.least())[1]
            lk.text(WIN_X + 16, self.again.y + ROW_H + 2, T["why"].format(why=why)[:(WIN_W - 32) // lk.cw], P.BLACK)
        lk.button(*self.folder_button(), T["choose"])
        x = WIN_X + 16
        less, more = self.count_buttons()
        lk.text(x, less[1] + 2, T["players"], P.BLACK)
        lk.button(*less, "-")
        lk.text(less[0] + less[2] + 2 * lk.cw, less[1] + 2, str(self.players), P.BLACK)
        lk.button(*more, "+")
        kb = self.kind_button()
        lk.text(kb[0] - lk.tw(T["kind"]) - lk.cw, kb[1] + 2, T["kind"], P.BLACK)
        lk.button(*kb, T["kinds"][self.passwords], selected=self.passwords)
        for i in range(self.players):
            self.draw_seat(i, focused)
        for k, (name, _) in enumerate(MODES):
            bxy = self.mode_button(k)
            lk.text(self.mode_label(k)[0], bxy[1] + 2, T[name], P.BLACK)
            lk.button(*bxy, T["modes"][self.modes[name]])
        lk.button(*self.make_rect, T["make"], default=True)
        lk.button(*self.cancel_rect, T["cancel"])
        if self.state == "making":
            s = T["making"]
            w, h = lk.tw(s) + 40, 40
            x, y = (self.machine.width - w) // 2, WIN_Y + WIN_H // 2 - 10
            lk.window(x, y, w, h, "", close=False)
            lk.text(x + 20, y + lk.title_bar_h + 10, s)

    def _done(self, bx: int, by: int, bw: int) -> None:
        lk = self.look
        cols = (bw - 28) // lk.cw
        lines = [x for line in self.made[2].splitlines() for x in (wrap(line, cols) or [""])]
        for k, line in enumerate(lines[:(WIN_H - 60) // (lk.ch + 2)]):
            for dx in (0, 1) if k == 0 else (0,):          # bold: his fingerprint, to read out
                lk.text(bx + 12 + dx, by + 8 + k * (lk.ch + 2), line, P.BLACK)
        lk.button(*self.ok_rect, T["to_desk"], default=True)
