"""The player's orders by mail, from his desk: once his post is set up (post.ini in his data
folder, `player post einrichten`), "Befehle speichern" writes the orders file as ever and then
offers "Per E-Mail senden": the file goes to the game master as `player post senden BEFEHLE`
sends it (link.player_send: PlayerPost.send_orders), to the address remembered from his
packets, or, where none is known yet, to the one he types. The sending runs in a thread
(post_work.Errand: "Befehle werden gesendet ..."), then "Befehle gesendet an ..." or the
German refusal. In the browser it says that the post works only in the program on the
computer. A mixin of DeskScene (desk_screen.py).
"""
from __future__ import annotations

from retro.gui.alert import Alert

from .desk_texts import DESK as D
from .desk_texts import POST as T
from .link import Refusal, check_address, game_master_of, player_send, post_exists, post_folder_of_player, post_settings
from .post_work import PostErrands, reason, remember
from .secret import PassphraseRequester


class DeskPost(PostErrands):
    """Mixed into DeskScene: self.packet, self.ask, self.machine."""
    post_home = None                   # the folder of his post.ini; None: his data folder

    def post_folder(self):
        return self.post_home or post_folder_of_player()

    def game_id(self) -> str:
        return self.packet.header.get("spiel", "")

    def offer_post(self, path) -> bool:
        """After the orders file is written: True if his post is set up and sending is offered."""
        if not post_exists(self.post_folder()):
            return False
        ask = Alert(T["saved"].format(path=path, game=self.game_id() or "?"), [T["send"], T["later"]],
                    icon="question", default=0, cancel=1, title=D["saved_title"], machine=self.machine)
        self.ask(ask, on_result=lambda r: self.send_orders(path) if r == 0 else None)
        return True

    def send_orders(self, path, typed: str = "") -> None:
        """To the address known for the game, or the one he typed (then remembered)."""
        if self.browser_refuses():
            return
        folder = self.post_folder()
        try:
            s = post_settings(folder)
            to = typed or game_master_of(s, self.game_id(), folder)
        except Exception as e:                 # noqa: BLE001  (post.ini damaged)
            return self.post_refused(T["send_failed"].format(reason=reason(e), path=path))
        if not to:
            return self.ask_master(path)
        self.with_password(folder, s, lambda password: self._send(s, password, path, to if typed else "", folder))

    def ask_master(self, path, text: str = "") -> None:
        """The game master's address, typed (kept for the requester again after a refusal)."""
        ask = PassphraseRequester(T["title"], T["ask_master"].format(game=self.game_id() or "?"), T["master"],
                                  text=text, masked=False, machine=self.machine)
        self.ask(ask, on_result=lambda address: self._master_given(path, address))

    def _master_given(self, path, address) -> None:
        if not address:
            return
        try:
            address = check_address(address)
        except Refusal as e:
            return self.ask(Alert(reason(e), title=T["title"], icon="stop", machine=self.machine),
                            on_result=lambda _r: self.ask_master(path, address))
        self.send_orders(path, address)

    def _send(self, s, password: str, path, typed: str, folder) -> None:
        self.run_errand(lambda: player_send(s, password, path, typed, folder, self.game_id()),
                        lambda errand: self._sent(errand, path, folder), T["sending"]).start()

    def _sent(self, errand, path, folder) -> None:
        e = errand.error
        if e is None:
            return self.ask(Alert(errand.result, title=T["sent_title"], machine=self.machine), on_result=lambda _r: None)
        if isinstance(e, Refusal) and e.key == "post_login":
            remember(folder, None)                 # a password typed wrong is asked again
        self.post_refused(T["send_failed"].format(reason=reason(e), path=path))
