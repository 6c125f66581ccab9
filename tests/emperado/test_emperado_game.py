"""A game = settings + seed + actions (a retro.play.Match): text form, Shift+R (EMPERADO 3c),
Sichern/Laden (4f/4g)."""
import pytest

from emperado_helpers import K, actions, match, play, replay, settings
from ports.emperado import rules
from ports.emperado.actions import Attack, Done, Move, Place, parse
from ports.emperado.match import RULES
from ports.emperado.settings_file import load_settings, save_settings
from ports.emperado.texts import explain
from retro import storage
from retro.play import Match, Refusal


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
    assert RULES.parse(RULES.spell(action, None), None) == action


# EMPERADO 3a-3c (our notation of the actions)
@pytest.mark.parametrize("line,text", [
    ("", "Unbekannte Aktion"), ("X alberta", "Unbekannte Aktion"), ("E atlantis 1", "Atlantis"),
    ("E alberta 0", "Anzahl"), ("B alberta ontario viele", "Anzahl"), ("F 3", "Unbekannte Aktion"),
    ("E alberta \u00b2", "Anzahl"),     # a superscript two: a digit to str.isdigit, not to int
])
def test_bad_notation_gives_a_german_message(line, text):
    with pytest.raises(Refusal) as e:
        parse(line)
    assert text.lower() in explain(e.value).lower()


# EMPERADO 4f-4h
def test_a_game_is_reproduced_from_settings_seed_and_actions():
    g = play(match(6, 42), 150)
    again = replay(g)
    assert again.state.to_dict() == g.state.to_dict()
    assert [parse(line) for line in g.texts()] == actions(g)


def test_take_back_replays_all_but_the_last_action_dice_included():
    # EMPERADO 3c: [Shift]+[R] nimmt die letzte Aktion zurück (and the same attack rolls the
    # same dice again: "fehlgeschlagene Befreiungsversuche zu wiederholen" is no use)
    g = Match(RULES, settings(3), 5)
    me = g.state.current
    src = max(g.state.countries_of(me), key=lambda c: len(rules.attack_targets(g.state, c)))
    g.play(me, Place(src, g.state.to_place))
    before = g.state.to_dict()
    dst = rules.attack_targets(g.state, src)[0]
    g.play(me, Attack(src, dst, 1))
    after = g.state.to_dict()
    assert g.can_undo()
    assert [e.action for e in g.undo()] == [Attack(src, dst, 1)]
    assert g.state.to_dict() == before
    g.play(me, Attack(src, dst, 1))
    assert g.state.to_dict() == after


# EMPERADO 3c
def test_no_take_back_across_the_end_of_a_turn():
    g = Match(RULES, settings(3), 5)
    assert not g.can_undo()
    with pytest.raises(Refusal) as e:
        g.undo()
    assert "Zurücknehmen" in explain(e.value)
    g.play(0, Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(0, Done())
    assert not g.can_undo()


# EMPERADO 3
def test_an_impossible_action_is_not_logged():
    g = Match(RULES, settings(3), 5)
    with pytest.raises(Refusal):
        g.play(0, Done())
    with pytest.raises(Refusal) as e:                    # the protocol: not B's turn
        g.play(1, Place(g.state.countries_of(1)[0], 1))
    assert explain(e.value) == "Sie sind nicht am Zug."
    assert g.log == []


def test_save_and_load_round_trip(tmp_path):
    # EMPERADO 4f/4g: Sichern und Laden
    g = play(match(4, 9, humans=1, solidarity=-3), 120)
    path = tmp_path / "spiel.emp"
    g.save(path)
    h = Match.load(RULES, path)
    assert h.state.to_dict() == g.state.to_dict() and actions(h) == actions(g)
    assert h.settings == g.settings and h.state.settings == g.state.settings


# EMPERADO 4g
def test_damaged_or_foreign_files_are_refused_with_a_reason(tmp_path):
    g = play(match(3, 9), 30)
    path = tmp_path / "spiel.emp"
    g.save(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("E ", "E  x", 1), encoding="utf-8")
    with pytest.raises(storage.StorageError) as e:
        Match.load(RULES, path)
    assert e.value.reason == "damaged"
    other = tmp_path / "other"
    storage.save(other, "amalone", "record", 1, "x")
    with pytest.raises(storage.StorageError) as e:
        Match.load(RULES, other)
    assert e.value.reason == "foreign"
    with pytest.raises(storage.StorageError) as e:
        Match.load(RULES, tmp_path / "nichts")
    assert e.value.reason == "missing"


# EMPERADO 4g
def test_a_log_that_does_not_match_its_snapshot_is_refused():
    g = play(match(3, 9), 30)
    body = g.to_text()
    # other dice deal other countries: the first placing the rules refuse names its line
    with pytest.raises(Refusal) as e:
        Match.from_text(RULES, body.replace("seed 9", "seed 10"))
    assert e.value.key == "bad_record" and explain(e.value).startswith("Zeile ")
    # a log that replays, but not to the state saved with it
    lines = body.splitlines()
    snap = lines[-1].replace('"round": ', '"round": 1', 1)
    with pytest.raises(Refusal) as e:
        Match.from_text(RULES, "\n".join(lines[:-1] + [snap]) + "\n")
    assert explain(e.value) == "Der Spielstand passt nicht zu seinem Protokoll."
    with pytest.raises(Refusal) as e:
        Match.from_text(RULES, "settings {}\nseed x\n")
    assert "beschädigt" in explain(e.value)


def test_settings_file(tmp_path):
    # EMPERADO 4f: SETTINGS.EMP is loaded at the start
    s = settings(5, humans=2, coalition=25, handicap=-2, table_time=None)
    save_settings(tmp_path / "SETTINGS.EMP", s)
    assert load_settings(tmp_path / "SETTINGS.EMP") == s


# EMPERADO 4g
def test_garbage_in_a_save_gives_a_message_never_a_crash():
    from hypothesis import given, settings as hyp, strategies as hs

    lines = play(match(3, 9), 20).to_text().splitlines()

    @hyp(max_examples=60, deadline=None, derandomize=True, database=None)  # the same examples every run
    @given(hs.integers(0, len(lines) - 1), hs.text(max_size=40))
    def fuzz(i, junk):
        body = "\n".join(lines[:i] + [junk] + lines[i + 1:])
        try:
            Match.from_text(RULES, body)
        except Refusal as e:
            assert explain(e) and explain(e, "en")
    fuzz()
