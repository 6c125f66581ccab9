"""The Zugtabelle's lines (EMPERADO 5), read from a turn's events."""
from emperado_helpers import match
from ports.emperado import ai, zugtabelle
from ports.emperado.actions import Attack, Done
from ports.emperado.events import Battle, Moved, Placed, Traded, from_list

# the list form of save files: ["B", von, nach, A, V, erfolg, A', V']
STEPS = [from_list(e) for e in [
    ["E", 3, 4, 2], ["E", 3, 2, 6], ["E", 9, 1, 1], ["K", 6],
    ["B", 3, 4, 8, 5, 0, 7, 3], ["B", 3, 4, 7, 3, 0, 6, 1], ["V", 9, 10, 1],
    ["B", 3, 4, 6, 1, 1, 1, 5],
    ["B", 4, 5, 5, 2, 0, 3, 2],
    ["B", 9, 8, 3, 3, 0, 2, 3],
    ["B", 4, 5, 3, 2, 0, 2, 1],
]]


# EMPERADO 5: the events are typed values; save files keep their old list form
def test_events_are_values_with_the_list_form_of_save_files():
    assert STEPS[0] == Placed(3, 4, 2) and STEPS[3] == Traded(6) and STEPS[6] == Moved(9, 10, 1)
    assert STEPS[7] == Battle(3, 4, 6, 1, True, 1, 5)
    assert [from_list(e.as_list()) for e in STEPS] == STEPS


# EMPERADO 5: placings with the armies before in brackets, one line per country
def test_placings_one_line_per_country_with_the_armies_before():
    assert zugtabelle.placings(STEPS) == [zugtabelle.Placing(3, 6, 2),
                                          zugtabelle.Placing(9, 1, 1)]
    assert zugtabelle.trades(STEPS) == [6]


# EMPERADO 5: origin, target and success of each liberation attempt, one line each
def test_the_steps_of_one_attack_are_one_line():
    lines = zugtabelle.attempts(STEPS)
    assert [(a.src, a.dst, a.won, a.steps) for a in lines] == [
        (3, 4, True, 3),       # three steps, a move between them: one attempt, liberated
        (4, 5, False, 1),
        (9, 8, False, 1),      # another attack between: 4 -> 5 begins a new line
        (4, 5, False, 1),
    ]
    assert lines[0].armies_before == (8, 5) and lines[0].armies_after == (1, 5)
    assert zugtabelle.moves(STEPS) == [(9, 10, 1)]


# EMPERADO 5: a computer turn, attacking in steps of EmperadoAI.ROUNDS dice rounds
def test_a_computer_turn_has_one_line_per_attack_not_per_step():
    g = match(6, 3)
    merged = 0
    for _ in range(40):
        while True:
            st = g.state
            a = ai.thinker("emperado", st).run()
            if isinstance(a, Done):
                events = list(st.events)
                g.play(st.current, a)
                break
            assert not isinstance(a, Attack) or a.count == ai.EmperadoAI.ROUNDS
            played = g.play(st.current, a)
            assert played and played[0] == st.events[-1]     # apply's events are the table's
        steps = [e for e in events if isinstance(e, Battle)]
        lines = zugtabelle.attempts(events)
        assert sum(x.steps for x in lines) == len(steps)
        for x, y in zip(lines, lines[1:]):
            assert (x.src, x.dst) != (y.src, y.dst) or x.won
        merged += len(steps) - len(lines)
    assert merged > 0
