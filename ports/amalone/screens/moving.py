"""Moving on the game screen (a part of GameScene, game_screen.py): marbles picked by mouse
and their field clicked (picking.py), or a move typed in notation and Return; the move
list scrolled by the wheel and the page keys. What is not a move is said with its reason.
"""
from __future__ import annotations

from retro.input import Input
from retro.play import Refusal

from ..board import BLACK, NAME, WHITE
from ..notation import try_parse
from . import layout, picking
from .texts_screen import explain, t

ENTRY_CHARS = set("0123456789ABCDEFGabcdefg-+lLrR")
ENTRY_MAX = 8


def normalise(entry: str) -> str:
    """What the player typed, in the notation's spelling: fields in capitals, l/r small."""
    s = entry.strip().upper()
    if s and s[-1] in "LR":
        s = s[:-1] + s[-1].lower()
    return s


class Moving:
    """GameScene's moves by mouse and keyboard; it uses the scene's match, game, picked,
    entry, scroll, say() and command()."""

    def _keys(self, inp: Input) -> None:
        for ch in inp.text:
            if ch in ENTRY_CHARS and len(self.entry) < ENTRY_MAX:
                self.entry += ch
        if inp.key("BACKSPACE", "DELETE") and self.entry:
            self.entry = self.entry[:-1]
        if inp.key("RETURN", "KP_ENTER"):
            self.submit()
        elif inp.key("ESCAPE"):
            if self.entry or self.picked:
                self.entry = ""
                self.picked = []
            else:
                self.command("quit")
        elif inp.key("HELP", "F1"):
            self.command("help")
        elif inp.key_down("UNDO"):             # once a press, never by key repeat
            self.command("redo" if inp.shift else "undo")
        elif inp.key("PAGEUP", "PAGEDOWN"):
            self._scroll(layout.list_rows() * (-1 if inp.key("PAGEUP") else 1))

    def _click(self, inp: Input) -> None:
        for colour in (BLACK, WHITE):
            box = layout.WHITE_BOX if colour == WHITE else layout.BLACK_BOX
            if layout.inside(inp.x, inp.y, box):
                self.command("players")
                return
        sq = layout.field_at(inp.x, inp.y)
        if sq is None:
            self.picked = []
            return
        self.click_field(sq, inp.x, inp.y)

    def click_field(self, sq: int, px: float | None = None, py: float | None = None) -> None:
        if not self._can_move():
            return
        pos = self.game.position
        try:
            if pos.own >> sq & 1:
                self.picked = picking.toggle(pos, self.picked, sq)
                self.say("")
                return
            if not self.picked and pos.opp >> sq & 1:
                raise Refusal("notation.not_own", field=NAME[sq], colour=pos.turn)
            m = picking.choose(pos, self.picked, sq, px, py)
        except Refusal as e:
            self.say(explain(e, self.lang), True)
            return
        self.play(m)

    def _can_move(self) -> bool:
        """Is it a human's turn in a running game? Else say why not."""
        g = self.game
        if g.full:
            self.say(t("full.short", self.lang), True)
        elif g.over:
            self.say(t("pick.over", self.lang), True)
        elif self.thinking:
            self.say(t("pick.computer", self.lang), True)
        else:
            return True
        return False

    def submit(self) -> None:
        text = normalise(self.entry)
        if not text or not self._can_move():
            return
        m, msg = try_parse(self.game.position, text, self.lang)
        if m is None:
            self.say(msg, True)
            return
        self.play(m)

    def play(self, m: int) -> None:
        """A human's move (the listener then calls after_ply), or the reason it is refused."""
        try:
            self.match.play(self.game.turn, m)
        except Refusal as e:
            self.say(explain(e, self.lang), True)

    def _scroll(self, delta: int) -> None:
        n = len(self.game.plies)
        rows = layout.list_rows()
        first = self._first_row() + delta
        first = max(0, min(first, max(0, n - rows)))
        self.scroll = None if first >= n - rows else first

    def _first_row(self) -> int:
        n = len(self.game.plies)
        if self.scroll is not None:
            return self.scroll
        return max(0, n - layout.list_rows())
