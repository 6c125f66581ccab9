"""What opening a file from the start screen shares (opener.PacketOpener: a packet;
gm_open.MasterOpener: the master file): the Intuition file requester in the program's data
folder, and every refusal a requester naming the file."""
from __future__ import annotations

from pathlib import Path

from retro.gui.fileselector import FileSelector

from .link import GAME
from .secret import refusal_alert


class FileOpener:
    texts: dict = {}                   # "pattern", "select", "refused" and "error_title"
    offer_name = False                 # the requester's file name filled in (meister.txt)
    whole_path = False                 # a refusal names the whole path, not the file's name

    def __init__(self, scene, folder=None):
        self.scene, self.folder = scene, folder
        self.path = None

    def start(self) -> None:
        from retro import storage
        T = self.texts
        folder = self.folder or storage.data_dir_or_home(GAME)
        extra = {"name": T["pattern"]} if self.offer_name else {}
        self.scene.ask(FileSelector(folder, T["pattern"], mode="open", title=T["select"],
                                    machine=self.scene.machine, **extra), on_result=self.chosen)

    def chosen(self, path) -> None:
        raise NotImplementedError

    def _refused(self, reason: str, again=None) -> None:
        T = self.texts
        name = "?" if not self.path else str(self.path) if self.whole_path else Path(self.path).name
        self.scene.ask(refusal_alert(T["refused"].format(file=name, reason=reason), self.scene.machine,
                                     T["error_title"]), on_result=(lambda _r: again()) if again else None)
