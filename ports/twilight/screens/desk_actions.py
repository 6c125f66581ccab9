"""What the player's desk does with a click on a row or the save gadget: the orders made
(each offered to the order book, a refusal said in a requester naming the order and the
rules' reason), the picks changed, the orders file written as `player orders` writes it
(the file requester proposing its name) and what to mail to whom said, or, with his post set
up, sending it offered (desk_post.py). A mixin of
DeskScene (desk_screen.py), which holds the state it changes.
"""
from __future__ import annotations

from pathlib import Path

from retro.gui.alert import Alert, ok_cancel
from retro.gui.fileselector import FileSelector

from .desk_texts import DESK as T
from .link import (Build, Card, Discard, Fight, Give, Land, Pass, Refusal, Research, Sabotage, Trade, Until, Vote, cards,
                   explain, galaxy, order_words, orders_file_name, storage_message, tile_label, write_orders)
from .secret import refusal_alert


class DeskActions:
    def act(self, action) -> None:
        if not action:
            return
        kind = action[0]
        if kind == "rift":
            self.rift = "" if self.rift == "bleiben" else "bleiben"
        elif kind == "ship":
            u, have = action[1], self.book.movable(self.src).get(action[1], 0)
            self.picked[u] = (self.picked.get(u, 0) + 1) % (have + 1)
        elif kind == "remove":
            self.tell(self.book.remove(action[1]), "")
        elif kind == "research":
            self.offer(Research(self.me, action[1]))
        elif kind == "build":
            self.offer(Build(self.me, action[1], action[2], 1))
        elif kind == "wish":
            self.tell(self.book.wish(action[1]), "")
        elif kind == "vote":
            self.offer(Vote(self.me, action[1]))
        elif kind == "trade":
            self.offer(Trade(self.me, action[1]))
        elif kind == "give":
            self.offer(Give(self.me, action[1], credits=5))
        elif kind == "discard":
            self.offer(Discard(self.me))
        elif kind == "card":
            key = action[1]
            if cards.ACTION[key].target == "system":          # aimed: the next click on the map
                self.card, self.tile, self.src = (None if self.card == key else key), None, None
            else:
                self.offer(Card(self.me, key))
        elif kind == "fight":
            self.offer(Fight(self.me, action[1], action[2]))
        elif kind == "land":
            self.offer(Land(self.me, action[1], action[2], action[3]))
        elif kind == "bid":
            self.tell(self.book.bid(step=action[1]), "")
        elif kind == "place":
            self.tell(self.book.bid(place=action[1]), "")
        elif kind == "until":
            self.offer(Until(self.me, action[1]))
        elif kind == "pass":
            self.offer(Pass(self.me))
        elif kind == "sabotage":
            self.offer(Sabotage(self.me, action[1]))
        elif kind == "tile":
            self.choose_tile(None if self.tile == action[1] else action[1])
        elif kind == "tile_no":                # no allowed place just now: why (issue 33.5)
            why = galaxy.why_not(self.game.building, self.me, action[1])
            self.choose_tile(None)
            self.tell(T["tile_why"].get(why, ""), T["tile_no"].format(tile=tile_label(action[1]), why="").rstrip(": "))

    def choose_tile(self, key) -> None:
        """A tile of his hand picked to lay (the next click on a place lays it), or none."""
        self.tile, self.src, self.card = key, None, None

    def offer(self, order, then=None) -> None:
        reason = self.book.add(order)
        if reason is None and then:
            then()
        self.tell(reason, T["refused_order"].format(words=order_words(order), line=order.text()))

    def tell(self, reason, what: str) -> None:
        if reason is not None:
            self.ask(refusal_alert(T["refused"].format(what=what, reason=reason).strip(), self.machine,
                                   T["refused_title"]), on_result=lambda _r: None)

    def choose(self, what) -> None:
        if what == "save":
            folder = self.path.parent if self.path else None
            self.ask(FileSelector(folder, "befehle_*.txt", mode="save", name=orders_file_name(self.packet),
                                  title=T["save_select"], machine=self.machine), on_result=self.save)
        elif what == "close" and self.book.orders and self.saved_orders != list(self.book.orders):
            self.ask(ok_cancel(T["unsaved"], machine=self.machine),
                     on_result=lambda r: self.close() if r == 0 else None)
        else:
            super().choose(what)

    def save(self, path) -> None:
        if not path:
            return
        path = Path(path)
        try:
            written = write_orders(self.desk, self.packet, self.book.orders, path.parent)
            if written.name != path.name:
                written.replace(path)
                written = path
        except Exception as e:
            reason = explain(e) if isinstance(e, Refusal) else storage_message(e)
            self.ask(refusal_alert(T["write_failed"].format(path=path, reason=reason), self.machine,
                                   T["refused_title"]), on_result=lambda _r: None)
            return
        self.saved_to, self.saved_orders = written, list(self.book.orders)
        if self.offer_post(written):           # his post set up: "Per E-Mail senden" (desk_post.py)
            return
        self.ask(Alert(T["saved"].format(path=written, game=self.packet.header.get("spiel", "?")),
                       title=T["saved_title"], machine=self.machine), on_result=lambda _r: None)
