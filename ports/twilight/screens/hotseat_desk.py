"""The player's desk in the hot-seat game: DeskScene (desk_screen.py) on what this player
may see of the game (link.player_view), with "Befehle abgeben" instead of writing an
orders file; the orders go back to the hot-seat table, which plays them on its Match.
A thin adapter: the desk's pages, the pointing and the order book are DeskScene's own."""
from __future__ import annotations

from types import SimpleNamespace

from .desk_screen import DeskScene
from .hotseat_texts import HOTSEAT as T
from .link import player_view


class HotseatDesk(DeskScene):
    save_label = T["hand_in"]

    def __init__(self, game, player: int, hand_in):
        """`hand_in(orders)`: called with the orders (a list) when he hands them in."""
        super().__init__(None, SimpleNamespace(player=player, header={}), player_view(game, player))
        self.hand_in = hand_in

    def choose(self, what) -> None:
        if what == "save":
            orders = list(self.book.orders)
            self.close()
            self.hand_in(orders)
        elif what == "close":
            self.close()               # back to the cover: nothing is handed in
        else:
            super().choose(what)
