"""File selector: lists a real folder through a wildcard, returns a path, asks before overwriting."""
import os

import pytest

from retro.gui import FileSelector
from retro.gui.fileselector import matches
from retro.input import Input
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup, typed


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


@pytest.fixture
def folder(tmp_path):
    for name in ("welt.emp", "SPIEL1.EMP", "notiz.txt", "B.EMP"):
        (tmp_path / name).write_text("x")
    (tmp_path / "ALT").mkdir()
    (tmp_path / "ALT" / "OLD.EMP").write_text("x")
    (tmp_path / ".hidden.EMP").write_text("x")
    return tmp_path


def row_rect(fs, index):
    k = index - fs.bar.first
    return (fs.list_x, fs.list_y + k * fs.look.row_h, fs.list_w, fs.look.row_h)


def test_lists_folders_first_and_filters_by_wildcard(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    assert fs.entries == [("ALT", True), ("B.EMP", False), ("SPIEL1.EMP", False), ("welt.emp", False)]
    fs2 = FileSelector(folder, "*.TXT;*.EMP", machine=machine)
    assert ("notiz.txt", False) in fs2.entries


def test_wildcards():
    assert matches("spiel.emp", "*.EMP") and not matches("spiel.txt", "*.EMP")
    assert matches("A1.SAV", "*.emp, A?.SAV") and matches("x", "")


def test_click_a_file_then_ok_returns_its_path(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(click_at(row_rect(fs, 2)))
    assert fs.name == "SPIEL1.EMP"
    assert fs.update(click_at(fs.ok_rect)) == str(folder / "SPIEL1.EMP")


def test_double_click_chooses(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(click_at(row_rect(fs, 1)))
    assert fs.update(click_at(row_rect(fs, 1))) == str(folder / "B.EMP")


def test_folders_open_and_the_way_back_up(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(click_at(row_rect(fs, 0)))
    assert fs.folder == folder / "ALT" and fs.entries == [("OLD.EMP", False)]
    up = fs.close_rect if machine.look == "gem" else fs.parent_rect
    fs.update(click_at(up))
    assert fs.folder == folder


def test_typed_name_and_return(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(typed("welt.emp"))
    fs.update(typed("/"))                       # refused: no path separators in a name
    assert fs.name == "welt.emp"
    assert fs.update(keys("RETURN")) == str(folder / "welt.emp")


def test_cancel_returns_none(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    ev = fs.update(click_at(fs.cancel_rect))
    assert fs.finished and fs.result is None and ev is not None and not ev
    fs2 = FileSelector(folder, "*.EMP", machine=machine)
    fs2.update(keys("ESCAPE"))
    assert fs2.finished and fs2.result is None


def test_save_asks_before_overwriting(machine, folder):
    fs = FileSelector(folder, "*.EMP", mode="save", machine=machine)
    fs.update(typed("B.EMP"))
    assert fs.update(keys("RETURN")) is None
    assert fs.confirm is not None and not fs.finished
    fs.update(keys("RETURN"))                   # the default is "Nein"
    assert fs.confirm is None and not fs.finished
    fs.update(keys("RETURN"))
    yes = fs.confirm.button_rects[0]
    assert fs.update(click_at(yes)) == str(folder / "B.EMP")


def test_save_new_name_gets_the_extension_and_no_question(machine, folder):
    fs = FileSelector(folder, "*.EMP", mode="save", machine=machine)
    fs.update(typed("NEU"))
    assert fs.update(keys("RETURN")) == str(folder / "NEU.EMP")


def test_open_a_missing_file_says_so(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(typed("FEHLT.EMP"))
    assert fs.update(keys("RETURN")) is None
    assert fs.confirm is not None and "FEHLT.EMP" in fs.confirm.message
    fs.update(keys("RETURN"))
    assert fs.confirm is None and not fs.finished


def test_unreadable_folder_shows_a_notice(machine, tmp_path):
    fs = FileSelector(tmp_path / "gibt-es-nicht", "*", machine=machine)
    assert fs.entries == [] and fs.error
    fs.draw()
    fs.update(click_at(row_rect(fs, 0)))
    assert not fs.finished


def test_odd_file_names_are_shown_and_returned(machine, tmp_path):
    names = ["tab\there.EMP", "emoji\U0001F600.EMP", "ünï©ode.EMP"]
    for n in names:
        (tmp_path / n).write_text("x")
    raw = os.fsencode(str(tmp_path)) + b"/bad\xff\xfe.EMP"
    with open(raw, "wb") as f:
        f.write(b"x")
    fs = FileSelector(tmp_path, "*.EMP", machine=machine)
    assert len(fs.entries) == 4
    fs.draw()
    for i in range(4):
        fs.update(Input())
        fs.update(click_at(row_rect(fs, i)))
        fs.update(Input())
    path = fs.update(keys("RETURN"))
    assert os.path.exists(path)


def test_default_folder_is_the_games_data_dir(machine, tmp_path, monkeypatch):
    monkeypatch.setenv("RETRO_DATA", str(tmp_path))
    fs = FileSelector(None, "*.EMP", game="emperado", machine=machine)
    assert fs.folder == tmp_path / "emperado"


def test_long_list_scrolls(machine, tmp_path):
    for i in range(40):
        (tmp_path / f"S{i:02d}.EMP").write_text("x")
    fs = FileSelector(tmp_path, "*.EMP", machine=machine)
    fs.update(Input(wheel=-1))
    assert fs.bar.first == 3
    fs.update(click_at(row_rect(fs, 3)))
    assert fs.name == "S03.EMP"
    for _ in range(50):
        fs.update(keys("DOWN"))
    assert fs.name == "S39.EMP" and fs.bar.first == 40 - fs.rows


def test_arrows_and_return_open_a_folder(machine, folder):
    fs = FileSelector(folder, "*.EMP", machine=machine)
    fs.update(keys("DOWN"))          # the first entry: the folder ALT
    fs.update(keys("RETURN"))
    assert fs.folder == folder / "ALT" and not fs.finished


def test_a_file_or_an_impossible_name_as_folder(machine, folder):
    for bad in (folder / "B.EMP", str(folder) + "/x\0y"):
        fs = FileSelector(bad, "*.EMP", machine=machine)
        assert fs.entries == [] and fs.error
        fs.draw()
        fs.update(keys("RETURN"))


def test_open_finds_a_name_typed_without_its_extension(machine, folder):
    # what saving wrote as SPIEL1.EMP, opening finds when the player types SPIEL1
    fs = FileSelector(folder, "*.EMP", mode="open", machine=machine)
    fs.update(typed("SPIEL1"))
    assert fs.update(keys("RETURN")) == str(folder / "SPIEL1.EMP")
    (folder / "PLAIN").write_text("x")              # a file really named without extension wins
    fs = FileSelector(folder, "*.EMP", mode="open", machine=machine)
    fs.update(typed("PLAIN"))
    assert fs.update(keys("RETURN")) == str(folder / "PLAIN")


def test_a_file_name_that_is_not_utf8_is_shown_and_opens_the_right_file(tmp_path):
    # the robustness issue: "ALT\xe4.EMP" from an old Latin-1 disk ended the program when drawn
    import os
    from retro import screen
    from retro.testing import ensure_pyxel
    ensure_pyxel("st_high")
    raw = os.fsencode(str(tmp_path)) + b"/ALT\xe4.EMP"
    with open(raw, "wb") as f:
        f.write(b"x")
    fs = FileSelector(tmp_path, "*.EMP", mode="open")
    names = [n for n, is_dir in fs.entries if not is_dir]
    assert len(names) == 1 and "\udce4" in names[0]
    fs.draw()                                   # no UnicodeEncodeError
    assert screen.shown(names[0]) == "ALT\xe4.EMP"     # shown as the Latin-1 it was
    path = tmp_path / names[0]
    assert os.path.exists(path) and open(path, "rb").read() == b"x"
