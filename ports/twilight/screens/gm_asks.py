"""What the game master's desk (gm_desk.py) does when a gadget is pressed: the command in
the next frame (this one says that it works), or first a question - how many days
(gm deadline --tage N, 7 offered), how many steps back (gm rollback --schritte N, 1 offered,
at most all: the number requester is the confirmation, OK does it, Esc does nothing) - or
the steps of the game (gm replay's steps: round and phase each) in a pager over the map.
The post: its settings' screen (post_screen.py), or one pass (`gm post`) in a thread
(post_work.Errand), the mailbox's password asked first where post.ini says so, and never
on a master file another program has saved since this desk did (the pass would save over
it: the desk says to open it again); in the browser both say that the post works only in
the program on the computer."""
from __future__ import annotations

from retro.gui.numberfield import NumberField
from retro.gui.pager import TextPager

from .galaxy_screen import MAP_W, TOP
from .gm_texts import DESK as T
from .link import (MASTER_FILE, PHASES, gm_computer, gm_deadline, gm_rollback, gm_run, gm_skip, gm_steps, post_pass,
                   post_settings)
from .post_work import reason

DAYS = 7
MOST_DAYS = 60


class Asks:
    """Mixed into GmDeskScene: self.gm, self.work, self.selected, self.ask, self._refuse."""

    def press(self, what: str) -> None:
        """A gadget: its command done in the next frame (this one says that it works)."""
        gm = self.gm
        if what == "said":
            self.show_report, self.scroll = True, 0
            return
        if what == "days":
            ask = NumberField(DAYS, 1, MOST_DAYS, allow_dash=False, machine=self.machine,
                              label=T["days_ask"].format(lo=1, hi=MOST_DAYS))
            return self.ask(ask, on_result=self._days)
        if what == "rollback":
            return self._rollback()
        if what == "replay":
            return self._replay()
        if what in ("post", "post_pass"):
            return self._post(what)
        work = {"run": lambda: gm_run(gm), "skip": lambda: gm_skip(gm, []),
                "no_days": lambda: gm_deadline(gm, None),
                "computer": lambda: gm_computer(gm, [self.selected], off=self.selected in gm.computer)}[what]
        self.work = (what, work)

    def _rollback(self) -> None:
        """How many steps back (1 offered, at most all): the requester is the question; OK does it."""
        steps = self.gm.game.step
        if not steps:
            return self._refuse(T["no_rollback"])
        ask = NumberField(1, 1, steps, allow_dash=False, machine=self.machine,
                          label=T["rollback_ask"].format(lo=1, hi=steps))
        self.ask(ask, on_result=self._rolled)

    def _rolled(self, n) -> None:
        if n is not None:
            self.work = ("rollback", lambda: gm_rollback(self.gm, n))

    def _replay(self) -> None:
        """Every step so far, its round and phase, in a pager over the map."""
        lines = [T["step"].format(step=i, round=r, phase=PHASES.get(ph, ph)) for i, r, ph in gm_steps(self.gm)]
        self.ask(TextPager(lines, T["replay_title"].format(n=len(lines)), x=4, y=TOP + 2, w=MAP_W - 8,
                           h=self.machine.height - TOP - 6, machine=self.machine), on_result=lambda _r: None)

    def _days(self, n) -> None:
        if n is not None:
            self.work = ("days", lambda: gm_deadline(self.gm, n))

    # -- the post ---------------------------------------------------------------------
    def _post(self, what: str) -> None:
        if self.browser_refuses():
            return
        if what == "post":
            from .post_screen import PostScene
            return self.push(PostScene(self.gm.folder))
        if self.master_stat() != self.master_seen:       # cron's pass, the watch, a command saved it
            return self.post_refused(T["post_stale"].format(file=self.gm.folder / MASTER_FILE))
        try:
            s = post_settings(self.gm.folder)
        except Exception as e:             # noqa: BLE001  (post.ini damaged)
            return self.post_refused(reason(e))
        self.with_password(self.gm.folder, s, lambda password: self._post_pass(s, password))

    def _post_pass(self, s, password: str) -> None:
        """One pass on this desk's master file (self.gm: what it changes is what the desk shows
        after), in a thread; the map picture of a packet drawn by the frame loop meanwhile."""
        gm = self.gm
        errand = self.run_errand(lambda: post_pass(gm, s, password), self._passed, T["post_working"])
        self._picture, self._saved = gm.picture, []
        if gm.picture is not None:
            gm.picture = errand.on_main(gm.picture)
        real_save = gm.save

        def save():                        # the master file as this pass saved it (not another program)
            real_save()
            self._saved.append(self.master_stat())
        gm.save = save
        errand.start()

    def _passed(self, errand) -> None:
        gm = self.gm
        gm.picture = self._picture
        del gm.save                        # the class's own again
        self.game = gm.game
        self.look_in()
        if self._saved:
            self.master_seen = self._saved[-1]
        if errand.error is not None:
            return self.post_refused(reason(errand.error))
        self.report, self.show_report, self.scroll = errand.result[1].splitlines(), True, 0
