"""Race abilities [TI2, decide], texts in German, pure modules."""
import ast
import pathlib

from ports.twilight.rules import combat, economy, politics, races, tiles
from ports.twilight.reports import texts
from ports.twilight.rules.orders import Discard, Vote

from .helpers import FixedDice, blank, game

PORT = pathlib.Path(__file__).resolve().parents[2] / "ports" / "twilight"


def _modules():
    """The port's pure modules, in its subpackages (rules/, mail/, ...): all but screens/."""
    return [f for f in sorted(PORT.rglob("*.py")) if "screens" not in f.relative_to(PORT).parts]


def test_race_planets_have_the_reference_values():
    # TI1 Rassen und Planeten
    assert tiles.PLANET_VALUES["Jord"] == (6, 5) and tiles.PLANET_VALUES["[0.0.0]"] == (10, 0)
    assert races.RACES["hacan"].home == ("Arretze", "Hercant", "Kamdorn")
    assert len(races.RACES) == 10


def test_letnev_ground_forces_fight_better():
    # TI2 Letnev Bodentruppen +2
    g = blank()
    g.players[0].race, g.players[1].race = "letnev", "hacan"
    assert combat.bonus(g, 0, "ground", True) == 2 and combat.bonus(g, 1, "ground", True) == 0


def test_sardakk_plus_one_and_jol_nar_minus_one():
    # TI2 Sardakk N'orr +1, Jol-Nar -1 im Kampf
    g = blank()
    g.players[0].race, g.players[1].race = "sardakk", "jolnar"
    g.dice = FixedDice([7, 8])
    assert combat.roll_hits(g, 0, {"cruiser": 1}, "MR")[0] == 1
    assert combat.roll_hits(g, 1, {"cruiser": 1}, "MR")[0] == 0


def test_sol_extra_ground_force_on_home_planet():
    # TI2 Sol: a free ground force on every planet in the first placement
    for seed in range(1, 40):
        g = game(6, seed=seed)
        sol = [p for p in g.players if p.race == "sol"]
        if sol:
            extra = dict(races.RACES["sol"].extra_units)["ground"]
            assert g.planets["Jord"].ground == 2 + extra
            return
    raise AssertionError("no game with Sol")


def test_xxcha_discard_the_political_card_and_influence_from_trade():
    # TI2 Xxcha: may pay to discard a political card, +1 influence per trade agreement
    g = game(3)
    g.players[0].race = "xxcha"
    g.players[0].credits = 30
    g.political_card = "nxill"
    before = g.influence(0)
    g.players[0].trade = 2
    assert g.influence(0) == before + 2
    politics.resolve(g, [Discard(0), Vote(1, 'ja')], {})
    assert g.political_card == "" and "nxill" not in g.laws
    assert g.players[0].credits == 30 - politics.XXCHA_DISCARD_COST


def test_hacan_start_with_two_trade_agreements():
    # TI2 Hacan: two trade agreements at the start
    g = game(3)
    g.players[0].race = "hacan"
    g.players[0].trade = races.RACES["hacan"].trade_start
    assert economy.income(g, 0) == g.resources(0) + 2 * politics.TRADE_VALUE


def test_every_refusal_has_a_german_message():
    used = set()
    for f in _modules():
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Refusal" and node.args:
                if isinstance(node.args[0], ast.Constant):
                    used.add(node.args[0].value)
    assert used and used <= set(texts.MESSAGES)


def test_every_log_event_has_a_german_text():
    # the log holds values (state.LogEvent); texts.LOG tells each of them in German
    used = set()
    for f in _modules():
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "note" and node.args:
                for arg in ast.walk(node.args[0]):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        used.add(arg.value)
    assert len(used) > 40 and used <= set(texts.LOG)


def test_rules_never_import_pyxel():
    for f in _modules():
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] != "pyxel" for a in node.names), f.name
            if isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] != "pyxel", f.name
