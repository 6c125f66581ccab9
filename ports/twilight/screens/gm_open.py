"""Opening a master file from the start screen ("Spielleiterdatei öffnen"): the Intuition file
requester for meister.txt (in the last game's folder), the game master's passphrase (his key file schluessel.txt in the
game's folder; in a game of passwords his password) in a requester naming the file, the
master file opened as the command line opens it (link.gm_open), then the game master's desk.
Every refusal is a requester naming the file; after a wrong passphrase it comes again with
what was typed."""
from __future__ import annotations

from pathlib import Path

from .gm_texts import OPEN as T
from .link import GM_KEY_FILE, Refusal, explain, gm_open, map_picture, pbem, storage_message
from .file_opener import FileOpener
from .secret import PassphraseRequester


class MasterOpener(FileOpener):
    texts = T
    kind = "meister"
    offer_name = whole_path = True

    def __init__(self, scene, folder=None, pictures: bool = True):
        super().__init__(scene, folder)
        self.pictures = pictures

    def chosen(self, path) -> None:
        if not path:
            return
        self.path = Path(path)
        try:
            self.mode = pbem.GameMaster.mode_of(self.path.parent)
        except Refusal as e:
            return self._refused(explain(e))
        except Exception as e:
            return self._refused(storage_message(e))
        self.ask_secret()

    def ask_secret(self, text: str = "") -> None:
        keys_mode = self.mode == "schluessel"
        msg = T["ask" if keys_mode else "ask_password"].format(file=self.path.name,
                                                              keyfile=self.path.parent / GM_KEY_FILE)
        self.scene.ask(PassphraseRequester(T["title"], msg, T["label" if keys_mode else "label_password"],
                                           text=text, machine=self.scene.machine), on_result=self.secret)

    def secret(self, text) -> None:
        if text is None:
            return
        try:
            gm = gm_open(self.path.parent, text, map_picture if self.pictures else None)
        except Refusal as e:
            if e.key != "wrong_password":
                return self._refused(explain(e))
            reason = T["wrong"].format(keyfile=self.path.parent / GM_KEY_FILE) if self.mode == "schluessel" \
                else explain(e)
            return self._refused(reason, lambda: self.ask_secret(text))
        except Exception as e:
            return self._refused(storage_message(e))
        from .file_opener import remember
        from .gm_desk import GmDeskScene
        remember(self.kind, self.path.parent)      # the next time the requester opens here
        self.scene.push(GmDeskScene(gm))
