"""Issue 34 item 2: on a web page the data folder is kept in IndexedDB (retro/browser.py): it
is mounted and read back before the first scene, and every atomic save is written back, one
write at a time. Here with a stand-in for Emscripten's FS (the page itself: tests/web/
test_web_browser.py::test_saves_survive_a_reload_of_the_page)."""
import pytest

from retro import browser, storage


class FakeFS:
    """Emscripten's FS as retro.browser uses it: mount(IDBFS, options, folder), syncfs(populate, cb)."""

    def __init__(self):
        self.filesystems = type("F", (), {"IDBFS": "IDBFS"})
        self.mounted, self.syncs = [], []

    def mount(self, kind, options, folder):
        self.mounted.append((kind, folder))

    def syncfs(self, populate, callback):
        self.syncs.append([populate, callback])

    def answer(self, err=None):
        """IndexedDB answers the oldest call not yet answered."""
        call = next(c for c in self.syncs if len(c) == 2)
        call.append("answered")
        call[1](err)


@pytest.fixture
def fs(tmp_path):
    browser.reset()
    storage.set_data_dir(str(tmp_path))
    fake = FakeFS()
    yield fake
    storage.set_data_dir(None)
    browser.reset()


def test_the_folder_is_read_back_before_the_app_may_start(fs, tmp_path):
    browser.keep(tmp_path, fs, once=lambda f: f)
    assert fs.mounted == [("IDBFS", str(tmp_path))]
    assert fs.syncs[0][0] is True                    # populate: IndexedDB -> the folder
    assert not browser.ready()
    fs.answer(None)
    assert browser.ready() and browser.error() is None


def test_each_save_is_written_to_indexeddb_one_write_at_a_time(fs, tmp_path):
    browser.keep(tmp_path, fs, once=lambda f: f)
    fs.answer(None)
    storage.save(storage.data_dir("acme") / "A.ACM", "acme", "game", 1, "one")
    assert [c[0] for c in fs.syncs] == [True, False]   # the folder -> IndexedDB
    storage.save(storage.data_dir("acme") / "A.ACM", "acme", "game", 1, "two")
    storage.save(storage.data_dir("acme") / "B.ACM", "acme", "game", 1, "three")
    assert len(fs.syncs) == 2 and not browser.idle()    # under way: once more when it is done
    fs.answer(None)
    assert len(fs.syncs) == 3 and fs.syncs[2][0] is False
    fs.answer(None)
    assert browser.idle() and browser.writes() == 2 and browser.error() is None


def test_indexeddb_refused_leaves_the_files_in_memory_and_says_why(fs, tmp_path, capsys):
    browser.keep(tmp_path, fs, once=lambda f: f)
    fs.answer("SecurityError: the page may not use IndexedDB")
    assert browser.ready()                               # the app starts anyway
    assert "SecurityError" in browser.error() and "memory" in capsys.readouterr().out
    storage.save(storage.data_dir("acme") / "A.ACM", "acme", "game", 1, "one")
    assert len(fs.syncs) == 1                            # nothing is written to it
    assert (tmp_path / "acme" / "A.ACM").is_file()


def test_outside_a_browser_nothing_changes(tmp_path):
    browser.reset()
    assert browser.IN_BROWSER is False and browser.ready() and storage.after_write is None


def test_the_first_scene_is_made_once_the_folder_is_back(tmp_path, pyxel_screen):
    """retro.scenes.Waiting holds the app's first scene back until ready(); then the remembered
    sound is read, and the first scene is made."""
    import argparse

    from retro import sound
    from retro.__main__ import _begin
    from retro.input import Input
    from retro.machines import MACHINES
    from retro.scenes import App, Scene, Waiting

    class First(Scene):
        made_with_muted = None

        def entered(self):
            First.made_with_muted = sound.muted

    storage.set_data_dir(str(tmp_path))
    sound.reset()
    back = []
    try:
        storage.save(tmp_path / "retro" / sound.SETTINGS_FILE, "retro", "sound", 1, '{"mute": true, "volume": 5}')
        options = argparse.Namespace(volume=None)
        app = App(Waiting(MACHINES["amiga_low"], lambda: bool(back), lambda a: _begin(a, First(), options)))
        for _ in range(3):
            app.frame(Input())
        assert isinstance(app.top, Waiting) and First.made_with_muted is None
        back.append(True)                                # IndexedDB has answered
        app.frame(Input())
        assert isinstance(app.top, First) and First.made_with_muted is True and sound.volume == 5
        assert browser.began_at == 4
    finally:
        storage.set_data_dir(None)
        sound.reset()
        browser.reset()
