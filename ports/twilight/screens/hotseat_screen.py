"""The hot-seat table: one game at one machine for 3-6 seats, humans and computer races.
The map (GalaxyScene's, on the whole state: what lies on the map is public) with the
players, the progress track and the log window of what happened at the right.

Orders are simultaneous: the Match awaits several players; the computer races think in
slices inside the frame (retro/driver.py), then each human in turn gets the cover
(hotseat_cover.CoverScene: "Bitte an SPIELER übergeben" and his passphrase), then his desk
(hotseat_desk.HotseatDesk) on his own view; the phase is resolved when the last orders are
in. A human without a passphrase (one human alone may choose none) gets no cover. What he
hands in is sealed at once with his passphrase (hotseat_file.seal), so that a kept game
holds it only so; after "Gesichertes Spiel fortsetzen" his passphrase opens it again and
it goes back in its place. The menu bar (hotseat_menu.TableMenu): the history, a phase taken
back, "Spiel sichern", "Spiel beenden" (which keeps the game); the cover and the desk offer
the last two too. The victory screen follows the last phase (victory_screen.VictoryScene).
With `demo`, computer races play at the kiosk's pace and the screen says "Maus klicken zum
Spielen".
"""
from __future__ import annotations

import pyxel

from retro import screen, sound
from retro.driver import DEMO, PLAY, Driver, Pace, TurnBegan
from retro.gui.alert import Alert
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.input import Input
from retro.play import Played, Rebuilt

from . import hotseat_file, palette as P
from .galaxy_screen import SIDE_X, GalaxyScene
from .hotseat_draw import wrap_words as _wrap
from .hotseat_game import resolved
from .hotseat_menu import TableMenu
from .hotseat_texts import HOTSEAT as T
from .link import PHASES, PROGRESS_STEPS, RULES, Orders, Refusal, log_text

PACE = Pace(play=0.25, demo=0.4, fast=0.0)
GO_W = 120                                 # "Weiter: NAME", at least
DEMO_AGAIN = 8.0                           # seconds the demo's end stays, then a new game
LOG_KEEP = 200
ROW = 9
SOUNDS = {"battle_round": "twilight.shot", "pds_fire": "twilight.shot", "battle_losses": "twilight.lost",
          "direct_hit": "twilight.lost", "no_room": "twilight.lost", "conquers": "twilight.taken",
          "law_passed": "twilight.vote", "winners": "twilight.victory"}
HIDDEN = frozenset({"ahead_dropped"})      # told only to the player concerned


class HotseatScene(TableMenu, GalaxyScene):
    def __init__(self, match, secrets: dict | None = None, demo: bool = False, sealed: dict | None = None):
        """`secrets`: {player: hotseat_file.Secret} of the humans with a passphrase;
        `sealed`: {player: (step, blob)} of the orders a kept game holds for them."""
        super().__init__(match.state)
        self.match = match
        self.secrets = dict(secrets or {})
        self.sealed = dict(sealed or {})   # what each human handed in, sealed with his passphrase
        self.sealers: dict = {}            # {player: hotseat_file.Sealer}: in memory only
        self.is_demo = demo
        self.log: list = []                # (text, colour) of the events, the last at the end
        self.ended_shown = False
        self.phase_told = None             # (round, phase) last named in the log
        self.over_since = None             # the demo: when its game ended
        self.seen = None                   # (round, phase) whose beginning all have seen
        self.at_desk = None                # who handed in last (asked again at once: no cover)
        self.driver = Driver(match, PACE, DEMO if demo else PLAY, clock=self.now,
                             wait=lambda: self.app is not None and self.app.top is not self)
        self.driver.listen(self.heard)
        self.menubar = MenuBar([Menu(T["menu"], [
            MenuItem("history", T["history"], "V"), MenuItem("undo", T["undo"], "R"),
            SEPARATOR, MenuItem("overview", T["overview"], "U"), MenuItem("zoom", T["zoom"], "Z"),
            SEPARATOR, MenuItem("save", T["save"], "S"), MenuItem("close", T["close"], "Q")])], title=self.screen_title(), machine=self.machine)

    def entered(self) -> None:
        self.driver.announce()

    def on_window_closed(self) -> None:
        if not self.is_demo:
            hotseat_file.keep(self.match, self.secrets, self.sealed)

    # -- what the match tells ------------------------------------------------------------
    def heard(self, message) -> None:
        if isinstance(message, Played):
            for e in message.events:
                if e.code in HIDDEN:
                    continue
                who = dict(e.params).get("player")
                self.log.append((log_text(e), P.race_colour(who) if isinstance(who, int) else P.WHITE))
                if e.code in SOUNDS:
                    sound.play(SOUNDS[e.code])
            del self.log[:-LOG_KEEP]
        elif isinstance(message, Rebuilt) and message.why == "undo":
            self.log.append((T["rolled_back"], P.GREY))
        elif isinstance(message, TurnBegan) and message.turn[:2] != self.phase_told:
            self.phase_told = message.turn[:2]          # a new phase: its name in the log
            rnd, phase = self.phase_told
            self.log.append((T["phase_begins"].format(round=rnd, phase=PHASES.get(phase, phase)), P.GREY))
        self.game = self.match.state

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        self.game = self.match.state
        if self.is_demo:
            super().update(Input(inp.x, inp.y))
            return
        super().update(inp)
        if self.app is None or self.app.top is not self:
            return
        m = self.match
        if m.over:
            if not self.ended_shown:
                self.ended_shown = True
                from .victory_screen import VictoryScene
                self.push(VictoryScene(m))
            return
        p = self.next_human()
        if p is None:
            return
        if self.seen == self.phase_of():              # within a phase: one human after another
            self.open_desk(p) if p == self.at_desk else self.cover(p)
        elif inp.key("RETURN", "KP_ENTER", "SPACE") or inp.clicked("L") and inp.inside(*self.go_rect()):
            self.seen = self.phase_of()               # all have seen what the last phase did

    def phase_of(self) -> tuple:
        g = self.match.state
        return g.round, g.phase

    def next_human(self):
        """The human whose orders are due now (the computer races have given theirs), or None."""
        m = self.match
        if m.over or self.driver.thinking or not m.humans_awaited():
            return None
        return m.humans_awaited()[0]

    def go_rect(self) -> tuple:
        """"Weiter": in the map's lower left corner, where the galaxy leaves the stars free."""
        p = self.next_human()
        name = self.match.state.players[p].name if p is not None else ""
        return 4, self.machine.height - 21, max(GO_W, 8 * len(T["go_on"].format(name=name)) + 16), 17

    def cover(self, player: int) -> None:
        """His cover, which asks his passphrase; none for a human who has none."""
        from .hotseat_cover import CoverScene
        self.at_desk = None
        secret = self.secrets.get(player)
        if not secret:
            return self.opened(player, "")
        self.push(CoverScene(self.match.state, player, secret, self.opened, self.choose))

    def opened(self, player: int, passphrase: str) -> None:
        """His passphrase was right: his seal for this game; the orders he handed in before
        the game was kept go back in their place, or his desk opens."""
        if player not in self.sealers:
            self.sealers[player] = hotseat_file.Sealer.of(passphrase)
        m = self.match
        step = resolved(m)
        at, blob = self.sealed.get(player, (None, ""))
        if at != step or player in m.state.pending:
            return self.open_desk(player)
        name = m.state.players[player].name
        text = hotseat_file.unseal(passphrase, blob, hotseat_file.bound_to(m, player, step))
        played = False
        if text is not None:
            try:
                m.play(player, RULES.parse(text, m.state))
                played = True
            except Refusal:              # refused by this version's rules
                pass
        if not played:                   # damaged, or refused: he gives them again
            self.sealed.pop(player, None)
            return self.ask(Alert(T["kept_orders_lost"].format(name=name), title=T["cover_title"],
                                  machine=self.machine), on_result=lambda r: self.open_desk(player))
        self.ask(Alert(T["kept_orders"].format(name=name), title=T["cover_title"], machine=self.machine))

    def open_desk(self, player: int) -> None:
        from .hotseat_desk import HotseatDesk
        self.push(HotseatDesk(self.match.state, player, lambda orders: self.hand_in(player, orders),
                              self.desk_menu))

    def hand_in(self, player: int, orders: list) -> None:
        """His orders played; while the step waits for others, kept sealed with his passphrase."""
        m = self.match
        self.at_desk = player
        step = resolved(m)
        try:
            m.play(player, Orders(player, tuple(orders)))
        except Refusal as e:
            return self.ask(Alert(m.explain(e), title=T["cover_title"], icon="stop", machine=self.machine))
        if player in m.state.pending and player in self.sealers:
            self.sealed[player] = (step, hotseat_file.seal(self.sealers[player], m.log[-1].text,
                                                           hotseat_file.bound_to(m, player, step)))

    def idle_work(self, budget_ms: float) -> None:
        self.driver.frame(budget_ms)
        m = self.match
        if self.is_demo and m.over:              # the kiosk's demo plays the next game
            if self.over_since is None:
                self.over_since = self.now()
            elif self.now() - self.over_since >= DEMO_AGAIN:
                self.over_since, self.log = None, []
                m.new_game(seed=m.seed + 1)
        self.game = m.state

    # -- drawing ------------------------------------------------------------------------
    def screen_title(self) -> str:
        g = self.match.state if hasattr(self, "match") else self.game
        base = T["cover_title"] + " - " + f"Runde {g.round}, {PHASES.get(g.phase, g.phase)}"
        return base + ("  " + T["demo"] if getattr(self, "is_demo", False) else "")

    def draw_side(self) -> None:
        y = self._players()
        y = self._track(y)
        self._log(y)
        if self.is_demo:
            self._demo_note()
        elif self.next_human() is not None and self.seen != self.phase_of():
            name = self.match.state.players[self.next_human()].name
            self.look.button(*self.go_rect(), T["go_on"].format(name=name), default=True)

    def _track(self, y: int) -> int:
        g = self.game
        h = self.look.title_bar_h + 10 + len(g.players) * ROW
        x, yy, w, _ = self._window(y, h, T["track"])
        for pl in g.players:
            step = PROGRESS_STEPS[pl.progress].name
            bar = 6 * (pl.progress + 1)
            pyxel.rect(x, yy + 1, bar, 6, P.race_colour(pl.index))
            screen.text(x + 40, yy, f"{pl.label} {step}"[:(w - 40) // 6], P.WHITE, "st6x6")
            yy += ROW
        return y + h + 4

    def _log(self, y: int) -> None:
        h = self.machine.height - y - 2
        x, yy, w, bh = self._window(y, h, T["log"])
        lines = []
        for text, col in self.log[-40:]:
            for part in _wrap(text, w // 6):
                lines.append((part, col))
        waiting = _wrap(self._waiting(), w // 6)
        most = bh // ROW - len(waiting)
        for k, (text, col) in enumerate(lines[-most:] if most > 0 else []):
            screen.text(x, yy + k * ROW, text, col, "st6x6")
        for k, text in enumerate(waiting):
            screen.text(x, yy + (most + k) * ROW, text, P.GREY, "st6x6")

    def _waiting(self) -> str:
        m = self.match
        if m.over:
            return ""
        names = ", ".join(m.state.players[p].name for p in m.awaited)
        return T["waiting"].format(names=names) if names else ""

    def _demo_note(self) -> None:
        text = T["demo_click"]
        w = len(text) * 8 + 16
        x, y = (SIDE_X - 4 - w) // 2, self.machine.height - 24
        pyxel.rect(x, y, w, 16, P.BLACK)
        pyxel.rectb(x, y, w, 16, P.WHITE)
        screen.text(x + 8, y + 4, text, P.WHITE, "topaz8")

