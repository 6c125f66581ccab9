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


# -- attacks on files (the robustness issue) --------------------------------------------------------
def test_windows_line_ends_and_a_byte_order_mark_are_accepted(tmp_path):
    p = tmp_path / "game.sav"
    storage.save(p, "amalone", "record", 1, "stelling standard\nzetten\n3A1-A0\n")
    crlf = p.read_bytes().replace(b"\n", b"\r\n")
    p.write_bytes(b"\xef\xbb\xbf" + crlf)
    assert storage.load(p, "amalone", "record", 1) == (1, "stelling standard\nzetten\n3A1-A0\n")
    # a real change under CR LF is still damage
    p.write_bytes(crlf.replace(b"3A1", b"3A2"))
    with pytest.raises(StorageError) as e:
        storage.load(p, "amalone", "record", 1)
    assert e.value.reason == "damaged"


def test_only_regular_files_are_read(tmp_path):
    fifo = tmp_path / "pipe.sav"
    os.mkfifo(fifo)
    with pytest.raises(StorageError) as e:
        storage.load(fifo, "amalone", "record", 1)          # would hang for ever
    assert e.value.reason == "unreadable"
    zero = tmp_path / "zero.sav"
    zero.symlink_to("/dev/zero")
    with pytest.raises(StorageError) as e:
        storage.load(zero, "amalone", "record", 1)          # would fill the memory
    assert e.value.reason == "unreadable"
    folder = tmp_path / "folder.sav"
    folder.mkdir()
    with pytest.raises(StorageError):
        storage.load(folder, "amalone", "record", 1)


def test_a_file_larger_than_any_save_is_refused(tmp_path):
    p = tmp_path / "big.sav"
    with open(p, "wb") as f:
        f.truncate(storage.MAX_BYTES + 1)
    with pytest.raises(StorageError) as e:
        storage.load(p, "amalone", "record", 1)
    assert e.value.reason == "damaged"


def test_deeply_nested_json_is_refused_before_it_is_parsed():
    with pytest.raises(ValueError):
        storage.parse_json("[" * 100000 + "]" * 100000)
    assert storage.parse_json('{"a": [1, {"b": "[[[[["}]}') == {"a": [1, {"b": "[[[[["}]}
    with pytest.raises(ValueError):
        storage.parse_json("{not json")


def test_a_data_folder_that_cannot_be_used_is_a_storage_error(tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("x")
    storage.set_data_dir(str(a_file))           # --data naming a file
    try:
        with pytest.raises(StorageError) as e:
            storage.data_dir("acme")
        assert e.value.reason == "folder"
        assert storage.message(e.value, "de") == "Der Ordner für die Spielstände kann nicht benutzt werden."
        assert storage.data_dir_or_home("acme").is_dir()
    finally:
        storage.set_data_dir(None)


def test_the_backup_is_offered_when_the_save_is_damaged(tmp_path):
    p = tmp_path / "game.sav"
    storage.save(p, "acme", "game", 1, "first")
    storage.save(p, "acme", "game", 1, "second")
    assert storage.backup_of(p, "acme", "game", 1) == tmp_path / "game.sav.bak"
    p.write_text("garbage")
    assert storage.load(storage.backup_of(p, "acme", "game", 1), "acme", "game", 1)[1] == "first\n"
    (tmp_path / "game.sav.bak").write_text("garbage too")
    assert storage.backup_of(p, "acme", "game", 1) is None


def test_a_save_killed_at_any_moment_is_always_the_old_or_the_new_one(tmp_path):
    # 200 kills at random moments of a process that saves over and over: the save is never
    # missing, never half written (always a whole version with the right checksum)
    import random
    import select
    import signal
    import time
    path = tmp_path / "ACME.ACM"
    storage.save(path, "acme", "game", 1, "version 0\n" * 2000)
    rnd = random.Random(14)
    seen = set()
    for k in range(200):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:                                  # the child saves until it is killed
            try:
                os.close(r)
                n = 0
                while True:
                    n += 1
                    storage.save(path, "acme", "game", 1, f"version {k}.{n}\n" * 2000)
                    if n == 1:
                        os.write(w, b"1")             # one save done: the kill may come
            finally:
                os._exit(0)
        os.close(w)
        try:
            # the child's first save, awaited with a deadline: a hang fails, it never waits
            assert select.select([r], [], [], 60)[0] and os.read(r, 1), "the child never saved"
            time.sleep(rnd.random() * 0.02)
        finally:
            os.close(r)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        version, body = storage.load(path, "acme", "game", 1)     # never missing, never damaged
        lines = set(body.splitlines())
        assert len(lines) == 1 and body.count("\n") == 2000
        seen.add(lines.pop())
    assert len(seen) > 150                          # the kills fell in many different saves
