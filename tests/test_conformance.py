"""The game protocol's conformance test (retro.conformance), run over every port:
random legal play to the end from several seeds, replay, the text form of every action,
undo and redo, save and load mid-game, and the computer at every level playing legal
actions in slices without touching the state.

Each port says what to play in its port.py: `conformance_case() -> (rules, settings,
options)`, where options go to `conformance` (seeds, think_positions, instant_levels...).
"""
import pytest

from retro import catalog
from retro.conformance import conformance

PORTS = [g.key for g in catalog.GAMES
         if hasattr(catalog.port_module(g.key) or object(), "conformance_case")]


def test_every_built_port_has_a_conformance_case():
    built = [g.key for g in catalog.GAMES if catalog.port_module(g.key) is not None]
    assert PORTS == built


@pytest.mark.parametrize("port", PORTS)
def test_port_conforms_to_the_game_protocol(port):
    rules, settings, options = catalog.port_module(port).conformance_case()
    report = conformance(rules, settings, **options)
    print(port, {k: v for k, v in report.items() if k != "outcomes"})
    assert report["games"] == len(options.get("seeds", (1, 2, 3)))
    assert all(o is not None for o in report["outcomes"])
    # every port offers its legal actions (each passes check, random play uses them)
    assert report["legal"], f"{port}: Rules.legal is not implemented"
    # every port says how its games end, so that the ends seen are checked against it
    assert rules.endings and all(o.reason in rules.endings for o in report["outcomes"])


def test_twilights_endings_are_the_ways_its_rules_end_a_game():
    """The throne, the military victory and the round limit (rules/progress.check_victory),
    each with the words its report gives it (reports/texts.VICTORY)."""
    from ports.twilight.match import RULES
    from ports.twilight.reports.texts import VICTORY

    assert set(RULES.endings) == set(VICTORY) == {"herrscher", "militaer", "runden"}


def test_the_twilight_mail_game_conforms(tmp_path):
    """Twilight by e-mail (issue 19.1): its rules (the computer on its packet's view) under
    the protocol's test, and the game master's master file as a Match's record: replayed,
    rolled back and opened again to the same state (ports/twilight/port.py)."""
    port = catalog.port_module("twilight")
    rules, settings, options = port.mail_conformance_case()
    report = conformance(rules, settings, **options)
    assert report["games"] == len(options["seeds"]) and all(o is not None for o in report["outcomes"])
    print("twilight mail", port.check_mail_game(tmp_path))
