"""ACME's entry points: sim, bench, help."""
import argparse
import json

from retro import simulate

from ports.acme import port


def test_sim_prints_one_json_line_per_game(capsys):
    assert simulate.run(port, ["--games", "3", "--events", "oft", "--seed", "7"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 3
    for line in lines:
        assert line["winner"] in (0, 1) and line["year"] >= 1853 and 1 <= line["month"] <= 12
        assert set(line["catastrophes"]) <= {"seuche", "erdbeben", "revolution", "desertion",
                                             "ueberlauf", "bestechung"}
        assert sum(line["countries"]) == 29
    simulate.run(port, ["--games", "3", "--events", "oft", "--seed", "7"])
    again = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [{k: v for k, v in x.items() if k != "seconds"} for x in lines] == \
        [{k: v for k, v in x.items() if k != "seconds"} for x in again]


def test_sim_summary_and_four_players(capsys):
    assert simulate.run(port, ["--games", "4", "--players", "4", "--levels", "acme,greedy",
                               "--rotate", "--summary"]) == 0
    out = capsys.readouterr().out.splitlines()
    summary = json.loads(out[-1])
    assert summary["games"] == 4 and sum(summary["wins_by_level"].values()) == 4


def test_sim_refuses_bad_arguments(capsys):
    assert simulate.run(port, ["--players", "3"]) == 2
    assert simulate.run(port, ["--levels", "genius"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_bench_prints_figures(capsys):
    assert port.bench(["--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "odds table" in out and "loading a whole game" in out


def test_help(capsys):
    assert port.cli(argparse.Namespace(game_args=["--help"])) == 0
    assert "ACME" in capsys.readouterr().out
    assert port.cli(argparse.Namespace(game_args=[])) is None
