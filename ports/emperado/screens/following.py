"""How EMPERADO's screens follow the match's turns (a part of Playing, playing.py).

A new turn begun on screen gets its info box (4b) and the screen it is played on; a computer
party's turn is reviewed on its Zugtabelle or on the map (4b, 5) while its "Fertig" is held
(`match.hold`), then `go_on()` releases it; a party out is said, and when no human is left
the computers may play the rest quickly ("Schnell zu Ende"). The driver's TurnBegan, Ended,
Played, Held and Rebuilt messages reach `_heard`.
"""
from __future__ import annotations

from retro import sound
from retro.driver import DEMO, FAST, PLAY, Ended, TurnBegan
from retro.play import Held, Played, Rebuilt

from ..actions import Done, is_change
from ..events import Battle, PartyOut
from .review import Review, frames
from .texts_screen import t


class Following:
    """Playing's turn bookkeeping; it uses Playing's match, state, turn, look, messages,
    alerts, driver and show()."""

    # -- the turn -----------------------------------------------------------------------------
    def check_turn(self) -> None:
        """A new turn begun on screen: its info box, and the screen it is played on."""
        st, turn, look = self.state, self.turn, self.look
        if st.phase == "ende":
            # once, when the game ends: afterwards a right click may open the Spielmenü
            if turn.seen != "ende":
                turn.seen = "ende"
                self.fast = False
                self.show("over")
                turn.review = None
                look.selected = None
                turn.over_frames = 0
            return
        key = (st.turns, st.current)
        if self.fast and self.humans_left():
            self.stop_fast()                # a party became human again (4c)
        if turn.seen == key:
            return
        turn.seen = key
        look.selected = None
        if self.fast:                       # no info box, no table: the map, and the round
            turn.info, turn.review = None, Review(st.current, self.fps)
            self.messages.text = t("fast_on", self.lang, n=st.round)
            if self.view in ("menu", "table"):
                self.show(look.map_view)
            return
        p, inc = st.parties[st.current], st.income
        info_frames = frames(self.settings.info_time, self.fps)
        if info_frames != 0:
            turn.info = [t("income", self.lang, name=p.name, total=inc.total),
                         t("income_parts", self.lang, base=inc.base, continents=inc.continents,
                           countries=inc.countries, cards=inc.cards)]
            turn.info_left = info_frames
        else:
            turn.info = None
        if self.human_turn():
            turn.review = None
            self.show(look.map_view)        # a human's turn starts on the map (circle pointer)
        else:
            turn.review = Review(st.current, self.fps)
            look.show_moves = False
            if self.settings.table_time != 0 and not self.map_first:
                self.show("table")
            elif self.view in ("menu", "table", "over"):
                self.show(look.map_view)

    def _heard(self, message) -> None:
        """What the Match did (through the driver): a new turn or the end is shown, a
        computer's action fills its Zugtabelle, its held "Fertig" starts the review, a
        loaded or new game starts on the overview."""
        review = self.turn.review
        if isinstance(message, (TurnBegan, Ended)):
            self.check_turn()
        elif isinstance(message, Played):
            if self.fast and is_change(message.action):
                self.check_turn()           # a party may have become human again (4c)
            _sounds(message.events)
            for e in message.events:
                if isinstance(e, PartyOut):
                    self.party_out(e.party)
            if review is not None and not isinstance(message.action, Done) \
                    and not is_change(message.action):
                review.events = list(self.state.events)
        elif isinstance(message, Held):
            if review is not None:
                review.events = list(self.state.events)
                self.start_review()
        elif isinstance(message, Rebuilt) and message.why in ("load", "new"):
            self.turn.review, self.turn.seen = None, None
            self.look.selected = self.look.only = None
            self.show_map("overview")
            self.check_turn()

    # -- a party out, and the computers alone -------------------------------------------------
    def humans_left(self) -> bool:
        return any(p.human and not p.out for p in self.state.parties)

    def party_out(self, party: int) -> None:
        """A party has lost its last country: the message line says it, and a GEM alert when a
        human plays in this game (the computer game runs on only when it is answered). The
        last human out is offered to let the computers play the rest quickly. At the end the
        winner's box says it all."""
        st = self.state
        p = st.parties[party]
        self.messages.text = t("out_line", self.lang, name=p.name, letter=p.letter)
        if self.is_demo or self.fast or st.phase == "ende" \
                or not any(q.human for q in st.parties):
            return
        if p.human and not self.humans_left():
            self.alerts.append(("last_human", t("out_last_human", self.lang, name=p.name,
                                                letter=p.letter)))
        else:
            self.alerts.append(("out", t("out_alert", self.lang, name=p.name, letter=p.letter,
                                         n=len(st.living()))))

    def start_fast(self) -> None:
        """The computers play the rest of the game out: their turns with no info box, no table
        and no pause for the arrows, as many moves a frame as fit into its slice."""
        self.fast = True
        self.driver.mode = FAST
        self.match.release()                # a Fertig held for a review is played now
        self.turn.seen = None
        self.check_turn()
        self.show_map("overview")

    def stop_fast(self) -> None:
        self.fast = False
        self.driver.mode = DEMO if self.is_demo else PLAY
        self.turn.seen = None               # the turn in progress is shown as usual again
        self.messages.text = ""
        self.check_turn()

    def start_review(self) -> None:
        review, s = self.turn.review, self.settings
        if s.table_time != 0 and not self.map_first:
            review.start(s.table_time)
            if self.view in ("overview", "map"):
                review.left = None          # the map waits until the table is back (5)
        else:
            review.start(s.graphic_time, minimum_from_start=True)

    def go_on(self) -> None:
        """The review is over: the computer's "Fertig" is played, the next turn begins."""
        if self.cpu_done:
            self.turn.review = None
            self.match.release()
            self.check_turn()

    def computer_waits(self) -> bool:
        """The computer on turn does not go on under the info box, at the end, or while an
        alert is to be answered (the driver asks before each of its actions, so that a party
        out stops the computers at once for its alert)."""
        turn = self.turn
        return turn.review is None or turn.info is not None or self.view == "over" \
            or bool(self.alerts)

    def end_frame(self) -> None:
        """The review's clock: the table counts down while it is shown (or, with the table
        off, the Grafikzeit on the map); then the turn goes on."""
        review = self.turn.review
        if review is None:
            return
        review.age += 1
        if self.cpu_done and review.left is not None and self.turn.info is None:
            if self.map_first and self.settings.table_time != 0 and self.view != "table":
                if review.left <= 0:             # the map has shown the turn: now its table
                    self.show("table")
                    review.start(self.settings.table_time)
                else:
                    review.left -= 1
            elif self.view == "table" or self.settings.table_time == 0:
                if review.left <= 0:
                    self.go_on()
                else:
                    review.left -= 1


def _sounds(events) -> None:
    """EMPERADO's voices (the ST's chip): the dice of a liberation attempt, a short call for a
    country liberated, another for a party out (retro/sound.py)."""
    for e in events:
        if isinstance(e, Battle):
            sound.play("emperado.dice")
            if e.won:
                sound.play("emperado.liberated")
        elif isinstance(e, PartyOut):
            sound.play("emperado.out")
