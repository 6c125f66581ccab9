"""The game protocol's conformance test (retro.conformance), run over every port:
random legal play to the end from several seeds, replay, the text form of every action,
undo and redo, save and load mid-game, and the computer at every level playing legal
actions in slices without touching the state.

Each port says what to play in its port.py: `conformance_case() -> (rules, settings,
options)`, where options go to `conformance` (seeds, think_positions, instant_levels...),
and what its screens show: `shown_texts() -> {font: texts}`, every character in its font.
The minimal port of docs/DESIGN.md is taken from the page and held to the same test.
"""
import pathlib
import re

import pytest

from retro import catalog, fonts
from retro.conformance import conformance, junk_texts, port_conforms
from retro.dice import Dice
from retro.machines import MACHINES
from retro.play import Refusal

PORTS = [g.key for g in catalog.GAMES
         if hasattr(catalog.port_module(g.key) or object(), "conformance_case")]


def test_every_built_port_has_a_conformance_case():
    built = [g.key for g in catalog.GAMES if catalog.port_module(g.key) is not None]
    assert PORTS == built


@pytest.mark.parametrize("port", PORTS)
def test_port_conforms_to_the_game_protocol(port):
    report = port_conforms(*catalog.port_module(port).conformance_case())
    print(port, {k: v for k, v in report.items() if k != "outcomes"})


@pytest.mark.parametrize("port", PORTS)
def test_every_character_a_port_shows_is_in_its_font(port):
    # DESIGN: pyxel silently draws nothing for a glyph its font lacks
    module = catalog.port_module(port)
    assert hasattr(module, "shown_texts"), f"{port}: port.py has no shown_texts()"
    shown = module.shown_texts()
    assert MACHINES[module.MACHINE].font in shown, f"{port}: nothing checked in its machine's font"
    for font, texts in shown.items():
        assert texts, (port, font)
        lacking = {ch: text[:60] for text in texts for ch in fonts.missing(text, font)}
        assert not lacking, f"{port}: font {font} lacks {sorted(lacking)} (in {lacking})"


# -- the minimal port of docs/DESIGN.md --------------------------------------------------------------
DESIGN = pathlib.Path(__file__).resolve().parents[1] / "docs" / "DESIGN.md"


def _design_block(after: str) -> str:
    text = DESIGN.read_text(encoding="utf-8")
    at = text.index(after)
    return re.search(r"```python\n(.*?)```", text[at:], re.S).group(1)


def _minimal_port() -> dict:
    space: dict = {"__name__": "design_minimal_port"}
    exec(compile(_design_block("A whole port, as small as it can be"), str(DESIGN), "exec"), space)
    return space


def test_the_designs_minimal_port_passes_the_conformance_test():
    port = _minimal_port()
    rules, settings, options = port["conformance_case"]()
    report = port_conforms(rules, settings, options)
    assert report["games"] == 3 and {o.reason for o in report["outcomes"]} == {"last"}
    # its text form refuses what is no take
    for text in ("", "x", "4 ", "1" * 50, "\u0663"):
        with pytest.raises(Refusal):
            rules.check(rules.new(settings, 1), 0, rules.parse(text, rules.new(settings, 1)))


def test_a_level_the_default_thinker_plays_must_be_named_instant():
    # DESIGN "The computer's levels": the default thinker decides at once, which the slicing
    # check refuses unless conformance_case names the level in instant_levels
    port = _minimal_port()
    _, settings, options = port["conformance_case"]()

    class Levelled(port["Nim"]):
        levels = ("random",)

    with pytest.raises(AssertionError, match="never gave control back between slices"):
        conformance(Levelled(), settings, **options)
    report = port_conforms(Levelled(), settings, dict(options, instant_levels=("random",)))
    assert report["decisions"]["random"] > 0


def test_nonsense_to_parse_is_seeded_and_has_every_kind():
    texts = junk_texts(Dice(1), 150, ["B peru chile 3"])
    assert texts == junk_texts(Dice(1), 150, ["B peru chile 3"]) and len(texts) == 150
    assert ("", True) in texts and any(len(t) >= 100_000 for t, _ in texts)
    assert any(any(ord(c) > 0xFFFF for c in t) for t, _ in texts)
    assert any("peru" in t and t != "B peru chile 3" for t, _ in texts)      # real texts mangled


def test_a_parse_that_crashes_on_nonsense_is_caught():
    port = _minimal_port()
    _, settings, options = port["conformance_case"]()

    class Careless(port["Nim"]):
        def parse(self, text, st):
            return port["Take"](int(text))       # ValueError on what is no number

    with pytest.raises(AssertionError, match="ValueError"):
        conformance(Careless(), settings, **options)


def test_a_finished_game_that_offers_an_action_is_caught():
    port = _minimal_port()
    _, settings, options = port["conformance_case"]()

    class Endless(port["Nim"]):
        def legal(self, st, player):
            return super().legal(st, player) or [port["Take"](1)]

    with pytest.raises(AssertionError, match="the game is over, yet"):
        conformance(Endless(), settings, **options)
