"""A game = settings + seed + actions: text form, Shift+R (EMPERADO 3c), Sichern/Laden (4f/4g)."""
import pytest

from emperado_helpers import K, settings
from ports.emperado import ai, rules
from ports.emperado.actions import Attack, Done, Move, Place, parse
from ports.emperado.game import Game, load_settings, save_settings
from ports.emperado.state import RuleError
from retro import storage


def _play(game: Game, actions: int) -> None:
    """Let computer players make `actions` moves."""
    players = [ai.make("emperado") for _ in game.state.parties]
    for _ in range(actions):
        if game.state.phase == "ende":
            break
        game.play(players[game.state.current].next_action(game.state))


# EMPERADO 3a-3c (our notation of the actions)
@pytest.mark.parametrize("line,action", [
    ("E alberta 5", Place(K["alberta"], 5)),
    ("B alberta ontario 20", Attack(K["alberta"], K["ontario"], 20)),
    ("V Südstaaten Mexiko 100", Move(K["suedstaaten"], K["mexiko"], 100)),
    ("F", Done()),
])
def test_actions_have_a_text_form_that_reads_back(line, action):
    assert parse(line) == action
    assert parse(action.text()) == action


# EMPERADO 3a-3c (our notation of the actions)
@pytest.mark.parametrize("line,text", [
    ("", "Unbekannte Aktion"), ("X alberta", "Unbekannte Aktion"), ("E atlantis 1", "Atlantis"),
    ("E alberta 0", "Anzahl"), ("B alberta ontario viele", "Anzahl"), ("F 3", "Unbekannte Aktion"),
    ("E alberta \u00b2", "Anzahl"),     # a superscript two: a digit to str.isdigit, not to int
])
def test_bad_notation_gives_a_german_message(line, text):
    with pytest.raises(RuleError) as e:
        parse(line)
    assert text.lower() in e.value.text.lower()


# EMPERADO 4f-4h
def test_a_game_is_reproduced_from_settings_seed_and_actions():
    g = Game(settings(6), 42)
    _play(g, 150)
    again = Game(settings(6), 42, g.actions)
    assert again.state.to_dict() == g.state.to_dict()
    assert [parse(line) for line in g.log_text().splitlines()] == g.actions


def test_take_back_replays_all_but_the_last_action_dice_included():
    # EMPERADO 3c: [Shift]+[R] nimmt die letzte Aktion zurück (and the same attack rolls the
    # same dice again: "fehlgeschlagene Befreiungsversuche zu wiederholen" is no use)
    g = Game(settings(3), 5)
    me = g.state.current
    src = max(g.state.countries_of(me), key=lambda c: len(rules.attack_targets(g.state, c)))
    g.play(Place(src, g.state.to_place))
    before = g.state.to_dict()
    dst = rules.attack_targets(g.state, src)[0]
    g.play(Attack(src, dst, 1))
    after = g.state.to_dict()
    assert g.can_undo()
    assert g.undo() == Attack(src, dst, 1)
    assert g.state.to_dict() == before
    g.play(Attack(src, dst, 1))
    assert g.state.to_dict() == after


# EMPERADO 3c
def test_no_take_back_across_the_end_of_a_turn():
    g = Game(settings(3), 5)
    assert not g.can_undo()
    with pytest.raises(RuleError) as e:
        g.undo()
    assert "Zurücknehmen" in e.value.text
    g.play(Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(Done())
    assert not g.can_undo()


# EMPERADO 3
def test_an_impossible_action_is_not_logged():
    g = Game(settings(3), 5)
    with pytest.raises(RuleError):
        g.play(Done())
    assert g.actions == []


def test_save_and_load_round_trip(tmp_path):
    # EMPERADO 4f/4g: Sichern und Laden
    g = Game(settings(4, humans=1, solidarity=-3), 9)
    _play(g, 120)
    path = tmp_path / "spiel.emp"
    g.save(path)
    h = Game.load(path)
    assert h.state.to_dict() == g.state.to_dict() and h.actions == g.actions
    assert h.settings == g.settings


# EMPERADO 4g
def test_damaged_or_foreign_files_are_refused_with_a_reason(tmp_path):
    g = Game(settings(3), 9)
    _play(g, 30)
    path = tmp_path / "spiel.emp"
    g.save(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("E ", "E  x", 1), encoding="utf-8")
    with pytest.raises(storage.StorageError) as e:
        Game.load(path)
    assert e.value.reason == "damaged"
    other = tmp_path / "other"
    storage.save(other, "amalone", "record", 1, "x")
    with pytest.raises(storage.StorageError) as e:
        Game.load(other)
    assert e.value.reason == "foreign"
    with pytest.raises(storage.StorageError) as e:
        Game.load(tmp_path / "nichts")
    assert e.value.reason == "missing"


# EMPERADO 4g
def test_a_log_that_does_not_match_its_snapshot_is_refused():
    g = Game(settings(3), 9)
    _play(g, 30)
    body = g.to_text().replace("seed 9", "seed 10")
    with pytest.raises(RuleError) as e:
        Game.from_text(body)
    assert "passt nicht" in e.value.text
    with pytest.raises(RuleError) as e:
        Game.from_text("settings {}\nseed x\n")
    assert "beschädigt" in e.value.text


def test_settings_file(tmp_path):
    # EMPERADO 4f: SETTINGS.EMP is loaded at the start
    s = settings(5, humans=2, coalition=25, handicap=-2, table_time=None)
    save_settings(tmp_path / "SETTINGS.EMP", s)
    assert load_settings(tmp_path / "SETTINGS.EMP") == s


# EMPERADO 4g
def test_garbage_in_a_save_gives_a_message_never_a_crash():
    from hypothesis import given, settings as hyp, strategies as hs

    good = Game(settings(3), 9)
    _play(good, 20)
    lines = good.to_text().splitlines()

    @hyp(max_examples=60, deadline=None, derandomize=True, database=None)  # the same examples every run
    @given(hs.integers(0, len(lines) - 1), hs.text(max_size=40))
    def fuzz(i, junk):
        body = "\n".join(lines[:i] + [junk] + lines[i + 1:])
        try:
            Game.from_text(body)
        except RuleError as e:
            assert e.text
    fuzz()
