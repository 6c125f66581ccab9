"""The game master's desk: the galaxy of the whole game (GalaxyScene's drawing of the master
file's full state: the game master sees everything, and the title says so), and at the right
the players with whose orders are in, missing or late (the deadline), the files in eingang/
(mails too) and what is in them, the command line's choices as gadgets (gm run, gm skip,
gm deadline, gm computer, gm rollback: how many steps asked in a requester; gm replay: the
steps in a pager; "Post ..." the settings of the game's post, post_screen.py, and once
post.ini exists "Post holen und senden", one pass of `gm post` on this desk's master file, in
a thread: "Post wird abgeholt und gesendet ..." until it ends, then what it said) and the
packets to send, each with its receiver's name and e-mail address (or "keine Adresse"; the
wheel turns a long list).

Each gadget does what its command does (link.gm_run ...: the command line's own code) and
shows what the command line says in a window over the map. The master file is saved by the
mail code after every step. A step is short (two computer seats, eight rounds: a `gm run`
takes 25 ms on the mean, 100 ms with the map picture, 340 at most), so no driver slices it:
the frame after the click says "Runde wird ausgewertet..." and the next one does the
command. A refusal is a requester naming the master file and what is wrong.
"""
from __future__ import annotations

import pyxel

from retro import screen
from retro.gui.base import wrap
from retro.input import Input

from . import palette as P
from .galaxy_screen import MAP_W, ROW, SIDE_W, SIDE_X, TOP, GalaxyScene
from .gm_asks import Asks
from .gm_texts import DESK as T
from .link import (INBOX, MASTER_FILE, PHASES, Refusal, explain, game_lock, gm_inbox, gm_receiver, post_exists,
                   storage_message)
from .post_work import PostErrands

BUTTON_H, GAP = 14, 3
INBOX_ROWS = 5                             # the files of eingang/ shown
REPORT = (4, 232, MAP_W - 8, 276)          # the window of what the command line said
SMALL = 6                                  # the st6x6 font's width


class GmDeskScene(PostErrands, Asks, GalaxyScene):
    def __init__(self, gm, said: str = ""):
        self.gm = gm
        super().__init__(gm.game)
        self.report = said.splitlines()
        self.show_report = bool(said)
        self.scroll = 0
        self.pscroll = 0                   # the packets' list, turned by the wheel
        self.selected = 0                  # the player the computer gadget is for
        self.work = None                   # (what, function) to do in the next frame
        self.inbox, self.inbox_seen = [], None
        self.look_in()
        self.master_seen = self.master_stat()      # the master file as this desk last saved it

    def master_stat(self):
        """The master file's time, size and inode: another program's save changes them."""
        try:
            st = (self.gm.folder / MASTER_FILE).stat()
            return st.st_mtime_ns, st.st_size, st.st_ino
        except OSError:
            return None

    def look_in(self) -> None:
        """eingang/ read again when it has changed (a file put in or taken out: its time)."""
        try:
            seen = (self.gm.folder / INBOX).stat().st_mtime_ns
        except OSError:
            seen = None
        if seen != self.inbox_seen:
            self.inbox, self.inbox_seen = gm_inbox(self.gm), seen

    def screen_title(self) -> str:
        g = self.gm.game
        if g.phase == "ende":
            return T["title"].split(" – Runde")[0] + " – " + T["over"]
        return T["title"].format(round=g.round, phase=PHASES.get(g.phase, g.phase))

    # -- where things are ---------------------------------------------------------------
    def side(self) -> tuple:
        h = self.look.title_bar_h + 10 + len(self.game.players) * 2 * ROW
        return TOP + 2, h, TOP + 2 + h + 4

    def inbox_box(self) -> tuple:
        y = self.side()[2]
        return y, self.look.title_bar_h + 10 + INBOX_ROWS * ROW           # fixed: the gadgets stay put

    def buttons(self) -> list:
        y0, h = self.inbox_box()
        y = y0 + h + 4
        sel = self.selected + 1
        cpu = T["computer_off" if self.selected in self.gm.computer else "computer_on"].format(n=sel)
        names = (("run", T["run"]), ("skip", T["skip"]), ("days", T["days"]),
                 ("no_days", T["no_days"]), ("computer", cpu), ("rollback", T["rollback"]),
                 ("replay", T["replay"]), ("said", T["said"]), ("post", T["post"]))
        if post_exists(self.gm.folder):
            names += (("post_pass", T["post_pass"]),)
        return [(what, label, (SIDE_X, y + i * (BUTTON_H + GAP), SIDE_W, BUTTON_H))
                for i, (what, label) in enumerate(names)]

    def player_at(self, x: int, y: int):
        wy, h, _ = self.side()
        x0, y0, w, _ = self.inside(wy, h)
        if x0 <= x < x0 + w and y0 <= y < y0 + len(self.game.players) * 2 * ROW:
            return (y - y0) // (2 * ROW)
        return None

    def report_ok(self) -> tuple:
        x, y, w, h = REPORT
        return x + w - 60, y + h - BUTTON_H - 6, 50, BUTTON_H

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.poll_errand():                 # the post at work in its thread: nothing else meanwhile
            return
        if self.work is not None:
            return self._do()
        self.look_in()
        self.menubar.title = self.screen_title()
        chosen = self.menubar.update(inp)
        if chosen is not None:
            return self.choose(chosen)
        if self.menubar.busy:
            return
        if self.show_report and inp.inside(*REPORT):
            self.hover = None
            if inp.clicked("L") and inp.inside(*self.report_ok()) or inp.key("RETURN", "ESCAPE"):
                self.show_report = False
            elif inp.wheel:
                self.scroll = max(0, min(self.scroll - inp.wheel, max(0, len(self._report_lines()) - 5)))
            return
        py, ph = self.packets_box()
        if inp.wheel and inp.inside(SIDE_X, py, SIDE_W, ph):
            x, ty, w, bh = self.inside(py, ph)
            most = max(0, len(self._packet_lines(w)) - bh // ROW + 1)
            self.pscroll = max(0, min(self.pscroll - inp.wheel, most))
            return
        if inp.clicked("L"):
            for what, _, rect in self.buttons():
                if inp.inside(*rect):
                    return self.press(what)
            p = self.player_at(inp.x, inp.y)
            if p is not None:
                self.selected = p
                return
        super().update(inp)

    def _do(self) -> None:
        what, work = self.work
        self.work = None
        if self.master_stat() != self.master_seen:     # cron's pass, the watch, a command saved it
            return self._refuse(T["stale"])
        try:
            with game_lock(self.gm.folder):            # not while a pass of the post works on it
                said = work()
        except Refusal as e:
            return self._refuse(explain(e))
        except Exception as e:             # a folder that cannot be written
            return self._refuse(storage_message(e))
        finally:
            self.game = self.gm.game
            self.look_in()
            self.master_seen = self.master_stat()
        self.report, self.show_report, self.scroll = said.splitlines(), True, 0

    def _refuse(self, reason: str) -> None:
        from .secret import refusal_alert
        self.ask(refusal_alert(T["failed"].format(file=self.gm.folder / MASTER_FILE, reason=reason), self.machine,
                               T["error_title"]), on_result=lambda _r: None)

    # -- what the side says -------------------------------------------------------------
    def status(self, p: int) -> str:
        gm = self.gm
        if gm.game.phase == "ende":
            return T["done"]
        if p in gm.post:
            if gm.post[p].skipped:
                return T["skipped"]
            name = gm.content.get("von", {}).get(str(p), {}).get("datei", "")
            return T["in"] + (f" {name}" if name else "")
        if p in gm.missing():
            return T["late"] if gm.overdue() else T["missing"]
        return T["done"]

    def packets(self) -> list:
        """Each packet of this step there is: its file, then whom it goes to (gm run's line)."""
        gm, out = self.gm, []
        for p in range(len(gm.game.players)):
            path = gm.packet_path(p)
            if path.exists():
                out.append((T["to"].format(n=p + 1, file=path.name), gm_receiver(gm, p)))
        return out

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        pyxel.cls(P.BLACK)
        self.draw_map()
        self.draw_side()
        if self.show_report:
            self._report()
        if self.work is not None:
            self._working()
        self.draw_errand(MAP_W // 2)
        self.menubar.draw()

    def draw_side(self) -> None:
        self._players()
        lk = self.look
        y, h = self.inbox_box()
        title = T["inbox"].format(n=len(self.inbox)) if self.inbox else T["inbox_none"]
        x, ty, w, _ = self._window(y, h, title)
        cols = w // SMALL - 1
        for k, (name, n) in enumerate(self.inbox[:INBOX_ROWS]):
            what = T["orders_many"].format(n=n) if n > 1 else T["orders_in"] if n else T["orders_none"]
            room = cols - len(what) - 1
            shown = name if len(name) <= room else name[:room - 6] + ".." + name[-4:]
            screen.text(x, ty + k * ROW, f"{shown} {what}", P.WHITE if n else P.RED, "st6x6")
        for what, label, rect in self.buttons():
            lk.button(*rect, label, default=what == "run" and (self.gm.ready or any(n for _, n in self.inbox)))
        x, ty, w, bh = self._window(*self.packets_box(), T["packets"].rstrip(":"))
        rows, lines = bh // ROW, self._packet_lines(w)
        head, rest = lines[:2], lines[2:][min(self.pscroll, max(0, len(lines) - rows + 1)):]
        shown = head + (rest if len(head) + len(rest) <= rows else rest[:rows - 3] + [(T["more"], P.GREY)])
        for k, (line, col) in enumerate(shown):
            screen.text(x, ty + k * ROW, line, col, "st6x6")

    def packets_box(self) -> tuple:
        """(y, h) of the window of packets, under the gadgets down to the screen's foot."""
        by = self.buttons()[-1][2][1] + BUTTON_H + 4
        return by, self.machine.height - by - 2

    def _packet_lines(self, w: int) -> list:
        """(line, colour): the deadline, then each packet's file in white, its receiver in yellow."""
        lines = [(self.gm.deadline() and T["deadline"].format(until=self.gm.deadline()) or T["no_deadline"], P.WHITE),
                 ("", P.WHITE)]
        for file, receiver in self.packets():
            lines += [(x, P.WHITE) for x in wrap(file, w // SMALL)] + [(x, P.RACE[4]) for x in wrap(receiver, w // SMALL)]
        return lines

    def _players(self) -> int:
        wy, h, below = self.side()
        x, y, w, _ = self._window(wy, h, T["players"])
        computer = self.gm.computer
        for pl in self.game.players:
            col = P.race_colour(pl.index)
            if pl.index == self.selected:
                pyxel.rectb(x - 2, y - 1, w + 4, 2 * ROW, P.WHITE)
            pyxel.rect(x, y, 7, 7, col)
            screen.text(x + 10, y, f"{pl.label} {pl.name}"[:(w - 10) // 8], col, "topaz8")
            status = self.status(pl.index)
            shown = T["cpu_status"].format(status=status) if pl.index in computer else status
            screen.text(x + 10, y + ROW, shown[:(w - 10) // SMALL - 1],
                        P.RED if status in (T["missing"], T["late"]) else P.GREY, "st6x6")
            y += 2 * ROW
        return below

    def _report_lines(self) -> list:
        cols = (REPORT[2] - 16) // SMALL
        return [x for line in self.report for x in (wrap(line, cols) or [""])]

    def _report(self) -> None:
        x, y, w, h = REPORT
        bx, by, bw, bh = self.look.window(x, y, w, h, T["said"], close=False)
        lines = self._report_lines()
        most = (bh - BUTTON_H - 10) // 8
        for k, line in enumerate(lines[self.scroll:self.scroll + most]):
            screen.text(bx + 6, by + 3 + k * 8, line, P.BLACK, "st6x6")
        self.look.button(*self.report_ok(), "OK", default=True)

    def _working(self) -> None:
        lk, s = self.look, T["working"]
        w, h = lk.tw(s) + 40, 40
        x, y = (MAP_W - w) // 2, 200
        lk.window(x, y, w, h, "", close=False)
        lk.text(x + 20, y + lk.title_bar_h + 10, s)
