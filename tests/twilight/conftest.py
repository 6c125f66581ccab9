"""Fixtures of the Twilight tests."""
import os
import shutil
import tempfile

import pytest

from .test_pbem import GM_PW, PWS


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """Every test's data folder is its own (tmp_path/daten), never the user's: the screens
    remember there where the last packet and the last game were (issue 33.8)."""
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path / "daten"))


@pytest.fixture
def fast_path(tmp_path):
    """A folder in memory (/dev/shm) where there is one, else tmp_path: the PBEM tests write
    and replace thousands of small files, which a disc makes slow for nothing."""
    base = "/dev/shm"
    if not (os.path.isdir(base) and os.access(base, os.W_OK)):
        yield tmp_path
        return
    d = tempfile.mkdtemp(prefix="twilight-", dir=base)
    try:
        from pathlib import Path
        yield Path(d)
    finally:
        shutil.rmtree(d, ignore_errors=True)


@pytest.fixture
def pwfiles(tmp_path):
    """The game master's password file (all passwords) and one file per player."""
    (tmp_path / "alle.txt").write_text("\n".join([GM_PW] + PWS) + "\n", encoding="utf-8")
    (tmp_path / "gm.txt").write_text(GM_PW + "\n", encoding="utf-8")
    for i, pw in enumerate(PWS):
        (tmp_path / f"s{i + 1}.txt").write_text(pw + "\n", encoding="utf-8")
    return tmp_path
