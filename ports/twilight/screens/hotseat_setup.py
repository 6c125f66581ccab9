"""The hot-seat game's set-up: how many seats (3-6), each a human (his name, and the
passphrase that hides his hand from the others; one human alone needs none, and may choose
one: he is then asked for it before each phase) or a computer race, the map prepared or
built by the players, after how many rounds the game master ends the game, and the income
(Wirtschaft: "Rohstoffwert", a planet pays its resource value in credits as the rules say, the
default; or "dreifach", three times it, the faster economy; Settings.economy). "Spiel
beginnen" starts the game (hotseat_screen.HotseatScene); "Gesichertes Spiel fortsetzen", there
when a game was saved or kept at the window's close (hotseat_file), goes on with that one.
"""
from __future__ import annotations

import pyxel

from retro.gui.alert import Alert
from retro.gui.look import look_for
from retro.gui.textfield import TextField
from retro.input import Input
from retro.scenes import Scene

from . import hotseat_file, palette as P
from .hotseat_texts import HOTSEAT as T
from .link import MIN_PASSPHRASE
from .secret import PassphraseRequester

WIN_X, WIN_Y, WIN_W, WIN_H = 60, 40, 520, 430
ROW_H, BUTTON_H = 24, 17
COUNTS = (3, 4, 5, 6)
ROUNDS = (2, 3, 5, 10, 30)
MAPS = ("fertig", "bauen")
ECONOMIES = ("original", "schnell")


class HotseatSetup(Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, seed: int = 1):
        self.seed = seed
        self.look = look_for(self.machine)
        self.count = 4
        self.names = [f"Spieler {i + 1}" for i in range(6)]
        self.computer = [False, False, True, True, True, True]
        self.secrets = [""] * 6
        self.map_mode = "bauen"
        self.rounds = 10
        self.economy = "original"
        self.kept = hotseat_file.waiting()     # a game saved, or kept when the window closed

    # -- where things are ---------------------------------------------------------------
    def top(self) -> int:
        return WIN_Y + self.look.title_bar_h + 14

    def buttons(self) -> list:
        """(rect, action, label, selected) of every gadget."""
        out, y, x0 = [], self.top(), WIN_X + 110
        for k, n in enumerate(COUNTS):
            out.append(((x0 + k * 40, y, 34, BUTTON_H), ("count", n), str(n), n == self.count))
        y += ROW_H + 8
        for i in range(self.count):
            out.append(((x0, y, 90, BUTTON_H), ("kind", i), T["computer" if self.computer[i] else "human"],
                        self.computer[i]))
            if not self.computer[i]:
                out.append(((x0 + 96, y, 150, BUTTON_H), ("name", i), self.names[i], False))
                unset = "secret_optional" if self.alone() else "secret_unset"
                out.append(((x0 + 252, y, 140, BUTTON_H), ("secret", i),
                            T["secret_set" if self.secrets[i] else unset], False))
            y += ROW_H
        y = self.top() + 8 * ROW_H
        for k, m in enumerate(MAPS):
            out.append(((x0 + k * 130, y, 124 + k * 70, BUTTON_H), ("map", m), T["map_modes"][m], m == self.map_mode))
        y += ROW_H + 8
        for k, n in enumerate(ROUNDS):
            out.append(((x0 + k * 40, y, 34, BUTTON_H), ("rounds", n), str(n), n == self.rounds))
        y += ROW_H + 8
        for k, e in enumerate(ECONOMIES):
            out.append(((x0 + k * 130, y, 124, BUTTON_H), ("economy", e), T["economies"][e], e == self.economy))
        y = WIN_Y + WIN_H - BUTTON_H - 12
        if self.kept:
            out.append(((WIN_X + 20, y - BUTTON_H - 8, 260, BUTTON_H), ("resume",), T["resume"], False))
        out.append(((WIN_X + 20, y, 180, BUTTON_H), ("begin",), T["begin"], False))
        out.append(((WIN_X + WIN_W - 140, y, 120, BUTTON_H), ("cancel",), T["cancel"], False))
        return out

    def button_at(self, x: int, y: int):
        for (bx, by, bw, bh), action, _, _ in self.buttons():
            if bx <= x < bx + bw and by <= y < by + bh:
                return action
        return None

    def humans(self) -> list:
        return [i for i in range(self.count) if not self.computer[i]]

    def alone(self) -> bool:
        """One human among computer races: nobody to hide his hand from."""
        return len(self.humans()) == 1

    def seats(self) -> list:
        """(name, computer) of each seat; a computer race is named after its seat."""
        return [(f"Computer {i + 1}" if self.computer[i] else self.names[i], self.computer[i])
                for i in range(self.count)]

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if inp.key("ESCAPE"):
            return self.close()
        if inp.key("RETURN"):
            return self.act(("begin",))
        if inp.clicked("L"):
            action = self.button_at(inp.x, inp.y)
            if action is not None:
                self.act(action)

    def act(self, action) -> None:
        kind = action[0]
        if kind == "count":
            self.count = action[1]
        elif kind == "kind":
            i = action[1]
            self.computer[i] = not self.computer[i]
        elif kind == "name":
            i = action[1]
            self.ask(TextField(self.names[i], max_len=16, min_len=1, label=T["name_label"], machine=self.machine),
                     on_result=lambda r: self._set_name(i, r))
        elif kind == "secret":
            self.ask_secret(action[1])
        elif kind == "map":
            self.map_mode = action[1]
        elif kind == "rounds":
            self.rounds = action[1]
        elif kind == "economy":
            self.economy = action[1]
        elif kind == "cancel":
            self.close()
        elif kind == "begin":
            self.begin()
        elif kind == "resume":
            self.resume()

    def _set_name(self, i: int, name) -> None:
        if name:
            self.names[i] = name

    def ask_secret(self, i: int) -> None:
        name = self.names[i]
        text = T["lone_text" if self.alone() else "secret_text"].format(name=name, n=MIN_PASSPHRASE)
        self.ask(PassphraseRequester(T["secret_title"].format(name=name), text, T["secret_label"],
                                     ok="OK", cancel=T["cancel"], machine=self.machine),
                 on_result=lambda r: self._set_secret(i, r))

    def _set_secret(self, i: int, secret) -> None:
        if secret is not None and len(secret) >= MIN_PASSPHRASE:
            self.secrets[i] = secret
        elif secret == "" and self.alone():
            self.secrets[i] = ""             # none after all
        elif secret is not None:
            self.ask(Alert(T["no_secret"].format(name=self.names[i], n=MIN_PASSPHRASE), machine=self.machine))

    def begin(self) -> None:
        humans = self.humans()
        if not humans:
            return self.ask(Alert(T["one_human"], machine=self.machine))
        for i in humans:
            if not self.secrets[i] and not self.alone():
                return self.ask(Alert(T["no_secret"].format(name=self.names[i], n=MIN_PASSPHRASE),
                                      machine=self.machine))
        from .hotseat_screen import HotseatScene
        from .hotseat_game import hotseat_match
        match = hotseat_match(self.seats(), self.map_mode, self.seed, self.rounds, economy=self.economy)
        secrets = {i: hotseat_file.Secret.of(self.secrets[i]) for i in humans if self.secrets[i]}
        self.app.replace(HotseatScene(match, secrets))

    def resume(self) -> None:
        from .hotseat_screen import HotseatScene
        try:
            match, secrets, sealed = hotseat_file.load()
        except Exception as e:           # a damaged, foreign or newer file: said, never raised
            return self.ask(Alert(T["resume_failed"].format(name=hotseat_file.NAME,
                                                            reason=hotseat_file.problem(e)),
                                  machine=self.machine))
        self.app.replace(HotseatScene(match, secrets, sealed=sealed))

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        lk = self.look
        lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, T["setup_title"], close=False)
        top = self.top()
        lk.text(WIN_X + 16, top + 4, T["seats"])
        for i in range(self.count):
            yy = top + ROW_H + 8 + i * ROW_H
            pyxel.rect(WIN_X + 16, yy + 4, 9, 9, P.race_colour(i))
            lk.text(WIN_X + 30, yy + 5, f"S{i + 1}")
        lk.text(WIN_X + 16, top + 8 * ROW_H + 4, T["map"])
        lk.text(WIN_X + 16, top + 9 * ROW_H + 12, T["rounds"])
        lk.text(WIN_X + 16, top + 10 * ROW_H + 20, T["economy"])
        for rect, action, label, selected in self.buttons():
            lk.button(*rect, label, selected=selected, default=action == ("begin",), exit=False)
