import os

import pytest

from retro import storage
from retro.storage import StorageError


def test_round_trip(tmp_path):
    p = tmp_path / "game.sav"
    storage.save(p, "amalone", "record", 1, "1B0-GG\n2GG-D0r\n")
    assert storage.load(p, "amalone", "record", 1) == (1, "1B0-GG\n2GG-D0r\n")


def test_previous_file_kept_as_bak(tmp_path):
    p = tmp_path / "game.sav"
    storage.save(p, "acme", "save", 1, "first")
    storage.save(p, "acme", "save", 1, "second")
    assert storage.load(p, "acme", "save", 1)[1] == "second\n"
    assert storage.load(tmp_path / "game.sav.bak", "acme", "save", 1)[1] == "first\n"
    assert not (tmp_path / "game.sav.tmp").exists()


@pytest.mark.parametrize("mutate, reason", [
    (lambda t: t.replace("1B0", "1B9"), "damaged"),
    (lambda t: t.replace("amalone", "emperado", 1), "foreign"),
    (lambda t: t.replace(" record 1 ", " record 7 ", 1), "newer"),
    (lambda t: "hello world\n", "foreign"),
    (lambda t: t.replace("crc=", "crc=zz"), "damaged"),
])
def test_bad_files_are_recognised(tmp_path, mutate, reason):
    p = tmp_path / "game.sav"
    storage.save(p, "amalone", "record", 1, "1B0-GG\n")
    p.write_text(mutate(p.read_text()))
    with pytest.raises(StorageError) as e:
        storage.load(p, "amalone", "record", 1)
    assert e.value.reason == reason
    assert storage.message(e.value, "de") and storage.message(e.value, "nl")


def test_binary_garbage_is_damaged(tmp_path):
    p = tmp_path / "x.sav"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(StorageError) as e:
        storage.load(p, "amalone", "record", 1)
    assert e.value.reason == "damaged"


def test_missing_file(tmp_path):
    with pytest.raises(StorageError) as e:
        storage.load(tmp_path / "nope", "amalone", "record", 1)
    assert e.value.reason == "missing"


def test_unwritable_leaves_old_file(tmp_path):
    p = tmp_path / "d" / "game.sav"
    storage.save(p, "acme", "save", 1, "keep me")
    os.chmod(p.parent, 0o500)
    try:
        if os.access(p.parent, os.W_OK):  # root ignores permissions: nothing to test
            pytest.skip("running as root")
        with pytest.raises(StorageError) as e:
            storage.save(p, "acme", "save", 1, "new")
        assert e.value.reason == "unwritable"
    finally:
        os.chmod(p.parent, 0o700)
    assert storage.load(p, "acme", "save", 1)[1] == "keep me\n"


def test_write_failure_leaves_old_file(tmp_path, monkeypatch):
    p = tmp_path / "game.sav"
    storage.save(p, "acme", "save", 1, "keep me")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    with pytest.raises(StorageError) as e:
        storage.save(p, "acme", "save", 1, "new")
    monkeypatch.undo()
    assert e.value.reason == "unwritable"
    assert storage.load(p, "acme", "save", 1)[1] == "keep me\n"
    assert not (tmp_path / "game.sav.tmp").exists()


def test_data_dir_override(tmp_path):
    storage.set_data_dir(str(tmp_path))
    try:
        d = storage.data_dir("emperado")
        assert d == tmp_path / "emperado" and d.is_dir()
    finally:
        storage.set_data_dir(None)
