"""Settings changed in play (EMPERADO 4a-4c) are the Match's notes: logged, replayed, passed
over by Shift+R, saved and loaded."""
import pytest

from emperado_helpers import actions, match, play_turn, replay, settings
from ports.emperado import ai, rules
from ports.emperado.actions import (Done, Place, SetPlayer, SetValue, changes_between,
                                    is_change, parse)
from ports.emperado.match import RULES, VERSION
from ports.emperado.texts import explain
from retro import storage
from retro.play import Match, Refusal


def change(m, new) -> list:
    """What a settings box does: play every difference as a note."""
    done = changes_between(m.state.settings, new)
    for a in done:
        m.play(None, a)
    return done


# EMPERADO 4a, 4b, 4c
@pytest.mark.parametrize("line,action", [
    ("S solidarisierungsgrad -5", SetValue("solidarity", -5)),
    ("S koalitionsneigung 30", SetValue("coalition", 30)),
    ("S laenderhandicap -9", SetValue("handicap", -9)),
    ("S infozeit 0", SetValue("info_time", 0)),
    ("S tabellenzeit -", SetValue("table_time", None)),
    ("S grafikzeit 99", SetValue("graphic_time", 99)),
    ("S spieler B M Anna Maria", SetPlayer(1, "Anna Maria", True)),
    ("S spieler f c Zweistein", SetPlayer(5, "Zweistein", False)),
])
def test_a_settings_change_has_a_text_form_that_reads_back(line, action):
    assert parse(line) == action
    assert parse(action.text()) == action and is_change(action) and RULES.is_note(action)


# EMPERADO 4a, 4b: the boxes accept -9..99, and 0..99 or "-"
@pytest.mark.parametrize("line,text", [
    ("S laenderhandicap viel", "Länderhandicap"), ("S grafikzeit x", "Grafikzeit"),
    ("S infozeit \u00b2", "Infozeit"), ("S koalitionsneigung 100000", "Koalitionsneigung"),
    ("S wetter 3", "Unbekannte Aktion"), ("S spieler G M Otto", "Unbekannte Aktion"),
    ("S spieler A X Otto", "Unbekannte Aktion"), ("S spieler A M", "Unbekannte Aktion"),
])
def test_bad_settings_lines_give_a_german_message(line, text):
    with pytest.raises(Refusal) as e:
        parse(line)
    assert text in explain(e.value)


# EMPERADO 4a, 4b, 4c
@pytest.mark.parametrize("action,text", [
    (SetValue("handicap", -10), "Länderhandicap"), (SetValue("solidarity", 100), "Solidar"),
    (SetValue("coalition", None), "Koalition"), (SetValue("info_time", 100), "Infozeit"),
    (SetValue("table_time", -1), "Tabellenzeit"), (SetPlayer(3, "Dora", True), "Spieler D"),
    (SetPlayer(0, "  ", True), "Namen"),
])
def test_impossible_changes_are_refused_and_not_logged(action, text):
    g = Match(RULES, settings(3), 5)
    before = g.state.to_dict()
    with pytest.raises(Refusal) as e:
        g.play(None, action)
    assert text in explain(e.value) and g.log == [] and g.state.to_dict() == before


# EMPERADO 4a Länderhandicap, changed in the middle of the game
def test_a_handicap_changed_in_play_counts_from_the_next_income_and_replays():
    g = match(6, 8, humans=1)
    for _ in range(6):
        play_turn(g)                           # round 1
    assert g.state.current == 0 and g.state.income.countries == 0
    g.play(None, SetValue("handicap", -9))     # A is human: 9 countries more are counted
    g.play(0, Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(0, Done())
    for _ in range(5):
        play_turn(g)
    assert g.state.current == 0
    n = g.state.count(0)
    assert g.state.income.countries == rules.country_bonus(n + 9, 6) > 0
    # the game is still its first settings + seed + actions, the change among them
    assert g.settings.handicap == 0 and g.state.settings.handicap == -9
    assert replay(g).state.to_dict() == g.state.to_dict()
    assert "S laenderhandicap -9" in g.texts()


# EMPERADO 4a-4c, 4f, 4g: every kind of change, saved mid-game and loaded
def test_every_kind_of_change_survives_save_and_load(tmp_path):
    g = match(4, 12, humans=1)
    play_turn(g)
    new = g.state.settings.copy()
    new.solidarity, new.coalition, new.handicap = -4, 25, 7
    new.info_time, new.table_time, new.graphic_time = None, 3, 0
    new.players[1].name, new.players[1].human = "Berta", True
    new.players[0].human = False
    done = change(g, new)
    assert len(done) == 8 and all(is_change(a) for a in done)
    assert g.state.settings == new and g.state.parties[1].name == "Berta"
    assert g.state.parties[1].human and not g.state.parties[0].human
    assert change(g, new) == []                # nothing differs: nothing logged
    for _ in range(3):
        play_turn(g)
    g.save(tmp_path / "mitte.emp")
    h = Match.load(RULES, tmp_path / "mitte.emp")
    assert h.state.to_dict() == g.state.to_dict() and actions(h) == actions(g)
    assert h.state.settings == new and h.settings == g.settings != new


# EMPERADO 4a-4c, 4h
def test_the_settings_the_game_began_with_are_never_altered():
    s = settings(3)
    g = Match(RULES, s, 1)
    g.play(None, SetValue("coalition", 40))
    g.play(None, SetPlayer(2, "Cäsar", True))
    assert s.coalition == 0 and s.players[2].name == "Spieler C" and not s.players[2].human
    assert g.settings == settings(3)


# EMPERADO 3c: Shift+R across a settings change (our decision: it passes over the change)
def test_take_back_passes_over_settings_changes_and_keeps_them():
    g = Match(RULES, settings(3), 5)
    c = g.state.countries_of(0)[0]
    g.play(0, Place(c, 1))
    before = g.state.to_dict()
    g.play(0, Place(c, 2))
    g.play(None, SetValue("handicap", -5))
    g.play(None, SetPlayer(1, "Bodo", False))
    assert g.can_undo()
    assert [e.action for e in g.undo()] == [Place(c, 2)]     # the last move, not the last change
    assert g.state.armies[c] == before["armies"][c]
    assert g.state.settings.handicap == -5 and g.state.parties[1].name == "Bodo"
    assert g.texts()[-2:] == ["S laenderhandicap -5", "S spieler B C Bodo"]
    assert replay(g).state.to_dict() == g.state.to_dict()


# EMPERADO 3c
def test_no_take_back_of_a_finished_turn_even_behind_a_change():
    g = Match(RULES, settings(3), 5)
    g.play(None, SetValue("info_time", 5))
    assert not g.can_undo()                    # a change alone is not a move
    g.play(0, Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(0, Done())
    g.play(None, SetValue("graphic_time", None))
    assert not g.can_undo()
    with pytest.raises(Refusal):
        g.undo()


# EMPERADO 4a-4c, 4h
def test_settings_may_change_after_the_end_for_the_next_game():
    g = Match(RULES, settings(2), 3)
    g.state.phase = "ende"
    assert g.over and g.awaited == ()
    g.play(None, SetValue("coalition", 10))
    assert g.state.settings.coalition == 10
    with pytest.raises(Refusal):
        g.play(0, Done())


# EMPERADO 4a-4c
def test_changes_between_lists_only_what_differs():
    a = settings(3)
    b = a.copy()
    assert changes_between(a, b) == []
    b.table_time, b.players[2].name = 5, "Cleo"
    assert changes_between(a, b) == [SetValue("table_time", 5), SetPlayer(2, "Cleo", False)]


# EMPERADO 4g: saves of version 1 (no settings lines) still load
def test_a_version_1_save_still_loads(tmp_path):
    g = match(3, 9)
    for _ in range(4):
        play_turn(g)
    assert VERSION >= 4 and not any(is_change(a) for a in actions(g))
    storage.save(tmp_path / "alt.emp", "emperado", "game", 1, g.to_text())
    assert Match.load(RULES, tmp_path / "alt.emp").state.to_dict() == g.state.to_dict()


# EMPERADO 3c
def test_take_back_replays_only_the_turn_in_progress(monkeypatch):
    """Undo starts from the state kept at the end of the last turn, not from move one."""
    g = match(4, 2)
    for _ in range(9):
        play_turn(g)
    snap = g.state.to_dict()
    start, kept = g._checkpoints[-1]
    assert start == len(g.log) and kept.to_dict() == snap
    me = g.state.current
    c = g.state.countries_of(me)[0]
    g.play(me, Place(c, 1))
    g.play(None, SetValue("solidarity", 0))
    replays = []
    real_apply = RULES.apply
    monkeypatch.setattr(RULES, "apply", lambda st, p, a: (replays.append(a), real_apply(st, p, a))[1])
    g.undo()
    monkeypatch.undo()
    assert replays == [SetValue("solidarity", 0)]     # only the change after the turn's start
    assert g.state.to_dict()["armies"] == snap["armies"]
    assert replay(g).state.to_dict() == g.state.to_dict()


# EMPERADO 4a: the computer's next decision sees a parameter changed in play
def test_the_computer_sees_a_parameter_changed_in_play():
    g = Match(RULES, settings(4, humans=1, solidarity=10), 3)
    before = ai._Context(g.state, 1)
    g.play(None, SetValue("solidarity", 40))   # computers gang up on the human A harder
    after = ai._Context(g.state, 1)
    assert after.weight(0) > before.weight(0) and after.weight(2) < before.weight(2)
    g.play(None, SetPlayer(0, "Spieler A", False))   # A handed to the computer: no longer a target
    now = ai._Context(g.state, 1)                    # (and with no human, no solidarity at all)
    assert now.weight(0) == now.weight(2) == 1.0
