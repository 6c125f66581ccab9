"""The game protocol's conformance test (retro.testing.conformance), run over every port:
random legal play to the end from several seeds, replay, the text form of every action,
undo and redo, save and load mid-game, and the computer at every level playing legal
actions in slices without touching the state."""
import pytest

from retro.testing import conformance


def amalone():
    from ports.amalone.game import DrawRule, Settings
    from ports.amalone.match import RULES
    # random play seldom pushes six off: the draw rule (our extra) ends the quiet games
    settings = Settings("standard", 400, DrawRule(repetitions=3, quiet_plies=60))
    return RULES, settings, dict(seeds=(1, 2, 3), think_positions=2)


CASES = {"amalone": amalone}


@pytest.mark.parametrize("port", sorted(CASES))
def test_port_conforms_to_the_game_protocol(port):
    rules, settings, options = CASES[port]()
    report = conformance(rules, settings, **options)
    print(port, {k: v for k, v in report.items() if k != "outcomes"})
    assert report["games"] == len(options["seeds"])
    assert all(o is not None for o in report["outcomes"])
