"""The port's entry points, the house rules (pure modules, no `random`), texts and help."""
import argparse
import ast
import io
import json
import sys
from pathlib import Path

import pytest

from retro import simulate

from ports.amalone import helpfile, port
from ports.amalone.screens.game_screen import max_plies_of
from ports.amalone.texts import TEXTS


def sim(argv):
    return simulate.run(port, argv)

PORT_DIR = Path(port.__file__).parent


def test_machine_and_entry_points():
    assert port.MACHINE == "amiga_low"
    assert callable(port.start) and callable(port.demo) and callable(port.bench_scenes)


def test_help_lists_the_ply_argument_and_engine(capsys):
    opts = argparse.Namespace(game="amalone", game_args=["--help"], seed=None, lang=None, kiosk=False)
    assert port.cli(opts) == 0
    out = capsys.readouterr().out
    assert "PLIES" in out and "--engine" in out


def test_cli_runs_the_engine_only_with_engine_flag(monkeypatch):
    opts = argparse.Namespace(game="amalone", game_args=[], seed=None, lang=None, kiosk=False)
    assert port.cli(opts) is None
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("isready\nquit\n"))
    monkeypatch.setattr(sys, "stdout", out)
    opts.game_args = ["--engine"]
    assert port.cli(opts) == 0
    assert out.getvalue() == "readyok\n"


def test_ply_maximum_from_the_command_line():
    # aMalone Programma start: "met als argument het maximum aantal plies, bv.: aMalone 1024"
    opts = argparse.Namespace(game_args=["1024"])
    assert max_plies_of(opts) == 1024
    assert max_plies_of(argparse.Namespace(game_args=[])) == 512


def test_sim_prints_one_json_line_per_game(capsys):
    assert sim(["--games", "2", "--level", "1", "--level-white", "1", "--seed", "4",
                     "--max-plies", "60"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    for line in lines:
        game = json.loads(line)
        assert game["result"] in ("black", "white", "draw", "unfinished")
        assert 0 < game["plies"] <= 60
        assert set(game["off"]) == {"black", "white"}
    # the same seed plays the same games
    sim(["--games", "2", "--level", "1", "--level-white", "1", "--seed", "4", "--max-plies", "60"])
    again = capsys.readouterr().out.splitlines()
    strip = [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in lines]
    assert strip == [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in again]


def test_sim_refuses_bad_arguments(capsys):
    assert sim(["--games", "x"]) == 2
    assert sim(["--opening", "chess"]) == 2
    assert "invalid int value" in capsys.readouterr().err


def test_pure_modules_never_import_pyxel_or_random():
    # house rule: rules, AI, notation and file formats are pure; dice, not random
    for path in PORT_DIR.glob("*.py"):
        if "screen" in path.stem:
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] not in ("pyxel", "random"), (path.name, name)


def test_texts_have_both_languages_and_latin1():
    assert set(TEXTS["nl"]) == set(TEXTS["en"])
    for table in TEXTS.values():
        for s in table.values():
            s.encode("latin-1")


def test_help_file_named_in_help_l():
    # aMalone Help: "In file 'help.L' staat de naam van de file die door de help-functie ... ge-list wordt"
    assert (PORT_DIR / "help.L").read_text().strip() == "help.doc.N"
    text = helpfile.help_text()
    assert "<n><v1>-<v2><x>" in text and "Stelling opzetten" in text
    text.encode("latin-1")


def test_help_file_missing_gives_a_notice(tmp_path):
    # aMalone Help: whatever help.L names, the help function says something sensible
    (tmp_path / "help.L").write_text("weg.N\n")
    assert "weg.N" in helpfile.help_text(tmp_path)
    assert "cannot be read" in helpfile.help_text(tmp_path, lang="en")
    (tmp_path / "help.L").write_text("../../etc/passwd\n")
    assert "geen bestandsnaam" in helpfile.help_text(tmp_path)
    assert helpfile.help_name(tmp_path, lang="en") == "../../etc/passwd"


def test_english_help_is_the_twin_of_the_file_help_l_names(tmp_path):
    # aMalone Help + our English option: help.doc.N -> help.doc.E when that file exists
    assert helpfile.help_name(lang="en") == "help.doc.E"
    assert helpfile.help_text(lang="en").startswith("aMalone help")
    (tmp_path / "help.L").write_text("eigen.N\n")
    (tmp_path / "eigen.N").write_text("Nederlands\n")
    assert helpfile.help_text(tmp_path, lang="en") == "Nederlands\n"    # no twin: the Dutch one
    (tmp_path / "eigen.E").write_text("English\n")
    assert helpfile.help_text(tmp_path, lang="en") == "English\n"
    assert helpfile.help_text(tmp_path, lang="nl") == "Nederlands\n"


def test_bench_prints_its_figures(capsys):
    assert port.bench(["--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "perft(4) standard = 5045110" in out
    assert out.count("generations/s") == 3 and out.count("nodes/s") == 3 and "slices" in out


def test_bench_times_a_whole_game_in_slices(capsys):
    # retro bench amalone: the screen's slices over a computer game (numbers, not a test of
    # speed): every ply is played through Match.think, and the figures are printed
    from retro import bench
    m = port.bench_match(level=1)
    bench.bench_slices("amalone", m, max_slices=40)
    out = capsys.readouterr().out
    assert "amalone: thinking slices, " in out and "8 ms asked: median" in out
    assert len(m.log) >= 1


def test_sim_against_the_greedy_mover_with_colours_swapped(capsys):
    # the benchmarks' options: --opponent, --swap, --openings, --summary (one more line)
    assert sim(["--games", "4", "--level", "2", "--opponent", "greedy", "--swap", "--openings",
                "standard,belgian", "--max-plies", "40", "--summary"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["opening"] for g in games] == ["standard", "standard", "belgian", "belgian"]
    assert [g["first"] for g in games] == ["black", "white"] * 2
    assert [g["levels"] for g in games][:2] == [{"black": 2, "white": "greedy"},
                                                {"black": "greedy", "white": 2}]
    assert summary["summary"] and summary["games"] == 4 and summary["second"] == "greedy"
    assert summary["won"] + summary["drawn"] + summary["lost"] == 4
    mine = sum(g["off"]["white" if g["first"] == "black" else "black"] for g in games)
    assert summary["marbles_off"]["by_first"] == mine


def test_sim_against_an_earlier_version_in_a_folder(capsys, tmp_path):
    # any folder with an earlier version's ai.py, rules.py and board.py is a fixed opponent
    # (here a copy of today's computer)
    import shutil
    from ports.amalone import ai
    engine = tmp_path / "engine"
    shutil.copytree(Path(ai.__file__).parent, engine, ignore=shutil.ignore_patterns("screens", "__pycache__"))
    assert sim(["--games", "2", "--movetime", "20", "--opponent", "old", "--old-level", "1",
                "--old-engine", str(engine), "--swap", "--max-plies", "12"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [g["levels"] for g in lines] == [{"black": "20ms", "white": "old1"},
                                            {"black": "old1", "white": "20ms"}]
    assert all(g["plies"] == 12 for g in lines)
    assert sim(["--opponent", "old", "--old-engine", str(tmp_path / "nothing")]) == 2
    assert "earlier version cannot be loaded" in capsys.readouterr().err


def test_the_version_before_issue_13_comes_out_of_the_history(capsys):
    # the default fixed opponent: the computer of commit BASELINE, taken out of git
    from ports.amalone import opponents
    try:
        folder = opponents.from_history()
    except FileNotFoundError as e:       # a checkout without the project's history
        pytest.skip(str(e))
    old_ai, old_rules = opponents.load_engine(folder)
    assert "history" in old_ai.Search.__init__.__code__.co_varnames
    assert sim(["--games", "1", "--movetime", "20", "--opponent", "old", "--old-level", "1",
                "--max-plies", "6"]) == 0
    assert json.loads(capsys.readouterr().out)["levels"] == {"black": "20ms", "white": "old1"}
