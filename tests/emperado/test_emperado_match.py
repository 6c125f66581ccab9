"""EMPERADO behind the game protocol (retro.play): the Match, its notes, the held "Fertig",
the seats in the settings, the protocol's conformance, and save files written before."""
from pathlib import Path

import pytest

from emperado_helpers import K, match, play, play_turn, position, settings
from ports.emperado import rules
from ports.emperado.actions import Attack, Done, Place, SetPlayer, SetValue
from ports.emperado.events import (Battle, CardReceived, PartyOut, Placed, SettingChanged,
                                   Traded, Won)
from ports.emperado.match import RULES
from ports.emperado.settings_file import load_settings
from ports.emperado.texts import explain
from retro import storage
from retro.play import Held, Match, Played, Refusal, Seat
from retro.conformance import conformance

FIXTURES = Path(__file__).parent / "fixtures"


# EMPERADO 1-5: random legal play to the end, replay, text form, undo, save and load, and
# both computer players thinking in slices without touching the state
@pytest.mark.parametrize("parties", [2, 3])
def test_emperado_conforms_to_the_game_protocol(parties):
    report = conformance(RULES, settings(parties), seeds=(4, 5, 6), think_positions=4)
    assert report["games"] == 3 and all(o is not None for o in report["outcomes"])
    assert all(o.winners and o.reason == "world" for o in report["outcomes"])
    assert report["decisions"]["emperado"] and report["decisions"]["baseline"]


# EMPERADO 3, 5: what apply says happened is a typed value per event, never a sentence
def test_apply_returns_what_happened_as_values():
    st = position(2, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 90, "ontario": 1})
    st.owner = [0] * 60                    # party 1 holds only Ontario, 0 all the rest
    st.owner[K["ontario"]] = 1
    events = RULES.apply(st, 0, Attack(K["alberta"], K["ontario"], 100))
    assert isinstance(events[0], Battle) and events[0].won
    assert events[1:] == [PartyOut(1), Won(0)] and st.events == events[:1]
    assert RULES.outcome(st).winners == (0,) and RULES.awaited(st) == ()
    st = rules.new_state(settings(3), 2)
    c = st.countries_of(0)[0]
    assert RULES.apply(st, 0, Place(c, 2)) == [Placed(c, 2, 1)]
    assert RULES.apply(st, None, SetValue("coalition", 5)) == [SettingChanged(SetValue("coalition", 5))]
    st.parties[0].cards = ["reiter"] * 3         # a set: traded as the turn begins
    assert rules.begin_turn(st) == [Traded(st.income.cards)] and st.parties[0].cards == []
    st.conquered = 1                               # a card at Fertig of a turn with a liberation
    rules.apply(st, Place(c, st.to_place))
    done = rules.apply(st, Done())
    assert isinstance(done[0], CardReceived) and done[0].party == 0
    assert st.parties[0].cards == [done[0].kind] and st.current == 1


# EMPERADO 3c, 4a-4c: a setting changed in play is a note of the Match
def test_settings_changes_are_notes_anyone_may_give():
    g = Match(RULES, settings(3), 5)
    assert RULES.is_note(SetValue("info_time", 3)) and not RULES.is_note(Done())
    g.play(None, SetValue("info_time", 3))           # nobody in particular
    g.play(2, SetPlayer(1, "Bodo", True))            # not on turn: a note all the same
    with pytest.raises(Refusal) as e:
        g.play(2, Place(g.state.countries_of(2)[0], 1))
    assert e.value.key == "not_your_turn"
    assert g.texts() == ["S infozeit 3", "S spieler B M Bodo"]
    assert not g.can_undo()                          # notes are no moves to take back


# EMPERADO 4b, 5: the computer's "Fertig" waits for the review of its turn
def test_the_computers_fertig_is_held_until_released():
    g = match(3, 6)
    g.hold = lambda p, a: isinstance(a, Done)
    heard = []
    g.listen(heard.append)
    while g.held is None:
        assert g.think(1000.0)
    assert isinstance(heard[-1], Held) and heard[-1].action == Done()
    assert all(isinstance(m, Played) for m in heard[:-1]) and g.state.current == 0
    assert not g.think(1000.0)                       # nothing more until the review is over
    g.play(None, SetValue("table_time", None))       # Esc during the review: a note
    assert g.held is not None
    g.release()
    assert g.state.current == 1 and isinstance(heard[-1], Played)


# EMPERADO 4c: whether a party is human or computer is in the settings, changeable in play
def test_the_seats_follow_c_and_m_in_the_settings():
    g = Match(RULES, settings(3, humans=1), 5,
              lambda state, p: Seat(computer=not state.parties[p].human, level="baseline"))
    assert g.humans_awaited() == [0] and not g.think(1000.0)
    g.play(None, SetPlayer(0, "Spieler A", False))   # A handed to the computer mid-turn
    assert g.computers_awaited() == [0] and g.think(1000.0)


# EMPERADO 3c, 4g: EMPERADO's own words where the protocol has its own
def test_emperado_words_its_own_refusals_and_the_protocol_the_rest():
    assert explain(Refusal("no_undo")) == "Es gibt in diesem Spielzug keine Aktion zum Zurücknehmen."
    assert explain(Refusal("load_mismatch")) == "Der Spielstand passt nicht zu seinem Protokoll."
    assert explain(Refusal("bad_file", reason=Refusal("file.number", line=3, found="x"))) == \
        "Der Spielstand ist beschädigt: Zeile 3: Zahl erwartet, gefunden »x«"
    inner = Refusal("not_own", country=K["peru"])
    assert explain(Refusal("bad_record", line=7, reason=inner)) == "Zeile 7: Peru gehört nicht Ihnen."
    assert explain(Refusal("bad_record", line=7, reason=inner), "en") == "Line 7: Peru is not yours."
    assert explain(Refusal("not_your_turn")) == "Sie sind nicht am Zug."
    assert RULES.explain(Refusal("bad_param", setting="handicap")).startswith("Länderhandicap:")


# EMPERADO 4f, 4g: save files written before the protocol (by game.Game) still load, and the
# same game saved again gives the same file
@pytest.mark.parametrize("name", ["MITTE_V2.EMP", "ALT_V1.EMP", "ENDE_V2.EMP"])
def test_saves_written_before_still_load(name, tmp_path):
    import json
    path = FIXTURES / name
    version, body = storage.load(path, "emperado", "game", 2)
    m = Match.load(RULES, path)
    assert m.state.to_dict() == json.loads(body.splitlines()[-1][len("snapshot "):])
    assert m.to_text() == body                       # the same format, byte for byte
    if name == "MITTE_V2.EMP":
        assert m.state.settings.players[1].name == "Bärbel" and m.state.settings.handicap == 7
        assert m.can_undo() and isinstance(m.undo()[0].action, Place)
    if name == "ENDE_V2.EMP":
        assert m.over and m.outcome.winners == (m.state.winner,)
    m.save(tmp_path / "again.emp")
    assert Match.load(RULES, tmp_path / "again.emp").state.to_dict() == m.state.to_dict()


# EMPERADO 4f: SETTINGS.EMP as it was written before
def test_a_settings_file_written_before_still_loads():
    s = load_settings(FIXTURES / "SETTINGS.EMP")
    assert len(s.players) == 5 and s.coalition == 25 and s.table_time is None
    assert [p.human for p in s.players] == [True, True, False, False, False]


# EMPERADO 1: a sim's settings the rules refuse are a Refusal of `new`, never a crash
def test_impossible_settings_are_refused():
    bad = settings(3)
    bad.players[1].name = " "
    with pytest.raises(Refusal) as e:
        Match(RULES, bad, 1)
    assert explain(e.value) == "Spieler 2: bitte einen Namen eingeben."
    g = play(match(3, 2), 40)
    play_turn(g)
    assert g.log and all(RULES.parse(t, g.state) == e.action for t, e in zip(g.texts(), g.log))


# EMPERADO 3b, 5: the dice are the game's alone; the computer parties roll none of their own,
# so the Match makes them no cup (retro.play: Rules.thinker_dice)
def test_the_computer_decides_without_dice_of_its_own(monkeypatch):
    from retro.dice import Dice
    given = []
    real = RULES.thinker
    monkeypatch.setattr(RULES, "thinker", lambda st, p, lv, dice: (given.append(dice), real(st, p, lv, dice))[1])
    g = match(3, 4)
    g.step_computer()
    assert RULES.thinker_dice is False and given == [None]
    st = rules.new_state(settings(3), 4)
    assert real(st, 0, "emperado", None).run() == real(st, 0, "emperado", Dice(9)).run()
