"""The hot-seat table's menu (a part of hotseat_screen.HotseatScene): the history, a phase
taken back, "Spiel sichern" and "Spiel beenden", the last two also from the cover and the
desk of the human it waits for. Ending keeps the game (hotseat_file): the question says so,
and a game that cannot be written is said before anything is left. Nothing here shows
an order of a step not yet resolved: the history stops before it, the requesters name
only the file."""
from __future__ import annotations

from retro.gui.alert import Alert, ok_cancel

from . import hotseat_file
from .hotseat_texts import HOTSEAT as T


class TableMenu:
    """For HotseatScene: its `match`, `secrets`, `sealed`, `driver` and Scene's ask/close."""

    def choose(self, what) -> None:
        if what == "history":
            from .history_screen import HistoryScene
            self.push(HistoryScene(self.match))
        elif what == "undo":
            if not self.match.can_undo():
                self.ask(Alert(T["no_undo"], machine=self.machine))
            else:
                self.ask(ok_cancel(T["undo_ask"], machine=self.machine),
                         on_result=lambda r: self.roll_back() if r == 0 else None)
        elif what == "save":
            self.save()
        elif what == "close":
            self.ask_end()
        else:
            super().choose(what)

    def desk_menu(self, what) -> None:
        """The desk's "Spiel sichern" / "Spiel beenden"."""
        if what == "game_save":
            self.save(T["saved_desk"])
        elif what == "game_end":
            self.ask_end()

    def save(self, said: str = T["saved"]) -> None:
        try:
            hotseat_file.save(self.match, self.secrets, self.sealed)
            text = said.format(name=hotseat_file.NAME)
        except Exception as e:           # storage's refusals and whatever a disk does
            text = T["save_failed"].format(reason=hotseat_file.problem(e))
        self.ask(Alert(text, title=T["cover_title"], machine=self.machine))

    def ask_end(self) -> None:
        """"Das Hot-Seat-Spiel beenden?": OK keeps the game and leaves; a game over, or not
        begun, has nothing to keep."""
        m = self.match
        if m.over or not m.log:
            return self.ask(ok_cancel(T["close_ask_over"], machine=self.machine),
                            on_result=lambda r: self.leave() if r == 0 else None)
        self.ask(ok_cancel(T["close_ask"], machine=self.machine),
                 on_result=lambda r: self.keep_and_leave() if r == 0 else None)

    def keep_and_leave(self) -> None:
        try:
            hotseat_file.save(self.match, self.secrets, self.sealed)
        except Exception as e:           # said, and asked: never lost without a word
            reason = hotseat_file.problem(e)
            return self.ask(Alert(T["end_failed"].format(reason=reason), [T["end_anyway"], T["cancel"]],
                                  icon="stop", default=1, cancel=1, title=T["cover_title"],
                                  machine=self.machine),
                            on_result=lambda r: self.leave() if r == 0 else None)
        self.leave()

    def roll_back(self) -> None:
        """Take back the last phase: undo until a phase begins (no orders in yet). The seals
        of the orders taken back go with them (a step begins again where one began)."""
        m = self.match
        while m.can_undo():
            m.undo()
            if not m.state.pending:
                break
        self.sealed.clear()
        self.ended_shown, self.at_desk, self.seen = False, None, None
        self.game = m.state

    def leave(self) -> None:
        """Back to where the game was started from: the cover or desk above it goes too."""
        self.driver.close()
        if self.app is not None:
            self.app.unwind_to(self)
        self.close()
