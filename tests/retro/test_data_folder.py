"""Issue 34 item 6: one data folder. The command line and the window keep their files in one
place, by pyxel's rule for `pyxel.user_data_dir("retro", GAME)`: HOME/.pyxel/retro/GAME, known
without pyxel (a command line, a sim) as with it; files that the command line kept in the old
place (HOME/.local/share/retro/GAME) are moved there, and it says so."""
import json
import os
import sys
from pathlib import Path

import subprocess_helpers

from retro import storage

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict:
    return {"SDL_AUDIODRIVER": "dummy", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
            "USERPROFILE": str(home), "PYTHONPATH": str(ROOT), "PYXEL_QUIET": "1"}


def _python(code: str, home: Path, *args) -> str:
    r = subprocess_helpers.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True,
                               env=_env(home), cwd=home)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def test_without_pyxel_the_folder_is_pyxels_own(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("RETRO_DATA", raising=False)
    monkeypatch.setattr(storage, "_data_dir_override", None)
    for game in ("acme", "emperado", "twilight", "amalone", "retro"):
        assert storage.data_dir(game) == tmp_path / ".pyxel" / "retro" / game
        assert (tmp_path / ".pyxel" / "retro" / game).is_dir()
    assert not (tmp_path / ".local").exists()


WINDOW = """
import json, sys
from retro import screen, storage
from retro.machines import MACHINES
screen.init(MACHINES["amiga_hires_lace"], headless=True)      # the window's start: pyxel is up
import pyxel
from ports.twilight.screens import link
print(json.dumps({"pyxel": pyxel.user_data_dir("retro", "twilight"), "ours": str(storage.data_dir("twilight")),
                  "key": str(link.key_path()), "found": link.key_path().is_file()}))
"""


def test_a_key_made_on_the_command_line_is_found_on_screen(tmp_path):
    (tmp_path / "pw.txt").write_text("eine lange Passphrase\n", encoding="utf-8")
    _python("import sys; from retro.__main__ import main; sys.exit(main(sys.argv[1:]))", tmp_path,
            "twilight", "player", "key", "--name", "Anna", "--passwort-datei", tmp_path / "pw.txt", "--kosten", "16")
    out = json.loads(_python(WINDOW, tmp_path).strip().splitlines()[-1])
    folder = tmp_path / ".pyxel" / "retro" / "twilight"
    assert Path(out["pyxel"]) == folder and Path(out["ours"]) == folder       # one rule, pyxel's
    assert Path(out["key"]) == folder / "schluessel.txt" and out["found"] is True
    assert not (tmp_path / ".local" / "share" / "retro").exists()


def test_the_old_places_files_are_moved_and_it_says_so(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("RETRO_DATA", raising=False)
    monkeypatch.setattr(storage, "_data_dir_override", None)
    old = tmp_path / ".local" / "share" / "retro" / "twilight"
    (old / "spiel1" / "ausgang").mkdir(parents=True)
    (old / "schluessel.txt").write_text("the key\n", encoding="utf-8")
    (old / "spiel1" / "ausgang" / "paket_0001_S1.txt").write_text("a packet\n", encoding="utf-8")
    (old / "ZULETZT.TWI").write_text("old\n", encoding="utf-8")
    new = tmp_path / ".pyxel" / "retro" / "twilight"
    new.mkdir(parents=True)
    (new / "ZULETZT.TWI").write_text("new\n", encoding="utf-8")    # in both places: the new one stays

    assert storage.data_dir("twilight") == new
    assert (new / "schluessel.txt").read_text(encoding="utf-8") == "the key\n"
    assert (new / "spiel1" / "ausgang" / "paket_0001_S1.txt").is_file()
    assert (new / "ZULETZT.TWI").read_text(encoding="utf-8") == "new\n"
    assert (old / "ZULETZT.TWI").read_text(encoding="utf-8") == "old\n"     # kept, never overwritten
    assert not (old / "schluessel.txt").exists()
    said = capsys.readouterr().err
    assert str(old) in said and str(new) in said
    assert "schluessel.txt" in said and "spiel1" in said and "ZULETZT.TWI" in said

    storage.data_dir("twilight")                                  # once: the second look says nothing
    assert capsys.readouterr().err == ""


def test_an_emptied_old_folder_is_removed(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("RETRO_DATA", raising=False)
    monkeypatch.setattr(storage, "_data_dir_override", None)
    old = tmp_path / ".local" / "share" / "retro" / "acme"
    old.mkdir(parents=True)
    (old / "ACME.ACM").write_text("a game\n", encoding="utf-8")
    assert (storage.data_dir("acme") / "ACME.ACM").read_text(encoding="utf-8") == "a game\n"
    assert not old.exists() and not old.parent.exists()           # .local/share/retro is gone
    assert (tmp_path / ".local" / "share").is_dir()                # the system's own folder stays
    assert "ACME.ACM" in capsys.readouterr().err


def test_an_explicit_data_folder_moves_nothing(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    old = tmp_path / ".local" / "share" / "retro" / "acme"
    old.mkdir(parents=True)
    (old / "ACME.ACM").write_text("a game\n", encoding="utf-8")
    storage.set_data_dir(str(tmp_path / "elsewhere"))
    try:
        assert storage.data_dir("acme") == tmp_path / "elsewhere" / "acme"
    finally:
        storage.set_data_dir(None)
    assert (old / "ACME.ACM").is_file()
