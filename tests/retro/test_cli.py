"""The `retro` command: help, unknown games, sim/bench dispatch, a headless smoke run."""
import subprocess
import sys

import pytest

from retro.__main__ import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "retro", *args], capture_output=True, text=True,
                          env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": "/tmp"})


def test_help_lists_commands_and_options():
    r = run("--help")
    assert r.returncode == 0
    for word in ("--scale", "--fullscreen", "--data", "--seed", "--lang", "sim", "bench", "amalone"):
        assert word in r.stdout


def test_unknown_game_is_an_error_not_a_crash():
    with pytest.raises(SystemExit) as e:
        main(["tetris"])
    assert e.value.code == 2


def test_sim_of_unknown_game(capsys):
    assert main(["sim", "tetris"]) == 2


def test_headless_menu_run_writes_a_screenshot(tmp_path):
    shot = tmp_path / "menu.png"
    r = run("--frames", "5", "--screenshot", str(shot), "--data", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert shot.stat().st_size > 1000


def test_relative_paths_stay_relative_to_where_retro_was_started(tmp_path):
    r = subprocess.run([sys.executable, "-m", "retro", "--frames", "2", "--screenshot", "shot.png"],
                       capture_output=True, text=True, cwd=tmp_path,
                       env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": "/tmp",
                            "PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[2])})
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "shot.png").exists()


def test_bench_prints_a_frame_time_for_every_scene(capsys, pyxel_screen):
    from retro import bench

    assert main(["bench"]) == 0
    out = capsys.readouterr().out
    import re

    rows = [re.match(r"  (.+?)\s+(\d+\.\d+) ms", line) for line in out.splitlines()
            if line.startswith("  ")]
    assert all(rows)
    names = [r.group(1) for r in rows]
    assert "launcher" in names and "gui:gem:dialog" in names and "gui:intuition:fileselector" in names
    assert all(float(r.group(2)) >= 0 for r in rows)
    assert bench.FRAMES > 0
