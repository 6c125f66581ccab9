"""port.py: the window, demo and scenes (loaded lazily), the games of `retro sim` (one JSON
line per game, played by retro/simulate.py), bench (figures, never pass/fail on speed)."""
import io
import json

from ports.emperado import port
from retro import simulate


def sim(argv):
    """`retro sim emperado ARGS`: the exit status and the lines printed."""
    out = io.StringIO()
    rc = simulate.run(port, argv, out)
    return rc, [json.loads(x) for x in out.getvalue().splitlines()]


def test_the_machine_is_st_high():
    assert port.MACHINE == "st_high"


def test_sim_prints_one_json_line_per_game():
    rc, lines = sim(["--players", "3", "--seed", "5", "--games", "2", "--ai", "emperado,baseline",
                     "--rotate", "--summary", "--param", "solidarity=20", "--max-rounds", "80"])
    assert rc == 0
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 2 and summary["summary"] and summary["params"]["solidarity"] == 20
    assert games[0]["seats"] == ["emperado", "baseline", "emperado"]
    assert games[1]["seats"] == ["emperado", "emperado", "baseline"]
    for g in games:
        # a line per finished round, and one more for the round the game was won in
        assert len(g["history"]) == g["rounds"] - (1 if g["winner"] is None else 0)
        for rnd in g["history"]:
            assert len(rnd) == 3 and all(len(pair) == 2 for pair in rnd)
        if g["winner"] is not None:
            assert g["countries"][g["winner"]] == 60


def test_sim_refuses_an_unknown_ai(capsys):
    assert sim(["--ai", "deep_blue"])[0] == 2
    assert "deep_blue" in capsys.readouterr().err
    assert sim(["--param", "wetter=3"])[0] == 2


def test_sim_history_can_be_left_out():
    rc, [line] = sim(["--players", "2", "--games", "1", "--no-history", "--max-rounds", "30"])
    assert "history" not in line and line["rounds"] >= 1


# EMPERADO 4a: --human flags a seat human for the parameters; its AI still plays it
def test_sim_humans_are_played_by_their_ai():
    rc, lines = sim(["--players", "3", "--games", "1", "--human", "0", "--summary",
                     "--max-rounds", "5", "--no-history"])
    assert rc == 0 and lines[0]["rounds"] >= 5 and lines[-1]["humans"] == [0]


# EMPERADO 4a, 5: the benchmark's stand-in for a human of the computer's strength
def test_sim_proxy_human_moves_with_the_seats_and_the_summary_gives_its_win_rate():
    rc, lines = sim(["--players", "3", "--games", "3", "--rotate", "--proxy-human", "1",
                     "--summary", "--no-history", "--max-rounds", "60"])
    assert rc == 0
    games, summary = lines[:-1], lines[-1]
    assert [g["proxy"] for g in games] == [1, 2, 0]
    assert all(g["seats"][g["proxy"]] == "proxy" for g in games)
    assert all(g["seats"].count("proxy") == 1 for g in games)
    proxy = summary["proxy"]
    wins = sum(1 for g in games if g["winner"] == g["proxy"])
    assert proxy["seat"] == 1 and proxy["games"] == 3 and proxy["wins"] == wins
    low, high = proxy["interval"]
    assert 0.0 <= low <= proxy["rate"] <= high <= 1.0 and proxy["fair_share"] == 0.3333
    assert summary["seats_by_ai"] == {"emperado": 2, "proxy": 1}


def test_port_offers_window_demo_and_scenes_without_loading_pyxel():
    """The launcher imports port.py at start; a windowless sim must not need pyxel."""
    import sys
    from pathlib import Path

    from subprocess_helpers import run
    code = ("import sys; from ports.emperado import port; "
            "assert all(callable(getattr(port, n)) for n in "
            "('start', 'demo', 'bench_scenes', 'cli', 'sim_parser', 'sim_games', 'sim_line', "
            "'sim_summary', 'bench', 'bench_match', 'conformance_case')); "
            "from retro import simulate; "
            "simulate.run(port, ['--players', '2', '--max-rounds', '3', '--no-history']); "
            "assert 'pyxel' not in sys.modules, 'pyxel loaded'")
    root = Path(__file__).resolve().parents[2]
    done = run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_window_opens_headless_on_the_start_box(tmp_path):
    """`retro emperado --frames N --screenshot PNG`: the smoke run of the launcher."""
    import os
    import sys
    from pathlib import Path

    from subprocess_helpers import run
    root = Path(__file__).resolve().parents[2]
    png = tmp_path / "e.png"
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    done = run([sys.executable, "-m", "retro", "--data", str(tmp_path), "emperado",
                "--frames", "60", "--screenshot", str(png)],
               cwd=root, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_game_help_names_the_extras_and_otherwise_the_window_opens(capsys):
    from types import SimpleNamespace
    assert port.cli(SimpleNamespace(game_args=["--help"])) == 0
    out = capsys.readouterr().out
    assert all(x in out for x in ("--odds", "--graph", "--colour", "SETTINGS.EMP"))
    assert port.cli(SimpleNamespace(game_args=["--odds"])) is None
