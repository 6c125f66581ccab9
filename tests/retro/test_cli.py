"""The `retro` command: help, unknown games, sim/bench dispatch, a headless smoke run."""
import subprocess
import sys

import pytest
import subprocess_helpers

from retro import catalog
from retro.__main__ import main


def run(*args):
    return subprocess_helpers.run([sys.executable, "-m", "retro", *args], capture_output=True,
                                  text=True, env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                                                  "HOME": "/tmp"})


def test_help_lists_commands_and_options():
    r = run("--help")
    assert r.returncode == 0
    for word in ("--scale", "--fullscreen", "--data", "--seed", "--lang", "sim", "bench", "amalone"):
        assert word in r.stdout
    assert "retro web OUT_DIR" in r.stdout           # issue 34.7: every command is listed


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
    r = subprocess_helpers.run(
        [sys.executable, "-m", "retro", "--frames", "2", "--screenshot", "shot.png"],
        capture_output=True, text=True, cwd=tmp_path,
        env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": "/tmp",
             "PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[2])})
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "shot.png").exists()


@pytest.fixture(scope="module")
def quick_table():
    """`retro bench --quick`'s figures, measured once for the two tests of its outputs (each
    took 25-31 s on a loaded machine: issue 36.9)."""
    from retro import bench
    from retro.testing import ensure_pyxel

    ensure_pyxel()
    return bench.table(True)


def test_bench_prints_one_table_of_every_games_figures(capsys, quick_table, monkeypatch):
    """`retro bench` (issue 23.9): a row for the machine layer and for every port, a column for
    each figure, then every scene's frame time; --json the same for scripts. No timing asserted."""
    from retro import bench

    monkeypatch.setattr(bench, "table", lambda quick: quick_table if quick else None)
    assert main(["bench", "--quick"]) == 0
    out = capsys.readouterr().out.splitlines()
    head = next(i for i, line in enumerate(out) if line.startswith("game "))
    assert out[head].split() == ["game"] + " ".join(h for _, h, _ in bench.COLUMNS).split()
    games = ["retro"] + [g.key for g in catalog.GAMES if catalog.port_module(g.key) is not None]
    rows = [line.split() for line in out[head + 1:head + 1 + len(games)]]
    assert [r[0] for r in rows] == games
    assert all(len(r) == 1 + len(bench.COLUMNS) for r in rows)
    cols = {h: i + 1 for i, (k, h, _) in enumerate(bench.COLUMNS) if h not in ("worst",)}
    for r in rows[1:]:            # every port: frames, slices, games a minute, start-up, memory
        for h in ("frame ms", "slice ms", "budget"):
            assert float(r[cols[h]]) >= 0, (r, h)
        # what a loaded machine may not manage in the bench's time (a game to its end in 5 s,
        # a start-up process that answers) is a "-", never a wrong figure (issue 36.9)
        for h in ("games/min", "start s", "RSS MB"):
            assert r[cols[h]] == "-" or float(r[cols[h]]) >= 0, (r, h)
    amalone = rows[games.index("amalone")]
    assert float(amalone[cols["movegen/s"]]) > 0 and float(amalone[cols["nodes/s"]]) > 0
    import re
    scenes = [re.match(r"  (.+?)\s+(\d+\.\d+) ms", line) for line in out if line.startswith("  ")]
    assert all(scenes)
    names = [m.group(1) for m in scenes]
    assert "launcher" in names and "gui:gem:dialog" in names and "gui:intuition:fileselector" in names
    # every scene there is to time has its row
    from retro.scenes import App, Scene
    assert names == [name for name, _ in bench.scenes(App(Scene(), think_ms=0))]


def test_bench_json_parses_with_a_row_per_game(capsys, quick_table, monkeypatch):
    import json

    from retro import bench

    monkeypatch.setattr(bench, "table", lambda quick: quick_table if quick else None)
    assert main(["bench", "--quick", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    games = ["retro"] + [g.key for g in catalog.GAMES if catalog.port_module(g.key) is not None]
    assert [r["game"] for r in result["rows"]] == games
    assert all(k in r for r in result["rows"] for k, _, _ in bench.COLUMNS)
    # a figure a loaded machine could not take in the bench's time is null, never 0 or less
    for r in result["rows"][1:]:
        assert r["frame_ms"] >= 0 and r["slice_median_ms"] >= 0, r
        assert all(r[k] is None or r[k] > 0 for k in ("games_per_minute", "first_frame_s", "rss_mb")), r
    assert {s["name"] for s in result["scenes"]} >= {"launcher", "acme:game"}


def test_bench_measures_each_games_own_memory_not_its_own_peak():
    """Issue 34.8: the start-up's memory is the child process's own high-water mark. Linux
    keeps ru_maxrss across exec, so a child of a process that once held 300 MB said 300 MB
    (the table's column grew row by row while each game needs some 30 MB)."""
    from retro import bench

    ballast = b"\x01" * (300 * 2 ** 20)           # the bench process's own peak, written to
    try:
        row = bench.first_frame(None)
    finally:
        del ballast
    assert row["first_frame_s"] is not None
    assert 5 < row["rss_mb"] < 200, row


def test_bench_soak_cycles_the_attract_loop_and_says_memory_each_minute(capsys, pyxel_screen):
    """`retro bench --soak MINUTES` (issue 23.4): the kiosk headless; here for 6 s with short
    demos, so that every demo is shown; its figures as JSON. No timing or size asserted."""
    import json

    assert main(["bench", "--soak", "0.1", "--demo-seconds", "1", "--idle", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["minutes"] and all(m["rss_mb"] > 0 for m in result["minutes"])
    demos = {g for _, g in result["demos"]}
    with_demo = {g.key for g in catalog.GAMES if hasattr(catalog.port_module(g.key), "demo")}
    assert demos == with_demo and result["worst_frame_ms"] > 0


# -- the robustness issue: the command line never ends in a traceback ---------------------------
MISUSES = [
    ["--scale", "-3"], ["--scale", "x"], ["--idle", "0"], ["--frames", "-1"], ["--lang", "fr"],
    ["amalone", "--lang"], ["sim", "amalone", "--games", "x"], ["sim", "amalone", "--level", "9"],
    ["sim", "acme", "--players", "3"], ["sim", "acme", "--map", "30"], ["sim", "acme", "--events", "x"],
    ["sim", "acme", "--levels", "genius"], ["bench", "tetris"],
    ["sim", "emperado", "--players", "1"], ["sim", "emperado", "--param", "solidarity=abc"],
    ["sim", "emperado", "--human", "x"], ["sim", "emperado", "--games", "-2"],
    ["sim", "emperado", "--max-rounds", "0"], ["sim", "emperado", "--ai", "nobody"],
    ["bench", "emperado", "--games", "0"], ["bench", "acme", "--games", "0"],
    ["sim", "acme", "--games", "-1"],
]


@pytest.mark.parametrize("argv", MISUSES, ids=[" ".join(a) for a in MISUSES])
def test_a_wrong_argument_is_a_one_line_error_and_status_2(argv, capsys):
    try:
        code = main(list(argv))
    except SystemExit as e:          # argparse's own error: usage and one line, status 2
        code = e.code
    assert code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip()


def test_a_headless_run_ends_on_sigterm_and_ctrl_c(tmp_path):
    # SDL turned both into a quit event that nobody polls headless: the run went on for ever
    import signal
    import time
    env = {"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    for sig, codes in ((signal.SIGTERM, (-signal.SIGTERM, 143)), (signal.SIGINT, (130,))):
        p = subprocess.Popen([sys.executable, "-m", "retro", "amalone", "--frames", "10000000",
                              "--data", str(tmp_path)], env=env, stderr=subprocess.PIPE)
        try:
            time.sleep(3)
            p.send_signal(sig)
            _, err = p.communicate(timeout=30)       # stderr read with a deadline too
        except subprocess.TimeoutExpired:
            raise AssertionError(f"still running after {sig.name}") from None
        finally:
            if p.poll() is None:
                p.kill()
                p.wait()
        assert p.returncode in codes, (sig.name, p.returncode)
        assert b"Traceback" not in err


# -- issue 18.3: what the command line is told, it answers, before any window --------------------
GAMES = ["emperado", "acme", "twilight", "amalone"]


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_option_of_a_game_is_a_usage_error_before_a_window(game, capsys, monkeypatch):
    # `retro acme --bogus` opened the window as if nothing had been said
    from retro import screen

    def no_window(*a, **kw):
        raise AssertionError("a window was opened")

    monkeypatch.setattr(screen, "init", no_window)
    try:
        code = main([game, "--bogus"])
    except SystemExit as e:
        code = e.code
    assert code == 2
    err = capsys.readouterr().err
    assert f"retro {game}" in err and "--bogus" in err and "Traceback" not in err
    assert err.lower().startswith(("usage:", "aufruf:"))          # argparse's usage line first


def test_the_documented_game_options_still_open_the_window(capsys):
    # README: retro amalone 1024, retro emperado --odds --graph --colour --march-in, retro acme --vier
    for game, args in (("amalone", ["1024"]), ("emperado", ["--odds", "--graph", "--colour", "--march-in"]),
                       ("acme", ["--vier", "--42"]), ("twilight", [])):
        mod = __import__(f"ports.{game}.port", fromlist=["cli"])
        import argparse
        assert mod.cli(argparse.Namespace(game=game, game_args=args, seed=None)) is None, game
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("argv", [["bench", "--help"]] + [["bench", g, "--help"] for g in GAMES],
                         ids=lambda a: " ".join(a))
def test_bench_help_prints_usage_and_runs_nothing(argv):
    # `retro bench --help` ran the whole benchmark (111 s)
    r = run(*argv)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: retro bench") and "--help" in r.stdout
    for figure in ("frame time, median", ": thinking slices", "games/s", "odds table", "movegen",
                   "whole computer game ("):
        assert figure not in r.stdout


def test_a_screenshot_that_cannot_be_written_is_one_line_and_status_1(tmp_path):
    r = run("acme", "--frames", "3", "--screenshot", "/nonexistent/x.png", "--data", str(tmp_path))
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    assert r.stderr.strip() == "retro: cannot write the screenshot /nonexistent/x.png: no folder /nonexistent"
