"""ACME's pull-down menu (PULL-DOWN-MENÜ): abort or start anew, INFO, the frequency of the
events (oft - normal - selten - nie, a checked item); saving and loading are our addition."""
from __future__ import annotations

from pathlib import Path

from retro import saving, sound, storage
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.play import Refusal

from .. import texts
from ..match import RULES, seats_of
from ..state import FREQUENCIES

M = texts.MENU
PATTERN = "*.ACM"
DEFAULT_FILE = "ACME.ACM"
KEPT = "ZULETZT.ACM"          # the game under way when the window was closed (retro.closing)


def bar(frequency: str, machine) -> MenuBar:
    menus = [
        Menu(M["desk"], [MenuItem("info", M["info"])]),
        Menu(M["game"], [MenuItem("new", M["new"]), SEPARATOR, MenuItem("save", M["save"], "S"),
                         MenuItem("load", M["load"], "O"), SEPARATOR,
                         MenuItem("abort", M["abort"], "Q")]),
        Menu(M["events"], [MenuItem(f, M[f], checked=f == frequency) for f in FREQUENCIES]),
    ]
    return MenuBar(menus, machine=machine, lang="de")


def check_frequency(mb: MenuBar, frequency: str) -> None:
    for f in FREQUENCIES:
        mb.find(f).checked = f == frequency


def _confirm(scene, text: str, then) -> None:
    a = Alert(text, [texts.SCREEN["yes"], texts.SCREEN["no"]], icon="question", default=1,
              machine=scene.machine, lang="de")
    scene.ask(a, lambda r: then() if r == 0 else None)


def _alert(scene, text: str) -> None:
    sound.play("gem.bell")
    scene.ask(Alert(text, icon="stop", machine=scene.machine, lang="de"))


def choose(scene, item) -> None:
    """What a menu item does in the game scene."""
    if item in FREQUENCIES:
        scene.set_events(item)
    elif item == "info":
        scene.ask(Alert(texts.SCREEN["info"].replace("|", "\n"), machine=scene.machine, lang="de"))
    elif item == "new":
        _confirm(scene, texts.SCREEN["new"], scene.new_game)
    elif item == "abort":
        _confirm(scene, texts.SCREEN["quit"], scene.close)
    elif item in ("save", "load"):
        problem = folder_problem()         # the data folder unusable: say so, start at home
        if problem:
            scene.message = problem
        _open_files(scene, item)


def _open_files(scene, item) -> None:
    if item == "save":
        scene.ask(FileSelector(folder(), PATTERN, mode="save", name=DEFAULT_FILE,
                               title=texts.SCREEN["save_title"], machine=scene.machine, lang="de"),
                  lambda path: save(scene, path) if path else None)
    elif item == "load":
        scene.ask(FileSelector(folder(), PATTERN, mode="open", name=DEFAULT_FILE,
                               title=texts.SCREEN["load_title"], machine=scene.machine, lang="de"),
                  lambda path: load(scene, path) if path else None)


def folder() -> Path:
    """Where the file selector starts: the data folder, or the home folder when that cannot be
    used (folder_problem says why), so that the player can choose another."""
    return storage.data_dir_or_home("acme")


def folder_problem() -> str | None:
    reason = saving.folder_problem("acme", "de")
    return texts.screen("folder", reason=reason) if reason else None


def save(scene, path) -> bool:
    name = Path(path).name
    reason = saving.save(scene.match, path, "de")
    if reason is not None:
        _alert(scene, texts.screen("file_failed", name=name, reason=reason).replace("|", "\n"))
        return False
    scene.message = texts.screen("saved", name=name)
    return True


def _same_map(scene):
    def check(loaded):
        if loaded.settings.map != scene.match.settings.map:
            raise Refusal("bad_settings")
    return check


def load(scene, path, offer_backup: bool = True) -> bool:
    """Load a saved game into the scene's match; a bad file changes nothing and says why, and
    offers the previous version (.bak) when that one is whole."""
    name = Path(path).name

    def adopt(loaded):
        scene.match.adopt(loaded)
        check_frequency(scene.menubar, loaded.state.settings.events)
        scene.message = texts.screen("loaded", name=name)
        if scene.state.phase == "serie":
            scene.ask_series()

    def offer(reason, bak):
        text = texts.screen("offer_bak", name=name, reason=reason, bak=bak.name).replace("|", "\n")
        a = Alert(text, [texts.SCREEN["yes"], texts.SCREEN["no"]], icon="stop", machine=scene.machine,
                  lang="de")
        scene.ask(a, lambda r: load(scene, str(bak), offer_backup=False) if r == 0 else None)

    def refuse(reason):
        _alert(scene, texts.screen("file_failed", name=name, reason=reason).replace("|", "\n"))

    return saving.load_or_offer(
        RULES, path, lambda p: saving.load(RULES, p, seats_of, "de", texts.explain, check=_same_map(scene)),
        adopt=adopt, refuse=refuse, offer=offer, offer_backup=offer_backup)
