"""retro.benchloop: the ports' bench loops measure what they say (no time is asserted)."""
from retro import benchloop
from retro.play import Match

from ports.acme.match import RULES, seats_of
from ports.acme.state import PlayerSetting, Settings


def _match(seed):
    return Match(RULES, Settings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft"), seed, seats_of,
                 checkpoints=False)


def test_timed_gives_the_answer_and_the_clocks_difference():
    ticks = iter([10.0, 12.5])
    assert benchloop.timed(lambda a, b: a + b, 1, b=2, clock=lambda: next(ticks)) == (3, 2.5)


def test_per_second_calls_the_function_reps_times():
    calls = []
    assert benchloop.per_second(calls.append, 7, "x") > 0
    assert calls == ["x"] * 7
    assert benchloop.repeated_ms(calls.append, 3, "y") > 0 and calls.count("y") == 3


def test_games_are_played_to_their_end_one_per_seed():
    played = benchloop.games(lambda i: _match(5 + i), 2)
    assert [m.seed for m, _ in played] == [5, 6]
    assert all(m.over and seconds >= 0 for m, seconds in played)
    # a port's own way to play (EMPERADO times each turn)
    played = benchloop.games(lambda i: _match(5 + i), 1, play=lambda m: (m, benchloop.turn_times(m)))
    (m, turns), _ = played[0]
    assert m.over and len(turns) == m.state.turns


def test_turn_times_stop_where_asked_and_laden_replays_the_game():
    m = _match(3)
    turns = benchloop.turn_times(m, stop=lambda match: match.state.turns >= 4)
    assert m.state.turns == 4 and not m.over and len(turns) == 4
    assert benchloop.load_ms(RULES, m) >= 0 and benchloop.median_ms([0.001, 0.003, 0.002]) == 2.0
