"""What opening a file from the start screen shares (opener.PacketOpener: a packet;
gm_open.MasterOpener: the master file): the Intuition file requester, and every refusal a
requester naming the file. The requester opens where the last file of its kind was opened
(the last packet's folder, the last game's folder; issue 33.8), else in the program's data
folder, where a new game's folder named without a path is made too (gm_new.py).
"""
from __future__ import annotations

import json
from pathlib import Path

from retro.gui.fileselector import FileSelector

from .link import GAME
from .secret import refusal_alert

LAST = "zuletzt.txt"                   # in the data folder: {"paket": folder, "meister": folder}


def last_folder(kind: str):
    """The folder of the last file of this kind opened (or game made), if it is still there."""
    from retro import storage
    try:
        _, body = storage.load(storage.data_dir(GAME) / LAST, GAME, "zuletzt", 1)
        folder = Path(json.loads(body).get(kind, ""))
    except Exception:                  # noqa: BLE001  (none yet, unreadable: the data folder then)
        return None
    return folder if str(folder) not in ("", ".") and folder.is_dir() else None


def remember(kind: str, folder) -> None:
    """Where the requester of this kind opens next time; a folder that cannot be written to
    only forgets it."""
    from retro import storage
    try:
        path = storage.data_dir(GAME) / LAST
        try:
            _, body = storage.load(path, GAME, "zuletzt", 1)
            known = dict(json.loads(body))
        except Exception:              # noqa: BLE001  (none yet, or damaged: begun anew)
            known = {}
        known[kind] = str(Path(folder).resolve())
        storage.save(path, GAME, "zuletzt", 1, json.dumps(known, ensure_ascii=False))
    except Exception:                  # noqa: BLE001  (a read-only data folder)
        pass


class FileOpener:
    texts: dict = {}                   # "pattern", "select", "refused" and "error_title"
    kind = ""                          # what last_folder and remember call it
    offer_name = False                 # the requester's file name filled in (meister.txt)
    whole_path = False                 # a refusal names the whole path, not the file's name

    def __init__(self, scene, folder=None):
        self.scene, self.folder = scene, folder
        self.path = None

    def start(self) -> None:
        from retro import storage
        T = self.texts
        folder = self.folder or last_folder(self.kind) or storage.data_dir_or_home(GAME)
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
