"""Settings changed in play (EMPERADO 4a-4c) are logged actions: replay, undo, save, load."""
import pytest

from emperado_helpers import settings
from ports.emperado import ai, rules
from ports.emperado.actions import (Done, Place, SetPlayer, SetValue, changes_between,
                                    is_change, parse)
from ports.emperado.game import Game, VERSION
from ports.emperado.state import RuleError
from retro import storage


def _play_turn(game: Game) -> None:
    """The party on turn plays its whole turn as the computer would."""
    player = ai.make("emperado")
    turns = game.state.turns
    while game.state.turns == turns and game.state.phase != "ende":
        game.play(player.next_action(game.state))


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
    assert parse(action.text()) == action and is_change(action)


# EMPERADO 4a, 4b: the boxes accept -9..99, and 0..99 or "-"
@pytest.mark.parametrize("line,text", [
    ("S laenderhandicap viel", "Länderhandicap"), ("S grafikzeit x", "Grafikzeit"),
    ("S infozeit \u00b2", "Infozeit"), ("S koalitionsneigung 100000", "Koalitionsneigung"),
    ("S wetter 3", "Unbekannte Aktion"), ("S spieler G M Otto", "Unbekannte Aktion"),
    ("S spieler A X Otto", "Unbekannte Aktion"), ("S spieler A M", "Unbekannte Aktion"),
])
def test_bad_settings_lines_give_a_german_message(line, text):
    with pytest.raises(RuleError) as e:
        parse(line)
    assert text in e.value.text


# EMPERADO 4a, 4b, 4c
@pytest.mark.parametrize("action,text", [
    (SetValue("handicap", -10), "Länderhandicap"), (SetValue("solidarity", 100), "Solidar"),
    (SetValue("coalition", None), "Koalition"), (SetValue("info_time", 100), "Infozeit"),
    (SetValue("table_time", -1), "Tabellenzeit"), (SetPlayer(3, "Dora", True), "Spieler D"),
    (SetPlayer(0, "  ", True), "Namen"),
])
def test_impossible_changes_are_refused_and_not_logged(action, text):
    g = Game(settings(3), 5)
    before = g.state.to_dict()
    with pytest.raises(RuleError) as e:
        g.play(action)
    assert text in e.value.text and g.actions == [] and g.state.to_dict() == before


# EMPERADO 4a Länderhandicap, changed in the middle of the game
def test_a_handicap_changed_in_play_counts_from_the_next_income_and_replays():
    g = Game(settings(6, humans=1), 8)
    for _ in range(6):
        _play_turn(g)                          # round 1
    assert g.state.current == 0 and g.state.income.countries == 0
    g.play(SetValue("handicap", -9))           # A is human: 9 countries more are counted
    g.play(Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(Done())
    for _ in range(5):
        _play_turn(g)
    assert g.state.current == 0
    n = g.state.count(0)
    assert g.state.income.countries == rules.country_bonus(n + 9, 6) > 0
    # the game is still its first settings + seed + actions, the change among them
    assert g.initial.handicap == 0 and g.settings.handicap == -9
    again = Game(g.initial, g.seed, g.actions)
    assert again.state.to_dict() == g.state.to_dict()
    assert "S laenderhandicap -9" in g.log_text().splitlines()


# EMPERADO 4a-4c, 4f, 4g: every kind of change, saved mid-game and loaded
def test_every_kind_of_change_survives_save_and_load(tmp_path):
    g = Game(settings(4, humans=1), 12)
    _play_turn(g)
    new = g.settings.copy()
    new.solidarity, new.coalition, new.handicap = -4, 25, 7
    new.info_time, new.table_time, new.graphic_time = None, 3, 0
    new.players[1].name, new.players[1].human = "Berta", True
    new.players[0].human = False
    done = g.change(new)
    assert len(done) == 8 and all(is_change(a) for a in done)
    assert g.settings == new and g.state.parties[1].name == "Berta"
    assert g.state.parties[1].human and not g.state.parties[0].human
    assert g.change(new) == []                 # nothing differs: nothing logged
    for _ in range(3):
        _play_turn(g)
    g.save(tmp_path / "mitte.emp")
    h = Game.load(tmp_path / "mitte.emp")
    assert h.state.to_dict() == g.state.to_dict() and h.actions == g.actions
    assert h.settings == new and h.initial == g.initial != new


# EMPERADO 4a-4c, 4h
def test_the_settings_the_game_began_with_are_never_altered():
    s = settings(3)
    g = Game(s, 1)
    g.play(SetValue("coalition", 40))
    g.play(SetPlayer(2, "Cäsar", True))
    assert s.coalition == 0 and s.players[2].name == "Spieler C" and not s.players[2].human
    assert g.initial == s


# EMPERADO 3c: Shift+R across a settings change (our decision: it passes over the change)
def test_take_back_passes_over_settings_changes_and_keeps_them():
    g = Game(settings(3), 5)
    c = g.state.countries_of(0)[0]
    g.play(Place(c, 1))
    before = g.state.to_dict()
    g.play(Place(c, 2))
    g.play(SetValue("handicap", -5))
    g.play(SetPlayer(1, "Bodo", False))
    assert g.can_undo()
    assert g.undo() == Place(c, 2)             # the last move, not the last change
    assert g.state.armies[c] == before["armies"][c]
    assert g.settings.handicap == -5 and g.state.parties[1].name == "Bodo"
    assert [a.text() for a in g.actions][-2:] == ["S laenderhandicap -5", "S spieler B C Bodo"]
    assert Game(g.initial, g.seed, g.actions).state.to_dict() == g.state.to_dict()


# EMPERADO 3c
def test_no_take_back_of_a_finished_turn_even_behind_a_change():
    g = Game(settings(3), 5)
    g.play(SetValue("info_time", 5))
    assert not g.can_undo()                    # a change alone is not a move
    g.play(Place(g.state.countries_of(0)[0], g.state.to_place))
    g.play(Done())
    g.play(SetValue("graphic_time", None))
    assert not g.can_undo()
    with pytest.raises(RuleError):
        g.undo()


# EMPERADO 4a-4c, 4h
def test_settings_may_change_after_the_end_for_the_next_game():
    g = Game(settings(2), 3)
    g.state.phase = "ende"
    g.play(SetValue("coalition", 10))
    assert g.settings.coalition == 10
    with pytest.raises(RuleError):
        g.play(Done())


# EMPERADO 4a-4c
def test_changes_between_lists_only_what_differs():
    a = settings(3)
    b = a.copy()
    assert changes_between(a, b) == []
    b.table_time, b.players[2].name = 5, "Cleo"
    assert changes_between(a, b) == [SetValue("table_time", 5), SetPlayer(2, "Cleo", False)]


# EMPERADO 4g: saves of version 1 (no settings lines) still load
def test_a_version_1_save_still_loads(tmp_path):
    g = Game(settings(3), 9)
    for _ in range(4):
        _play_turn(g)
    assert VERSION == 2 and not any(is_change(a) for a in g.actions)
    storage.save(tmp_path / "alt.emp", "emperado", "game", 1, g.to_text())
    assert Game.load(tmp_path / "alt.emp").state.to_dict() == g.state.to_dict()


# EMPERADO 3c
def test_take_back_replays_only_the_turn_in_progress():
    """Undo starts from the state saved at the turn's start, not from move one."""
    g = Game(settings(4), 2)
    for _ in range(9):
        _play_turn(g)
    start, snap = g._turn_start
    assert start == len(g.actions) and snap.to_dict() == g.state.to_dict()
    me = g.state.current
    c = g.state.countries_of(me)[0]
    g.play(Place(c, 1))
    g.play(SetValue("solidarity", 0))
    g.undo()
    assert g.state.to_dict()["armies"] == snap.to_dict()["armies"]
    assert Game(g.initial, g.seed, g.actions).state.to_dict() == g.state.to_dict()


# EMPERADO 4a: the computer's next decision sees a parameter changed in play
def test_the_computer_sees_a_parameter_changed_in_play():
    g = Game(settings(4, humans=1, solidarity=10), 3)
    before = ai._Context(g.state, 1)
    g.play(SetValue("solidarity", 40))         # computers gang up on the human A harder
    after = ai._Context(g.state, 1)
    assert after.weight(0) > before.weight(0) and after.weight(2) < before.weight(2)
    g.play(SetPlayer(0, "Spieler A", False))   # A handed to the computer: no longer a target
    assert ai._Context(g.state, 1).weight(0) == after.weight(2)
