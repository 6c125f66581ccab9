"""The history of a game on the map: step back through the past (Match.replayed(upto)
gives the state after the first `upto` orders of the record), one set of orders at a time
(Left/Right) or one phase at a time (Page Up/Down, the wheel over the side). The side
shows the step's orders, each in words with its order line beside (issue 33.7), and what
they made happen. It never changes the match, and it ends where the step in progress begins
(hotseat_game.resolved): the orders given for a step not yet resolved, a human's handed in or
the computer races' given at its start, are nobody's business until it is resolved."""
from __future__ import annotations

from retro import screen
from retro.gui.base import wrap
from retro.input import Input

from . import palette as P
from .galaxy_screen import GalaxyScene
from .hotseat_draw import wrap_words as _wrap
from .hotseat_game import resolved
from .hotseat_texts import HOTSEAT as T
from .link import PHASES, log_text, orders_words

ROW = 9
KEEP = 20                                  # a copy of the state every KEEP steps


class HistoryScene(GalaxyScene):
    def __init__(self, match, upto: int | None = None):
        self.match = match
        self.last = resolved(match)        # the last step it may show
        self.n = self.last if upto is None else min(upto, self.last)
        self._states: dict = {}
        self._phases = self._replay_once()
        super().__init__(self.state_at(self.n))
        self.title = None

    def _replay_once(self) -> list:
        """(round, phase) after each step, from one replay (Match.replayed's way), a copy of
        the state kept every KEEP steps: a step back replays a few steps, not the game."""
        rules, log = self.match.rules, self.match.log[:self.last]
        state = self.match.replayed(0)
        out = [(state.round, state.phase)]
        for i, e in enumerate(log, 1):
            if (i - 1) % KEEP == 0:
                self._states[i - 1] = rules.copy(state)
            rules.apply(state, e.player, e.action)
            out.append((state.round, state.phase))
        self._states[len(log)] = state
        return out

    def state_at(self, n: int):
        """The state after the first n steps (as Match.replayed(n) gives it)."""
        if n not in self._states:
            k = max(j for j in self._states if j <= n)
            rules, state = self.match.rules, self.match.rules.copy(self._states[k])
            for e in self.match.log[k:n]:
                rules.apply(state, e.player, e.action)
            self._states[n] = state
        return self._states[n]

    def phase_at(self, n: int) -> tuple:
        return self._phases[n]

    def go(self, n: int) -> None:
        self.n = max(0, min(n, self.last))
        self.game = self.state_at(self.n)

    def jump(self, d: int) -> None:
        """To the start of the phase before (d=-1) or after (d=+1)."""
        n, here = self.n, self.phase_at(self.n)
        last = self.last
        while 0 <= n + d <= last:
            n += d
            if self.phase_at(n) != here:
                break
        if d < 0:                           # the phase's first step, not its last
            there = self.phase_at(n)
            while n > 0 and self.phase_at(n - 1) == there:
                n -= 1
        self.go(n)

    def update(self, inp: Input) -> None:
        if inp.key("LEFT"):
            self.go(self.n - 1)
        elif inp.key("RIGHT"):
            self.go(self.n + 1)
        elif inp.key("PAGEUP", "UP"):
            self.jump(-1)
        elif inp.key("PAGEDOWN", "DOWN"):
            self.jump(1)
        else:
            super().update(inp)

    def screen_title(self) -> str:
        g = self.game
        t = T["history_title"].format(n=self.n, of=self.last, round=g.round,
                                      phase=PHASES.get(g.phase, g.phase))
        return t if self.zoom is None else super().screen_title()

    def draw_side(self) -> None:
        y = self._players()
        h = self.machine.height - y - 2
        x, yy, w, bh = self._window(y, h, T["history"])
        lines = [(s, P.GREY) for s in T["history_help"]] + [("", P.GREY)]
        if self.n > 0:
            e = self.match.log[self.n - 1]
            col = P.race_colour(e.player) if isinstance(e.player, int) else P.WHITE
            who = f"S{e.player + 1}: " if isinstance(e.player, int) else ""
            for words, line in orders_words(e.action):         # in words, the order line beside
                lines += [(part, col) for part in _wrap(who + words, w // 6)]
                lines += [(part, P.GREY) for part in wrap("  " + line, w // 6)]
            lines.append(("", P.GREY))
            before, after = self.state_at(self.n - 1), self.state_at(self.n)
            for ev in after.log[len(before.log):]:          # what they made happen, worded
                who = dict(ev.params).get("player")
                colour = P.race_colour(who) if isinstance(who, int) else P.WHITE
                lines += [(part, colour) for part in _wrap(log_text(ev), w // 6)]
        for k, (text, col) in enumerate(lines[:bh // ROW]):
            screen.text(x, yy + k * ROW, text, col, "st6x6")

