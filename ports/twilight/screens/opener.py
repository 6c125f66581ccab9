"""Opening a packet from the start screen: the Intuition file requester (listing packets, in
the last packet's folder or the program's data folder), the packet's head read (link.packet_head: is it a packet, of which game
mode?), the passphrase asked in a requester naming the file and the key file (or in a
game of passwords the password), the packet opened as `player show --hand` opens it
(link.player_desk, link.open_packet), then the player's desk. Every refusal is a requester naming the file
and what is wrong; after a wrong passphrase the requester comes again. A packet of a game
with keys when there is no key yet offers "Schlüssel anlegen" first.
"""
from __future__ import annotations

from pathlib import Path

from retro.gui.alert import Alert

from .desk_texts import OPEN as T
from .link import (
    CLI,
    Refusal,
    UnknownMaster,
    explain,
    key_path,
    open_packet,
    packet_head,
    player_desk,
    storage_message,
)
from .file_opener import FileOpener
from .secret import PassphraseRequester


class PacketOpener(FileOpener):
    """The steps of opening a packet, as requesters over `scene` (the start screen)."""
    texts = T
    kind = "paket"

    def __init__(self, scene, keyfile=None, folder=None, on_key=None):
        super().__init__(scene, folder)
        self.keyfile = keyfile
        self.on_key = on_key               # how the scene starts its key screen

    def chosen(self, path) -> None:
        if not path:
            return
        self.path = Path(path)
        self.folder = self.path.parent
        try:
            self.head = packet_head(self.path)
        except Refusal as e:
            return self._refused(explain(e))
        except Exception as e:                       # unreadable
            return self._refused(storage_message(e))
        kfile = Path(self.keyfile) if self.keyfile else key_path()
        if self.head.mode == "schluessel" and not kfile.exists():
            buttons = T["no_key_buttons"]
            self.scene.ask(Alert(T["no_key"].format(file=self.path.name, keyfile=kfile), list(buttons),
                                 icon="question", default=0, cancel=1, machine=self.scene.machine),
                           on_result=lambda r: self.on_key() if r == 0 and self.on_key else None)
            return
        self.ask_secret()

    def ask_secret(self, text: str = "") -> None:
        keys_mode = self.head.mode == "schluessel"
        kfile = Path(self.keyfile) if self.keyfile else key_path()
        msg = T["ask_key" if keys_mode else "ask_password"].format(
            file=self.path.name, player=self.head.player + 1, step=self.head.step, keyfile=kfile)
        self.scene.ask(PassphraseRequester(T["title"], msg, T["label_key" if keys_mode else "label_password"],
                                           text=text, machine=self.scene.machine), on_result=self.secret)

    def secret(self, text) -> None:
        if text is None:
            return
        try:
            d = player_desk(self.path, text, self.keyfile)
            _, pk, view = open_packet(self.path, text, d=d, trust=False)
        except UnknownMaster as e:                  # the first packet of this game: ask him
            return self.ask_trust(d, e.fingerprint)
        except Refusal as e:
            if e.key != "wrong_password":
                return self._refused(explain(e))
            kfile = Path(self.keyfile) if self.keyfile else key_path()
            reason = T["wrong_passphrase"].format(keyfile=kfile) if self.head.mode == "schluessel" else explain(e)
            return self._refused(reason, lambda: self.ask_secret(text))      # what he typed stays
        except Exception as e:
            return self._refused(storage_message(e))
        self.opened(d, pk, view)

    def ask_trust(self, d, fingerprint: str) -> None:
        """The command line's question at the first packet of a game, as a requester."""
        msg = CLI["first_packet"].format(fingerprint=fingerprint) + "\n\n" + T["first_ask"]
        self.scene.ask(Alert(msg, list(T["first_buttons"]), icon="question", default=None, cancel=1,
                             title=T["first_title"], machine=self.scene.machine),
                       on_result=lambda r: self.trusted(d) if r == 0 else self._refused(T["first_refused"]))

    def trusted(self, d) -> None:
        try:
            _, pk, view = open_packet(self.path, None, d=d, trust=True)     # his key remembered
        except Refusal as e:
            return self._refused(explain(e))
        except Exception as e:
            return self._refused(storage_message(e))
        self.opened(d, pk, view)

    def opened(self, d, pk, view) -> None:
        from .desk_screen import DeskScene
        from .file_opener import remember
        remember(self.kind, self.path.parent)      # the next packet's requester opens here
        self.scene.push(DeskScene(d, pk, view, self.path))
