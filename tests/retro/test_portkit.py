"""retro.portkit: the screens' entries of a port.py, and a game's own options read once."""
import argparse
import sys

from retro.portkit import game_options, later, screens


def test_an_entry_imports_its_module_only_when_called():
    sys.modules.pop("json.tool", None)
    f = later("json.tool:main")
    assert f.__name__ == "main" and "json.tool" not in sys.modules
    start, demo, bench = screens("ports.acme.screens")
    assert (start.__name__, demo.__name__, bench.__name__) == ("start", "demo", "bench_scenes")
    start, demo, bench = screens("ports.twilight.screens", "start_screen:start", "demo_screen:demo_scene")
    assert start.__doc__.startswith("ports.twilight.screens.start_screen:start")
    assert demo.__doc__.startswith("ports.twilight.screens.demo_screen:demo_scene")


def test_an_entry_passes_its_arguments_and_answer():
    assert later("os.path:join")("a", "b") == "a/b"


def _parser():
    p = argparse.ArgumentParser(prog="retro x")
    p.add_argument("--vier", action="store_true")
    p.add_argument("plies", nargs="?", type=int)
    return p


def test_game_options_read_by_the_parser_and_its_defaults_when_they_cannot_be(capsys):
    assert game_options(_parser(), argparse.Namespace(game_args=["--vier", "9"])) == \
        argparse.Namespace(vier=True, plies=9)
    assert game_options(_parser(), argparse.Namespace()) == argparse.Namespace(vier=False, plies=None)
    # an unknown option or --help: the cli said so before; the screen takes the defaults, silently
    for bad in (["--vier", "--nie"], ["--help"], ["x"]):
        assert game_options(_parser(), argparse.Namespace(game_args=bad)) == \
            argparse.Namespace(vier=False, plies=None)
    assert capsys.readouterr() == ("", "")


def test_the_screens_read_the_games_own_options():
    from ports.acme.screens import _options
    from ports.emperado.screens import extras_of
    assert _options(argparse.Namespace(game_args=["--42", "--vier"], seed=2)) == (4, 42, 2)
    assert _options(argparse.Namespace(game_args=[])) == (2, 29, None)
    assert extras_of(argparse.Namespace(game_args=["--color", "--odds"])) == \
        {"odds": True, "graph": False, "colour": True, "march": False}
