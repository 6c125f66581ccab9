"""EMPERADO 3b, where the manual is silent: which armies march into a liberated country.

The default is our decision: all but one. The option "Nachrücken wählen" (Settings.
march_choice, as in Lux and Domination) lets the party choose: at least as many as it
rolled dice in the last round, at most all but one.
"""
import pytest

from emperado_helpers import K, match, play_turn, position, replay
from ports.emperado import ai, rules, zugtabelle
from ports.emperado.actions import Attack, Done, MarchIn, Move, Place, SetValue, parse
from ports.emperado.events import Marched
from ports.emperado.match import RULES, VERSION
from ports.emperado.state import Settings, State
from ports.emperado.texts import explain
from retro import storage
from retro.dice import Dice
from retro.play import Match, Refusal
from retro.conformance import conformance


def won_liberation(march_choice=1, attacker=30, seed=1):
    """Alberta (party 0, `attacker` armies) liberates Ontario (1 army): a state and the
    attack's events, tried over seeds until the first round of dice wins."""
    for s in range(seed, seed + 200):
        st = position(6, own={0: ["alberta"], 1: ["ontario"]},
                      armies={"alberta": attacker, "ontario": 1}, march_choice=march_choice)
        st.dice = Dice(s)
        events = rules.apply(st, Attack(K["alberta"], K["ontario"], 1))
        if events[0].won:
            return st, events
    raise AssertionError("no seed won")


# EMPERADO 3b (our decision): without the option all armies but one march in
def test_by_default_all_but_one_march_in_and_the_turn_goes_on():
    st, events = won_liberation(march_choice=0)
    assert st.phase == "handeln" and st.march == []
    assert st.armies[K["alberta"]] == 1 and st.armies[K["ontario"]] == 29
    assert Settings().march_choice == 0


# EMPERADO 3b (our option): the party chooses, from the dice of the last round to all but one
def test_with_the_option_the_turn_waits_for_the_march_in():
    st, _ = won_liberation()
    assert st.phase == "nachruecken"
    assert st.march == [K["alberta"], K["ontario"], 3, 29]     # three dice rolled, 30 - 1
    assert rules.march_range(st) == (K["alberta"], K["ontario"], 3, 29)
    for action in (Done(), Attack(K["ontario"], K["quebec"], 1),
                   Move(K["ontario"], K["alberta"], 1), Place(K["alberta"], 1)):
        with pytest.raises(Refusal) as e:
            rules.check(st, action)
        assert e.value.key == "must_march"
    assert "3 bis 29 Armeen nach Ontario" in explain(e.value)
    assert not rules.is_active(st, K["ontario"])
    assert rules.why_inactive(st, K["alberta"]).key == "must_march"


def test_the_march_in_sets_both_countries_and_goes_on():
    st, _ = won_liberation()
    for bad in (2, 30):
        with pytest.raises(Refusal) as e:
            rules.check(st, MarchIn(bad))
        assert e.value.key == "march_range"
    events = rules.apply(st, MarchIn(10))
    assert events == [Marched(K["alberta"], K["ontario"], 10, 20)]
    assert st.armies[K["ontario"]] == 10 and st.armies[K["alberta"]] == 20
    assert st.phase == "handeln" and st.march == []
    assert rules.is_active(st, K["alberta"]) and rules.is_active(st, K["ontario"])
    with pytest.raises(Refusal) as e:
        rules.check(st, MarchIn(5))
    assert e.value.key == "nothing_to_march"
    # the Zugtabelle's line shows the armies as the choice left them
    (line,) = zugtabelle.attempts(st.events)
    assert line.won and line.armies_after == (20, 10)


def test_no_question_when_there_is_no_choice():
    # two armies: one die, one may march: least == most, the turn goes on at once
    st, _ = won_liberation(attacker=2)
    assert st.phase == "handeln" and st.armies[K["ontario"]] == 1


def test_no_march_in_once_the_world_is_liberated():
    st = position(2, own={0: [k for k in K if k != "ontario"], 1: ["ontario"]},
                  armies={"alberta": 30, "ontario": 1}, march_choice=1)
    for s in range(200):
        st.dice = Dice(s)
        probe = st.copy()
        rules.apply(probe, Attack(K["alberta"], K["ontario"], 1))
        if probe.winner == 0:
            assert probe.phase == "ende" and probe.march == []
            return
    raise AssertionError("no seed won")


# the notation: "N <n>", and the option as a setting changed in play ("S nachruecken 1")
def test_the_march_in_and_the_option_have_a_text():
    assert parse("N 12") == MarchIn(12) and MarchIn(12).text() == "N 12"
    for bad in ("N", "N 0", "N x", "N 3 4"):
        with pytest.raises(Refusal):
            parse(bad)
    assert parse("S nachruecken 1") == SetValue("march_choice", 1)
    assert SetValue("march_choice", 0).text() == "S nachruecken 0"
    with pytest.raises(Refusal) as e:
        parse("S nachruecken x")
    assert e.value.key == "bad_option"
    st = position(4)
    with pytest.raises(Refusal) as e:
        rules.check(st, SetValue("march_choice", 2))
    assert e.value.key == "bad_option" and "0 (aus) oder 1 (ein)" in explain(e.value)
    rules.apply(st, SetValue("march_choice", 1))
    assert st.settings.march_choice == 1


# EMPERADO 4f/4g: files of games without the option are as before; with it, they load
def test_files_without_the_option_do_not_name_it():
    st = rules.new_state(Settings(), 3)
    d = st.to_dict()
    assert "march" not in d and "march_choice" not in d["settings"]
    assert State.from_dict(d).to_dict() == d


def test_a_game_with_the_option_saves_and_loads(tmp_path):
    m = match(4, 5, march_choice=1)
    while not any(isinstance(e.action, MarchIn) for e in m.log):
        play_turn(m)
    m.step_computer()
    path = tmp_path / "NACH.EMP"
    m.save(path)
    assert any(line.startswith("N ") for line in m.to_text().splitlines())
    loaded = Match.load(RULES, path)
    assert loaded.state.to_dict() == m.state.to_dict()
    assert replay(m).state.to_dict() == m.state.to_dict()
    assert VERSION == 5


def test_a_version_4_file_still_loads(tmp_path):
    m = match(3, 2)
    for _ in range(3):
        play_turn(m)
    storage.save(tmp_path / "ALT.EMP", "emperado", "game", 4, m.to_text())
    assert Match.load(RULES, tmp_path / "ALT.EMP").state.to_dict() == m.state.to_dict()


# EMPERADO 3c, Shift+R: a march-in goes back with its liberation, and comes again with it
def test_undo_takes_the_liberation_back_with_its_march_in():
    m = match(4, 5, march_choice=1)
    before = m.state.to_dict()
    while m.state.phase != "nachruecken":
        before = m.state.to_dict()
        m.step_computer()
    assert isinstance(m.log[-1].action, Attack)
    m.step_computer()
    assert isinstance(m.log[-1].action, MarchIn) and m.state.phase == "handeln"
    after = m.state.to_dict()
    taken = m.undo()                    # one Shift+R
    assert [type(e.action) for e in taken] == [MarchIn, Attack]
    assert m.state.to_dict() == before
    assert [type(e.action) for e in m.redo()] == [Attack, MarchIn]
    assert m.state.to_dict() == after           # both again, the same dice


# EMPERADO 5: the computer parties choose too
def test_the_computer_keeps_armies_where_the_foes_are():
    # Ontario liberated from Alberta; who borders foes decides the split
    st, _ = won_liberation()
    for c in range(len(st.owner)):
        if c not in (K["alberta"], K["ontario"]):
            st.owner[c] = 0                      # no foe anywhere: all march on
    choice = ai.EmperadoAI()._march(st, 0)
    assert choice == MarchIn(29)
    st.owner[K["quebec"]] = 1                    # a foe beside Ontario only: the most go
    assert ai.EmperadoAI()._march(st, 0) == MarchIn(29)
    st.owner[K["quebec"]] = 0
    st.owner[K["alaska"]] = 1                    # a foe beside Alberta only: the fewest
    assert ai.EmperadoAI()._march(st, 0) == MarchIn(3)
    st.owner[K["quebec"]] = 1
    st.armies[K["quebec"]] = st.armies[K["alaska"]] = 9
    n = ai.EmperadoAI()._march(st, 0).count      # foes on both sides: a split
    assert 3 < n < 29
    assert ai.thinker("baseline", st).run() == MarchIn(29)       # the yardstick: all
    assert ai.thinker("allmarch", st).run() == MarchIn(29)       # the benchmark's: all
    assert ai.thinker("emperado", st).run() == MarchIn(n)


def test_computer_games_with_the_option_end_and_replay():
    report = conformance(RULES, Settings(march_choice=1), seeds=(4,), think_positions=4)
    assert report["games"] == 1 and all(o is not None for o in report["outcomes"])
    m = match(4, 8, march_choice=1)
    from retro.play import play_out
    play_out(m, stop=lambda m: m.state.round > 300)
    assert m.over
    marched = [e.action for e in m.log if isinstance(e.action, MarchIn)]
    assert marched and replay(m).state.to_dict() == m.state.to_dict()
