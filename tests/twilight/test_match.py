"""Twilight behind the game protocol (retro.play) [design: "The game protocol"]: one player's
orders for a step are an action, simultaneous orders are awaited together, the log holds
event values told in German when shown, undo and save by replay; the protocol's own checks
are in tests/test_conformance.py."""
import pytest

from retro.play import Match, Refusal, Seat, generic_text

from ports.twilight.rules import engine
from ports.twilight.reports import report
from ports.twilight.match import NOVICE, PLANNER, RULES
from ports.twilight.rules.notation import parse_orders
from ports.twilight.rules.orders import Orders, Trade, Vote
from ports.twilight.rules.state import LogEvent, Settings
from ports.twilight.reports.texts import explain, log_text


def _match(**kw):
    s = Settings(players=3, seed=4, **kw)
    return Match(RULES, s, s.seed, [Seat.human(), Seat.cpu(), Seat.cpu()])


def _vote(m, p):
    card = m.state.political_card
    return Vote(p, p if card in ("thalnos", "execution") else "ja")


def test_simultaneous_orders_are_awaited_together_and_resolved_by_the_last():
    # seed Spielbeginn 7 / pbem: everyone sends his orders for the phase, then the game master resolves
    m = _match()
    assert m.awaited == (0, 1, 2) and m.state.phase == "politik"
    assert m.play(1, Orders(1, (_vote(m, 1),))) == () and m.awaited == (0, 2)
    assert m.play(0, Orders(0, (_vote(m, 0), Trade(0, 2)))) == ()
    events = m.play(2, Orders(2, ()))
    assert m.state.phase != "politik" and events
    assert all(isinstance(e, LogEvent) for e in events) and events == tuple(m.state.log[-len(events):])
    assert any(e.code == "income" for e in events)           # the economy phase began by itself
    assert [x.text for x in m.log] == [Orders(1, (_vote(m, 1),)).text(), m.log[1].text, "S3 -"]


def test_log_events_are_values_told_in_german_when_shown():
    m = _match()
    start = [e for e in m.state.log if e.code == "plays_race"]
    assert start and all(isinstance(e.get("player"), int) and e.get("race") for e in start)
    e = LogEvent(1, "bewegung", "moves", (("player", 0), ("src", "3.6"), ("dst", "2.4"),
                                          ("units", (("carrier", 1), ("ground", 3), ("fighter", 2)))))
    assert log_text(e) == "S1 fliegt von 3.6 nach 2.4: 1 Transporter, 3 Bodentruppen, 2 Jäger"
    assert log_text(LogEvent(2, "politik", "bid_place", (("player", 1), ("credits", 1), ("system", "3.1")))) == \
        "S2 bietet 1 Kredit und erhält den Heimatplatz 3.1"
    said = report.events(m.state, 0)
    assert said.startswith("R0 Verteilung der Rassen: S1 spielt ") or said.startswith("R1 1. Politikphase")
    assert "Die Starteinheiten stehen; Runde 1 beginnt" in said


def test_refused_orders_change_nothing_and_say_why():
    m = _match()
    before = RULES.snapshot(m.state)
    with pytest.raises(Refusal) as e:
        m.play(0, parse_orders("S1 BAU planet=Jord einheit=Kreuzer"))
    assert explain(e.value).startswith("Befehl abgelehnt: S1 BAU planet=Jord einheit=Kreuzer\n")
    with pytest.raises(Refusal) as e:
        m.play(0, Orders(1, ()))                                 # another player's orders
    assert "anderen Spieler" in explain(e.value)
    with pytest.raises(Refusal) as e:
        m.play(1, Orders(1, ()))
        m.play(1, Orders(1, ()))                                 # he has sent his already
    assert e.value.key == "not_your_turn" and explain(e.value) == "Du bist nicht am Zug."
    assert RULES.snapshot(m.state) != before and m.awaited == (0, 2)


def test_the_protocols_own_refusals_in_german():
    m = _match()
    with pytest.raises(Refusal) as e:
        m.undo()
    assert explain(e.value) == generic_text(e.value, "de") == "Es gibt keinen Zug zum Zurücknehmen."
    assert RULES.explain(Refusal("bad_record", line=5, reason=Refusal("bad_order", line="S1 x"))).startswith(
        "Zeile 5: Befehl nicht lesbar: S1 x")


def test_undo_and_save_by_replay_within_a_step_and_across_steps():
    m = _match(map_mode="bauen")
    while m.state.phase == "aufbau" or m.humans_awaited() == []:
        if m.humans_awaited():
            m.play(0, RULES.random_action(m.state, 0, m.dice_for(0)))
        else:
            m.step_computer()
    snap, n = RULES.snapshot(m.state), len(m.log)
    m.play(0, Orders(0, (_vote(m, 0),)) if m.state.phase == "politik" else Orders(0, ()))
    m.undo()
    assert RULES.snapshot(m.state) == snap and len(m.log) == n
    m.redo()
    again = Match.from_text(RULES, m.to_text())
    assert RULES.snapshot(again.state) == RULES.snapshot(m.state) and again.texts() == m.texts()
    assert again.state.step == m.state.step and again.log == m.log


def test_both_computer_levels_give_legal_orders_in_slices():
    m = _match()
    for level in (NOVICE, PLANNER):
        for p in (1, 2):
            th = RULES.thinker(m.state, p, level, m.dice_for(p))
            steps = 0
            while th.step(0.0) is None:
                steps += 1
            RULES.check(m.state, p, th.action)
            assert steps >= 1 and th.action.player == p
    assert RULES.outcome(m.state) is None


def test_a_game_of_computer_races_ends_with_its_outcome():
    s = Settings(players=3, seed=6, max_rounds=3)
    m = Match(RULES, s, 6, [Seat.cpu(NOVICE)] * 3, checkpoints=False)
    while m.step_computer():
        pass
    out = m.outcome
    assert out is not None and list(out.winners) == m.state.winners and out.reason == m.state.victory
    assert m.state.phase == "ende" and not m.awaited and engine.awaited(m.state) == []


def test_legal_gives_checked_sets_in_every_phase_and_random_play_draws_from_it():
    # issue 19.3: legal(state, player) is a representative legal set (none at all where that is
    # allowed, and a few novices' random legal sets): every one passes check, for every awaited
    # player in every phase a game goes through (the set-up phases built by the players too)
    from retro.dice import Dice
    s = Settings(players=4, seed=6, max_rounds=3, map_mode="bauen", race_mode="wunsch", home_mode="bieten")
    m = Match(RULES, s, s.seed)
    d = Dice(3)
    phases = set()
    while m.outcome is None:
        for p in m.awaited:
            options = RULES.legal(m.state, p)
            assert options, (m.state.phase, p)
            for a in options:
                RULES.check(m.state, p, a)
            phases.add(m.state.phase)
        p = m.awaited[0]
        a = RULES.random_action(m.state, p, d)
        m.play(p, a)
    assert {"wuensche", "gebote", "aufbau", "politik", "wirtschaft", "bewegung", "technologie"} <= phases


def test_a_player_not_awaited_may_send_orders_for_later_once_a_step():
    # flow 2 [decide]: while the game waits for some (here a sabotage phase, for the holders of
    # a Sabotage card), another may send orders for later phases (PASSE); Rules.may_play lets
    # the Match take them (retro.play: Match.check asks may_play), once in the step
    from ports.twilight.rules.orders import Pass
    s = Settings(players=4, seed=3)
    m = Match(RULES, s, s.seed, [Seat.cpu(NOVICE)] * 4)
    for _ in range(200):
        g = m.state
        others = [p for p in g.active() if p not in engine.missing(g) and p not in g.pending]
        if others and m.awaited:
            break
        m.step_computer()
    p, waiting = others[0], m.awaited
    assert p not in waiting and RULES.may_play(m.state, p)
    m.play(p, Orders(p, (Pass(p),)))
    assert m.awaited == waiting and m.state.pending[p] == [Pass(p)]
    with pytest.raises(Refusal) as e:
        m.play(p, Orders(p, (Pass(p),)))
    assert e.value.key == "not_your_turn"
