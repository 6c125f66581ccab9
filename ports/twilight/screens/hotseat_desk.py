"""The player's desk in the hot-seat game: DeskScene (desk_screen.py) on what this player
may see of the game (link.player_view), with "Befehle abgeben" instead of writing an
orders file; the orders go back to the hot-seat table, which plays them on its Match.
Its menu holds the game's too: "Spiel sichern" and "Spiel beenden", which the table
answers (his orders not yet handed in are not part of what is kept).
A thin adapter: the desk's pages, the pointing and the order book are DeskScene's own."""
from __future__ import annotations

from types import SimpleNamespace

from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem

from .desk_screen import DeskScene
from .desk_texts import DESK
from .hotseat_texts import HOTSEAT as T
from .link import player_view


class HotseatDesk(DeskScene):
    save_label = T["hand_in"]

    def __init__(self, game, player: int, hand_in, on_menu=None):
        """`hand_in(orders)`: called with the orders (a list) when he hands them in;
        `on_menu(what)`: "game_save" or "game_end" chosen (the table's menu)."""
        super().__init__(None, SimpleNamespace(player=player, header={}), player_view(game, player))
        self.hand_in = hand_in
        self.on_menu = on_menu
        self.menubar = MenuBar([Menu(DESK["menu"], [
            MenuItem("save", self.save_label, "A"), MenuItem("overview", DESK["overview"], "U"),
            MenuItem("zoom", DESK["zoom"], "Z"), SEPARATOR, MenuItem("close", DESK["close"]),
            SEPARATOR, MenuItem("game_save", T["save"], "S"), MenuItem("game_end", T["close"], "Q")])],
            title=self.screen_title(), machine=self.machine)

    def choose(self, what) -> None:
        if what == "save":
            orders = list(self.book.orders)
            self.close()
            self.hand_in(orders)
        elif what == "close":
            self.close()               # back to the cover: nothing is handed in
        elif what in ("game_save", "game_end"):
            if self.on_menu is not None:
                self.on_menu(what)
        else:
            super().choose(what)
