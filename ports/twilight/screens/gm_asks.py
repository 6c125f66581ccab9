"""What the game master's desk (gm_desk.py) does when a gadget is pressed: the command in
the next frame (this one says that it works), or first a question - how many days
(gm deadline --tage N, 7 offered), how many steps back (gm rollback --schritte N, 1 offered,
at most all: the number requester is the confirmation, OK does it, Esc does nothing) - or
the steps of the game (gm replay's steps: round and phase each) in a pager over the map."""
from __future__ import annotations

from retro.gui.numberfield import NumberField
from retro.gui.pager import TextPager

from .galaxy_screen import MAP_W, TOP
from .gm_texts import DESK as T
from .link import PHASES, gm_computer, gm_deadline, gm_rollback, gm_run, gm_skip, gm_steps

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
        work = {"run": lambda: gm_run(gm), "skip": lambda: gm_skip(gm, []),
                "no_days": lambda: gm_deadline(gm, None),
                "computer": lambda: gm_computer(gm, [self.selected], off=self.selected in gm.computer)}[what]
        self.work = (what, work)

    def _rollback(self) -> None:
        """How many steps back (1 offered, at most all): the requester is the question; OK does it."""
        steps = len(self.gm.game.record)
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
